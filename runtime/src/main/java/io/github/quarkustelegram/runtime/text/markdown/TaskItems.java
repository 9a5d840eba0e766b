package io.github.quarkustelegram.runtime.text.markdown;

import org.commonmark.node.ListItem;
import org.commonmark.node.Paragraph;
import org.commonmark.node.Text;

/** GitHub's task items: a list item whose text starts with {@code [ ]} or {@code [x]} and a space. */
final class TaskItems {

    enum Box {
        NONE,
        OPEN,
        CHECKED
    }

    private TaskItems() {
    }

    /**
     * Reads an item's box and takes its marker out of the text, so the marker is not shown beside the checkbox.
     *
     * @return the item's box, NONE for an ordinary item
     */
    static Box take(ListItem item) {
        if (!(item.getFirstChild() instanceof Paragraph paragraph)
                || !(paragraph.getFirstChild() instanceof Text text)) {
            return Box.NONE;
        }
        String literal = text.getLiteral();
        if (literal.length() < 3 || literal.charAt(0) != '[' || literal.charAt(2) != ']') {
            return Box.NONE;
        }
        Box box = switch (literal.charAt(1)) {
            case ' ' -> Box.OPEN;
            case 'x', 'X' -> Box.CHECKED;
            default -> Box.NONE;
        };
        boolean endsThere = literal.length() == 3 && text.getNext() == null;
        if (box == Box.NONE || !(endsThere || literal.length() > 3 && literal.charAt(3) == ' ')) {
            return Box.NONE;
        }
        text.setLiteral(literal.substring(Math.min(4, literal.length())));
        return box;
    }
}
