/**
 * Text as Telegram reads it: the parse modes (HTML, MarkdownV2, legacy Markdown) and explicit entities, into the text
 * and entities a message carries ({@link ParsedText}, {@link TextEntity}), refused as Telegram refuses them. Used by
 * the fake's send methods; public for the client's round-trip tests.
 */
package io.github.quarkustelegram.testing.telegram.markup;
