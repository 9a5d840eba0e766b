package io.github.quarkustelegram.deployment.devservices;

import jakarta.enterprise.event.Observes;
import jakarta.inject.Singleton;

import org.eclipse.microprofile.config.ConfigProvider;

import io.vertx.ext.web.Router;

/** The application of the dev mode test: tells the Bot API URL it was given, and a marker a reload changes. */
@Singleton
public class FakeUrlRoute {

    void routes(@Observes Router router) {
        router.get("/fake-url").handler(context -> context.response().end(
                ConfigProvider.getConfig().getValue("quarkus.telegram.api.base-url", String.class) + " "
                        + ConfigProvider.getConfig().getValue("reload.marker", String.class)));
    }
}
