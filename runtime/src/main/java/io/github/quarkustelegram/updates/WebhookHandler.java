package io.github.quarkustelegram.updates;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.time.Duration;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

import org.jboss.logging.Logger;
import org.jspecify.annotations.Nullable;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectReader;

import io.github.quarkustelegram.json.TelegramJson;
import io.github.quarkustelegram.model.Update;
import io.github.quarkustelegram.runtime.timer.TimerWheel;
import io.github.quarkustelegram.runtime.updates.RecentUpdates;
import io.github.quarkustelegram.updates.WebhookOptions.AnswerMode;
import io.netty.util.Timeout;
import io.smallrye.mutiny.Uni;
import io.vertx.core.Handler;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpHeaders;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.http.HttpServerRequest;
import io.vertx.core.http.HttpServerResponse;
import io.vertx.core.http.HttpVersion;
import io.vertx.ext.web.RoutingContext;

/**
 * The webhook endpoint: the request handling of Telegram's POSTs, to be mounted on a Vert.x {@code Router} at the
 * webhook path ({@code router.route(path).handler(handler)}, with no body handler in front: this handler reads and
 * caps the body itself).
 *
 * <ul>
 * <li>POST only, else 405 with {@code Allow: POST};</li>
 * <li>{@code X-Telegram-Bot-Api-Secret-Token} compared in constant time with the configured secret, else 401;</li>
 * <li>a body larger than {@link WebhookOptions#maxBodyBytes()} answers 413: at once when the Content-Length says
 * so, as soon as it grows past the cap when chunked; the rest is discarded, never buffered, and the connection
 * closed;</li>
 * <li>a body that is not a JSON Update object (with a positive {@code update_id}) answers 400, logged once per distinct failure
 * with a short excerpt;
 * an update of a kind this model does not know still decodes (unknown fields are ignored) and is handled;</li>
 * <li>the update goes to the {@link UpdateSink}; the answer follows {@link WebhookOptions#answerMode()};</li>
 * <li>{@link #drain(Duration)} makes new requests answer 503 and waits for the updates in flight.</li>
 * </ul>
 *
 * <p>
 * The body is decoded on the event loop (a few microseconds for a typical update); the sink is called there too
 * and decides its own threading.
 */
public final class WebhookHandler implements Handler<RoutingContext> {

    /** The header in which Telegram sends the {@code secret_token} given to {@code setWebhook}. */
    public static final String SECRET_HEADER = "X-Telegram-Bot-Api-Secret-Token";
    /** The longest excerpt of a rejected body that is logged. */
    static final int EXCERPT_CHARS = 200;
    /** How many distinct decoding failures are remembered (and each logged once); beyond, failures log at debug. */
    static final int MAX_REMEMBERED_FAILURES = 256;
    /** How long an unread body is discarded after a rejection before the connection is closed regardless. */
    static final long LINGER_MILLIS = 2_000;
    /** How much of an unread body is discarded after a rejection before the connection is closed regardless. */
    static final long MAX_DISCARDED_BYTES = 1024 * 1024;

    private static final Logger LOG = Logger.getLogger(WebhookHandler.class);
    private static final ObjectReader UPDATE_READER = TelegramJson.mapper().readerFor(Update.class)
            .with(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);

    private final UpdateSink sink;
    private final WebhookOptions options;
    private final byte @Nullable [] secret;
    private final AtomicInteger inFlight = new AtomicInteger();
    private volatile boolean draining;
    private final CompletableFuture<Void> drained = new CompletableFuture<>();
    private final Set<String> loggedFailures = ConcurrentHashMap.newKeySet();
    /** The answers' deadlines, on the wheel the transports use: never a task left queued after its update. */
    private final TimerWheel deadlines = TimerWheel.open();
    /** The updates being handled or handled lately: a redelivery is never handled twice. */
    private final RecentUpdates recent = new RecentUpdates(RecentUpdates.DEFAULT_CAPACITY);

    /**
     * @param sink where decoded updates go
     * @param options the secret, body cap, answer mode and timeout
     */
    public WebhookHandler(UpdateSink sink, WebhookOptions options) {
        this.sink = Objects.requireNonNull(sink, "sink");
        this.options = Objects.requireNonNull(options, "options");
        this.secret = options.secretBytes();
    }

    /** Lets go of the deadline wheel; the handler must not be used afterwards. Idempotent. */
    public void close() {
        deadlines.close();
    }

