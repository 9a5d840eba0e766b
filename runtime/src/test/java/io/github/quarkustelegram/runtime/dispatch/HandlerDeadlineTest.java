package io.github.quarkustelegram.runtime.dispatch;

import static io.github.quarkustelegram.runtime.dispatch.TestUpdates.text;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import io.github.quarkustelegram.dispatch.HandlerTimeoutException;
import io.github.quarkustelegram.dispatch.UpdateKind;
import io.github.quarkustelegram.testing.logging.LogCapture;
import io.smallrye.mutiny.Uni;
import io.smallrye.mutiny.helpers.test.UniAssertSubscriber;

/**
 * A handler that never completes cannot stop the bot: past {@code handler-timeout} its {@code Uni} is cancelled, the
 * error hook hears of it, a WARN names handler and update, and its place and its chat's queue are given back.
 * Callers that leave withdraw their updates that have not started.
 */
@Timeout(30)
class HandlerDeadlineTest {

    private UpdateDispatcher dispatcher;

    @AfterEach
    void close() {
        if (dispatcher != null) {
            dispatcher.close();
        }
    }

    @Test
    void aHandlerThatNeverCompletesIsCancelledAtItsDeadlineAndItsChatGoesOn() throws Exception {
        AtomicBoolean cancelled = new AtomicBoolean();
        List<String> handled = new CopyOnWriteArrayList<>();
        List<Throwable> hooked = new CopyOnWriteArrayList<>();
        RouteTable routes = new RouteTable();
        routes.onText("hang", update -> Uni.createFrom().<Void> nothing()
                .onCancellation().invoke(() -> cancelled.set(true)));
        routes.on(UpdateKind.MESSAGE, update -> {
            handled.add(update.text());
            return Uni.createFrom().voidItem();
        });
        dispatcher = UpdateDispatcher.builder(routes).handlerTimeout(Duration.ofMillis(300))
                .errorHook((update, failure) -> {
                    hooked.add(failure);
                    return Uni.createFrom().voidItem();
                })
                .build();

        try (var logs = LogCapture.start()) {
            long start = System.nanoTime();
            CompletableFuture<Void> hung = dispatcher.accept(text(1, 42, "hang")).subscribeAsCompletionStage();
            CompletableFuture<Void> next = dispatcher.accept(text(2, 42, "after")).subscribeAsCompletionStage();

            hung.get(10, TimeUnit.SECONDS);
            next.get(10, TimeUnit.SECONDS);

            assertThat(Duration.ofNanos(System.nanoTime() - start)).isGreaterThanOrEqualTo(Duration.ofMillis(300));
            assertThat(cancelled).as("the handler's Uni was cancelled").isTrue();
            assertThat(hooked).singleElement().isInstanceOfSatisfying(HandlerTimeoutException.class, e -> {
                assertThat(e.handlerName()).isEqualTo("text hang");
                assertThat(e.updateId()).isEqualTo(1);
            });
            assertThat(handled).as("the chat's next update ran").containsExactly("after");
            assertThat(logs.lines()).anySatisfy(line -> assertThat(line).contains("WARN", "text hang", "update 1",
                    "300 ms"));
        }
        assertThat(dispatcher.scheduler().admitted()).isZero();
        assertThat(dispatcher.scheduler().running()).isZero();
    }

    @Test
    void aHandlerThatCompletesInTimeIsNotTouched() throws Exception {
        List<Throwable> hooked = new CopyOnWriteArrayList<>();
        RouteTable routes = new RouteTable();
        routes.on(UpdateKind.MESSAGE, update -> Uni.createFrom().voidItem()
                .onItem().delayIt().by(Duration.ofMillis(50)));
        dispatcher = UpdateDispatcher.builder(routes).handlerTimeout(Duration.ofSeconds(5))
                .errorHook((update, failure) -> {
                    hooked.add(failure);
                    return Uni.createFrom().voidItem();
                })
                .build();

        for (int i = 1; i <= 5; i++) {
            dispatcher.accept(text(i, i, "m")).await().atMost(Duration.ofSeconds(10));
        }

        assertThat(hooked).isEmpty();
    }

    @Test
    void anUpdateQueuedBehindItsChatIsWithdrawnWhenItsCallerLeaves() throws Exception {
        CountDownLatch firstStarted = new CountDownLatch(1);
        CompletableFuture<Void> releaseFirst = new CompletableFuture<>();
        List<String> handled = new CopyOnWriteArrayList<>();
        RouteTable routes = new RouteTable();
        routes.on(UpdateKind.MESSAGE, update -> {
            handled.add(update.text());
            if (update.text().equals("first")) {
                firstStarted.countDown();
                return Uni.createFrom().completionStage(releaseFirst);
            }
            return Uni.createFrom().voidItem();
        });
        dispatcher = UpdateDispatcher.builder(routes).maxConcurrency(2).maxPending(2).build();
        CompletableFuture<Void> first = dispatcher.accept(text(1, 42, "first")).subscribeAsCompletionStage();
        assertThat(firstStarted.await(5, TimeUnit.SECONDS)).isTrue();
        UniAssertSubscriber<Void> second = dispatcher.accept(text(2, 42, "second")).subscribe()
                .withSubscriber(UniAssertSubscriber.create());
        assertThat(dispatcher.scheduler().admitted()).as("queued behind the first, admitted").isEqualTo(2);

        second.cancel(); // a webhook request that gave up

        assertThat(dispatcher.scheduler().admitted()).as("its place is given back at once").isEqualTo(1);
        CompletableFuture<Void> third = dispatcher.accept(text(3, 42, "third")).subscribeAsCompletionStage();
        releaseFirst.complete(null);
        first.get(5, TimeUnit.SECONDS);
        third.get(5, TimeUnit.SECONDS);
        assertThat(handled).as("the withdrawn update never ran").containsExactly("first", "third");
        assertThat(dispatcher.scheduler().admitted()).isZero();
    }
}
