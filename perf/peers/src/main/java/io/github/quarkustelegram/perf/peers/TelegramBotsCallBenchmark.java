package io.github.quarkustelegram.perf.peers;

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
import org.telegram.telegrambots.client.okhttp.OkHttpTelegramClient;
import org.telegram.telegrambots.meta.TelegramUrl;
import org.telegram.telegrambots.meta.api.methods.send.SendMessage;
import org.telegram.telegrambots.meta.api.objects.message.Message;
import org.telegram.telegrambots.meta.exceptions.TelegramApiException;

import io.github.quarkustelegram.perf.harness.InFlightBatch;
import io.github.quarkustelegram.perf.harness.LoopbackBotApi;
import io.github.quarkustelegram.perf.harness.SetupCheck;

import okhttp3.OkHttpClient;

/**
 * TelegramBots' {@link OkHttpTelegramClient}: {@code client.execute(SendMessage(42, "hello"))} against the loopback
 * server, with the OkHttp client and Jackson mapper its {@code (token, TelegramUrl)} constructor makes.
 * {@code oneCaller}: one thread, µs per call; {@code fourCallers}: four threads, calls/s; {@code inFlight64}: 64
 * calls through {@code executeAsync}, then wait for all; calls/s. Its blocking {@code execute} is
 * {@code executeAsync(...).get()}, so every call queues on OkHttp's default dispatcher (5 per host at once):
 * measured as the library comes.
 */
@State(Scope.Benchmark)
@Fork(1)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
public class TelegramBotsCallBenchmark {

    static final String LIBRARY = "TelegramBots";

    private LoopbackBotApi server;
    private OkHttpClient http;
    private OkHttpTelegramClient client;

    @Setup(Level.Trial)
    public void setup() throws TelegramApiException {
        server = LoopbackBotApi.start(1);
        // What OkHttpTelegramClient(token, url) does, with the OkHttp client kept so tearDown can stop its threads.
        http = new OkHttpClient.Builder().build();
        client = new OkHttpTelegramClient(http, LoopbackBotApi.TOKEN,
                new TelegramUrl("http", "127.0.0.1", server.port(), false));
        Message reply = oneCaller();
        SetupCheck.sentHello(LIBRARY, server);
        SetupCheck.repliedHello(LIBRARY, reply.getMessageId(), reply.getText());
    }

    @TearDown(Level.Trial)
    public void tearDown() {
        http.dispatcher().executorService().shutdown();
        http.connectionPool().evictAll();
        server.close();
    }

    @Benchmark
    @BenchmarkMode(Mode.AverageTime)
    @OutputTimeUnit(TimeUnit.MICROSECONDS)
    public Message oneCaller() throws TelegramApiException {
        return client.execute(sendMessage());
    }

    @Benchmark
    @BenchmarkMode(Mode.Throughput)
    @OutputTimeUnit(TimeUnit.SECONDS)
    @Threads(4)
    public Message fourCallers() throws TelegramApiException {
        return client.execute(sendMessage());
    }

    @Benchmark
    @BenchmarkMode(Mode.Throughput)
    @OutputTimeUnit(TimeUnit.SECONDS)
    @OperationsPerInvocation(InFlightBatch.SIZE)
    public void inFlight64() throws TelegramApiException, InterruptedException {
        InFlightBatch batch = new InFlightBatch(InFlightBatch.SIZE);
        for (int i = 0; i < InFlightBatch.SIZE; i++) {
            client.executeAsync(sendMessage()).whenComplete((message, failure) -> {
                if (failure != null) {
                    batch.failed(failure);
                } else {
                    batch.succeeded(message);
                }
            });
        }
        batch.await();
    }

    private static SendMessage sendMessage() {
        return SendMessage.builder().chatId(SetupCheck.CHAT_ID).text(SetupCheck.TEXT).build();
    }
}
