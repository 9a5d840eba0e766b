package io.github.quarkustelegram.runtime.receivers;

import io.vertx.core.Handler;
import io.vertx.ext.web.RoutingContext;

/**
 * The handler of the webhook route registered at build time: it hands each request to {@link UpdateReceivers}, given
 * when the route is created (at run-time init, once the beans exist).
 */
final class WebhookRoute implements Handler<RoutingContext> {

    private final UpdateReceivers receivers;

    WebhookRoute(UpdateReceivers receivers) {
        this.receivers = receivers;
    }

    @Override
    public void handle(RoutingContext context) {
        receivers.serveWebhook(context);
    }
}
