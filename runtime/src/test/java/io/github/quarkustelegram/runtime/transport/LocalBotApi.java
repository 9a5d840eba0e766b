package io.github.quarkustelegram.runtime.transport;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Function;

import io.vertx.core.Vertx;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpServer;
import io.vertx.core.http.HttpServerOptions;
import io.vertx.core.http.HttpServerRequest;

/**
 * A small Bot API stand-in for the transport tests: a Vert.x HTTP server on 127.0.0.1 that records each request
 * (path, headers, JSON body or multipart parts) and answers as the test scripts it. Multipart uploads can be counted
 * instead of kept, for big uploads.
 */
public final class LocalBotApi implements AutoCloseable {

    private final Vertx vertx;
    private final HttpServer server;
    private final BlockingQueue<Recorded> requests = new LinkedBlockingQueue<>();
    private volatile Function<Recorded, Reply> responder = r -> Reply.ok("true");
    private volatile boolean keepUploads = true;

    private LocalBotApi(Vertx vertx, HttpServer server) {
        this.vertx = vertx;
        this.server = server;
    }

    /** @return a started server on a free port of 127.0.0.1 */
    public static LocalBotApi start() {
        Vertx vertx = Vertx.vertx();
        LocalBotApi[] self = new LocalBotApi[1];
        HttpServer server = vertx.createHttpServer(new HttpServerOptions().setHost("127.0.0.1").setPort(0))
                .requestHandler(req -> self[0].handle(req));
        try {
            server.listen().toCompletionStage().toCompletableFuture().get(10, TimeUnit.SECONDS);
        } catch (Exception e) {
            vertx.close();
            throw new IllegalStateException("cannot start the local server", e);
        }
        self[0] = new LocalBotApi(vertx, server);
        return self[0];
    }

    /** @return {@code http://127.0.0.1:<port>} */
    public String baseUrl() {
        return "http://127.0.0.1:" + server.actualPort();
    }

    /** @param responder the answer to each request from now on */
    public LocalBotApi respond(Function<Recorded, Reply> responder) {
        this.responder = responder;
        return this;
    }

    /** @param reply the answer to every request from now on */
    public LocalBotApi respond(Reply reply) {
        return respond(r -> reply);
    }

    /** @param keep false to count the bytes of uploaded files rather than keep them */
    public LocalBotApi keepUploads(boolean keep) {
        this.keepUploads = keep;
        return this;
    }

    /** @return the next request received, waiting up to 10 s */
    public Recorded take() {
        try {
            Recorded r = requests.poll(10, TimeUnit.SECONDS);
            if (r == null) {
                throw new AssertionError("no request reached the local server within 10 s");
            }
            return r;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        }
    }

    /** Forgets the requests not taken yet, and answers {@code {"ok":true,"result":true}} again. */
    public LocalBotApi reset() {
        requests.clear();
        responder = r -> Reply.ok("true");
        keepUploads = true;
        return this;
    }

    /** @return how many requests are waiting to be taken */
    public int pending() {
        return requests.size();
    }

    private void handle(HttpServerRequest req) {
        String contentType = req.getHeader("Content-Type");
        Map<String, String> headers = new LinkedHashMap<>();
        req.headers().forEach(h -> headers.put(h.getKey().toLowerCase(java.util.Locale.ROOT), h.getValue()));
        CompletableFuture<Void> disconnected = new CompletableFuture<>();
        req.connection().closeHandler(v -> disconnected.complete(null));
        List<Part> parts = Collections.synchronizedList(new ArrayList<>());
        AtomicLong bodyBytes = new AtomicLong();
        Buffer body = Buffer.buffer();
        boolean multipart = contentType != null && contentType.startsWith("multipart/form-data");
        if (multipart) {
            req.setExpectMultipart(true);
            req.uploadHandler(upload -> {
                Buffer content = Buffer.buffer();
                AtomicLong size = new AtomicLong();
                upload.handler(chunk -> {
                    size.addAndGet(chunk.length());
                    bodyBytes.addAndGet(chunk.length());
                    if (keepUploads) {
                        content.appendBuffer(chunk);
                    }
                });
                upload.endHandler(v -> parts.add(new Part(upload.name(), upload.filename(), upload.contentType(),
                        keepUploads ? content.getBytes() : null, size.get())));
            });
        } else {
            req.handler(chunk -> {
                bodyBytes.addAndGet(chunk.length());
                body.appendBuffer(chunk);
            });
        }
        req.endHandler(v -> {
            if (multipart) {
                req.formAttributes().forEach(a -> parts.add(new Part(a.getKey(), null, null,
                        a.getValue().getBytes(StandardCharsets.UTF_8), a.getValue().length())));
            }
            Recorded recorded = new Recorded(req.method().name(), req.path(), headers, body.getBytes(),
                    List.copyOf(parts), bodyBytes.get(), disconnected);
            requests.add(recorded);
            Reply reply = responder.apply(recorded);
            Runnable answer = () -> answer(req, reply);
            if (reply.after().isZero()) {
                answer.run();
            } else {
                vertx.setTimer(reply.after().toMillis(), t -> answer.run());
            }
        });
    }

