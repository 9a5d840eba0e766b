package io.github.quarkustelegram.testing.server;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentSkipListMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Function;

import io.netty.channel.Channel;
import io.netty.channel.ChannelOption;
import io.netty.handler.codec.http.QueryStringDecoder;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.VertxOptions;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.file.FileSystemOptions;
import io.vertx.core.http.HttpServer;
import io.vertx.core.http.HttpServerOptions;
import io.vertx.core.http.HttpServerRequest;
import io.vertx.core.http.HttpServerResponse;
import io.vertx.core.net.impl.ConnectionBase;

/**
 * A fake Telegram Bot API server: a real HTTP server (Vert.x) on 127.0.0.1 that speaks the Bot API's protocol paths,
 * records every request it receives, and answers each method from a script.
 *
 * <pre>{@code
 * try (FakeBotApiServer api = FakeBotApiServer.start()) {
 *     api.stub("sendMessage", FakeReply.ok("{\"message_id\":7,\"date\":1,\"chat\":{\"id\":1,\"type\":\"private\"}}"));
 *     // point a client at api.baseUrl() and call sendMessage
 *     RecordedRequest sent = api.takeRequest("sendMessage");
 *     assertThat(sent.param("text")).hasValue("hi");
 * }
 * }</pre>
 *
 * <h2>Paths</h2>
 * {@code /bot<token>/<method>} and {@code /bot<token>/test/<method>} (the test environment) call a method;
 * {@code /file/bot<token>/<path>} (and {@code /file/bot<token>/test/<path>}) downloads a file registered with
 * {@link #stubFile(String, byte[])}. Method names match case-insensitively, as on Telegram. Under
 * {@value #REQUESTS_PATH}, the records are read over HTTP ({@link FakeBotApiServerClient}). Anything else gets
 * Telegram's 404.
 *
 * <h2>Scripts</h2>
 * {@link #stub(String, FakeReply...)} answers a method's calls with replies in turn, the last one for every call
 * after; {@link #handle(String, Function)} computes each answer from the request (the seed of a stateful fake);
 * {@link #handleFile(String, Function)} does the same for a download. A method with no script gets the default reply:
 * 404 "Not Found", what Telegram answers to an unknown method. A responder runs on the server's event loop: it must
 * not block (use {@link FakeReply#after(Duration)} to delay).
 *
 * <h2>Records</h2>
 * Every request is recorded once its whole body has arrived, before it is answered, so a client that got an answer
 * (or gave up waiting) finds its request recorded. {@link #takeRequest(String)} hands out each method's requests in
 * order of arrival, {@link #takeDownload(String)} each file's downloads; {@link #requests()} lists them all. A test in
 * another class loader or process takes them over HTTP with {@link FakeBotApiServerClient}, and checks a call with
 * {@link ExpectedCall}.
 *
 * <p>
 * Thread-safe. Scripts and records are kept per method, so tests that each use their own methods can share one
 * server and run in parallel.
 */
public final class FakeBotApiServer implements AutoCloseable {

    /** How long {@link #takeRequest(String)} waits for a request that has not arrived yet. */
    public static final Duration DEFAULT_TAKE_TIMEOUT = Duration.ofSeconds(5);

    /** Where the records are read over HTTP, by {@link FakeBotApiServerClient}. */
    public static final String REQUESTS_PATH = "/fake/requests";

    private static final Duration START_STOP_TIMEOUT = Duration.ofSeconds(10);
    private static final FakeReply NOT_FOUND = FakeReply.error(404, "Not Found");
    private static final FakeReply UNAUTHORIZED = FakeReply.error(401, "Unauthorized");

    private final Vertx vertx;
    private final boolean ownsVertx;
    private final HttpServer server;
    private final String host;
    private final long maxBodyBytes;
    private final boolean keepUploads;
    private final String requiredToken;
    private final Function<RecordedRequest, FakeReply> defaultResponder;

    private final Map<String, Function<RecordedRequest, FakeReply>> responders = new ConcurrentHashMap<>();
    /** Path prefixes and their responders, the longest prefix first. */
    private final Map<String, Function<RecordedRequest, FakeReply>> pathResponders = new ConcurrentSkipListMap<>(
            Comparator.comparingInt(String::length).reversed().thenComparing(Comparator.naturalOrder()));
    private final Map<String, Function<RecordedRequest, FakeReply>> files = new ConcurrentHashMap<>();
    private final RequestLog log = new RequestLog();
    private final AtomicLong sequence = new AtomicLong();
    private volatile int port;

