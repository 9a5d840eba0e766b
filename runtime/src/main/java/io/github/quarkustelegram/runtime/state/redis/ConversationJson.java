package io.github.quarkustelegram.runtime.state.redis;

import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.time.DateTimeException;
import java.time.Instant;
import java.util.Iterator;
import java.util.Map;
import java.util.TreeMap;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import io.github.quarkustelegram.dispatch.ConversationData;
import io.github.quarkustelegram.dispatch.ConversationState;

/**
 * A {@link ConversationState} as the JSON kept in Redis, in our own format rather than a mapper's: explicit fields
 * ({@code conversation}, {@code key}, {@code state}, {@code data} as an object of strings, {@code expiresAt} as an
 * ISO-8601 instant to the nanosecond, {@code version}), always written in that order with the data sorted by name, so
 * that one state has exactly one text: the compare-and-set script compares texts.
 */
final class ConversationJson {

    private static final JsonFactory FACTORY = new JsonFactory();
    private static final ObjectMapper READER = new ObjectMapper(FACTORY);

    private ConversationJson() {
    }

    /** @return the state's one text */
    static String write(ConversationState state) {
        StringWriter out = new StringWriter(128);
        try (JsonGenerator json = FACTORY.createGenerator(out)) {
            json.writeStartObject();
            json.writeStringField("conversation", state.conversation());
            json.writeStringField("key", state.key());
            json.writeStringField("state", state.state());
            json.writeObjectFieldStart("data");
            for (String name : state.data().names()) { // sorted
                json.writeStringField(name, state.data().get(name));
            }
            json.writeEndObject();
            json.writeStringField("expiresAt", state.expiresAt().toString());
            json.writeNumberField("version", state.version());
            json.writeEndObject();
        } catch (IOException e) {
            throw new UncheckedIOException("writing to a string cannot fail", e);
        }
        return out.toString();
    }

    /**
     * @param redisKey where it was read, for the error
     * @param text what was read
     * @return the state
     * @throws IllegalStateException naming the key, when the text is not a state in this format
     */
    static ConversationState read(String redisKey, String text) {
        try {
            JsonNode json = READER.readTree(text);
            if (json == null || !json.isObject()) {
                throw new IllegalArgumentException("not a JSON object");
            }
            JsonNode values = json.get("data");
            if (values == null || !values.isObject()) {
                throw new IllegalArgumentException("\"data\" is not an object");
            }
            Map<String, String> stored = new TreeMap<>();
            for (Iterator<Map.Entry<String, JsonNode>> it = values.fields(); it.hasNext();) {
                Map.Entry<String, JsonNode> value = it.next();
                if (!value.getValue().isTextual()) {
                    throw new IllegalArgumentException("data \"" + value.getKey() + "\" is not a string");
                }
                stored.put(value.getKey(), value.getValue().textValue()); // a record's entries too
            }
            ConversationData data = ConversationData.of(stored);
            JsonNode version = json.get("version");
            if (version == null || !version.canConvertToLong() || !version.isIntegralNumber()) {
                throw new IllegalArgumentException("\"version\" is not an integer");
            }
            return new ConversationState(text(json, "conversation"), text(json, "key"), text(json, "state"), data,
                    Instant.parse(text(json, "expiresAt")), version.longValue());
        } catch (IOException | IllegalArgumentException | DateTimeException e) {
            throw new IllegalStateException("The conversation state at Redis key " + redisKey + " cannot be read ("
                    + e.getMessage() + "): it was not written by this version of quarkus-telegram's Redis"
                    + " ConversationStore; delete the key to start the conversation over", e);
        }
    }

    private static String text(JsonNode json, String field) {
        JsonNode value = json.get(field);
        if (value == null || !value.isTextual()) {
            throw new IllegalArgumentException("\"" + field + "\" is not a string");
        }
        return value.textValue();
    }
}