    /** @return the options this handler applies */
    public WebhookOptions options() {
        return options;
    }

    /** @return how many requests are being read or handled now */
    public int inFlight() {
        return inFlight.get();
    }

    /** @return whether {@link #drain(Duration)} was called: new requests answer 503 */
    public boolean isDraining() {
        return draining;
    }

    /**
     * Stops accepting updates (new requests answer 503, so Telegram delivers them again later, e.g. to the next
     * instance) and waits for those in flight: bodies being read and updates being handled, including those
     * already answered with {@link AnswerMode#ON_RECEIPT}. Irreversible.
     *
     * @param timeout how long to wait at most
     * @return a Uni completing once nothing is in flight, failing with a {@link TimeoutException} when the timeout
     *         passed first
     */
    public Uni<Void> drain(Duration timeout) {
        Objects.requireNonNull(timeout, "timeout");
        draining = true;
        if (inFlight.get() == 0) {
            drained.complete(null);
        }
        return deadlines.withDeadline(Uni.createFrom().completionStage(drained::copy), timeout,
                () -> new TimeoutException("webhook drain: " + inFlight.get() + " update(s) still in flight after "
                        + timeout));
    }

    @Override
    public void handle(RoutingContext context) {
        try {
            accept(context);
        } catch (Throwable e) { // an Error too: every request is answered, and uncounted (accept saw to it)
            LOG.errorf(e, "Webhook request failed before its body was read");
            answerFailure(context, 500);
        }
    }

    /** Checks the request and starts reading its body. */
    private void accept(RoutingContext context) {
        HttpServerRequest request = context.request();
        if (request.method() != HttpMethod.POST) {
            reject(context, 405, "POST only", HttpHeaders.ALLOW.toString(), "POST");
            return;
        }
        if (secret != null && !secretMatches(request.headers().getAll(SECRET_HEADER))) {
            // The same answer for a missing, a wrong and a repeated secret, and nothing about the expected one.
            reject(context, 401, "Unauthorized", null, null);
            return;
        }
        if (!isJson(request.getHeader(HttpHeaders.CONTENT_TYPE))) {
            reject(context, 415, "Unsupported Media Type: application/json only", null, null);
            return;
        }
        // Counted before the draining check, so that drain() either sees this request or this request sees drain().
        int now = inFlight.incrementAndGet();
        boolean reading = false;
        try {
            reading = readIfAdmitted(context, now);
        } finally {
            if (!reading) {
                finished(); // refused, or failed before its body was being read
            }
        }
    }

    /** @return whether the body is being read (then the reader finishes the request), false when refused */
    private boolean readIfAdmitted(RoutingContext context, int now) {
        HttpServerRequest request = context.request();
        if (draining) {
            reject(context, 503, "Shutting down", HttpHeaders.RETRY_AFTER.toString(), "5");
            return false;
        }
        if (now > options.maxInFlight()) {
            LOG.debugf("Webhook request refused: %d deliveries in flight already", now - 1);
            reject(context, 503, "Too many deliveries at once", HttpHeaders.RETRY_AFTER.toString(), "1");
            return false;
        }
        long declared = declaredLength(request);
        if (declared == -2) {
            reject(context, 400, "Bad Content-Length", null, null);
            return false;
        }
        if (declared > options.maxBodyBytes()) {
            reject(context, 413, "Payload Too Large", null, null);
            return false;
        }
        readBody(context);
        return true;
    }

    /** {@code application/json}, with or without parameters (a charset). */
    private static boolean isJson(@Nullable String contentType) {
        if (contentType == null) {
            return false;
        }
        int semicolon = contentType.indexOf(';');
        String type = (semicolon < 0 ? contentType : contentType.substring(0, semicolon)).strip();
        return type.equalsIgnoreCase("application/json");
    }

    /** The last resort of a request that failed unexpectedly: an answer, whatever it was doing. */
    private static void answerFailure(RoutingContext context, int status) {
        try {
            HttpServerResponse response = context.response();
            if (!response.ended() && !response.closed()) {
                response.setStatusCode(status).end();
            }
        } catch (Throwable ignored) {
            // the connection is gone: nothing left to answer
        }
    }

    private boolean secretMatches(java.util.List<String> headers) {
        if (headers.size() != 1) {
            return false; // none, or more than one: no guessing which counts
        }
        String presented = headers.get(0);
        // isEqual takes time independent of where the arrays differ (it only reveals a length mismatch, and the
        // secret's length is not the secret).
        return MessageDigest.isEqual(secret, presented.getBytes(StandardCharsets.UTF_8));
    }

