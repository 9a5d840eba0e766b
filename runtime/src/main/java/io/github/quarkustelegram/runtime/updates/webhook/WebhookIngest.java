package io.github.quarkustelegram.runtime.updates.webhook;

import java.time.Duration;
import java.util.Objects;
import java.util.concurrent.TimeoutException;
import java.util.function.Consumer;
import java.util.function.Function;

import org.jboss.logging.Logger;

import io.github.quarkustelegram.model.Update;
import io.github.quarkustelegram.runtime.updates.webhook.WebhookAdmission.Refusal;
import io.github.quarkustelegram.state.UpdateLedger;
import io.smallrye.mutiny.Uni;
import io.vertx.core.http.HttpHeaders;
import io.vertx.core.http.HttpServerRequest;
import io.vertx.ext.web.RoutingContext;

/**
 * The engine of the public {@code WebhookHandler}: admits a request ({@link WebhookAdmission}), reads and decodes it
 * ({@link WebhookExchange}), delivers its update ({@link Delivery}), counts what is in flight for the drain
 * ({@link InFlightGate}). What every request shares is made here once. Thread-safe.
 */
public final class WebhookIngest {

    /** The log category: the public face's, the one applications configure. */
    public static final String LOG_CATEGORY = "io.github.quarkustelegram.updates.WebhookHandler";
    private static final Logger LOG = Logger.getLogger(LOG_CATEGORY);

    private final WebhookAdmission admission;
    private final InFlightGate gate = new InFlightGate();
    /** The deadlines, on the wheel the transports use: never a task left queued after its update. */
    private final WheelDeadlines deadlines = new WheelDeadlines();
    /** What every request's exchange works with. */
    private final ExchangeParts parts;

    /**
     * @param sink hands a decoded update over; its Uni completes once handled
     * @param arrived told of each decoded update before the ledger is asked ({@code UpdateSink.arrived})
     * @param settings the secret, body cap, answer mode and timeouts
     * @param ledger the updates being handled or handled lately (a redelivery is never handled twice)
     */
    public WebhookIngest(Function<Update, Uni<Void>> sink, Consumer<Update> arrived, WebhookSettings settings,
            UpdateLedger ledger) {
        Objects.requireNonNull(sink, "sink");
        Objects.requireNonNull(arrived, "arrived");
        Objects.requireNonNull(ledger, "ledger");
        this.admission = new WebhookAdmission(settings.secretToken(), settings.maxBodyBytes(), settings.maxInFlight());
        this.parts = new ExchangeParts(gate, deadlines,
                new Delivery.Rules(sink, arrived, ledger, settings.answerOnReceipt(), settings.handlingTimeout(), gate),
                new MalformedBodyReport(settings.secretToken()), settings.maxBodyBytes(),
                settings.readTimeout().toNanos());
    }

    /** Lets go of the deadline wheel. Idempotent. */
    public void close() {
        deadlines.close();
    }

    public int inFlight() {
        return gate.inFlight();
    }

    public boolean isDraining() {
        return gate.draining();
    }

    /** New requests answer 503; completes once nothing is in flight, fails with a TimeoutException after timeout. */
    public Uni<Void> drain(Duration timeout) {
        Objects.requireNonNull(timeout, "timeout");
        var drained = gate.drain();
        return deadlines.withDeadline(Uni.createFrom().completionStage(drained::copy), timeout,
                () -> new TimeoutException("webhook drain: " + gate.inFlight() + " update(s) still in flight after "
                        + timeout));
    }

    /** Serves one request; every request is answered, whatever fails. */
    public void handle(RoutingContext context) {
        try {
            accept(context);
        } catch (Throwable e) { // an Error too: every request is answered, and uncounted (accept saw to it)
            LOG.errorf(e, "Webhook request failed before its body was read");
            EarlyAnswer.failure(context, 500);
        }
    }

    private void accept(RoutingContext context) {
        HttpServerRequest request = context.request();
        Refusal refusal = admission.checkRequest(request);
        if (refusal != null) {
            EarlyAnswer.refuse(context, refusal);
            return;
        }
        // Counted before the draining check, so that drain() either sees this request or this request sees drain().
        int now = gate.enter();
        boolean reading = false;
        try {
            refusal = admission.checkRoom(gate.draining(), now, request.getHeader(HttpHeaders.CONTENT_LENGTH));
            if (refusal == null) {
                new WebhookExchange(parts, context).read();
                reading = true;
            } else {
                if (refusal == WebhookAdmission.TOO_MANY) {
                    LOG.debugf("Webhook request refused: %d deliveries in flight already", now - 1);
                }
                EarlyAnswer.refuse(context, refusal);
            }
        } finally {
            if (!reading) {
                gate.exit(); // refused, or failed before its body was being read
            }
        }
    }
}
