package io.github.quarkustelegram.runtime.fast.json;

import static io.github.quarkustelegram.runtime.fast.json.FastEncodingEquivalenceTest.assertEquivalent;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.type.TypeFactory;

import io.github.quarkustelegram.json.TelegramJson;
import io.github.quarkustelegram.method.AnswerInlineQuery;
import io.github.quarkustelegram.method.SendLocation;
import io.github.quarkustelegram.method.SendMediaGroup;
import io.github.quarkustelegram.method.SendMessage;
import io.github.quarkustelegram.method.SendPhoto;
import io.github.quarkustelegram.method.TelegramRequest;
import io.github.quarkustelegram.model.ChatId;
import io.github.quarkustelegram.model.InlineQueryResult;
import io.github.quarkustelegram.model.InlineQueryResultLocation;
import io.github.quarkustelegram.model.InputFile;
import io.github.quarkustelegram.model.InputMediaGroupItem;
import io.github.quarkustelegram.model.InputMediaPhoto;
import io.github.quarkustelegram.runtime.fast.ChronicleRequestEncoder;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufUtil;
import io.netty.buffer.PooledByteBufAllocator;
import io.netty.buffer.Unpooled;
import io.vertx.core.Vertx;

/** What {@link ChronicleRequestEncoder} promises besides equivalence: growth, bounds, uploads, NaN, threads. */
class ChronicleRequestEncoderTest {

    private static final ChronicleRequestEncoder ENCODER = ChronicleRequestEncoder.instance();
    private static final String EMOJI = "\ud83d\ude00";

    @Test
    void aBodyLargerThanTheBufferGrowsItAndIsWrittenWhole() throws Exception {
        SendMessage message = SendMessage.builder(ChatId.of(42L), EMOJI.repeat(4096)).build();
        ByteBuf buf = PooledByteBufAllocator.DEFAULT.directBuffer(16);
        try {
            assertEquivalent(message, buf, 1, "4,096 emoji into 16 bytes");
            assertThat(buf.capacity()).isGreaterThanOrEqualTo(4 * 4096);
            assertThat(buf.toString(1, buf.writerIndex() - 1, StandardCharsets.UTF_8)).contains(EMOJI.repeat(4096));
        } finally {
            buf.release();
        }
    }

    @Test
    void nothingIsWrittenPastTheEndOfABufferThatCannotGrow() {
        ByteBuf memory = PooledByteBufAllocator.DEFAULT.directBuffer(4096, 4096);
        try {
            memory.writerIndex(memory.capacity());
            memory.setZero(0, memory.capacity());
            for (int i = 0; i < memory.capacity(); i++) {
                memory.setByte(i, 0x5A);
            }
            ByteBuf region = memory.slice(100, 200); // capacity and max capacity 200: it cannot grow
            region.writerIndex(10);
            SendMessage large = SendMessage.builder(ChatId.of(1L), "x\"" + EMOJI.repeat(1000)).build();

            assertThatThrownBy(() -> ENCODER.encode(large, region)).isInstanceOf(IndexOutOfBoundsException.class);

            assertThat(region.writerIndex()).isEqualTo(10);
            for (int i = 0; i < 110; i++) {
                assertThat(memory.getByte(i)).as("byte %d, before the writer index", i).isEqualTo((byte) 0x5A);
            }
            for (int i = 300; i < memory.capacity(); i++) {
                assertThat(memory.getByte(i)).as("byte %d, past the end of the region", i).isEqualTo((byte) 0x5A);
            }
        } finally {
            memory.release();
        }
    }

    @Test
    void aBodyThatFitsExactlyIsWrittenIntoABufferThatCannotGrow() throws Exception {
        SendMessage message = SendMessage.builder(ChatId.of(7L), "exact " + EMOJI).build();
        ByteBuf sized = PooledByteBufAllocator.DEFAULT.directBuffer(1024);
        int length;
        try {
            ENCODER.encode(message, sized);
            length = sized.writerIndex();
        } finally {
            sized.release();
        }
        ByteBuf memory = PooledByteBufAllocator.DEFAULT.directBuffer(1024, 1024);
        try {
            memory.writerIndex(1024);
            for (int i = 0; i < 1024; i++) {
                memory.setByte(i, 0x5A);
            }
            ByteBuf region = memory.slice(0, length);
            region.writerIndex(0);
            assertThat(ENCODER.encode(message, region)).isTrue();
            assertThat(region.writerIndex()).isEqualTo(length);
            assertThat(memory.getByte(length)).isEqualTo((byte) 0x5A);
            assertThat(TelegramJson.mapper().readTree(ByteBufUtil.getBytes(region)))
                    .isEqualTo(TelegramJson.mapper().readTree(TelegramJson.mapper().writeValueAsBytes(message)));
        } finally {
            memory.release();
        }
    }

