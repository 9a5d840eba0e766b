package io.github.quarkustelegram.examples.files;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.concurrent.atomic.AtomicInteger;

import jakarta.inject.Inject;

import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import io.github.quarkustelegram.TelegramBot;
import io.github.quarkustelegram.testing.server.FakeBotApiServerClient;
import io.github.quarkustelegram.testing.server.RecordedRequest;
import io.github.quarkustelegram.testing.telegram.FakeTelegramClient;
import io.github.quarkustelegram.testing.telegram.FakeUser;
import io.github.quarkustelegram.testing.telegram.TranscriptEntry;
import io.quarkus.test.junit.QuarkusTest;

/** The file desk through the fake Telegram: uploads, downloads and file ids, as a user sees them. */
@QuarkusTest
class FileDeskTest {

    private static final Duration WAIT = Duration.ofSeconds(10);
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final AtomicInteger MESSAGE_IDS = new AtomicInteger(100_000);

    @ConfigProperty(name = "quarkus.telegram.api.base-url")
    String telegramUrl;

    @Inject
    TelegramBot bot;

    private FakeTelegramClient telegram;
    private FakeBotApiServerClient api; // the fake's records of calls and downloads

    @BeforeEach
    void connect() {
        telegram = FakeTelegramClient.connect(telegramUrl);
        api = FakeBotApiServerClient.connect(telegramUrl);
    }

    @Test
    void sampleIsUploadedFromBytes() throws Exception {
        telegram.user(1, "Ada").sends("/sample");
        TranscriptEntry sample = telegram.awaitReply(1);
        assertThat(sample.kind()).isEqualTo("sendDocument");
        assertThat(sample.text()).isEqualTo("A sample file: send it back to me.");
        JsonNode document = JSON.readTree(sample.json()).path("document");
        assertThat(document.path("file_name").asText()).isEqualTo("cities.csv");
        assertThat(document.path("file_size").asInt()).isEqualTo(42); // the bytes, uploaded as a multipart file
    }

    @Test
    void aDocumentIsDownloadedReadAndSentBackByItsFileId() throws Exception {
        FakeUser grace = telegram.user(2, "Grace");
        JsonNode document = sampleDocument(grace);

        sendsDocument(grace, document); // as if Grace sent the file back to the bot
        TranscriptEntry read = telegram.awaitReply(2);
        assertThat(read.text()).isEqualTo("cities.csv: 3 lines, 6 words, 42 bytes.");
        // getFile gave the file's path; the bot downloaded it from the fake's /file/bot<token>/<path>.
        RecordedRequest getFile = api.takeRequest("getFile", WAIT);
        assertThat(getFile.json().path("file_id").asText()).isEqualTo(document.path("file_id").asText());
        String filePath = bot.getFile(document.path("file_id").asText()).filePath(); // asked again, by the test
        assertThat(api.takeDownload(filePath, WAIT).path()).endsWith("/" + filePath);

        grace.presses("Send it back");
        TranscriptEntry back = telegram.awaitReply(2);
        assertThat(back.kind()).isEqualTo("sendDocument");
        assertThat(back.text()).isEqualTo("Here is cities.csv again.");
        // By reference: the same file, no upload.
        assertThat(JSON.readTree(back.json()).path("document").path("file_id").asText())
                .isEqualTo(document.path("file_id").asText());
    }

    @Test
    void aDocumentTooLargeToDownloadIsRefusedBeforeAnyDownload() throws Exception {
        FakeUser linus = telegram.user(3, "Linus");
        ObjectNode huge = JSON.createObjectNode().put("file_id", "BQACAgIAAxkBAAIBig").put("file_unique_id", "AgADig")
                .put("file_name", "backup.tar").put("file_size", 25L * 1024 * 1024);
        long getFiles = getFiles();
        sendsDocument(linus, huge);
        assertThat(telegram.awaitReply(3).text()).isEqualTo("backup.tar is 25 MB: I can download files of up to 20 MB.");
        assertThat(getFiles()).isEqualTo(getFiles); // not even its path asked for
    }

    private long getFiles() {
        return telegram.methodsCalled().stream().filter("getFile"::equals).count();
    }

    /** @return the document of /sample's answer, a file the fake Telegram keeps (and serves for download) */
    private JsonNode sampleDocument(FakeUser user) throws Exception {
        user.sends("/sample");
        return JSON.readTree(telegram.awaitReply(user.id()).json()).path("document");
    }

    /**
     * The user sends a document in their private chat. The fake's users have no "send a document" action yet, so the
     * test puts the message in the bot's updates itself, as Telegram would deliver it.
     */
    private void sendsDocument(FakeUser user, JsonNode document) {
        ObjectNode message = JSON.createObjectNode();
        message.put("message_id", MESSAGE_IDS.incrementAndGet());
        message.put("date", System.currentTimeMillis() / 1000);
        message.putObject("chat").put("id", user.id()).put("type", "private").put("first_name", user.firstName());
        message.putObject("from").put("id", user.id()).put("is_bot", false).put("first_name", user.firstName());
        message.set("document", document);
        telegram.injectUpdate("message", message.toString());
    }
}
