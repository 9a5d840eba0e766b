package io.github.quarkustelegram.perf;

import java.io.IOException;
import java.util.concurrent.TimeUnit;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

import io.github.quarkustelegram.dispatch.Filters;
import io.github.quarkustelegram.dispatch.Route;
import io.github.quarkustelegram.dispatch.Trigger;
import io.github.quarkustelegram.dispatch.UpdateHandler;
import io.github.quarkustelegram.dispatch.UpdateKind;
import io.github.quarkustelegram.json.TelegramJson;
import io.github.quarkustelegram.model.Update;
import io.github.quarkustelegram.runtime.dispatch.AnnotatedHandlers;
import io.github.quarkustelegram.runtime.dispatch.BotIdentity;
import io.github.quarkustelegram.runtime.dispatch.RouteTable;
import io.github.quarkustelegram.runtime.dispatch.UpdateDispatcher;
import io.github.quarkustelegram.runtime.replies.ResultType;
import io.smallrye.mutiny.Uni;
import io.smallrye.mutiny.subscription.UniSubscriber;
import io.smallrye.mutiny.subscription.UniSubscription;

/**
 * Routing one update through the dispatcher of a bot with 20 handlers to the last one tried, excluding the handler's
 * own work: what the dispatcher adds to every update. The bot has 12 commands, 3 callback-data handlers, 3 text
 * patterns and 2 handlers by kind; the update is a text message that is no command and matches no pattern, so it
 * reaches the last handler, the catch-all for messages. That handler is a lambda returning a {@code Uni} already
 * complete ({@code handler=route}), or an annotated handler method as the build makes one, through its invoker and the
 * result delivery its return type chose ({@code handler=annotated-void}: a {@code void} method).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Fork(value = 1, jvmArgsAppend = { JulAtInfo.FLAG, JulAtInfo.VERTX_ON_JUL })
@Warmup(iterations = 5, time = 2)
@Measurement(iterations = 5, time = 2)
public class DispatchBenchmark {

    /** What every handler returns: complete already, so that only the dispatcher's work is measured. */
    private static final Uni<Void> DONE = Uni.createFrom().voidItem();

    /** Which catch-all handler: a route's lambda, or an annotated {@code void} method's handler. */
    @Param({ "route", "annotated-void" })
    public String handler;

    private UpdateDispatcher dispatcher;
    private Update update;
    private final Completion completion = new Completion();
    private int handled;

    @Setup(Level.Trial)
    public void setup() throws IOException {
        RouteTable routes = new RouteTable();
        UpdateHandler other = context -> {
            throw new IllegalStateException("routed to " + context.handlerName());
        };
        for (String command : new String[] { "start", "help", "settings", "cancel", "echo", "feedback", "price",
                "order", "status", "lang", "about", "stop" }) {
            routes.add(Route.of("command " + command, Trigger.command(command), other));
        }
        for (String data : new String[] { "yes", "no", "page:" }) {
            routes.add(Route.of("data " + data, Trigger.callbackData(data), other));
        }
        for (String regex : new String[] { "(?i)price of (\\w+)", "^order #(\\d+)$", "(?i)\\bhelp me\\b" }) {
            routes.add(Route.of("text " + regex, Trigger.text(regex), other));
        }
        routes.add(Route.of("my chat member", Trigger.kind(UpdateKind.MY_CHAT_MEMBER), other));
        UpdateHandler catchAll = handler.equals("route") ? context -> {
            handled++;
            return DONE;
        } : AnnotatedHandlers.nonBlocking((instance, arguments) -> {
            handled++; // a void method: its invoker returns null
            return null;
        }, 1, ResultType.VOID);
        routes.add(Route.of("messages", Trigger.kind(UpdateKind.MESSAGE), Filters.any(), catchAll));
        dispatcher = UpdateDispatcher.builder(routes)
                .identity(new BotIdentity("bench_bot", () -> {
                    throw new IllegalStateException("no bot in the benchmark");
                }))
                .build();
        update = TelegramJson.mapper().readValue("{\"update_id\":1,\"message\":{\"message_id\":7,"
                + "\"date\":1715000000,\"chat\":{\"id\":42,\"type\":\"private\",\"first_name\":\"Alice\"},"
                + "\"from\":{\"id\":42,\"is_bot\":false,\"first_name\":\"Alice\"},\"text\":\"good morning\"}}",
                Update.class);
        dispatchOnce();
        if (handled != 1) {
            throw new IllegalStateException("the update did not reach the catch-all handler");
        }
    }

    @Benchmark
    public int dispatch() {
        return dispatchOnce();
    }

    /** One update through the dispatcher; fails if it did not complete at once. */
    int dispatchOnce() {
        completion.done = false;
        dispatcher.accept(update).subscribe().withSubscriber(completion);
        if (!completion.done) {
            throw new IllegalStateException("the dispatch did not complete synchronously");
        }
        return handled;
    }

    /** A subscriber reused for every update: the caller's own cost is not the dispatcher's. */
    static final class Completion implements UniSubscriber<Void> {
        boolean done;

        @Override
        public void onSubscribe(UniSubscription subscription) {
        }

        @Override
        public void onItem(Void item) {
            done = true;
        }

        @Override
        public void onFailure(Throwable failure) {
            throw new IllegalStateException(failure);
        }
    }
}
