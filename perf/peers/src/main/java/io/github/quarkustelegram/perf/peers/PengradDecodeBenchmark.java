package io.github.quarkustelegram.perf.peers;

import java.nio.charset.StandardCharsets;
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

import com.pengrad.telegrambot.model.Update;
import com.pengrad.telegrambot.utility.BotUtils;

import io.github.quarkustelegram.perf.harness.Fixtures;

/**
 * pengrad's Update decoding: the fixture's UTF-8 bytes to {@code com.pengrad.telegrambot.model.Update} with
 * {@code BotUtils.parseUpdate(String)} (the library's Gson set-up). Gson reads text, so the bytes become a String
 * first, as the library's own answers do ({@code response.body().string()}).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Fork(1)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
public class PengradDecodeBenchmark {

    @Param({ Fixtures.SMALL, Fixtures.LARGE })
    public String fixture;

    private byte[] json;

    @Setup
    public void setup() {
        json = Fixtures.bytes(fixture);
    }

    @Benchmark
    public Update decode() {
        return BotUtils.parseUpdate(new String(json, StandardCharsets.UTF_8));
    }
}
