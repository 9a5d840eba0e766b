package io.github.quarkustelegram.perf;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

import io.github.quarkustelegram.model.CallbackQuery;
import io.github.quarkustelegram.model.Message;
import io.github.quarkustelegram.model.Update;
import io.github.quarkustelegram.perf.harness.Fixtures;

/** Not a timed test: checks that the benchmark decodes each fixture into the right Update. */
class UpdateDecodeBenchmarkTest {

    private static Update decode(String fixture) throws Exception {
        UpdateDecodeBenchmark benchmark = new UpdateDecodeBenchmark();
        benchmark.fixture = fixture;
        benchmark.setup();
        Update first = benchmark.decodeOnce();
        // The reader is reused: a second decode must give an equal value.
        assertThat(benchmark.decodeOnce()).isEqualTo(first);
        return first;
    }

    @Test
    void decodesTheSmallUpdate() throws Exception {
        Update update = decode(Fixtures.SMALL);

        assertThat(update.updateId()).isEqualTo(123456789);
        Message message = update.message();
        assertThat(message.messageId()).isEqualTo(1);
        assertThat(message.chat().id()).isEqualTo(42L);
        assertThat(message.from().firstName()).isEqualTo("Alice");
        assertThat(message.text()).isEqualTo("/start");
    }

    @Test
    void decodesTheLargeUpdate() throws Exception {
        Update update = decode(Fixtures.LARGE);

        assertThat(update.updateId()).isEqualTo(123456790);
        Message message = update.message();
        assertThat(message.chat().id()).isEqualTo(-100123456789L);
        assertThat(message.text()).isEqualTo("see https://example.com and @bob too");
        assertThat(message.entities()).hasSize(3);
        assertThat(message.replyMarkup().inlineKeyboard()).hasSize(2);
        assertThat(message.photo()).extracting(size -> size.fileSize()).containsExactly(1234L, 12345L, 123456L);
    }

    @Test
    void decodesTheCallbackQuery() throws Exception {
        Update update = decode(Fixtures.CALLBACK_QUERY);

        CallbackQuery query = update.callbackQuery();
        assertThat(query.data()).isEqualTo("ok:1");
        assertThat(query.message()).isInstanceOf(Message.class);
        Message message = (Message) query.message();
        assertThat(message.date()).isEqualTo(1715000100);
        assertThat(message.chat().id()).isEqualTo(42L);
        assertThat(message.from().isBot()).isTrue();
        assertThat(message.replyMarkup().inlineKeyboard().get(0)).hasSize(2);
    }
}
