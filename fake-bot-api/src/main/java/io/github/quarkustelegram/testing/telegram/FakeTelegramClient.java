package io.github.quarkustelegram.testing.telegram;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import io.github.quarkustelegram.testing.internal.FakeJson;
import io.github.quarkustelegram.testing.server.FakeBotApiServerClient;
import io.github.quarkustelegram.testing.server.RecordedRequest;
import io.github.quarkustelegram.testing.telegram.actions.Action;
import io.github.quarkustelegram.testing.telegram.actions.QueuedUpdate;
import io.github.quarkustelegram.testing.telegram.control.ActionCodec;
import io.github.quarkustelegram.testing.telegram.control.ControlApi;

/**
 * Drives a {@link FakeTelegram} over its control API: for tests that do not share the fake's class loader, above all a
 * {@code @QuarkusTest} whose fake the extension's Dev Services started, where a field annotated
 * {@link InjectFakeTelegram} holds one:
 *
 * <pre>
 * &#64;InjectFakeTelegram
 * FakeTelegramClient telegram;
 *
 * &#64;Test
 * void greets() {
 *     assertThat(telegram.user(42, "Alice").sends("/start").reply().text()).isEqualTo("Hello, Alice!");
 * }
 * </pre>
 *
 * <p>
 * Elsewhere, {@link #connect(String)} it to the Bot API URL the application got ({@code quarkus.telegram.api.base-url}),
 * which is what the annotation does.
 *
 * <p>
 * Thread-safe; nothing to close.
 */
public final class FakeTelegramClient implements FakeTelegramDriver {

    private static final Duration CALL_TIMEOUT = Duration.ofSeconds(10);

    private final URI control;
    private final HttpClient http;
    private final FakeBotApiServerClient records;

