package io.github.quarkustelegram.testing.internal;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.util.Comparator;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

/**
 * The fake's JSON: plain Jackson, so that the fake owes nothing to the model it checks, and a comparison that sees
 * numbers by value ({@code 5} written from an {@code int} equals {@code 5} written from a {@code long}). Shared by
 * the recording server and the fake Telegram; public only because both packages use it, not part of the API.
 */
public final class FakeJson {

    /**
     * Strings of any length the server's body cap lets in (64 MB by default): a user's file comes to the control API
     * as one base64 string, and Jackson's default cap (20 million characters) would refuse a 15 MB file.
     */
    public static final ObjectMapper MAPPER = new ObjectMapper(JsonFactory.builder()
            .streamReadConstraints(StreamReadConstraints.builder().maxStringLength(Integer.MAX_VALUE).build()).build());

    /** Compares numbers by value, everything else exactly; for {@link JsonNode#equals(Comparator, JsonNode)}. */
    public static final Comparator<JsonNode> NUMBERS_BY_VALUE = (a, b) -> {
        if (a.isNumber() && b.isNumber()) {
            return toBigDecimal(a).compareTo(toBigDecimal(b));
        }
        return a.equals(b) ? 0 : 1;
    };

    private FakeJson() {
    }

    public static JsonNode parse(String json) {
        try {
            return MAPPER.readTree(json);
        } catch (IOException e) {
            throw new IllegalArgumentException("Not JSON: " + json, e);
        }
    }

    public static JsonNode parse(byte[] json) throws IOException {
        return MAPPER.readTree(json);
    }

    public static byte[] write(JsonNode json) {
        try {
            return MAPPER.writeValueAsBytes(json);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** True when both trees are equal, numbers compared by value. */
    public static boolean sameJson(JsonNode a, JsonNode b) {
        return a.equals(NUMBERS_BY_VALUE, b);
    }

    private static BigDecimal toBigDecimal(JsonNode number) {
        return number.decimalValue().stripTrailingZeros();
    }
}
