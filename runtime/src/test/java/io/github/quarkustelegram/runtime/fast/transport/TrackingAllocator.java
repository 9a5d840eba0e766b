package io.github.quarkustelegram.runtime.fast.transport;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

import io.netty.buffer.AbstractByteBufAllocator;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.UnpooledDirectByteBuf;
import io.netty.buffer.UnpooledHeapByteBuf;

/**
 * Direct buffers that are never recycled, each kept in a list: so a test can tell, by its reference count, whether
 * each buffer the transport took was given back. (A pooled buffer, once released, may be handed out again, and its
 * count then says nothing.) The buffers are still wrapped by Netty's leak detector.
 */
final class TrackingAllocator extends AbstractByteBufAllocator {

    private final List<ByteBuf> taken = new CopyOnWriteArrayList<>();

    TrackingAllocator() {
        super(true);
    }

    @Override
    protected ByteBuf newDirectBuffer(int initialCapacity, int maxCapacity) {
        ByteBuf buf = new UnpooledDirectByteBuf(this, initialCapacity, maxCapacity);
        taken.add(buf);
        return buf;
    }

    @Override
    protected ByteBuf newHeapBuffer(int initialCapacity, int maxCapacity) {
        return new UnpooledHeapByteBuf(this, initialCapacity, maxCapacity);
    }

    @Override
    public boolean isDirectBufferPooled() {
        return false;
    }

    /** @return how many buffers were taken so far */
    int taken() {
        return taken.size();
    }

    /**
     * Waits until every buffer taken so far is released (a write may complete just after its call ended), asserts
     * that they are, then forgets them.
     *
     * @return how many buffers were taken since the last check
     */
    int assertAllReleased() {
        long deadline = System.nanoTime() + Duration.ofSeconds(5).toNanos();
        while (taken.stream().anyMatch(b -> b.refCnt() != 0) && System.nanoTime() < deadline) {
            try {
                Thread.sleep(10);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            }
        }
        assertThat(taken).as("every buffer released").allSatisfy(b -> assertThat(b.refCnt()).isZero());
        int count = taken.size();
        taken.clear();
        return count;
    }
}
