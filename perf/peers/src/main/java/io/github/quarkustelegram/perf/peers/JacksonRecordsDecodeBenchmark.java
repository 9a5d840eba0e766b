package io.github.quarkustelegram.perf.peers;

import java.io.IOException;
import java.util.concurrent.TimeUnit;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;

import io.github.quarkustelegram.perf.harness.Fixtures;

/**
 * The decode goal's yardstick: {@code small.json} decoded whole by Jackson into {@link SmallUpdate}, records with
 * exactly its fields and nothing else, through a reused reader. What decoding that Update costs with the least a
 * typed model can do; ours must be no slower.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Fork(1)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
public class JacksonRecordsDecodeBenchmark {

    private byte[] json;
    private ObjectReader reader;

    @Setup
    public void setup() {
        json = Fixtures.bytes(Fixtures.SMALL);
        reader = new ObjectMapper().readerFor(SmallUpdate.class);
    }

    @Benchmark
    public SmallUpdate decode() throws IOException {
        return reader.readValue(json);
    }
}
