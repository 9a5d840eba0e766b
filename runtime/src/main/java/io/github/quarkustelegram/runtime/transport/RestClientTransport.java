package io.github.quarkustelegram.runtime.transport;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;

import jakarta.ws.rs.WebApplicationException;
import jakarta.ws.rs.client.Entity;
import jakarta.ws.rs.client.WebTarget;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;

import org.jboss.logging.Logger;
import org.jboss.resteasy.reactive.client.api.ClientMultipartForm;
import org.jboss.resteasy.reactive.client.api.LoggingScope;
import org.jboss.resteasy.reactive.client.api.QuarkusRestClientProperties;
import org.jboss.resteasy.reactive.client.impl.ClientBuilderImpl;
import org.jboss.resteasy.reactive.client.impl.ClientImpl;
import org.jboss.resteasy.reactive.client.impl.UniInvoker;
import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.error.TelegramException;
import io.github.quarkustelegram.error.TelegramNetworkException;
import io.github.quarkustelegram.method.TelegramRequest;
import io.github.quarkustelegram.model.InputFile;
import io.github.quarkustelegram.runtime.multipart.EncodedRequest;
import io.github.quarkustelegram.runtime.multipart.PartFilenames;
import io.github.quarkustelegram.runtime.multipart.RequestEncoder;
import io.github.quarkustelegram.runtime.multipart.SpooledUploads;
import io.github.quarkustelegram.runtime.multipart.UploadSpool;
import io.github.quarkustelegram.transport.TelegramTransport;
import io.smallrye.mutiny.Uni;
import io.smallrye.mutiny.infrastructure.Infrastructure;
import io.smallrye.mutiny.subscription.UniEmitter;
import io.smallrye.mutiny.subscription.UniSubscriber;
import io.smallrye.mutiny.subscription.UniSubscription;
import io.vertx.core.Context;
import io.vertx.core.Handler;
import io.vertx.core.buffer.Buffer;

/**
 * The default transport: the Quarkus REST client (reactive, on Vert.x), through its Jakarta REST client API, which
 * works the same inside a Quarkus application (on Quarkus's Vert.x) and in a plain JVM (on a Vert.x of its own,
 * closed with the transport).
 *
 * <ul>
 * <li>Each call is a POST to {@code {baseUrl}/bot{token}/{method}} ({@link BotApiEndpoint}). The body is the JSON
 * {@link RequestEncoder} writes with the model's own mapper (never the REST client's or the application's
 * {@code ObjectMapper}), sent as bytes; a request carrying an upload goes as {@code multipart/form-data}.</li>
 * <li>Uploads stream: a file from disk, bytes from memory; a stream ({@link InputFile#upload(InputStream, String)})
 * is first copied to a temporary file (on a worker thread), deleted when the call ends, since the REST client
 * streams multipart content only from files.</li>
 * <li>The answer is read as bytes and decoded by {@link ResponseDecoder}.</li>
 * <li>Failures: {@link io.github.quarkustelegram.error.TelegramApiException}s and
 * {@link io.github.quarkustelegram.error.TelegramResponseException}s from the decoder,
 * {@link io.github.quarkustelegram.error.TelegramNetworkException}s as {@link NetworkFailures} classifies them.
 * No message or cause carries the token.</li>
 * <li>Timeouts: connect, and read: no answer within the read timeout fails the call and closes the connection. A
 * {@code getUpdates} with a long-polling {@code timeout} gets that much more; a call uploading files gets one second
 * more per {@value TransportCore#UPLOAD_BYTES_PER_SECOND} bytes. The transport enforces this deadline itself (Vert.x's own
 * timeout, whose exception would quote the path and so the token, only backs it up).</li>
 * <li>Cancelling the {@link Uni} resets the HTTP request.</li>
 * </ul>
 * Thread-safe; close it to release the connections (and its own Vert.x outside Quarkus).
 */
public final class RestClientTransport implements TelegramTransport, AutoCloseable {

    private static final Logger LOG = Logger.getLogger(RestClientTransport.class);
    private static final MediaType JSON = MediaType.APPLICATION_JSON_TYPE;
    private static final MediaType MULTIPART = MediaType.MULTIPART_FORM_DATA_TYPE;
    /** Bounds the targets and invokers kept (an application may bring its own request types, each with a method). */
    private static final int MAX_CACHED_METHODS = 1024;
    /** How much later than the deadline the HTTP client's own timeout fires, should the deadline fail to. */
    private static final Duration BACKSTOP = Duration.ofSeconds(30);

