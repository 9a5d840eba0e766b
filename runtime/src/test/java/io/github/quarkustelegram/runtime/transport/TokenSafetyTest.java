package io.github.quarkustelegram.runtime.transport;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import io.github.quarkustelegram.TelegramClient;
import io.github.quarkustelegram.error.NotFoundException;
import io.github.quarkustelegram.error.TelegramNetworkException;
import io.github.quarkustelegram.error.TelegramResponseException;
import io.github.quarkustelegram.model.ChatId;
import io.github.quarkustelegram.resilience.FloodControlLimits;
import io.github.quarkustelegram.resilience.RetryPolicy;
import io.github.quarkustelegram.testing.logging.LogCapture;
import io.github.quarkustelegram.testing.server.FakeBotApiServer;
import io.github.quarkustelegram.testing.server.FakeReply;

/**
 * A recognisable token, failing calls of every kind through the whole client (logging, retry, flood control, REST
 * transport, downloads), and the token nowhere: not in any message or {@code toString} of the exception chain, not in
 * a printed stack trace, not in any log record of any category at any level.
 */
@Timeout(60)
class TokenSafetyTest {

    private static final String TOKEN = "777000111:AAE-Recognisable_SECRET-token";

    @Test
    void noFailureAndNoLogLineShowsTheToken(@TempDir Path dir) throws IOException {
        int closedPort;
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getByName("127.0.0.1"))) {
            closedPort = socket.getLocalPort();
        }
        List<Throwable> failures = new ArrayList<>();
        List<String> log;
        try (var capture = LogCapture.start(); FakeBotApiServer api = FakeBotApiServer.start()) {
            RetryPolicy retryOnce = RetryPolicy.builder().maxAttempts(2).initialBackoff(Duration.ofMillis(10))
                    .maxBackoff(Duration.ofMillis(10)).retryNonIdempotent(true).build();
            // only logOut is meant to time out: the others get a deadline a loaded machine keeps
            try (TelegramClient client = client(api.baseUrl(), Duration.ofSeconds(10), retryOnce);
                    TelegramClient impatient = client(api.baseUrl(), Duration.ofMillis(300), retryOnce);
                    TelegramClient nowhere = client("http://127.0.0.1:" + closedPort, Duration.ofSeconds(2),
                            retryOnce)) {
                // the server quotes the URL, token included, in its error description
                api.handle("sendMessage", r -> FakeReply.error(404, "Not Found: " + r.path()));
                failures.add(expect(NotFoundException.class, () -> client.bot().sendMessage(ChatId.of(1), "x")));
                // a proxy page quoting the URL
                api.handle("getMe", r -> FakeReply.raw(502, "text/html",
                        ("<h1>502</h1><p>upstream " + r.path() + "</p>").getBytes(StandardCharsets.UTF_8)));
                failures.add(expect(TelegramResponseException.class, () -> client.bot().getMe()));
                // Vert.x's timeout message names the request's path
                api.stub("logOut", FakeReply.okTrue().after(Duration.ofSeconds(3)));
                failures.add(expect(TelegramNetworkException.class, () -> impatient.bot().logOut()));
                // connection refused
                failures.add(expect(TelegramNetworkException.class, () -> nowhere.bot().getMe()));
                // a file download refused by the server, and a local server's absolute path (which has the token)
                api.handleFile("documents/a.pdf", r -> FakeReply.error(404, "Not Found " + r.path()));
                failures.add(expect(NotFoundException.class, () -> client.files().read("documents/a.pdf")
                        .await().atMost(Duration.ofSeconds(10))));
                // refused without a local server's directory configured
                failures.add(expect(IllegalArgumentException.class, () -> client.files()
                        .download("/var/lib/telegram-bot-api/" + TOKEN + "/documents/file_1.pdf", dir.resolve("x"))
                        .await().atMost(Duration.ofSeconds(10))));
                // read below the configured one, and missing
                try (TelegramClient local = TelegramClient.builder().token(TOKEN).baseUrl(api.baseUrl())
                        .localFilesRoot(dir).build()) {
                    failures.add(expect(java.io.UncheckedIOException.class, () -> local.files()
                            .download(dir.resolve(TOKEN).resolve("documents/file_1.pdf").toString(),
                                    dir.resolve("x"))
                            .await().atMost(Duration.ofSeconds(10))));
                }
                failures.add(expect(RuntimeException.class, () -> TelegramClient.builder().token(TOKEN)
                        .baseUrl("not a url " + TOKEN).build()));
                assertThat(client.toString()).doesNotContain(TOKEN);
                assertThat(client.toString()).doesNotContain(TOKEN);
            }
            log = capture.snapshot();
        }

        assertThat(failures).hasSize(8).doesNotContainNull();
        for (Throwable failure : failures) {
            for (String text : texts(failure)) {
                assertThat(text).as("a message in the chain of %s", failure.getClass().getName())
                        .doesNotContain(TOKEN).doesNotContain("777000111%3A");
            }
        }
        // the log was captured: the logging transport reported each call
        assertThat(log).anyMatch(line -> line.contains("sendMessage failed in") && line.contains("404"));
        assertThat(log).anyMatch(line -> line.contains("logOut failed in") && line.contains("timeout"));
        assertThat(log).noneMatch(line -> line.contains(TOKEN));
    }

    private static TelegramClient client(String baseUrl, Duration readTimeout, RetryPolicy retry) {
        return TelegramClient.builder().token(TOKEN).baseUrl(baseUrl).readTimeout(readTimeout).retry(retry)
                .floodControl(FloodControlLimits.defaults()).build();
    }

    private static Throwable expect(Class<? extends Throwable> type,
            org.assertj.core.api.ThrowableAssert.ThrowingCallable call) {
        Throwable failure = catchThrowable(call);
        assertThat(failure).isInstanceOf(type);
        return failure;
    }

    /** Every message, toString and printed stack trace in a failure's chain, suppressed exceptions included. */
    private static List<String> texts(Throwable failure) {
        List<String> texts = new ArrayList<>();
        StringWriter printed = new StringWriter();
        failure.printStackTrace(new PrintWriter(printed));
        texts.add(printed.toString());
        collect(failure, texts, new IdentityHashMap<>());
        return texts;
    }

    private static void collect(Throwable t, List<String> texts, Map<Throwable, Boolean> seen) {
        if (t == null || seen.put(t, Boolean.TRUE) != null) {
            return;
        }
        texts.add(String.valueOf(t.getMessage()));
        texts.add(String.valueOf(t.getLocalizedMessage()));
        texts.add(t.toString());
        for (Throwable s : t.getSuppressed()) {
            collect(s, texts, seen);
        }
        collect(t.getCause(), texts, seen);
    }
}