    /** @return the Content-Length, -1 when absent (chunked), -2 when not a number */
    private static long declaredLength(HttpServerRequest request) {
        String value = request.getHeader(HttpHeaders.CONTENT_LENGTH);
        if (value == null) {
            return -1;
        }
        try {
            long length = Long.parseLong(value.trim());
            return length < 0 ? -2 : length;
        } catch (NumberFormatException e) {
            return -2;
        }
    }

    private void readBody(RoutingContext context) {
        HttpServerRequest request = context.request();
        BodyReader reader = new BodyReader(context, options.maxBodyBytes());
        request.exceptionHandler(reader::failed);
        request.handler(reader);
        request.endHandler(reader::ended);
        reader.armReadDeadline();
        request.resume(); // the router may have paused it
    }

    /**
     * Gathers a request's body as it arrives, up to the cap: the first chunk is kept as it is (a typical update comes
     * in one), later ones are appended to a buffer that grows with them; nothing is allocated ahead for what a
     * Content-Length merely announces. A body not complete within the read timeout is answered 408.
     */
    private final class BodyReader implements Handler<Buffer> {

        private final RoutingContext context;
        private final io.vertx.core.Context vertxContext;
        private final int cap;
        private @Nullable Buffer body;
        private boolean gathering;
        /** Rejected, failed, timed out or ended: later events are ignored. Only touched on the request's context. */
        private boolean over;
        private @Nullable Timeout readDeadline;

        BodyReader(RoutingContext context, int cap) {
            this.context = context;
            this.vertxContext = context.vertx().getOrCreateContext();
            this.cap = cap;
        }

        void armReadDeadline() {
            readDeadline = deadlines.arm(options.readTimeout().toNanos(),
                    expired -> vertxContext.runOnContext(v -> tooSlow()));
        }

        private void tooSlow() {
            if (over) {
                return;
            }
            over = true;
            finished();
            LOG.debugf("Webhook request body not complete within %d ms: 408", options.readTimeout().toMillis());
            reject(context, 408, "Request Timeout", null, null);
        }

        private void stop() {
            over = true;
            Timeout t = readDeadline;
            if (t != null) {
                t.cancel();
            }
        }

        @Override
        public void handle(Buffer chunk) {
            if (over) {
                return; // discarded
            }
            long length = (body == null ? 0L : body.length()) + chunk.length();
            if (length > cap) {
                stop();
                finished();
                reject(context, 413, "Payload Too Large", null, null);
                return;
            }
            if (body == null) {
                body = chunk; // Vert.x hands over chunks it no longer uses
            } else {
                if (!gathering) {
                    body = Buffer.buffer((int) Math.min(cap, Math.max(length, 2L * body.length()))).appendBuffer(body);
                    gathering = true;
                }
                body.appendBuffer(chunk);
            }
        }

        void ended(Void ignored) {
            if (over) {
                return;
            }
            stop(); // no more chunks expected; guards against a late exception
            try {
                onBody(context, body == null ? Buffer.buffer(0) : body);
            } catch (Throwable e) { // an Error too (a decoder's StackOverflowError): answered and uncounted
                LOG.errorf(e, "Webhook request failed while its update was decoded or handed over");
                finished();
                answerFailure(context, 500);
            }
        }

        void failed(Throwable e) {
            if (!over) {
                stop();
                LOG.debugf("Webhook request body failed: %s", e.toString());
                finished();
            }
        }
    }

    /** Decodes in place: from the buffer's own array when it has one, else as a stream. */
    private static @Nullable Update decode(Buffer body) throws IOException {
        @SuppressWarnings("deprecation") // Buffer.getByteBuf(): Vert.x 4's view of the bytes, no copy
        io.netty.buffer.ByteBuf bytes = body.getByteBuf();
        if (bytes.hasArray()) {
            return UPDATE_READER.readValue(bytes.array(), bytes.arrayOffset() + bytes.readerIndex(),
                    bytes.readableBytes());
        }
        return UPDATE_READER.readValue((java.io.InputStream) new io.netty.buffer.ByteBufInputStream(bytes));
    }