    private final TransportCore core;
    private final BotApiEndpoint endpoint;
    private final HttpOptions options;
    private final ClientImpl client;
    private final RequestEncoder encoder;
    private final ResponseDecoder decoder;
    private final TokenRedactor redactor;
    /** The copies of stream uploads a layer above made for the calls in progress. */
    private final UploadSpool spool;
    /** A target per method, for the calls with the usual deadline (parsing the URL is a good part of a call). */
    private final ConcurrentHashMap<String, WebTarget> targets = new ConcurrentHashMap<>();
    /** An invoker per method, when they can be shared ({@link #invoker}). */
    private final ConcurrentHashMap<String, UniInvoker> invokers = new ConcurrentHashMap<>();
    private final boolean shareInvokers;
    /** Where calls from threads without a Vert.x context run. */
    private final CallerContexts callerContexts;

    /**
     * @param endpoint where the calls go (base URL, token, environment)
     * @param options timeouts and connection pool
     */
    public RestClientTransport(BotApiEndpoint endpoint, HttpOptions options) {
        this(endpoint, options, new UploadSpool(null));
    }

    /**
     * @param endpoint where the calls go (base URL, token, environment)
     * @param options timeouts and connection pool
     * @param spool the copies of stream uploads made above the retry layer ({@code UploadSpooling}); a stream it
     *        has no copy of is copied for each attempt
     */
    public RestClientTransport(BotApiEndpoint endpoint, HttpOptions options, UploadSpool spool) {
        this.spool = Objects.requireNonNull(spool, "spool");
        this.endpoint = Objects.requireNonNull(endpoint, "endpoint");
        this.options = Objects.requireNonNull(options, "options");
        this.core = new TransportCore(endpoint, options);
        this.redactor = core.redactor();
        this.encoder = RequestEncoder.standard();
        this.decoder = core.decoder();
        ClientBuilderImpl builder = new ClientBuilderImpl();
        builder.connectTimeout(options.connectTimeout().toMillis(), TimeUnit.MILLISECONDS);
        // no read timeout of the REST client's own: the core's deadline cancels the call (a Vert.x timeout per request
        // would cost a timer, and its exception quotes the path, token included)
        builder.followRedirects(false);
        // the REST client's own request logging would print the URL, and so the token
        builder.loggingScope(LoggingScope.NONE);
        builder.setUserAgent("quarkus-telegram");
        builder.register(new ReceivedBodyReader());
        int maxConnections = options.maxConnections();
        // no Vert.x tracing of these requests (with quarkus-opentelemetry): a client span would carry the URL, and so
        // the token; the built-in tracing makes a span per call instead
        builder.clientOptionsCustomizer(http -> http.setMaxPoolSize(maxConnections).setKeepAlive(true)
                .setTracingPolicy(io.vertx.core.tracing.TracingPolicy.IGNORE));
        this.client = builder.build();
        this.shareInvokers = client.getConfiguration().getRequestFilters().isEmpty();
        this.callerContexts = new CallerContexts();
        resolveMutinyInterceptors();
    }

    /**
     * Makes Mutiny set itself up once, before any call. With Mutiny's context propagation on the class path (as in
     * Quarkus), its interceptor resolves the MicroProfile {@code ContextManagerProvider} on first use, and that
     * resolution is not thread-safe: two first uses at once, from two threads, fail one with "ContextManagerProvider
     * already set". Doing it in a class initialiser makes the JVM serialise it, even when several transports are
     * built at the same moment. Inside Quarkus it is resolved at startup and this costs nothing.
     */
    private static void resolveMutinyInterceptors() {
        MutinyWarmUp.done();
    }

    /** Holder whose initialisation the JVM runs exactly once, whatever the number of threads. */
    private static final class MutinyWarmUp {
        static {
            Uni.createFrom().item(Boolean.TRUE).onItem().transform(b -> b).subscribe().with(b -> {
            });
        }

        static void done() {
            // the work is in the class initialiser
        }
    }

    /** @return where the calls go */
    public BotApiEndpoint endpoint() {
        return endpoint;
    }

    /** @return the timeouts and pool size */
    public HttpOptions options() {
        return options;
    }

    @Override
    public <R> Uni<R> execute(TelegramRequest<R> request) {
        Objects.requireNonNull(request, "request");
        return Uni.createFrom().deferred(() -> send(request));
    }

