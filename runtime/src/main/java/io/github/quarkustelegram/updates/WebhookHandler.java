package io.github.quarkustelegram.updates;

import java.time.Duration;
import java.util.Objects;
import java.util.concurrent.TimeoutException;

import io.github.quarkustelegram.runtime.updates.RecentUpdates;
import io.github.quarkustelegram.runtime.updates.webhook.MalformedBodyReport;
import io.github.quarkustelegram.runtime.updates.webhook.WebhookIngest;
import io.github.quarkustelegram.runtime.updates.webhook.WebhookSettings;
import io.github.quarkustelegram.state.UpdateLedger;
import io.github.quarkustelegram.updates.WebhookOptions.AnswerMode;
import io.smallrye.mutiny.Uni;
import io.vertx.core.Handler;
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
 * <li>the update goes to the {@link UpdateSink}, unless the {@link UpdateLedger} says it was handled (a redelivery:
 * 200) or is being handled by another instance (503 with {@code Retry-After}); the answer follows
 * {@link WebhookOptions#answerMode()};</li>
 * <li>{@link #drain(Duration)} makes new requests answer 503 and waits for the updates in flight.</li>
 * </ul>
 *
 * <p>
 * The body is decoded on the event loop (a few microseconds for a typical update); the sink is called there too
 * and decides its own threading.
 */
public final class WebhookHandler implements Handler<RoutingContext> {

    // The engine (admission, body reader, delivery, malformed-body report) is in runtime.updates.webhook.

    /** The header in which Telegram sends the {@code secret_token} given to {@code setWebhook}. */
    public static final String SECRET_HEADER = "X-Telegram-Bot-Api-Secret-Token";
    /** The longest excerpt of a rejected body that is logged. */
    static final int EXCERPT_CHARS = MalformedBodyReport.EXCERPT_CHARS;

    private final WebhookOptions options;
    private final WebhookIngest ingest;

    /**
     * A webhook that remembers the updates it handled in memory: for one instance of a bot.
     *
     * @param sink where decoded updates go
     * @param options the secret, body cap, answer mode and timeout
     */
    public WebhookHandler(UpdateSink sink, WebhookOptions options) {
        this(sink, options, new RecentUpdates(RecentUpdates.DEFAULT_CAPACITY));
    }

    /**
     * @param sink where decoded updates go
     * @param options the secret, body cap, answer mode and timeout
     * @param ledger which updates are handled or being handled, and whose turn each chat is: shared by the instances
     *        of a bot that runs as several
     */
    public WebhookHandler(UpdateSink sink, WebhookOptions options, UpdateLedger ledger) {
        Objects.requireNonNull(sink, "sink");
        this.options = Objects.requireNonNull(options, "options");
        this.ingest = new WebhookIngest(sink::accept, sink::arrived, new WebhookSettings(options.secretToken(),
                options.maxBodyBytes(), options.answerMode() == AnswerMode.ON_RECEIPT, options.handlingTimeout(),
                options.readTimeout(), options.maxInFlight()), ledger);
    }

    /** Lets go of the deadline wheel; the handler must not be used afterwards. Idempotent. */
    public void close() {
        ingest.close();
    }

    /** @return the options this handler applies */
    public WebhookOptions options() {
        return options;
    }

    /** @return how many requests are being read or handled now */
    public int inFlight() {
        return ingest.inFlight();
    }

    /** @return whether {@link #drain(Duration)} was called: new requests answer 503 */
    public boolean isDraining() {
        return ingest.isDraining();
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
        return ingest.drain(timeout);
    }

    @Override
    public void handle(RoutingContext context) {
        ingest.handle(context);
    }
}
