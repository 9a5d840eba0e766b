package io.github.quarkustelegram.keyboards;

import java.util.List;

import io.github.quarkustelegram.model.InlineKeyboardButton;
import io.github.quarkustelegram.model.InlineKeyboardMarkup;

/**
 * Builds an {@link InlineKeyboardMarkup}: rows added one by one, or a list of buttons laid out in columns.
 *
 * <pre>{@code
 * InlineKeyboardMarkup markup = InlineKeyboard.builder()
 *         .row(InlineButtons.callback("Yes", "yes"), InlineButtons.callback("No", "no"))
 *         .columns(3, sizeButtons)
 *         .build();
 * }</pre>
 */
public final class InlineKeyboard {

    private final Rows<InlineKeyboardButton> rows = new Rows<>();

    private InlineKeyboard() {
    }

    /**
     * @param buttons one row of buttons, left to right
     * @return a keyboard of that one row
     */
    public static InlineKeyboardMarkup of(InlineKeyboardButton... buttons) {
        return builder().row(buttons).build();
    }

    /** @return an empty keyboard */
    public static InlineKeyboard builder() {
        return new InlineKeyboard();
    }

    /**
     * @param buttons one row, left to right
     * @return this
     */
    public InlineKeyboard row(InlineKeyboardButton... buttons) {
        rows.row(List.of(buttons));
        return this;
    }

    /**
     * @param buttons one row, left to right
     * @return this
     */
    public InlineKeyboard row(List<InlineKeyboardButton> buttons) {
        rows.row(buttons);
        return this;
    }

    /**
     * @param columns buttons per row, at least 1
     * @param buttons the buttons, in reading order; the last row may be shorter
     * @return this
     */
    public InlineKeyboard columns(int columns, List<InlineKeyboardButton> buttons) {
        rows.columns(columns, buttons);
        return this;
    }

    /** @return the markup */
    public InlineKeyboardMarkup build() {
        return InlineKeyboardMarkup.builder(rows.build()).build();
    }
}
