package io.github.quarkustelegram.runtime.fast.json;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.BufferOverflowException;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.ObjectMapper;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.PooledByteBufAllocator;
import net.openhft.chronicle.bytes.Bytes;
import net.openhft.chronicle.bytes.PointerBytesStore;

/**
 * The escaper's two routes write the same bytes, exactly as many as {@link JsonStrings#length} counts (the encoder
 * grows buffers by that count), and the direct route stops at the write limit.
 */
class JsonStringsTest {

    @Test
    void bothRoutesWriteTheCountedBytesWhichReadBackAsTheString() throws Exception {
        RandomRequests random = new RandomRequests(42L);
        ObjectMapper mapper = new ObjectMapper();
        ByteBuf memory = PooledByteBufAllocator.DEFAULT.directBuffer(4096, 4096);
        PointerBytesStore store = new PointerBytesStore();
        Bytes<?> direct = store.bytesForWrite();
        Bytes<?> checked = Bytes.allocateElasticDirect(64);
        try {
            for (int i = 0; i < 5000; i++) {
                String value = random.string();
                store.set(memory.memoryAddress(), memory.capacity());
                direct.clear();
                checked.clear();
                JsonStrings.writeToMemory(value, direct);
                JsonStrings.write(value, checked);

                long length = JsonStrings.length(value);
                assertThat(direct.writePosition()).as("direct route, %s", value).isEqualTo(length);
                assertThat(checked.writePosition()).as("checked route, %s", value).isEqualTo(length);
                byte[] written = new byte[(int) length];
                memory.getBytes(0, written);
                for (int b = 0; b < length; b++) {
                    assertThat(written[b]).isEqualTo(checked.readByte(b));
                }
                assertThat(mapper.readTree(written).textValue()).isEqualTo(value);
            }
        } finally {
            checked.releaseLast();
            direct.releaseLast();
            memory.release();
        }
    }

    @Test
    void theDirectRouteStopsAtTheWriteLimit() {
        ByteBuf memory = PooledByteBufAllocator.DEFAULT.directBuffer(64, 64);
        PointerBytesStore store = new PointerBytesStore();
        Bytes<?> direct = store.bytesForWrite();
        try {
            memory.writerIndex(64);
            for (int i = 0; i < 64; i++) {
                memory.setByte(i, 0x5A);
            }
            store.set(memory.memoryAddress(), 16);
            direct.clear();
            assertThatThrownBy(() -> JsonStrings.writeToMemory("0123456789abcdefghij", direct))
                    .isInstanceOf(BufferOverflowException.class);
            for (int i = 16; i < 64; i++) {
                assertThat(memory.getByte(i)).as("byte %d", i).isEqualTo((byte) 0x5A);
            }
        } finally {
            direct.releaseLast();
            memory.release();
        }
    }
}
