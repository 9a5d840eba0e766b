package io.github.quarkustelegram.runtime.broadcasts;

import java.time.Clock;
import java.util.function.Function;

import jakarta.annotation.PreDestroy;
import jakarta.annotation.Priority;
import jakarta.enterprise.event.Event;
import jakarta.enterprise.event.Observes;
import jakarta.enterprise.inject.Any;
import jakarta.enterprise.inject.Instance;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;
import jakarta.interceptor.Interceptor;

import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.TelegramClient;
import io.github.quarkustelegram.broadcasts.BroadcastEnded;
import io.github.quarkustelegram.broadcasts.BroadcastMessage;
import io.github.quarkustelegram.broadcasts.BroadcastStore;
import io.github.quarkustelegram.broadcasts.Broadcasts;
import io.github.quarkustelegram.broadcasts.RecipientMigrated;
import io.github.quarkustelegram.broadcasts.RecipientUnreachable;
import io.github.quarkustelegram.broadcasts.ScheduledMessages;
import io.github.quarkustelegram.json.TelegramJson;
import io.github.quarkustelegram.method.TelegramRequest;
import io.github.quarkustelegram.runtime.config.BroadcastsConfig;
import io.github.quarkustelegram.runtime.config.StateConfig;
import io.github.quarkustelegram.runtime.config.TelegramBuildTimeConfig;
import io.github.quarkustelegram.runtime.config.TelegramConfig;
import io.github.quarkustelegram.runtime.state.SharedState;
import io.github.quarkustelegram.runtime.state.StateBeans;
import io.github.quarkustelegram.runtime.timer.TimerWheel;
import io.github.quarkustelegram.transport.TelegramTransport;
import io.github.quarkustelegram.updates.PollerLock;
import io.quarkus.arc.DefaultBean;
import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.runtime.StartupEvent;
import io.smallrye.mutiny.Uni;
import io.smallrye.mutiny.infrastructure.Infrastructure;

/**
 * The broadcasts' beans: the store ({@code quarkus.telegram.state.store}: in memory, or the shared one on Redis), the
 * {@link Broadcasts} and {@link ScheduledMessages} beans, and the one engine behind them, started with the application
 * when {@code quarkus.telegram.broadcasts.enabled} (so that broadcasts and scheduled messages left by a stopped
 * instance go on; else when first used), stopped before the shared state closes.
 */
@Singleton
public class BroadcastBeans {

    private final TelegramConfig config;
    private final TelegramBuildTimeConfig buildConfig;
    private final Instance<SharedState> shared;
    private final Instance<TelegramClient> client;
    private final Instance<BroadcastStore> store;
    private final Instance<BroadcastMessage> messages;
    private final BroadcastActivity activity;
    private final Event<Object> events;
    // guarded by this
    private @Nullable BroadcastEngine engine;
    private @Nullable SendingParts parts;
    private @Nullable TimerWheel wheel;
    private boolean stopped;

    BroadcastBeans(TelegramConfig config, TelegramBuildTimeConfig buildConfig, Instance<SharedState> shared,
            Instance<TelegramClient> client, Instance<BroadcastStore> store, @Any Instance<BroadcastMessage> messages,
            BroadcastActivity activity, Event<Object> events) {
        this.config = config;
        this.buildConfig = buildConfig;
        this.shared = shared;
        this.client = client;
        this.store = store;
        this.messages = messages;
        this.activity = activity;
        this.events = events;
    }

    /** Where broadcasts and scheduled messages are kept: in this JVM, or on Redis (shared, surviving restarts). */
    @Produces
    @Singleton
    @DefaultBean
    BroadcastStore broadcastStore() {
        if (buildConfig.state().store() == StateConfig.Store.MEMORY) {
            return new InMemoryBroadcastStore();
        }
        return shared().broadcasts();
    }

    @Produces
    @Singleton
    Broadcasts broadcasts() {
        return new EngineBroadcasts(parts(), engine());
    }

