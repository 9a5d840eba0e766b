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

import io.github.quarkustelegram.perf.harness.InFlightBatch;
import io.github.quarkustelegram.perf.harness.LoopbackBotApi;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpClient;
import io.vertx.core.http.HttpClientOptions;
import io.vertx.core.http.HttpClientResponse;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.http.RequestOptions;

/**
 * The floor of our fast path's transport: a bare Vert.x HttpClient (the version Quarkus 3.33 runs) moving bytes
 * only, a pre-encoded body out and the answer's body in. Default {@code Vertx.vertx()} and client options but a
 * pool of 64 connections (Vert.x's default is 5), so that 64 calls are really in flight. A blocking caller waits on
 * the future from outside the event loop: the two thread hand-offs our blocking calls pay too.
 */
@State(Scope.Benchmark)
@Fork(1)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
public class VertxFloorBenchmark {

    private LoopbackBotApi server;
    private Vertx vertx;
    private HttpClient client;
    private RequestOptions options;
    private Buffer body;

    @Setup(Level.Trial)
    public void setup() throws Exception {
        server = LoopbackBotApi.start(1);
        vertx = Vertx.vertx();
        client = vertx.createHttpClient(new HttpClientOptions().setMaxPoolSize(InFlightBatch.SIZE));
        options = new RequestOptions()
                .setMethod(HttpMethod.POST)
                .setHost("127.0.0.1")
                .setPort(server.port())
                .setURI(FloorExchange.PATH)
                .putHeader("Content-Type", FloorExchange.CONTENT_TYPE);
        body = Buffer.buffer(FloorExchange.BODY);
        FloorExchange.check("Vert.x", server, call().getBytes());
    }

    @TearDown(Level.Trial)
    public void tearDown() throws Exception {
        client.close().toCompletionStage().toCompletableFuture().get(10, TimeUnit.SECONDS);
        vertx.close().toCompletionStage().toCompletableFuture().get(10, TimeUnit.SECONDS);
        server.close();
    }

    @Benchmark
    @BenchmarkMode(Mode.AverageTime)
    @OutputTimeUnit(TimeUnit.MICROSECONDS)
    public Buffer oneCaller() throws Exception {
        return call();
    }

    @Benchmark
    @BenchmarkMode(Mode.Throughput)
    @OutputTimeUnit(TimeUnit.SECONDS)
    @Threads(4)
    public Buffer fourCallers() throws Exception {
        return call();
    }

    @Benchmark
    @BenchmarkMode(Mode.Throughput)
    @OutputTimeUnit(TimeUnit.SECONDS)
    @OperationsPerInvocation(InFlightBatch.SIZE)
    public void inFlight64() throws InterruptedException {
        InFlightBatch batch = new InFlightBatch(InFlightBatch.SIZE);
        for (int i = 0; i < InFlightBatch.SIZE; i++) {
            send().onComplete(answer -> {
                if (answer.succeeded()) {
                    batch.succeeded(answer.result());
                } else {
                    batch.failed(answer.cause());
                }
            });
        }
        batch.await();
    }

    private Buffer call() throws Exception {
        return send().toCompletionStage().toCompletableFuture().get(30, TimeUnit.SECONDS);
    }

    private Future<Buffer> send() {
        return client.request(options).compose(request -> request.send(body).compose(HttpClientResponse::body));
    }
}
