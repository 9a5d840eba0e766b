package io.github.quarkustelegram.perf;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.LongSupplier;

import io.github.quarkustelegram.TelegramClient;
import io.github.quarkustelegram.broadcasts.Broadcast;
import io.github.quarkustelegram.broadcasts.BroadcastProgress;
import io.github.quarkustelegram.dispatch.Reply;
import io.github.quarkustelegram.resilience.FloodControlLimits;
import io.github.quarkustelegram.resilience.RetryPolicy;
import io.github.quarkustelegram.runtime.broadcasts.BenchBroadcasts;
import io.github.quarkustelegram.runtime.broadcasts.BroadcastSettings;
import io.github.quarkustelegram.testing.telegram.Chaos;
import io.github.quarkustelegram.testing.telegram.FakeTelegram;
import io.github.quarkustelegram.testing.telegram.RateLimits;
import io.github.quarkustelegram.testing.telegram.TranscriptEntry;
import io.smallrye.mutiny.Multi;

/**
 * How fast a broadcast reaches its recipients against the rate it is configured for, on the fake Telegram over
 * loopback with Telegram's rate limits on. Not a JMH benchmark: the figure is a rate-limited throughput, and a run
 * lasts as long as the rate makes it (600 recipients at 30 a second take 20 s).
 *
 * <p>
 * Each configuration gets a fresh {@link FakeTelegram} that enforces {@link RateLimits} (a send over a limit is
 * answered 429 and not carried out, and counted), a fresh {@link TelegramClient} with the defaults of an application
 * (flood control at 30 a second, retry on) and the broadcasts' engine on it ({@link BenchBroadcasts}: the pace, the
 * in-memory store, the engine's own settings). It starts one broadcast of a text message to as many distinct users,
 * waits for its end, then reads the fake's transcript: the sends as the fake received them ({@link TranscriptEntry#at()}).
 * Achieved is the sends after the first divided by the time from the first to the last ({@code (n - 1) / span}), the
 * most in a second is the most sends within any sliding second, refused is how many sends the fake answered 429 for
 * going over its limits.
 *
 * <ul>
 * <li>{@code free-idle}: nobody chatting, {@code idle-per-second} 30; the fake at Telegram's limits (30 a second, 1 a
 * second in a chat, 20 a minute in a group).</li>
 * <li>{@code free-chatting}: users chatting (the last update always "now"), {@code per-second} 20; the same fake.</li>
 * <li>{@code paid-in-flight-N}: {@code Broadcasts.startPaid}, {@code paid-per-second} 1,000, {@code in-flight} 1, 4
 * and 16; the client's flood control still at 30 a second (a paid send passes it), the fake's overall limit raised
 * to 1,000 (paid sends are outside the free limits).</li>
 * </ul>
 *
 * <p>
 * Before them, a paid broadcast of {@value #WARM_UP} recipients, not reported, warms the JIT up. Run it from the root
 * of a checkout, after {@code ./mvnw -q -pl perf -am package -DskipTests}:
 * {@code java -cp 'perf/target/benchmarks.jar:perf/target/lib/*' io.github.quarkustelegram.perf.BroadcastRateRun};
 * {@code -Dbroadcast-rate.scale=0.1} runs every configuration with a tenth of the recipients.
 */
public final class BroadcastRateRun {

    /** The recipients of the warm-up. */
    public static final int WARM_UP = 1_000;
    private static final String TEXT = "Spring sale!";
    private static final long FIRST_USER = 1_000_000;

    /**
     * One configuration.
     *
     * @param name its name in the output
     * @param recipients how many distinct users it sends to
     * @param paid whether it is a paid broadcast
     * @param chatting whether users are chatting (the free rate is then {@code per-second}, else
     *        {@code idle-per-second})
     * @param inFlight the engine's {@code in-flight}
     * @param fakeOverallPerSecond the fake's overall limit a second (its per-chat and per-group ones are Telegram's)
     */
    public record Config(String name, int recipients, boolean paid, boolean chatting, int inFlight,
            int fakeOverallPerSecond) {

        /** The engine's settings: the defaults but {@code in-flight}. */
        BroadcastSettings settings() {
            BroadcastSettings d = BroadcastSettings.DEFAULTS;
            return new BroadcastSettings(d.perSecond(), d.idlePerSecond(), d.quietAfter(), d.paidPerSecond(), inFlight,
                    d.resendAfterFault(), d.maxFaults(), d.faultBackoff(), d.check(), d.prepareTimeout());
        }

        /** @return the rate the engine is configured to send this broadcast at */
        public int configuredPerSecond() {
            BroadcastSettings s = settings();
            return paid ? s.paidPerSecond() : chatting ? s.perSecond() : s.idlePerSecond();
        }

        /** @return the same with {@code recipients} scaled, at least 2 */
        Config scaled(double scale) {
            return new Config(name, Math.max(2, (int) Math.round(recipients * scale)), paid, chatting, inFlight,
                    fakeOverallPerSecond);
        }
    }