    private FakeBotApiServer(Builder builder) {
        this.ownsVertx = builder.vertx == null;
        this.vertx = ownsVertx ? Vertx.vertx(new VertxOptions()
                .setEventLoopPoolSize(2)
                .setWorkerPoolSize(1)
                .setInternalBlockingPoolSize(1)
                // no .vertx cache directory in the working directory
                .setFileSystemOptions(new FileSystemOptions().setFileCachingEnabled(false)
                        .setClassPathResolvingEnabled(false)))
                : builder.vertx;
        this.host = builder.host;
        this.maxBodyBytes = builder.maxBodyBytes;
        this.keepUploads = builder.keepUploads;
        this.requiredToken = builder.requiredToken;
        this.defaultResponder = builder.defaultResponder;
        this.server = vertx.createHttpServer(new HttpServerOptions()
                .setHost(builder.host)
                .setPort(builder.port)
                // HTTP/1.1 only, as a local Bot API server speaks it: no h2c upgrade, where closing the connection
                // of one call would kill every other call multiplexed on it
                .setHttp2ClearTextEnabled(false)
                .setHandle100ContinueAutomatically(true)
                .setDecompressionSupported(true)
                // Vert.x decodes the form only when uploads are counted: no limit on its text fields there either
                .setMaxFormAttributeSize(-1)
                .setMaxFormFields(-1));
        server.requestHandler(this::onRequest);
        pathResponders.put(REQUESTS_PATH, new RecordsApi(log, vertx));
    }

    /** @return a server on 127.0.0.1, on a free port, with its own Vert.x, started */
    public static FakeBotApiServer start() {
        return builder().start();
    }

    public static Builder builder() {
        return new Builder();
    }

    // ---------------------------------------------------------------------------------------------------- where

    /** @return the port the server listens on */
    public int port() {
        return port;
    }

    /**
     * @return the base URL to give a client in place of {@code https://api.telegram.org}, e.g. {@code http://127.0.0.1:41234}
     */
    public String baseUrl() {
        return "http://" + host + ":" + port;
    }

    // -------------------------------------------------------------------------------------------------- scripts

    /**
     * Answers the calls of a method with these replies in turn; the last one answers every call after.
     *
     * @param method the method name (any case)
     * @param replies at least one reply
     * @return this server
     */
    public FakeBotApiServer stub(String method, FakeReply... replies) {
        if (replies.length == 0) {
            throw new IllegalArgumentException("stub needs at least one reply");
        }
        List<FakeReply> script = List.of(replies);
        AtomicInteger next = new AtomicInteger();
        return handle(method, request -> script.get(Math.min(next.getAndIncrement(), script.size() - 1)));
    }

    /**
     * Answers the calls of a method with what the responder makes of each request.
     *
     * @param method the method name (any case)
     * @param responder called on the event loop with each recorded request; must not block
     * @return this server
     */
    public FakeBotApiServer handle(String method, Function<RecordedRequest, FakeReply> responder) {
        responders.put(RequestLog.methodKey(method), Objects.requireNonNull(responder, "responder"));
        return this;
    }

    /**
     * Answers requests to paths outside the Bot API's ({@code /bot...}, {@code /file/bot...}) that start with a prefix,
     * e.g. a control API of a stateful fake. These requests are not recorded. When prefixes overlap, the longest
     * that matches answers.
     *
     * @param pathPrefix the path prefix, e.g. {@code /fake/}; it must not start with {@code /bot}, {@code /file/}
     *        or {@value #REQUESTS_PATH}
     * @param responder called on the event loop with each request; must not block
     * @return this server
     */
    public FakeBotApiServer handlePath(String pathPrefix, Function<RecordedRequest, FakeReply> responder) {
        if (!pathPrefix.startsWith("/") || pathPrefix.startsWith("/bot") || pathPrefix.startsWith("/file/")
                || pathPrefix.startsWith(REQUESTS_PATH)) {
            throw new IllegalArgumentException("A path prefix outside the Bot API's paths and the records' is needed, "
                    + "not " + pathPrefix);
        }
        pathResponders.put(pathPrefix, Objects.requireNonNull(responder, "responder"));
        return this;
    }

    /**
     * Serves a file for download at {@code /file/bot<token>/<filePath>}.
     *
     * @param filePath the {@code file_path}, as getFile returns it, e.g. {@code photos/file_1.jpg}
     * @param content the content
     * @return this server
     */
    public FakeBotApiServer stubFile(String filePath, byte[] content) {
        FakeReply download = FakeReply.raw(200, "application/octet-stream", content);
        return handleFile(filePath, request -> download);
    }

