/**
 * What every Bot API method of the fake starts from: a call's parameters ({@link CallParams}, from JSON, a form or a
 * multipart body) and the refusal it may end in ({@link BotApiError}, Telegram's status and description). Internal to
 * the fake.
 */
package io.github.quarkustelegram.testing.telegram.api;
