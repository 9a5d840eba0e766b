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

import io.github.quarkustelegram.perf.harness.InFlightBatch;
import io.github.quarkustelegram.perf.harness.LoopbackBotApi;

import okhttp3.Call;
import okhttp3.Callback;
import okhttp3.MediaType;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.RequestBody;
import okhttp3.Response;

/**
 * The floor of both peers' transport: OkHttp (the version they use) moving bytes only, a pre-encoded body out and
 * the answer's body bytes in, no Telegram types, no JSON. {@code oneCaller}, {@code fourCallers}: blocking
 * {@code execute()}; {@code inFlight64}: 64 {@code enqueue}s on the default dispatcher (at most 5 per host at once,
 * as the peers run), {@code inFlight64PerHost64}: the same with the dispatcher's per-host limit raised to 64.
 */
@Fork(1)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
public class OkHttpFloorBenchmark {

    /** The server and an OkHttp client with its defaults. */
    @State(Scope.Benchmark)
    public static class Client {
        LoopbackBotApi server;
        OkHttpClient client;
        Request request;

        @Setup(Level.Trial)
        public void setup() throws IOException {
            server = LoopbackBotApi.start(1);
            client = configure(new OkHttpClient.Builder().build());
            request = new Request.Builder()
                    .url(server.baseUrl() + FloorExchange.PATH)
                    .post(RequestBody.create(FloorExchange.BODY, MediaType.get(FloorExchange.CONTENT_TYPE)))
                    .build();
            FloorExchange.check("OkHttp", server, call());
        }

        OkHttpClient configure(OkHttpClient defaults) {
            return defaults;
        }

        byte[] call() throws IOException {
            try (Response response = client.newCall(request).execute()) {
                return response.body().bytes();
            }
        }

        @TearDown(Level.Trial)
        public void tearDown() {
            client.dispatcher().executorService().shutdown();
            client.connectionPool().evictAll();
            server.close();
        }
    }

    /** The same with the dispatcher allowing 64 calls per host, so that 64 are really in flight. */
    @State(Scope.Benchmark)
    public static class Client64PerHost extends Client {
        @Override
        OkHttpClient configure(OkHttpClient defaults) {
            defaults.dispatcher().setMaxRequestsPerHost(InFlightBatch.SIZE);
            return defaults;
        }
    }

    @Benchmark
    @BenchmarkMode(Mode.AverageTime)
    @OutputTimeUnit(TimeUnit.MICROSECONDS)
    public byte[] oneCaller(Client client) throws IOException {
        return client.call();
    }

    @Benchmark
    @BenchmarkMode(Mode.Throughput)
    @OutputTimeUnit(TimeUnit.SECONDS)
    @Threads(4)
    public byte[] fourCallers(Client client) throws IOException {
        return client.call();
    }

    @Benchmark
    @BenchmarkMode(Mode.Throughput)
    @OutputTimeUnit(TimeUnit.SECONDS)
    @OperationsPerInvocation(InFlightBatch.SIZE)
    public void inFlight64(Client client) throws InterruptedException {
        inFlight(client);
    }

    @Benchmark
    @BenchmarkMode(Mode.Throughput)
    @OutputTimeUnit(TimeUnit.SECONDS)
    @OperationsPerInvocation(InFlightBatch.SIZE)
    public void inFlight64PerHost64(Client64PerHost client) throws InterruptedException {
        inFlight(client);
    }

    private static void inFlight(Client client) throws InterruptedException {
        InFlightBatch batch = new InFlightBatch(InFlightBatch.SIZE);
        Callback callback = new Callback() {
            @Override
            public void onResponse(Call call, Response response) {
                try (response) {
                    batch.succeeded(response.body().bytes());
                } catch (IOException e) {
                    batch.failed(e);
                }
            }

            @Override
            public void onFailure(Call call, IOException e) {
                batch.failed(e);
            }
        };
        for (int i = 0; i < InFlightBatch.SIZE; i++) {
            client.client.newCall(client.request).enqueue(callback);
        }
        batch.await();
    }
}
