package io.github.quarkustelegram.runtime.files;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import io.github.quarkustelegram.error.NotFoundException;
import io.github.quarkustelegram.files.TelegramFiles;
import io.github.quarkustelegram.model.File;
import io.github.quarkustelegram.runtime.transport.BotApiEndpoint;
import io.github.quarkustelegram.runtime.transport.HttpOptions;
import io.github.quarkustelegram.runtime.transport.restclient.RestClientTransport;
import io.github.quarkustelegram.testing.server.FakeBotApiServer;
import io.github.quarkustelegram.testing.server.RecordedRequest;
import io.vertx.core.Vertx;

/** Downloads from a local server, and from the disk of a local Bot API server running with --local. */
@Timeout(60)
class TelegramFilesTest {

    private static final String TOKEN = "8642:files-TEST_token";
    private static final Duration WAIT = Duration.ofSeconds(20);

    static FakeBotApiServer api;
    static RestClientTransport transport;
    static TelegramFiles files;
    @TempDir
    static Path dir;
    static byte[] content;

    @BeforeAll
    static void start() throws Exception {
        api = FakeBotApiServer.start();
        transport = new RestClientTransport(new BotApiEndpoint(api.baseUrl(), TOKEN, false),
                HttpOptions.defaults());
        files = new RestClientFiles(transport, dir);
        content = new byte[3 * 1024 * 1024 + 17];
        for (int i = 0; i < content.length; i++) {
            content[i] = (byte) (i * 31);
        }
    }

    @AfterAll
    static void stop() {
        transport.close();
        api.close();
    }

    @BeforeEach
    void serveTheFile() {
        api.reset();
        for (String path : new String[] { "documents/file_7.pdf", "photos/file_1.jpg", "photos/file_2.jpg" }) {
            api.stubFile(path, content);
        }
    }

    private static File file(String path) {
        return File.builder("BQACAgIAAxkBAAIB", "AgADBQAC").filePath(path).build();
    }

    @Test
    void downloadsToAPathFromTheFileUrl() throws Exception {
        Path target = dir.resolve("out/doc.bin");

        Path written = files.download(file("documents/file_7.pdf"), target).await().atMost(WAIT);

        assertThat(written).isEqualTo(target);
        assertThat(Files.readAllBytes(target)).isEqualTo(content);
        RecordedRequest request = api.takeDownload("documents/file_7.pdf");
        assertThat(request.httpMethod()).isEqualTo("GET");
        assertThat(request.path()).isEqualTo("/file/bot" + TOKEN + "/documents/file_7.pdf");
        try (Stream<Path> left = Files.list(target.getParent())) {
            assertThat(left).containsExactly(target);
        }
    }

    @Test
    void readsIntoMemoryAndOpensAStream() throws Exception {
        assertThat(files.read("photos/file_1.jpg").await().atMost(WAIT)).isEqualTo(content);
        assertThat(api.takeDownload("photos/file_1.jpg").path()).isEqualTo("/file/bot" + TOKEN + "/photos/file_1.jpg");

        try (InputStream in = files.openStream(file("photos/file_2.jpg"))) {
            assertThat(in.readAllBytes()).isEqualTo(content);
        }
        assertThat(api.takeDownload("photos/file_2.jpg").path()).endsWith("/photos/file_2.jpg");
    }

    @Test
    void aMissingFileIsTheServersError() throws Exception {
        // a file the server does not have: Telegram's 404 "Not Found"
        Path target = dir.resolve("missing.bin");

        NotFoundException e = catchThrowableOfType(NotFoundException.class,
                () -> files.download("documents/none.pdf", target).await().atMost(WAIT));

        assertThat(e.errorCode()).isEqualTo(404);
        assertThat(e.methodName()).isEqualTo(TelegramFiles.LABEL);
        assertThat(target).doesNotExist();
        assertThat(catchThrowableOfType(NotFoundException.class, () -> files.openStream("documents/none.pdf")))
                .isNotNull();
    }

    @Test
    void anAbsolutePathIsALocalServersFileReadFromDisk() throws Exception {
        Path local = dir.resolve(TOKEN).resolve("documents");
        Files.createDirectories(local);
        Path onDisk = Files.write(local.resolve("file_3.pdf"), new byte[] { 1, 2, 3, 4 });
        String absolute = onDisk.toAbsolutePath().toString();

        assertThat(files.read(absolute).await().atMost(WAIT)).containsExactly(1, 2, 3, 4);
        Path target = files.download(file(absolute), dir.resolve("copy.pdf")).await().atMost(WAIT);
        assertThat(Files.readAllBytes(target)).containsExactly(1, 2, 3, 4);
        try (InputStream in = files.openStream(absolute)) {
            assertThat(in.readAllBytes()).containsExactly(1, 2, 3, 4);
        }
        assertThat(api.requests()).as("nothing was asked of the server").isEmpty();

        UncheckedIOException missing = catchThrowableOfType(UncheckedIOException.class,
                () -> files.read(local.resolve("gone.pdf").toString()).await().atMost(WAIT));
        assertThat(missing.getMessage()).doesNotContain(TOKEN).contains("<token>");
        assertThat(missing.getCause().getMessage()).doesNotContain(TOKEN);
    }

