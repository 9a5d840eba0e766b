package io.github.quarkustelegram.runtime.transport;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Objects;

import org.jspecify.annotations.Nullable;

import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonStreamContext;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.util.ByteBufferBackedInputStream;

import io.github.quarkustelegram.error.TelegramApiException;
import io.github.quarkustelegram.error.TelegramException;
import io.github.quarkustelegram.error.TelegramResponseException;
import io.github.quarkustelegram.error.TooManyRequestsException;
import io.github.quarkustelegram.json.TelegramJson;
import io.github.quarkustelegram.method.TelegramRequest;

/**
 * Reads a Bot API answer: the envelope {@code {"ok": ..., "result": ..., "error_code": ..., "description": ...,
 * "parameters": {"retry_after": ..., "migrate_to_chat_id": ...}}} into the request's typed result, or into the
 * {@link TelegramException} it means. Independent of any HTTP client: a transport hands it the status, the
 * {@code Retry-After} header and the body bytes.
 *
 * <ul>
 * <li>{@code "ok": true}: the {@code result}, decoded as {@link TelegramRequest#resultType} says, whatever the HTTP
 * status.</li>
 * <li>{@code "ok": false}: {@link TelegramApiException#of} with the {@code error_code} (the HTTP status when the
 * body has none), the {@code description} and the {@code parameters}. A 429 without {@code retry_after} in the body
 * takes it from the {@code Retry-After} header.</li>
 * <li>HTTP 429 whose body is not the envelope (a proxy's page): a {@link TooManyRequestsException} with the
 * {@code Retry-After} header's wait.</li>
 * <li>Anything else (not JSON, not the envelope, a result of the wrong shape, trailing content): a
 * {@link TelegramResponseException} with the status and a bounded excerpt of the body.</li>
 * </ul>
 * The body comes as bytes ({@link #decode(TelegramRequest, int, String, byte[])}) or as a buffer, heap or direct,
 * read in place ({@link #decode(TelegramRequest, int, String, ByteBuffer)}): never first turned into a String. The
 * commonest answer, {@code {"ok":true,"result":true}} for a method whose result is a {@code Boolean}, is recognised
 * byte by byte and decoded without a parser.
 *
 * <p>
 * The token is redacted from every text that goes into an exception. Thread-safe.
 */
public final class ResponseDecoder {

    /** {@code {"ok":true,"result":true}} in UTF-8. */
    private static final byte[] TRUE_ANSWER = "{\"ok\":true,\"result\":true}".getBytes(StandardCharsets.US_ASCII);

    private final ObjectMapper mapper;
    private final TokenRedactor redactor;

    /**
     * @param mapper the mapper decoding results (the model's: {@link TelegramJson#mapper()})
     * @param redactor redacts the token from what is quoted in exceptions
     */
    public ResponseDecoder(ObjectMapper mapper, TokenRedactor redactor) {
        this.mapper = Objects.requireNonNull(mapper, "mapper");
        this.redactor = Objects.requireNonNull(redactor, "redactor");
    }

    /**
     * A decoder with {@link TelegramJson#mapper()}.
     *
     * @param redactor redacts the token from what is quoted in exceptions
     * @return the decoder
     */
    public static ResponseDecoder of(TokenRedactor redactor) {
        return new ResponseDecoder(TelegramJson.mapper(), redactor);
    }

    /**
     * @param request the request answered
     * @param httpStatus the HTTP status of the answer
     * @param retryAfterHeader the {@code Retry-After} header, or null
     * @param body the body
     * @param <R> the result type
     * @return the result
     * @throws TelegramApiException when Telegram answered {@code "ok": false}
     * @throws TelegramResponseException when the answer is not a Bot API answer
     */
    public <R> R decode(TelegramRequest<R> request, int httpStatus, @Nullable String retryAfterHeader, byte[] body) {
        return decode(request, httpStatus, retryAfterHeader, ByteBuffer.wrap(body));
    }

