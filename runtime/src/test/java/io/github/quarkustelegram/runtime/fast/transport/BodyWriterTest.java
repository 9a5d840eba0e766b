package io.github.quarkustelegram.runtime.fast.transport;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

import io.github.quarkustelegram.json.TelegramJson;
import io.github.quarkustelegram.method.SendMessage;
import io.github.quarkustelegram.method.SendPhoto;
import io.github.quarkustelegram.method.TelegramRequest;
import io.github.quarkustelegram.model.ChatId;
import io.github.quarkustelegram.model.InputFile;
import io.github.quarkustelegram.runtime.fast.ChronicleRequestEncoder;
import io.github.quarkustelegram.runtime.fast.FastRequestEncoder;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufUtil;

/** {@link BodyWriter}: first buffers sized after the last body of the method, every buffer given back. */
class BodyWriterTest {

    private final TrackingAllocator allocator = new TrackingAllocator();
    /** The capacity each body had when the encoder was handed it. */
    private final List<Integer> firstCapacities = new ArrayList<>();
    private final FastRequestEncoder watched = (request, out) -> {
        firstCapacities.add(out.capacity());
        return ChronicleRequestEncoder.instance().encode(request, out);
    };
    private final BodyWriter writer = new BodyWriter(allocator, watched);

    @Test
    void theSecondBodyOfAMethodStartsLargeEnoughForTheFirst() throws Exception {
        SendMessage large = SendMessage.builder(ChatId.of(42L), "x".repeat(5000)).build();
        int size = writeAndCheck(large);
        writeAndCheck(large);
        assertThat(firstCapacities.get(0)).as("a method not seen yet").isEqualTo(BodyWriter.MIN_FIRST_CAPACITY);
        assertThat(firstCapacities.get(1)).as("after a body of %d bytes", size).isGreaterThanOrEqualTo(size);
        assertThat(allocator.assertAllReleased()).isEqualTo(2);
    }

    @Test
    void eachMethodKeepsItsOwnSize() throws Exception {
        writeAndCheck(SendMessage.builder(ChatId.of(42L), "x".repeat(20_000)).build());
        writeAndCheck(SendPhoto.builder(ChatId.of(42L), InputFile.reference("AgAD")).build());
        assertThat(firstCapacities.get(1)).as("sendPhoto, not seen yet").isEqualTo(BodyWriter.MIN_FIRST_CAPACITY);
        allocator.assertAllReleased();
    }

    @Test
    void aSmallerBodyAfterALargeOneIsWrittenWhole() throws Exception {
        writeAndCheck(SendMessage.builder(ChatId.of(42L), "\ud83d\ude00".repeat(4096)).build());
        writeAndCheck(SendMessage.builder(ChatId.of(42L), "short").build());
        writeAndCheck(SendMessage.builder(ChatId.of(42L), "\ud83d\ude00".repeat(8192)).build());
        assertThat(allocator.assertAllReleased()).isEqualTo(3);
    }

    @Test
    void anUploadIsRefusedAndItsBufferGivenBack() {
        SendPhoto upload = SendPhoto.builder(ChatId.of(42L), InputFile.upload(new byte[] { 1, 2, 3 }, "a.png")).build();
        assertThat(writer.write(upload)).isNull();
        assertThat(allocator.assertAllReleased()).isEqualTo(1);
    }

    @Test
    void firstCapacitiesStayWithinTheirBounds() {
        assertThat(BodyWriter.firstCapacity(0)).isEqualTo(BodyWriter.MIN_FIRST_CAPACITY);
        assertThat(BodyWriter.firstCapacity(300)).isEqualTo(BodyWriter.MIN_FIRST_CAPACITY);
        assertThat(BodyWriter.firstCapacity(4000)).isEqualTo(5000);
        assertThat(BodyWriter.firstCapacity(Integer.MAX_VALUE)).isEqualTo(BodyWriter.MAX_FIRST_CAPACITY);
    }

    /** Writes the body, checks it against the default mapper's JSON, releases it; returns its size. */
    private int writeAndCheck(TelegramRequest<?> request) throws Exception {
        ByteBuf body = writer.write(request);
        assertThat(body).isNotNull();
        try {
            assertThat(TelegramJson.mapper().readTree(ByteBufUtil.getBytes(body)))
                    .isEqualTo(TelegramJson.mapper().readTree(TelegramJson.mapper().writeValueAsBytes(request)));
            return body.readableBytes();
        } finally {
            body.release();
        }
    }
}
