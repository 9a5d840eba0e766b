package io.github.quarkustelegram.runtime.text.markdown;

import java.util.ArrayList;
import java.util.List;

import org.commonmark.node.ListBlock;
import org.commonmark.node.OrderedList;

import io.github.quarkustelegram.model.InputRichBlock;
import io.github.quarkustelegram.model.InputRichBlockListItem;
import io.github.quarkustelegram.model.InputRichBlockParagraph;
import io.github.quarkustelegram.model.RichText;

/** The marker a list item is shown with where it is written as text: {@code "• "}, {@code "3. "}, a box. */
final class ListMarkers {

    private ListMarkers() {
    }

    static String marker(ListBlock list, int number, TaskItems.Box box) {
        return switch (box) {
            case OPEN -> "☐ ";
            case CHECKED -> "☑ ";
            case NONE -> list instanceof OrderedList ? number + ". " : "• ";
        };
    }

    /** @return the marker of an item already written as a block (its box, its number, else a bullet) */
    static String marker(InputRichBlockListItem item) {
        if (item.hasCheckbox()) {
            return item.isChecked() ? "☑ " : "☐ ";
        }
        return item.value() != null ? item.value() + ". " : "• ";
    }

    /** An item laid out flat: its marker before its first paragraph, or a paragraph of its own. */
    static List<InputRichBlock> prefixFirst(List<InputRichBlock> blocks, String marker) {
        List<InputRichBlock> out = new ArrayList<>(blocks);
        if (!out.isEmpty() && out.get(0) instanceof InputRichBlockParagraph first) {
            RichText text = first.text() instanceof RichText.Plain plain ? RichText.of(marker + plain.text())
                    : RichText.of(RichText.of(marker), first.text());
            out.set(0, new InputRichBlockParagraph(text));
        } else {
            out.add(0, new InputRichBlockParagraph(RichText.of(marker.strip())));
        }
        return out;
    }
}
