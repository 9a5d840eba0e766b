package io.github.quarkustelegram.runtime;

import java.util.List;

import jakarta.enterprise.inject.Disposes;
import jakarta.enterprise.inject.Instance;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;

import io.github.quarkustelegram.ReactiveTelegramBot;
import io.github.quarkustelegram.TelegramBot;
import io.github.quarkustelegram.TelegramClient;
import io.github.quarkustelegram.files.TelegramFiles;
import io.github.quarkustelegram.runtime.config.TelegramClientConfigurer;
import io.github.quarkustelegram.runtime.config.TelegramConfig;
import io.github.quarkustelegram.runtime.hooks.HookBeans;
import io.github.quarkustelegram.runtime.state.SharedState;
import io.github.quarkustelegram.transport.CallListener;
import io.github.quarkustelegram.transport.TelegramTransport;
import io.github.quarkustelegram.transport.TransportDecorator;
import io.quarkus.arc.All;
import io.quarkus.arc.InstanceHandle;
import io.vertx.core.Vertx;

/**
 * The beans a bot injects: {@link TelegramBot}, {@link ReactiveTelegramBot}, {@link TelegramTransport} (the decorated
 * chain: logging, retry, flood control and the application's {@link TransportDecorator} beans by priority, the
 * {@link CallListener} beans told of retries and waits, the flood budget shared on Redis when the state is, then the
 * REST client or the fast transport, as
 * {@code quarkus.telegram.transport} says; the only {@code TelegramTransport} bean) and {@link TelegramFiles}, all from one
 * {@link TelegramClient}
 * built from {@link TelegramConfig} as {@link TelegramClientConfigurer} says, and closed at shutdown.
 *
 * <p>
 * Singletons, created when first needed: an application without a token starts, and the first bean that needs
 * one fails, naming {@code quarkus.telegram.bot.token}.
 */
@Singleton
public class TelegramBotProducer {

    @Produces
    @Singleton
    TelegramClient client(TelegramConfig config, Vertx vertx, @All List<InstanceHandle<TransportDecorator>> decorators,
            @All List<InstanceHandle<CallListener>> listeners, Instance<SharedState> shared) {
        // the fast transport runs on the application's Vert.x, which Quarkus closes
        TelegramClient.Builder builder = TelegramClientConfigurer.builder(config).vertx(vertx);
        HookBeans.decorate(builder, decorators);
        HookBeans.listeners(listeners).forEach(builder::listener);
        if (shared.isResolvable()) {
            builder.floodBudget(shared.get()::floodBudget); // the budget every instance of the bot counts in
        }
        return builder.build();
    }

    void close(@Disposes TelegramClient client) {
        client.close();
    }

    @Produces
    @Singleton
    TelegramTransport transport(TelegramClient client) {
        return client.transport();
    }

    @Produces
    @Singleton
    TelegramBot bot(TelegramClient client) {
        return client.bot();
    }

    @Produces
    @Singleton
    ReactiveTelegramBot reactiveBot(TelegramClient client) {
        return client.reactiveBot();
    }

    @Produces
    @Singleton
    TelegramFiles files(TelegramClient client) {
        return client.files();
    }
}
