package io.github.quarkustelegram.testing.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.SocketException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpRequest.BodyPublishers;
import java.net.http.HttpResponse;
import java.net.http.HttpResponse.BodyHandlers;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import com.fasterxml.jackson.databind.JsonNode;

import io.github.quarkustelegram.testing.internal.FakeJson;
import io.vertx.core.Vertx;

/**
 * The fake Bot API server, driven by the JDK's HTTP client and raw sockets (nothing of the project's client), so
 * that what it records and answers is checked on its own.
 */
@Timeout(20)
class FakeBotApiServerTest {

    private static final String TOKEN = "123456:ABC-def_ghi";

    private static FakeBotApiServer api;
    private static HttpClient http;

    @BeforeAll
    static void start() {
        api = FakeBotApiServer.start();
        http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    }

    @AfterAll
    static void stop() {
        api.close();
    }

    @BeforeEach
    void forgetEverything() {
        api.reset();
    }

    @Test
    void listensOnTheLoopbackOnAFreePort() {
        assertThat(api.port()).isPositive();
        assertThat(api.baseUrl()).isEqualTo("http://127.0.0.1:" + api.port());
    }

    @Test
    void answersAScriptedResultAndRecordsTheJsonRequest() throws Exception {
        api.stub("sendMessage", FakeReply.ok("{\"message_id\":7}"));

        HttpResponse<String> response = post("/bot" + TOKEN + "/sendMessage", "application/json",
                "{\"chat_id\":1234567890123,\"text\":\"sample \\\"text\\\" ✓ 🚀\"}".getBytes(StandardCharsets.UTF_8));

        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(response.headers().firstValue("Content-Type")).hasValue("application/json");
        assertThat(json(response.body())).isEqualTo(json("{\"ok\":true,\"result\":{\"message_id\":7}}"));
        RecordedRequest sent = api.takeRequest("sendMessage");
        assertThat(sent.kind()).isEqualTo(RecordedRequest.Kind.METHOD);
        assertThat(sent.methodName()).isEqualTo("sendMessage");
        assertThat(sent.token()).isEqualTo(TOKEN);
        assertThat(sent.testEnvironment()).isFalse();
        assertThat(sent.httpMethod()).isEqualTo("POST");
        assertThat(sent.path()).isEqualTo("/bot" + TOKEN + "/sendMessage");
        assertThat(sent.isJson()).isTrue();
        assertThat(sent.json().get("chat_id").longValue()).isEqualTo(1234567890123L);
        assertThat(sent.param("text")).hasValue("sample \"text\" ✓ 🚀");
        assertThat(sent.param("chat_id")).hasValue("1234567890123");
        assertThat(sent.param("absent")).isEmpty();
        assertThat(sent.bodyProblem()).isNull();
    }

    @Test
    void recognisesTheTestEnvironmentAndIgnoresTheCaseOfMethodNames() throws Exception {
        api.stub("getMe", FakeReply.ok("{\"id\":1}"));

        HttpResponse<String> response = post("/bot" + TOKEN + "/test/GETME", "application/json", "{}".getBytes());

        assertThat(response.statusCode()).isEqualTo(200);
        RecordedRequest sent = api.takeRequest("getme");
        assertThat(sent.testEnvironment()).isTrue();
        assertThat(sent.methodName()).isEqualTo("GETME");
        assertThat(sent.token()).isEqualTo(TOKEN);
    }

    @Test
    void decodesATokenWrittenPercentEncoded() throws Exception {
        post("/bot123456%3AABC/getMe", "application/json", "{}".getBytes());

        assertThat(api.takeRequest("getMe").token()).isEqualTo("123456:ABC");
    }

