package io.github.quarkustelegram.text;

import java.util.List;

import io.github.quarkustelegram.model.InputRichBlock;
import io.github.quarkustelegram.runtime.text.markdown.RichMeasure;

/**
 * A rich message's size in the units of Telegram's rich message limits, counted before sending: characters, blocks,
 * nesting depth and table columns.
 *
 * <p>
 * Characters are the text a reader sees, in UTF-16 code units (the Bot API page says "UTF-8 characters"; a character
 * is one or two UTF-16 units, so this count is never below Telegram's, and it is the unit of every other Bot API limit).
 * Blocks count every block at any depth, every list item and every table row. Depth is 1 for a top-level block, one
 * more inside a quote, one more for a list's items (two for their blocks) and a table's rows (two for its cells), one
 * more for each formatting. Columns are the widest table row's cells, {@code colspan} counted.
 *
 * @param characters UTF-16 code units of text
 * @param blocks blocks, list items and table rows
 * @param depth the deepest nesting level
 * @param columns the widest table row
 */
public record RichMessageSize(int characters, int blocks, int depth, int columns) {

    /** Telegram's limit on a rich message's text. */
    public static final int MAX_CHARACTERS = RichMeasure.MAX_CHARACTERS;
    /** Telegram's limit on a rich message's blocks, list items and table rows. */
    public static final int MAX_BLOCKS = RichMeasure.MAX_BLOCKS;
    /** Telegram's limit on the nesting of blocks and formatting. */
    public static final int MAX_DEPTH = RichMeasure.MAX_DEPTH;
    /** Telegram's limit on a table's columns. */
    public static final int MAX_COLUMNS = RichMeasure.MAX_COLUMNS;

    /**
     * @param blocks a message's top-level blocks, of any kind
     * @return their size
     */
    public static RichMessageSize of(List<InputRichBlock> blocks) {
        RichMeasure.Size size = RichMeasure.of(blocks);
        return new RichMessageSize(size.characters(), size.blocks(), size.depth(), size.columns());
    }

    /** @return whether Telegram accepts a message of this size */
    public boolean fits() {
        return characters <= MAX_CHARACTERS && blocks <= MAX_BLOCKS && depth <= MAX_DEPTH && columns <= MAX_COLUMNS;
    }
}
