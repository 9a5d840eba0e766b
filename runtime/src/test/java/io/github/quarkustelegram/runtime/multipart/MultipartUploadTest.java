package io.github.quarkustelegram.runtime.multipart;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import com.fasterxml.jackson.databind.ObjectMapper;

import io.github.quarkustelegram.json.TelegramJson;
import io.github.quarkustelegram.method.SendDocument;
import io.github.quarkustelegram.method.SendMediaGroup;
import io.github.quarkustelegram.method.SendPhoto;
import io.github.quarkustelegram.model.ChatId;
import io.github.quarkustelegram.model.InputFile;
import io.github.quarkustelegram.model.InputMediaPhoto;
import io.github.quarkustelegram.model.InputMediaVideo;
import io.github.quarkustelegram.model.Message;
import io.github.quarkustelegram.runtime.transport.BotApiEndpoint;
import io.github.quarkustelegram.runtime.transport.HttpOptions;
import io.github.quarkustelegram.runtime.transport.restclient.RestClientTransport;
import io.github.quarkustelegram.testing.server.FakeBotApiServer;
import io.github.quarkustelegram.testing.server.FakeReply;
import io.github.quarkustelegram.testing.server.RecordedPart;
import io.github.quarkustelegram.testing.server.RecordedRequest;

/** Uploads through the real transport to a server that parses the multipart body. */
@Timeout(120)
class MultipartUploadTest {

    /** The heap of the JVM the 50 MB upload runs in: less than the file. */
    static final int HEAP_MB = 40;

    private static final String TOKEN = "13579:multipart-TEST";
    private static final ObjectMapper MAPPER = TelegramJson.mapper();
    private static final String MESSAGE = "{\"message_id\":1,\"date\":0,\"chat\":{\"id\":1,\"type\":\"private\"}}";
    private static final Duration WAIT = Duration.ofSeconds(20);

    static FakeBotApiServer api;
    static RestClientTransport transport;

    @BeforeAll
    static void start() {
        api = FakeBotApiServer.start();
        transport = new RestClientTransport(new BotApiEndpoint(api.baseUrl(), TOKEN, false),
                HttpOptions.defaults());
    }

    @AfterAll
    static void stop() {
        transport.close();
        api.close();
    }

    @BeforeEach
    void reset() {
        api.reset();
    }

    @Test
    void mediaGroupSendsTwoUploadsAsAttachedPartsAndKeepsTheFileId(@TempDir Path dir) throws Exception {
        Path photo = dir.resolve("photo.jpg");
        Files.write(photo, new byte[] { (byte) 0xFF, (byte) 0xD8, 1, 2, 3 });
        InputFile.Upload first = InputFile.upload(photo);
        InputFile.Upload second = InputFile.upload("video bytes".getBytes(StandardCharsets.UTF_8), "clip.mp4");
        api.stub("sendMediaGroup", FakeReply.ok("[" + MESSAGE + "," + MESSAGE + "," + MESSAGE + "]"));

        List<Message> sent = transport.execute(SendMediaGroup.builder(ChatId.of(-100123L), List.of(
                InputMediaPhoto.builder(first).caption("first").build(),
                InputMediaVideo.builder(second).build(),
                InputMediaPhoto.builder(InputFile.reference("AgACAgIAAxkBAAIC")).build())).build())
                .await().atMost(WAIT);

        assertThat(sent).hasSize(3);
        RecordedRequest request = api.takeRequest("sendMediaGroup");
        assertThat(request.path()).isEqualTo("/bot" + TOKEN + "/sendMediaGroup");
        assertThat(request.header("content-type")).startsWith("multipart/form-data; boundary=");
        assertThat(request.parts()).extracting(RecordedPart::name).containsExactlyInAnyOrder("chat_id", "media",
                first.attachName(), second.attachName());
        assertThat(part(request, "chat_id").text()).isEqualTo("-100123");
        assertThat(MAPPER.readTree(part(request, "media").text())).isEqualTo(MAPPER.readTree("["
                + "{\"type\":\"photo\",\"media\":\"attach://" + first.attachName() + "\",\"caption\":\"first\"},"
                + "{\"type\":\"video\",\"media\":\"attach://" + second.attachName() + "\"},"
                + "{\"type\":\"photo\",\"media\":\"AgACAgIAAxkBAAIC\"}]"));
        RecordedPart photoPart = part(request, first.attachName());
        assertThat(photoPart.isFile()).isTrue();
        assertThat(photoPart.filename()).isEqualTo("photo.jpg");
        assertThat(photoPart.contentType()).isEqualTo("image/jpeg");
        assertThat(photoPart.content()).containsExactly(0xFF, 0xD8, 1, 2, 3);
        RecordedPart videoPart = part(request, second.attachName());
        assertThat(videoPart.filename()).isEqualTo("clip.mp4");
        assertThat(videoPart.contentType()).isEqualTo("video/mp4");
        assertThat(videoPart.text()).isEqualTo("video bytes");
    }

