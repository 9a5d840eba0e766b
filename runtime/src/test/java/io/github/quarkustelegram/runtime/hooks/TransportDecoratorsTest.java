package io.github.quarkustelegram.runtime.hooks;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import io.github.quarkustelegram.TelegramClient;
import io.github.quarkustelegram.hooks.TransportDecorator;
import io.github.quarkustelegram.method.TelegramRequest;
import io.github.quarkustelegram.model.ChatId;
import io.github.quarkustelegram.resilience.RetryPolicy;
import io.github.quarkustelegram.testing.server.FakeBotApiServer;
import io.github.quarkustelegram.testing.server.FakeReply;
import io.github.quarkustelegram.transport.ForwardingTransport;
import io.github.quarkustelegram.transport.TelegramTransport;
import io.smallrye.mutiny.Uni;

/**
 * Decorators given to the client nest among the built-in ones by priority: outside retry a decorator sees each call
 * once, inside it each attempt; each is applied once, when the client is built.
 */
class TransportDecoratorsTest {

    static final String MESSAGE = "{\"message_id\":10,\"date\":0,\"chat\":{\"id\":42,\"type\":\"private\"},"
            + "\"text\":\"hi\"}";

    private FakeBotApiServer api;
    private final List<String> seen = new CopyOnWriteArrayList<>();
    private final AtomicInteger decorated = new AtomicInteger();

    @BeforeEach
    void start() {
        api = FakeBotApiServer.start();
    }

    @AfterEach
    void stop() {
        api.close();
    }

    /** Records its name when a call passes it, reactive or blocking. */
    private TransportDecorator recording(String name) {
        return next -> {
            decorated.incrementAndGet();
            return new ForwardingTransport(next) {
                @Override
                public <R> Uni<R> execute(TelegramRequest<R> request) {
                    return Uni.createFrom().deferred(() -> {
                        seen.add(name + " " + request.methodName());
                        return delegate.execute(request);
                    });
                }

                @Override
                public <R> R call(TelegramRequest<R> request) {
                    seen.add(name + " " + request.methodName());
                    return delegate.call(request);
                }
            };
        };
    }

    private TelegramClient client() {
        return TelegramClient.builder().token("123:decorators").baseUrl(api.baseUrl())
                // sendMessage is not idempotent: retried on a 500 only when asked
                .retry(RetryPolicy.builder().jitter(false).initialBackoff(Duration.ofMillis(10)).retryNonIdempotent(true)
                        .build())
                .decorator(TransportDecorator.RETRY + 50, recording("attempt"))
                .decorator(TransportDecorator.LOGGING + 50, recording("call"))
                .decorator(0, recording("outermost"))
                .decorator(TransportDecorator.FLOOD_CONTROL + 100, recording("wire"))
                .decorator(0, recording("outermost-second"))
                .build();
    }

    @Test
    void blockingCallsPassEachDecoratorInTheOrderOfItsPriority() {
        api.stub("sendMessage", FakeReply.error(500, "Internal Server Error"), FakeReply.ok(MESSAGE));
        try (TelegramClient client = client()) {
            assertThat(decorated).as("applied once, when built").hasValue(5);

            client.bot().sendMessage(ChatId.of(42), "hi");

            assertThat(seen).containsExactly("outermost sendMessage", "outermost-second sendMessage",
                    "call sendMessage", "attempt sendMessage", "wire sendMessage", "attempt sendMessage",
                    "wire sendMessage");
            assertThat(decorated).hasValue(5);
        }
    }

    @Test
    void reactiveCallsToo() {
        api.stub("sendMessage", FakeReply.error(500, "Internal Server Error"), FakeReply.ok(MESSAGE));
        try (TelegramClient client = client()) {
            TelegramTransport transport = client.transport();

            client.reactiveBot().sendMessage(ChatId.of(42), "hi").await().atMost(Duration.ofSeconds(10));

            assertThat(seen).containsExactly("outermost sendMessage", "outermost-second sendMessage",
                    "call sendMessage", "attempt sendMessage", "wire sendMessage", "attempt sendMessage",
                    "wire sendMessage");
            assertThat(transport).isSameAs(client.reactiveBot().transport());
        }
    }
}
