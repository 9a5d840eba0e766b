/**
 * What the fake Telegram knows ({@link FakeWorld}: the bot, users, chats and their messages, members, business
 * connections, forum topics, files), the bot's update queue and its webhook delivery, and the transcript of the
 * conversation with the waits on it. Internal to the fake; it names nothing of the packages above it.
 */
package io.github.quarkustelegram.testing.telegram.world;
