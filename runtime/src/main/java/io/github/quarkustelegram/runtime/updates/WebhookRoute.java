package io.github.quarkustelegram.runtime.updates;

import io.quarkus.arc.Arc;
import io.vertx.core.Handler;
import io.vertx.ext.web.RoutingContext;

/**
 * The handler of the webhook route registered at build time: it hands each request to {@link UpdateReceivers},
 * looked up when the first request arrives (the route is built before the beans exist).
 */
final class WebhookRoute implements Handler<RoutingContext> {

    private volatile UpdateReceivers receivers;

    @Override
    public void handle(RoutingContext context) {
        UpdateReceivers r = receivers;
        if (r == null) {
            r = receivers = Arc.container().instance(UpdateReceivers.class).get();
        }
        r.serveWebhook(context);
    }
}
