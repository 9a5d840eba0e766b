package io.github.quarkustelegram.perf.peers;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.telegram.telegrambots.meta.api.objects.Update;

import io.github.quarkustelegram.perf.harness.Fixtures;

/** Not timed: each decode benchmark reads the fixture whole into the right values. */
class DecodeBenchmarksTest {

    @Test
    void pengradDecodesBothUpdates() {
        com.pengrad.telegrambot.model.Update small = pengrad(Fixtures.SMALL);
        assertThat(small.updateId()).isEqualTo(123456789);
        assertThat(small.message().text()).isEqualTo("/start");
        assertThat(small.message().chat().id()).isEqualTo(42L);
        assertThat(small.message().from().firstName()).isEqualTo("Alice");

        com.pengrad.telegrambot.model.Update large = pengrad(Fixtures.LARGE);
        assertThat(large.message().entities()).hasSize(3);
        assertThat(large.message().replyMarkup().inlineKeyboard()).hasNumberOfRows(2);
        assertThat(large.message().photo()).hasSize(3);
    }

    @Test
    void telegramBotsDecodesBothUpdates() throws Exception {
        Update small = telegramBots(Fixtures.SMALL);
        assertThat(small.getUpdateId()).isEqualTo(123456789);
        assertThat(small.getMessage().getText()).isEqualTo("/start");
        assertThat(small.getMessage().getChatId()).isEqualTo(42L);
        assertThat(small.getMessage().getFrom().getFirstName()).isEqualTo("Alice");

        Update large = telegramBots(Fixtures.LARGE);
        assertThat(large.getMessage().getEntities()).hasSize(3);
        assertThat(large.getMessage().getReplyMarkup().getKeyboard()).hasSize(2);
        assertThat(large.getMessage().getPhoto()).hasSize(3);
    }

    @Test
    void theYardstickDecodesTheSmallUpdateWhole() throws Exception {
        JacksonRecordsDecodeBenchmark benchmark = new JacksonRecordsDecodeBenchmark();
        benchmark.setup();

        SmallUpdate update = benchmark.decode();
        assertThat(update.updateId()).isEqualTo(123456789);
        assertThat(update.message().chat()).isEqualTo(new SmallUpdate.Chat(42, "private", "Alice"));
        assertThat(update.message().from()).isEqualTo(new SmallUpdate.User(42, false, "Alice", "en"));
        assertThat(update.message().text()).isEqualTo("/start");
        assertThat(update.message().date()).isEqualTo(1715000000L);
    }

    private static com.pengrad.telegrambot.model.Update pengrad(String fixture) {
        PengradDecodeBenchmark benchmark = new PengradDecodeBenchmark();
        benchmark.fixture = fixture;
        benchmark.setup();
        return benchmark.decode();
    }

    private static Update telegramBots(String fixture) throws Exception {
        TelegramBotsDecodeBenchmark benchmark = new TelegramBotsDecodeBenchmark();
        benchmark.fixture = fixture;
        benchmark.setup();
        return benchmark.decode();
    }
}
