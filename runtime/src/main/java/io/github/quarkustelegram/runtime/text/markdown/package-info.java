/**
 * The engines behind {@code io.github.quarkustelegram.text.ModelMarkdown}: a language model's CommonMark/GFM read by
 * commonmark-java ({@link io.github.quarkustelegram.runtime.text.markdown.MarkdownSyntax}), written as explicit rich
 * blocks ({@link io.github.quarkustelegram.runtime.text.markdown.RichBlockWriter}) or as a text and its entities
 * ({@link io.github.quarkustelegram.runtime.text.markdown.EntityTextWriter}), measured against Telegram's rich message
 * limits ({@link io.github.quarkustelegram.runtime.text.markdown.RichMeasure}) and split to fit them
 * ({@link io.github.quarkustelegram.runtime.text.markdown.RichSplitter}). They never name the public text package.
 */
@NullMarked
package io.github.quarkustelegram.runtime.text.markdown;

import org.jspecify.annotations.NullMarked;
