package io.github.quarkustelegram.perf;

import java.util.concurrent.TimeUnit;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Warmup;

import io.github.quarkustelegram.ReactiveTelegramBot;
import io.github.quarkustelegram.TelegramBot;
import io.github.quarkustelegram.TelegramClient;
import io.github.quarkustelegram.TransportKind;
import io.github.quarkustelegram.model.ChatId;
import io.github.quarkustelegram.model.Message;
import io.github.quarkustelegram.perf.harness.InFlightBatch;
import io.github.quarkustelegram.perf.harness.LoopbackBotApi;
import io.github.quarkustelegram.perf.harness.SetupCheck;
import io.github.quarkustelegram.resilience.FloodControlLimits;
import io.github.quarkustelegram.resilience.RetryPolicy;

/**
 * Our whole call, as the peers' are measured in {@code perf/peers}: {@code sendMessage(42, "hello")} → Message
 * through the public {@link TelegramClient} (retry and flood control off, other settings default) against the same
 * loopback server. {@code oneCaller}: one thread on the blocking bot, µs per call; {@code fourCallers}: four
 * threads, calls/s; {@code inFlight64}: 64 calls through the reactive bot, then wait for all; calls/s.
 * {@code transport}: {@code REST_CLIENT} (the default path) or {@code FAST}. The fork gets Chronicle's JVM flags.
 */
@State(Scope.Benchmark)
@Fork(value = 1, jvmArgsAppend = { "--add-opens=java.base/java.lang.reflect=ALL-UNNAMED",
        "--add-exports=java.base/sun.nio.ch=ALL-UNNAMED", "--add-exports=java.base/jdk.internal.ref=ALL-UNNAMED",
        "--add-exports=java.base/jdk.internal.misc=ALL-UNNAMED", "-Dchronicle.analytics.disable=true", JulAtInfo.FLAG,
        JulAtInfo.VERTX_ON_JUL })
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
public class CallBenchmark {

    @Param({ "REST_CLIENT", "FAST" })
    public TransportKind transport;

    private LoopbackBotApi server;
    private TelegramClient client;
    private TelegramBot bot;
    private ReactiveTelegramBot reactiveBot;

    @Setup(Level.Trial)
    public void setup() {
        server = LoopbackBotApi.start(1);
        client = TelegramClient.builder()
                .token(LoopbackBotApi.TOKEN)
                .baseUrl(server.baseUrl())
                .retry(RetryPolicy.none())
                .floodControl(FloodControlLimits.disabled())
                .transport(transport)
                .build();
        bot = client.bot();
        reactiveBot = client.reactiveBot();
        String library = "ours (" + transport + ")";
        Message reply = oneCaller();
        SetupCheck.sentHello(library, server);
        SetupCheck.repliedHello(library, reply.messageId(), reply.text());
    }

    @TearDown(Level.Trial)
    public void tearDown() {
        try {
            client.close();
        } finally {
            server.close();
        }
    }

    @Benchmark
    @BenchmarkMode(Mode.AverageTime)
    @OutputTimeUnit(TimeUnit.MICROSECONDS)
    public Message oneCaller() {
        return bot.sendMessage(ChatId.of(SetupCheck.CHAT_ID), SetupCheck.TEXT);
    }

    @Benchmark
    @BenchmarkMode(Mode.Throughput)
    @OutputTimeUnit(TimeUnit.SECONDS)
    @Threads(4)
    public Message fourCallers() {
        return bot.sendMessage(ChatId.of(SetupCheck.CHAT_ID), SetupCheck.TEXT);
    }

    @Benchmark
    @BenchmarkMode(Mode.Throughput)
    @OutputTimeUnit(TimeUnit.SECONDS)
    @OperationsPerInvocation(InFlightBatch.SIZE)
    public void inFlight64() throws InterruptedException {
        InFlightBatch batch = new InFlightBatch(InFlightBatch.SIZE);
        for (int i = 0; i < InFlightBatch.SIZE; i++) {
            reactiveBot.sendMessage(ChatId.of(SetupCheck.CHAT_ID), SetupCheck.TEXT)
                    .subscribe().with(batch::succeeded, batch::failed);
        }
        batch.await();
    }
}