    @Test
    void recordsMultipartTextFieldsAndFilePartsByteForByte() throws Exception {
        byte[] file = new byte[] { 0, 1, (byte) 0xFF, '\r', '\n', '-', '-', 'x', (byte) 0xC3 };
        String boundary = "b0undary";
        ByteArrayOutputStream body = new ByteArrayOutputStream();
        body.write(("--" + boundary + "\r\nContent-Disposition: form-data; name=\"chat_id\"\r\n\r\n"
                + "1234567890123\r\n--" + boundary + "\r\nContent-Disposition: form-data; name=\"caption\"\r\n"
                + "Content-Type: text/plain; charset=UTF-8\r\n\r\nsample \"caption\" ✓ 🚀\r\n--" + boundary
                + "\r\nContent-Disposition: form-data; name=\"photo\"; filename=\"photo.jpg\"\r\n"
                + "Content-Type: image/jpeg\r\n\r\n").getBytes(StandardCharsets.UTF_8));
        body.write(file);
        body.write(("\r\n--" + boundary + "--\r\n").getBytes(StandardCharsets.UTF_8));
        api.stub("sendPhoto", FakeReply.okTrue());

        post("/bot" + TOKEN + "/sendPhoto", "multipart/form-data; boundary=" + boundary, body.toByteArray());

        RecordedRequest sent = api.takeRequest("sendPhoto");
        assertThat(sent.isMultipart()).isTrue();
        assertThat(sent.mediaType()).isEqualTo("multipart/form-data");
        assertThat(sent.body()).isEqualTo(body.toByteArray());
        assertThat(sent.parts()).extracting(RecordedPart::name).containsExactly("chat_id", "caption", "photo");
        assertThat(sent.param("chat_id")).hasValue("1234567890123");
        assertThat(sent.param("caption")).hasValue("sample \"caption\" ✓ 🚀");
        RecordedPart photo = sent.part("photo").orElseThrow();
        assertThat(photo.isFile()).isTrue();
        assertThat(photo.filename()).isEqualTo("photo.jpg");
        assertThat(photo.contentType()).isEqualTo("image/jpeg");
        assertThat(photo.content()).isEqualTo(file);
        assertThat(sent.fileParts()).containsExactly(photo);
        assertThat(sent.param("photo")).as("a file part is no text parameter").isEmpty();
    }

    @Test
    void notesABodyThatDoesNotReadAsItsContentTypeSays() throws Exception {
        post("/bot" + TOKEN + "/sendMessage", "application/json", "{\"chat_id\":".getBytes());

        RecordedRequest sent = api.takeRequest("sendMessage");
        assertThat(sent.json()).isNull();
        assertThat(sent.bodyText()).isEqualTo("{\"chat_id\":");
        assertThat(sent.bodyProblem()).contains("application/json");
    }

    @Test
    void readsFormFieldsAndQueryParameters() throws Exception {
        post("/bot" + TOKEN + "/getUpdates?timeout=30", "application/x-www-form-urlencoded",
                "offset=42&allowed_updates=%5B%22message%22%5D".getBytes());

        RecordedRequest sent = api.takeRequest("getUpdates");
        assertThat(sent.param("offset")).hasValue("42");
        assertThat(sent.param("allowed_updates")).hasValue("[\"message\"]");
        assertThat(sent.param("timeout")).hasValue("30");
        assertThat(sent.queryParams()).containsKey("timeout");
    }

    @Test
    void answersErrorsWithTheirStatusAndParameters() throws Exception {
        api.stub("sendMessage", FakeReply.error(400, "Bad Request: chat not found"));
        api.stub("forwardMessage", FakeReply.error(400, "Bad Request: group chat was upgraded to a supergroup chat",
                "{\"migrate_to_chat_id\":-1001234567890}"));

        HttpResponse<String> badRequest = post("/bot" + TOKEN + "/sendMessage", "application/json", "{}".getBytes());
        HttpResponse<String> migrated = post("/bot" + TOKEN + "/forwardMessage", "application/json", "{}".getBytes());

        assertThat(badRequest.statusCode()).isEqualTo(400);
        assertThat(json(badRequest.body())).isEqualTo(
                json("{\"ok\":false,\"error_code\":400,\"description\":\"Bad Request: chat not found\"}"));
        assertThat(json(migrated.body()).at("/parameters/migrate_to_chat_id").longValue()).isEqualTo(-1001234567890L);
        assertThat(migrated.headers().firstValue("Retry-After")).isEmpty();
    }

