/**
 * Formatted text without markup: {@link io.github.quarkustelegram.text.FormattedText} (a text and its entities, with
 * offsets in UTF-16 code units), composed with {@link io.github.quarkustelegram.text.Fmt}, sent with
 * {@code sendTo(chat)}, split at Telegram's limits; and, for bots that prefer a parse mode, escaping and rendering in
 * {@link io.github.quarkustelegram.text.Html} and {@link io.github.quarkustelegram.text.MarkdownV2}.
 */
@NullMarked
package io.github.quarkustelegram.text;

import org.jspecify.annotations.NullMarked;
