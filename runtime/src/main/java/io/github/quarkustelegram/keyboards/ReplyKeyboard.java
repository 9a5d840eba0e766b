package io.github.quarkustelegram.keyboards;

import java.util.List;

import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.model.ForceReply;
import io.github.quarkustelegram.model.KeyboardButton;
import io.github.quarkustelegram.model.ReplyKeyboardMarkup;
import io.github.quarkustelegram.model.ReplyKeyboardRemove;

/**
 * Builds a {@link ReplyKeyboardMarkup} (a keyboard replacing the user's), and gives its two companions:
 * {@link #remove()} and {@link #forceReply(String)}.
 */
public final class ReplyKeyboard {

    private final Rows<KeyboardButton> rows = new Rows<>();
    private @Nullable Boolean resize;
    private @Nullable Boolean oneTime;
    private @Nullable Boolean persistent;
    private @Nullable Boolean selective;
    private @Nullable String placeholder;

    private ReplyKeyboard() {
    }

    /** @return an empty keyboard */
    public static ReplyKeyboard builder() {
        return new ReplyKeyboard();
    }

    /**
     * @param buttons one row, left to right
     * @return this
     */
    public ReplyKeyboard row(KeyboardButton... buttons) {
        rows.row(List.of(buttons));
        return this;
    }

    /**
     * @param labels one row of text buttons, left to right
     * @return this
     */
    public ReplyKeyboard row(String... labels) {
        rows.row(List.of(labels).stream().map(ReplyButtons::text).toList());
        return this;
    }

    /**
     * @param columns buttons per row, at least 1
     * @param buttons the buttons, in reading order; the last row may be shorter
     * @return this
     */
    public ReplyKeyboard columns(int columns, List<KeyboardButton> buttons) {
        rows.columns(columns, buttons);
        return this;
    }

    /** @return this, fitting the keyboard's height to its rows instead of the standard keyboard's */
    public ReplyKeyboard resize() {
        resize = true;
        return this;
    }

    /** @return this, hiding the keyboard once a button is pressed (it stays available behind its icon) */
    public ReplyKeyboard oneTime() {
        oneTime = true;
        return this;
    }

    /** @return this, always showing the keyboard when the standard keyboard is hidden */
    public ReplyKeyboard persistent() {
        persistent = true;
        return this;
    }

    /** @return this, showing it only to the users mentioned in the message or the sender of the message replied to */
    public ReplyKeyboard selective() {
        selective = true;
        return this;
    }

    /**
     * @param text shown in the input field while the keyboard is active, 1 to 64 characters
     * @return this
     */
    public ReplyKeyboard placeholder(String text) {
        if (text.isEmpty() || text.length() > 64) {
            throw new IllegalArgumentException("A placeholder has 1 to 64 characters; got " + text.length());
        }
        placeholder = text;
        return this;
    }

    /** @return the markup */
    public ReplyKeyboardMarkup build() {
        return ReplyKeyboardMarkup.builder(rows.build()).resizeKeyboard(resize).oneTimeKeyboard(oneTime)
                .isPersistent(persistent).selective(selective).inputFieldPlaceholder(placeholder).build();
    }

    /** @return markup removing the reply keyboard shown */
    public static ReplyKeyboardRemove remove() {
        return ReplyKeyboardRemove.builder().removeKeyboard(true).build();
    }

    /**
     * @param placeholder shown in the input field, or null
     * @return markup opening a reply to the bot's message, as if the user had chosen "Reply"
     */
    public static ForceReply forceReply(@Nullable String placeholder) {
        return ForceReply.builder().forceReply(true).inputFieldPlaceholder(placeholder).build();
    }
}