    @Test
    void answersFloodControlWithHttp429RetryAfterAndItsHeader() throws Exception {
        api.stub("sendMessage", FakeReply.tooManyRequests(7));

        HttpResponse<String> response = post("/bot" + TOKEN + "/sendMessage", "application/json", "{}".getBytes());

        assertThat(response.statusCode()).isEqualTo(429);
        assertThat(response.headers().firstValue("Retry-After")).hasValue("7");
        JsonNode body = json(response.body());
        assertThat(body.get("error_code").intValue()).isEqualTo(429);
        assertThat(body.at("/parameters/retry_after").intValue()).isEqualTo(7);
    }

    @Test
    void playsAScriptInTurnAndRepeatsItsLastReply() throws Exception {
        api.stub("getUpdates", FakeReply.tooManyRequests(1), FakeReply.ok("[]"));

        int first = post("/bot" + TOKEN + "/getUpdates", "application/json", "{}".getBytes()).statusCode();
        int second = post("/bot" + TOKEN + "/getUpdates", "application/json", "{}".getBytes()).statusCode();
        int third = post("/bot" + TOKEN + "/getUpdates", "application/json", "{}".getBytes()).statusCode();

        assertThat(new int[] { first, second, third }).containsExactly(429, 200, 200);
        assertThat(api.requests("getUpdates")).hasSize(3)
                .extracting(RecordedRequest::sequence).isSorted();
    }

    @Test
    void computesAnswersFromTheRequest() throws Exception {
        api.handle("sendMessage", request -> FakeReply.ok("{\"text\":" + request.json().get("text") + "}"));

        HttpResponse<String> response = post("/bot" + TOKEN + "/sendMessage", "application/json",
                "{\"text\":\"echo ✓\"}".getBytes(StandardCharsets.UTF_8));

        assertThat(json(response.body()).at("/result/text").textValue()).isEqualTo("echo ✓");
    }

    @Test
    void answersUnscriptedMethodsAndUnknownPathsLikeTelegram() throws Exception {
        HttpResponse<String> method = post("/bot" + TOKEN + "/noSuchMethod", "application/json", "{}".getBytes());
        HttpResponse<String> path = post("/nowhere", "application/json", "{}".getBytes());

        assertThat(method.statusCode()).isEqualTo(404);
        assertThat(json(method.body())).isEqualTo(json("{\"ok\":false,\"error_code\":404,\"description\":\"Not Found\"}"));
        assertThat(path.statusCode()).isEqualTo(404);
        assertThat(api.requests()).extracting(RecordedRequest::kind)
                .containsExactly(RecordedRequest.Kind.METHOD, RecordedRequest.Kind.OTHER);
    }

    @Test
    void answersAFailingResponderWith500InsteadOfLeavingTheClientWaiting() throws Exception {
        api.handle("sendMessage", request -> {
            throw new IllegalStateException("a bug in a responder");
        });

        HttpResponse<String> response = post("/bot" + TOKEN + "/sendMessage", "application/json", "{}".getBytes());

        assertThat(response.statusCode()).isEqualTo(500);
        assertThat(json(response.body()).get("description").asText()).contains("a bug in a responder");
    }

