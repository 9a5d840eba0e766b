package io.github.quarkustelegram.runtime.text.markdown;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Function;

import io.github.quarkustelegram.model.InputRichBlock;
import io.github.quarkustelegram.model.InputRichBlockBlockQuotation;
import io.github.quarkustelegram.model.InputRichBlockList;
import io.github.quarkustelegram.model.InputRichBlockListItem;
import io.github.quarkustelegram.model.InputRichBlockParagraph;
import io.github.quarkustelegram.model.InputRichBlockPreformatted;
import io.github.quarkustelegram.model.InputRichBlockSectionHeading;
import io.github.quarkustelegram.model.InputRichBlockTable;
import io.github.quarkustelegram.model.RichBlockTableCell;
import io.github.quarkustelegram.model.RichText;
import io.github.quarkustelegram.runtime.text.TextCuts;

/**
 * Splits blocks into messages within Telegram's limits ({@link RichMeasure}), each message as many whole top-level
 * blocks as fit. A block too large for a message on its own is split inside, as a last resort: a list or a table
 * between items or rows, a quote between its blocks, a paragraph, heading or code block inside its text (at a
 * paragraph break, a line break or a space when one is near, see {@link TextCuts}), each part of a code block keeping
 * its language. A list item too large for a message is laid out flat, its marker before its first paragraph. Nothing
 * is dropped: the parts' texts, put together, are the blocks' text.
 */
public final class RichSplitter {

    private RichSplitter() {
    }

    /**
     * @param blocks a message's top-level blocks, as {@link RichBlockWriter} writes them
     * @return the blocks of each message, in order; none for no blocks
     */
    public static List<List<InputRichBlock>> split(List<InputRichBlock> blocks) {
        List<List<InputRichBlock>> messages = new ArrayList<>();
        List<InputRichBlock> current = new ArrayList<>();
        RichMeasure.Size size = RichMeasure.Size.ZERO;
        for (InputRichBlock block : blocks) {
            RichMeasure.Size blockSize = RichMeasure.of(block);
            // measured once: a block that fits alone, as most do, is its own only piece
            List<InputRichBlock> pieces = blockSize.fits() ? List.of(block)
                    : pieces(block, RichMeasure.MAX_CHARACTERS, RichMeasure.MAX_BLOCKS);
            for (InputRichBlock piece : pieces) {
                RichMeasure.Size pieceSize = piece == block ? blockSize : RichMeasure.of(piece);
                if (!current.isEmpty() && !size.plus(pieceSize).fits()) {
                    messages.add(current);
                    current = new ArrayList<>();
                    size = RichMeasure.Size.ZERO;
                }
                current.add(piece);
                size = size.plus(pieceSize);
            }
        }
        if (!current.isEmpty()) {
            messages.add(current);
        }
        return messages;
    }

    /** @return the block, or its parts when it has more than {@code maxCharacters} or {@code maxBlocks} */
    static List<InputRichBlock> pieces(InputRichBlock block, int maxCharacters, int maxBlocks) {
        RichMeasure.Size size = RichMeasure.of(block);
        if (size.characters() <= maxCharacters && size.blocks() <= maxBlocks) {
            return List.of(block);
        }
        if (block instanceof InputRichBlockParagraph paragraph) {
            return cutText(paragraph.text(), maxCharacters, InputRichBlockParagraph::new);
        } else if (block instanceof InputRichBlockSectionHeading heading) {
            return cutText(heading.text(), maxCharacters,
                    text -> new InputRichBlockSectionHeading(text, heading.size()));
        } else if (block instanceof InputRichBlockPreformatted pre) {
            return cutText(pre.text(), maxCharacters, text -> new InputRichBlockPreformatted(text, pre.language()));
        } else if (block instanceof InputRichBlockList list) {
            return list(list, maxCharacters, maxBlocks);
        } else if (block instanceof InputRichBlockBlockQuotation quote) {
            return quote(quote, maxCharacters, maxBlocks);
        } else if (block instanceof InputRichBlockTable table) {
            return table(table, maxCharacters, maxBlocks);
        }
        return List.of(block);
    }

    private static List<InputRichBlock> cutText(RichText text, int maxCharacters,
            Function<RichText, InputRichBlock> block) {
        int[] bounds = TextCuts.cuts(RichTexts.plain(text), List.of(), maxCharacters);
        List<InputRichBlock> parts = new ArrayList<>(bounds.length - 1);
        RichText rest = text;
        for (int i = 1; i < bounds.length; i++) {
            RichTexts.Cut cut = RichTexts.cut(rest, bounds[i] - bounds[i - 1]);
            parts.add(block.apply(cut.head()));
            rest = cut.tail();
        }
        return parts;
    }

