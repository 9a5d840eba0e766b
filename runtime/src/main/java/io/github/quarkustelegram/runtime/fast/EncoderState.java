package io.github.quarkustelegram.runtime.fast;

import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.runtime.fast.json.JsonOut;
import io.netty.util.concurrent.FastThreadLocal;
import net.openhft.chronicle.bytes.Bytes;
import net.openhft.chronicle.bytes.PointerBytesStore;

/**
 * What one thread needs to encode without allocating: a {@link PointerBytesStore} re-pointed at each call's target
 * memory, the {@link Bytes} over it, a {@link JsonOut}, and an elastic scratch buffer for targets that expose no
 * memory address. Never shared: Chronicle's single-thread checks (with {@code -ea}) hold because each instance is
 * created and used by one thread only, event loops and workers alike.
 */
final class EncoderState {

    private static final FastThreadLocal<EncoderState> STATE = new FastThreadLocal<>() {
        @Override
        protected EncoderState initialValue() {
            return new EncoderState();
        }

        /** A Netty thread ending (or removeAll): give Chronicle its memory back rather than leave it to the GC. */
        @Override
        protected void onRemoval(EncoderState state) {
            state.release();
        }
    };

    private final PointerBytesStore store = new PointerBytesStore();
    private final Bytes<?> pointed = store.bytesForWrite();
    private @Nullable Bytes<?> scratch;
    final JsonOut out = new JsonOut(pointed);

    static EncoderState current() {
        return STATE.get();
    }

    /**
     * Points the writer at {@code length} bytes from {@code address}. {@code clear()} is what makes Chronicle check
     * bounds again after {@code set}: without it a write runs past the region unchecked.
     */
    Bytes<?> pointAt(long address, long length) {
        store.set(address, length);
        pointed.clear();
        return pointed;
    }

    private void release() {
        pointed.releaseLast();
        if (scratch != null) {
            scratch.releaseLast();
            scratch = null;
        }
    }

    /** The scratch buffer, empty, for buffers without a memory address; it grows by itself. */
    Bytes<?> scratch() {
        if (scratch == null) {
            scratch = Bytes.allocateElasticDirect(4096);
        }
        scratch.clear();
        return scratch;
    }
}