    private FakeTelegramClient(String baseUrl, URI control) {
        this.control = control;
        this.records = FakeBotApiServerClient.connect(baseUrl);
        this.http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).connectTimeout(CALL_TIMEOUT).build();
    }

    /**
     * @param baseUrl the fake's Bot API URL, e.g. {@code http://127.0.0.1:41234}
     * @return a client of the fake there
     * @throws IllegalStateException when no fake Telegram answers there (a real token and Bot API are configured?)
     */
    public static FakeTelegramClient connect(String baseUrl) {
        String base = Objects.requireNonNull(baseUrl, "baseUrl");
        base = base.endsWith("/") ? base.substring(0, base.length() - 1) : base;
        FakeTelegramClient client;
        try {
            client = new FakeTelegramClient(base, URI.create(base + FakeTelegram.CONTROL_PATH));
            client.call("GET", "bot", null, CALL_TIMEOUT);
        } catch (IllegalStateException e) {
            throw new IllegalStateException("No fake Telegram answers at " + base + " (is a real bot token "
                    + "configured, or Dev Services off?): " + e.getMessage(), e);
        }
        return client;
    }

    /** @return the bot's username, without {@code @} */
    public String botUsername() {
        return call("GET", "bot", null, CALL_TIMEOUT).path("bot").path("username").asText();
    }

    /**
     * @return the Bot API methods the bot called, in order (the last 10,000), as it named them: {@code getMe},
     *         {@code getUpdates}, {@code sendMessage}, ...
     */
    public List<String> methodsCalled() {
        return records.methodsCalled();
    }

    /** @return how many updates wait for the bot to take them (or, with a webhook, to confirm them) */
    public int pendingUpdates() {
        return call("GET", "bot", null, CALL_TIMEOUT).path("pending_update_count").asInt();
    }

    /**
     * Has the fake fail the bot's calls from now on as the plan says ({@link Chaos#NONE} to stop), its draws
     * starting from its seed and its counts from zero.
     *
     * @param plan the fault plan
     * @return what the previous plan did
     */
    public ChaosReport chaos(Chaos plan) {
        return ChaosJson.report(call("PUT", "chaos", ChaosJson.plan(Objects.requireNonNull(plan, "plan")),
                CALL_TIMEOUT));
    }

    /** @return the fault plan in force (that of Dev Services' {@code quarkus.telegram.devservices.chaos.*}, or set) */
    public Chaos chaos() {
        return ChaosJson.plan(call("GET", "chaos", null, CALL_TIMEOUT).get("plan"));
    }

    /** @return what the fault plan in force did so far */
    public ChaosReport chaosReport() {
        return ChaosJson.report(call("GET", "chaos", null, CALL_TIMEOUT).get("report"));
    }

    @Override
    public RecordedRequest takeRequest(String method, Duration timeout) {
        return records.takeRequest(method, timeout);
    }

    @Override
    public FakeUser user(long userId, String firstName) {
        FakeUser user = new FakeUser(this::perform, userId, firstName);
        ObjectNode body = FakeJson.MAPPER.createObjectNode();
        if (firstName != null) {
            body.put("first_name", firstName);
        }
        call("POST", "users/" + userId, body, CALL_TIMEOUT);
        return user;
    }

    @Override
    public void group(long chatId, String title) {
        ObjectNode body = FakeJson.MAPPER.createObjectNode();
        body.put("title", Objects.requireNonNull(title, "title"));
        call("POST", "groups/" + chatId, body, CALL_TIMEOUT);
    }

    @Override
    public long injectUpdate(String kind, String payloadJson) {
        return call("POST", "updates/" + Objects.requireNonNull(kind, "kind"), FakeJson.parse(payloadJson),
                CALL_TIMEOUT).path("update_id").asLong();
    }

    @Override
    public List<TranscriptEntry> transcript() {
        return entries(call("GET", "transcript", null, CALL_TIMEOUT));
    }

    @Override
    public List<List<String>> replyKeyboard(long chatId) {
        List<List<String>> rows = new ArrayList<>();
        for (JsonNode row : call("GET", "chats/" + chatId + "/reply-keyboard", null, CALL_TIMEOUT)) {
            List<String> buttons = new ArrayList<>();
            row.forEach(button -> buttons.add(button.asText()));
            rows.add(List.copyOf(buttons));
        }
        return List.copyOf(rows);
    }

    @Override
    public List<TranscriptEntry> awaitReplies(long chatId, int count, Duration timeout) {
        return entries(call("GET", "replies?chat_id=" + chatId + "&count=" + count + "&timeout_ms=" + timeout.toMillis(),
                null, timeout.plus(CALL_TIMEOUT)));
    }

    /** The replies to an action of this client's, waited for by the fake: after the action's own step. */
    private List<TranscriptEntry> repliesAfter(long step, long chatId, int count, Duration timeout) {
        return entries(call("GET", "replies?chat_id=" + chatId + "&count=" + count + "&timeout_ms=" + timeout.toMillis()
                + "&after=" + step, null, timeout.plus(CALL_TIMEOUT)));
    }

    @Override
    public TranscriptEntry awaitCall(String method, Duration timeout) {
        return entry(call("GET", "calls?method=" + method + "&timeout_ms=" + timeout.toMillis(), null,
                timeout.plus(CALL_TIMEOUT)));
    }

    @Override
    public void reset() {
        call("DELETE", "state", null, CALL_TIMEOUT);
    }

    @Override
    public String toString() {
        return "FakeTelegramClient[" + control + "]";
    }

    // ---------------------------------------------------------------------------------------------------- HTTP

    /**
     * Makes a control call. Each names itself ({@value ControlApi#CALL_ID_HEADER}), and one whose connection failed is
     * sent again, once, under the same name: the fake carries out a call once, and answers the second sending of one
     * it carried out with the same answer. (The JDK's HttpClient may fail a request on a pooled connection after the
     * server carried it out: JDK-8336655.)
     */
    private JsonNode call(String verb, String path, JsonNode body, Duration timeout) {
        HttpRequest.BodyPublisher publisher = body == null ? HttpRequest.BodyPublishers.noBody()
                : HttpRequest.BodyPublishers.ofByteArray(FakeJson.write(body));
        HttpRequest request = HttpRequest.newBuilder(control.resolve(path)).timeout(timeout)
                .header("Content-Type", "application/json")
                .header(ControlApi.CALL_ID_HEADER, java.util.UUID.randomUUID().toString())
                .method(verb, publisher).build();
        HttpResponse<String> response;
        try {
            try {
                response = http.send(request, HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
            } catch (java.net.http.HttpTimeoutException e) {
                throw e;
            } catch (IOException e) {
                response = http.send(request, HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
            }
        } catch (IOException e) {
            throw new IllegalStateException("The fake Telegram's control API failed: " + e, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
        JsonNode answer;
        try {
            answer = FakeJson.parse(response.body());
        } catch (IllegalArgumentException e) {
            throw new IllegalStateException("Not the fake Telegram's control API: HTTP " + response.statusCode());
        }
        if (response.statusCode() == 408) {
            throw new AssertionError(answer.path("description").asText());
        }
        if (response.statusCode() == 400) {
            throw new IllegalArgumentException(answer.path("description").asText());
        }
        if (!answer.path("ok").asBoolean()) {
            throw new IllegalStateException("The fake Telegram's control API answered HTTP " + response.statusCode()
                    + ": " + answer.path("description").asText());
        }
        return answer.get("result");
    }

    private static List<TranscriptEntry> entries(JsonNode array) {
        List<TranscriptEntry> entries = new ArrayList<>();
        array.forEach(e -> entries.add(entry(e)));
        return entries;
    }

    private static TranscriptEntry entry(JsonNode json) {
        List<String> buttons = new ArrayList<>();
        json.path("buttons").forEach(b -> buttons.add(b.asText()));
        return new TranscriptEntry(json.path("sequence").asLong(),
                TranscriptEntry.From.valueOf(json.path("from").asText()), json.path("kind").asText(),
                json.path("chat_id").asLong(), json.path("message_id").asLong(), json.path("text").asText(), buttons,
                json.path("json").toString(), Instant.parse(json.path("at").asText()));
    }

    /** A user's action, posted to the control API: the one way this client acts, whatever the action. */
    List<UserAction> perform(Action action) {
        List<UserAction> done = new ArrayList<>();
        for (QueuedUpdate queued : ActionCodec.updates(call("POST", "actions", ActionCodec.write(action),
                CALL_TIMEOUT))) {
            done.add(UserAction.of(queued, this::repliesAfter));
        }
        return done;
    }
}
