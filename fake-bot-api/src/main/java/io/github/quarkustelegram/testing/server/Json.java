package io.github.quarkustelegram.testing.server;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Comparator;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

/**
 * The server's JSON: plain Jackson, so that the fake owes nothing to the model it checks, and a comparison that sees
 * numbers by value ({@code 5} written from an {@code int} equals {@code 5} written from a {@code long}). The fake
 * Telegram keeps its own, so that neither package's internals need be public.
 */
final class Json {

    static final ObjectMapper MAPPER = new ObjectMapper();

    /** Compares numbers by value, everything else exactly; for {@link JsonNode#equals(Comparator, JsonNode)}. */
    private static final Comparator<JsonNode> NUMBERS_BY_VALUE = (a, b) -> {
        if (a.isNumber() && b.isNumber()) {
            return a.decimalValue().stripTrailingZeros().compareTo(b.decimalValue().stripTrailingZeros());
        }
        return a.equals(b) ? 0 : 1;
    };

    private Json() {
    }

    static JsonNode parse(String json) {
        try {
            return MAPPER.readTree(json);
        } catch (IOException e) {
            throw new IllegalArgumentException("Not JSON: " + json, e);
        }
    }

    static JsonNode parse(byte[] json) throws IOException {
        return MAPPER.readTree(json);
    }

    static byte[] write(JsonNode json) {
        try {
            return MAPPER.writeValueAsBytes(json);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** True when both trees are equal, numbers compared by value. */
    static boolean sameJson(JsonNode a, JsonNode b) {
        return a.equals(NUMBERS_BY_VALUE, b);
    }

}
