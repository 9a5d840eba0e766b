package io.github.quarkustelegram.runtime.text.markdown;

import java.util.ArrayList;
import java.util.List;

import org.commonmark.ext.gfm.tables.TableBlock;
import org.commonmark.ext.gfm.tables.TableCell;
import org.commonmark.ext.gfm.tables.TableRow;
import org.commonmark.node.BlockQuote;
import org.commonmark.node.FencedCodeBlock;
import org.commonmark.node.Heading;
import org.commonmark.node.HtmlBlock;
import org.commonmark.node.IndentedCodeBlock;
import org.commonmark.node.LinkReferenceDefinition;
import org.commonmark.node.ListBlock;
import org.commonmark.node.ListItem;
import org.commonmark.node.Node;
import org.commonmark.node.OrderedList;
import org.commonmark.node.Paragraph;
import org.commonmark.node.ThematicBreak;

import io.github.quarkustelegram.model.InputRichBlock;
import io.github.quarkustelegram.model.InputRichBlockBlockQuotation;
import io.github.quarkustelegram.model.InputRichBlockDivider;
import io.github.quarkustelegram.model.InputRichBlockList;
import io.github.quarkustelegram.model.InputRichBlockListItem;
import io.github.quarkustelegram.model.InputRichBlockParagraph;
import io.github.quarkustelegram.model.InputRichBlockPreformatted;
import io.github.quarkustelegram.model.InputRichBlockSectionHeading;
import io.github.quarkustelegram.model.InputRichBlockTable;
import io.github.quarkustelegram.model.RichBlockListItemType;
import io.github.quarkustelegram.model.RichBlockTableCell;
import io.github.quarkustelegram.model.RichBlockTableCellAlign;
import io.github.quarkustelegram.model.RichBlockTableCellValign;
import io.github.quarkustelegram.model.RichText;

/**
 * A Markdown document as Telegram's rich blocks, one block kind per Markdown construct: paragraph, heading, list (its
 * items numbered, task items with their checkbox), code block (with its language), quote, table, divider.
 *
 * <p>
 * Nothing the model wrote is lost to Telegram's limits on shape: a table wider than {@link RichMeasure#MAX_COLUMNS}
 * becomes monowidth text, a list or quote nested deeper than {@link RichMeasure#MAX_DEPTH} allows is laid out flat
 * (items as paragraphs starting with their marker), formatting past that depth is left out. Empty blocks (a list
 * item or a code fence just opened by a model still writing) are left out, so every prefix of an answer is a valid
 * message. Length limits are not this class's concern: {@link RichSplitter} cuts the result.
 */
public final class RichBlockWriter {

    private RichBlockWriter() {
    }

    /**
     * @param markdown a model's answer, whole or a prefix of it
     * @return its blocks, at the top level of a message
     */
    public static List<InputRichBlock> write(String markdown) {
        List<InputRichBlock> out = new ArrayList<>();
        blocks(MarkdownSyntax.parse(markdown), 1, out);
        return out;
    }

    /** Writes the blocks a node holds, each at {@code level}. */
    private static void blocks(Node parent, int level, List<InputRichBlock> out) {
        for (Node node = parent.getFirstChild(); node != null; node = node.getNext()) {
            block(node, level, out);
        }
    }

    private static void block(Node node, int level, List<InputRichBlock> out) {
        if (node instanceof Paragraph) {
            RichText text = RichTextWriter.inlines(node, level);
            if (!RichTexts.isEmpty(text)) {
                out.add(new InputRichBlockParagraph(text));
            }
        } else if (node instanceof Heading heading) {
            RichText text = RichTextWriter.inlines(node, level);
            if (!RichTexts.isEmpty(text)) {
                out.add(new InputRichBlockSectionHeading(text, Math.min(6, Math.max(1, heading.getLevel()))));
            }
        } else if (node instanceof FencedCodeBlock code) {
            pre(code.getLiteral(), CodeLanguage.of(code.getInfo()), out);
        } else if (node instanceof IndentedCodeBlock code) {
            pre(code.getLiteral(), null, out);
        } else if (node instanceof HtmlBlock html) {
            String literal = stripEnd(html.getLiteral());
            if (!literal.isBlank()) {
                out.add(new InputRichBlockParagraph(RichText.of(literal)));
            }
        } else if (node instanceof ThematicBreak) {
            out.add(new InputRichBlockDivider());
        } else if (node instanceof BlockQuote) {
            quote(node, level, out);
        } else if (node instanceof ListBlock list) {
            list(list, level, out);
        } else if (node instanceof TableBlock table) {
            table(table, level, out);
        } else if (!(node instanceof LinkReferenceDefinition)) {
            blocks(node, level, out);
        }
    }