    private static void answer(HttpServerRequest req, Reply reply) {
        if (reply.closeConnection()) {
            req.connection().close();
            return;
        }
        if (req.response().closed()) {
            return;
        }
        var response = req.response().setStatusCode(reply.status());
        reply.headers().forEach(response::putHeader);
        if (reply.file() != null) {
            response.sendFile(reply.file());
        } else {
            response.end(Buffer.buffer(reply.body()));
        }
    }

    @Override
    public void close() {
        try {
            vertx.close().toCompletionStage().toCompletableFuture().get(10, TimeUnit.SECONDS);
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * A request as received.
     *
     * @param method the HTTP method
     * @param path the path, e.g. {@code /bot123:ABC/sendMessage}
     * @param headers the headers, names in lower case
     * @param body the body of a non-multipart request
     * @param parts the parts of a multipart request: files in the order they ended, then the text fields
     * @param bodyBytes the bytes received (file content only, for multipart)
     * @param disconnected completes when the client closes the connection
     */
    public record Recorded(String method, String path, Map<String, String> headers, byte[] body, List<Part> parts,
            long bodyBytes, CompletableFuture<Void> disconnected) {

        public String bodyText() {
            return new String(body, StandardCharsets.UTF_8);
        }

        public String header(String name) {
            return headers.get(name.toLowerCase(java.util.Locale.ROOT));
        }

        public Part part(String name) {
            return parts.stream().filter(p -> p.name().equals(name)).findFirst()
                    .orElseThrow(() -> new AssertionError("no part " + name + " in " + parts));
        }

        /** @return whether the client closed the connection within the time */
        public boolean disconnectedWithin(Duration time) {
            try {
                disconnected.get(time.toMillis(), TimeUnit.MILLISECONDS);
                return true;
            } catch (Exception e) {
                return false;
            }
        }
    }

    /**
     * A part of a multipart request.
     *
     * @param name its name
     * @param filename the file name of a file part, null for a text field
     * @param contentType the content type of a file part
     * @param content its bytes (null when uploads are only counted)
     * @param size its size in bytes
     */
    public record Part(String name, String filename, String contentType, byte[] content, long size) {

        public boolean isFile() {
            return filename != null;
        }

        public String text() {
            return new String(content, StandardCharsets.UTF_8);
        }

        @Override
        public String toString() {
            return "Part[" + name + (isFile() ? ", file " + filename + ", " + size + " bytes" : " = " + text()) + "]";
        }
    }

    /**
     * How to answer.
     *
     * @param status the HTTP status
     * @param headers the headers
     * @param body the body
     * @param file a file to send as the body instead, or null
     * @param after how long to wait before answering
     * @param closeConnection close the connection instead of answering
     */
    public record Reply(int status, Map<String, String> headers, byte[] body, String file, Duration after,
            boolean closeConnection) {

        public static Reply ok(String resultJson) {
            return json(200, "{\"ok\":true,\"result\":" + resultJson + "}");
        }

        public static Reply error(int code, String description) {
            return json(code, "{\"ok\":false,\"error_code\":" + code + ",\"description\":\"" + description + "\"}");
        }

        public static Reply json(int status, String json) {
            return new Reply(status, Map.of("Content-Type", "application/json"),
                    json.getBytes(StandardCharsets.UTF_8), null, Duration.ZERO, false);
        }

        public static Reply raw(int status, String contentType, String body) {
            return new Reply(status, Map.of("Content-Type", contentType), body.getBytes(StandardCharsets.UTF_8),
                    null, Duration.ZERO, false);
        }

        public static Reply file(String path) {
            return new Reply(200, Map.of("Content-Type", "application/octet-stream"), new byte[0], path,
                    Duration.ZERO, false);
        }

        public static Reply closeTheConnection() {
            return new Reply(0, Map.of(), new byte[0], null, Duration.ZERO, true);
        }

        public Reply after(Duration delay) {
            return new Reply(status, headers, body, file, delay, closeConnection);
        }

        public Reply header(String name, String value) {
            Map<String, String> copy = new LinkedHashMap<>(headers);
            copy.put(name, value);
            return new Reply(status, copy, body, file, after, closeConnection);
        }
    }
}