    /**
     * The same as {@link #decode(TelegramRequest, int, String, byte[])}, reading the body in place: from its position
     * to its limit, which are left as they were. A heap buffer is parsed from its array, a direct one as a stream.
     *
     * @param request the request answered
     * @param httpStatus the HTTP status of the answer
     * @param retryAfterHeader the {@code Retry-After} header, or null
     * @param body the body, between its position and its limit
     * @param <R> the result type
     * @return the result
     * @throws TelegramApiException when Telegram answered {@code "ok": false}
     * @throws TelegramResponseException when the answer is not a Bot API answer
     */
    public <R> R decode(TelegramRequest<R> request, int httpStatus, @Nullable String retryAfterHeader,
            ByteBuffer body) {
        if (isTrueAnswer(body) && request.resultType(mapper.getTypeFactory()).hasRawClass(Boolean.class)) {
            @SuppressWarnings("unchecked")
            R yes = (R) Boolean.TRUE;
            return yes;
        }
        String method = request.methodName();
        Envelope envelope;
        try {
            envelope = read(request, body);
        } catch (IOException | RuntimeException e) {
            throw unreadable(method, httpStatus, retryAfterHeader, body, "the answer is not the Bot API's JSON", e);
        }
        if (envelope.ok == null) {
            throw unreadable(method, httpStatus, retryAfterHeader, body, "the answer has no \"ok\" field", null);
        }
        if (envelope.ok) {
            if (envelope.resultFailure != null) {
                throw new TelegramResponseException(method, httpStatus, redactor.redact("the result does not decode as "
                        + describe(request) + ": " + envelope.resultFailureDetail), excerptSource(body),
                        redactor.redact(envelope.resultFailure));
            }
            if (!envelope.hasResult || envelope.result == null) {
                throw new TelegramResponseException(method, httpStatus, "the answer is \"ok\" but has no result",
                        excerptSource(body), null);
            }
            @SuppressWarnings("unchecked")
            R result = (R) envelope.result;
            return result;
        }
        int code = envelope.errorCode != null ? envelope.errorCode : httpStatus;
        String description = envelope.description != null ? redactor.redact(envelope.description)
                : "(no description; HTTP " + httpStatus + ")";
        Duration retryAfter = envelope.retryAfter;
        if (retryAfter == null && code == 429) {
            retryAfter = parseRetryAfter(retryAfterHeader);
        }
        throw TelegramApiException.of(method, code, description, retryAfter, envelope.migrateToChatId);
    }

    /**
     * Whether the body is exactly {@code {"ok":true,"result":true}}, the answer of most methods that change
     * something (Telegram writes it without spaces). Compares bytes in place: no allocation.
     *
     * @param body the body, between its position and its limit (left as they were)
     * @return whether it is that answer
     */
    public static boolean isTrueAnswer(ByteBuffer body) {
        int length = TRUE_ANSWER.length;
        if (body.remaining() != length) {
            return false;
        }
        int start = body.position();
        for (int i = 0; i < length; i++) {
            if (body.get(start + i) != TRUE_ANSWER[i]) {
                return false;
            }
        }
        return true;
    }

    /**
     * The exception an answer that is not a success means, for a call without a typed result (a file download): the
     * Bot API error the envelope describes, or a {@link TelegramResponseException} when there is no envelope.
     *
     * @param label what was called, for messages (the method name in the exception)
     * @param httpStatus the HTTP status of the answer
     * @param retryAfterHeader the {@code Retry-After} header, or null
     * @param body the body
     * @return the exception to fail with
     */
    public TelegramException failure(String label, int httpStatus, @Nullable String retryAfterHeader, byte[] body) {
        TelegramRequest<Object> untyped = new TelegramRequest<>() {
            @Override
            public String methodName() {
                return label;
            }

            @Override
            public JavaType resultType(com.fasterxml.jackson.databind.type.TypeFactory types) {
                return types.constructType(com.fasterxml.jackson.databind.JsonNode.class);
            }
        };
        try {
            decode(untyped, httpStatus, retryAfterHeader, body);
        } catch (TelegramException e) {
            return e;
        }
        return new TelegramResponseException(label, httpStatus, "an \"ok\" answer where HTTP " + httpStatus
                + " was not expected", excerptSource(ByteBuffer.wrap(body)), null);
    }

    /**
     * Reads a {@code Retry-After} header: a number of seconds (Telegram's form); an HTTP date is not used by Telegram
     * and gives null.
     *
     * @param header the header value, or null
     * @return the wait, or null when absent or not a number of seconds
     */
    public static @Nullable Duration parseRetryAfter(@Nullable String header) {
        if (header == null || header.isBlank()) {
            return null;
        }
        try {
            long seconds = Long.parseLong(header.strip());
            return seconds < 0 ? null : Duration.ofSeconds(seconds);
        } catch (NumberFormatException e) {
            return null;
        }
    }

    private TelegramException unreadable(String method, int httpStatus, @Nullable String retryAfterHeader,
            ByteBuffer body, String reason, @Nullable Throwable cause) {
        if (httpStatus == 429) {
            return new TooManyRequestsException(method, "Too Many Requests (HTTP 429 without a Bot API answer)",
                    parseRetryAfter(retryAfterHeader));
        }
        return new TelegramResponseException(method, httpStatus, reason, excerptSource(body),
                cause == null ? null : redactor.redact(cause));
    }

