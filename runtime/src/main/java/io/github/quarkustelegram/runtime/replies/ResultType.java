package io.github.quarkustelegram.runtime.replies;

import java.util.Objects;

import io.quarkus.runtime.annotations.RecordableConstructor;

/**
 * What a handler method's return type makes of its result, decided at build time from the declared type so that
 * nothing is chosen per update: {@code void}, a request, a text, a formatted text, a {@code Reply}, a {@code List} of
 * one of these, or a {@code Uni} of any of them ({@code Uni<Void>} and a {@code Uni} of anything else: awaited, its
 * item the handler's business); or a {@code Multi} of texts or of formatted texts, streamed as one answer
 * ({@code runtime.streaming}).
 *
 * @param uni whether the method returns a {@code Uni} of the rest
 * @param list whether it returns (a {@code Uni} of) a {@code List} of elements
 * @param element what each element is
 * @param multi whether it returns a {@code Multi} of elements ({@link Element#TEXT}, {@link Element#FORMATTED_TEXT} or
 *        {@link Element#REPLY}),
 *        the pieces of one answer appended as they come
 */
public record ResultType(boolean uni, boolean list, Element element, boolean multi) {

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

    /** Checks the components; the one the build's recording uses. */
    @RecordableConstructor
    public ResultType {
        Objects.requireNonNull(element, "element");
        if (list && element == Element.NOTHING) {
            throw new IllegalArgumentException("A list of nothing");
        }
        if (multi && (uni || list || (element != Element.TEXT && element != Element.FORMATTED_TEXT
                && element != Element.REPLY))) {
            throw new IllegalArgumentException("A Multi streams texts, formatted texts or text replies, and nothing"
                    + " around them");
        }
    }

    /** Not a {@code Multi}. */
    public ResultType(boolean uni, boolean list, Element element) {
        this(uni, list, element, false);
    }

    /**
     * @param element {@link Element#TEXT}, {@link Element#FORMATTED_TEXT} or {@link Element#REPLY}
     * @return a {@code Multi} of them
     */
    public static ResultType stream(Element element) {
        return new ResultType(false, false, element, true);
    }
}
