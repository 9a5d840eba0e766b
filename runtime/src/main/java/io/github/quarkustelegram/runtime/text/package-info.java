/**
 * The engines behind {@code io.github.quarkustelegram.text}: entity order and nesting, rendering to HTML and
 * MarkdownV2, splitting at a length limit. They work on a text and a list of {@code MessageEntity} and never name the
 * public {@code FormattedText}, which uses them (no package cycle).
 */
@NullMarked
package io.github.quarkustelegram.runtime.text;

import org.jspecify.annotations.NullMarked;
