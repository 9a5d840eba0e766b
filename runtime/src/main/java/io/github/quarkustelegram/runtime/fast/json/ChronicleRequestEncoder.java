package io.github.quarkustelegram.runtime.fast.json;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.BufferOverflowException;
import java.util.Objects;

import io.github.quarkustelegram.json.TelegramJson;
import io.github.quarkustelegram.method.TelegramRequest;
import io.github.quarkustelegram.runtime.fast.FastRequestEncoder;
import io.github.quarkustelegram.runtime.fast.generated.RequestWriters;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufOutputStream;
import net.openhft.chronicle.bytes.Bytes;

/**
 * The fast path's {@link FastRequestEncoder}: generated writers (one per request type) write the JSON with Chronicle
 * {@link Bytes} pointed straight at the free part of the Netty buffer, with keys encoded ahead of time and our own
 * string escaper and double formatting; no String, byte[] or tree is made on the way.
 *
 * <p>The first attempt writes into the buffer's current free capacity (at least {@value #FIRST_REGION} bytes). A body
 * that does not fit stops at the end of that region (Chronicle checks bounds; nothing is written past it), the buffer
 * grows to twice the region, and the body is written again from the start. A buffer without a memory address (a heap
 * buffer) is written through a per-thread scratch buffer and copied.
 *
 * <p>A request type the model does not generate (an application's own {@link TelegramRequest}) is written by the
 * default mapper, which allocates but means the same.
 */
public final class ChronicleRequestEncoder implements FastRequestEncoder {

    /** Bytes of free capacity the first attempt asks for: a typical sendMessage fits. */
    static final int FIRST_REGION = 512;

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
        ChronicleWarmUp.run(INSTANCE);
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
                state.out.start(bytes, request.methodName());
                RequestWriters.write(request, state.out);
                out.writerIndex(start + (int) bytes.writePosition());
                return true;
            } catch (BufferOverflowException full) {
                grow(out, start, region);
            } catch (IndexOutOfBoundsException full) {
                // some Chronicle appenders wrap the overflow
                if (!(full.getCause() instanceof BufferOverflowException)) {
                    throw full;
                }
                grow(out, start, region);
            }
        }
    }

    private static boolean encodeViaScratch(TelegramRequest<?> request, ByteBuf out, int start) {
        EncoderState state = EncoderState.current();
        Bytes<?> scratch = state.scratch();
        state.out.start(scratch, request.methodName());
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