    @Test
    void answersOtherPathsFromAPathResponderWithoutRecordingThem() throws Exception {
        api.handlePath("/control/", request -> FakeReply.ok("\"" + request.httpMethod() + " " + request.path() + "\""));

        HttpResponse<String> response = post("/control/things", "application/json", "{}".getBytes());

        assertThat(json(response.body()).get("result").asText()).isEqualTo("POST /control/things");
        assertThat(api.requests()).isEmpty();
        assertThatThrownBy(() -> api.handlePath("/bot", request -> FakeReply.okTrue()))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void sendsALaterReplyWhenItsStageCompletes() throws Exception {
        java.util.concurrent.CompletableFuture<FakeReply> later = new java.util.concurrent.CompletableFuture<>();
        api.handle("getUpdates", request -> FakeReply.later(later));

        java.util.concurrent.CompletableFuture<HttpResponse<String>> response = http.sendAsync(
                request("/bot" + TOKEN + "/getUpdates").POST(BodyPublishers.noBody()).build(), BodyHandlers.ofString());
        api.takeRequest("getUpdates");
        assertThat(response).isNotDone();
        later.complete(FakeReply.ok("[]"));

        assertThat(json(response.get(5, java.util.concurrent.TimeUnit.SECONDS).body()).get("result").isArray()).isTrue();
    }

    @Test
    void sendsMalformedAnswersByteForByte() throws Exception {
        byte[] page = "<html><body><h1>502 Bad Gateway</h1></body></html>".getBytes(StandardCharsets.UTF_8);
        api.stub("getMe", FakeReply.raw(502, "text/html", page));
        api.stub("logOut", FakeReply.status(200, "{\"ok\":true,\"res"));

        HttpResponse<byte[]> html = http.send(request("/bot" + TOKEN + "/getMe").GET().build(),
                BodyHandlers.ofByteArray());
        HttpResponse<String> truncated = post("/bot" + TOKEN + "/logOut", "application/json", new byte[0]);

        assertThat(html.statusCode()).isEqualTo(502);
        assertThat(html.headers().firstValue("Content-Type")).hasValue("text/html");
        assertThat(html.body()).isEqualTo(page);
        assertThat(truncated.body()).isEqualTo("{\"ok\":true,\"res");
        assertThat(api.takeRequest("getMe").httpMethod()).isEqualTo("GET");
    }

    @Test
    void delaysAnAnswer() throws Exception {
        api.stub("getMe", FakeReply.ok("{\"id\":1}").after(Duration.ofMillis(300)));

        long start = System.nanoTime();
        HttpResponse<String> response = post("/bot" + TOKEN + "/getMe", "application/json", "{}".getBytes());
        long elapsedMillis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);

        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(elapsedMillis).isGreaterThanOrEqualTo(300);
        assertThat(api.requests("getMe")).hasSize(1);
    }

    @Test
    void recordsTheRequestBeforeAnsweringSoASlowAnswerCanBeAwaited() {
        api.stub("getMe", FakeReply.okTrue().after(Duration.ofSeconds(30)));
        HttpRequest request = request("/bot" + TOKEN + "/getMe").POST(BodyPublishers.ofString("{}"))
                .header("Content-Type", "application/json").build();

        var pending = http.sendAsync(request, BodyHandlers.ofString());
        try {
            assertThat(api.takeRequest("getMe").json()).isEqualTo(json("{}"));
        } finally {
            pending.cancel(true);
        }
    }

    @Test
    void closesTheConnectionInsteadOfAnswering() throws Exception {
        api.stub("sendMessage", FakeReply.closeConnection());

        try (Socket socket = rawRequest("sendMessage", "{\"text\":\"x\"}")) {
            assertThat(socket.getInputStream().read()).as("end of stream, no answer").isEqualTo(-1);
        }
        RecordedRequest sent = api.takeRequest("sendMessage");
        assertThat(sent.param("text")).hasValue("x");
        assertThat(sent.clientDisconnected()).succeedsWithin(Duration.ofSeconds(5));
    }

    @Test
    void resetsTheConnectionInsteadOfAnswering() throws Exception {
        api.stub("sendMessage", FakeReply.resetConnection());

        try (Socket socket = rawRequest("sendMessage", "{}")) {
            InputStream in = socket.getInputStream();
            assertThatThrownBy(in::read).isInstanceOf(SocketException.class).hasMessageContaining("reset");
        }
        assertThat(api.takeRequest("sendMessage")).isNotNull();
    }

    @Test
    void noticesAClientThatGivesUpWaiting() throws Exception {
        api.stub("getUpdates", FakeReply.ok("[]").after(Duration.ofSeconds(30)));

        RecordedRequest sent;
        try (Socket socket = rawRequest("getUpdates", "{\"timeout\":50}")) {
            sent = api.takeRequest("getUpdates");
            assertThat(sent.clientDisconnected()).isNotDone();
        }

        assertThat(sent.clientDisconnected()).succeedsWithin(Duration.ofSeconds(5));
    }

