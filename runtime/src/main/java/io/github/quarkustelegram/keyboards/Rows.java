package io.github.quarkustelegram.keyboards;

import java.util.ArrayList;
import java.util.List;

/** Rows of buttons, as both keyboards lay them out. */
final class Rows<B> {

    private final List<List<B>> rows = new ArrayList<>();

    void row(List<B> buttons) {
        if (buttons.isEmpty()) {
            throw new IllegalArgumentException("A row needs at least one button");
        }
        rows.add(List.copyOf(buttons));
    }

    void columns(int columns, List<B> buttons) {
        if (columns < 1) {
            throw new IllegalArgumentException("columns must be at least 1; got " + columns);
        }
        for (int from = 0; from < buttons.size(); from += columns) {
            row(buttons.subList(from, Math.min(buttons.size(), from + columns)));
        }
    }

    List<List<B>> build() {
        return List.copyOf(rows);
    }
}
