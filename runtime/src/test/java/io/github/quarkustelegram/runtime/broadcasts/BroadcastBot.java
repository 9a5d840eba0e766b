package io.github.quarkustelegram.runtime.broadcasts;

import java.time.Clock;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Function;

import io.github.quarkustelegram.TelegramClient;
import io.github.quarkustelegram.broadcasts.BroadcastEnded;
import io.github.quarkustelegram.broadcasts.BroadcastMessage;
import io.github.quarkustelegram.broadcasts.BroadcastStore;
import io.github.quarkustelegram.broadcasts.RecipientMigrated;
import io.github.quarkustelegram.broadcasts.RecipientUnreachable;
import io.github.quarkustelegram.json.TelegramJson;
import io.github.quarkustelegram.runtime.timer.TimerWheel;
import io.github.quarkustelegram.updates.PollerLock;

/**
 * A bot's broadcasts outside Quarkus, for the engine's tests: the client given, an engine on the store given, the
 * events it fires collected, the time of the last update set by the test (users chatting or not).
 */
final class BroadcastBot implements AutoCloseable {

    final CopyOnWriteArrayList<RecipientUnreachable> unreachable = new CopyOnWriteArrayList<>();
    final CopyOnWriteArrayList<RecipientMigrated> migrated = new CopyOnWriteArrayList<>();
    final CopyOnWriteArrayList<BroadcastEnded> ended = new CopyOnWriteArrayList<>();
    /** When the last update arrived, as {@code nanoTime}; 0: never. */
    final AtomicLong lastUpdate = new AtomicLong();
    final Map<Class<?>, BroadcastMessage> beans = new ConcurrentHashMap<>();
    final BroadcastEngine engine;
    final EngineBroadcasts broadcasts;
    final EngineScheduledMessages scheduled;
    final SendingParts parts;
    private final TimerWheel wheel = TimerWheel.open();
    private final ExecutorService worker = Executors.newFixedThreadPool(2);

    BroadcastBot(TelegramClient client, BroadcastStore store, BroadcastSettings settings, String instance,
            PollerLock lock) {
        BroadcastEvents events = new BroadcastEvents() {
            @Override
            public void unreachable(RecipientUnreachable event) {
                unreachable.add(event);
            }

            @Override
            public void migrated(RecipientMigrated event) {
                migrated.add(event);
            }

            @Override
            public void ended(BroadcastEnded event) {
                ended.add(event);
            }
        };
        Function<Class<? extends BroadcastMessage>, BroadcastMessage> lookup = beans::get;
        BroadcastPace pace = new BroadcastPace(settings.perSecond(), settings.idlePerSecond(), settings.quietAfter(),
                settings.paidPerSecond(), lastUpdate::get);
        parts = new SendingParts(store, instance, client.transport(),
                new BroadcastPayloads(TelegramJson.mapper(), lookup, getClass().getClassLoader()), settings, pace,
                events, wheel, Clock.systemUTC(), worker);
        engine = new BroadcastEngine(parts, lock);
        broadcasts = new EngineBroadcasts(parts, engine);
        scheduled = new EngineScheduledMessages(parts, engine);
        engine.start();
    }

    BroadcastBot(TelegramClient client, BroadcastStore store, BroadcastSettings settings) {
        this(client, store, settings, "test", new SoleSender("test"));
    }

    /**
     * Waits until {@code condition} holds, checking every 10 ms.
     *
     * @param condition what to wait for
     * @param timeout how long at most
     * @param what what it is, for the failure's message
     */
    static void await(java.util.function.BooleanSupplier condition, java.time.Duration timeout,
            java.util.function.Supplier<String> what) {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() - deadline > 0) {
                throw new AssertionError("Not within " + timeout.toMillis() + " ms: " + what.get());
            }
            try {
                Thread.sleep(10);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new AssertionError("Interrupted waiting for " + what.get(), e);
            }
        }
    }

    @Override
    public void close() {
        engine.close();
        worker.shutdownNow();
        wheel.close();
    }
}
