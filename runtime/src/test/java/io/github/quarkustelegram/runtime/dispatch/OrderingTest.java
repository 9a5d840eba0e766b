package io.github.quarkustelegram.runtime.dispatch;

import static io.github.quarkustelegram.runtime.dispatch.TestUpdates.text;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import io.github.quarkustelegram.dispatch.UpdateKind;
import io.smallrye.mutiny.Uni;
import io.smallrye.mutiny.subscription.UniEmitter;

/** Per-chat order, parallelism across chats, and the bounds. Asserts on what happened, not on timings. */
class OrderingTest {

    private static final int CHATS = 50;
    private static final int UPDATES = 1_000;
    private static final int MAX_CONCURRENCY = 8;

    private final ExecutorService pool = Executors.newFixedThreadPool(MAX_CONCURRENCY);

    @AfterEach
    void stop() {
        pool.shutdownNow();
    }

    @Test
    void thousandUpdatesAcrossFiftyChatsAreEachHandledOnceInOrderWithBoundedParallelism() throws Exception {
        Map<Long, List<Integer>> handledByChat = new ConcurrentHashMap<>();
        AtomicInteger running = new AtomicInteger();
        AtomicInteger maxRunning = new AtomicInteger();
        Map<Long, AtomicInteger> runningPerChat = new ConcurrentHashMap<>();
        AtomicInteger overlapInAChat = new AtomicInteger();
        // the first MAX_CONCURRENCY handlers wait until all of them run at once: parallelism must happen, or this
        // latch times out and the test fails
        CountDownLatch allBusy = new CountDownLatch(MAX_CONCURRENCY);

        RouteTable routes = new RouteTable();
        routes.on(UpdateKind.MESSAGE, update -> Uni.createFrom().emitter((UniEmitter<? super Void> done) -> {
            long chat = update.chat().id();
            int now = running.incrementAndGet();
            maxRunning.accumulateAndGet(now, Math::max);
            if (runningPerChat.computeIfAbsent(chat, c -> new AtomicInteger()).incrementAndGet() > 1) {
                overlapInAChat.incrementAndGet();
            }
            handledByChat.computeIfAbsent(chat, c -> new CopyOnWriteArrayList<>()).add(update.update().updateId());
            // finish on another thread, later, so that completions interleave across chats
            pool.execute(() -> {
                allBusy.countDown();
                try {
                    allBusy.await(10, TimeUnit.SECONDS);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                runningPerChat.get(chat).decrementAndGet();
                running.decrementAndGet();
                done.complete(null);
            });
        }));
        UpdateDispatcher dispatcher = UpdateDispatcher.builder(routes).maxConcurrency(MAX_CONCURRENCY)
                .maxPending(64).build();

        List<Uni<Void>> accepted = new ArrayList<>();
        for (int id = 1; id <= UPDATES; id++) {
            accepted.add(dispatcher.accept(text(id, id % CHATS, "m" + id)));
        }
        // subscribe all at once, as concurrent webhook requests would; most wait for admission (max-pending 64)
        List<java.util.concurrent.CompletableFuture<Void>> done = new ArrayList<>();
        for (Uni<Void> uni : accepted) {
            done.add(uni.subscribeAsCompletionStage());
        }
        java.util.concurrent.CompletableFuture.allOf(done.toArray(new java.util.concurrent.CompletableFuture[0]))
                .get(60, TimeUnit.SECONDS);

        assertThat(handledByChat).hasSize(CHATS);
        int total = 0;
        for (Map.Entry<Long, List<Integer>> chat : handledByChat.entrySet()) {
            List<Integer> ids = chat.getValue();
            total += ids.size();
            assertThat(ids).as("chat %d in order, each once", chat.getKey()).isSorted().doesNotHaveDuplicates()
                    .hasSize(UPDATES / CHATS);
            assertThat(ids).allMatch(id -> id % CHATS == chat.getKey());
        }
        assertThat(total).isEqualTo(UPDATES);
        assertThat(overlapInAChat).as("two updates of one chat never ran at once").hasValue(0);
        assertThat(maxRunning.get()).as("parallel across chats, up to the bound").isEqualTo(MAX_CONCURRENCY);
        assertThat(dispatcher.scheduler().admitted()).isZero();
        assertThat(dispatcher.scheduler().busyKeys()).isEmpty();
    }

    @Test
    void beyondMaxPendingASubmissionWaitsUntilAPlaceFreesUp() throws Exception {
        PerChatScheduler scheduler = new PerChatScheduler(2, 3);
        List<UniEmitter<? super Void>> held = new CopyOnWriteArrayList<>();
        List<String> started = new CopyOnWriteArrayList<>();
        List<java.util.concurrent.CompletableFuture<Void>> done = new ArrayList<>();
        for (int i = 0; i < 5; i++) {
            String name = "t" + i;
            done.add(scheduler.submit("chat" + i, () -> Uni.createFrom().emitter(e -> {
                started.add(name);
                held.add(e);
            })).subscribeAsCompletionStage());
        }
        assertThat(started).containsExactly("t0", "t1");
        assertThat(scheduler.admitted()).isEqualTo(3);
        assertThat(scheduler.waitingAdmission()).isEqualTo(2);

        held.get(0).complete(null);
        assertThat(done.get(0)).isCompleted();
        assertThat(started).containsExactly("t0", "t1", "t2");
        assertThat(scheduler.admitted()).isEqualTo(3);
        assertThat(scheduler.waitingAdmission()).isEqualTo(1);

        held.get(1).fail(new IllegalStateException("boom"));
        assertThat(done.get(1)).isCompletedExceptionally();
        held.get(2).complete(null);
        held.get(3).complete(null);
        held.get(4).complete(null);
        assertThat(started).containsExactly("t0", "t1", "t2", "t3", "t4");
        assertThat(done).allMatch(java.util.concurrent.CompletableFuture::isDone);
        assertThat(scheduler.admitted()).isZero();
    }

    @Test
    void aLongRunOfSynchronousTasksInOneChatDoesNotGrowTheStack() {
        PerChatScheduler scheduler = new PerChatScheduler(1, 100_000);
        AtomicInteger count = new AtomicInteger();
        List<java.util.concurrent.CompletableFuture<Void>> done = new ArrayList<>();
        for (int i = 0; i < 50_000; i++) {
            done.add(scheduler.submit("one chat", () -> {
                count.incrementAndGet();
                return Uni.createFrom().voidItem();
            }).subscribeAsCompletionStage());
        }
        assertThat(count).hasValue(50_000);
        assertThat(done).allMatch(f -> f.isDone() && !f.isCompletedExceptionally());
    }

    @Test
    void updatesWithoutAChatAreNotOrderedWithEachOther() {
        PerChatScheduler scheduler = new PerChatScheduler(2, 2);
        List<UniEmitter<? super Void>> held = new CopyOnWriteArrayList<>();
        scheduler.submit(null, () -> Uni.createFrom().emitter(held::add)).subscribe().with(x -> {
        });
        scheduler.submit(null, () -> Uni.createFrom().emitter(held::add)).subscribe().with(x -> {
        });
        assertThat(held).hasSize(2);
        held.forEach(e -> e.complete(null));
        assertThat(scheduler.running()).isZero();
    }
}
