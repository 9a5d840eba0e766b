package io.github.quarkustelegram.runtime.fast.transport;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.Field;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ConcurrentLinkedQueue;

import io.netty.buffer.AbstractByteBuf;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.PooledByteBufAllocator;
import io.netty.util.ResourceLeakDetector;

/**
 * Netty's own leak detector at {@code PARANOID}, with every leak it reports collected, so that a test fails on it
 * rather than a log line going unnoticed.
 *
 * <p>
 * The reports are taken from the detector of all Netty buffers ({@code AbstractByteBuf.leakDetector}, created
 * when Netty's buffer classes load, so a custom factory could come too late) through its leak listener. A leak is
 * only found once its buffer was garbage-collected and a later tracked allocation polls the reference queue:
 * {@link #assertNoLeaks()} collects garbage and allocates until then.
 */
public final class NettyLeakWatch {

    private final ConcurrentLinkedQueue<String> leaks = new ConcurrentLinkedQueue<>();
    private final ResourceLeakDetector.Level before;

    private NettyLeakWatch() {
        this.before = ResourceLeakDetector.getLevel();
    }

    /**
     * Vert.x's first start turns the detector off unless this property is set: start the watch after Vert.x, or the
     * property keeps it from doing so.
     *
     * @return a watch on, with the detector at PARANOID (tracking every buffer allocated from now on)
     */
    public static NettyLeakWatch start() {
        NettyLeakWatch watch = new NettyLeakWatch();
        System.setProperty("io.netty.leakDetection.level", "paranoid");
        ResourceLeakDetector.setLevel(ResourceLeakDetector.Level.PARANOID);
        detector().setLeakListener((type, records) -> watch.leaks.add(type + ": " + records));
        return watch;
    }

    /** Puts the detector's level back and stops listening. */
    public void stop() {
        detector().setLeakListener(null);
        System.clearProperty("io.netty.leakDetection.level");
        ResourceLeakDetector.setLevel(before);
    }

    /** Fails when a buffer allocated so far was dropped without being released. Clears the reports. */
    public void assertNoLeaks() {
        assertThat(ResourceLeakDetector.getLevel()).as("the detector is still on").isEqualTo(
                ResourceLeakDetector.Level.PARANOID);
        surfaceLeaks();
        List<String> found = drain();
        assertThat(found).as("buffers garbage-collected without a release (Netty's leak detector)").isEmpty();
    }

    /**
     * Fails on the leaks reported so far, without forcing a collection: cheap enough to call after every test class;
     * a leak shows once the garbage collector has run and a later allocation polled for it.
     */
    public void assertNoLeaksReportedYet() {
        assertThat(ResourceLeakDetector.getLevel()).as("the detector is still on").isEqualTo(
                ResourceLeakDetector.Level.PARANOID);
        for (int i = 0; i < 20; i++) {
            PooledByteBufAllocator.DEFAULT.directBuffer(16).release();
        }
        assertThat(drain()).as("buffers garbage-collected without a release (Netty's leak detector)").isEmpty();
    }

    /** @return the leaks reported since the last call, after making the detector look for them */
    List<String> collectLeaks() {
        surfaceLeaks();
        return drain();
    }

    private List<String> drain() {
        List<String> found = new ArrayList<>();
        String leak;
        while ((leak = leaks.poll()) != null) {
            found.add(leak);
        }
        return found;
    }

    /** Collects garbage, then allocates tracked buffers: each allocation makes the detector poll its queue. */
    private static void surfaceLeaks() {
        for (int round = 0; round < 5; round++) {
            System.gc();
            try {
                Thread.sleep(20);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
            for (int i = 0; i < 50; i++) {
                ByteBuf churn = PooledByteBufAllocator.DEFAULT.directBuffer(16);
                churn.release();
            }
        }
    }

    @SuppressWarnings("unchecked")
    private static ResourceLeakDetector<ByteBuf> detector() {
        try {
            Field field = AbstractByteBuf.class.getDeclaredField("leakDetector");
            field.setAccessible(true);
            return (ResourceLeakDetector<ByteBuf>) field.get(null);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("Netty's buffer leak detector is not where this test expects it", e);
        }
    }
}