    /**
     * Answers the downloads of a file with what the responder makes of each request: an error, a slow answer, a
     * broken connection.
     *
     * @param filePath the {@code file_path}, as getFile returns it, e.g. {@code photos/file_1.jpg}
     * @param responder called on the event loop with each recorded request; must not block
     * @return this server
     */
    public FakeBotApiServer handleFile(String filePath, Function<RecordedRequest, FakeReply> responder) {
        files.put(Objects.requireNonNull(filePath, "filePath"), Objects.requireNonNull(responder, "responder"));
        return this;
    }

    /**
     * Forgets a method: its script and its recorded requests. A test sharing the server calls this first.
     *
     * @param method the method name (any case)
     */
    public void forget(String method) {
        responders.remove(RequestLog.methodKey(method));
        log.forget(RequestLog.methodKey(method));
    }

    /** Forgets every recorded request, and keeps the scripts and files. */
    public void forgetRequests() {
        log.clear();
    }

    /** Forgets every script, file and recorded request. */
    public void reset() {
        responders.clear();
        files.clear();
        log.clear();
    }

    // -------------------------------------------------------------------------------------------------- records

    /** @return every request recorded (and not forgotten), in order of arrival */
    public List<RecordedRequest> requests() {
        return log.all();
    }

    /** @return the recorded requests of one method (any case), in order of arrival */
    public List<RecordedRequest> requests(String method) {
        String key = RequestLog.methodKey(method);
        return log.all().stream().filter(r -> key.equals(RequestLog.keyOf(r))).toList();
    }

    /**
     * The next request of a method not taken yet, waiting up to {@link #DEFAULT_TAKE_TIMEOUT} for it to arrive.
     *
     * @param method the method name (any case)
     * @return the request
     * @throws AssertionError when none arrives in time
     */
    public RecordedRequest takeRequest(String method) {
        return takeRequest(method, DEFAULT_TAKE_TIMEOUT);
    }

    /**
     * @param method the method name (any case)
     * @param timeout how long to wait
     * @return the next request of that method not taken yet
     * @throws AssertionError when none arrives in time
     */
    public RecordedRequest takeRequest(String method, Duration timeout) {
        return take(RequestLog.methodKey(method), timeout, method + " request");
    }

    /** @return how many requests of a method are recorded and not taken yet */
    public int pendingRequests(String method) {
        return log.pending(RequestLog.methodKey(method));
    }

    /**
     * The next download of a file not taken yet, waiting up to {@link #DEFAULT_TAKE_TIMEOUT} for it to arrive.
     *
     * @param filePath the file path after the token, e.g. {@code documents/file_7.pdf}
     * @return the request ({@link RecordedRequest.Kind#FILE})
     * @throws AssertionError when none arrives in time
     */
    public RecordedRequest takeDownload(String filePath) {
        return takeDownload(filePath, DEFAULT_TAKE_TIMEOUT);
    }

    /**
     * @param filePath the file path after the token, e.g. {@code documents/file_7.pdf}
     * @param timeout how long to wait
     * @return the next download of that file not taken yet
     * @throws AssertionError when none arrives in time
     */
    public RecordedRequest takeDownload(String filePath, Duration timeout) {
        return take(RequestLog.downloadKey(filePath), timeout, "download of " + filePath);
    }

    private RecordedRequest take(String key, Duration timeout, String what) {
        RecordedRequest request = log.take(key, timeout);
        if (request == null) {
            throw new AssertionError("The fake Bot API received no " + what + " within " + timeout.toMillis()
                    + " ms; it received: " + log.all());
        }
        return request;
    }

    // -------------------------------------------------------------------------------------------------- life

    @Override
    public void close() {
        try {
            await(server.close());
        } finally {
            if (ownsVertx) {
                await(vertx.close());
            }
        }
    }

    private FakeBotApiServer listen() {
        try {
            port = await(server.listen()).actualPort();
            return this;
        } catch (RuntimeException e) {
            if (ownsVertx) {
                vertx.close();
            }
            throw e;
        }
    }

