package io.github.quarkustelegram.runtime.dispatch;

import static io.github.quarkustelegram.runtime.dispatch.TestUpdates.text;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;

import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;

import io.github.quarkustelegram.dispatch.UpdateContext;
import io.github.quarkustelegram.hooks.UpdateListener;
import io.github.quarkustelegram.hooks.UpdateObserver;
import io.github.quarkustelegram.hooks.UpdateOutcome;
import io.github.quarkustelegram.model.Update;
import io.smallrye.mutiny.Uni;
import io.smallrye.mutiny.infrastructure.Infrastructure;

/**
 * The dispatcher tells its {@link UpdateListener}s of every update: arrival, the handler chosen, the outcome; and
 * their contexts are current wherever the update's handling runs.
 */
class UpdateListenersTest {

    private static final Duration WAIT = Duration.ofSeconds(5);

    private final RouteTable routes = new RouteTable();
    private final List<String> told = new CopyOnWriteArrayList<>();
    /** The update whose context is current on this thread, as a listener would make a span or an MDC entry. */
    private static final ThreadLocal<@Nullable String> CURRENT = new ThreadLocal<>();

    /** A listener that records what it is told, and makes "its" update current in {@link #CURRENT}. */
    private UpdateListener recording(String name) {
        return update -> new UpdateObserver() {
            @Override
            public Scope enter() {
                String before = CURRENT.get();
                CURRENT.set(name + ":" + update.updateId());
                return () -> CURRENT.set(before);
            }

            @Override
            public void handlerChosen(UpdateContext context) {
                told.add(name + " chose " + context.handlerName() + " for " + update.updateId());
            }

            @Override
            public void ended(UpdateOutcome outcome, @Nullable Throwable failure) {
                told.add(name + " ended " + update.updateId() + " " + outcome.tag()
                        + (failure == null ? "" : " (" + failure.getMessage() + ")"));
            }
        };
    }

    private UpdateDispatcher dispatcher(UpdateListener... listeners) {
        return UpdateDispatcher.builder(routes).listeners(List.of(listeners))
                .identity(new BotIdentity("TestBot", () -> {
                    throw new IllegalStateException("no bot");
                }))
                .handlerTimeout(Duration.ofMillis(300)).build();
    }

    @Test
    void listenersAreToldInTheirOrderOfEachOutcome() {
        routes.onCommand("ok", u -> {
            told.add("handler in " + CURRENT.get());
            return Uni.createFrom().voidItem();
        });
        routes.onCommand("fail", u -> Uni.createFrom().failure(new IllegalStateException("broken")));
        UpdateDispatcher dispatcher = dispatcher(recording("first"), recording("second"));

        dispatcher.accept(text(1, 10, "/ok")).await().atMost(WAIT);
        dispatcher.accept(text(2, 10, "/fail")).await().atMost(WAIT);
        dispatcher.accept(text(3, 10, "nothing takes this")).await().atMost(WAIT);

        assertThat(told).containsExactly(
                "first chose command /ok for 1", "second chose command /ok for 1",
                "handler in second:1", // the contexts nest: the last listener's innermost
                "first ended 1 ok", "second ended 1 ok",
                "first chose command /fail for 2", "second chose command /fail for 2",
                "first ended 2 failed (broken)", "second ended 2 failed (broken)",
                "first ended 3 unhandled", "second ended 3 unhandled");
        dispatcher.close();
    }

    @Test
    void theContextIsCurrentOnTheThreadThatRunsTheHandlerAndLeftAfterwards() throws Exception {
        CompletableFuture<@Nullable String> seenOnWorker = new CompletableFuture<>();
        routes.onCommand("later", u -> Uni.createFrom().item(() -> {
            seenOnWorker.complete(CURRENT.get());
            return (Void) null;
        }));
        routes.onCommand("here", u -> {
            told.add("here in " + CURRENT.get());
            return Uni.createFrom().voidItem();
        });
        UpdateDispatcher dispatcher = dispatcher(recording("l"));

        dispatcher.accept(text(1, 10, "/here@TestBot")).await().atMost(WAIT); // the slow path: the name is checked
        dispatcher.accept(text(2, 10, "/here")).await().atMost(WAIT);
        Infrastructure.getDefaultWorkerPool().submit(() -> dispatcher.accept(text(3, 11, "/later"))
                .await().atMost(WAIT)).get();

        assertThat(told).contains("here in l:1", "here in l:2");
        assertThat(seenOnWorker.get()).isEqualTo("l:3");
        assertThat(CURRENT.get()).as("left on this thread").isNull();
        dispatcher.close();
    }

    @Test
    void aHandlerPastItsDeadlineEndsTimedOut() {
        routes.onCommand("hang", u -> Uni.createFrom().nothing());
        UpdateDispatcher dispatcher = dispatcher(recording("l"));

        dispatcher.accept(text(1, 10, "/hang")).await().atMost(WAIT);

        assertThat(told).containsExactly("l chose command /hang for 1",
                "l ended 1 timed-out (Handler command /hang did not complete update 1 within 300 ms; it was cancelled)");
        dispatcher.close();
    }

    @Test
    void aListenerThatFailsDisturbsNothing() {
        routes.onCommand("ok", u -> {
            told.add("handled");
            return Uni.createFrom().voidItem();
        });
        UpdateListener broken = update -> new UpdateObserver() {
            @Override
            public Scope enter() {
                throw new IllegalStateException("listener bug");
            }

            @Override
            public void ended(UpdateOutcome outcome, @Nullable Throwable failure) {
                throw new IllegalStateException("listener bug");
            }
        };
        UpdateDispatcher dispatcher = dispatcher(broken, recording("l"));

        dispatcher.accept(text(1, 10, "/ok")).await().atMost(WAIT);

        assertThat(told).containsExactly("l chose command /ok for 1", "handled", "l ended 1 ok");
        dispatcher.close();
    }

    @Test
    void anUpdateWithdrawnBeforeItsTurnEndsWithdrawn() {
        CompletableFuture<Void> release = new CompletableFuture<>();
        routes.onCommand("block", u -> Uni.createFrom().completionStage(release));
        UpdateDispatcher dispatcher = UpdateDispatcher.builder(routes).listeners(List.of(recording("l")))
                .handlerTimeout(Duration.ZERO).build();
        Uni<Void> first = dispatcher.accept(text(1, 10, "/block"));
        first.subscribe().with(ok -> {
        });
        Update second = text(2, 10, "/block");

        dispatcher.accept(second).subscribe().with(ok -> {
        }).cancel();
        release.complete(null);

        assertThat(told).contains("l ended 2 withdrawn");
        dispatcher.close();
    }
}