    private <R> Uni<R> send(TelegramRequest<R> request) {
        checkOpen();
        EncodedRequest encoded = encoder.encode(request);
        if (encoded instanceof EncodedRequest.Json json) {
            return post(request, Entity.entity(json.body(), JSON), 0);
        }
        EncodedRequest.Multipart multipart = (EncodedRequest.Multipart) encoded;
        boolean copies = multipart.files().stream()
                .anyMatch(f -> UploadSpool.isStream(f.upload()) && spool.file(f.upload()) == null);
        if (!copies) {
            Form form = form(multipart, null);
            return post(request, Entity.entity(form.form(), MULTIPART), form.uploadBytes());
        }
        // a stream no layer above copied (this transport used on its own): copied for this attempt only
        SpooledUploads attempt = new SpooledUploads(() -> {
        });
        return Uni.createFrom().item(() -> form(multipart, attempt))
                .runSubscriptionOn(Infrastructure.getDefaultWorkerPool())
                .onItem().transformToUni(form -> post(request, Entity.entity(form.form(), MULTIPART),
                        form.uploadBytes()))
                .onTermination().invoke(attempt::release);
    }

    private <R> Uni<R> post(TelegramRequest<R> request, Entity<?> entity, long uploadBytes) {
        Duration deadline = core.deadline(request, uploadBytes);
        return Uni.createFrom().emitter(emitter -> post(request, entity, deadline, emitter));
    }

    /**
     * A blocking call of a JSON request waits for its answer without a {@code Uni} around it: the waiting thread
     * gets the same results, exceptions and cancellation on interrupt, at a smaller cost. Uploads go through
     * {@link #execute}.
     */
    @Override
    public <R> R call(TelegramRequest<R> request) {
        Objects.requireNonNull(request, "request");
        String method = request.methodName();
        BlockingCall.refuseToBlockIfForbidden(method);
        checkOpen();
        EncodedRequest encoded = encoder.encode(request);
        if (!(encoded instanceof EncodedRequest.Json json)) {
            return BlockingCall.await(execute(request), method);
        }
        WaitedCall<R> waited = new WaitedCall<>();
        post(request, Entity.entity(json.body(), JSON), core.deadline(request, 0), waited);
        return waited.await(method);
    }

    private <R> void post(TelegramRequest<R> request, Entity<?> entity, Duration deadline,
            UniEmitter<? super R> emitter) {
        // a timeout is reported from the deadline's thread, as Mutiny reports its own from its scheduler's
        PendingCall<R> call = new PendingCall<>(core, request, deadline, emitter, Runnable::run);
        if (!call.start()) {
            return;
        }
        call.sent(); // the REST client writes as soon as it has a connection: from here on, it may reach Telegram
        Exchange<R> exchange = new Exchange<>(request, entity, call);
        try {
            Context home = callerContexts.forCurrentThread();
            if (home == null) {
                exchange.start();
            } else {
                home.runOnContext(exchange);
            }
        } catch (RuntimeException refused) {
            call.failed(refused); // a closed client or event loop: the call ends now, its deadline with it
        }
    }

    /**
     * One exchange with the REST client: starts it (at once, or on the callers' context), receives its outcome for
     * the pending call, and cancels it should the call be abandoned. One object for what would be four lambdas and
     * Mutiny's callback subscriber.
     */
    private final class Exchange<R> implements UniSubscriber<ByteBuffer>, Handler<Void>, Runnable {

        private final TelegramRequest<R> request;
        private final Entity<?> entity;
        private final PendingCall<R> call;
        private volatile @Nullable UniSubscription subscription;
        private volatile boolean abandoned;

        Exchange(TelegramRequest<R> request, Entity<?> entity, PendingCall<R> call) {
            this.request = request;
            this.entity = entity;
            this.call = call;
        }

        /** Runs on the callers' context. */
        @Override
        public void handle(Void ignored) {
            if (call.isDone()) {
                return;
            }
            try {
                start();
            } catch (RuntimeException refused) {
                call.failed(refused);
            }
        }

        void start() {
            // the body as a plain entity: a 2xx answer then costs no response object with copied headers; any
            // other comes as the REST client's exception, which carries the answer
            invoker(request.methodName()).method("POST", entity, ByteBuffer.class).subscribe().withSubscriber(this);
            call.onAbandon(this);
        }

        @Override
        public void onSubscribe(UniSubscription started) {
            subscription = started;
            if (abandoned) {
                started.cancel();
            }
        }

        @Override
        public void onItem(ByteBuffer body) {
            callerContexts.learnFromCurrentContext();
            call.answered(200, null, body);
        }

