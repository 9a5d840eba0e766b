package io.github.quarkustelegram.runtime.json;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.util.TokenBuffer;

import io.github.quarkustelegram.runtime.json.ReaderSupport.FieldOrder;

/**
 * {@link FieldOrder}: what a generated reader's walk over an object sees, whether each name was guessed right or not.
 */
class FieldOrderTest {

    private static final JsonFactory JSON = new JsonFactory();

    /** The fields of the object at the parser as {@code next} reports them: index, or the name of an unknown one. */
    private static List<String> walk(FieldOrder order, JsonParser p) throws IOException {
        assertThat(p.nextToken()).isEqualTo(JsonToken.START_OBJECT);
        List<String> seen = new ArrayList<>();
        int previous = FieldOrder.START;
        for (int field = order.next(p, previous); field != FieldOrder.END; field = order.next(p, previous)) {
            // the parser is on the value
            assertThat(p.currentToken()).isNotEqualTo(JsonToken.FIELD_NAME);
            if (field == FieldOrder.UNKNOWN) {
                seen.add("?" + p.currentName());
            } else {
                seen.add(order.name(field) + "=" + p.getText());
                previous = field;
            }
            p.skipChildren();
        }
        assertThat(p.currentToken()).isEqualTo(JsonToken.END_OBJECT);
        return seen;
    }

    private static List<String> walk(FieldOrder order, String json) throws IOException {
        List<String> fromBytes;
        try (JsonParser p = JSON.createParser(json.getBytes(java.nio.charset.StandardCharsets.UTF_8))) {
            fromBytes = walk(order, p);
        }
        // the same from chars, and from a buffer of tokens (what a union replays): other parsers, same answers
        try (JsonParser p = JSON.createParser(json)) {
            assertThat(walk(order, p)).isEqualTo(fromBytes);
        }
        ObjectMapper mapper = new ObjectMapper();
        try (JsonParser source = JSON.createParser(json); TokenBuffer buffer = new TokenBuffer(source, null)) {
            source.nextToken();
            buffer.copyCurrentStructure(source);
            try (JsonParser p = buffer.asParser(mapper)) {
                assertThat(walk(order, p)).isEqualTo(fromBytes);
            }
        }
        return fromBytes;
    }

    @Test
    void everyOrderReadsTheSameFieldsWhateverWasGuessed() throws IOException {
        FieldOrder order = FieldOrder.of("a", "b", "c", "d");
        String pageOrder = "{\"a\":1,\"b\":2,\"c\":3,\"d\":4}";
        String reversed = "{\"d\":4,\"c\":3,\"b\":2,\"a\":1}";
        String sparse = "{\"c\":3,\"a\":1}";
        List<String> expectedPage = List.of("a=1", "b=2", "c=3", "d=4");
        List<String> expectedReversed = List.of("d=4", "c=3", "b=2", "a=1");
        for (int round = 0; round < 3; round++) {
            // each walk changes what the next one guesses; none changes what it reads
            assertThat(walk(order, pageOrder)).isEqualTo(expectedPage);
            assertThat(walk(order, reversed)).isEqualTo(expectedReversed);
            assertThat(walk(order, reversed)).isEqualTo(expectedReversed);
            assertThat(walk(order, sparse)).containsExactly("c=3", "a=1");
            assertThat(walk(order, "{}")).isEmpty();
        }
    }

    @Test
    void unknownDuplicatedAndEscapedNames() throws IOException {
        FieldOrder order = FieldOrder.of("id", "type", "text");
        String json = "{\"id\":1,\"extra\":{\"id\":[2,{\"type\":3}]},\"type\":\"t\",\"id\":5,\"te\\u0078t\":\"x\","
                + "\"\":0}";
        List<String> expected = List.of("id=1", "?extra", "type=t", "id=5", "text=x", "?");
        for (int round = 0; round < 3; round++) {
            assertThat(walk(order, json)).isEqualTo(expected);
        }
        // a name the guess is a prefix of, or that is a prefix of the guess
        assertThat(walk(order, "{\"id\":1,\"typed\":2,\"typ\":3,\"type\":4}"))
                .containsExactly("id=1", "?typed", "?typ", "type=4");
    }

