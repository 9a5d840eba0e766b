/**
 * What users do in the fake Telegram, one record per action ({@link Action}), and what an action queued
 * ({@link QueuedUpdate}). Plain values: the fake carries them out, the control API carries them as JSON.
 */
package io.github.quarkustelegram.testing.telegram.actions;