        @Override
        public void onFailure(Throwable failure) {
            notOk(call, failure);
        }

        /** The call was abandoned (its deadline, a cancellation): cancels the REST client's request. */
        @Override
        public void run() {
            abandoned = true;
            UniSubscription started = subscription;
            if (started != null) {
                started.cancel();
            }
        }
    }

    /** The request property HTTP client instrumentation takes as the request's path template. */
    static final String URL_PATH_TEMPLATE = "UrlPathTemplate";

    /**
     * The invoker of a method's calls. Shared by all of them when no request filter is registered: the REST client
     * then only reads the builder (each call copies its headers and properties), and a call saves building the URI,
     * the builder and its headers again (a sixth of the bytes a call allocated). A filter may change the headers it
     * is given, so with one each call gets a builder of its own.
     */
    private UniInvoker invoker(String method) {
        if (!shareInvokers) {
            return target(method).request(JSON).rx(UniInvoker.class);
        }
        UniInvoker cached = invokers.get(method);
        if (cached != null) {
            return cached;
        }
        UniInvoker invoker = target(method).request(JSON).rx(UniInvoker.class);
        if (invokers.size() < MAX_CACHED_METHODS) {
            invokers.putIfAbsent(method, invoker);
        }
        return invoker;
    }

    /** The target of a method: one per method, kept (building it parses the URL, a good part of a call). */
    private WebTarget target(String method) {
        WebTarget cached = targets.get(method);
        if (cached != null) {
            return cached;
        }
        WebTarget target = client.target(endpoint.methodUrl(method));
        // what HTTP client metrics (quarkus-micrometer) name the request by, instead of its path, which has the token
        target.property(URL_PATH_TEMPLATE, "/bot{token}/" + method);
        if (targets.size() < MAX_CACHED_METHODS) {
            targets.putIfAbsent(method, target);
        }
        return target;
    }

    /**
     * A call that did not end in a 2xx answer: the REST client reports any other answer as a
     * {@link WebApplicationException} carrying it, which is decoded as an answer (the Bot API's error, mostly); the
     * rest is a failure. The answer's body is in memory, but for cases a Bot API answer never meets: a stream that
     * could block is read on a worker thread.
     */
    private void notOk(PendingCall<?> call, Throwable failure) {
        Throwable cause = NetworkFailures.unwrap(failure);
        if (!(cause instanceof WebApplicationException wae) || wae.getResponse() == null) {
            call.failed(failure);
            return;
        }
        Response response = wae.getResponse();
        int status = response.getStatus();
        String retryAfter = response.getHeaderString("Retry-After");
        Object entity = response.getEntity();
        if (entity instanceof InputStream in && !(in instanceof io.netty.buffer.ByteBufInputStream)
                && !(in instanceof java.io.ByteArrayInputStream)) {
            Infrastructure.getDefaultWorkerPool().execute(() -> {
                try {
                    call.answered(status, retryAfter, ByteBuffer.wrap(readAll(in)));
                } catch (RuntimeException e) {
                    call.failed(e);
                }
            });
            return;
        }
        ByteBuffer body = entity instanceof ByteBuffer bytes ? bytes
                : entity instanceof InputStream in ? ReceivedBodies.read(in) // in memory: one copy
                        : entity instanceof byte[] bytes ? ByteBuffer.wrap(bytes)
                                : entity instanceof String text ? ByteBuffer.wrap(text.getBytes(StandardCharsets.UTF_8))
                                        : ByteBuffer.allocate(0);
        call.answered(status, retryAfter, body);
    }

