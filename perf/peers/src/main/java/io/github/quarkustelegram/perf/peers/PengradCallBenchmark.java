package io.github.quarkustelegram.perf.peers;

import java.io.IOException;
import java.util.concurrent.TimeUnit;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Warmup;

import com.pengrad.telegrambot.Callback;
import com.pengrad.telegrambot.TelegramBot;
import com.pengrad.telegrambot.model.Message;
import com.pengrad.telegrambot.request.SendMessage;
import com.pengrad.telegrambot.response.SendResponse;

import io.github.quarkustelegram.perf.harness.InFlightBatch;
import io.github.quarkustelegram.perf.harness.LoopbackBotApi;
import io.github.quarkustelegram.perf.harness.SetupCheck;

/**
 * pengrad's java-telegram-bot-api: {@code bot.execute(new SendMessage(42, "hello"))} against the loopback server,
 * with the client its builder makes (OkHttp, 75 s timeouts, form bodies, Gson). {@code oneCaller}: one thread,
 * µs per call; {@code fourCallers}: four threads, calls/s; {@code inFlight64}: 64 calls through
 * {@code execute(request, callback)}, then wait for all; calls/s. The async calls queue on OkHttp's default
 * dispatcher, which runs at most 5 per host at once: measured as the library comes.
 */
@State(Scope.Benchmark)
@Fork(1)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
public class PengradCallBenchmark {

    static final String LIBRARY = "pengrad";

    private LoopbackBotApi server;
    private TelegramBot bot;

    @Setup(Level.Trial)
    public void setup() {
        server = LoopbackBotApi.start(1);
        // The builder appends the token and a slash to the API URL, as to https://api.telegram.org/bot.
        bot = new TelegramBot.Builder(LoopbackBotApi.TOKEN).apiUrl(server.baseUrl() + "/bot").build();
        Message reply = call();
        SetupCheck.sentHello(LIBRARY, server);
        SetupCheck.repliedHello(LIBRARY, reply.messageId(), reply.text());
    }

    @TearDown(Level.Trial)
    public void tearDown() {
        bot.shutdown();
        server.close();
    }

    @Benchmark
    @BenchmarkMode(Mode.AverageTime)
    @OutputTimeUnit(TimeUnit.MICROSECONDS)
    public Message oneCaller() {
        return call();
    }

    @Benchmark
    @BenchmarkMode(Mode.Throughput)
    @OutputTimeUnit(TimeUnit.SECONDS)
    @Threads(4)
    public Message fourCallers() {
        return call();
    }

    @Benchmark
    @BenchmarkMode(Mode.Throughput)
    @OutputTimeUnit(TimeUnit.SECONDS)
    @OperationsPerInvocation(InFlightBatch.SIZE)
    public void inFlight64() throws InterruptedException {
        InFlightBatch batch = new InFlightBatch(InFlightBatch.SIZE);
        Callback<SendMessage, SendResponse> callback = new Callback<>() {
            @Override
            public void onResponse(SendMessage request, SendResponse response) {
                batch.succeeded(response.isOk() ? response.message() : null);
            }

            @Override
            public void onFailure(SendMessage request, IOException e) {
                batch.failed(e);
            }
        };
        for (int i = 0; i < InFlightBatch.SIZE; i++) {
            bot.execute(new SendMessage(SetupCheck.CHAT_ID, SetupCheck.TEXT), callback);
        }
        batch.await();
    }

    private Message call() {
        SendResponse response = bot.execute(new SendMessage(SetupCheck.CHAT_ID, SetupCheck.TEXT));
        if (!response.isOk()) {
            throw new IllegalStateException(LIBRARY + ": " + response);
        }
        return response.message();
    }
}
