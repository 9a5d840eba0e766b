package io.github.quarkustelegram.it;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

import io.github.quarkustelegram.json.TelegramJson;
import io.github.quarkustelegram.model.Message;
import io.github.quarkustelegram.model.Update;
import io.quarkus.test.junit.QuarkusTest;

/** An application using the extension decodes the updates Telegram sends into typed values. */
@QuarkusTest
class UpdateDecodingTest {

    @Test
    void decodesAPrivateTextMessage() throws Exception {
        Update update = TelegramJson.mapper().readValue(Fixtures.bytes("small.json"), Update.class);

        assertThat(update.updateId()).isEqualTo(123456789);
        Message message = update.message();
        assertThat(message.text()).isEqualTo("/start");
        assertThat(message.messageId()).isEqualTo(1);
        assertThat(message.date()).isEqualTo(1715000000);
        assertThat(message.chat().id()).isEqualTo(42L);
        assertThat(message.from().firstName()).isEqualTo("Alice");
        assertThat(message.from().isBot()).isFalse();
    }

    @Test
    void decodesASupergroupMessageWithEntitiesKeyboardAndPhotos() throws Exception {
        Update update = TelegramJson.mapper().readValue(Fixtures.bytes("large.json"), Update.class);

        Message message = update.message();
        assertThat(message.text()).isEqualTo("see https://example.com and @bob too");
        assertThat(message.chat().id()).as("a supergroup id needs 64 bits").isEqualTo(-100123456789L);
        assertThat(message.chat().title()).isEqualTo("Devs");
        assertThat(message.entities()).extracting(entity -> entity.offset()).containsExactly(4, 28, 0);
        assertThat(message.photo()).extracting(size -> size.width()).containsExactly(90, 320, 800);
        assertThat(message.replyMarkup().inlineKeyboard()).hasSize(2);
        assertThat(message.replyMarkup().inlineKeyboard().get(1).get(1).text()).isEqualTo("→");
    }
}
