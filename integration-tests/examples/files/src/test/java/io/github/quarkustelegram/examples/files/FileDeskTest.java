package io.github.quarkustelegram.examples.files;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import java.nio.charset.StandardCharsets;
import java.time.Duration;

import jakarta.inject.Inject;

import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import io.github.quarkustelegram.TelegramBot;
import io.github.quarkustelegram.testing.server.FakeBotApiServerClient;
import io.github.quarkustelegram.testing.server.RecordedRequest;
import io.github.quarkustelegram.testing.telegram.FakeTelegramClient;
import io.github.quarkustelegram.testing.telegram.FakeUser;
import io.github.quarkustelegram.testing.telegram.TranscriptEntry;
import io.github.quarkustelegram.testing.telegram.UserAction;
import io.quarkus.test.junit.QuarkusTest;

/** The file desk through the fake Telegram: uploads, downloads and file ids, as a user sees them. */
@QuarkusTest
class FileDeskTest {

    private static final Duration WAIT = Duration.ofSeconds(10);
    private static final ObjectMapper JSON = new ObjectMapper();

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
        byte[] visits = "name,visits\nAda,3\nGrace,5\n".getBytes(StandardCharsets.UTF_8);

        UserAction sent = grace.sendsDocument("visits.csv", "text/csv", visits, null);
        TranscriptEntry read = telegram.awaitReply(2);
        assertThat(read.text()).isEqualTo("visits.csv: 3 lines, 6 words, 26 bytes.");
        // getFile gave the file's path; the bot downloaded it from the fake's /file/bot<token>/<path>.
        RecordedRequest getFile = api.takeRequest("getFile", WAIT);
        String fileId = getFile.json().path("file_id").asText();
        String filePath = bot.getFile(fileId).filePath(); // asked again, by the test
        assertThat(api.takeDownload(filePath, WAIT).path()).endsWith("/" + filePath);
        assertThat(telegram.transcript()).filteredOn(entry -> entry.chatId() == 2 && entry.messageId() == sent.messageId())
                .extracting(TranscriptEntry::from, TranscriptEntry::kind)
                .containsExactly(tuple(TranscriptEntry.From.USER, "document"));

        grace.presses("Send it back");
        TranscriptEntry back = telegram.awaitReply(2);
        assertThat(back.kind()).isEqualTo("sendDocument");
        assertThat(back.text()).isEqualTo("Here is visits.csv again.");
        // By reference: the same file, no upload.
        assertThat(JSON.readTree(back.json()).path("document").path("file_id").asText()).isEqualTo(fileId);
    }

    @Test
    void aDocumentTooLargeToDownloadIsRefusedBeforeAnyDownload() throws Exception {
        FakeUser linus = telegram.user(3, "Linus");
        long getFiles = getFiles();
        linus.sendsDocument("backup.tar", "application/x-tar", new byte[25 * 1024 * 1024], null);
        assertThat(telegram.awaitReply(3).text()).isEqualTo("backup.tar is 25 MB: I can download files of up to 20 MB.");
        assertThat(getFiles()).isEqualTo(getFiles); // not even its path asked for
    }

    private long getFiles() {
        return telegram.methodsCalled().stream().filter("getFile"::equals).count();
    }
}
