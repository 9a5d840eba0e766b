package io.github.quarkustelegram.runtime.state.redis;

import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.time.Instant;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import io.github.quarkustelegram.broadcasts.StoredMessage;

/**
 * A scheduled message as the JSON kept in Redis (the field is its id): {@code due} and {@code created} in epoch
 * milliseconds (a number, so that {@code scheduled-claim.lua} orders the messages it takes again by it), and
 * {@code request}, the engine's text. Times are kept to the millisecond.
 */
final class ScheduledJson {

    private static final JsonFactory FACTORY = new JsonFactory();
    private static final ObjectMapper READER = new ObjectMapper(FACTORY);

    private ScheduledJson() {
    }

    /** @return the message's JSON, without its id */
    static String write(StoredMessage message) {
        StringWriter out = new StringWriter(64 + message.request().length());
        try (JsonGenerator json = FACTORY.createGenerator(out)) {
            json.writeStartObject();
            json.writeNumberField("due", message.due().toEpochMilli());
            json.writeNumberField("created", message.createdAt().toEpochMilli());
            json.writeStringField("request", message.request());
            json.writeEndObject();
        } catch (IOException e) {
            throw new UncheckedIOException("writing to a string cannot fail", e);
        }
        return out.toString();
    }

    /**
     * @param redisKey where it was read, for the error
     * @param id the message's id (its field)
     * @param text what was read
     * @return the message
     * @throws IllegalStateException naming the key and id, when the text is not a message in this format
     */
    static StoredMessage read(String redisKey, String id, String text) {
        try {
            JsonNode json = READER.readTree(text);
            if (json == null || !json.isObject()) {
                throw new IllegalArgumentException("not a JSON object");
            }
            JsonNode request = json.get("request");
            if (request == null || !request.isTextual()) {
                throw new IllegalArgumentException("\"request\" is not a string");
            }
            return new StoredMessage(id, Instant.ofEpochMilli(millis(json, "due")), request.textValue(),
                    Instant.ofEpochMilli(millis(json, "created")));
        } catch (IOException | IllegalArgumentException e) {
            throw new IllegalStateException("The scheduled message " + id + " at Redis key " + redisKey + " cannot be"
                    + " read (" + e.getMessage() + "): it was not written by quarkus-telegram's RedisBroadcastStore;"
                    + " delete its field", e);
        }
    }

    private static long millis(JsonNode json, String field) {
        JsonNode value = json.get(field);
        if (value == null || !value.isIntegralNumber() || !value.canConvertToLong()) {
            throw new IllegalArgumentException("\"" + field + "\" is not an integer");
        }
        return value.longValue();
    }
}
