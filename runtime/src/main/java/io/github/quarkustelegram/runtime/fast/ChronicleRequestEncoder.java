package io.github.quarkustelegram.runtime.fast;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.BufferOverflowException;
import java.util.Objects;

import io.github.quarkustelegram.json.TelegramJson;
import io.github.quarkustelegram.method.TelegramRequest;
import io.github.quarkustelegram.runtime.fast.generated.RequestWriters;
import io.github.quarkustelegram.runtime.fast.json.JsonOut;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufOutputStream;
import net.openhft.chronicle.bytes.Bytes;

/**
 * The fast path's {@link FastRequestEncoder}: generated writers (one per request type) write the JSON with Chronicle
 * {@link Bytes} pointed straight at the free part of the Netty buffer, with keys encoded ahead of time and our own
 * string escaper and double formatting; no String, byte[] or tree is made on the way.
 *
 * <p>
 * The first attempt writes into the buffer's current free capacity, extended to what the buffer may take without
 * a copy (a pooled buffer's whole size class), and at least {@value #FIRST_REGION} bytes when the buffer may grow that
 * far. A body that does not fit stops writing at the first value that would cross the end
 * of that region and counts the bytes of the rest; the buffer then grows once, to the exact size, and the body is
 * written again from the start. Nothing is ever written past the region: {@link JsonOut} checks before each write,
 * and Chronicle's bounds check stands behind it. A buffer without a memory address (a heap buffer) is written
 * through a per-thread scratch buffer and copied.
 *
 * <p>
 * A request type the model does not generate (an application's own {@link TelegramRequest}) is written by the
 * default mapper, which allocates but means the same.
 */
public final class ChronicleRequestEncoder implements FastRequestEncoder {

    /**
     * Free capacity the first attempt asks for at least. Small: a buffer is grown only when the body needs it (to
     * the exact size, counted), and growing a pooled buffer costs a reallocation and a copy.
     */
    static final int FIRST_REGION = 64;

    private static final ChronicleRequestEncoder INSTANCE = new ChronicleRequestEncoder();

    private ChronicleRequestEncoder() {
    }

    /** @return the encoder (stateless; per-thread state is kept aside) */
    public static ChronicleRequestEncoder instance() {
        return INSTANCE;
    }

    /**
     * Loads and exercises Chronicle on the calling thread: its first use costs seconds (class loading, native
     * memory set-up). Call it once at start-up on a worker thread, never on an event loop.
     */
    public static void warmUp() {
        EncoderWarmUp.run(INSTANCE);
    }

    @Override
    public boolean encode(TelegramRequest<?> request, ByteBuf out) {
        Objects.requireNonNull(request, "request");
        Objects.requireNonNull(out, "out");
        int start = out.writerIndex();
        try {
            if (!RequestWriters.handles(request)) {
                return writeWithMapper(request, out);
            }
            if (out.maxFastWritableBytes() > out.writableBytes()) {
                // the rest of the buffer's allocation (a pooled buffer's size class) is free to write into: no copy
                out.ensureWritable(out.maxFastWritableBytes());
            }
            if (out.writableBytes() < FIRST_REGION) {
                // as much as the buffer may take: a small body still fits a buffer that cannot grow that far
                out.ensureWritable(Math.min(FIRST_REGION, out.maxWritableBytes()));
            }
            return out.hasMemoryAddress() ? encodeInPlace(request, out, start) : encodeViaScratch(request, out, start);
        } catch (JsonOut.UploadFound upload) {
            out.writerIndex(start);
            return false;
        }
    }

    private static boolean encodeInPlace(TelegramRequest<?> request, ByteBuf out, int start) {
        EncoderState state = EncoderState.current();
        while (true) {
            long region = out.capacity() - start;
            Bytes<?> bytes = state.pointAt(out.memoryAddress() + start, region);
            try {
                state.out.start(bytes, region, true, request.methodName());
                RequestWriters.write(request, state.out);
                if (!state.out.overflowed()) {
                    out.writerIndex(start + (int) bytes.writePosition());
                    return true;
                }
                long needed = state.out.needed();
                if (needed <= region) {
                    throw new IllegalStateException("Miscounted the JSON of " + request.methodName() + ": " + needed
                            + " bytes, yet they did not fit in " + region);
                }
                growTo(out, start, needed);
            } catch (BufferOverflowException full) {
                // JsonOut checks every write first; Chronicle's own check is the safety net behind it
                grow(out, start, region);
            }
        }
    }

    private static boolean encodeViaScratch(TelegramRequest<?> request, ByteBuf out, int start) {
        EncoderState state = EncoderState.current();
        Bytes<?> scratch = state.scratch();
        state.out.start(scratch, Long.MAX_VALUE, false, request.methodName());
        RequestWriters.write(request, state.out);
        int length = (int) scratch.writePosition();
        out.ensureWritable(length);
        int at = start;
        long read = 0;
        for (; read + Long.BYTES <= length; read += Long.BYTES, at += Long.BYTES) {
            out.setLongLE(at, scratch.readLong(read));
        }
        for (; read < length; read++, at++) {
            out.setByte(at, scratch.readByte(read));
        }
        out.writerIndex(start + length);
        return true;
    }

    /** Grows the buffer so that {@code needed} bytes fit from {@code start}. */
    private static void growTo(ByteBuf out, int start, long needed) {
        if (needed > (long) out.maxCapacity() - start) {
            throw new IndexOutOfBoundsException("The request body takes " + needed + " bytes, more than the buffer's "
                    + "maximum capacity of " + out.maxCapacity() + " leaves from its writer index " + start);
        }
        out.ensureWritable((int) needed);
    }

    /** Doubles the region written into; fails as Netty does when the buffer may not grow that far. */
    private static void grow(ByteBuf out, int start, long region) {
        long wanted = Math.min(region * 2, (long) out.maxCapacity() - start);
        if (wanted <= region) {
            throw new IndexOutOfBoundsException("The request body does not fit in the buffer's maximum capacity of "
                    + out.maxCapacity() + " bytes");
        }
        out.ensureWritable((int) wanted);
    }

    /**
     * An application's own request type: the default mapper writes it (allocating), straight into the buffer. Its
     * uploads, if any, are the application's to send: there is no model here to find them in.
     */
    private static boolean writeWithMapper(TelegramRequest<?> request, ByteBuf out) {
        int start = out.writerIndex();
        try (OutputStream stream = new ByteBufOutputStream(out)) {
            TelegramJson.mapper().writeValue(stream, request);
            return true;
        } catch (IOException e) {
            out.writerIndex(start);
            throw new UncheckedIOException("Cannot write " + request.methodName() + " as JSON", e);
        }
    }
}