    @Test
    void aFileNameCannotEndItsHeaderParameterOrAddAHeader() {
        String hostile = "report\".pdf\r\nContent-Type: text/html\r\n\r\n<script>";
        InputFile.Upload upload = InputFile.upload(new byte[] { 1, 2, 3 }, hostile);
        api.stub("sendDocument", FakeReply.ok(MESSAGE));

        transport.execute(SendDocument.builder(ChatId.of(7L), upload).build()).await().atMost(WAIT);

        RecordedRequest request = api.takeRequest("sendDocument");
        assertThat(request.parts()).extracting(RecordedPart::name).containsExactlyInAnyOrder("chat_id", "document");
        RecordedPart document = part(request, "document");
        // the escapes as the transport wrote them; the receiving parser may change other characters (':')
        assertThat(document.filename()).startsWith("report%22.pdf%0D%0AContent-Type").endsWith("%0D%0A%0D%0A<script>")
                .doesNotContain("\"", "\r", "\n");
        assertThat(document.contentType()).isNotEqualTo("text/html");
        assertThat(document.content()).containsExactly(1, 2, 3);
        assertThat(PartFilenames.escape("plain name ✓.pdf")).isEqualTo("plain name ✓.pdf");
        assertThat(PartFilenames.escape("tab\there\u0000")).isEqualTo("tabhere");
    }

    @Test
    void aTopLevelUploadIsThePartOfItsParameterAndTextStaysUtf8() {
        InputFile.Upload photo = InputFile.upload(new byte[] { 9, 8, 7 }, "chart.png");
        api.stub("sendPhoto", FakeReply.ok(MESSAGE));

        transport.execute(SendPhoto.builder(ChatId.of("@channel"), photo).caption("héllo 👋 ✓").build())
                .await().atMost(WAIT);

        RecordedRequest request = api.takeRequest("sendPhoto");
        assertThat(request.parts()).extracting(RecordedPart::name).containsExactlyInAnyOrder("chat_id", "photo",
                "caption");
        assertThat(part(request, "photo").content()).containsExactly(9, 8, 7);
        assertThat(part(request, "photo").filename()).isEqualTo("chart.png");
        assertThat(part(request, "chat_id").text()).isEqualTo("@channel");
        assertThat(part(request, "caption").text()).isEqualTo("héllo 👋 ✓");
    }

    @Test
    void aStreamIsSentFromATemporaryFileThatIsDeletedAfterTheCall() throws IOException {
        List<Path> before = spooled();
        byte[] content = "streamed content".getBytes(StandardCharsets.UTF_8);
        api.stub("sendDocument", FakeReply.ok(MESSAGE));

        transport.execute(SendDocument.builder(ChatId.of(1),
                InputFile.upload(new ByteArrayInputStream(content), "notes.txt")).build()).await().atMost(WAIT);

        RecordedPart document = part(api.takeRequest("sendDocument"), "document");
        assertThat(document.content()).isEqualTo(content);
        assertThat(document.filename()).isEqualTo("notes.txt");
        assertThat(spooled()).isEqualTo(before);
    }

    @Test
    void aMissingFileFailsBeforeAnythingIsSent(@TempDir Path dir) {
        InputFile.Upload gone = InputFile.upload(dir.resolve("gone.pdf"));

        Throwable failure = org.assertj.core.api.Assertions.catchThrowable(() -> transport.execute(
                SendDocument.builder(ChatId.of(1), gone).build()).await().atMost(WAIT));

        assertThat(failure).isInstanceOf(java.io.UncheckedIOException.class).hasMessageContaining("gone.pdf");
        assertThat(api.requests()).isEmpty();
    }

    @Test
    void fiftyMegabytesStreamThroughAHeapSmallerThanTheFile(@TempDir Path dir) throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        List<String> command = new ArrayList<>(List.of(java, "-Xmx" + HEAP_MB + "m", "-XX:+UseSerialGC",
                "-cp", System.getProperty("java.class.path"), LargeUploadMain.class.getName(), dir.toString()));
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        String output;
        try (var in = process.getInputStream()) {
            output = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        assertThat(process.waitFor(100, TimeUnit.SECONDS)).isTrue();

        assertThat(process.exitValue()).as("the upload process said:%n%s", output).isZero();
        List<String> lines = output.lines().filter(l -> l.matches("(path|stream) \\d+ \\d+")).toList();
        assertThat(lines).as(output).hasSize(2);
        for (String line : lines) {
            String[] fields = line.split(" ");
            assertThat(Long.parseLong(fields[1])).as(line).isEqualTo(LargeUploadMain.SIZE);
            // the heap in use at its peak stayed well below the file's size
            assertThat(Long.parseLong(fields[2])).as(line).isLessThan(LargeUploadMain.SIZE * 3L / 4);
        }
    }

    private static RecordedPart part(RecordedRequest request, String name) {
        return request.part(name).orElseThrow(() -> new AssertionError("no part " + name + " in " + request.parts()));
    }

    private static List<Path> spooled() throws IOException {
        try (Stream<Path> files = Files.list(Path.of(System.getProperty("java.io.tmpdir")))) {
            return files.filter(p -> p.getFileName().toString().startsWith("quarkus-telegram-upload-")).sorted()
                    .toList();
        }
    }
}
