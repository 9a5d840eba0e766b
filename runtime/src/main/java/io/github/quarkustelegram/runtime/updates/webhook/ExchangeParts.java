package io.github.quarkustelegram.runtime.updates.webhook;

/**
 * What every {@link WebhookExchange} of one webhook works with, made once by {@link WebhookIngest} and handed to each
 * exchange: the exchange reads nothing else of the ingest.
 *
 * @param gate the requests in flight, which the exchange leaves once its request is answered (or handed over)
 * @param timer the deadlines' timer
 * @param rules how an update is delivered
 * @param malformed how a body that is not an Update is reported
 * @param maxBodyBytes the body's cap
 * @param readTimeoutNanos how long the body may take to arrive
 */
record ExchangeParts(InFlightGate gate, DeadlineTimer timer, Delivery.Rules rules, MalformedBodyReport malformed,
        int maxBodyBytes, long readTimeoutNanos) {

    /** @return the read timeout in milliseconds, for messages */
    long readTimeoutMillis() {
        return readTimeoutNanos / 1_000_000;
    }
}