    private static byte[] readAll(InputStream in) {
        try (in) {
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Opens a file of the Bot API server for reading: a GET of {@code {baseUrl}/file/bot{token}/{filePath}}. The
     * stream reads from the connection as it comes (pausing it when the reader is slow), so it must be read on a
     * thread that may block, and closed.
     *
     * @param filePath a relative {@code file_path} from getFile
     * @param label what failures name as their method
     * @return the content, once the server answered 2xx; fails with a {@link TelegramException}
     */
    public Uni<InputStream> openFile(String filePath, String label) {
        Objects.requireNonNull(filePath, "filePath");
        Objects.requireNonNull(label, "label");
        return Uni.createFrom().deferred(() -> {
            checkOpen();
            Duration deadline = options.readTimeout();
            // the download's body is read later, from a stream: Vert.x's read timeout stops a stalled one
            WebTarget target = client.target(endpoint.fileUrl(filePath));
            target.property(URL_PATH_TEMPLATE, "/file/bot{token}/{file_path}");
            target.property(QuarkusRestClientProperties.READ_TIMEOUT, deadline.plus(BACKSTOP).toMillis());
            return core.withDeadline(target.request().rx(UniInvoker.class).method("GET", InputStream.class), deadline,
                    () -> core.timeout(label, deadline, true))
                    .onFailure(t -> !(t instanceof TelegramException))
                    // the body of an error answer is a stream read from the connection: read it where it may block
                    .recoverWithUni(t -> Uni.createFrom().<InputStream> failure(() -> fileFailure(label, t))
                            .runSubscriptionOn(Infrastructure.getDefaultWorkerPool()));
        });
    }

    private Throwable fileFailure(String label, Throwable failure) {
        Throwable cause = NetworkFailures.unwrap(failure);
        if (cause instanceof WebApplicationException wae && wae.getResponse() != null) {
            Response response = wae.getResponse();
            byte[] body = new byte[0];
            try {
                Object entity = response.getEntity();
                if (entity instanceof InputStream in) {
                    try (in) {
                        body = in.readNBytes(64 * 1024);
                    }
                } else if (entity instanceof byte[] bytes) {
                    body = bytes;
                }
            } catch (IOException | RuntimeException e) {
                LOG.debugf("%s: cannot read the body of HTTP %d: %s", label, response.getStatus(),
                        redactor.redact(e.toString()));
            }
            return decoder.failure(label, response.getStatus(), response.getHeaderString("Retry-After"), body);
        }
        return failure(label, failure);
    }

    private Throwable failure(String method, Throwable failure) {
        return core.failure(method, failure);
    }

    /** A multipart body, and how many bytes of files it uploads. */
    private record Form(ClientMultipartForm form, long uploadBytes) {
    }

    /** @param attempt where copies of streams go, or null when every stream has a copy in the spool */
    private Form form(EncodedRequest.Multipart multipart, @Nullable SpooledUploads attempt) {
        ClientMultipartForm form = ClientMultipartForm.create();
        long uploadBytes = 0;
        for (EncodedRequest.Part part : multipart.parts()) {
            if (part instanceof EncodedRequest.Part.Field field) {
                form.attribute(field.name(), field.value(), null);
                continue;
            }
            EncodedRequest.Part.File file = (EncodedRequest.Part.File) part;
            InputFile.Upload upload = file.upload();
            String type = MediaTypes.forFileName(upload.filename());
            String filename = PartFilenames.escape(upload.filename());
            Path path = upload.file();
            if (path != null) {
                if (!Files.isReadable(path)) {
                    throw new UncheckedIOException(new IOException(multipart.methodName()
                            + ": cannot read the file to upload as " + file.name() + ": " + upload.filename()));
                }
                form.binaryFileUpload(file.name(), filename, path.toString(), type);
                uploadBytes += Math.max(0, upload.contentLength());
            } else if (!UploadSpool.isStream(upload)) {
                byte[] content = readAll(upload);
                form.binaryFileUpload(file.name(), filename, Buffer.buffer(content), type);
                uploadBytes += content.length;
            } else {
                Path copy = spool.file(upload);
                if (copy == null) {
                    copy = copyForThisAttempt(multipart.methodName(), upload, Objects.requireNonNull(attempt));
                }
                form.binaryFileUpload(file.name(), filename, copy.toString(), type);
                uploadBytes += size(copy);
            }
        }
        return new Form(form, uploadBytes);
    }

    private Path copyForThisAttempt(String method, InputFile.Upload upload, SpooledUploads attempt) {
        Path copy = spool.copy(method, upload, attempt);
        if (copy == null || !attempt.add(copy, () -> {
        })) {
            throw new java.util.concurrent.CancellationException(method + ": ended while its upload was copied");
        }
        return copy;
    }

    private static long size(Path file) {
        try {
            return Files.size(file);
        } catch (IOException e) {
            return 0;
        }
    }

    private static byte[] readAll(InputFile.Upload upload) {
        try (InputStream in = upload.open()) {
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private void checkOpen() {
        core.checkOpen();
    }

    /** Closes the connections; calls made afterwards fail. Idempotent. */
    @Override
    public void close() {
        if (!core.isClosed()) {
            core.close();
            client.close();
        }
    }

    @Override
    public String toString() {
        return "RestClientTransport[" + endpoint + "]";
    }
}
