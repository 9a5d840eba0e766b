package io.github.quarkustelegram.perf;

import java.io.IOException;
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

import com.fasterxml.jackson.databind.ObjectReader;

import io.github.quarkustelegram.json.TelegramJson;
import io.github.quarkustelegram.model.Update;
import io.github.quarkustelegram.perf.harness.Fixtures;

/**
 * Decoding an Update as Telegram sends it (UTF-8 bytes) into the typed model with the model's own
 * mapper: what a webhook or a getUpdates poll does for every update. Run with {@code -prof gc} to see
 * the bytes allocated per decode ({@code gc.alloc.rate.norm}).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Fork(value = 1, jvmArgsAppend = { JulAtInfo.FLAG, JulAtInfo.VERTX_ON_JUL })
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
public class UpdateDecodeBenchmark {

    @Param({ Fixtures.SMALL, Fixtures.LARGE, Fixtures.CALLBACK_QUERY })
    public String fixture;

    private byte[] json;
    /** Reused across calls, as the extension does: finding the deserializer is not what we measure. */
    private ObjectReader reader;

    @Setup
    public void setup() {
        json = Fixtures.bytes(fixture);
        reader = TelegramJson.mapper().readerFor(Update.class);
    }

    @Benchmark
    public void decode(Blackhole blackhole) throws IOException {
        blackhole.consume(decodeOnce());
    }

    /** One decode, as measured; the unit tests call it to check the benchmark decodes what it should. */
    Update decodeOnce() throws IOException {
        return reader.readValue(json);
    }
}
