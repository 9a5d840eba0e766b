package io.github.quarkustelegram.runtime.text.markdown;

import java.util.ArrayList;
import java.util.List;

import org.commonmark.ext.gfm.tables.TableBlock;
import org.commonmark.ext.gfm.tables.TableCell;
import org.commonmark.ext.gfm.tables.TableRow;
import org.commonmark.node.Code;
import org.commonmark.node.HardLineBreak;
import org.commonmark.node.HtmlInline;
import org.commonmark.node.Node;
import org.commonmark.node.SoftLineBreak;
import org.commonmark.node.Text;

/**
 * A table as monowidth text, for where a table cannot be a table: wider than Telegram allows, or on the classic path
 * (entities have no table). Columns are padded to their widest cell and separated by {@code " | "}; the header is
 * underlined with dashes.
 */
final class TableText {

    private TableText() {
    }

    static String of(TableBlock table) {
        List<List<String>> rows = new ArrayList<>();
        List<Boolean> header = new ArrayList<>();
        collect(table, rows, header);
        int columns = rows.stream().mapToInt(List::size).max().orElse(0);
        int[] widths = new int[columns];
        for (List<String> row : rows) {
            for (int c = 0; c < row.size(); c++) {
                widths[c] = Math.max(widths[c], row.get(c).length());
            }
        }
        StringBuilder out = new StringBuilder();
        for (int r = 0; r < rows.size(); r++) {
            if (r > 0) {
                out.append('\n');
            }
            line(out, rows.get(r), widths);
            if (header.get(r) && (r + 1 == rows.size() || !header.get(r + 1))) {
                out.append('\n');
                for (int c = 0; c < columns; c++) {
                    out.append(c == 0 ? "" : "-+-").append("-".repeat(Math.max(1, widths[c])));
                }
            }
        }
        return out.toString();
    }

    private static void line(StringBuilder out, List<String> row, int[] widths) {
        for (int c = 0; c < widths.length; c++) {
            String cell = c < row.size() ? row.get(c) : "";
            out.append(c == 0 ? "" : " | ").append(cell);
            if (c + 1 < widths.length) {
                out.append(" ".repeat(widths[c] - cell.length()));
            }
        }
        // trailing spaces would only be trimmed by Telegram
        while (!out.isEmpty() && out.charAt(out.length() - 1) == ' ') {
            out.setLength(out.length() - 1);
        }
    }

    private static void collect(Node node, List<List<String>> rows, List<Boolean> header) {
        for (Node child = node.getFirstChild(); child != null; child = child.getNext()) {
            if (child instanceof TableRow) {
                List<String> row = new ArrayList<>();
                boolean isHeader = false;
                for (Node cell = child.getFirstChild(); cell != null; cell = cell.getNext()) {
                    row.add(plain(cell));
                    isHeader |= cell instanceof TableCell tableCell && tableCell.isHeader();
                }
                rows.add(row);
                header.add(isHeader);
            } else {
                collect(child, rows, header);
            }
        }
    }

    /** @return a node's text as the reader sees it, without its formatting */
    static String plain(Node node) {
        StringBuilder out = new StringBuilder();
        plain(node, out);
        return out.toString();
    }

    private static void plain(Node node, StringBuilder out) {
        for (Node child = node.getFirstChild(); child != null; child = child.getNext()) {
            if (child instanceof Text text) {
                out.append(text.getLiteral());
            } else if (child instanceof Code code) {
                out.append(code.getLiteral());
            } else if (child instanceof HtmlInline html) {
                out.append(html.getLiteral());
            } else if (child instanceof SoftLineBreak || child instanceof HardLineBreak) {
                out.append(' ');
            } else {
                plain(child, out);
            }
        }
    }
}
