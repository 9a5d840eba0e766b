package io.github.quarkustelegram.testing.server;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.CompletionStage;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import io.github.quarkustelegram.testing.internal.FakeJson;

/**
 * What {@link FakeBotApiServer} answers to one request: a Bot API envelope ({@code ok}/{@code error}), an arbitrary
 * HTTP answer ({@code status}/{@code raw}), no answer at all ({@code closeConnection}/{@code resetConnection}), or any
 * of these after a delay ({@link #after(Duration)}). Immutable; one reply may answer any number of requests.
 *
 * <pre>{@code
 * FakeReply.ok("{\"message_id\":7}")             // 200 {"ok":true,"result":{"message_id":7}}
 * FakeReply.error(400, "Bad Request: chat not found")
 * FakeReply.tooManyRequests(7)                   // HTTP 429, parameters.retry_after = 7, Retry-After: 7
 * FakeReply.raw(502, "text/html", html)          // what a proxy in front of the Bot API answers when it fails
 * FakeReply.ok("true").after(Duration.ofSeconds(2))
 * FakeReply.closeConnection()                    // the request arrives, the connection closes with no answer
 * }</pre>
 */
public sealed interface FakeReply {

    /**
     * A successful call: HTTP 200 {@code {"ok":true,"result":<resultJson>}}.
     *
     * @param resultJson the result, as JSON text ({@code true}, {@code "text"}, {@code {...}}, {@code [...]})
     * @return the reply
     */
    static FakeReply ok(String resultJson) {
        return ok(parse(resultJson));
    }

    /**
     * @param result the result
     * @return HTTP 200 {@code {"ok":true,"result":<result>}}
     */
    static FakeReply ok(JsonNode result) {
        ObjectNode body = FakeJson.MAPPER.createObjectNode();
        body.put("ok", true);
        body.set("result", result);
        return json(200, body);
    }

    /** @return HTTP 200 {@code {"ok":true,"result":true}}, the answer of most methods that change something */
    static FakeReply okTrue() {
        return ok(FakeJson.MAPPER.getNodeFactory().booleanNode(true));
    }

    /**
     * A failed call as Telegram answers it: HTTP status = error code, {@code {"ok":false,"error_code":..,
     * "description":..}}.
     *
     * @param errorCode Telegram's error code, e.g. 400
     * @param description Telegram's description, e.g. {@code "Bad Request: chat not found"}
     * @return the reply
     */
    static FakeReply error(int errorCode, String description) {
        return error(errorCode, description, null);
    }

    /**
     * A failed call with {@code parameters}. For 429 with {@code retry_after}, a {@code Retry-After} header with
     * the same value is added, as Telegram does.
     *
     * @param errorCode Telegram's error code, also the HTTP status
     * @param description Telegram's description
     * @param parametersJson the {@code parameters} object as JSON text ({@code {"retry_after":7}},
     *        {@code {"migrate_to_chat_id":-100123}}), or null for none
     * @return the reply
     */
    static FakeReply error(int errorCode, String description, String parametersJson) {
        ObjectNode body = FakeJson.MAPPER.createObjectNode();
        body.put("ok", false);
        body.put("error_code", errorCode);
        body.put("description", Objects.requireNonNull(description, "description"));
        Map<String, String> headers = new LinkedHashMap<>();
        if (parametersJson != null) {
            JsonNode parameters = parse(parametersJson);
            body.set("parameters", parameters);
            if (errorCode == 429 && parameters.has("retry_after")) {
                headers.put("Retry-After", parameters.get("retry_after").asText());
            }
        }
        return new Http(errorCode, "application/json", bytes(body), headers);
    }

    /**
     * Flood control: HTTP 429, {@code parameters.retry_after} and a {@code Retry-After} header.
     *
     * @param retryAfterSeconds the seconds to wait
     * @return the reply
     */
    static FakeReply tooManyRequests(int retryAfterSeconds) {
        return error(429, "Too Many Requests: retry after " + retryAfterSeconds,
                "{\"retry_after\":" + retryAfterSeconds + "}");
    }

