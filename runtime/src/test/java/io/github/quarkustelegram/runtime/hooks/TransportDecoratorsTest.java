package io.github.quarkustelegram.runtime.hooks;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import io.github.quarkustelegram.TelegramClient;
import io.github.quarkustelegram.TransportKind;
import io.github.quarkustelegram.method.TelegramRequest;
import io.github.quarkustelegram.model.ChatId;
import io.github.quarkustelegram.resilience.RetryPolicy;
import io.github.quarkustelegram.runtime.chain.DecoratedTransport;
import io.github.quarkustelegram.testing.server.FakeBotApiServer;
import io.github.quarkustelegram.testing.server.FakeReply;
import io.github.quarkustelegram.transport.TelegramTransport;
import io.github.quarkustelegram.transport.TransportDecorator;
import io.smallrye.mutiny.Uni;
import io.smallrye.mutiny.infrastructure.Infrastructure;

/**
 * Decorators given to the client nest among the built-in ones by priority: outside retry a decorator sees each call
 * once, inside it each attempt; written once, through their one hook, they see blocking and reactive calls alike, on
 * both transports.
 */
class TransportDecoratorsTest {

    static final String MESSAGE = "{\"message_id\":10,\"date\":0,\"chat\":{\"id\":42,\"type\":\"private\"},"
            + "\"text\":\"hi\"}";

    private FakeBotApiServer api;
    private final List<String> seen = new CopyOnWriteArrayList<>();
    private final AtomicInteger decorated = new AtomicInteger();
    private final List<Thread> wireThreads = new CopyOnWriteArrayList<>();

    @BeforeEach
    void start() {
        api = FakeBotApiServer.start();
    }

    @AfterEach
    void stop() {
        api.close();
    }

    /** Records its name when a call passes it: written once, the short way, for blocking and reactive calls. */
    private TransportDecorator recording(String name) {
        decorated.incrementAndGet();
        return new TransportDecorator() {
            @Override
            public <R> Uni<R> intercept(TelegramRequest<R> request, Chain chain) {
                seen.add(name + " " + request.methodName() + (chain.blocking() ? " blocking" : ""));
                if (name.equals("wire")) {
                    wireThreads.add(Thread.currentThread());
                }
                return chain.proceed(request);
            }
        };
    }

    private TelegramClient client(TransportKind kind) {
        return TelegramClient.builder().token("123:decorators").baseUrl(api.baseUrl()).transport(kind)
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

    @ParameterizedTest
    @EnumSource(TransportKind.class)
    void blockingCallsPassEachDecoratorInTheOrderOfItsPriorityOnTheCallersThread(TransportKind kind) {
        api.stub("sendMessage", FakeReply.error(500, "Internal Server Error"), FakeReply.ok(MESSAGE));
        try (TelegramClient client = client(kind)) {
            client.bot().sendMessage(ChatId.of(42), "hi");

            assertThat(seen).containsExactly("outermost sendMessage blocking", "outermost-second sendMessage blocking",
                    "call sendMessage blocking", "attempt sendMessage blocking", "wire sendMessage blocking",
                    "attempt sendMessage blocking", "wire sendMessage blocking");
            assertThat(decorated).as("made once, when the client was").hasValue(5);
            // the first attempt on the caller's thread; the second after retry's timer, elsewhere
            assertThat(wireThreads.get(0)).isSameAs(Thread.currentThread());
        }
    }

    @ParameterizedTest
    @EnumSource(TransportKind.class)
    void reactiveCallsToo(TransportKind kind) {
        api.stub("sendMessage", FakeReply.error(500, "Internal Server Error"), FakeReply.ok(MESSAGE));
        try (TelegramClient client = client(kind)) {
            TelegramTransport transport = client.transport();

            client.reactiveBot().sendMessage(ChatId.of(42), "hi").await().atMost(Duration.ofSeconds(10));

            assertThat(seen).containsExactly("outermost sendMessage", "outermost-second sendMessage",
                    "call sendMessage", "attempt sendMessage", "wire sendMessage", "attempt sendMessage",
                    "wire sendMessage");
            assertThat(transport).isSameAs(client.reactiveBot().transport());
        }
    }

    /**
     * A blocking call whose chain a decorator moved to another thread (a retry's wait, a flood-control wait) still
     * makes its exchange with Telegram on the caller's thread: the transport's blocking call runs there, handed back.
     */
    @ParameterizedTest
    @EnumSource(TransportKind.class)
    void theExchangeOfABlockingCallIsMadeOnTheCallersThreadAfterAHop(TransportKind kind) {
        List<Thread> exchanges = new CopyOnWriteArrayList<>();
        TelegramTransport counting = new TelegramTransport() {
            @Override
            public <R> Uni<R> execute(TelegramRequest<R> request) {
                return Uni.createFrom().failure(new AssertionError("a blocking call went the reactive way"));
            }

            @Override
            public <R> R call(TelegramRequest<R> request) {
                exchanges.add(Thread.currentThread());
                return null;
            }
        };
        TransportDecorator hopping = new TransportDecorator() {
            @Override
            public <R> Uni<R> intercept(TelegramRequest<R> request, Chain chain) {
                return Uni.createFrom().voidItem().emitOn(Infrastructure.getDefaultExecutor())
                        .chain(() -> chain.proceed(request));
            }
        };
        TelegramTransport chain = DecoratedTransport.of(counting, hopping);

        chain.call(new io.github.quarkustelegram.method.GetMe());

        assertThat(exchanges).containsExactly(Thread.currentThread());
    }
}