    @Test
    void aRequestCarryingAnUploadIsLeftToMultipart() {
        InputFile.Upload upload = InputFile.upload(new byte[] { 1, 2, 3 }, "photo.png");
        SendPhoto direct = SendPhoto.builder(ChatId.of(1L), upload).caption("a caption").build();
        List<InputMediaGroupItem> media = List.of(InputMediaPhoto.builder(InputFile.reference("file-id")).build(),
                InputMediaPhoto.builder(upload).build());
        SendMediaGroup nested = SendMediaGroup.builder(ChatId.of(1L), media).build();
        for (TelegramRequest<?> request : List.<TelegramRequest<?>> of(direct, nested)) {
            ByteBuf buf = PooledByteBufAllocator.DEFAULT.directBuffer(64);
            try {
                buf.writeBytes(new byte[] { 'a', 'b', 'c' });
                assertThat(ENCODER.encode(request, buf)).as(request.methodName()).isFalse();
                assertThat(buf.writerIndex()).isEqualTo(3);
            } finally {
                buf.release();
            }
        }
    }

    @Test
    void nanAndInfinitiesAreRejectedNamingMethodAndParameter() {
        ByteBuf buf = PooledByteBufAllocator.DEFAULT.directBuffer(64);
        try {
            buf.writeByte('#');
            assertThatThrownBy(() -> ENCODER.encode(SendLocation.builder(ChatId.of(1L), Double.NaN, 0.5).build(), buf))
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("sendLocation").hasMessageContaining("latitude").hasMessageContaining("NaN");
            assertThat(buf.writerIndex()).isEqualTo(1);

            InlineQueryResult result = InlineQueryResultLocation.builder("r1", 1.5, Double.NEGATIVE_INFINITY, "t")
                    .build();
            assertThatThrownBy(() -> ENCODER.encode(AnswerInlineQuery.builder("q", List.of(result)).build(), buf))
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("answerInlineQuery").hasMessageContaining("results")
                    .hasMessageContaining("InlineQueryResultLocation.longitude").hasMessageContaining("Infinity");
            assertThat(buf.writerIndex()).isEqualTo(1);
        } finally {
            buf.release();
        }
    }

    @Test
    void doublesParseBackToTheSameValue() throws Exception {
        Random random = new Random(20261130L);
        RandomRequests values = new RandomRequests(20261130L);
        ByteBuf buf = PooledByteBufAllocator.DEFAULT.directBuffer(256);
        try {
            for (int i = 0; i < 5000; i++) {
                double latitude = values.finiteDouble();
                double longitude = i % 2 == 0 ? Double.longBitsToDouble(random.nextLong() & 0x7FEF_FFFF_FFFF_FFFFL)
                        : Math.round(random.nextGaussian() * 1e7) / 1e6;
                buf.clear();
                assertEquivalent(SendLocation.builder(ChatId.of(1L), latitude, longitude).build(), buf, 0,
                        "latitude " + latitude + ", longitude " + longitude);
            }
        } finally {
            buf.release();
        }
    }

    @Test
    void aHeapBufferWithoutMemoryAddressIsWrittenToo() throws Exception {
        ByteBuf heap = Unpooled.buffer(8);
        assertThat(heap.hasMemoryAddress()).isFalse();
        assertEquivalent(SendMessage.builder(ChatId.of("@chan"), "\"héllo\" " + EMOJI.repeat(600)).build(), heap, 2,
                "heap buffer");
    }

    @Test
    void anApplicationsOwnRequestTypeIsWrittenByTheMapper() throws Exception {
        ByteBuf buf = PooledByteBufAllocator.DEFAULT.directBuffer(16);
        try {
            assertEquivalent(new NewerMethod("x\ud800y", 3), buf, 0, "an application's own request");
        } finally {
            buf.release();
        }
    }

