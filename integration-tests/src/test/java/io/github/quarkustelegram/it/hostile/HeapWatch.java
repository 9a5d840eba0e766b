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
 * The heap in use right after each garbage collection (every pool of the heap summed), as the JVM reports it in its
 * GC notifications: what the application really holds, not the garbage waiting for the next collection. Its largest
 * value while the watch ran is what a bound is checked against.
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

    /** @return the heap used after a full collection now, in bytes */
    static long usedAfterFullGc() {
        System.gc();
        System.gc();
        return ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
    }

    /** @return the maximum heap the JVM may use, in bytes */
    static long maxHeap() {
        return ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getMax();
    }

    /** @return the largest heap in use after a collection since the watch started, in bytes */
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