    /**
     * The tokens of the object at the parser, one line per field: the value's token and, for an object or array, the
     * token the parser ends it on (what {@code next} leaves is what {@code nextToken()} would).
     */
    private static List<String> tokens(FieldOrder order, JsonParser p) throws IOException {
        assertThat(p.nextToken()).isEqualTo(JsonToken.START_OBJECT);
        List<String> seen = new ArrayList<>();
        int previous = FieldOrder.START;
        for (int field = order.next(p, previous); field != FieldOrder.END; field = order.next(p, previous)) {
            String line = p.currentName() + ":" + p.currentToken();
            if (p.currentToken().isScalarValue()) {
                line += "=" + p.getText();
            }
            p.skipChildren();
            seen.add(line + "/" + p.currentToken() + "/" + p.getParsingContext().getParent().inRoot());
            if (field != FieldOrder.UNKNOWN) {
                previous = field;
            }
        }
        return seen;
    }

    @Test
    void theParserIsOnTheValueWhateverItsKind() throws IOException {
        FieldOrder order = FieldOrder.of("t", "f", "n", "i", "l", "d", "s", "o", "a", "e");
        String json = "{\"t\":true,\"f\":false,\"n\":null,\"i\":-7,\"l\":12345678901234567890,\"d\":1.5e3,"
                + "\"s\":\"x\\ty\",\"o\":{\"k\":[1,{}]},\"a\":[{\"t\":1},2],\"u\":false,\"e\":{}}";
        List<String> expected = new ArrayList<>();
        try (JsonParser p = JSON.createParser(json)) {
            // the same walk with nextToken() after each name
            p.nextToken();
            while (p.nextToken() == JsonToken.FIELD_NAME) {
                String name = p.currentName();
                JsonToken value = p.nextToken();
                String line = name + ":" + value + (value.isScalarValue() ? "=" + p.getText() : "");
                p.skipChildren();
                expected.add(line + "/" + p.currentToken() + "/" + p.getParsingContext().getParent().inRoot());
            }
        }
        for (int round = 0; round < 3; round++) {
            try (JsonParser p = JSON.createParser(json.getBytes(java.nio.charset.StandardCharsets.UTF_8))) {
                assertThat(tokens(order, p)).isEqualTo(expected);
            }
            try (JsonParser p = JSON.createParser(json)) {
                assertThat(tokens(order, p)).isEqualTo(expected);
            }
        }
    }

    @Test
    void aMalformedValueAfterANameStillFails() {
        FieldOrder order = FieldOrder.of("a", "b");
        for (String json : new String[] { "{\"a\":tru}", "{\"a\":1,\"b\":nul}", "{\"a\":1,\"c\":-}" }) {
            assertThatThrownBy(() -> {
                try (JsonParser p = JSON.createParser(json.getBytes(java.nio.charset.StandardCharsets.UTF_8))) {
                    walk(order, p);
                }
            }).as(json).isInstanceOf(com.fasterxml.jackson.core.JsonParseException.class);
        }
    }

    @Test
    void theNameOfAFieldByIndexAndTheIndexOfAName() {
        FieldOrder order = FieldOrder.of("id", "type");
        assertThat(order.index("type")).isEqualTo(1);
        assertThat(order.index("other")).isEqualTo(FieldOrder.UNKNOWN);
        assertThat(order.index(null)).isEqualTo(FieldOrder.END);
        assertThat(order.name(0)).isEqualTo("id");
        assertThatThrownBy(() -> FieldOrder.of("id", "id")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("id");
        assertThatThrownBy(FieldOrder::of).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void manyThreadsGuessingAtOnceReadWhatIsThere() throws Exception {
        FieldOrder order = FieldOrder.of("a", "b", "c", "d", "e");
        String[] orders = { "{\"a\":1,\"b\":2,\"c\":3}", "{\"c\":3,\"b\":2,\"a\":1}", "{\"e\":5,\"a\":1,\"d\":4}" };
        List<List<String>> expected = new ArrayList<>();
        for (String json : orders) {
            expected.add(walk(order, json));
        }
        List<Thread> threads = new ArrayList<>();
        List<Throwable> failures = java.util.Collections.synchronizedList(new ArrayList<>());
        for (int t = 0; t < 4; t++) {
            int offset = t;
            threads.add(new Thread(() -> {
                try {
                    for (int i = 0; i < 3_000; i++) {
                        int which = (i + offset) % orders.length;
                        try (JsonParser p = JSON.createParser(orders[which])) {
                            assertThat(walk(order, p)).isEqualTo(expected.get(which));
                        }
                    }
                } catch (Throwable e) {
                    failures.add(e);
                }
            }));
        }
        threads.forEach(Thread::start);
        for (Thread thread : threads) {
            thread.join();
        }
        assertThat(failures).isEmpty();
    }
}
