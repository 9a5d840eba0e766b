package io.github.quarkustelegram.perf;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Not a timed test: checks that the benchmark writes and reads back what it should. */
class CallbackDataBenchmarkTest {

    private static CallbackDataBenchmark benchmark(String record) {
        CallbackDataBenchmark benchmark = new CallbackDataBenchmark();
        benchmark.record = record;
        benchmark.setup();
        return benchmark;
    }

    @Test
    void theBoundedRecordRoundTrips() {
        CallbackDataBenchmark benchmark = benchmark("bounded");
        assertThat(benchmark.encode()).isEqualTo("cart:" + Long.toString(9_876_543_210L, 36) + ":3:XL:1");
        assertThat(benchmark.decode())
                .isEqualTo(new CallbackDataBenchmark.CartItem(9_876_543_210L, 3, CallbackDataBenchmark.Size.XL, true));
    }

    @Test
    void theTextRecordIsEscapedAndRoundTrips() {
        CallbackDataBenchmark benchmark = benchmark("text");
        assertThat(benchmark.encode()).isEqualTo("note:size\\: M; colour\\: grün:c");
        assertThat(benchmark.decode()).isEqualTo(new CallbackDataBenchmark.Note("size: M; colour: grün", 12));
    }
}
