package io.github.quarkustelegram.perf.webhook;

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
import org.openjdk.jmh.annotations.Warmup;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import io.github.quarkustelegram.dispatch.Route;
import io.github.quarkustelegram.dispatch.Trigger;
import io.github.quarkustelegram.dispatch.UpdateKind;
import io.github.quarkustelegram.perf.JulAtInfo;
import io.github.quarkustelegram.runtime.dispatch.RouteTable;
import io.github.quarkustelegram.runtime.dispatch.UpdateDispatcher;
import io.github.quarkustelegram.updates.WebhookHandler;
import io.github.quarkustelegram.updates.WebhookOptions;
import io.smallrye.mutiny.Uni;
import io.vertx.core.Vertx;
import io.vertx.core.http.HttpServer;
import io.vertx.core.http.HttpServerOptions;
import io.vertx.ext.web.Router;

/**
 * Updates per second through a webhook on real HTTP over loopback, 64 connections delivering as fast as answered:
 * {@code route=telegram} is our webhook route (secret check, body cap, decoding into the model, the dispatcher, a
 * no-op handler, the 200 after handling); {@code route=bare} is the yardstick, a Vert.x route that only parses the
 * body into a JSON tree and answers 200. Both on one Vert.x HTTP server, the load from one Netty event loop of its
 * own, all in this JVM (so on 2 cores the load generator's share is the same for both).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(value = 1, jvmArgsAppend = { JulAtInfo.FLAG, JulAtInfo.VERTX_ON_JUL })
@Warmup(iterations = 5, time = 2)
@Measurement(iterations = 5, time = 3)
public class WebhookIngestBenchmark {

    static final int CONNECTIONS = 64;
    static final int BATCH = 1024;
    private static final String SECRET = "bench-secret_0123456789";

    @Param({ "telegram", "bare" })
    public String route;

    private Vertx vertx;
    private HttpServer server;
    private WebhookLoad load;

    @Setup(Level.Trial)
    public void setup() throws Exception {
        vertx = Vertx.vertx();
        Router router = Router.router(vertx);
        RouteTable routes = new RouteTable();
        routes.add(Route.of("messages", Trigger.kind(UpdateKind.MESSAGE), update -> Uni.createFrom().voidItem()));
        UpdateDispatcher dispatcher = UpdateDispatcher.builder(routes).build();
        router.route("/telegram/webhook").handler(new WebhookHandler(dispatcher, WebhookOptions.withSecret(SECRET)));
        ObjectMapper mapper = new ObjectMapper();
        router.post("/bare").handler(context -> context.request().body().onSuccess(body -> {
            try {
                JsonNode tree = mapper.readTree(body.getBytes());
                context.response().setStatusCode(tree.has("update_id") ? 200 : 400).end();
            } catch (Exception e) {
                context.response().setStatusCode(400).end();
            }
        }));
        server = vertx.createHttpServer(new HttpServerOptions().setHost("127.0.0.1").setPort(0))
                .requestHandler(router).listen().toCompletionStage().toCompletableFuture().get(10, TimeUnit.SECONDS);
        load = new WebhookLoad(server.actualPort(), route.equals("bare") ? "/bare" : "/telegram/webhook", SECRET,
                CONNECTIONS);
        if (load.deliver(CONNECTIONS) > 0) {
            throw new IllegalStateException("the route did not answer 200: " + load.lastFailure());
        }
    }

    @TearDown(Level.Trial)
    public void tearDown() throws Exception {
        int failures = load.failures();
        load.close();
        server.close().toCompletionStage().toCompletableFuture().get(10, TimeUnit.SECONDS);
        vertx.close().toCompletionStage().toCompletableFuture().get(10, TimeUnit.SECONDS);
        if (failures > 0) {
            throw new IllegalStateException(failures + " updates not answered 200: " + load.lastFailure());
        }
    }

    @Benchmark
    @OperationsPerInvocation(BATCH)
    public int ingest() throws InterruptedException {
        return load.deliver(BATCH);
    }
}