    @Produces
    @Singleton
    ScheduledMessages scheduledMessages() {
        return new EngineScheduledMessages(parts(), engine());
    }

    void onStart(@Observes StartupEvent event) {
        if (config.broadcasts().enabled()) {
            engine();
        }
    }

    /** Stops sending before the shared state's client closes ({@code StateBeans} stops it after this). */
    void onStop(@Observes @Priority(Interceptor.Priority.LIBRARY_AFTER - 10) ShutdownEvent event) {
        close();
    }

    /** @return what the metrics read, or null while no engine was made here */
    public synchronized @Nullable BroadcastCounts counts() {
        return engine == null ? null : engine.counts();
    }

    /** @return the engine, started; made on first use */
    synchronized BroadcastEngine engine() {
        if (engine == null) {
            if (stopped) {
                throw new IllegalStateException("The application is stopping: broadcasts are no longer sent here");
            }
            engine = new BroadcastEngine(parts(), lock());
            engine.start();
        }
        return engine;
    }

    synchronized SendingParts parts() {
        if (parts == null) {
            BroadcastsConfig c = config.broadcasts();
            BroadcastSettings settings = new BroadcastSettings(c.perSecond(), c.idlePerSecond(), c.quietAfter(),
                    c.paidPerSecond(), c.inFlight(), c.resendAfterFault(), c.maxFaults(), c.faultBackoff(), c.check(),
                    c.prepareTimeout(), c.keepEnded());
            Function<Class<? extends BroadcastMessage>, BroadcastMessage> beans = type -> messages.select(type).get();
            BroadcastPayloads payloads = new BroadcastPayloads(TelegramJson.mapper(), beans,
                    Thread.currentThread().getContextClassLoader());
            BroadcastPace pace = new BroadcastPace(settings.perSecond(), settings.idlePerSecond(),
                    settings.quietAfter(), settings.paidPerSecond(), activity::lastUpdateNanos);
            wheel = TimerWheel.open();
            parts = new SendingParts(store.get(), instanceName(), new LazyTransport(client), payloads, settings, pace,
                    new CdiEvents(events), wheel, Clock.systemUTC(), Infrastructure.getDefaultWorkerPool());
        }
        return parts;
    }

    private PollerLock lock() {
        if (buildConfig.state().store() == StateConfig.Store.MEMORY) {
            return new SoleSender(instanceName());
        }
        return shared().broadcastSenderLock();
    }

    private String instanceName() {
        return buildConfig.state().store() == StateConfig.Store.MEMORY ? "local" : shared().instanceName();
    }

    private SharedState shared() {
        if (!shared.isResolvable()) {
            throw new IllegalStateException(StateBeans.NEEDS_REDIS_CLIENT);
        }
        return shared.get();
    }

    @PreDestroy
    synchronized void close() {
        stopped = true;
        if (engine != null) {
            engine.close();
            engine = null;
        }
        if (wheel != null) {
            wheel.close();
            wheel = null;
        }
    }

    /**
     * The bot's client, looked up at the first send: the engine starts with the application, which may have no token
     * yet (then nothing is sent, and the first send fails saying so).
     */
    private record LazyTransport(Instance<TelegramClient> client) implements TelegramTransport {
        @Override
        public <R> Uni<R> execute(TelegramRequest<R> request) {
            return Uni.createFrom().deferred(() -> client.get().transport().execute(request));
        }
    }

    /** The engine's outcomes as CDI events, fired synchronously on the worker the engine calls them on. */
    private record CdiEvents(Event<Object> events) implements BroadcastEvents {
        @Override
        public void unreachable(RecipientUnreachable event) {
            events.select(RecipientUnreachable.class).fire(event);
        }

        @Override
        public void migrated(RecipientMigrated event) {
            events.select(RecipientMigrated.class).fire(event);
        }

        @Override
        public void ended(BroadcastEnded event) {
            events.select(BroadcastEnded.class).fire(event);
        }
    }
}
