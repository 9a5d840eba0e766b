package io.github.quarkustelegram.runtime.multipart;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import io.github.quarkustelegram.TelegramClient;
import io.github.quarkustelegram.error.TelegramApiException;
import io.github.quarkustelegram.method.SendDocument;
import io.github.quarkustelegram.method.SendMessage;
import io.github.quarkustelegram.model.ChatId;
import io.github.quarkustelegram.model.InputFile;
import io.github.quarkustelegram.resilience.FloodControlLimits;
import io.github.quarkustelegram.resilience.RetryPolicy;
import io.github.quarkustelegram.testing.server.FakeBotApiServer;
import io.github.quarkustelegram.testing.server.FakeReply;
import io.github.quarkustelegram.testing.server.RecordedPart;
import io.smallrye.mutiny.subscription.Cancellable;

/**
 * A stream upload is copied once per call, above the retries: every attempt sends the same bytes, and the copy is
 * gone when the call ends, however it ends.
 */
@Timeout(60)
class UploadSpoolingTest {

    private static final String TOKEN = "24680:spooling-TEST";
    private static final String MESSAGE = "{\"message_id\":1,\"date\":0,\"chat\":{\"id\":1,\"type\":\"private\"}}";
    private static final Duration WAIT = Duration.ofSeconds(20);
    private static final byte[] CONTENT = "quarterly report, read once".getBytes(StandardCharsets.UTF_8);

    static FakeBotApiServer api;

    @TempDir
    Path spoolDirectory;

    private TelegramClient client;

    @BeforeAll
    static void start() {
        api = FakeBotApiServer.start();
    }

    @AfterAll
    static void stop() {
        api.close();
    }

    @AfterEach
    void close() {
        if (client != null) {
            client.close();
        }
        api.reset();
    }

    @Test
    void aStreamRetriedAfterA5xxIsSentWholeEachTimeAndItsCopyDeleted() throws Exception {
        client = client(true);
        api.stub("sendDocument", FakeReply.error(502, "Bad Gateway"), FakeReply.ok(MESSAGE));

        client.transport().execute(document(new ByteArrayInputStream(CONTENT))).await().atMost(WAIT);

        assertThat(documentsSent()).hasSize(2).allSatisfy(part -> assertThat(part.content()).isEqualTo(CONTENT));
        assertThat(spooled()).isEmpty();
    }

    @Test
    void aBlockingCallRetriedAfterA429IsSentWholeEachTimeAndItsCopyDeleted() throws Exception {
        client = client(false);
        api.stub("sendDocument", FakeReply.tooManyRequests(0), FakeReply.ok(MESSAGE));

        client.transport().call(document(new ByteArrayInputStream(CONTENT)));

        assertThat(documentsSent()).hasSize(2).allSatisfy(part -> assertThat(part.content()).isEqualTo(CONTENT));
        assertThat(spooled()).isEmpty();
    }

    @Test
    void aCallThatFailsReportsTheRealErrorAndLeavesNoCopy() throws Exception {
        client = client(true);
        api.stub("sendDocument", FakeReply.error(503, "Service Unavailable"), FakeReply.error(503,
                "Service Unavailable"), FakeReply.error(503, "Service Unavailable"));

        assertThatThrownBy(() -> client.transport().call(document(new ByteArrayInputStream(CONTENT))))
                .isInstanceOf(TelegramApiException.class).hasMessageContaining("Service Unavailable");
        assertThat(documentsSent()).hasSize(3);
        assertThat(spooled()).isEmpty();
    }

    @Test
    void aCancelDuringTheCopyLeavesNoFileAndSendsNothing() throws Exception {
        client = client(true);
        api.stub("sendDocument", FakeReply.ok(MESSAGE));
        HeldStream stream = new HeldStream();

        Cancellable call = client.transport().execute(document(stream)).subscribe().with(ok -> {
        }, failure -> {
        });
        assertThat(stream.firstChunkRead.await(10, TimeUnit.SECONDS)).isTrue();
        assertThat(spooled()).hasSize(1); // the copy has begun
        call.cancel();
        stream.rest.countDown();

        assertThat(stream.closed.await(10, TimeUnit.SECONDS)).isTrue();
        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
        while (!spooled().isEmpty() && System.nanoTime() < until) {
            Thread.sleep(10);
        }
        assertThat(spooled()).as("copies left by a cancelled call").isEmpty();
        Thread.sleep(200);
        assertThat(api.requests("sendDocument")).as("a cancelled call sent").isEmpty();
    }

    @Test
    void callsThatCannotUploadPassStraightThrough() {
        assertThat(UploadingRequests.canUpload(SendMessage.class)).isFalse();
        assertThat(UploadingRequests.canUpload(SendDocument.class)).isTrue();
        assertThat(UploadingRequests.canUpload(io.github.quarkustelegram.method.SendMediaGroup.class)).isTrue();
        assertThat(UploadingRequests.canUpload(io.github.quarkustelegram.method.EditMessageMedia.class)).isTrue();
        assertThat(UploadingRequests.canUpload(io.github.quarkustelegram.method.AnswerCallbackQuery.class))
                .isFalse();
    }

    private TelegramClient client(boolean retryNonIdempotent) {
        return TelegramClient.builder().token(TOKEN).baseUrl(api.baseUrl()).uploadDirectory(spoolDirectory)
                .retry(RetryPolicy.builder().maxAttempts(3).initialBackoff(Duration.ofMillis(10)).jitter(false)
                        .retryNonIdempotent(retryNonIdempotent).build())
                .floodControl(FloodControlLimits.disabled())
                .build();
    }

    private static SendDocument document(InputStream content) {
        return SendDocument.builder(ChatId.of(42L), InputFile.upload(content, "report.txt")).build();
    }

    private static List<RecordedPart> documentsSent() {
        return api.requests("sendDocument").stream()
                .map(request -> request.parts().stream().filter(p -> p.name().equals("document")).findFirst()
                        .orElseThrow())
                .toList();
    }

    private List<Path> spooled() throws IOException {
        try (Stream<Path> files = Files.list(spoolDirectory)) {
            return files.toList();
        }
    }

    /** A stream that gives a first chunk, then holds the rest until the test lets it go. */
    private static final class HeldStream extends InputStream {
        final CountDownLatch firstChunkRead = new CountDownLatch(1);
        final CountDownLatch rest = new CountDownLatch(1);
        final CountDownLatch closed = new CountDownLatch(1);
        private int reads;

        @Override
        public int read() {
            throw new UnsupportedOperationException("read in chunks");
        }

        @Override
        public int read(byte[] buffer, int offset, int length) throws IOException {
            switch (reads++) {
                case 0:
                    buffer[offset] = 'a';
                    return 1;
                case 1:
                    firstChunkRead.countDown();
                    try {
                        rest.await();
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                        throw new IOException(e);
                    }
                    buffer[offset] = 'b';
                    return 1;
                default:
                    return -1;
            }
        }

        @Override
        public void close() {
            closed.countDown();
        }
    }
}
