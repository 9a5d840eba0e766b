package io.github.quarkustelegram.clienttests;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import io.github.quarkustelegram.model.InputFile;
import io.github.quarkustelegram.testing.server.FakeBotApiServer;
import io.github.quarkustelegram.testing.server.RecordedRequest;
import io.github.quarkustelegram.testing.server.SampleFiles;

/**
 * {@link ExpectedClientCall} expects an {@link InputFile.Upload} as its file name and bytes, under its parameter or
 * its attach name; fake-bot-api's {@code ExpectedCallTest} checks the rest.
 */
@Timeout(20)
class ExpectedClientCallTest {

    private static final String TOKEN = "42:secret";
    private static final InputFile.Upload PHOTO = InputFile.upload(SampleFiles.content("photo"), "photo.jpg");
    private static final InputFile.Upload THUMB = InputFile.upload(SampleFiles.content("thumb"), "thumb.jpg");

    private static FakeBotApiServer api;

    @BeforeAll
    static void start() {
        api = FakeBotApiServer.start();
    }

    @AfterAll
    static void stop() {
        api.close();
    }

    @Test
    void expectsAnUploadUnderItsParameterAndANestedOneUnderItsAttachName() throws Exception {
        RecordedRequest sent = send("sendPhoto", part("photo", "photo.jpg", SampleFiles.content("photo"))
                + part(THUMB.attachName(), "thumb.jpg", SampleFiles.content("thumb")));

        assertThatCode(() -> ExpectedClientCall.multipart("sendPhoto").file("photo", PHOTO).attached(THUMB)
                .verify(sent, TOKEN)).doesNotThrowAnyException();
        assertThatThrownBy(() -> ExpectedClientCall.multipart("sendPhoto").file("photo", THUMB).attached(THUMB)
                .verify(sent, TOKEN)).isInstanceOf(AssertionError.class).hasMessageContaining("file name");
        assertThatThrownBy(() -> ExpectedClientCall.multipart("sendPhoto").file("photo", PHOTO).attached(PHOTO)
                .verify(sent, TOKEN)).isInstanceOf(AssertionError.class).hasMessageContaining(PHOTO.attachName());
    }

    @Test
    void refusesAnUploadWithOtherBytes() throws Exception {
        RecordedRequest sent = send("sendDocument", part("document", "photo.jpg", SampleFiles.content("thumb")));

        assertThatThrownBy(() -> ExpectedClientCall.multipart("sendDocument").file("document", PHOTO)
                .verify(sent, TOKEN)).isInstanceOf(AssertionError.class).hasMessageContaining("bytes");
    }

    private static String part(String name, String filename, byte[] content) {
        return "--b\r\nContent-Disposition: form-data; name=\"" + name + "\"; filename=\"" + filename + "\"\r\n\r\n"
                + new String(content, StandardCharsets.ISO_8859_1) + "\r\n";
    }

    private static RecordedRequest send(String method, String parts) throws Exception {
        ByteArrayOutputStream body = new ByteArrayOutputStream();
        body.writeBytes((parts + "--b--\r\n").getBytes(StandardCharsets.ISO_8859_1));
        HttpResponse<Void> response = HttpClient.newHttpClient().send(HttpRequest.newBuilder(
                URI.create(api.baseUrl() + "/bot" + TOKEN + "/" + method)).timeout(Duration.ofSeconds(10))
                .header("Content-Type", "multipart/form-data; boundary=b")
                .POST(HttpRequest.BodyPublishers.ofByteArray(body.toByteArray())).build(),
                HttpResponse.BodyHandlers.discarding());
        assertThat(response.statusCode()).isEqualTo(404);
        return api.takeRequest(method);
    }
}
