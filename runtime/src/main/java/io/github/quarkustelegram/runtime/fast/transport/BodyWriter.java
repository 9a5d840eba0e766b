package io.github.quarkustelegram.runtime.fast.transport;

import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

import io.github.quarkustelegram.method.TelegramRequest;
import io.github.quarkustelegram.runtime.fast.FastRequestEncoder;
import io.github.quarkustelegram.runtime.fast.http.HttpRequestHead;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufAllocator;

/**
 * Writes request bodies into pooled direct buffers, each first sized after the last body of its method (a quarter
 * more, at least {@value #MIN_FIRST_CAPACITY} and at most {@value #MAX_FIRST_CAPACITY} bytes), so that a method's
 * usual body is written in one pass. A body larger than its first buffer still works: the encoder counts it, grows the
 * buffer once and writes it again. A larger first buffer costs nothing but address space while it is held: the pooled
 * allocator hands out any size up to its page size from the same thread-local cache.
 *
 * <p>
 * Thread-safe; a call allocates nothing once its method has been seen (the sizes are kept per method name, for
 * at most {@value #MAX_METHODS} names).
 */
public final class BodyWriter {

    /** The first capacity of a method not seen yet, and the least first capacity of any: most bodies fit. */
    static final int MIN_FIRST_CAPACITY = 1024;
    /** Past this, one huge body does not make every later body of its method take as much. */
    static final int MAX_FIRST_CAPACITY = 64 * 1024;
    /** Bounds the memory of sizes (an application may bring its own request types, each with a method name). */
    static final int MAX_METHODS = 1024;

    private final ByteBufAllocator allocator;
    private final FastRequestEncoder encoder;
    private final ConcurrentHashMap<String, AtomicInteger> lastSizes = new ConcurrentHashMap<>();

    /**
     * @param allocator gives the bodies (the transport's: {@code PooledByteBufAllocator.DEFAULT})
     * @param encoder writes them
     */
    public BodyWriter(ByteBufAllocator allocator, FastRequestEncoder encoder) {
        this.allocator = Objects.requireNonNull(allocator, "allocator");
        this.encoder = Objects.requireNonNull(encoder, "encoder");
    }

    /**
     * Writes the request's JSON body into a new buffer, which the caller must release.
     *
     * @param request the request
     * @return the body, or {@code null} when the encoder refuses the request (it uploads a file); nothing is held then
     */
    public ByteBuf write(TelegramRequest<?> request) {
        return write(request, null);
    }

    /**
     * Writes the whole HTTP request into a new buffer, which the caller must release: the JSON body, after room left
     * for the head, then the head just in front of it. The reader index is where the head starts.
     *
     * @param request the request
     * @param head writes the head
     * @return the request, or {@code null} when the encoder refuses it (it uploads a file); nothing is held then
     */
    public ByteBuf writeRequest(TelegramRequest<?> request, HttpRequestHead head) {
        return write(request, head);
    }

    private ByteBuf write(TelegramRequest<?> request, HttpRequestHead head) {
        String method = request.methodName();
        int room = head == null ? 0 : head.room(method);
        AtomicInteger last = lastSizes.get(method);
        ByteBuf body = allocator.directBuffer(room + firstCapacity(last == null ? 0 : last.get()));
        body.writerIndex(room);
        boolean json;
        try {
            json = encoder.encode(request, body);
            if (json && head != null) {
                head.writeBefore(body, room, method);
            }
        } catch (RuntimeException | Error e) {
            body.release();
            throw e;
        }
        if (!json) {
            body.release();
            return null;
        }
        remember(method, last, body.writerIndex() - room);
        return body;
    }

    /** The first capacity for a method whose last body took {@code lastSize} bytes (0: none yet). */
    static int firstCapacity(int lastSize) {
        long wanted = lastSize + (long) lastSize / 4;
        return (int) Math.max(MIN_FIRST_CAPACITY, Math.min(MAX_FIRST_CAPACITY, wanted));
    }

    private void remember(String method, AtomicInteger last, int size) {
        if (last != null) {
            if (last.get() != size) { // a steady size never writes the shared line
                last.lazySet(size);
            }
        } else if (lastSizes.size() < MAX_METHODS) {
            lastSizes.computeIfAbsent(method, m -> new AtomicInteger()).lazySet(size);
        }
    }
}
