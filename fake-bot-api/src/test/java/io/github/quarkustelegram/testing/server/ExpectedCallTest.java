package io.github.quarkustelegram.testing.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * {@link ExpectedCall} passes the requests Telegram reads as the expected call and fails every other: the
 * generated tests are only as strict as this.
 */
@Timeout(20)
class ExpectedCallTest {

    private static final String TOKEN = "42:secret";
    private static final byte[] PHOTO = SampleFiles.content("photo");
    private static final byte[] THUMB = SampleFiles.content("thumb");
    /** The attach name of the photo when it is nested in a parameter's JSON. */
    private static final String ATTACH = "file_photo_1";

    private static FakeBotApiServer api;
    private static HttpClient http;

    @BeforeAll
    static void start() {
        api = FakeBotApiServer.start();
        http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
    }

    @AfterAll
    static void stop() {
        api.close();
    }

    @BeforeEach
    void forget() {
        api.reset();
    }

    @Test
    void acceptsTheSameJsonWhateverTheOrderAndTheNumberType() throws Exception {
        RecordedRequest sent = json("/bot" + TOKEN + "/sendMessage",
                "{\"text\":\"hi ✓\",\"chat_id\":-100123,\"ratio\":0.50,\"on\":true,\"markup\":{\"a\":[1]}}");

        assertThatCode(() -> ExpectedCall.json("sendMessage").param("chat_id", -100123L).param("text", "hi ✓")
                .param("ratio", 0.5).param("on", true).paramJson("markup", "{\"a\":[1]}").verify(sent, TOKEN))
                .doesNotThrowAnyException();
    }

    @Test
    void refusesAWrongValueAMissingOrAnExtraParameter() throws Exception {
        RecordedRequest sent = json("/bot" + TOKEN + "/sendMessage", "{\"chat_id\":1,\"text\":\"hi\",\"extra\":0}");

        assertThatThrownBy(() -> ExpectedCall.json("sendMessage").param("chat_id", 1).param("text", "hi")
                .verify(sent, TOKEN)).isInstanceOf(AssertionError.class).hasMessageContaining("extra");
        assertThatThrownBy(() -> ExpectedCall.json("sendMessage").param("chat_id", 2).param("text", "hi")
                .param("extra", 0).verify(sent, TOKEN)).isInstanceOf(AssertionError.class);
        assertThatThrownBy(() -> ExpectedCall.json("sendMessage").param("chat_id", "1").param("text", "hi")
                .param("extra", 0).verify(sent, TOKEN)).as("a string is no number").isInstanceOf(AssertionError.class);
    }

    @Test
    void refusesAnotherMethodTokenEnvironmentOrContentType() throws Exception {
        RecordedRequest other = json("/bot" + TOKEN + "/sendPhoto", "{}");
        RecordedRequest wrongToken = json("/bot1:other/sendMessage", "{}");
        RecordedRequest testEnvironment = json("/bot" + TOKEN + "/test/sendMessage", "{}");

        assertThatThrownBy(() -> ExpectedCall.json("sendMessage").verify(other, TOKEN))
                .hasMessageContaining("method");
        assertThatThrownBy(() -> ExpectedCall.json("sendMessage").verify(wrongToken, TOKEN))
                .hasMessageContaining("token");
        assertThatThrownBy(() -> ExpectedCall.json("sendMessage").verify(testEnvironment, TOKEN))
                .hasMessageContaining("production");
        assertThatThrownBy(() -> ExpectedCall.multipart("sendPhoto").verify(other, TOKEN))
                .hasMessageContaining("content type");
    }

    @Test
    void readsMultipartTextFieldsAsTheBotApiDoes() throws Exception {
        RecordedRequest sent = multipart("sendPhoto", new Multipart()
                .text("chat_id", "-100123").text("caption", "hi \"✓\"").text("reply_markup", "{ \"a\" : [1] }")
                .file("photo", "photo.jpg", PHOTO));

        assertThatCode(() -> ExpectedCall.multipart("sendPhoto").param("chat_id", -100123L)
                .param("caption", "hi \"✓\"").paramJson("reply_markup", "{\"a\":[1]}")
                .file("photo", "photo.jpg", PHOTO)
                .verify(sent, TOKEN)).doesNotThrowAnyException();
    }

    @Test
    void acceptsATopLevelFileSentThroughAttach() throws Exception {
        RecordedRequest sent = multipart("sendPhoto", new Multipart()
                .text("photo", "attach://p1").file("p1", "photo.jpg", PHOTO));

        assertThatCode(() -> ExpectedCall.multipart("sendPhoto").file("photo", "photo.jpg", PHOTO).verify(sent, TOKEN))
                .doesNotThrowAnyException();
    }

