package io.github.quarkustelegram.testing.server;

import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * One request as {@link FakeBotApiServer} received it: where it went (method, token, test environment), how
 * (HTTP method, headers, content type) and what it carried (the raw body, and the body read as JSON, as multipart
 * parts or as a URL-encoded form). Immutable, except for {@link #clientDisconnected()}, which completes when the
 * client goes away before the answer was sent.
 *
 * <p>
 * {@link #param(String)} reads a parameter however it was sent, the way the Bot API does: a JSON body field, a
 * multipart text field, a form field or a query parameter.
 */
public final class RecordedRequest {

    /** What a request asked for. */
    public enum Kind {
        /** {@code /bot<token>/<method>}: a Bot API method call. */
        METHOD,
        /** {@code /file/bot<token>/<file path>}: a file download. */
        FILE,
        /** Any other path (answered with 404). */
        OTHER
    }

    private final long sequence;
    private final Kind kind;
    private final String httpMethod;
    private final String uri;
    private final String path;
    private final String token;
    private final boolean testEnvironment;
    private final String methodName;
    private final String filePath;
    private final Map<String, List<String>> headers;
    private final String contentType;
    private final byte[] body;
    private final long bodyLength;
    private final JsonNode json;
    private final List<RecordedPart> parts;
    private final Map<String, List<String>> formFields;
    private final Map<String, List<String>> queryParams;
    private final String bodyProblem;
    private final CompletableFuture<Void> clientDisconnected;
    private final Instant receivedAt;

    RecordedRequest(Builder b) {
        this.sequence = b.sequence;
        this.kind = b.kind;
        this.httpMethod = b.httpMethod;
        this.uri = b.uri;
        this.path = b.path;
        this.token = b.token;
        this.testEnvironment = b.testEnvironment;
        this.methodName = b.methodName;
        this.filePath = b.filePath;
        this.headers = Map.copyOf(b.headers);
        this.contentType = b.contentType;
        this.body = b.body;
        this.bodyLength = b.bodyLength < 0 ? b.body.length : b.bodyLength;
        this.json = b.json;
        this.parts = List.copyOf(b.parts);
        this.formFields = Map.copyOf(b.formFields);
        this.queryParams = Map.copyOf(b.queryParams);
        this.bodyProblem = b.bodyProblem;
        this.clientDisconnected = b.clientDisconnected;
        this.receivedAt = b.receivedAt == null ? Instant.now() : b.receivedAt;
    }

    /** @return the order of arrival at this server, from 1 */
    public long sequence() {
        return sequence;
    }

    /**
     * @return when it was received whole (the wall clock, so that it compares with other processes' times on this
     *         machine): what rate checks count sends by
     */
    public Instant receivedAt() {
        return receivedAt;
    }

    public Kind kind() {
        return kind;
    }

    /** @return GET, POST, ... */
    public String httpMethod() {
        return httpMethod;
    }

    /** @return the request target as sent: path and query string (it holds the token) */
    public String uri() {
        return uri;
    }

    /** @return the path as sent, e.g. {@code /bot123:abc/sendMessage} */
    public String path() {
        return path;
    }

    /** @return the bot token from the path (percent-decoded), or null for an unknown path */
    public String token() {
        return token;
    }

    /** @return true for {@code /bot<token>/test/<method>} (Telegram's test environment) */
    public boolean testEnvironment() {
        return testEnvironment;
    }

    /** @return the Bot API method as it appears in the path (Telegram ignores its case), or null */
    public String methodName() {
        return methodName;
    }

    /** @return for a {@link Kind#FILE} request, the file path after the token, else null */
    public String filePath() {
        return filePath;
    }

    /** @return every header, names in lower case */
    public Map<String, List<String>> headers() {
        return headers;
    }

    /** @return the first value of a header (any case), or null */
    public String header(String name) {
        List<String> values = headers.get(name.toLowerCase(Locale.ROOT));
        return values == null || values.isEmpty() ? null : values.get(0);
    }

    /** @return the Content-Type header as sent (parameters included), or null */
    public String contentType() {
        return contentType;
    }

    /** @return the media type of the body without parameters, in lower case ({@code multipart/form-data}), or null */
    public String mediaType() {
        if (contentType == null) {
            return null;
        }
        int semicolon = contentType.indexOf(';');
        return (semicolon < 0 ? contentType : contentType.substring(0, semicolon)).trim().toLowerCase(Locale.ROOT);
    }

    public boolean isJson() {
        return "application/json".equals(mediaType());
    }

    public boolean isMultipart() {
        return "multipart/form-data".equals(mediaType());
    }

    /**
     * @return the raw body bytes (a copy); empty for a multipart request whose uploads the server counted without
     *         keeping them ({@link FakeBotApiServer.Builder#keepUploads(boolean) keepUploads(false)})
     */
    public byte[] body() {
        return body.clone();
    }

    /** @return how many bytes the body had, kept or not */
    public long bodyLength() {
        return bodyLength;
    }

    /** @return the body as UTF-8 text */
    public String bodyText() {
        return new String(body, StandardCharsets.UTF_8);
    }

    /** @return the body parsed as JSON when the content type is JSON and it parsed, else null */
    public JsonNode json() {
        return json == null ? null : json.deepCopy();
    }

    /** @return the parts of a multipart body, in order (empty for other bodies) */
    public List<RecordedPart> parts() {
        return parts;
    }

    /** @return the first part with that name */
    public Optional<RecordedPart> part(String name) {
        return parts.stream().filter(p -> p.name().equals(name)).findFirst();
    }

    /** @return the file parts of a multipart body */
    public List<RecordedPart> fileParts() {
        return parts.stream().filter(RecordedPart::isFile).toList();
    }

    /** @return the fields of an {@code application/x-www-form-urlencoded} body */
    public Map<String, List<String>> formFields() {
        return formFields;
    }

    /** @return the query parameters of the URI */
    public Map<String, List<String>> queryParams() {
        return queryParams;
    }

    /** @return why the body could not be read as its content type says (bad JSON, bad multipart), or null */
    public String bodyProblem() {
        return bodyProblem;
    }

    /**
     * A parameter as the Bot API reads it, wherever it was sent: a JSON body field (a string as its text, anything
     * else as JSON text), a multipart text field, a form field, or a query parameter.
     *
     * @param name the parameter name, e.g. {@code chat_id}
     * @return its value as text
     */
    public Optional<String> param(String name) {
        if (json != null && json.isObject() && json.has(name)) {
            JsonNode value = json.get(name);
            return Optional.of(value.isTextual() ? value.textValue() : value.toString());
        }
        Optional<RecordedPart> part = parts.stream().filter(p -> p.name().equals(name) && !p.isFile()).findFirst();
        if (part.isPresent()) {
            return Optional.of(part.get().text());
        }
        List<String> form = formFields.get(name);
        if (form != null && !form.isEmpty()) {
            return Optional.of(form.get(0));
        }
        List<String> query = queryParams.get(name);
        if (query != null && !query.isEmpty()) {
            return Optional.of(query.get(0));
        }
        return Optional.empty();
    }

    /**
     * @return completes when the client closed the connection before the whole answer was sent (it gave up, was
     *         cancelled, or the reply was {@link FakeReply#closeConnection()}); never completes otherwise
     */
    public CompletableFuture<Void> clientDisconnected() {
        return clientDisconnected.copy();
    }

    @Override
    public String toString() {
        StringBuilder out = new StringBuilder("RecordedRequest[#").append(sequence).append(' ').append(httpMethod)
                .append(' ').append(kind == Kind.METHOD ? methodName : kind == Kind.FILE ? "file " + filePath : path);
        if (testEnvironment) {
            out.append(" (test environment)");
        }
        out.append(", ").append(contentType == null ? "no content type" : contentType).append(", ")
                .append(bodyLength).append(" bytes");
        if (json != null) {
            String text = json.toString();
            out.append(", json=").append(text.length() > 300 ? text.substring(0, 300) + "..." : text);
        }
        if (!parts.isEmpty()) {
            out.append(", parts=").append(parts);
        }
        if (bodyProblem != null) {
            out.append(", problem: ").append(bodyProblem);
        }
        return out.append(']').toString();
    }

    /** Filled in by the server as the request arrives. */
    static final class Builder {
        long sequence;
        /** When it was received; now when not given (a request read back over HTTP gives the server's). */
        Instant receivedAt;
        Kind kind = Kind.OTHER;
        String httpMethod;
        String uri;
        String path;
        String token;
        boolean testEnvironment;
        String methodName;
        String filePath;
        Map<String, List<String>> headers = Map.of();
        String contentType;
        byte[] body = new byte[0];
        /** The bytes received; -1 for {@code body.length}. */
        long bodyLength = -1;
        JsonNode json;
        List<RecordedPart> parts = List.of();
        Map<String, List<String>> formFields = Map.of();
        Map<String, List<String>> queryParams = Map.of();
        String bodyProblem;
        CompletableFuture<Void> clientDisconnected = new CompletableFuture<>();

        RecordedRequest build() {
            return new RecordedRequest(this);
        }
    }
}
