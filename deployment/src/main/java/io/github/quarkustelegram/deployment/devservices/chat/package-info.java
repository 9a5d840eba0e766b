/**
 * What the Dev UI's chat page shows, worked out from the fake Telegram's transcript: the bubbles of one chat as one
 * user sees them (edits folded into the message they change, deletions marked, media summarised, keyboards), the bot's
 * callback answers as toasts, and the reply keyboard in force. Pure functions of the transcript, tested without a
 * browser; the page only draws them.
 */
package io.github.quarkustelegram.deployment.devservices.chat;
