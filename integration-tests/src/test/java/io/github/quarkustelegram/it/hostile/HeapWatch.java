package io.github.quarkustelegram.it.hostile;

import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryUsage;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;

import javax.management.ListenerNotFoundException;
import javax.management.NotificationEmitter;
import javax.management.NotificationListener;
import javax.management.openmbean.CompositeData;

import com.sun.management.GarbageCollectionNotificationInfo;

/**
 * The heap the JVM holds live: in use right after each <em>full</em> collection (every pool of the heap summed), as
 * the JVM reports it in its GC notifications, and measured on demand ({@link #liveNow()}) at an attack's peak. A young
 * collection's figure is left out: it counts the old generation's garbage too, so it says how full the heap is, not
 * what is held.
 */
final class HeapWatch implements AutoCloseable {

    private final AtomicLong maxAfterGc = new AtomicLong();
    private final AtomicLong collections = new AtomicLong();
    private final List<NotificationEmitter> emitters = new ArrayList<>();
    private final NotificationListener listener = (notification, handback) -> {
        if (!GarbageCollectionNotificationInfo.GARBAGE_COLLECTION_NOTIFICATION.equals(notification.getType())) {
            return;
        }
        GarbageCollectionNotificationInfo info = GarbageCollectionNotificationInfo
                .from((CompositeData) notification.getUserData());
        if (!info.getGcAction().contains("major")) {
            return; // "end of minor GC"
        }
        long used = 0;
        for (Map.Entry<String, MemoryUsage> pool : info.getGcInfo().getMemoryUsageAfterGc().entrySet()) {
            if (isHeap(pool.getKey())) {
                used += pool.getValue().getUsed();
            }
        }
        collections.incrementAndGet();
        maxAfterGc.accumulateAndGet(used, Math::max);
    };

    HeapWatch() {
        for (GarbageCollectorMXBean gc : ManagementFactory.getGarbageCollectorMXBeans()) {
            if (gc instanceof NotificationEmitter emitter) {
                emitter.addNotificationListener(listener, null, null);
                emitters.add(emitter);
            }
        }
    }

    private static boolean isHeap(String pool) {
        return ManagementFactory.getMemoryPoolMXBeans().stream()
                .anyMatch(p -> p.getName().equals(pool) && p.getType() == java.lang.management.MemoryType.HEAP);
    }

    /** @return the heap used after a full collection now, in bytes (also counted in {@link #maxAfterGc()}) */
    long liveNow() {
        System.gc();
        System.gc();
        long used = ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
        maxAfterGc.accumulateAndGet(used, Math::max);
        return used;
    }

    /** @return the maximum heap the JVM may use, in bytes */
    static long maxHeap() {
        return ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getMax();
    }

    /** @return the largest heap in use after a full collection since the watch started, in bytes */
    long maxAfterGc() {
        return maxAfterGc.get();
    }

    /** @return how many collections were seen */
    long collections() {
        return collections.get();
    }

    @Override
    public void close() {
        for (NotificationEmitter emitter : emitters) {
            try {
                emitter.removeNotificationListener(listener);
            } catch (ListenerNotFoundException ignored) {
                // not there
            }
        }
    }

    static long mib(long bytes) {
        return bytes / (1024 * 1024);
    }
}
