package io.github.quarkustelegram.testing.telegram;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import com.fasterxml.jackson.databind.JsonNode;

@Timeout(30)
@WithFakeTelegram
class FakeTelegramRichMessagesTest {

    private static final String TWO_BLOCKS = "{\"blocks\":[{\"type\":\"heading\",\"text\":\"Prices\",\"size\":2},"
            + "{\"type\":\"paragraph\",\"text\":\"It costs $5 and $10\"}]}";

    private static FakeTelegram telegram;
    private static BotApiCaller bot;

    @Test
    void aRichMessageIsSentKeptAndReadInTheTranscript() {
        telegram.user(42, "Alice");

        JsonNode sent = bot.call("sendRichMessage", "{\"chat_id\":42,\"rich_message\":" + TWO_BLOCKS + "}").result();

        assertThat(sent.path("rich_message").path("blocks")).hasSize(2);
        assertThat(telegram.awaitReply(42, Duration.ofSeconds(1)).text()).isEqualTo("Prices\nIt costs $5 and $10");
    }

    @Test
    void richMessagesDraftsAndEditsAreRefusedLikeTelegramPastTheLimits() {
        telegram.user(43, "Bob");
        String tooLong = "{\"blocks\":[{\"type\":\"paragraph\",\"text\":\"" + "x".repeat(32_769) + "\"}]}";

        assertThat(bot.call("sendRichMessage", "{\"chat_id\":43,\"rich_message\":" + tooLong + "}").description())
                .isEqualTo("Bad Request: rich message is too long: 32769 characters, at most 32768");
        assertThat(bot.call("sendRichMessageDraft", "{\"chat_id\":43,\"draft_id\":7,\"rich_message\":"
                + "{\"markdown\":\"a\",\"blocks\":[]}}").description())
                .isEqualTo("Bad Request: exactly one of html, markdown or blocks must be specified in the rich message");

        long id = bot.call("sendRichMessage", "{\"chat_id\":43,\"rich_message\":" + TWO_BLOCKS + "}").result()
                .get("message_id").asLong();
        assertThat(bot.call("editMessageText", "{\"chat_id\":43,\"message_id\":" + id + ",\"rich_message\":" + tooLong
                + "}").description()).startsWith("Bad Request: rich message is too long");
        JsonNode edited = bot.call("editMessageText", "{\"chat_id\":43,\"message_id\":" + id
                + ",\"rich_message\":{\"blocks\":[{\"type\":\"divider\"}]}}").result();
        assertThat(edited.path("rich_message").path("blocks").get(0).path("type").asText()).isEqualTo("divider");
    }
}
