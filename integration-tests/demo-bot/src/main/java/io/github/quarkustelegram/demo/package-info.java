/**
 * The demo bot of the README: a few annotated handlers, a conversation, a middleware and an error hook, each class
 * with one job. Without a token it runs on the fake Telegram of Dev Services; with
 * {@code QUARKUS_TELEGRAM_BOT_TOKEN} set, on Telegram.
 */
package io.github.quarkustelegram.demo;
