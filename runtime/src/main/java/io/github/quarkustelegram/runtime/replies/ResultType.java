package io.github.quarkustelegram.runtime.replies;

import java.util.Objects;

/**
 * What a handler method's return type makes of its result, decided at build time from the declared type so that
 * nothing is chosen per update: {@code void}, a request, a text, a formatted text, a {@code Reply}, a {@code List} of
 * one of these, or a {@code Uni} of any of them ({@code Uni<Void>} and a {@code Uni} of anything else: awaited, its
 * item the handler's business).
 *
 * @param uni whether the method returns a {@code Uni} of the rest
 * @param list whether it returns (a {@code Uni} of) a {@code List} of elements
 * @param element what each element is
 */
public record ResultType(boolean uni, boolean list, Element element) {

    /** The kinds of element. */
    public enum Element {
        /** Nothing to send: {@code void}, {@code Uni<Void>}, a {@code Uni} of anything not listed here. */
        NOTHING,
        /** A {@code TelegramRequest}: executed as it is. */
        REQUEST,
        /** A {@code String}: a text message in answer. */
        TEXT,
        /** A {@code FormattedText}: a formatted message in answer. */
        FORMATTED_TEXT,
        /** A {@code Reply}: what it says, where the update came from. */
        REPLY
    }

    /** {@code void}. */
    public static final ResultType VOID = new ResultType(false, false, Element.NOTHING);

    /** Checks the components. */
    public ResultType {
        Objects.requireNonNull(element, "element");
        if (list && element == Element.NOTHING) {
            throw new IllegalArgumentException("A list of nothing");
        }
    }
}
