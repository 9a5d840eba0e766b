package io.github.quarkustelegram.runtime.transport.restclient;

import java.io.InputStream;
import java.time.Duration;
import java.util.Objects;
import java.util.concurrent.TimeUnit;

import jakarta.ws.rs.client.Entity;
import jakarta.ws.rs.client.WebTarget;
import jakarta.ws.rs.core.MediaType;

import org.jboss.resteasy.reactive.client.api.LoggingScope;
import org.jboss.resteasy.reactive.client.api.QuarkusRestClientProperties;
import org.jboss.resteasy.reactive.client.impl.ClientBuilderImpl;
import org.jboss.resteasy.reactive.client.impl.ClientImpl;
import org.jboss.resteasy.reactive.client.impl.UniInvoker;

import io.github.quarkustelegram.error.TelegramException;
import io.github.quarkustelegram.error.TelegramNetworkException;
import io.github.quarkustelegram.method.TelegramRequest;
import io.github.quarkustelegram.model.InputFile;
import io.github.quarkustelegram.runtime.multipart.EncodedRequest;
import io.github.quarkustelegram.runtime.multipart.RequestEncoder;
import io.github.quarkustelegram.runtime.multipart.SpooledUploads;
import io.github.quarkustelegram.runtime.multipart.UploadSpool;
import io.github.quarkustelegram.runtime.transport.BlockingCall;
import io.github.quarkustelegram.runtime.transport.BotApiEndpoint;
import io.github.quarkustelegram.runtime.transport.HttpOptions;
import io.github.quarkustelegram.runtime.transport.NetworkFailures;
import io.github.quarkustelegram.runtime.transport.PendingCall;
import io.github.quarkustelegram.runtime.transport.ResponseDecoder;
import io.github.quarkustelegram.runtime.transport.TransportCore;
import io.github.quarkustelegram.transport.TelegramTransport;
import io.smallrye.mutiny.Uni;
import io.smallrye.mutiny.infrastructure.Infrastructure;
import io.smallrye.mutiny.subscription.UniEmitter;
import io.vertx.core.Context;

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

    private static final MediaType JSON = MediaType.APPLICATION_JSON_TYPE;
    private static final MediaType MULTIPART = MediaType.MULTIPART_FORM_DATA_TYPE;
    /** How much later than the deadline the HTTP client's own timeout fires, should the deadline fail to. */
    private static final Duration BACKSTOP = Duration.ofSeconds(30);

    private final TransportCore core;
    private final BotApiEndpoint endpoint;
    private final HttpOptions options;
    private final ClientImpl client;
    private final RequestEncoder encoder;
    /** Multipart bodies, from the copies of stream uploads a layer above made for the calls in progress. */
    private final MultipartForms forms;
    /** A target per method (parsing the URL is a good part of a call), and its invoker when they can be shared. */
    private final MethodTargets targets;
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
        this.forms = new MultipartForms(spool);
        this.endpoint = Objects.requireNonNull(endpoint, "endpoint");
        this.options = Objects.requireNonNull(options, "options");
        this.core = new TransportCore(endpoint, options);
        this.encoder = RequestEncoder.standard();
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
        this.targets = new MethodTargets(client, endpoint);
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
        if (!forms.copiesStreams(multipart)) {
            MultipartForms.Form form = forms.form(multipart, null);
            return post(request, Entity.entity(form.form(), MULTIPART), form.uploadBytes());
        }
        // a stream no layer above copied (this transport used on its own): copied for this attempt only
        SpooledUploads attempt = new SpooledUploads(() -> {
        });
        return Uni.createFrom().item(() -> forms.form(multipart, attempt))
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
        Exchange<R> exchange = new Exchange<>(targets, callerContexts, request, entity, call);
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
            WebTarget target = targets.file(filePath);
            target.property(QuarkusRestClientProperties.READ_TIMEOUT, deadline.plus(BACKSTOP).toMillis());
            return core.withDeadline(target.request().rx(UniInvoker.class).method("GET", InputStream.class), deadline,
                    () -> core.timeout(label, deadline, true))
                    .onFailure(t -> !(t instanceof TelegramException))
                    // the body of an error answer is a stream read from the connection: read it where it may block
                    .recoverWithUni(t -> Uni.createFrom().<InputStream> failure(() -> ErrorAnswers.fileFailure(core, label, t))
                            .runSubscriptionOn(Infrastructure.getDefaultWorkerPool()));
        });
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
