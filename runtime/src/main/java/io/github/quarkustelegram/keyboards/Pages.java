package io.github.quarkustelegram.keyboards;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.Function;
import java.util.function.IntFunction;

import io.github.quarkustelegram.model.InlineKeyboardButton;
import io.github.quarkustelegram.model.InlineKeyboardMarkup;

/**
 * A list cut into pages of inline buttons, with a last row of previous/next buttons whose callback data is a record
 * holding the page to show: its handler edits the message's reply markup to {@link #page} of that number.
 *
 * @param <T> the items
 */
public final class Pages<T> {

    private final List<T> items;
    private final int perPage;
    private final Function<? super T, InlineKeyboardButton> button;
    private int columns = 1;
    private String previous = "« Previous";
    private String next = "Next »";

    private Pages(List<T> items, int perPage, Function<? super T, InlineKeyboardButton> button) {
        this.items = List.copyOf(items);
        this.perPage = perPage;
        this.button = button;
    }

    /**
     * @param items the whole list
     * @param perPage items per page, at least 1
     * @param button the button of one item
     * @param <T> the items
     * @return the pages
     */
    public static <T> Pages<T> of(List<T> items, int perPage, Function<? super T, InlineKeyboardButton> button) {
        if (perPage < 1) {
            throw new IllegalArgumentException("perPage must be at least 1; got " + perPage);
        }
        return new Pages<>(items, perPage, Objects.requireNonNull(button, "button"));
    }

    /**
     * @param columns item buttons per row (1 by default)
     * @return this
     */
    public Pages<T> columns(int columns) {
        if (columns < 1) {
            throw new IllegalArgumentException("columns must be at least 1; got " + columns);
        }
        this.columns = columns;
        return this;
    }

    /**
     * @param previous the label of the button to the previous page
     * @param next the label of the button to the next page
     * @return this
     */
    public Pages<T> labels(String previous, String next) {
        this.previous = Objects.requireNonNull(previous, "previous");
        this.next = Objects.requireNonNull(next, "next");
        return this;
    }

    /** @return how many pages; at least 1, an empty list having one empty page */
    public int count() {
        return Math.max(1, (items.size() + perPage - 1) / perPage);
    }

    /**
     * @param page the page, from 0; out of range, the nearest page (the list may have shrunk since the button was sent)
     * @param flip the callback data of the button to a page: a {@code @CallbackData} record holding its number
     * @return the page's buttons, then previous/next where there is such a page (no such row with one page)
     */
    public InlineKeyboardMarkup page(int page, IntFunction<? extends Record> flip) {
        int shown = Math.max(0, Math.min(page, count() - 1));
        List<InlineKeyboardButton> buttons = new ArrayList<>();
        for (T item : items.subList(shown * perPage, Math.min(items.size(), (shown + 1) * perPage))) {
            buttons.add(button.apply(item));
        }
        InlineKeyboard keyboard = InlineKeyboard.builder().columns(columns, buttons);
        List<InlineKeyboardButton> navigation = new ArrayList<>(2);
        if (shown > 0) {
            navigation.add(InlineButtons.callback(previous, flip.apply(shown - 1)));
        }
        if (shown < count() - 1) {
            navigation.add(InlineButtons.callback(next, flip.apply(shown + 1)));
        }
        if (!navigation.isEmpty()) {
            keyboard.row(navigation);
        }
        return keyboard.build();
    }
}
