package io.github.quarkustelegram.perf;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

import io.github.quarkustelegram.model.Message;

/** Not a timed test: checks that the benchmark decodes each answer, from both inputs, into the right result. */
class ResponseDecodeBenchmarkTest {

    private static ResponseDecodeBenchmark benchmark(String answer) {
        ResponseDecodeBenchmark benchmark = new ResponseDecodeBenchmark();
        benchmark.answer = answer;
        benchmark.setup();
        return benchmark;
    }

    @Test
    void theTrueAnswerDecodesToTrueFromBoth() {
        ResponseDecodeBenchmark benchmark = benchmark("true");

        assertThat(benchmark.decodeBytes()).isEqualTo(Boolean.TRUE);
        assertThat(benchmark.decodeDirect()).isEqualTo(Boolean.TRUE);
        // the buffer is read in place, not consumed: the next decode sees the same answer
        assertThat(benchmark.decodeDirect()).isEqualTo(Boolean.TRUE);
    }

    @Test
    void theSendMessageAnswerDecodesToTheSameMessageFromBoth() {
        ResponseDecodeBenchmark benchmark = benchmark("sendMessage");

        Message fromBytes = (Message) benchmark.decodeBytes();
        Message fromDirect = (Message) benchmark.decodeDirect();

        assertThat(fromBytes.messageId()).isEqualTo(2);
        assertThat(fromBytes.text()).isEqualTo("hello");
        assertThat(fromDirect).isEqualTo(fromBytes);
        assertThat(benchmark.decodeDirect()).isEqualTo(fromBytes);
    }
}
