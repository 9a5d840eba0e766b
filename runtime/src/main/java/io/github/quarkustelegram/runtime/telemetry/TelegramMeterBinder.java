package io.github.quarkustelegram.runtime.telemetry;

import java.util.Locale;
import java.util.function.ToDoubleFunction;

import jakarta.enterprise.inject.Instance;
import jakarta.inject.Inject;

import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.dispatch.ConversationStore;
import io.github.quarkustelegram.runtime.dispatch.DispatchingUpdateSink;
import io.github.quarkustelegram.runtime.dispatch.PerChatScheduler;
import io.github.quarkustelegram.runtime.dispatch.conversations.InMemoryConversationStore;
import io.github.quarkustelegram.runtime.receivers.UpdateReceivers;
import io.github.quarkustelegram.updates.LongPoller;
import io.github.quarkustelegram.updates.UpdateSink;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.binder.MeterBinder;

/**
 * The gauges, read when scraped (with {@code quarkus-micrometer}): the dispatcher's updates pending and running, the
 * conversations active (with the in-memory store), and the poller's state, the time since its last successful
 * getUpdates and the updates it received but has not confirmed. The beans are looked up when first read, so that an
 * application without a token starts.
 */
public class TelegramMeterBinder implements MeterBinder {

    private final Instance<UpdateSink> sinks;
    private final Instance<ConversationStore> stores;
    private final UpdateReceivers receivers;

    @Inject
    public TelegramMeterBinder(Instance<UpdateSink> sinks, Instance<ConversationStore> stores,
            UpdateReceivers receivers) {
        this.sinks = sinks;
        this.stores = stores;
        this.receivers = receivers;
    }

    @Override
    public void bindTo(MeterRegistry registry) {
        gauge(registry, "telegram.dispatcher.pending", "Updates admitted or waiting for admission, not running yet",
                s -> s.admitted() - s.running() + s.waitingAdmission());
        gauge(registry, "telegram.dispatcher.running", "Updates being handled now", PerChatScheduler::running);
        registerAnew(registry, Gauge.builder("telegram.conversations.active", this, TelegramMeterBinder::conversations)
                .description("Conversations in the in-memory store (NaN with another store)"));
        if (receivers.mode() == io.github.quarkustelegram.runtime.config.TelegramConfig.UpdatesMode.POLLING) {
            for (LongPoller.State state : LongPoller.State.values()) {
                registerAnew(registry, Gauge
                        .builder("telegram.polling.state", this, b -> b.pollerState() == state ? 1 : 0)
                        .description("1 for the long poller's state, 0 for the others")
                        .tag("state", state.name().toLowerCase(Locale.ROOT)));
            }
            registerAnew(registry, Gauge
                    .builder("telegram.polling.since.success", this, TelegramMeterBinder::sinceSuccess)
                    .baseUnit("seconds")
                    .description("Time since the last successful getUpdates (NaN before the first)"));
            registerAnew(registry, Gauge
                    .builder("telegram.polling.unconfirmed", this, b -> poller(b, LongPoller::unconfirmed))
                    .description("Updates received and not confirmed to Telegram yet (being handled, or behind one "
                            + "that is)"));
        }
    }

    private void gauge(MeterRegistry registry, String name, String description,
            ToDoubleFunction<PerChatScheduler> value) {
        registerAnew(registry, Gauge.builder(name, this, b -> {
            PerChatScheduler scheduler = b.scheduler();
            return scheduler == null ? Double.NaN : value.applyAsDouble(scheduler);
        }).description(description));
    }

    /**
     * Registers the gauge, replacing one of the same name and tags: a gauge of an earlier start of the application in
     * the same JVM (dev mode's live reload, one test profile after another) would otherwise stay, reading that start's
     * beans, and the registry would return it instead of registering this one.
     */
    static Gauge registerAnew(MeterRegistry registry, Gauge.Builder<?> gauge) {
        registry.remove(gauge.register(registry)); // the stale one, or the one just registered: at start-up only
        return gauge.register(registry);
    }

    private @Nullable PerChatScheduler scheduler() {
        if (!sinks.isResolvable()) {
            return null;
        }
        return sinks.get() instanceof DispatchingUpdateSink dispatching ? dispatching.dispatcher().scheduler() : null;
    }

    private double conversations() {
        if (!stores.isResolvable()) {
            return Double.NaN;
        }
        return stores.get() instanceof InMemoryConversationStore memory ? memory.active().size() : Double.NaN;
    }

    private LongPoller.@Nullable State pollerState() {
        LongPoller poller = receivers.poller();
        return poller == null ? null : poller.state();
    }

    private double sinceSuccess() {
        LongPoller poller = receivers.poller();
        java.time.Duration since = poller == null ? null : poller.sinceLastSuccess();
        return since == null ? Double.NaN : since.toNanos() / 1e9;
    }

    private static double poller(TelegramMeterBinder binder, ToDoubleFunction<LongPoller> value) {
        LongPoller poller = binder.receivers.poller();
        return poller == null ? Double.NaN : value.applyAsDouble(poller);
    }
}