    /**
     * What a configuration achieved.
     *
     * @param config the configuration
     * @param progress the broadcast's final progress
     * @param sends the sends the fake carried out
     * @param span from the fake's first send to its last
     * @param maxInASecond the most sends within any sliding second
     * @param refused the sends the fake answered 429 for going over its limits
     */
    public record Result(Config config, BroadcastProgress progress, int sends, Duration span, int maxInASecond,
            long refused) {

        /** @return sends a second from the first to the last: {@code (sends - 1) / span} */
        public double achievedPerSecond() {
            return span.isZero() ? 0 : (sends - 1) / (span.toNanos() / 1e9);
        }

        /** @return the line printed */
        public String line() {
            return String.format(Locale.ROOT,
                    "broadcast-rate: %s: configured %d/s, achieved %.1f/s, max in a second %d, refused %d",
                    config.name(), config.configuredPerSecond(), achievedPerSecond(), maxInASecond, refused);
        }

        /** @return the details */
        public String details() {
            return String.format(Locale.ROOT, "  %d recipients, %d sends in %.2f s; %s", config.recipients(), sends,
                    span.toNanos() / 1e9, progress);
        }
    }

    /** @return the configurations of the run, as documented */
    public static List<Config> configurations() {
        return List.of(new Config("free-idle", 600, false, false, 1, 30),
                new Config("free-chatting", 600, false, true, 1, 30),
                new Config("paid-in-flight-1", 3_000, true, false, 1, 1000),
                new Config("paid-in-flight-4", 3_000, true, false, 4, 1000),
                new Config("paid-in-flight-16", 3_000, true, false, 16, 1000));
    }

    private BroadcastRateRun() {
    }

    public static void main(String[] args) {
        // a production JVM's logging (JulAtInfo): the JBoss LogManager unconfigured would format every DEBUG line
        System.setProperty("java.util.logging.manager", "java.util.logging.LogManager");
        System.setProperty("vertx.logger-delegate-factory-class-name", "io.vertx.core.logging.JULLogDelegateFactory");
        double scale = Double.parseDouble(System.getProperty("broadcast-rate.scale", "1"));
        int status = 0;
        try {
            Result warm = run(new Config("warm-up", Math.max(2, (int) (WARM_UP * scale)), true, false, 4, 1000));
            System.out.println("warm-up (not a figure): " + warm.line().substring("broadcast-rate: warm-up: ".length()));
            for (Config config : configurations()) {
                Result result = run(config.scaled(scale));
                System.out.println(result.line());
                System.out.println(result.details());
                if (result.sends() != config.scaled(scale).recipients()) {
                    status = 1;
                }
            }
        } catch (RuntimeException e) {
            e.printStackTrace();
            status = 2;
        }
        System.exit(status); // the fake's and the client's Vert.x threads
    }

    /**
     * Runs one configuration, from a fresh fake to its transcript read.
     *
     * @param config what to run
     * @return what it achieved
     */
    public static Result run(Config config) {
        RateLimits limits = RateLimits.of(config.fakeOverallPerSecond(), 1, 20);
        LongSupplier lastUpdate = config.chatting() ? System::nanoTime : () -> 0L;
        try (FakeTelegram telegram = FakeTelegram.builder().transcriptLimit(config.recipients() + 1_000).start();
                TelegramClient client = TelegramClient.builder().token(telegram.token()).baseUrl(telegram.baseUrl())
                        .floodControl(FloodControlLimits.defaults()).retry(RetryPolicy.defaults()).build();
                BenchBroadcasts bot = new BenchBroadcasts(client, config.settings(), lastUpdate)) {
            List<Long> recipients = new ArrayList<>(config.recipients());
            for (int i = 0; i < config.recipients(); i++) {
                long user = FIRST_USER + i;
                telegram.user(user, "User " + i);
                recipients.add(user);
            }
            client.bot().getMe(); // the connection opened before the first send
            telegram.chaos(Chaos.builder(1).rateLimits(limits).build());

            Multi<Long> who = Multi.createFrom().iterable(recipients);
            Broadcast broadcast = (config.paid() ? bot.broadcasts().startPaid(config.name(), who, Reply.text(TEXT))
                    : bot.broadcasts().start(config.name(), who, Reply.text(TEXT))).await()
                    .atMost(Duration.ofSeconds(30));
            // three times the configured time, and a minute for the round trips
            Duration most = Duration.ofSeconds(60 + 3L * config.recipients() / config.configuredPerSecond());
            BroadcastProgress end = broadcast.ended().await().atMost(most);

            List<Long> at = new ArrayList<>();
            for (TranscriptEntry entry : telegram.transcript()) {
                if (entry.from() == TranscriptEntry.From.BOT && "sendMessage".equals(entry.kind())
                        && TEXT.equals(entry.text())) {
                    at.add(nanos(entry.at()));
                }
            }
            at.sort(null);
            Duration span = at.isEmpty() ? Duration.ZERO : Duration.ofNanos(at.get(at.size() - 1) - at.get(0));
            return new Result(config, end, at.size(), span, maxInAnySecond(at),
                    telegram.chaosReport().rateLimited());
        }
    }

    private static long nanos(Instant at) {
        return at.getEpochSecond() * 1_000_000_000L + at.getNano();
    }

    /**
     * @param sortedNanos times, ascending
     * @return the most of them within any second (any two less than a second apart)
     */
    static int maxInAnySecond(List<Long> sortedNanos) {
        int max = 0;
        int from = 0;
        for (int to = 0; to < sortedNanos.size(); to++) {
            while (sortedNanos.get(to) - sortedNanos.get(from) >= 1_000_000_000L) {
                from++;
            }
            max = Math.max(max, to - from + 1);
        }
        return max;
    }
}
