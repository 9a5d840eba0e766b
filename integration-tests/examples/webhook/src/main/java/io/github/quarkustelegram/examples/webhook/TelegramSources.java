package io.github.quarkustelegram.examples.webhook;

import java.net.InetAddress;
import java.util.List;

import jakarta.enterprise.event.Observes;
import jakarta.inject.Singleton;

import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jboss.logging.Logger;

import io.smallrye.common.net.CidrAddress;
import io.smallrye.common.net.Inet;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;

/**
 * Lets only Telegram's networks reach the webhook, besides the secret token. Behind a proxy the address that counts is
 * the client's, which Quarkus takes from the proxy's {@code X-Forwarded-For} ({@code quarkus.http.proxy.*}); without
 * that setting every request would seem to come from the proxy.
 */
@Singleton
public class TelegramSources {

    private static final Logger LOG = Logger.getLogger(TelegramSources.class);

    /** Address ranges, read by Quarkus's own converter: a malformed one fails the start-up, naming the property. */
    @ConfigProperty(name = "webhook.allowed-sources")
    List<CidrAddress> allowed;

    @ConfigProperty(name = "quarkus.telegram.updates.webhook.path", defaultValue = "/telegram/webhook")
    String path;

    // tag::guard[]
    /** Runs before the extension's webhook route: a request from elsewhere gets 403 and goes no further. */
    void guard(@Observes Router router) {
        router.route(path).order(Integer.MIN_VALUE).handler(this::check);
    }

    private void check(RoutingContext request) {
        String client = request.request().remoteAddress().hostAddress(); // the forwarded one, from a trusted proxy
        InetAddress address = Inet.parseInetAddress(client); // a literal address only: never a DNS lookup here
        if (address != null && allowed.stream().anyMatch(range -> range.matches(address))) {
            request.next();
        } else {
            LOG.debugf("Webhook request from %s refused: not one of Telegram's networks", client);
            request.response().setStatusCode(403).end();
        }
    }
    // end::guard[]
}
