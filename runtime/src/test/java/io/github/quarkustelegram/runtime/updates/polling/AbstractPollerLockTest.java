package io.github.quarkustelegram.runtime.updates.polling;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BooleanSupplier;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import io.github.quarkustelegram.updates.PollerLock;

/**
 * The contract every {@link PollerLock} passes, with several instances of one bot competing: one holds it at a time
 * and the others know which, each is told when its part changes, a release hands it over at once, and an instance that
 * let it go no longer competes. One small subclass an implementation ({@code RedisPollerLockTest} on a real Redis),
 * with what only it does (an instance that dies, its store going away).
 */
public abstract class AbstractPollerLockTest {

    private final List<PollerLock> locks = new ArrayList<>();

    /**
     * @param timeout how long the lock lasts without renewal
     * @return the lock of one more instance of the same bot (a name of its own, the same lock as the others)
     */
    protected abstract PollerLock instance(Duration timeout);

    /** How long a lock lasts without renewal in these tests. */
    protected static final Duration TIMEOUT = Duration.ofSeconds(1);

    private PollerLock started(AtomicInteger changes) {
        PollerLock lock = instance(TIMEOUT);
        locks.add(lock);
        lock.start(changes::incrementAndGet);
        return lock;
    }

    @AfterEach
    void releaseAll() throws Exception {
        for (PollerLock lock : locks) {
            lock.release().toCompletableFuture().get(10, TimeUnit.SECONDS);
        }
    }

    @Test
    void oneInstanceHoldsItAtATimeAndTheOthersKnowWhich() throws Exception {
        AtomicInteger changes = new AtomicInteger();
        List<PollerLock> three = List.of(started(changes), started(changes), started(changes));
        await("one instance holds the lock", () -> three.stream().anyMatch(PollerLock::held));
        PollerLock holder = three.stream().filter(PollerLock::held).findFirst().orElseThrow();
        assertThat(holder.holder()).as("its own name").isNotNull();
        await("the others know who holds it",
                () -> three.stream().allMatch(lock -> holder.holder().equals(lock.holder())));

        long end = System.nanoTime() + 3 * TIMEOUT.toNanos(); // several renewals
        while (System.nanoTime() - end < 0) {
            assertThat(three.stream().filter(PollerLock::held).count()).as("never two at once").isLessThanOrEqualTo(1);
            Thread.sleep(5);
        }
        assertThat(holder.held()).as("renewed while its instance lives").isTrue();
        assertThat(changes).as("the holder was told it took the lock").hasPositiveValue();
    }

    @Test
    void aReleaseHandsItOverAtOnceAndTheReleasedInstanceCompetesNoMore() throws Exception {
        AtomicInteger firstChanges = new AtomicInteger();
        PollerLock first = started(firstChanges);
        await("first holds the lock", first::held);
        AtomicInteger secondChanges = new AtomicInteger();
        PollerLock second = started(secondChanges);
        await("second knows who holds it", () -> first.holder().equals(second.holder()));
        await("first was told", () -> firstChanges.get() > 0); // told after held() turns true, on another thread
        assertThat(firstChanges).hasValue(1);

        long releasedAt = System.nanoTime();
        first.release().toCompletableFuture().get(10, TimeUnit.SECONDS);
        assertThat(first.held()).as("let go").isFalse();
        await("second takes over", second::held);
        long handoverMillis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - releasedAt);
        // sooner than the lock, renewed less than a third of the timeout before the release, could have expired
        assertThat(handoverMillis).as("released, not expired").isLessThan(TIMEOUT.toMillis() * 2 / 3);
        await("second was told", () -> secondChanges.get() > 0);
        assertThat(secondChanges).as("told once").hasValue(1);

        second.release().toCompletableFuture().get(10, TimeUnit.SECONDS);
        Thread.sleep(2 * TIMEOUT.toMillis());
        assertThat(first.held()).as("a released instance does not take it again").isFalse();
    }

    @Test
    void aReleaseIsDoneOnceAndNeedsNoStart() throws Exception {
        PollerLock idle = instance(TIMEOUT);
        locks.add(idle);
        assertThat(idle.release().toCompletableFuture().get(10, TimeUnit.SECONDS)).isNull();
        assertThat(idle.held()).isFalse();
        PollerLock lock = started(new AtomicInteger());
        await("it holds the lock", lock::held);
        lock.release().toCompletableFuture().get(10, TimeUnit.SECONDS);
        assertThat(lock.release().toCompletableFuture()).as("again: nothing left to do").isCompleted();
        assertThat(lock.held()).isFalse();
    }

    /** Waits until the condition holds, at most 15 s. */
    protected static void await(String what, BooleanSupplier condition) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(15);
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() - deadline > 0) {
                throw new AssertionError("timed out waiting until " + what);
            }
            Thread.sleep(5);
        }
    }
}
