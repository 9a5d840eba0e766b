package io.github.quarkustelegram.perf.peers;

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
import org.telegram.telegrambots.meta.api.objects.Update;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;

import io.github.quarkustelegram.perf.harness.Fixtures;

/**
 * TelegramBots' Update decoding: the fixture's UTF-8 bytes to
 * {@code org.telegram.telegrambots.meta.api.objects.Update} with a plain {@code ObjectMapper} (the library's own
 * set-up: its methods decode answers with one), through a reused reader, as ours is measured.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Fork(1)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
public class TelegramBotsDecodeBenchmark {

    @Param({ Fixtures.SMALL, Fixtures.LARGE })
    public String fixture;

    private byte[] json;
    private ObjectReader reader;

    @Setup
    public void setup() {
        json = Fixtures.bytes(fixture);
        reader = new ObjectMapper().readerFor(Update.class);
    }

    @Benchmark
    public Update decode() throws IOException {
        return reader.readValue(json);
    }
}