    private static void pre(String literal, String language, List<InputRichBlock> out) {
        String text = stripEnd(literal);
        if (!text.isEmpty()) {
            out.add(new InputRichBlockPreformatted(RichText.of(text), language));
        }
    }

    private static void quote(Node quote, int level, List<InputRichBlock> out) {
        if (level + 1 > RichMeasure.MAX_DEPTH) {
            blocks(quote, level, out);
            return;
        }
        List<InputRichBlock> inner = new ArrayList<>();
        blocks(quote, level + 1, inner);
        if (!inner.isEmpty()) {
            out.add(new InputRichBlockBlockQuotation(inner, null));
        }
    }

    /** A list's items are one level below it, their blocks two. */
    private static void list(ListBlock list, int level, List<InputRichBlock> out) {
        boolean flat = level + 2 > RichMeasure.MAX_DEPTH;
        int number = list instanceof OrderedList ordered ? ordered.getMarkerStartNumber() == null ? 1
                : ordered.getMarkerStartNumber() : 0;
        List<InputRichBlockListItem> items = new ArrayList<>();
        for (Node node = list.getFirstChild(); node != null; node = node.getNext(), number++) {
            if (!(node instanceof ListItem item)) {
                continue;
            }
            TaskItems.Box box = TaskItems.take(item);
            List<InputRichBlock> inner = new ArrayList<>();
            blocks(item, flat ? level : level + 2, inner);
            if (flat) {
                out.addAll(ListMarkers.prefixFirst(inner, ListMarkers.marker(list, number, box)));
                continue;
            }
            if (inner.isEmpty()) {
                continue;
            }
            InputRichBlockListItem.Builder builder = InputRichBlockListItem.builder(inner)
                    .hasCheckbox(box != TaskItems.Box.NONE).isChecked(box == TaskItems.Box.CHECKED);
            if (list instanceof OrderedList) {
                builder.value(number).type(RichBlockListItemType.DIGIT_ONE); // Markdown numbers are decimal
            }
            items.add(builder.build());
        }
        if (!items.isEmpty()) {
            out.add(new InputRichBlockList(items));
        }
    }

    /** A table's rows are one level below it, its cells two. */
    private static void table(TableBlock table, int level, List<InputRichBlock> out) {
        int columns = 0;
        List<List<RichBlockTableCell>> rows = new ArrayList<>();
        for (TableRow row : TableRows.of(table)) {
            List<RichBlockTableCell> cells = new ArrayList<>();
            for (Node node = row.getFirstChild(); node != null; node = node.getNext()) {
                if (node instanceof TableCell cell) {
                    cells.add(RichBlockTableCell.builder(align(cell), RichBlockTableCellValign.TOP)
                            .text(RichTextWriter.inlines(cell, level + 2)).isHeader(cell.isHeader()).build());
                }
            }
            columns = Math.max(columns, cells.size());
            rows.add(cells);
        }
        if (columns > RichMeasure.MAX_COLUMNS || level + 2 > RichMeasure.MAX_DEPTH) {
            pre(TableText.of(table), null, out);
        } else if (!rows.isEmpty()) {
            out.add(InputRichBlockTable.builder(rows).isBordered(true).build());
        }
    }

    private static RichBlockTableCellAlign align(TableCell cell) {
        if (cell.getAlignment() == null) {
            return RichBlockTableCellAlign.LEFT;
        }
        return switch (cell.getAlignment()) {
            case CENTER -> RichBlockTableCellAlign.CENTER;
            case RIGHT -> RichBlockTableCellAlign.RIGHT;
            default -> RichBlockTableCellAlign.LEFT;
        };
    }

    private static String stripEnd(String text) {
        int end = text.length();
        while (end > 0 && (text.charAt(end - 1) == '\n' || text.charAt(end - 1) == '\r')) {
            end--;
        }
        return text.substring(0, end);
    }
}