    /** The body as text for an excerpt, redacted and cut well before decoding a huge body. */
    private String excerptSource(ByteBuffer body) {
        int length = Math.min(body.remaining(), TelegramResponseException.MAX_EXCERPT * 4 + 4);
        byte[] head = new byte[length];
        body.duplicate().get(head);
        String text = new String(head, StandardCharsets.UTF_8);
        if (length < body.remaining()) {
            text = text + "...";
        }
        return redactor.redact(text);
    }

    private String describe(TelegramRequest<?> request) {
        return request.resultType(mapper.getTypeFactory()).toCanonical();
    }

    private Envelope read(TelegramRequest<?> request, ByteBuffer body) throws IOException {
        Envelope envelope = new Envelope();
        try (JsonParser parser = parser(body)) {
            if (parser.nextToken() != JsonToken.START_OBJECT) {
                throw new IOException("not a JSON object");
            }
            JsonStreamContext envelopeContext = parser.getParsingContext();
            while (parser.nextToken() == JsonToken.FIELD_NAME) {
                String name = parser.currentName();
                JsonToken value = parser.nextToken();
                switch (name) {
                    case "ok" -> {
                        if (!value.isBoolean()) {
                            throw new IOException("\"ok\" is not a boolean");
                        }
                        envelope.ok = value == JsonToken.VALUE_TRUE;
                    }
                    case "result" -> {
                        envelope.hasResult = true;
                        if (value == JsonToken.VALUE_NULL) {
                            break;
                        }
                        JavaType type = request.resultType(mapper.getTypeFactory());
                        try {
                            envelope.result = mapper.readValue(parser, type);
                        } catch (JsonParseException | StreamConstraintsException e) {
                            throw e; // broken or hostile JSON: the whole answer is unreadable
                        } catch (IOException | RuntimeException e) {
                            // valid JSON of the wrong shape, reported only if "ok" is true; the parser stopped
                            // somewhere inside the result: note where, then move on to the envelope's next field
                            envelope.resultFailure = e;
                            envelope.resultFailureDetail = ResultFailures.describe(parser, e);
                            skipRestOfValue(parser, envelopeContext);
                        }
                    }
                    case "error_code" -> envelope.errorCode = value.isNumeric() ? parser.getIntValue() : null;
                    case "description" -> envelope.description = value == JsonToken.VALUE_STRING ? parser.getText()
                            : null;
                    case "parameters" -> readParameters(parser, value, envelope);
                    default -> parser.skipChildren();
                }
            }
            if (parser.currentToken() != JsonToken.END_OBJECT || parser.nextToken() != null) {
                throw new IOException("content after the JSON object");
            }
        }
        return envelope;
    }

    /**
     * Moves the parser to the last token of the value it stopped inside, so that the next token is the envelope's
     * next field (or its end). Decoding can stop at any depth; {@link JsonParser#skipChildren()} alone only skips
     * the children of the current token.
     */
    private static void skipRestOfValue(JsonParser parser, JsonStreamContext envelopeContext) throws IOException {
        while (parser.getParsingContext() != envelopeContext) {
            if (parser.nextToken() == null) {
                throw new IOException("the answer ends inside its result");
            }
        }
        parser.skipChildren(); // a failure on the result's own first token leaves it unread
    }

    /** A parser reading the buffer in place: over its array when it has one, else as a stream. */
    private JsonParser parser(ByteBuffer body) throws IOException {
        if (body.hasArray()) {
            return mapper.createParser(body.array(), body.arrayOffset() + body.position(), body.remaining());
        }
        return mapper.createParser(new ByteBufferBackedInputStream(body.duplicate()));
    }

    private static void readParameters(JsonParser parser, JsonToken value, Envelope envelope) throws IOException {
        if (value != JsonToken.START_OBJECT) {
            parser.skipChildren();
            return;
        }
        while (parser.nextToken() == JsonToken.FIELD_NAME) {
            String name = parser.currentName();
            JsonToken token = parser.nextToken();
            if (name.equals("retry_after") && token.isNumeric()) {
                long seconds = parser.getLongValue();
                envelope.retryAfter = seconds >= 0 ? Duration.ofSeconds(seconds) : null;
            } else if (name.equals("migrate_to_chat_id") && token.isNumeric()) {
                envelope.migrateToChatId = parser.getLongValue();
            } else {
                parser.skipChildren();
            }
        }
    }

    /** What the envelope said; fields stay null when absent. */
    private static final class Envelope {
        @Nullable
        Boolean ok;
        boolean hasResult;
        @Nullable
        Object result;
        @Nullable
        Throwable resultFailure;
        @Nullable
        String resultFailureDetail;
        @Nullable
        Integer errorCode;
        @Nullable
        String description;
        @Nullable
        Duration retryAfter;
        @Nullable
        Long migrateToChatId;
    }
}
