package io.github.quarkustelegram.testing.telegram;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.time.Instant;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Mini Apps on the fake: {@code web_app} buttons checked as Telegram checks them, and {@link MiniAppSigner}'s data
 * (which runtime's InitDataValidatorTest checks with the extension's validator).
 */
@Timeout(30)
@WithFakeTelegram
class MiniAppFakeTest {

    private static FakeTelegram telegram;
    private static BotApiCaller bot;

    static String withButton(long chatId, String keyboard, String url) {
        return "{\"chat_id\":" + chatId + ",\"text\":\"shop\",\"reply_markup\":{\"" + keyboard + "\":[[{\"text\":\"open\","
                + "\"web_app\":{\"url\":\"" + url + "\"}}]]}}";
    }

    @Test
    void aWebAppButtonNeedsAnHttpsUrl() {
        telegram.user(42);

        assertThat(bot.call("sendMessage", withButton(42, "inline_keyboard", "https://shop.example/app")).status())
                .isEqualTo(200);
        assertThat(bot.call("sendMessage", withButton(42, "keyboard", "https://shop.example/app")).status())
                .isEqualTo(200);
        assertThat(bot.call("sendMessage", withButton(42, "inline_keyboard", "http://shop.example/app")).description())
                .isEqualTo("Bad Request: inline keyboard button Web App URL 'http://shop.example/app' is invalid: "
                        + "Only HTTPS links are allowed");
        assertThat(bot.call("sendMessage", withButton(42, "keyboard", "http://shop.example/app")).description())
                .isEqualTo("Bad Request: keyboard button Web App URL 'http://shop.example/app' is invalid: "
                        + "Only HTTPS links are allowed");
        assertThat(telegram.transcript()).hasSize(2);
    }

    @Test
    void anInlineWebAppButtonIsOnlyForPrivateChats() {
        telegram.group(-100123, "Buyers");

        assertThat(bot.call("sendMessage", withButton(-100123, "inline_keyboard", "https://shop.example/app"))
                .description()).isEqualTo("Bad Request: BUTTON_TYPE_INVALID");
    }

    @Test
    void theSignerSignsTheUsersFieldsAndAuthDate() {
        MiniAppSigner signer = MiniAppSigner.withBotToken(telegram.token()).authDate(Instant.ofEpochSecond(1700000000))
                .field("start_param", "cart 1");
        String initData = signer.initData(telegram.user(42, "Ada"));

        assertThat(URLDecoder.decode(initData, StandardCharsets.UTF_8)).startsWith("auth_date=1700000000&")
                .contains("&start_param=cart 1&", "&user={\"id\":42,\"first_name\":\"Ada\"").containsPattern(
                        "&hash=[0-9a-f]{64}$");
        assertThat(initData).doesNotContain(telegram.token(), "+");
        assertThat(MiniAppSigner.withBotToken("1:other").authDate(Instant.ofEpochSecond(1700000000))
                .field("start_param", "cart 1").initData(42, "Ada")).isNotEqualTo(initData);
        assertThat(signer.loginWidget(42, "Ada")).matches("auth_date=1700000000&first_name=Ada&id=42&"
                + "start_param=cart%201&hash=[0-9a-f]{64}");
    }
}
