package io.github.quarkustelegram.perf;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import com.fasterxml.jackson.databind.ObjectMapper;

import io.github.quarkustelegram.json.TelegramJson;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufUtil;
import io.netty.buffer.PooledByteBufAllocator;

/** Not a timed test: both paths of the benchmark write the same JSON for each of its requests. */
class FastEncodeBenchmarkTest {

    @ParameterizedTest
    @ValueSource(strings = { "sendMessage", "keyboard100", "mediaGroup10", "sendMessageHtml", "keyboard2" })
    void bothPathsWriteTheSameJson(String request) throws Exception {
        FastEncodeBenchmark benchmark = new FastEncodeBenchmark();
        benchmark.request = request;
        benchmark.setup();
        ObjectMapper mapper = TelegramJson.mapper();
        ByteBuf buf = PooledByteBufAllocator.DEFAULT.directBuffer();
        try {
            assertThat(benchmark.fastOnce(buf)).isTrue();
            assertThat(mapper.readTree(ByteBufUtil.getBytes(buf))).isEqualTo(mapper.readTree(benchmark.defaultPath()));
            assertThat(benchmark.fastPath()).isEqualTo(buf.writerIndex());
            assertThat(benchmark.fastPath()).as("with the size of the first").isEqualTo(buf.writerIndex());
            assertThat(benchmark.fastPathDefaultBuffer()).isEqualTo(buf.writerIndex());
            assertThat(benchmark.fastPathReusedBuffer()).isEqualTo(buf.writerIndex());
            assertThat(benchmark.fastPathReusedBuffer()).isEqualTo(buf.writerIndex());
        } finally {
            buf.release();
            benchmark.tearDown();
        }
        if (request.equals("mediaGroup10")) {
            assertThat(mapper.readTree(benchmark.defaultPath()).get("media")).hasSize(10);
        }
    }
}
