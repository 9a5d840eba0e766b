package io.github.quarkustelegram.examples.files;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import java.nio.charset.StandardCharsets;
import java.time.Duration;

import jakarta.inject.Inject;

import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import io.github.quarkustelegram.TelegramBot;
import io.github.quarkustelegram.testing.server.FakeBotApiServerClient;
import io.github.quarkustelegram.testing.server.RecordedRequest;
import io.github.quarkustelegram.testing.telegram.FakeTelegramClient;
import io.github.quarkustelegram.testing.telegram.FakeUser;
import io.github.quarkustelegram.testing.telegram.InjectFakeTelegram;
import io.github.quarkustelegram.testing.telegram.TranscriptEntry;
import io.github.quarkustelegram.testing.telegram.UserAction;
import io.quarkus.test.junit.QuarkusTest;

/** The file desk through the fake Telegram: uploads, downloads and file ids, as a user sees them. */
@QuarkusTest
class FileDeskTest {

    private static final Duration WAIT = Duration.ofSeconds(10);
    private static final ObjectMapper JSON = new ObjectMapper();

    @InjectFakeTelegram
    FakeTelegramClient telegram;

    @ConfigProperty(name = "quarkus.telegram.api.base-url")
    String telegramUrl; // for the fake's records of downloads, which FakeTelegramClient does not read

    @Inject
    TelegramBot bot;

    @Test
    void sampleIsUploadedFromBytes() throws Exception {
        TranscriptEntry sample = telegram.user(1, "Ada").sends("/sample").reply();
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
        TranscriptEntry read = sent.reply();
        assertThat(read.text()).isEqualTo("visits.csv: 3 lines, 6 words, 26 bytes.");
        // getFile gave the file's path; the bot downloaded it from the fake's /file/bot<token>/<path>.
        RecordedRequest getFile = telegram.takeRequest("getFile", WAIT);
        String fileId = getFile.json().path("file_id").asText();
        String filePath = bot.getFile(fileId).filePath(); // asked again, by the test
        assertThat(FakeBotApiServerClient.connect(telegramUrl).takeDownload(filePath, WAIT).path()).endsWith("/" + filePath);
        assertThat(telegram.transcript()).filteredOn(entry -> entry.chatId() == 2 && entry.messageId() == sent.messageId())
                .extracting(TranscriptEntry::from, TranscriptEntry::kind)
                .containsExactly(tuple(TranscriptEntry.From.USER, "document"));

        TranscriptEntry back = grace.presses("Send it back").reply();
        assertThat(back.kind()).isEqualTo("sendDocument");
        assertThat(back.text()).isEqualTo("Here is visits.csv again.");
        // By reference: the same file, no upload.
        assertThat(JSON.readTree(back.json()).path("document").path("file_id").asText()).isEqualTo(fileId);
    }

    @Test
    void aDocumentTooLargeToDownloadIsRefusedBeforeAnyDownload() throws Exception {
        FakeUser linus = telegram.user(3, "Linus");
        long getFiles = getFiles();
        assertThat(linus.sendsDocument("backup.tar", "application/x-tar", new byte[25 * 1024 * 1024], null).reply().text())
                .isEqualTo("backup.tar is 25 MB: I can download files of up to 20 MB.");
        assertThat(getFiles()).isEqualTo(getFiles); // not even its path asked for
    }

    private long getFiles() {
        return telegram.methodsCalled().stream().filter("getFile"::equals).count();
    }
}