    @Test
    void checksAttachedFilesByNameFileNameAndBytes() throws Exception {
        String media = "[{\"type\":\"photo\",\"media\":\"attach://" + ATTACH + "\"}]";
        RecordedRequest right = multipart("sendMediaGroup", new Multipart().text("media", media)
                .file(ATTACH, "photo.jpg", PHOTO));
        RecordedRequest wrongBytes = multipart("sendMediaGroup", new Multipart().text("media", media)
                .file(ATTACH, "photo.jpg", THUMB));
        RecordedRequest wrongName = multipart("sendMediaGroup", new Multipart().text("media", media)
                .file(ATTACH, "other.jpg", PHOTO));
        RecordedRequest extraPart = multipart("sendMediaGroup", new Multipart().text("media", media)
                .file(ATTACH, "photo.jpg", PHOTO).file("stray", "thumb.jpg", THUMB));
        RecordedRequest missing = multipart("sendMediaGroup", new Multipart().text("media", media));
        ExpectedCall expected = ExpectedCall.multipart("sendMediaGroup").paramJson("media", media)
                .attached(ATTACH, "photo.jpg", PHOTO);

        assertThatCode(() -> expected.verify(right, TOKEN)).doesNotThrowAnyException();
        assertThatThrownBy(() -> expected.verify(wrongBytes, TOKEN)).hasMessageContaining("bytes");
        assertThatThrownBy(() -> expected.verify(wrongName, TOKEN)).hasMessageContaining("file name");
        assertThatThrownBy(() -> expected.verify(extraPart, TOKEN)).hasMessageContaining("stray");
        assertThatThrownBy(() -> expected.verify(missing, TOKEN)).hasMessageContaining(ATTACH);
    }

    @Test
    void refusesAFileSentAsTextAndAPartSentTwice() throws Exception {
        RecordedRequest asText = multipart("sendPhoto", new Multipart().text("photo", "not a file"));
        RecordedRequest twice = multipart("sendPhoto", new Multipart().text("caption", "a").text("caption", "a"));

        assertThatThrownBy(() -> ExpectedCall.multipart("sendPhoto").file("photo", "photo.jpg", PHOTO)
                .verify(asText, TOKEN))
                .isInstanceOf(AssertionError.class);
        assertThatThrownBy(() -> ExpectedCall.multipart("sendPhoto").param("caption", "a").verify(twice, TOKEN))
                .hasMessageContaining("once");
    }

    // ------------------------------------------------------------------------------------------------ helpers

    private static RecordedRequest json(String path, String body) throws IOException, InterruptedException {
        send(path, "application/json", body.getBytes(StandardCharsets.UTF_8));
        return api.requests().get(api.requests().size() - 1);
    }

    private static RecordedRequest multipart(String method, Multipart body) throws IOException, InterruptedException {
        send("/bot" + TOKEN + "/" + method, "multipart/form-data; boundary=" + Multipart.BOUNDARY, body.bytes());
        return api.takeRequest(method);
    }

    private static void send(String path, String contentType, byte[] body) throws IOException, InterruptedException {
        HttpResponse<Void> response = http.send(HttpRequest.newBuilder(URI.create(api.baseUrl() + path))
                .timeout(Duration.ofSeconds(10)).header("Content-Type", contentType)
                .POST(HttpRequest.BodyPublishers.ofByteArray(body)).build(), HttpResponse.BodyHandlers.discarding());
        assertThat(response.statusCode()).isEqualTo(404);
    }

    /** A hand-made multipart body. */
    private static final class Multipart {
        static final String BOUNDARY = "----expected-call-test";
        private final ByteArrayOutputStream out = new ByteArrayOutputStream();

        Multipart text(String name, String value) {
            out.writeBytes(("--" + BOUNDARY + "\r\nContent-Disposition: form-data; name=\"" + name + "\"\r\n\r\n"
                    + value + "\r\n").getBytes(StandardCharsets.UTF_8));
            return this;
        }

        Multipart file(String name, String filename, byte[] content) {
            out.writeBytes(("--" + BOUNDARY + "\r\nContent-Disposition: form-data; name=\"" + name + "\"; filename=\""
                    + filename + "\"\r\nContent-Type: application/octet-stream\r\n\r\n")
                    .getBytes(StandardCharsets.UTF_8));
            out.writeBytes(content);
            out.writeBytes("\r\n".getBytes(StandardCharsets.US_ASCII));
            return this;
        }

        byte[] bytes() {
            ByteArrayOutputStream copy = new ByteArrayOutputStream();
            copy.writeBytes(out.toByteArray());
            copy.writeBytes(("--" + BOUNDARY + "--\r\n").getBytes(StandardCharsets.US_ASCII));
            return copy.toByteArray();
        }
    }
}
