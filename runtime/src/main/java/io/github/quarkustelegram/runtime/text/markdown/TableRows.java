package io.github.quarkustelegram.runtime.text.markdown;

import java.util.ArrayList;
import java.util.List;

import org.commonmark.ext.gfm.tables.TableBlock;
import org.commonmark.ext.gfm.tables.TableRow;
import org.commonmark.node.Node;

/** A GFM table's rows in order, its head's then its body's (the tree keeps them under two nodes). */
final class TableRows {

    private TableRows() {
    }

    static List<TableRow> of(TableBlock table) {
        List<TableRow> rows = new ArrayList<>();
        for (Node part = table.getFirstChild(); part != null; part = part.getNext()) {
            for (Node row = part.getFirstChild(); row != null; row = row.getNext()) {
                if (row instanceof TableRow tableRow) {
                    rows.add(tableRow);
                }
            }
        }
        return rows;
    }
}