    @Test
    void servesRegisteredFilesForDownload() throws Exception {
        byte[] content = { 1, 2, 3, (byte) 0xFE };
        api.stubFile("photos/file_1.jpg", content);

        HttpResponse<byte[]> found = http.send(request("/file/bot" + TOKEN + "/photos/file_1.jpg").GET().build(),
                BodyHandlers.ofByteArray());
        HttpResponse<byte[]> missing = http.send(request("/file/bot" + TOKEN + "/photos/none.jpg").GET().build(),
                BodyHandlers.ofByteArray());

        assertThat(found.statusCode()).isEqualTo(200);
        assertThat(found.body()).isEqualTo(content);
        assertThat(missing.statusCode()).isEqualTo(404);
        RecordedRequest download = api.requests().get(0);
        assertThat(download.kind()).isEqualTo(RecordedRequest.Kind.FILE);
        assertThat(download.filePath()).isEqualTo("photos/file_1.jpg");
        assertThat(download.token()).isEqualTo(TOKEN);
        assertThat(download.methodName()).isNull();
    }

    @Test
    void takesEachFilesDownloadsApartFromTheMethodCalls() throws Exception {
        api.stubFile("photos/file_1.jpg", new byte[] { 1 });

        http.send(request("/file/bot" + TOKEN + "/photos/file_1.jpg").GET().build(), BodyHandlers.discarding());
        http.send(request("/file/bot" + TOKEN + "/test/photos/file_1.jpg").GET().build(), BodyHandlers.discarding());
        http.send(request("/file/bot" + TOKEN + "/photos/file_2.jpg").GET().build(), BodyHandlers.discarding());
        post("/bot" + TOKEN + "/getFile", "application/json", "{}".getBytes());

        assertThat(api.takeDownload("photos/file_1.jpg").testEnvironment()).isFalse();
        assertThat(api.takeDownload("photos/file_1.jpg").testEnvironment()).isTrue();
        assertThat(api.takeDownload("photos/file_2.jpg").path()).isEqualTo("/file/bot" + TOKEN + "/photos/file_2.jpg");
        assertThatThrownBy(() -> api.takeDownload("photos/file_1.jpg", Duration.ofMillis(50)))
                .isInstanceOf(AssertionError.class).hasMessageContaining("no download of photos/file_1.jpg within 50 ms");
        assertThat(api.takeRequest("getFile").kind()).isEqualTo(RecordedRequest.Kind.METHOD);
    }

    @Test
    void answersADownloadFromAResponder() throws Exception {
        api.handleFile("documents/a.pdf", request -> FakeReply.error(404, "Not Found: " + request.path()));

        HttpResponse<String> refused = http.send(request("/file/bot" + TOKEN + "/documents/a.pdf").GET().build(),
                BodyHandlers.ofString());

        assertThat(refused.statusCode()).isEqualTo(404);
        assertThat(json(refused.body()).get("description").asText())
                .isEqualTo("Not Found: /file/bot" + TOKEN + "/documents/a.pdf");
        assertThat(api.takeDownload("documents/a.pdf").filePath()).isEqualTo("documents/a.pdf");
    }

    @Test
    void countsUploadsWithoutKeepingThemWhenAskedTo() throws Exception {
        byte[] file = new byte[3 * 1024 * 1024 + 7];
        for (int i = 0; i < file.length; i++) {
            file[i] = (byte) (i * 31);
        }
        byte[] body = multipartPhoto(file);
        try (FakeBotApiServer counting = FakeBotApiServer.builder().keepUploads(false).start()) {
            counting.stub("sendPhoto", FakeReply.okTrue());

            HttpResponse<String> response = http.send(HttpRequest.newBuilder(
                    URI.create(counting.baseUrl() + "/bot" + TOKEN + "/sendPhoto"))
                    .header("Content-Type", "multipart/form-data; boundary=" + BOUNDARY)
                    .POST(BodyPublishers.ofByteArray(body)).build(), BodyHandlers.ofString());

            assertThat(response.statusCode()).isEqualTo(200);
            RecordedRequest sent = counting.takeRequest("sendPhoto");
            assertThat(sent.body()).as("the body was not kept").isEmpty();
            assertThat(sent.bodyLength()).isEqualTo(body.length);
            assertThat(sent.parts()).extracting(RecordedPart::name).containsExactlyInAnyOrder("chat_id", "caption",
                    "photo");
            assertThat(sent.param("chat_id")).hasValue("1234567890123");
            assertThat(sent.param("caption")).as("text fields are kept, UTF-8").hasValue("sample \"caption\" ✓ 🚀");
            RecordedPart photo = sent.part("photo").orElseThrow();
            assertThat(photo.isFile()).isTrue();
            assertThat(photo.filename()).isEqualTo("photo.jpg");
            assertThat(photo.contentType()).isEqualTo("image/jpeg");
            assertThat(photo.size()).isEqualTo(file.length);
            assertThat(photo.isKept()).isFalse();
            assertThatThrownBy(photo::content).isInstanceOf(IllegalStateException.class)
                    .hasMessageContaining("keepUploads(false)");
        }
        // by default, the same upload is kept byte for byte
        api.stub("sendPhoto", FakeReply.okTrue());
        post("/bot" + TOKEN + "/sendPhoto", "multipart/form-data; boundary=" + BOUNDARY, body);
        RecordedPart kept = api.takeRequest("sendPhoto").part("photo").orElseThrow();
        assertThat(kept.isKept()).isTrue();
        assertThat(kept.size()).isEqualTo(file.length);
        assertThat(kept.content()).isEqualTo(file);
    }

