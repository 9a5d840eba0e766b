package io.github.quarkustelegram.runtime.fast.json;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Random;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;

import io.github.quarkustelegram.json.TelegramJson;
import io.github.quarkustelegram.method.TelegramRequest;
import io.github.quarkustelegram.runtime.fast.ChronicleRequestEncoder;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufUtil;
import io.netty.buffer.PooledByteBufAllocator;
import io.netty.buffer.Unpooled;

/**
 * The fast path writes every request as the default path does: for random requests of every method, its bytes are
 * valid UTF-8 (strict decoder), strict JSON (no duplicate keys) and equal to the default path's JSON as a tree.
 * Buffers start small and at a non-zero writer index, pooled direct mostly, a heap one now and then; what was before
 * the writer index stays as it was.
 */
class FastEncodingEquivalenceTest {

    static final int PER_METHOD = 20;
    static final ObjectMapper STRICT = JsonMapper.builder()
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
            .build();

    @Test
    void everyMethodEncodesLikeTheDefaultPath() throws Exception {
        long seed = Long.getLong("fastpath.seed", new Random().nextLong());
        RandomRequests random = new RandomRequests(seed);
        Random sizes = new Random(seed);
        List<Class<? extends TelegramRequest<?>>> types = RandomRequests.requestTypes();
        assertThat(types).as("generated request types").hasSize(185);
        int encoded = 0;
        for (Class<? extends TelegramRequest<?>> type : types) {
            for (int i = 0; i < PER_METHOD; i++) {
                TelegramRequest<?> request = random.request(type);
                ByteBuf buf = sizes.nextInt(8) == 0 ? Unpooled.buffer(sizes.nextInt(1, 64))
                        : PooledByteBufAllocator.DEFAULT.directBuffer(sizes.nextInt(1, 1024));
                try {
                    assertEquivalent(request, buf, sizes.nextInt(3), "seed " + seed + ", " + type.getSimpleName()
                            + " #" + i);
                    encoded++;
                } finally {
                    buf.release();
                }
            }
        }
        assertThat(encoded).isEqualTo(185 * PER_METHOD);
        // then more of the requests leading to a union variant not written yet (deep in recursive unions)
        for (int round = 0; round < 200 && !random.variantsMade.containsAll(random.variantsSeen); round++) {
            for (Class<?> type : random.requestsNearMissingVariants()) {
                ByteBuf buf = PooledByteBufAllocator.DEFAULT.directBuffer(sizes.nextInt(1, 1024));
                try {
                    assertEquivalent((TelegramRequest<?>) random.request(type), buf, 0,
                            "seed " + seed + ", " + type.getSimpleName() + " (round " + round + ")");
                } finally {
                    buf.release();
                }
            }
        }
        assertThat(random.variantsMade).as("union variants written (seed %d)", seed)
                .containsAll(random.variantsSeen);
    }

    /** Encodes after {@code prefix} bytes already in {@code buf}, and compares with the default path. */
    static void assertEquivalent(TelegramRequest<?> request, ByteBuf buf, int prefix, String where) throws Exception {
        for (int i = 0; i < prefix; i++) {
            buf.writeByte('#');
        }
        boolean written = ChronicleRequestEncoder.instance().encode(request, buf);
        assertThat(written).as(where).isTrue();
        for (int i = 0; i < prefix; i++) {
            assertThat(buf.getByte(i)).as(where + ": the bytes before the writer index").isEqualTo((byte) '#');
        }
        byte[] fast = ByteBufUtil.getBytes(buf, prefix, buf.writerIndex() - prefix);
        byte[] expected = TelegramJson.mapper().writeValueAsBytes(request);
        try {
            StandardCharsets.UTF_8.newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(fast));
        } catch (CharacterCodingException e) {
            fail(where + ": not valid UTF-8: " + ByteBufUtil.hexDump(fast));
        }
        JsonNode fastTree;
        try (JsonParser parser = STRICT.createParser(fast)) {
            fastTree = STRICT.readTree(parser);
            assertThat(parser.nextToken()).as(where + ": nothing after the JSON").isNull();
        }
        JsonNode expectedTree = STRICT.readTree(expected);
        if (!fastTree.equals(expectedTree)) {
            fail(where + ":\n fast:    " + new String(fast, StandardCharsets.UTF_8) + "\n default: "
                    + new String(expected, StandardCharsets.UTF_8));
        }
    }
}
