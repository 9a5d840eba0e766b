package io.github.quarkustelegram.perf;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

import com.fasterxml.jackson.databind.ObjectMapper;

import io.github.quarkustelegram.json.TelegramJson;
import io.github.quarkustelegram.method.SendMediaGroup;
import io.github.quarkustelegram.method.TelegramRequest;
import io.github.quarkustelegram.model.ChatId;
import io.github.quarkustelegram.model.InputFile;
import io.github.quarkustelegram.model.InputMediaGroupItem;
import io.github.quarkustelegram.model.InputMediaPhoto;
import io.github.quarkustelegram.model.ParseMode;
import io.github.quarkustelegram.runtime.fast.ChronicleRequestEncoder;
import io.github.quarkustelegram.runtime.fast.transport.BodyWriter;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufAllocator;
import io.netty.buffer.PooledByteBufAllocator;

/**
 * Encoding a request body on both paths. {@code defaultPath}: {@code TelegramJson.mapper().writeValueAsBytes}, what
 * the REST client transport does. {@code fastPath}: what the fast transport does before sending, a {@link BodyWriter}
 * (a pooled direct buffer first sized after the last body of the method, {@link ChronicleRequestEncoder} into it),
 * then released; {@code fastPathDefaultBuffer}: the same into {@code directBuffer()} (256 bytes to start with, so a
 * larger body is counted, grown and written again); {@code fastPathReusedBuffer}: the encoding alone, into one buffer
 * cleared each time. Requests: {@code sendMessage} and {@code keyboard100}
 * as in {@link RequestEncodeBenchmark}, and {@code mediaGroup10}, a sendMediaGroup of 10 photos (file ids with
 * captions). Run with {@code -prof gc}; the fork gets the JVM flags Chronicle needs.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Fork(value = 1, jvmArgsAppend = { "--add-opens=java.base/java.lang.reflect=ALL-UNNAMED",
        "--add-exports=java.base/sun.nio.ch=ALL-UNNAMED", "--add-exports=java.base/jdk.internal.ref=ALL-UNNAMED",
        "--add-exports=java.base/jdk.internal.misc=ALL-UNNAMED", "-Dchronicle.analytics.disable=true", JulAtInfo.FLAG,
        JulAtInfo.VERTX_ON_JUL })
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
public class FastEncodeBenchmark {

    @Param({ "sendMessage", "keyboard100", "mediaGroup10" })
    public String request;

    private ObjectMapper mapper;
    private ByteBufAllocator allocator;
    private ChronicleRequestEncoder encoder;
    private BodyWriter bodies;
    private TelegramRequest<?> value;
    private ByteBuf reused;

    @Setup
    public void setup() {
        ChronicleRequestEncoder.warmUp();
        mapper = TelegramJson.mapper();
        allocator = PooledByteBufAllocator.DEFAULT;
        encoder = ChronicleRequestEncoder.instance();
        bodies = new BodyWriter(allocator, encoder);
        value = request(request);
        reused = allocator.directBuffer();
    }

    static TelegramRequest<?> request(String name) {
        if (!name.equals("mediaGroup10")) {
            return RequestEncodeBenchmark.request(name);
        }
        List<InputMediaGroupItem> media = new ArrayList<>();
        for (int i = 0; i < 10; i++) {
            media.add(InputMediaPhoto.builder(InputFile.reference("AgACAgIAAxkBAAIBY2VfZ3photo" + i))
                    .caption("Photo <b>" + (i + 1) + "</b> of 10").parseMode(ParseMode.HTML).build());
        }
        return SendMediaGroup.builder(ChatId.of(-1001234567890L), media).build();
    }

    @Benchmark
    public byte[] defaultPath() throws IOException {
        return mapper.writeValueAsBytes(value);
    }

    @Benchmark
    public int fastPath() {
        ByteBuf buf = bodies.write(value);
        try {
            return buf.writerIndex();
        } finally {
            buf.release();
        }
    }

    /** As before the first size was chosen: a 256-byte buffer, which most bodies outgrow. */
    @Benchmark
    public int fastPathDefaultBuffer() {
        ByteBuf buf = allocator.directBuffer();
        try {
            encoder.encode(value, buf);
            return buf.writerIndex();
        } finally {
            buf.release();
        }
    }

    /** The encoding alone: into one direct buffer, cleared each time (grown once, at the first call). */
    @Benchmark
    public int fastPathReusedBuffer() {
        reused.clear();
        encoder.encode(value, reused);
        return reused.writerIndex();
    }

    @TearDown
    public void tearDown() {
        reused.release();
    }

    /** One fast encode into {@code buf}, as measured; the unit tests check what it writes. */
    boolean fastOnce(ByteBuf buf) {
        return encoder.encode(value, buf);
    }
}
