package io.github.quarkustelegram.runtime.transport;

import java.util.ArrayDeque;
import java.util.Deque;

import org.jspecify.annotations.Nullable;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonStreamContext;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.exc.InputCoercionException;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;

/**
 * Says where and why a result stopped decoding, read from the parser where it stopped: the path
 * ({@code result.chat.id}), the value found there and the Java type it did not fit. A server that is not quite
 * Telegram (an emulator writing dates in milliseconds, a proxy rewriting ids as strings) is then found from the
 * message alone, without Jackson's wording about the model's internals.
 */
final class ResultFailures {

    /** Longest value quoted; a long string is cut. */
    static final int MAX_VALUE = 80;

    private ResultFailures() {
    }

    /**
     * @param parser the parser, where decoding stopped
     * @param failure what decoding threw
     * @return e.g. {@code result.date is 1715000001000, which does not fit int}
     */
    static String describe(JsonParser parser, Throwable failure) {
        String path = path(parser.getParsingContext());
        String value = value(parser);
        Class<?> target = targetType(failure);
        if (target == null) {
            return path + " is " + value + " (" + firstLine(failure) + ")";
        }
        return path + " is " + value + ", which does not fit " + target.getSimpleName();
    }

    /** The context chain as {@code result.chat.id} or {@code result[2].text}. */
    static String path(@Nullable JsonStreamContext context) {
        Deque<String> parts = new ArrayDeque<>();
        for (JsonStreamContext c = context; c != null && !c.inRoot(); c = c.getParent()) {
            if (c.inArray()) {
                parts.push("[" + Math.max(0, c.getCurrentIndex()) + "]");
            } else if (c.getCurrentName() != null) {
                parts.push((c.getParent() != null && c.getParent().inRoot() ? "" : ".") + c.getCurrentName());
            }
        }
        return parts.isEmpty() ? "result" : String.join("", parts);
    }

    private static String value(JsonParser parser) {
        JsonToken token = parser.currentToken();
        if (token == null) {
            return "missing";
        }
        return switch (token) {
            case START_OBJECT -> "an object";
            case START_ARRAY -> "an array";
            case VALUE_STRING -> quote(text(parser));
            case VALUE_NULL -> "null";
            default -> text(parser);
        };
    }

    private static String text(JsonParser parser) {
        try {
            String text = parser.getText();
            return text.length() <= MAX_VALUE ? text : text.substring(0, MAX_VALUE) + "...";
        } catch (java.io.IOException e) {
            return "unreadable";
        }
    }

    private static String quote(String text) {
        return "\"" + text + "\"";
    }

    private static @Nullable Class<?> targetType(Throwable failure) {
        if (failure instanceof InputCoercionException coercion) {
            return coercion.getTargetType();
        }
        if (failure instanceof MismatchedInputException mismatch) {
            return mismatch.getTargetType();
        }
        return null;
    }

    private static String firstLine(Throwable failure) {
        String message = String.valueOf(failure.getMessage());
        int end = message.indexOf('\n');
        return end < 0 ? message : message.substring(0, end);
    }
}
