package io.github.quarkustelegram.runtime.transport.restclient;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import io.github.quarkustelegram.json.TelegramJson;
import io.github.quarkustelegram.method.GetMe;
import io.github.quarkustelegram.method.SendMessage;
import io.github.quarkustelegram.model.ChatId;
import io.github.quarkustelegram.model.Message;
import io.github.quarkustelegram.runtime.transport.BotApiEndpoint;
import io.github.quarkustelegram.runtime.transport.HttpOptions;
import io.github.quarkustelegram.testing.server.FakeBotApiServer;
import io.github.quarkustelegram.testing.server.FakeReply;
import io.github.quarkustelegram.testing.server.RecordedRequest;

/**
 * Which threads the REST client transport's calls run on, and that calls sharing a method's invoker stay apart: a
 * real HTTP server on 127.0.0.1, callers on plain threads (no Vert.x context), as the blocking bot's are.
 */
@Timeout(60)
class RestClientThreadsTest {

    private static final String TOKEN = "246813579:AAF-threads_TEST-token";
    private static final ObjectMapper MAPPER = TelegramJson.mapper();
    private static final Duration WAIT = Duration.ofSeconds(10);

    static FakeBotApiServer api;
    static RestClientTransport transport;

    @BeforeAll
    static void start() {
        api = FakeBotApiServer.start();
        // the answer repeats the text it was sent, so that each caller can check it got its own
        api.handle("sendMessage", request -> FakeReply.ok(message(text(request))));
        api.stub("getMe", FakeReply.ok("{\"id\":7,\"is_bot\":true,\"first_name\":\"Bot\"}"));
        transport = new RestClientTransport(new BotApiEndpoint(api.baseUrl(), TOKEN, false),
                new HttpOptions(Duration.ofSeconds(5), Duration.ofSeconds(10), 8));
    }

    @AfterAll
    static void stop() {
        transport.close();
        api.close();
    }

    /**
     * Calls from plain threads all run on one event loop: Vert.x would give each thread a context on the next loop,
     * round robin, and the pool lends any connection to any of them, so that a call would hop between its loop and
     * its connection's.
     */
    @Test
    void plainThreadsShareOneEventLoop() throws Exception {
        int threads = 4;
        transport.execute(sendMessage("the first answer teaches the transport its Vert.x")).await().atMost(WAIT);
        Set<String> answeredOn = ConcurrentHashMap.newKeySet();
        ExecutorService callers = Executors.newFixedThreadPool(threads);
        try {
            List<Future<?>> done = new ArrayList<>();
            for (int t = 0; t < threads; t++) {
                done.add(callers.submit(() -> {
                    for (int i = 0; i < 5; i++) {
                        transport.execute(sendMessage("call " + i))
                                .invoke(m -> answeredOn.add(Thread.currentThread().getName()))
                                .await().atMost(WAIT);
                    }
                }));
            }
            for (Future<?> f : done) {
                f.get();
            }
        } finally {
            callers.shutdownNow();
        }

        assertThat(answeredOn).as("the threads that delivered the answers").hasSize(1)
                .allSatisfy(name -> assertThat(name).startsWith("vert.x-eventloop-thread-"));
    }

    /** Four threads, two methods, distinct bodies through the methods' shared invokers: each gets its own answer. */
    @Test
    void concurrentCallsThroughSharedInvokersStayApart() throws Exception {
        api.forgetRequests();
        int threads = 4;
        int callsEach = 50;
        ExecutorService callers = Executors.newFixedThreadPool(threads);
        Set<String> mismatches = ConcurrentHashMap.newKeySet();
        try {
            List<Future<?>> done = new ArrayList<>();
            for (int t = 0; t < threads; t++) {
                int caller = t;
                done.add(callers.submit(() -> {
                    for (int i = 0; i < callsEach; i++) {
                        String text = "caller " + caller + " call " + i;
                        Message reply = transport.call(sendMessage(text));
                        if (!text.equals(reply.text())) {
                            mismatches.add(text + " -> " + reply.text());
                        }
                        if (transport.call(new GetMe()).id() != 7) {
                            mismatches.add(text + ": getMe");
                        }
                    }
                }));
            }
            for (Future<?> f : done) {
                f.get();
            }
        } finally {
            callers.shutdownNow();
        }

        assertThat(mismatches).isEmpty();
        List<RecordedRequest> sent = api.requests("sendMessage");
        assertThat(sent).hasSize(threads * callsEach);
        assertThat(sent).allSatisfy(r -> {
            assertThat(r.path()).isEqualTo("/bot" + TOKEN + "/sendMessage");
            assertThat(r.header("content-type")).startsWith("application/json");
        });
        assertThat(sent.stream().map(RestClientThreadsTest::text).distinct()).hasSize(threads * callsEach);
        assertThat(api.requests("getMe")).hasSize(threads * callsEach)
                .allSatisfy(r -> assertThat(r.path()).isEqualTo("/bot" + TOKEN + "/getMe"));
    }

    private static SendMessage sendMessage(String text) {
        return SendMessage.builder(ChatId.of(42), text).build();
    }

    private static String text(RecordedRequest request) {
        try {
            JsonNode body = MAPPER.readTree(request.body());
            return body.get("text").asText();
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private static String message(String text) {
        return "{\"message_id\":5,\"date\":1700000000,\"chat\":{\"id\":42,\"type\":\"private\"},\"text\":"
                + MAPPER.valueToTree(text) + "}";
    }
}
