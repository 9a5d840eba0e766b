package io.github.quarkustelegram.perf.peers;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.concurrent.TimeUnit;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

import io.github.quarkustelegram.perf.harness.LoopbackBotApi;

/**
 * A floor for reference: the JDK's own HttpClient, one blocking caller moving bytes only. HTTP/1.1 set explicitly:
 * its default, HTTP/2, would ask a plain-text server to upgrade.
 */
@State(Scope.Benchmark)
@Fork(1)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
public class JdkHttpClientFloorBenchmark {

    private LoopbackBotApi server;
    private HttpClient client;
    private HttpRequest request;

    @Setup(Level.Trial)
    public void setup() throws IOException, InterruptedException {
        server = LoopbackBotApi.start(1);
        client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
        request = HttpRequest.newBuilder(URI.create(server.baseUrl() + FloorExchange.PATH))
                .header("Content-Type", FloorExchange.CONTENT_TYPE)
                .POST(HttpRequest.BodyPublishers.ofByteArray(FloorExchange.BODY))
                .build();
        FloorExchange.check("JDK HttpClient", server, oneCaller());
    }

    @TearDown(Level.Trial)
    public void tearDown() {
        server.close();
    }

    @Benchmark
    @BenchmarkMode(Mode.AverageTime)
    @OutputTimeUnit(TimeUnit.MICROSECONDS)
    public byte[] oneCaller() throws IOException, InterruptedException {
        return client.send(request, HttpResponse.BodyHandlers.ofByteArray()).body();
    }
}
