package io.github.quarkustelegram.runtime.fast;

import io.github.quarkustelegram.method.SendMessage;
import io.github.quarkustelegram.model.ChatId;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.PooledByteBufAllocator;
import io.netty.buffer.Unpooled;

/**
 * Makes the calling thread pay Chronicle's first-use cost (class loading and initialisation, ~3 s) up front: encodes
 * a request into a pooled direct buffer, one that has to grow, and a heap buffer.
 */
final class EncoderWarmUp {

    private EncoderWarmUp() {
    }

    static void run(ChronicleRequestEncoder encoder) {
        SendMessage message = SendMessage.builder(ChatId.of(1L), "warm-up \"\\ \u00e9 \ud83d\ude00").build();
        ByteBuf small = PooledByteBufAllocator.DEFAULT.directBuffer(16);
        ByteBuf heap = Unpooled.buffer(16);
        try {
            encoder.encode(message, small);
            encoder.encode(SendMessage.builder(ChatId.of("@warm_up"), "x".repeat(2 * ChronicleRequestEncoder.FIRST_REGION))
                    .build(), small);
            encoder.encode(message, heap);
        } finally {
            small.release();
            heap.release();
        }
    }
}
