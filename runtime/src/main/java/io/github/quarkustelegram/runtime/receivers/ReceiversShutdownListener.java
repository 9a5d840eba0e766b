package io.github.quarkustelegram.runtime.receivers;

import io.quarkus.arc.Arc;
import io.quarkus.arc.ArcContainer;
import io.quarkus.runtime.shutdown.ShutdownListener;

/**
 * Drains the receivers in Quarkus's graceful shutdown phase, the first thing a stopping application does, while the
 * HTTP server still serves: by the time {@code ShutdownEvent} observers run, the server has already closed the
 * connections of the webhook deliveries in flight (seen in {@code WebhookShutdownTest}), so their answers would be
 * lost, and a handler waiting on a Mutiny timer scheduled as the stop began was seen never to complete. Runs whether
 * or not {@code quarkus.shutdown.timeout} is set; bounded by the receivers' own drain timeouts.
 */
final class ReceiversShutdownListener implements ShutdownListener {

    @Override
    public void shutdown(ShutdownNotification notification) {
        try {
            ArcContainer container = Arc.container();
            if (container != null && container.isRunning()) {
                container.instance(UpdateReceivers.class).get().stop();
            }
        } finally {
            notification.done();
        }
    }
}
