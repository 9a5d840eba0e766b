package io.github.quarkustelegram.testing.server;

import java.io.IOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

import com.fasterxml.jackson.databind.JsonNode;

import io.github.quarkustelegram.testing.internal.FakeJson;

/**
 * Reads the records of a {@link FakeBotApiServer} over HTTP ({@value FakeBotApiServer#REQUESTS_PATH}): for a test
 * that does not share the server's class loader, e.g. a {@code QuarkusUnitTest} (loaded once by JUnit, once by the
 * application) or a {@code @QuarkusTest} whose fake the extension's Dev Services started. The requests it takes are
 * {@link RecordedRequest}s as the server recorded them, to check with {@link ExpectedCall} like any other.
 *
 * <pre>{@code
 * FakeBotApiServerClient api = FakeBotApiServerClient.connect(baseUrl);
 * RecordedRequest sent = api.takeRequest("sendMessage");
 * assertThat(sent.param("text")).hasValue("hi");
 * }</pre>
 *
 * <p>
 * A request read this way is a copy: its {@link RecordedRequest#clientDisconnected()} is complete when the client
 * had gone when it was read, and never completes otherwise. Thread-safe; nothing to close.
 */
public final class FakeBotApiServerClient {

    private static final Duration CALL_TIMEOUT = Duration.ofSeconds(10);

    private final URI records;
    private final HttpClient http;

    private FakeBotApiServerClient(URI records) {
        this.records = records;
        this.http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).connectTimeout(CALL_TIMEOUT).build();
    }

    /**
     * @param baseUrl the fake's Bot API URL, e.g. {@code http://127.0.0.1:41234}
     * @return a client of the fake there
     * @throws IllegalStateException when no fake Bot API answers there
     */
    public static FakeBotApiServerClient connect(String baseUrl) {
        String base = Objects.requireNonNull(baseUrl, "baseUrl");
        base = base.endsWith("/") ? base.substring(0, base.length() - 1) : base;
        FakeBotApiServerClient client = new FakeBotApiServerClient(URI.create(base + FakeBotApiServer.REQUESTS_PATH));
        try {
            client.call("GET", "", CALL_TIMEOUT);
        } catch (IllegalStateException e) {
            throw new IllegalStateException("No fake Bot API answers at " + base + ": " + e.getMessage(), e);
        }
        return client;
    }

    /**
     * The next request of a method not taken yet, waiting up to {@link FakeBotApiServer#DEFAULT_TAKE_TIMEOUT} for it.
     *
     * @param method the method name (any case)
     * @return the request
     * @throws AssertionError when none arrives in time
     */
    public RecordedRequest takeRequest(String method) {
        return takeRequest(method, FakeBotApiServer.DEFAULT_TAKE_TIMEOUT);
    }

    /**
     * @param method the method name (any case)
     * @param timeout how long to wait
     * @return the next request of that method not taken yet
     * @throws AssertionError when none arrives in time
     */
    public RecordedRequest takeRequest(String method, Duration timeout) {
        return take("method=" + encode(Objects.requireNonNull(method, "method")), timeout);
    }

    /**
     * The next download of a file not taken yet, waiting up to {@link FakeBotApiServer#DEFAULT_TAKE_TIMEOUT} for it.
     *
     * @param filePath the file path after the token, e.g. {@code documents/file_7.pdf}
     * @return the request ({@link RecordedRequest.Kind#FILE})
     * @throws AssertionError when none arrives in time
     */
    public RecordedRequest takeDownload(String filePath) {
        return takeDownload(filePath, FakeBotApiServer.DEFAULT_TAKE_TIMEOUT);
    }

    /**
     * @param filePath the file path after the token
     * @param timeout how long to wait
     * @return the next download of that file not taken yet
     * @throws AssertionError when none arrives in time
     */
    public RecordedRequest takeDownload(String filePath, Duration timeout) {
        return take("file_path=" + encode(Objects.requireNonNull(filePath, "filePath")), timeout);
    }

    /**
     * @return the Bot API methods called, in order (the last 10,000), as the caller named them: {@code getMe},
     *         {@code getUpdates}, {@code sendMessage}, ...
     */
    public List<String> methodsCalled() {
        List<String> methods = new ArrayList<>();
        call("GET", "", CALL_TIMEOUT).forEach(m -> methods.add(m.asText()));
        return methods;
    }

    /** Forgets every recorded request (the server keeps its scripts): a test sharing the server calls this first. */
    public void forgetRequests() {
        call("DELETE", "", CALL_TIMEOUT);
    }

    @Override
    public String toString() {
        return "FakeBotApiServerClient[" + records + "]";
    }

    private RecordedRequest take(String which, Duration timeout) {
        return RecordedRequestJson.read(call("GET", "/next?" + which + "&timeout_ms=" + timeout.toMillis(),
                timeout.plus(CALL_TIMEOUT)));
    }

    private JsonNode call(String verb, String path, Duration timeout) {
        HttpRequest request = HttpRequest.newBuilder(URI.create(records + path)).timeout(timeout)
                .method(verb, HttpRequest.BodyPublishers.noBody()).build();
        HttpResponse<byte[]> response;
        try {
            response = http.send(request, HttpResponse.BodyHandlers.ofByteArray());
        } catch (IOException e) {
            throw new IllegalStateException("The fake Bot API's records failed: " + e, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
        JsonNode answer;
        try {
            answer = FakeJson.parse(response.body());
        } catch (IOException | RuntimeException e) {
            throw new IllegalStateException("Not a fake Bot API's records: HTTP " + response.statusCode());
        }
        if (response.statusCode() == 408) {
            throw new AssertionError(answer.path("description").asText());
        }
        if (!answer.path("ok").asBoolean()) {
            throw new IllegalStateException("The fake Bot API's records answered HTTP " + response.statusCode() + ": "
                    + answer.path("description").asText());
        }
        return answer.get("result");
    }

    private static String encode(String value) {
        return URLEncoder.encode(value, StandardCharsets.UTF_8);
    }
}