    /**
     * A JSON answer with any status, e.g. a 500 carrying a Bot API envelope.
     *
     * @param status the HTTP status
     * @param jsonBody the body (sent as {@code application/json}, as given: it need not be valid JSON)
     * @return the reply
     */
    static FakeReply status(int status, String jsonBody) {
        return raw(status, "application/json", jsonBody.getBytes(StandardCharsets.UTF_8));
    }

    /**
     * Any answer, byte for byte: an HTML error page, truncated JSON, an empty body.
     *
     * @param status the HTTP status
     * @param contentType the Content-Type header, or null for none
     * @param body the body
     * @return the reply
     */
    static FakeReply raw(int status, String contentType, byte[] body) {
        return new Http(status, contentType, body.clone(), Map.of());
    }

    /** @return no answer: the server closes the connection (FIN) once the request has arrived */
    static FakeReply closeConnection() {
        return new Disconnect(false);
    }

    /** @return no answer: the server resets the connection (TCP RST) once the request has arrived */
    static FakeReply resetConnection() {
        return new Disconnect(true);
    }

    /**
     * A reply that is not known yet: it is sent when the stage completes (a long poll waiting for an update). The
     * connection stays open meanwhile, and the event loop free.
     *
     * @param reply completes with the reply to send
     * @return the reply
     */
    static FakeReply later(CompletionStage<FakeReply> reply) {
        return new Deferred(Objects.requireNonNull(reply, "reply"));
    }

    /**
     * @param delay how long to wait, counted from the arrival of the whole request
     * @return this reply, sent after the delay (if the client is still there)
     */
    default FakeReply after(Duration delay) {
        return new Delayed(delay, this);
    }

    /**
     * @param name a header name
     * @param value its value
     * @return this reply with one more header (only for replies that answer)
     */
    default FakeReply withHeader(String name, String value) {
        if (this instanceof Http http) {
            Map<String, String> headers = new LinkedHashMap<>(http.headers());
            headers.put(name, value);
            return new Http(http.status(), http.contentType(), http.body(), headers);
        }
        if (this instanceof Delayed delayed) {
            return new Delayed(delayed.delay(), delayed.then().withHeader(name, value));
        }
        throw new IllegalStateException("A reply that does not answer has no headers: " + this);
    }

    /**
     * An HTTP answer.
     *
     * @param status the status code
     * @param contentType the Content-Type, or null to send none
     * @param body the bytes of the body (not copied: treat as read-only)
     * @param headers further headers
     */
    record Http(int status, String contentType, byte[] body, Map<String, String> headers) implements FakeReply {

        public Http {
            headers = Map.copyOf(headers);
        }

        /** @return the body as UTF-8 text */
        public String bodyText() {
            return new String(body, StandardCharsets.UTF_8);
        }

        @Override
        public String toString() {
            String text = bodyText();
            return "Http[" + status + " " + contentType + " " + (text.length() > 80 ? text.substring(0, 80) + "..." : text)
                    + "]";
        }
    }

    /**
     * No answer: the connection is closed after the request arrived.
     *
     * @param reset true for a TCP reset (RST), false for an orderly close (FIN)
     */
    record Disconnect(boolean reset) implements FakeReply {
    }

    /**
     * Another reply, after a delay.
     *
     * @param delay the delay
     * @param then the reply sent after it
     */
    record Delayed(Duration delay, FakeReply then) implements FakeReply {

        public Delayed {
            Objects.requireNonNull(then, "then");
            if (delay.isNegative()) {
                throw new IllegalArgumentException("A negative delay: " + delay);
            }
        }
    }

    /**
     * A reply sent once a stage completes.
     *
     * @param reply completes with the reply
     */
    record Deferred(CompletionStage<FakeReply> reply) implements FakeReply {
    }

    private static FakeReply json(int status, JsonNode body) {
        return new Http(status, "application/json", bytes(body), Map.of());
    }

    private static byte[] bytes(JsonNode body) {
        return FakeJson.write(body);
    }

    private static JsonNode parse(String json) {
        return FakeJson.parse(json);
    }
}