    private void onBody(RoutingContext context, Buffer body) {
        Update update;
        try {
            update = decode(body);
            if (update == null) {
                throw new IOException("the body is JSON null, not an Update object");
            }
            if (update.updateId() <= 0) {
                // Telegram's update_ids are positive; {} would decode to 0, and a receiver keyed on ids (an
                // idempotency store, an offset) must not see it as a real update
                throw new IOException("update_id is missing or not positive: " + update.updateId());
            }
        } catch (IOException | RuntimeException e) {
            logMalformed(body, e);
            respondThenFinish(context.response(), 400, "Bad Request: not a JSON Update");
            return;
        }
        new Delivery(update.updateId(), context.response()).start(update);
    }

    /**
     * One delivery of a decoded update: handles it, unless it is being handled or was handled lately (a redelivery,
     * {@link RecentUpdates}), and answers as the answer mode says. It counts as in flight until both its answer is
     * written and its handling ended: a handling the answer did not wait for (on receipt, or past the handling
     * timeout) still holds the drain.
     */
    private final class Delivery {

        private final long updateId;
        private final HttpServerResponse response;
        private final AtomicBoolean answered = new AtomicBoolean();
        /** The answer written and the handling ended: two parts, finished when both are done. */
        private final AtomicInteger parts = new AtomicInteger(2);

        Delivery(long updateId, HttpServerResponse response) {
            this.updateId = updateId;
            this.response = response;
        }

        void start(Update update) {
            RecentUpdates.Admission admission = recent.begin(updateId);
            if (admission instanceof RecentUpdates.Handled) {
                LOG.debugf("Webhook update %d delivered again after it was handled: answered 200", updateId);
                handlingEnded();
                answer(200, null);
                return;
            }
            if (admission instanceof RecentUpdates.InFlight inFlight) {
                // a redelivery while the first delivery's handling goes on: answer with its outcome, never handle twice
                handlingEnded();
                if (options.answerMode() == AnswerMode.ON_RECEIPT) {
                    answer(200, null);
                    return;
                }
                Timeout late = answerWhenLate();
                inFlight.outcome().whenComplete((handled, failure) -> {
                    late.cancel();
                    answer(Boolean.TRUE.equals(handled) ? 200 : 500, Boolean.TRUE.equals(handled) ? null
                            : "Handling failed");
                });
                return;
            }
            Uni<Void> handling;
            try {
                handling = Objects.requireNonNull(sink.accept(update), "the UpdateSink returned null");
            } catch (RuntimeException e) {
                handling = Uni.createFrom().failure(e);
            }
            if (options.answerMode() == AnswerMode.ON_RECEIPT) {
                answer(200, null);
                handling.subscribe().with(ok -> handled(true, null), failure -> handled(false, failure));
                return;
            }
            // the handling is never cancelled from here: the dispatcher's handler deadline bounds it
            Timeout late = answerWhenLate();
            handling.subscribe().with(ok -> {
                late.cancel();
                handled(true, null);
                answer(200, null);
            }, failure -> {
                late.cancel();
                handled(false, failure);
                answer(500, "Handling failed");
            });
        }

        /** After the handling timeout: 500, so that Telegram delivers it again; the handling goes on. */
        private Timeout answerWhenLate() {
            return deadlines.arm(options.handlingTimeout().toNanos(), expired -> {
                if (!answered.get()) {
                    LOG.warnf("Webhook update %d not handled within %d ms: answered 500 (Telegram delivers it again, "
                            + "and that delivery waits for this handling: the update is handled once)", updateId,
                            options.handlingTimeout().toMillis());
                    answer(500, "Handling is taking long");
                }
            });
        }

        private void handled(boolean ok, @Nullable Throwable failure) {
            recent.end(updateId, ok);
            if (failure != null) {
                if (options.answerMode() == AnswerMode.ON_RECEIPT) {
                    LOG.errorf(failure, "Webhook update %d was answered on receipt and its handling failed: it is "
                            + "lost", updateId);
                } else {
                    LOG.errorf(failure, "Webhook update %d failed; answering 500 so that Telegram delivers it again",
                            updateId);
                }
            }
            handlingEnded();
        }

        private void answer(int status, @Nullable String message) {
            if (!answered.compareAndSet(false, true)) {
                return;
            }
            try {
                respond(response, status, message).onComplete(written -> part());
            } catch (RuntimeException e) {
                part();
                throw e;
            }
        }

        private void handlingEnded() {
            part();
        }

        private void part() {
            if (parts.decrementAndGet() == 0) {
                finished();
            }
        }
    }

