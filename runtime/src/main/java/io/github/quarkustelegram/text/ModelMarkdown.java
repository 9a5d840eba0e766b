package io.github.quarkustelegram.text;

import java.util.List;

import io.github.quarkustelegram.model.InputRichBlock;
import io.github.quarkustelegram.model.InputRichMessage;
import io.github.quarkustelegram.runtime.text.markdown.EntityTextWriter;
import io.github.quarkustelegram.runtime.text.markdown.RichBlockWriter;
import io.github.quarkustelegram.runtime.text.markdown.RichSplitter;

/**
 * A language model's Markdown (CommonMark with GitHub's tables, strikethrough, autolinks and task items) made safe
 * for Telegram, so that what the model meant is what the user sees:
 *
 * <pre>{@code
 * for (InputRichMessage part : ModelMarkdown.toRichMessages(answer)) {
 *     bot.call(SendRichMessage.builder(chat, part).build());
 * }
 * }</pre>
 *
 * <h2>Explicit blocks, not Telegram's Markdown</h2>
 * Telegram's rich Markdown is a dialect of its own: {@code $…$} is a formula, {@code ==…==} marked text,
 * {@code ||…||} a spoiler. Passing a model's text through would turn "it costs $5 and $10" into a formula. Escaping the
 * collisions instead would mean knowing every rule of a dialect that grows with each Bot API version. The answer is
 * parsed here with commonmark-java and sent as {@code InputRichMessage.blocks}: paragraphs, headings, lists, code
 * with its language, quotes, tables, dividers, links, each text a plain string. No dialect can collide, nothing needs
 * escaping, and the limits (characters, blocks, nesting, columns: {@link RichMessageSize}) are counted before
 * sending, so a long answer is split where a block ends instead of being refused.
 *
 * <h2>Shape</h2>
 * A table wider than {@value RichMessageSize#MAX_COLUMNS} columns is sent as monowidth text; lists and quotes nested
 * deeper than Telegram allows are laid out flat; an image is a link to it (a rich message's pictures are uploads);
 * a link to anything but {@code http(s):}, {@code tg:} or {@code mailto:} is its text; raw HTML is shown as written.
 *
 * <h2>A growing answer</h2>
 * A streaming caller renders the text received so far each time; every prefix renders to valid blocks. An unclosed
 * {@code **} or {@code `} is shown as written until it closes. An unclosed code fence is shown as a code block running
 * to the end of the text so far (CommonMark's reading): code arriving line by line looks like code at once, and the
 * block simply ends when the closing fence arrives. Blocks with nothing in them yet (a list item or a code fence just
 * opened) are left out.
 */
public final class ModelMarkdown {

    private ModelMarkdown() {
    }

    /**
     * @param markdown a model's answer, whole or a prefix of it
     * @return its blocks, not split: they may exceed a message's limits (see {@link #toRichMessages(String)})
     */
    public static List<InputRichBlock> toBlocks(String markdown) {
        return RichBlockWriter.write(markdown);
    }

    /**
     * @param markdown a model's answer, whole or a prefix of it
     * @return rich messages within Telegram's limits, to send in order; none for a blank answer
     */
    public static List<InputRichMessage> toRichMessages(String markdown) {
        return split(toBlocks(markdown));
    }

    /**
     * Splits blocks into messages of at most {@value RichMessageSize#MAX_CHARACTERS} characters and
     * {@value RichMessageSize#MAX_BLOCKS} blocks, as many whole top-level blocks in each as fit. A block too large
     * for one message is split inside it as a last resort: a list between items, a table between rows, a quote
     * between its blocks, a paragraph or code block inside its text (by preference at a line break or a space), each
     * part of a code block keeping its language. No text is lost.
     *
     * @param blocks a message's top-level blocks
     * @return one message per part, in order
     */
    public static List<InputRichMessage> split(List<InputRichBlock> blocks) {
        return RichSplitter.split(blocks).stream()
                .map(part -> InputRichMessage.builder().blocks(part).build())
                .toList();
    }

    /**
     * The same reading for the classic path ({@code sendMessage} with entities): see
     * {@link FormattedText#fromMarkdown(String)}.
     *
     * @param markdown a model's answer, whole or a prefix of it
     * @return its text and entities, not split ({@link FormattedText#split()} cuts at 4,096 characters)
     */
    public static FormattedText toFormattedText(String markdown) {
        EntityTextWriter.Result result = EntityTextWriter.write(markdown);
        return FormattedText.of(result.text(), result.entities());
    }
}
