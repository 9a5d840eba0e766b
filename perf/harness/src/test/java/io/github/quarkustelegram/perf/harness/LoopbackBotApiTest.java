package io.github.quarkustelegram.perf.harness;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

/** The loopback server as the benchmarks use it: a real HTTP client, and raw bytes for what clients rarely send. */
class LoopbackBotApiTest {

    private static final byte[] ANSWER = Fixtures.bytes(Fixtures.SEND_MESSAGE_RESPONSE);
    private static final String PATH = "/bot" + LoopbackBotApi.TOKEN + "/sendMessage";

    @Test
    void answersTheJdkHttpClientOnOneKeptAliveConnection() throws Exception {
        try (LoopbackBotApi server = LoopbackBotApi.start(2)) {
            HttpClient client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
            for (int i = 0; i < 3; i++) {
                HttpResponse<byte[]> response = client.send(HttpRequest.newBuilder(URI.create(server.baseUrl() + PATH))
                        .header("Content-Type", "application/json")
                        .POST(HttpRequest.BodyPublishers.ofString("{\"chat_id\":42,\"text\":\"hello\"}")).build(),
                        HttpResponse.BodyHandlers.ofByteArray());

                assertThat(response.statusCode()).isEqualTo(200);
                assertThat(response.headers().firstValue("content-type")).hasValue("application/json");
                assertThat(response.body()).isEqualTo(ANSWER);
            }

            List<CapturedRequest> captured = server.captured();
            assertThat(captured).hasSize(2);
            assertThat(captured.get(0).method()).isEqualTo("POST");
            assertThat(captured.get(0).target()).isEqualTo(PATH);
            assertThat(captured.get(0).header("Content-Type")).isEqualTo("application/json");
            assertThat(captured.get(0).bodyText()).isEqualTo("{\"chat_id\":42,\"text\":\"hello\"}");
            SetupCheck.sentHello("JDK HttpClient", server);
        }
    }

    @Test
    void answersEachRequestOfAKeptAliveSocketAndCountsBodiesArrivingInPieces() throws Exception {
        try (LoopbackBotApi server = LoopbackBotApi.start(); Socket socket = connect(server)) {
            OutputStream out = socket.getOutputStream();
            InputStream in = socket.getInputStream();
            for (int i = 0; i < 3; i++) {
                byte[] request = post("{\"chat_id\":42,\"text\":\"hello\"}");
                int half = request.length - 10;
                out.write(request, 0, half);
                out.flush();
                Thread.sleep(20);
                out.write(request, half, request.length - half);
                out.flush();

                assertThat(readAnswer(in)).isEqualTo(ANSWER);
            }
        }
    }

    @Test
    void answersPipelinedRequestsInOrder() throws Exception {
        try (LoopbackBotApi server = LoopbackBotApi.start(3); Socket socket = connect(server)) {
            ByteArrayOutputStream requests = new ByteArrayOutputStream();
            for (int i = 0; i < 3; i++) {
                requests.writeBytes(post("{\"chat_id\":42,\"text\":\"pipelined " + i + "\"}"));
            }
            socket.getOutputStream().write(requests.toByteArray());
            socket.getOutputStream().flush();

            for (int i = 0; i < 3; i++) {
                assertThat(readAnswer(socket.getInputStream())).isEqualTo(ANSWER);
            }
            assertThat(server.captured()).extracting(CapturedRequest::bodyText).containsExactly(
                    "{\"chat_id\":42,\"text\":\"pipelined 0\"}", "{\"chat_id\":42,\"text\":\"pipelined 1\"}",
                    "{\"chat_id\":42,\"text\":\"pipelined 2\"}");
        }
    }

    @Test
    void readsAChunkedBodyWithExtensionsAndTrailersThenTheNextRequest() throws Exception {
        try (LoopbackBotApi server = LoopbackBotApi.start(2); Socket socket = connect(server)) {
            String chunked = "POST " + PATH + " HTTP/1.1\r\nHost: 127.0.0.1\r\nTransfer-Encoding: chunked\r\n"
                    + "Content-Type: application/json\r\n\r\n"
                    + "e;ext=1\r\n{\"chat_id\":42,\r\n"
                    + "f\r\n\"text\":\"hello\"}\r\n"
                    + "0\r\nX-Trailer: yes\r\n\r\n";
            socket.getOutputStream().write(chunked.getBytes(StandardCharsets.US_ASCII));
            socket.getOutputStream().write(post("{}"));
            socket.getOutputStream().flush();

            assertThat(readAnswer(socket.getInputStream())).isEqualTo(ANSWER);
            assertThat(readAnswer(socket.getInputStream())).isEqualTo(ANSWER);
            assertThat(server.captured().get(0).bodyText()).isEqualTo("{\"chat_id\":42,\"text\":\"hello\"}");
            assertThat(server.captured().get(1).bodyText()).isEqualTo("{}");
            SetupCheck.sentHello("chunked", server);
        }
    }

    @Test
    void answersARequestWithoutBodyAndClosesWhenAsked() throws Exception {
        try (LoopbackBotApi server = LoopbackBotApi.start(); Socket socket = connect(server)) {
            socket.getOutputStream().write(("GET /bot" + LoopbackBotApi.TOKEN + "/getMe HTTP/1.1\r\nHost: x\r\n"
                    + "Connection: close\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
            socket.getOutputStream().flush();

            assertThat(readAnswer(socket.getInputStream())).isEqualTo(ANSWER);
            assertThat(socket.getInputStream().read()).as("closed after the answer").isEqualTo(-1);
        }
    }

    @Test
    void capturesNothingPastItsLimit() throws Exception {
        try (LoopbackBotApi server = LoopbackBotApi.start(1); Socket socket = connect(server)) {
            for (int i = 0; i < 3; i++) {
                socket.getOutputStream().write(post("{\"n\":" + i + "}"));
                assertThat(readAnswer(socket.getInputStream())).isEqualTo(ANSWER);
            }
            assertThat(server.captured()).extracting(CapturedRequest::bodyText).containsExactly("{\"n\":0}");
        }
    }

    private static Socket connect(LoopbackBotApi server) throws IOException {
        Socket socket = new Socket("127.0.0.1", server.port());
        socket.setSoTimeout(5_000);
        return socket;
    }

    private static byte[] post(String json) {
        byte[] body = json.getBytes(StandardCharsets.UTF_8);
        String head = "POST " + PATH + " HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                + "Content-Length: " + body.length + "\r\n\r\n";
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.writeBytes(head.getBytes(StandardCharsets.US_ASCII));
        out.writeBytes(body);
        return out.toByteArray();
    }

    /** Reads one answer: its head line by line, then Content-Length bytes; returns the body. */
    private static byte[] readAnswer(InputStream in) throws IOException {
        List<String> head = new ArrayList<>();
        for (String line = readLine(in); !line.isEmpty(); line = readLine(in)) {
            head.add(line);
        }
        assertThat(head.get(0)).isEqualTo("HTTP/1.1 200 OK");
        int length = head.stream().filter(h -> h.toLowerCase().startsWith("content-length:"))
                .mapToInt(h -> Integer.parseInt(h.substring(15).trim())).findFirst().orElseThrow();
        return in.readNBytes(length);
    }

    private static String readLine(InputStream in) throws IOException {
        StringBuilder line = new StringBuilder();
        for (int c = in.read(); c != '\n'; c = in.read()) {
            if (c < 0) {
                throw new IOException("closed in a head");
            }
            if (c != '\r') {
                line.append((char) c);
            }
        }
        return line.toString();
    }
}
