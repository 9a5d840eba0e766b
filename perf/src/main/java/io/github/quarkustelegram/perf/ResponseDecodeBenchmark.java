package io.github.quarkustelegram.perf;

import java.nio.ByteBuffer;
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
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;

import io.github.quarkustelegram.method.DeleteWebhook;
import io.github.quarkustelegram.method.SendMessage;
import io.github.quarkustelegram.method.TelegramRequest;
import io.github.quarkustelegram.model.ChatId;
import io.github.quarkustelegram.perf.harness.Fixtures;
import io.github.quarkustelegram.runtime.transport.ResponseDecoder;
import io.github.quarkustelegram.runtime.transport.TokenRedactor;

/**
 * Decoding a Bot API answer into the call's result with {@link ResponseDecoder}: from bytes (the REST client
 * transport) and from a buffer read in place (the fast transport; a direct buffer here, the harder case for
 * Jackson). {@code answer}: {@code true} = {@code {"ok":true,"result":true}} for a method whose result is a Boolean
 * (the recognised fast case), {@code sendMessage} = the shared {@code sendMessage-response.json}. Run with
 * {@code -prof gc} for the bytes allocated per decode.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Fork(value = 1, jvmArgsAppend = { JulAtInfo.FLAG, JulAtInfo.VERTX_ON_JUL })
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
public class ResponseDecodeBenchmark {

    /** The answer Telegram gives to most methods that change something. */
    static final String TRUE_ANSWER = "{\"ok\":true,\"result\":true}";

    @Param({ "true", "sendMessage" })
    public String answer;

    private final ResponseDecoder decoder = ResponseDecoder.of(new TokenRedactor("123456:benchmark-token"));
    private TelegramRequest<?> request;
    private byte[] bytes;
    private ByteBuffer direct;

    @Setup
    public void setup() {
        if (answer.equals("true")) {
            request = DeleteWebhook.builder().build();
            bytes = TRUE_ANSWER.getBytes(java.nio.charset.StandardCharsets.UTF_8);
        } else {
            request = SendMessage.builder(ChatId.of(42), "hello").build();
            bytes = Fixtures.bytes("sendMessage-response.json");
        }
        direct = ByteBuffer.allocateDirect(bytes.length).put(bytes).flip();
    }

    @Benchmark
    public void fromBytes(Blackhole blackhole) {
        blackhole.consume(decodeBytes());
    }

    @Benchmark
    public void fromDirectBuffer(Blackhole blackhole) {
        blackhole.consume(decodeDirect());
    }

    /** One decode from bytes, as measured; the unit test checks its result. */
    Object decodeBytes() {
        return decoder.decode(request, 200, null, bytes);
    }

    /** One decode from the direct buffer, as measured; the unit test checks its result. */
    Object decodeDirect() {
        return decoder.decode(request, 200, null, direct);
    }
}
