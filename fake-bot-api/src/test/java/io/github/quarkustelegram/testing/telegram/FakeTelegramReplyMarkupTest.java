package io.github.quarkustelegram.testing.telegram;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import com.fasterxml.jackson.databind.JsonNode;

import io.github.quarkustelegram.testing.internal.FakeJson;

/** The fake checks inline buttons as Telegram does, keeps the keyboard for pressing, and records the answer's toast. */
@Timeout(30)
@WithFakeTelegram(botUsername = "shop_bot")
class FakeTelegramReplyMarkupTest {

    private static FakeTelegram telegram;
    private static BotApiCaller bot;

    @BeforeEach
    void forget() {
        telegram.user(42);
    }

    private String send(String button) {
        return bot.call("sendMessage", "{\"chat_id\":42,\"text\":\"x\",\"reply_markup\":{\"inline_keyboard\":[["
                + button + "]]}}").description();
    }

    @Test
    void aReplyKeyboardShowsInTheChatsClientUntilTheBotRemovesItAndNeverInTheMessage() {
        JsonNode sent = bot.call("sendMessage", "{\"chat_id\":42,\"text\":\"Choose\",\"reply_markup\":{\"keyboard\":"
                + "[[\"Tea\",{\"text\":\"Coffee\"}],[{\"text\":\"Share my number\",\"request_contact\":true}]]}}")
                .result();
        assertThat(sent.has("reply_markup")).as("Telegram's Message.reply_markup is an inline keyboard only").isFalse();
        assertThat(telegram.replyKeyboard(42)).containsExactly(java.util.List.of("Tea", "Coffee"),
                java.util.List.of("Share my number"));
        FakeTelegramClient client = FakeTelegramClient.connect(telegram.baseUrl());
        assertThat(client.replyKeyboard(42)).isEqualTo(telegram.replyKeyboard(42));

        bot.call("sendMessage", "{\"chat_id\":42,\"text\":\"Still here\"}");
        assertThat(telegram.replyKeyboard(42)).as("a message without markup leaves it").hasSize(2);
        assertThat(bot.call("sendMessage", "{\"chat_id\":42,\"text\":\"\",\"reply_markup\":{\"remove_keyboard\""
                + ":true}}").description()).as("a refused send changes nothing").isNotEmpty();
        assertThat(telegram.replyKeyboard(42)).hasSize(2);
        bot.call("sendMessage", "{\"chat_id\":42,\"text\":\"Thanks\",\"reply_markup\":{\"remove_keyboard\":true}}");
        assertThat(telegram.replyKeyboard(42)).isEmpty();
        assertThat(client.replyKeyboard(42)).isEmpty();
    }

    @Test
    void callbackDataIsOneTo64BytesOfUtf8() {
        assertThat(send("{\"text\":\"b\",\"callback_data\":\"\"}")).isEqualTo("Bad Request: BUTTON_DATA_INVALID");
        // 33 characters, but 66 bytes
        assertThat(send("{\"text\":\"b\",\"callback_data\":\"" + "é".repeat(33) + "\"}"))
                .isEqualTo("Bad Request: BUTTON_DATA_INVALID");
        assertThat(send("{\"text\":\"b\",\"callback_data\":\"" + "é".repeat(32) + "\"}")).isEmpty();
        assertThat(send("{\"text\":\"b\",\"callback_data\":\"" + "d".repeat(64) + "\"}")).isEmpty();
    }

    @Test
    void aUrlTelegramCannotOpenIsRefused() {
        assertThat(send("{\"text\":\"b\",\"url\":\"javascript:alert(1)\"}")).isEqualTo("Bad Request: BUTTON_URL_INVALID");
        assertThat(send("{\"text\":\"b\",\"url\":\"https://\"}")).isEqualTo("Bad Request: BUTTON_URL_INVALID");
        assertThat(send("{\"text\":\"b\",\"url\":\"not a url\"}")).isEqualTo("Bad Request: BUTTON_URL_INVALID");
        assertThat(send("{\"text\":\"b\",\"web_app\":{\"url\":\"http://example.org\"}}"))
                .contains("Only HTTPS links are allowed");
        assertThat(send("{\"text\":\"b\",\"url\":\"https://example.org/a?b=c\"}")).isEmpty();
        assertThat(send("{\"text\":\"b\",\"url\":\"tg://user?id=42\"}")).isEmpty();
        assertThat(send("{\"text\":\"b\",\"url\":\"t.me/shop_bot\"}")).isEmpty();
        assertThat(telegram.transcript()).hasSize(3);
    }

    @Test
    void aPressedButtonsAnswerIsRecordedWithItsAlert() throws Exception {
        send("{\"text\":\"Buy\",\"callback_data\":\"add:1\"}");
        UserAction pressed = telegram.user(42).presses("Buy");
        bot.call("answerCallbackQuery", "{\"callback_query_id\":\"" + pressed.queryId()
                + "\",\"text\":\"Added\",\"show_alert\":true}");
        TranscriptEntry answer = telegram.awaitCall("answerCallbackQuery", Duration.ofSeconds(1));
        assertThat(answer.text()).isEqualTo("Added");
        JsonNode params = FakeJson.MAPPER.readTree(answer.json());
        assertThat(params.get("show_alert").asBoolean()).isTrue();
    }
}
