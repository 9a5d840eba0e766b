package io.github.quarkustelegram.runtime.fast.transport;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import io.github.quarkustelegram.error.TelegramApiException;
import io.github.quarkustelegram.error.TelegramException;
import io.github.quarkustelegram.error.TelegramNetworkException;
import io.github.quarkustelegram.error.TelegramResponseException;
import io.github.quarkustelegram.method.SendMessage;
import io.github.quarkustelegram.model.ChatId;
import io.github.quarkustelegram.runtime.fast.ChronicleRequestEncoder;
import io.github.quarkustelegram.runtime.transport.BotApiEndpoint;
import io.github.quarkustelegram.runtime.transport.HttpOptions;
import io.github.quarkustelegram.runtime.transport.restclient.RestClientTransport;
import io.github.quarkustelegram.testing.server.BotApiAssertions;
import io.github.quarkustelegram.testing.server.FakeBotApiServer;
import io.github.quarkustelegram.testing.server.FakeReply;
import io.github.quarkustelegram.testing.server.SampleFiles;
import io.github.quarkustelegram.transport.TelegramTransport;
import io.vertx.core.Vertx;

/**
 * The fast transport fails exactly as the REST client transport does: for each way the server can answer, both
 * transports make the same call and their outcomes (exception type, method, error code, description, retry_after,
 * migrate_to_chat_id, HTTP status, body excerpt, reached-Telegram and timeout flags) must be equal, the token in
 * none of them. Netty's leak detector watches the fast side.
 */
@Timeout(120)
class FastTransportParityTest {

    static final String TOKEN = "864209753:AAG-parity_TEST-token";
    static final String MESSAGE = "{\"message_id\":5,\"date\":1700000000,\"chat\":{\"id\":42,\"type\":\"private\"}}";
    static final Duration READ_TIMEOUT = Duration.ofMillis(700);

    static FakeBotApiServer api;
    static Vertx vertx;
    static NettyLeakWatch leaks;
    static RestClientTransport rest;
    static FastTransport fast;

    @BeforeAll
    static void start() {
        api = FakeBotApiServer.start();
        vertx = Vertx.vertx();
        leaks = NettyLeakWatch.start();
        BotApiEndpoint endpoint = new BotApiEndpoint(api.baseUrl(), TOKEN, false);
        HttpOptions options = new HttpOptions(Duration.ofSeconds(5), READ_TIMEOUT, 4);
        rest = new RestClientTransport(endpoint, options);
        fast = new FastTransport(vertx, endpoint, options, ChronicleRequestEncoder.instance(), rest);
        warmUp(rest);
        warmUp(fast);
    }

    /**
     * A first call loads classes and opens a connection: on a busy machine that alone can outlast the short read
     * timeout, which would make the first behaviour compared a timeout on one transport only.
     */
    private static void warmUp(TelegramTransport transport) {
        api.stub("sendMessage", FakeReply.ok(MESSAGE));
        for (int attempt = 0; attempt < 5; attempt++) {
            if (outcome(transport).equals("result 5")) {
                break;
            }
        }
        api.forget("sendMessage");
    }

    @AfterAll
    static void stop() {
        try {
            fast.close();
            rest.close();
            vertx.close().toCompletionStage().toCompletableFuture().orTimeout(10, TimeUnit.SECONDS).join();
            api.close();
        } finally {
            leaks.stop();
        }
    }

    /** The server's behaviours, by name. */
    static Map<String, FakeReply> behaviours() {
        Map<String, FakeReply> replies = new LinkedHashMap<>();
        replies.put("ok", FakeReply.ok(MESSAGE));
        replies.put("400", FakeReply.error(400, "Bad Request: chat not found"));
        replies.put("401", FakeReply.error(401, "Unauthorized"));
        replies.put("403", FakeReply.error(403, "Forbidden: bot was blocked by the user"));
        replies.put("404", FakeReply.error(404, "Not Found"));
        replies.put("409", FakeReply.error(409, "Conflict: terminated by other getUpdates request"));
        replies.put("migrate", FakeReply.error(400, "Bad Request: group chat was upgraded to a supergroup chat",
                "{\"migrate_to_chat_id\":-1001234567890}"));
        replies.put("429 body", FakeReply.tooManyRequests(7));
        replies.put("429 header only", FakeReply.raw(429, "text/plain", bytes("slow down"))
                .withHeader("Retry-After", "11"));
        replies.put("500 envelope", FakeReply.error(500, "Internal Server Error"));
        replies.put("502 html", FakeReply.raw(502, "text/html", SampleFiles.badGatewayPage()));
        replies.put("503 empty", FakeReply.raw(503, null, new byte[0]));
        replies.put("truncated", FakeReply.status(200, "{\"ok\":true,\"result\":{\"message_id\":"));
        replies.put("no ok", FakeReply.status(200, "{\"result\":true}"));
        replies.put("ok without result", FakeReply.status(200, "{\"ok\":true}"));
        replies.put("wrong result shape", FakeReply.status(200, "{\"ok\":true,\"result\":[1,2]}"));
        replies.put("token in description", FakeReply.error(400, "Bad Request: /bot" + TOKEN + "/sendMessage"));
        replies.put("trailing content", FakeReply.status(200, "{\"ok\":true,\"result\":" + MESSAGE + "} x"));
        replies.put("reset", FakeReply.resetConnection());
        replies.put("close", FakeReply.closeConnection());
        replies.put("timeout", FakeReply.ok(MESSAGE).after(Duration.ofSeconds(5)));
        return replies;
    }

    @Test
    void everyServerBehaviourEndsTheSameOnBothTransports() {
        List<String> compared = new ArrayList<>();
        for (Map.Entry<String, FakeReply> behaviour : behaviours().entrySet()) {
            api.stub("sendMessage", behaviour.getValue());

            String onRest = outcome(rest);
            String onFast = outcome(fast);

            assertThat(onFast).as("the fast transport, when the server answers %s", behaviour.getKey())
                    .isEqualTo(onRest);
            assertThat(onFast).doesNotContain(TOKEN);
            compared.add(behaviour.getKey() + " -> " + onFast);
            api.forget("sendMessage");
        }
        assertThat(compared).hasSize(behaviours().size());
        leaks.assertNoLeaks();
    }

    private static String outcome(TelegramTransport transport) {
        try {
            return "result " + transport.execute(SendMessage.builder(ChatId.of(42), "hi").build())
                    .await().atMost(Duration.ofSeconds(10)).messageId();
        } catch (TelegramException e) {
            BotApiAssertions.assertNoToken(e, TOKEN);
            return describe(e);
        }
    }

    private static String describe(TelegramException e) {
        StringBuilder text = new StringBuilder(e.getClass().getSimpleName()).append(' ').append(e.methodName());
        if (e instanceof TelegramApiException api) {
            text.append(" code=").append(api.errorCode()).append(" description=").append(api.description())
                    .append(" retryAfter=").append(api.retryAfter()).append(" migrate=").append(api.migrateToChatId());
        }
        if (e instanceof TelegramResponseException response) {
            text.append(" status=").append(response.httpStatus()).append(" excerpt=").append(response.bodyExcerpt());
        }
        if (e instanceof TelegramNetworkException network) {
            text.append(" reached=").append(network.mayHaveReachedTelegram()).append(" timeout=")
                    .append(network.isTimeout());
        }
        return text.toString();
    }

    private static byte[] bytes(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }
}