    @Test
    void countedUploadsStillHaveALimit() throws Exception {
        try (FakeBotApiServer counting = FakeBotApiServer.builder().keepUploads(false).maxBodyBytes(1024).start()) {
            HttpResponse<String> response = http.send(HttpRequest.newBuilder(
                    URI.create(counting.baseUrl() + "/bot" + TOKEN + "/sendPhoto"))
                    .header("Content-Type", "multipart/form-data; boundary=" + BOUNDARY)
                    .POST(BodyPublishers.ofByteArray(multipartPhoto(new byte[4096]))).build(), BodyHandlers.ofString());

            assertThat(response.statusCode()).isEqualTo(413);
            assertThat(counting.requests()).isEmpty();
        }
    }

    @Test
    void forgetsTheRequestsAndKeepsTheScripts() throws Exception {
        api.stub("getMe", FakeReply.ok("{\"id\":1}"));
        post("/bot" + TOKEN + "/getMe", "application/json", "{}".getBytes());

        api.forgetRequests();

        assertThat(api.requests()).isEmpty();
        assertThat(api.pendingRequests("getMe")).isZero();
        HttpResponse<String> again = post("/bot" + TOKEN + "/getMe", "application/json", "{}".getBytes());
        assertThat(json(again.body()).get("result").get("id").asInt()).isEqualTo(1);
    }