    @Test
    void anAbsolutePathOutsideTheLocalServersDirectoryIsRefused() throws Exception {
        Path outside = Files.createTempFile("not-the-bot-api-server-", ".txt");
        try {
            Files.writeString(outside, "SECRET=" + TOKEN);
            for (String path : new String[] { outside.toString(), "/proc/self/environ", "/etc/passwd" }) {
                assertThatThrownBy(() -> files.read(path)).isInstanceOf(IllegalArgumentException.class)
                        .hasMessageContaining("not below the local Bot API server's directory");
                assertThatThrownBy(() -> files.openStream(path)).isInstanceOf(IllegalArgumentException.class);
                assertThatThrownBy(() -> files.download(path, dir.resolve("stolen.txt")))
                        .isInstanceOf(IllegalArgumentException.class);
            }
            assertThat(dir.resolve("stolen.txt")).doesNotExist();
        } finally {
            Files.deleteIfExists(outside);
        }
    }

    @Test
    void withoutALocalServerEveryAbsolutePathIsRefused() throws Exception {
        Path onDisk = Files.write(dir.resolve("file_9.pdf"), new byte[] { 9 });
        TelegramFiles remoteOnly = new RestClientFiles(transport);

        assertThatThrownBy(() -> remoteOnly.read(onDisk.toAbsolutePath().toString()))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("quarkus.telegram.api.local-files-root");
        assertThat(remoteOnly.read("documents/file_7.pdf").await().atMost(WAIT)).isEqualTo(content);
    }

    @Test
    void aParentSegmentIsRefusedInAnyPath() {
        for (String path : new String[] { "documents/../../../etc/passwd", "..", dir + "/documents/../../x",
                "photos\\..\\..\\secret" }) {
            assertThatThrownBy(() -> files.read(path)).as(path).isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("'..'");
        }
        assertThat(api.requests()).as("nothing was asked of the server").isEmpty();
    }

    @Test
    void aLinkInsideTheLocalDirectoryToAFileOutsideIsRefused() throws Exception {
        Path outside = Files.createTempFile("outside-", ".txt");
        Path link = dir.resolve("link-" + System.nanoTime() + ".txt");
        try {
            Files.createSymbolicLink(link, outside);
            assertThatThrownBy(() -> files.read(link.toString())).isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("not below");
        } finally {
            Files.deleteIfExists(link);
            Files.deleteIfExists(outside);
        }
    }

    @Test
    void aFailedLocalDownloadLeavesTheTargetAsItWas() throws Exception {
        Path target = Files.writeString(dir.resolve("kept.txt"), "previous");

        assertThatThrownBy(() -> files.download(dir.resolve("missing.pdf").toString(), target).await().atMost(WAIT))
                .isInstanceOf(UncheckedIOException.class);

        assertThat(Files.readString(target)).isEqualTo("previous");
        try (Stream<Path> left = Files.list(dir)) {
            assertThat(left.map(p -> p.getFileName().toString())).noneMatch(name -> name.endsWith(".part"));
        }
    }

    @Test
    void aFileWithoutPathIsRefused() {
        File noPath = File.builder("BQACAgIAAxkBAAIB", "AgADBQAC").build();
        assertThatThrownBy(() -> files.read(noPath))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("getFile");
    }

    @Test
    void theBlockingStreamRefusesAnEventLoop() throws Exception {
        Vertx vertx = Vertx.vertx();
        try {
            CompletableFuture<Throwable> thrown = new CompletableFuture<>();
            vertx.runOnContext(v -> {
                try {
                    files.openStream("photos/a.jpg").close();
                    thrown.complete(null);
                } catch (Throwable t) {
                    thrown.complete(t);
                }
            });
            assertThat(thrown.get(10, TimeUnit.SECONDS)).isInstanceOf(IllegalStateException.class)
                    .hasMessageContaining("downloadFile");
        } finally {
            vertx.close().toCompletionStage().toCompletableFuture().get(10, TimeUnit.SECONDS);
        }
    }
}