    @Test
    void threadsEncodingAtOnceEachGetTheirOwnCorrectOutput() throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try {
            List<Future<Integer>> results = new ArrayList<>();
            for (int t = 0; t < 4; t++) {
                long seed = 1000L + t;
                results.add(pool.submit(encodeMany(seed, 300)));
            }
            for (Future<Integer> result : results) {
                assertThat(result.get(60, TimeUnit.SECONDS)).isEqualTo(300);
            }
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void eventLoopAndWorkerThreadsOfVertxCanBothEncode() throws Exception {
        Vertx vertx = Vertx.vertx();
        try {
            CompletableFuture<Integer> onEventLoop = new CompletableFuture<>();
            vertx.runOnContext(v -> complete(onEventLoop, encodeMany(7L, 50)));
            CompletableFuture<Integer> onWorker = new CompletableFuture<>();
            vertx.executeBlocking(() -> encodeMany(8L, 50).call()).onComplete(r -> {
                if (r.succeeded()) {
                    onWorker.complete(r.result());
                } else {
                    onWorker.completeExceptionally(r.cause());
                }
            });
            assertThat(onEventLoop.get(60, TimeUnit.SECONDS)).isEqualTo(50);
            assertThat(onWorker.get(60, TimeUnit.SECONDS)).isEqualTo(50);
            // and the event loop again, after the worker: per-thread state never changes threads
            CompletableFuture<Integer> again = new CompletableFuture<>();
            vertx.runOnContext(v -> complete(again, encodeMany(9L, 20)));
            assertThat(again.get(60, TimeUnit.SECONDS)).isEqualTo(20);
        } finally {
            vertx.close().toCompletionStage().toCompletableFuture().get(30, TimeUnit.SECONDS);
        }
    }

    @Test
    void encodesIntoAPooledBufferAsTheFastTransportDoes() throws Exception {
        SendMessage request = SendMessage.builder(ChatId.of(-1001234567890L), "Hello, \"world\" \ud83d\ude00").build();
        byte[] sent = null;
        // tag::fast-encode[]
        ByteBuf body = PooledByteBufAllocator.DEFAULT.directBuffer(); // grows if the request needs more
        try {
            if (ChronicleRequestEncoder.instance().encode(request, body)) {
                sent = ByteBufUtil.getBytes(body); // a transport hands `body` to the HTTP client instead
            } else {
                // the request carries an InputFile.Upload: send it multipart
            }
        } finally {
            body.release();
        }
        // end::fast-encode[]
        assertThat(sent).isNotNull();
        assertThat(TelegramJson.mapper().readTree(sent))
                .isEqualTo(TelegramJson.mapper().readTree(TelegramJson.mapper().writeValueAsBytes(request)));
    }

    @Test
    void aNettyThreadReleasesItsStateAndGetsAFreshOneAfterwards() throws Exception {
        CompletableFuture<Integer> done = new CompletableFuture<>();
        Thread thread = new io.netty.util.concurrent.DefaultThreadFactory("fast-encode-test").newThread(() -> {
            complete(done, () -> {
                int encoded = encodeMany(11L, 10).call();
                io.netty.util.concurrent.FastThreadLocal.removeAll(); // what a Netty thread does when it ends
                return encoded + encodeMany(12L, 10).call();
            });
        });
        thread.start();
        assertThat(done.get(60, TimeUnit.SECONDS)).isEqualTo(20);
        thread.join(10_000);
    }

    @Test
    void warmUpRunsOnTheCallingThread() throws Exception {
        ChronicleRequestEncoder.warmUp();
        ByteBuf buf = PooledByteBufAllocator.DEFAULT.directBuffer(16);
        try {
            assertEquivalent(SendMessage.builder(ChatId.of(1L), "after warm-up").build(), buf, 0, "after warm-up");
        } finally {
            buf.release();
        }
    }

    private static void complete(CompletableFuture<Integer> future, Callable<Integer> work) {
        try {
            future.complete(work.call());
        } catch (Throwable e) {
            future.completeExceptionally(e);
        }
    }

    /** Random requests of random methods, each checked against the default path; returns how many. */
    private static Callable<Integer> encodeMany(long seed, int count) {
        return () -> {
            RandomRequests random = new RandomRequests(seed);
            List<Class<? extends TelegramRequest<?>>> types = RandomRequests.requestTypes();
            Random pick = new Random(seed);
            for (int i = 0; i < count; i++) {
                Class<? extends TelegramRequest<?>> type = types.get(pick.nextInt(types.size()));
                ByteBuf buf = PooledByteBufAllocator.DEFAULT.directBuffer(pick.nextInt(1, 512));
                try {
                    assertEquivalent(random.request(type), buf, pick.nextInt(2),
                            "seed " + seed + " #" + i + " " + type.getSimpleName() + " on " + Thread.currentThread());
                } finally {
                    buf.release();
                }
            }
            return count;
        };
    }

    /** A method newer than the model, called with an application's own request type. */
    record NewerMethod(@com.fasterxml.jackson.annotation.JsonProperty("some_text") String someText,
            @com.fasterxml.jackson.annotation.JsonProperty("count") int count) implements TelegramRequest<Boolean> {
        @Override
        public String methodName() {
            return "newerMethod";
        }

        @Override
        public JavaType resultType(TypeFactory types) {
            return types.constructType(Boolean.class);
        }
    }
}