    private static <T> T await(Future<T> future) {
        try {
            return future.toCompletionStage().toCompletableFuture()
                    .get(START_STOP_TIMEOUT.toMillis(), TimeUnit.MILLISECONDS);
        } catch (ExecutionException e) {
            throw new IllegalStateException("The fake Bot API server failed to start or stop", e.getCause());
        } catch (TimeoutException e) {
            throw new IllegalStateException("The fake Bot API server did not start or stop in " + START_STOP_TIMEOUT, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    // -------------------------------------------------------------------------------------------------- serving

    private void onRequest(HttpServerRequest request) {
        RecordedRequest.Builder record = new RecordedRequest.Builder();
        record.httpMethod = request.method().name();
        record.uri = request.uri();
        record.path = request.path();
        record.contentType = request.getHeader("Content-Type");
        record.headers = headers(request);
        record.queryParams = new QueryStringDecoder(request.uri()).parameters();
        BotApiPath where = BotApiPath.parse(request.path());
        record.kind = where.kind();
        record.token = where.token();
        record.testEnvironment = where.testEnvironment();
        if (where.kind() == RecordedRequest.Kind.METHOD) {
            record.methodName = where.target();
        } else if (where.kind() == RecordedRequest.Kind.FILE) {
            record.filePath = where.target();
        }
        HttpServerResponse response = request.response();
        response.closeHandler(v -> record.clientDisconnected.complete(null));

        // all on the connection's event loop: no locks
        Buffer body = Buffer.buffer();
        long[] received = { 0 };
        List<RecordedPart> counted = countsUploads(record) ? countUploads(request) : null;
        request.handler(chunk -> {
            if (received[0] + chunk.length() > maxBodyBytes) {
                request.pause();
                if (!response.ended()) {
                    response.setStatusCode(413).putHeader("Connection", "close")
                            .end("{\"ok\":false,\"error_code\":413,\"description\":\"Request Entity Too Large\"}");
                }
                return;
            }
            received[0] += chunk.length();
            if (counted == null) {
                body.appendBuffer(chunk);
            }
        });
        request.exceptionHandler(e -> record.clientDisconnected.complete(null));
        request.endHandler(v -> {
            if (response.ended()) {
                return;
            }
            record.sequence = sequence.incrementAndGet();
            record.body = body.getBytes();
            record.bodyLength = received[0];
            if (counted == null) {
                RequestBodies.read(record);
            } else {
                // the uploads ended first, as Vert.x decodes them; then the text fields
                request.formAttributes().forEach(field -> counted.add(new RecordedPart(field.getKey(), null, null,
                        field.getValue().getBytes(StandardCharsets.UTF_8))));
                record.parts = counted;
            }
            RecordedRequest recorded = record.build();
            Function<RecordedRequest, FakeReply> pathResponder = pathResponder(recorded);
            if (pathResponder != null) {
                send(request, answer(() -> pathResponder.apply(recorded)));
                return;
            }
            log.add(recorded);
            send(request, answer(() -> reply(recorded)));
        });
    }

    private boolean countsUploads(RecordedRequest.Builder record) {
        return !keepUploads && record.contentType != null
                && record.contentType.toLowerCase(Locale.ROOT).startsWith("multipart/form-data");
    }

    /**
     * Has Vert.x decode the multipart body as it streams in, counting each file part's bytes without keeping them.
     *
     * @return the file parts, each added once it has ended
     */
    private static List<RecordedPart> countUploads(HttpServerRequest request) {
        List<RecordedPart> parts = new ArrayList<>();
        request.setExpectMultipart(true);
        request.uploadHandler(upload -> {
            long[] size = { 0 };
            upload.handler(chunk -> size[0] += chunk.length());
            upload.endHandler(end -> parts.add(new RecordedPart(upload.name(), upload.filename(),
                    upload.contentType(), null, size[0])));
        });
        return parts;
    }

    /** A responder that fails answers 500 with its failure, rather than leaving the client waiting. */
    private static FakeReply answer(java.util.function.Supplier<FakeReply> responder) {
        try {
            return responder.get();
        } catch (RuntimeException e) {
            return FakeReply.error(500, "Internal Server Error: the fake failed: " + e);
        }
    }

    private Function<RecordedRequest, FakeReply> pathResponder(RecordedRequest request) {
        if (request.kind() != RecordedRequest.Kind.OTHER || pathResponders.isEmpty()) {
            return null;
        }
        for (Map.Entry<String, Function<RecordedRequest, FakeReply>> entry : pathResponders.entrySet()) {
            if (request.path().startsWith(entry.getKey())) {
                return entry.getValue();
            }
        }
        return null;
    }

    /** @return the Vert.x the server runs on: a stateful fake sets its timers and makes its HTTP calls on it */
    public Vertx vertx() {
        return vertx;
    }

    private FakeReply reply(RecordedRequest request) {
        if (requiredToken != null && request.kind() != RecordedRequest.Kind.OTHER
                && !requiredToken.equals(request.token())) {
            return UNAUTHORIZED;
        }
        return switch (request.kind()) {
            case METHOD -> {
                Function<RecordedRequest, FakeReply> responder = responders.get(
                        RequestLog.methodKey(request.methodName()));
                yield (responder != null ? responder : defaultResponder).apply(request);
            }
            case FILE -> {
                Function<RecordedRequest, FakeReply> responder = files.get(request.filePath());
                yield responder == null ? NOT_FOUND : responder.apply(request);
            }
            case OTHER -> NOT_FOUND;
        };
    }

    private void send(HttpServerRequest request, FakeReply reply) {
        HttpServerResponse response = request.response();
        if (response.ended() || response.closed()) {
            return;
        }
        if (reply instanceof FakeReply.Deferred deferred) {
            io.vertx.core.Context context = vertx.getOrCreateContext();
            deferred.reply().whenComplete((then, failure) -> context.runOnContext(v -> send(request,
                    failure == null && then != null ? then
                            : FakeReply.error(500, "Internal Server Error: the fake failed: " + failure))));
        } else if (reply instanceof FakeReply.Delayed delayed) {
            vertx.setTimer(Math.max(1, delayed.delay().toMillis()), id -> send(request, delayed.then()));
        } else if (reply instanceof FakeReply.Disconnect disconnect) {
            if (disconnect.reset() && request.connection() instanceof ConnectionBase connection) {
                Channel channel = connection.channel();
                channel.config().setOption(ChannelOption.SO_LINGER, 0);
                channel.close();
            } else {
                request.connection().close();
            }
        } else if (reply instanceof FakeReply.Http http) {
            response.setStatusCode(http.status());
            if (http.contentType() != null) {
                response.putHeader("Content-Type", http.contentType());
            }
            http.headers().forEach(response::putHeader);
            response.end(Buffer.buffer(http.body()));
        }
    }

    private static Map<String, List<String>> headers(HttpServerRequest request) {
        Map<String, List<String>> headers = new LinkedHashMap<>();
        request.headers().forEach(header -> headers
                .computeIfAbsent(header.getKey().toLowerCase(Locale.ROOT), k -> new ArrayList<>())
                .add(header.getValue()));
        headers.replaceAll((name, values) -> List.copyOf(values));
        return headers;
    }

    /** Configures a {@link FakeBotApiServer}. */
    public static final class Builder {
        private Vertx vertx;
        private String host = "127.0.0.1";
        private int port;
        private long maxBodyBytes = 64L * 1024 * 1024;
        private boolean keepUploads = true;
        private String requiredToken;
        private Function<RecordedRequest, FakeReply> defaultResponder = request -> NOT_FOUND;

        private Builder() {
        }

        /**
         * @param vertx a Vert.x to run on (e.g. the application's); the server then does not close it. By default
         *        the server makes its own and closes it.
         * @return this builder
         */
        public Builder vertx(Vertx vertx) {
            this.vertx = vertx;
            return this;
        }

        /** @param host the address to listen on; 127.0.0.1 by default @return this builder */
        public Builder host(String host) {
            this.host = host;
            return this;
        }

        /** @param port the port to listen on; 0 (the default) picks a free one @return this builder */
        public Builder port(int port) {
            this.port = port;
            return this;
        }

        /** @param bytes the largest body accepted (larger: 413); 64 MiB by default @return this builder */
        public Builder maxBodyBytes(long bytes) {
            this.maxBodyBytes = bytes;
            return this;
        }

        /**
         * @param keep false to count the bytes of the file parts of multipart requests as they arrive instead of
         *        keeping them, so that a test can upload files larger than its heap: the parts' {@link
         *        RecordedPart#size() size} is known, their content is not, and the request's {@link
         *        RecordedRequest#body() body} is empty. Text fields are kept. By default uploads are kept.
         * @return this builder
         */
        public Builder keepUploads(boolean keep) {
            this.keepUploads = keep;
            return this;
        }

        /**
         * @param token the only token accepted; any other gets 401 "Unauthorized". By default any token is accepted.
         * @return this builder
         */
        public Builder requireToken(String token) {
            this.requiredToken = token;
            return this;
        }

        /**
         * @param responder answers methods with no script; by default Telegram's 404 "Not Found"
         * @return this builder
         */
        public Builder defaultResponder(Function<RecordedRequest, FakeReply> responder) {
            this.defaultResponder = Objects.requireNonNull(responder, "responder");
            return this;
        }

        /** @return the server, listening */
        public FakeBotApiServer start() {
            return new FakeBotApiServer(this).listen();
        }
    }
}