    private static List<InputRichBlock> list(InputRichBlockList list, int maxCharacters, int maxBlocks) {
        List<InputRichBlock> parts = new ArrayList<>();
        Group<InputRichBlockListItem> group = new Group<>(maxCharacters, maxBlocks);
        for (InputRichBlockListItem item : list.items()) {
            RichMeasure.Size alone = RichMeasure.of(new InputRichBlockList(List.of(item)));
            if (!alone.fitsWithin(maxCharacters, maxBlocks)) {
                group.flush(items -> parts.add(new InputRichBlockList(items)));
                for (InputRichBlock flat : ListMarkers.prefixFirst(item.blocks(), ListMarkers.marker(item))) {
                    parts.addAll(pieces(flat, maxCharacters, maxBlocks));
                }
                continue;
            }
            // the list block itself is counted once per part, not once per item
            if (!group.add(item, alone.minusOneBlock())) {
                group.flush(items -> parts.add(new InputRichBlockList(items)));
                group.add(item, alone.minusOneBlock());
            }
        }
        group.flush(items -> parts.add(new InputRichBlockList(items)));
        return parts;
    }

    private static List<InputRichBlock> quote(InputRichBlockBlockQuotation quote, int maxCharacters, int maxBlocks) {
        List<InputRichBlock> parts = new ArrayList<>();
        Group<InputRichBlock> group = new Group<>(maxCharacters, maxBlocks);
        for (InputRichBlock child : quote.blocks()) {
            for (InputRichBlock piece : pieces(child, maxCharacters, maxBlocks - 1)) {
                RichMeasure.Size size = RichMeasure.of(piece);
                if (!group.add(piece, size)) {
                    group.flush(blocks -> parts.add(new InputRichBlockBlockQuotation(blocks, quote.credit())));
                    group.add(piece, size);
                }
            }
        }
        group.flush(blocks -> parts.add(new InputRichBlockBlockQuotation(blocks, quote.credit())));
        return parts;
    }

    private static List<InputRichBlock> table(InputRichBlockTable table, int maxCharacters, int maxBlocks) {
        List<InputRichBlock> parts = new ArrayList<>();
        Group<List<RichBlockTableCell>> group = new Group<>(maxCharacters, maxBlocks);
        Function<List<List<RichBlockTableCell>>, InputRichBlock> part = rows -> table.toBuilder().cells(rows)
                .caption(parts.isEmpty() ? table.caption() : null).build();
        for (List<RichBlockTableCell> row : table.cells()) {
            RichMeasure.Size alone = RichMeasure.of(part.apply(List.of(row)));
            if (!alone.fitsWithin(maxCharacters, maxBlocks)) {
                group.flush(rows -> parts.add(part.apply(rows)));
                // a row longer than a message: its cells' text, one after the other
                for (RichBlockTableCell cell : row) {
                    if (cell.text() != null) {
                        parts.addAll(pieces(new InputRichBlockParagraph(cell.text()), maxCharacters, maxBlocks));
                    }
                }
                continue;
            }
            if (!group.add(row, alone.minusOneBlock())) {
                group.flush(rows -> parts.add(part.apply(rows)));
                group.add(row, alone.minusOneBlock());
            }
        }
        group.flush(rows -> parts.add(part.apply(rows)));
        return parts;
    }

    /** Members of one container block, added while the container (one block more) stays within the budget. */
    private static final class Group<T> {

        private final int maxCharacters;
        private final int maxBlocks;
        private List<T> members = new ArrayList<>();
        private RichMeasure.Size size = RichMeasure.Size.ZERO;

        Group(int maxCharacters, int maxBlocks) {
            this.maxCharacters = maxCharacters;
            this.maxBlocks = maxBlocks;
        }

        /** @return false, adding nothing, when the member would not fit beside those already in */
        boolean add(T member, RichMeasure.Size memberSize) {
            RichMeasure.Size next = size.plus(memberSize);
            if (!members.isEmpty() && !next.plusOneBlock().fitsWithin(maxCharacters, maxBlocks)) {
                return false;
            }
            members.add(member);
            size = next;
            return true;
        }

        void flush(Consumer<List<T>> container) {
            if (!members.isEmpty()) {
                container.accept(members);
                members = new ArrayList<>();
                size = RichMeasure.Size.ZERO;
            }
        }
    }
}