    @Test
    void theLongestPathPrefixAnswersAndTheRecordsPathIsReserved() throws Exception {
        api.handlePath("/control/", request -> FakeReply.ok("\"short\""));
        api.handlePath("/control/deeper/", request -> FakeReply.ok("\"long\""));

        assertThat(json(post("/control/deeper/x", "application/json", "{}".getBytes()).body()).get("result").asText())
                .isEqualTo("long");
        assertThat(json(post("/control/x", "application/json", "{}".getBytes()).body()).get("result").asText())
                .isEqualTo("short");
        assertThatThrownBy(() -> api.handlePath(FakeBotApiServer.REQUESTS_PATH + "/x", request -> FakeReply.okTrue()))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void failsATakeWhenNothingArrives() {
        assertThatThrownBy(() -> api.takeRequest("sendMessage", Duration.ofMillis(50)))
                .isInstanceOf(AssertionError.class)
                .hasMessageContaining("no sendMessage request within 50 ms");
    }

    @Test
    void takesEachRequestOnceInOrderAndForgetsAMethod() throws Exception {
        post("/bot" + TOKEN + "/sendMessage", "application/json", "{\"n\":1}".getBytes());
        post("/bot" + TOKEN + "/sendMessage", "application/json", "{\"n\":2}".getBytes());
        post("/bot" + TOKEN + "/getMe", "application/json", "{}".getBytes());

        assertThat(api.pendingRequests("sendMessage")).isEqualTo(2);
        assertThat(api.takeRequest("sendMessage").param("n")).hasValue("1");
        api.forget("sendMessage");

        assertThat(api.pendingRequests("sendMessage")).isZero();
        assertThat(api.requests()).extracting(RecordedRequest::methodName).containsExactly("getMe");
    }

    @Test
    void rejectsAnotherTokenWhenOneIsRequired() throws Exception {
        try (FakeBotApiServer strict = FakeBotApiServer.builder().requireToken(TOKEN).start()) {
            strict.stub("getMe", FakeReply.ok("{\"id\":1}"));

            HttpResponse<String> right = http.send(HttpRequest.newBuilder(
                    URI.create(strict.baseUrl() + "/bot" + TOKEN + "/getMe")).build(), BodyHandlers.ofString());
            HttpResponse<String> wrong = http.send(HttpRequest.newBuilder(
                    URI.create(strict.baseUrl() + "/bot1:other/getMe")).build(), BodyHandlers.ofString());

            assertThat(right.statusCode()).isEqualTo(200);
            assertThat(wrong.statusCode()).isEqualTo(401);
            assertThat(json(wrong.body()).get("description").textValue()).isEqualTo("Unauthorized");
        }
    }

    @Test
    void refusesABodyLargerThanTheLimit() throws Exception {
        try (FakeBotApiServer small = FakeBotApiServer.builder().maxBodyBytes(1024).start()) {
            HttpResponse<String> response = http.send(HttpRequest.newBuilder(
                    URI.create(small.baseUrl() + "/bot" + TOKEN + "/sendDocument"))
                    .POST(BodyPublishers.ofByteArray(new byte[4096])).build(), BodyHandlers.ofString());

            assertThat(response.statusCode()).isEqualTo(413);
            assertThat(small.requests()).isEmpty();
        }
    }

    @Test
    void leavesAGivenVertxRunning() {
        Vertx vertx = Vertx.vertx();
        try {
            FakeBotApiServer.builder().vertx(vertx).start().close();

            assertThat(vertx.setTimer(1, id -> {
            })).as("the Vert.x still schedules work").isNotNegative();
        } finally {
            vertx.close();
        }
    }

    // ------------------------------------------------------------------------------------------------ helpers

    private static HttpRequest.Builder request(String path) {
        return HttpRequest.newBuilder(URI.create(api.baseUrl() + path)).timeout(Duration.ofSeconds(10));
    }

    private static HttpResponse<String> post(String path, String contentType, byte[] body)
            throws IOException, InterruptedException {
        return http.send(request(path).header("Content-Type", contentType).POST(BodyPublishers.ofByteArray(body))
                .build(), BodyHandlers.ofString());
    }

    private static final String BOUNDARY = "b0undary";

    /** A sendPhoto body: two text fields, then the photo. */
    private static byte[] multipartPhoto(byte[] photo) throws IOException {
        ByteArrayOutputStream body = new ByteArrayOutputStream();
        body.write(("--" + BOUNDARY + "\r\nContent-Disposition: form-data; name=\"chat_id\"\r\n\r\n"
                + "1234567890123\r\n--" + BOUNDARY + "\r\nContent-Disposition: form-data; name=\"caption\"\r\n"
                + "Content-Type: text/plain; charset=UTF-8\r\n\r\nsample \"caption\" ✓ 🚀\r\n--" + BOUNDARY
                + "\r\nContent-Disposition: form-data; name=\"photo\"; filename=\"photo.jpg\"\r\n"
                + "Content-Type: image/jpeg\r\n\r\n").getBytes(StandardCharsets.UTF_8));
        body.write(photo);
        body.write(("\r\n--" + BOUNDARY + "--\r\n").getBytes(StandardCharsets.UTF_8));
        return body.toByteArray();
    }

    /** A request written on a plain socket, to see exactly what comes back (or does not). */
    private static Socket rawRequest(String method, String json) throws IOException {
        Socket socket = new Socket("127.0.0.1", api.port());
        socket.setSoTimeout(5000);
        byte[] body = json.getBytes(StandardCharsets.UTF_8);
        OutputStream out = socket.getOutputStream();
        out.write(("POST /bot" + TOKEN + "/" + method + " HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                + "Content-Type: application/json\r\nContent-Length: " + body.length + "\r\n\r\n")
                .getBytes(StandardCharsets.US_ASCII));
        out.write(body);
        out.flush();
        return socket;
    }

    private static JsonNode json(String text) {
        return FakeJson.parse(text);
    }
}
