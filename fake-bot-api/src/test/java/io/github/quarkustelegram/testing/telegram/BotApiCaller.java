package io.github.quarkustelegram.testing.telegram;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;

import com.fasterxml.jackson.databind.JsonNode;

import io.github.quarkustelegram.testing.internal.FakeJson;

/** Calls a fake's Bot API with the JDK's HTTP client, as a bot would: JSON bodies, Telegram's envelopes back. */
final class BotApiCaller {

    /** A Bot API answer: the HTTP status and the envelope. */
    record Answer(int status, JsonNode body) {
        JsonNode result() {
            if (!body.path("ok").asBoolean()) {
                throw new AssertionError("Not ok: " + status + " " + body);
            }
            return body.get("result");
        }

        String description() {
            return body.path("description").asText();
        }
    }

    private final HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(5)).build();
    private final String baseUrl;
    private final String token;

    BotApiCaller(String baseUrl, String token) {
        this.baseUrl = baseUrl;
        this.token = token;
    }

    Answer call(String method, String json) {
        try {
            return callAsync(method, json).get();
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    CompletableFuture<Answer> callAsync(String method, String json) {
        HttpRequest request = HttpRequest.newBuilder(URI.create(baseUrl + "/bot" + token + "/" + method))
                .timeout(Duration.ofSeconds(30))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(json == null ? "{}" : json)).build();
        return http.sendAsync(request, HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8))
                .thenApply(response -> new Answer(response.statusCode(), parse(response.body())));
    }

    HttpResponse<byte[]> get(String path) throws IOException, InterruptedException {
        return http.send(HttpRequest.newBuilder(URI.create(baseUrl + path)).build(),
                HttpResponse.BodyHandlers.ofByteArray());
    }

    HttpResponse<String> send(HttpRequest request) throws IOException, InterruptedException {
        return http.send(request, HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
    }

    private static JsonNode parse(String body) {
        return FakeJson.parse(body);
    }
}
