package io.github.quarkustelegram.testing.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpRequest.BodyPublishers;
import java.net.http.HttpResponse;
import java.net.http.HttpResponse.BodyHandlers;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The records read over HTTP are the requests the server recorded, field for field, taken once each, as a test in
 * another class loader (a {@code QuarkusUnitTest}'s application) reads them.
 */
@Timeout(30)
class FakeBotApiServerClientTest {

    private static final String TOKEN = "123456:records-TEST";

    private static FakeBotApiServer api;
    private static FakeBotApiServerClient records;
    private static HttpClient http;

    @BeforeAll
    static void start() {
        api = FakeBotApiServer.start();
        records = FakeBotApiServerClient.connect(api.baseUrl() + "/");
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
    void takesAJsonCallAsTheServerRecordedIt() throws Exception {
        api.stub("sendMessage", FakeReply.ok("{\"message_id\":7}"));
        send("/bot" + TOKEN + "/test/sendMessage?x=1", "application/json; charset=UTF-8",
                "{\"chat_id\":1234567890123,\"text\":\"hi ✓\"}".getBytes(StandardCharsets.UTF_8));
        Instant answered = Instant.now();
        Thread.sleep(20); // a time read back over HTTP is the server's, not the reading's

        RecordedRequest read = records.takeRequest("SENDMESSAGE");

        assertThat(read.kind()).isEqualTo(RecordedRequest.Kind.METHOD);
        assertThat(read.methodName()).isEqualTo("sendMessage");
        assertThat(read.token()).isEqualTo(TOKEN);
        assertThat(read.testEnvironment()).isTrue();
        assertThat(read.httpMethod()).isEqualTo("POST");
        assertThat(read.path()).isEqualTo("/bot" + TOKEN + "/test/sendMessage");
        assertThat(read.uri()).isEqualTo("/bot" + TOKEN + "/test/sendMessage?x=1");
        assertThat(read.queryParams()).containsEntry("x", java.util.List.of("1"));
        assertThat(read.contentType()).isEqualTo("application/json; charset=UTF-8");
        assertThat(read.header("Content-Type")).isEqualTo("application/json; charset=UTF-8");
        assertThat(read.bodyText()).isEqualTo("{\"chat_id\":1234567890123,\"text\":\"hi ✓\"}");
        assertThat(read.json().get("chat_id").asLong()).isEqualTo(1234567890123L);
        assertThat(read.param("text")).hasValue("hi ✓");
        assertThat(read.sequence()).isPositive();
        assertThat(read.receivedAt()).isBeforeOrEqualTo(answered);
        assertThat(read.clientDisconnected()).isNotDone();
        assertThat(api.pendingRequests("sendMessage")).as("taken on the server too").isZero();
    }

    @Test
    void takesMultipartUploadsAndDownloads() throws Exception {
        byte[] photo = SampleFiles.content("photo");
        ByteArrayOutputStream body = new ByteArrayOutputStream();
        body.writeBytes(("--b\r\nContent-Disposition: form-data; name=\"chat_id\"\r\n\r\n42\r\n--b\r\n"
                + "Content-Disposition: form-data; name=\"photo\"; filename=\"p.jpg\"\r\n"
                + "Content-Type: image/jpeg\r\n\r\n")
                .getBytes(StandardCharsets.UTF_8));
        body.writeBytes(photo);
        body.writeBytes("\r\n--b--\r\n".getBytes(StandardCharsets.UTF_8));
        send("/bot" + TOKEN + "/sendPhoto", "multipart/form-data; boundary=b", body.toByteArray());
        api.stubFile("photos/file_1.jpg", photo);
        http.send(HttpRequest.newBuilder(URI.create(api.baseUrl() + "/file/bot" + TOKEN + "/photos/file_1.jpg"))
                .build(), BodyHandlers.discarding());

        RecordedRequest upload = records.takeRequest("sendPhoto");
        RecordedRequest download = records.takeDownload("photos/file_1.jpg");

        assertThat(upload.parts()).isEqualTo(api.requests("sendPhoto").get(0).parts());
        assertThat(upload.part("photo").orElseThrow().content()).isEqualTo(photo);
        assertThat(upload.param("chat_id")).hasValue("42");
        ExpectedCall.multipart("sendPhoto").param("chat_id", 42).file("photo", "p.jpg", photo).verify(upload, TOKEN);
        assertThat(download.kind()).isEqualTo(RecordedRequest.Kind.FILE);
        assertThat(download.filePath()).isEqualTo("photos/file_1.jpg");
        assertThat(download.httpMethod()).isEqualTo("GET");
    }

    @Test
    void countedUploadsKeepTheirSizeOnly() throws Exception {
        try (FakeBotApiServer counting = FakeBotApiServer.builder().keepUploads(false).start()) {
            byte[] body = ("--b\r\nContent-Disposition: form-data; name=\"document\"; filename=\"d.bin\"\r\n\r\n"
                    + "0123456789\r\n--b--\r\n").getBytes(StandardCharsets.UTF_8);
            http.send(HttpRequest.newBuilder(URI.create(counting.baseUrl() + "/bot" + TOKEN + "/sendDocument"))
                    .header("Content-Type", "multipart/form-data; boundary=b").POST(BodyPublishers.ofByteArray(body))
                    .build(), BodyHandlers.discarding());

            RecordedRequest read = FakeBotApiServerClient.connect(counting.baseUrl()).takeRequest("sendDocument");

            RecordedPart document = read.part("document").orElseThrow();
            assertThat(document.size()).isEqualTo(10);
            assertThat(document.isKept()).isFalse();
            assertThat(read.bodyLength()).isEqualTo(body.length);
        }
    }

    @Test
    void waitsForARequestStillToComeAndTakesEachOnce() throws Exception {
        CompletableFuture<RecordedRequest> taken = CompletableFuture.supplyAsync(
                () -> records.takeRequest("getMe", Duration.ofSeconds(10)));
        Thread.sleep(200);
        assertThat(taken).as("still waiting").isNotDone();

        send("/bot" + TOKEN + "/getMe", "application/json", "{}".getBytes(StandardCharsets.UTF_8));

        assertThat(taken.get(10, TimeUnit.SECONDS).methodName()).isEqualTo("getMe");
        assertThatThrownBy(() -> records.takeRequest("getMe", Duration.ofMillis(100)))
                .isInstanceOf(AssertionError.class).hasMessageContaining("no getMe request within 100 ms");
        assertThat(api.pendingRequests("getMe")).isZero();
    }

    @Test
    void aRequestThatComesAfterATakeGaveUpIsLeftForTheNext() throws Exception {
        assertThatThrownBy(() -> records.takeRequest("logOut", Duration.ofMillis(100)))
                .isInstanceOf(AssertionError.class);

        send("/bot" + TOKEN + "/logOut", "application/json", "{}".getBytes(StandardCharsets.UTF_8));

        assertThat(records.takeRequest("logOut").methodName()).isEqualTo("logOut");
    }

    @Test
    void listsTheMethodsCalledAndForgetsTheRequests() throws Exception {
        send("/bot" + TOKEN + "/getMe", "application/json", "{}".getBytes(StandardCharsets.UTF_8));
        send("/bot" + TOKEN + "/sendMessage", "application/json", "{}".getBytes(StandardCharsets.UTF_8));

        assertThat(records.methodsCalled()).containsExactly("getMe", "sendMessage");
        records.forgetRequests();

        assertThat(api.requests()).isEmpty();
        assertThat(records.methodsCalled()).isEmpty();
    }

    @Test
    void refusesAPlaceWhereNoFakeAnswers() throws Exception {
        int port;
        try (java.net.ServerSocket socket = new java.net.ServerSocket(0)) {
            port = socket.getLocalPort();
        }
        String nowhere = "http://127.0.0.1:" + port;
        assertThatThrownBy(() -> FakeBotApiServerClient.connect(nowhere)).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("No fake Bot API answers at " + nowhere);
    }

    private static void send(String path, String contentType, byte[] body) throws Exception {
        HttpResponse<Void> response = http.send(HttpRequest.newBuilder(URI.create(api.baseUrl() + path))
                .header("Content-Type", contentType).POST(BodyPublishers.ofByteArray(body)).build(),
                BodyHandlers.discarding());
        assertThat(response.statusCode()).isBetween(200, 404);
    }
}
