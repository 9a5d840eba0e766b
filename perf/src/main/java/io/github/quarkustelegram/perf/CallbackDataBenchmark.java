package io.github.quarkustelegram.perf;

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

import io.github.quarkustelegram.callbacks.CallbackData;
import io.github.quarkustelegram.callbacks.CallbackDataCodec;

/**
 * Typed callback data: writing a record into a button's {@code callback_data} (every keyboard sent) and reading it
 * back (every press). {@code bounded}: numbers, an enum and a boolean; {@code text}: a string with separators to
 * escape and non-ASCII characters to measure. Run with {@code -prof gc} for the bytes per call.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Fork(value = 1, jvmArgsAppend = { JulAtInfo.FLAG, JulAtInfo.VERTX_ON_JUL })
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
public class CallbackDataBenchmark {

    /** A size of a product. */
    public enum Size {
        S,
        M,
        XL
    }

    /** All fields bounded: the build checks its size. */
    @CallbackData("cart")
    public record CartItem(long productId, int quantity, Size size, boolean gift) {
    }

    /** A string field: measured when written. */
    @CallbackData("note")
    public record Note(String text, int page) {
    }

    @Param({ "bounded", "text" })
    public String record;

    private Record value;
    private String data;
    private CallbackDataCodec<? extends Record> codec;

    @Setup
    public void setup() {
        value = switch (record) {
            case "bounded" -> new CartItem(9_876_543_210L, 3, Size.XL, true);
            case "text" -> new Note("size: M; colour: grün", 12);
            default -> throw new IllegalArgumentException(record);
        };
        codec = CallbackDataCodec.of(value.getClass());
        data = CallbackDataCodec.encodeAny(value);
    }

    @Benchmark
    public String encode() {
        return CallbackDataCodec.encodeAny(value);
    }

    @Benchmark
    public Record decode() {
        return codec.decode(data);
    }
}