    /**
     * Answers, and counts the request finished once the answer is written: a drain that completed before the write
     * would let the shutdown close the connection under it, and Telegram would see a failure for a handled update.
     */
    private void respondThenFinish(HttpServerResponse response, int status, @Nullable String message) {
        try {
            respond(response, status, message).onComplete(written -> finished());
        } catch (RuntimeException e) {
            finished();
            throw e;
        }
    }

    private void finished() {
        if (inFlight.decrementAndGet() == 0 && draining) {
            drained.complete(null);
        }
    }

    private void logMalformed(Buffer body, Exception e) {
        String reason = e instanceof JsonProcessingException jpe ? jpe.getOriginalMessage() : e.getMessage();
        reason = redact(bounded(String.valueOf(reason)));
        String key = e.getClass().getName() + ": " + reason;
        String excerpt = redact(excerpt(body));
        if (loggedFailures.size() < MAX_REMEMBERED_FAILURES && loggedFailures.add(key)) {
            LOG.warnf("Webhook body rejected with 400 (%s; %d bytes): %s [this failure is logged once]", reason,
                    body.length(), excerpt);
        } else {
            LOG.debugf("Webhook body rejected with 400 (%s; %d bytes)", reason, body.length());
        }
    }

    /** @return at most {@link #EXCERPT_CHARS} characters of the body, control characters escaped */
    static String excerpt(Buffer body) {
        int take = Math.min(body.length(), EXCERPT_CHARS * 4);
        String text = new String(body.getBytes(0, take), StandardCharsets.UTF_8);
        StringBuilder out = new StringBuilder(EXCERPT_CHARS + 16);
        for (int i = 0; i < text.length() && out.length() < EXCERPT_CHARS; i++) {
            char c = text.charAt(i);
            out.append(c < 0x20 || c == 0x7f ? ' ' : c);
        }
        if (out.length() > EXCERPT_CHARS) {
            out.setLength(EXCERPT_CHARS);
        }
        boolean cut = out.length() < text.length() || take < body.length();
        return "\"" + out + "\"" + (cut ? "..." : "");
    }

    private static String bounded(String text) {
        return text.length() <= EXCERPT_CHARS ? text : text.substring(0, EXCERPT_CHARS) + "...";
    }

    /** The body comes from whoever called: it could echo the secret; a log line never shows it. */
    private String redact(String text) {
        String token = options.secretToken();
        return token == null ? text : text.replace(token, "***");
    }

    /**
     * Answers early (the body not read). A body still coming is discarded, not buffered, and the connection
     * closed once it ended or after {@link #LINGER_MILLIS}: closing at once, with unread bytes in the socket,
     * could reset the connection before the client read the answer.
     */
    private static void reject(RoutingContext context, int status, String message, @Nullable String header,
            @Nullable String value) {
        HttpServerRequest request = context.request();
        HttpServerResponse response = context.response();
        if (response.ended()) {
            return;
        }
        boolean bodyPending = !request.isEnded();
        if (header != null && value != null) {
            response.putHeader(header, value);
        }
        if (bodyPending && request.version() != HttpVersion.HTTP_2) {
            response.putHeader(HttpHeaders.CONNECTION, HttpHeaders.CLOSE);
        }
        respond(response, status, message).onComplete(done -> {
            if (!bodyPending) {
                return;
            }
            if (request.version() == HttpVersion.HTTP_2) {
                response.reset(); // stops this stream only
                return;
            }
            if (request.isEnded()) {
                request.connection().close();
                return;
            }
            long timer = context.vertx().setTimer(LINGER_MILLIS, t -> request.connection().close());
            long[] discarded = { 0 };
            request.handler(chunk -> {
                // discarded while the client reads the answer; a sender that keeps sending is cut off
                discarded[0] += chunk.length();
                if (discarded[0] > MAX_DISCARDED_BYTES) {
                    context.vertx().cancelTimer(timer);
                    request.connection().close();
                }
            });
            request.exceptionHandler(ignored -> {
            });
            request.endHandler(v -> {
                context.vertx().cancelTimer(timer);
                request.connection().close();
            });
            request.resume();
        });
    }

    private static io.vertx.core.Future<Void> respond(HttpServerResponse response, int status,
            @Nullable String message) {
        if (response.ended() || response.closed()) {
            return io.vertx.core.Future.succeededFuture();
        }
        response.setStatusCode(status);
        if (message == null) {
            return response.end();
        }
        response.putHeader(HttpHeaders.CONTENT_TYPE, "text/plain; charset=utf-8");
        return response.end(message);
    }
}
