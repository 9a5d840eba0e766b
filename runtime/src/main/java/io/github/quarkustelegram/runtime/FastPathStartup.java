package io.github.quarkustelegram.runtime;

import jakarta.enterprise.event.Observes;
import jakarta.inject.Singleton;

import io.github.quarkustelegram.TransportKind;
import io.github.quarkustelegram.runtime.config.TelegramConfig;
import io.github.quarkustelegram.runtime.fast.startup.ChronicleFlags;
import io.github.quarkustelegram.runtime.fast.startup.ChronicleWarmUp;
import io.quarkus.runtime.StartupEvent;
import io.smallrye.mutiny.infrastructure.Infrastructure;

/**
 * With {@code quarkus.telegram.transport=fast}, checks the JVM options at start-up (a missing one stops the
 * application with an error naming it, before any call) and starts warming Chronicle up on a worker thread. Does
 * nothing with the default transport. Registered by the deployment's fast-path processor.
 */
@Singleton
public class FastPathStartup {

    void onStart(@Observes StartupEvent event, TelegramConfig config) {
        if (config.transport() != TransportKind.FAST) {
            return;
        }
        ChronicleFlags.require();
        // Quarkus's worker pool (Mutiny's default in a Quarkus application): never an event loop
        ChronicleWarmUp.startOnce(Infrastructure.getDefaultWorkerPool());
    }
}
