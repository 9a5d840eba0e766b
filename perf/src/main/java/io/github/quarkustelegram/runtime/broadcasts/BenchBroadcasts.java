package io.github.quarkustelegram.runtime.broadcasts;

import java.time.Clock;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.LongSupplier;

import io.github.quarkustelegram.TelegramClient;
import io.github.quarkustelegram.broadcasts.BroadcastMessage;
import io.github.quarkustelegram.broadcasts.Broadcasts;
import io.github.quarkustelegram.json.TelegramJson;
import io.github.quarkustelegram.runtime.timer.TimerWheel;

/**
 * The broadcasts' engine outside Quarkus, for {@code io.github.quarkustelegram.perf.BroadcastRateRun}: the engine of an
 * application (its pace, the client's transport with its flood control and retry) on an
 * {@link InMemoryBroadcastStore}, sole sender, no message beans, no events observed. It sits in the engine's package
 * because what the engine is made of ({@link SendingParts}, {@link BroadcastPace}, {@link BroadcastPayloads}) is
 * package-private, as in the runtime's own test harness ({@code BroadcastBot}); it adds nothing to the engine.
 */
public final class BenchBroadcasts implements AutoCloseable {

    private final TimerWheel wheel = TimerWheel.open();
    private final ExecutorService worker = Executors.newFixedThreadPool(2);
    private final BroadcastEngine engine;
    private final EngineBroadcasts broadcasts;

    /**
     * Starts an engine.
     *
     * @param client the bot's client
     * @param settings rates and limits, as {@code quarkus.telegram.broadcasts.*} would give them
     * @param lastUpdateNanos when the last update arrived, as {@code nanoTime} (0: never): users chatting or not
     */
    public BenchBroadcasts(TelegramClient client, BroadcastSettings settings, LongSupplier lastUpdateNanos) {
        BroadcastPace pace = new BroadcastPace(settings.perSecond(), settings.idlePerSecond(), settings.quietAfter(),
                settings.paidPerSecond(), lastUpdateNanos);
        SendingParts parts = new SendingParts(new InMemoryBroadcastStore(), "bench", client.transport(),
                new BroadcastPayloads(TelegramJson.mapper(), BenchBroadcasts::noBean, getClass().getClassLoader()), settings,
                pace, BroadcastEvents.NONE, wheel, Clock.systemUTC(), worker);
        engine = new BroadcastEngine(parts, new SoleSender("bench"));
        broadcasts = new EngineBroadcasts(parts, engine);
        engine.start();
    }

    private static BroadcastMessage noBean(Class<? extends BroadcastMessage> type) {
        throw new IllegalStateException("No message beans here: " + type.getName());
    }

    /** @return the {@link Broadcasts} an application would inject */
    public Broadcasts broadcasts() {
        return broadcasts;
    }

    @Override
    public void close() {
        engine.close();
        worker.shutdownNow();
        wheel.close();
    }
}
