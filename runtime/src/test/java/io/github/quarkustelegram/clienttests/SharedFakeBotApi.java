package io.github.quarkustelegram.clienttests;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;

import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

import io.github.quarkustelegram.ReactiveTelegramBot;
import io.github.quarkustelegram.TelegramBot;
import io.github.quarkustelegram.TelegramClient;
import io.github.quarkustelegram.TransportKind;
import io.github.quarkustelegram.resilience.FloodControlLimits;
import io.github.quarkustelegram.resilience.RetryPolicy;
import io.github.quarkustelegram.runtime.fast.transport.NettyLeakWatch;
import io.github.quarkustelegram.testing.server.BotApiAssertions;
import io.github.quarkustelegram.testing.server.ExpectedCall;
import io.github.quarkustelegram.testing.server.FakeBotApiServer;
import io.github.quarkustelegram.testing.server.RecordedRequest;

/**
 * One {@link FakeBotApiServer} and the clients pointed at it, shared by every test class of a run (the generated
 * client tests register it with {@code @RegisterExtension}). Started by the first class that needs it, closed when
 * the run ends. Test classes may run in parallel: each uses its own method names, and the server keeps scripts and
 * records per method.
 *
 * <p>
 * The clients are built the way an application outside CDI builds one, with retries and flood control off, so
 * that each test sees exactly one request and no waiting; on the transport {@value #TRANSPORT_PROPERTY} chooses. On
 * the fast transport, Netty's leak detector runs at PARANOID for the whole run, and each test class fails if a
 * buffer leak was reported by its end.
 */
public final class SharedFakeBotApi implements BeforeAllCallback, AfterAllCallback {

    /** The token the clients use: shaped like a real one, so that a leak in any message is found. */
    public static final String TOKEN = "123456789:AAHsample-Token_for_GENERATED-tests";

    /**
     * The read timeout of {@link #impatientBot()}. The client's deadline runs from the start of the call, connect and
     * upload included, and the timeout tests need the request to arrive before it passes: 300 ms proved too short
     * on a 2-core machine busy with other builds (a multipart request did not get out in time).
     */
    public static final Duration SHORT_READ_TIMEOUT = Duration.ofSeconds(1);

    /** The read timeout of the other clients: long enough for a loaded machine, short enough to fail a hang. */
    public static final Duration READ_TIMEOUT = Duration.ofSeconds(15);

    /**
     * The system property choosing the clients' transport: {@code fast} for the fast transport (the surefire
     * execution {@code generated-client-tests-fast} sets it), anything else or nothing for the REST client.
     */
    public static final String TRANSPORT_PROPERTY = "quarkus-telegram.test.transport";

    private static final SharedFakeBotApi SHARED = new SharedFakeBotApi();
    private static final ExtensionContext.Namespace NAMESPACE = ExtensionContext.Namespace.create(SharedFakeBotApi.class);

    private volatile Resources resources;

    private SharedFakeBotApi() {
    }

    /** @return the instance shared by the run */
    public static SharedFakeBotApi shared() {
        return SHARED;
    }

    @Override
    public void beforeAll(ExtensionContext context) {
        Resources started = context.getRoot().getStore(NAMESPACE)
                .computeIfAbsent(Resources.class, type -> Resources.start(), Resources.class);
        resources = started;
    }

    @Override
    public void afterAll(ExtensionContext context) {
        Resources r = resources;
        if (r != null && r.leaks != null) {
            r.leaks.assertNoLeaksReportedYet();
        }
    }

    public FakeBotApiServer server() {
        return resources().server;
    }

    public String token() {
        return TOKEN;
    }

    /** @return the blocking bot */
    public TelegramBot bot() {
        return resources().client.bot();
    }

    /** @return the reactive bot */
    public ReactiveTelegramBot reactiveBot() {
        return resources().client.reactiveBot();
    }

    /** @return the transport the clients of this run use, as {@value #TRANSPORT_PROPERTY} says */
    public static TransportKind transportKind() {
        return "fast".equals(System.getProperty(TRANSPORT_PROPERTY)) ? TransportKind.FAST
                : TransportKind.REST_CLIENT;
    }

    /** @return a blocking bot that waits {@link #SHORT_READ_TIMEOUT} for an answer */
    public TelegramBot impatientBot() {
        return resources().impatientClient.bot();
    }

    /**
     * Takes the next request of the call's method from the fake, checks it against the expectation and checks that
     * no other request of that method came (the client sent the call once).
     *
     * @param call what Telegram must receive
     * @return the request
     */
    public RecordedRequest verify(ExpectedCall call) {
        RecordedRequest sent = server().takeRequest(call.methodName());
        call.verify(sent, TOKEN);
        assertThat(server().pendingRequests(call.methodName()))
                .as("%s was sent once, no retry", call.methodName()).isZero();
        return sent;
    }

    /** @param failure an exception a call threw; asserts the token appears nowhere in it */
    public void assertNoToken(Throwable failure) {
        BotApiAssertions.assertNoToken(failure, TOKEN);
    }

    /** @param sent a request whose call timed out or was cancelled; asserts the client let go of its connection */
    public void assertAbandoned(RecordedRequest sent) {
        BotApiAssertions.assertAbandoned(sent);
    }

    private Resources resources() {
        Resources r = resources;
        if (r == null) {
            throw new IllegalStateException("Register SharedFakeBotApi with @RegisterExtension on a static field");
        }
        return r;
    }

    /** The server and the clients; closed by JUnit at the end of the run (root store, AutoCloseable). */
    private static final class Resources implements AutoCloseable {
        final FakeBotApiServer server;
        final TelegramClient client;
        final TelegramClient impatientClient;
        /** Netty's leak detector, watched on the fast transport (whose buffers are the ones to watch); else null. */
        final NettyLeakWatch leaks;

        private Resources(FakeBotApiServer server, NettyLeakWatch leaks) {
            this.server = server;
            this.leaks = leaks;
            this.client = client(server, READ_TIMEOUT);
            this.impatientClient = client(server, SHORT_READ_TIMEOUT);
        }

        /** A client as an application outside CDI builds it, with retry and flood control off. */
        private static TelegramClient client(FakeBotApiServer server, Duration readTimeout) {
            return TelegramClient.builder()
                    .token(TOKEN)
                    .baseUrl(server.baseUrl())
                    .connectTimeout(Duration.ofSeconds(5))
                    .readTimeout(readTimeout)
                    .retry(RetryPolicy.none())
                    .floodControl(FloodControlLimits.disabled())
                    .transport(transportKind())
                    .build();
        }

        static Resources start() {
            NettyLeakWatch leaks = transportKind() == TransportKind.FAST ? NettyLeakWatch.start() : null;
            FakeBotApiServer server = FakeBotApiServer.start();
            try {
                return new Resources(server, leaks);
            } catch (RuntimeException e) {
                server.close();
                throw e;
            }
        }

        @Override
        public void close() {
            try {
                client.close();
                impatientClient.close();
            } finally {
                server.close();
                if (leaks != null) {
                    leaks.stop();
                }
            }
        }
    }
}
