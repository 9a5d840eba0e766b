package io.github.quarkustelegram.testing.telegram;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import com.fasterxml.jackson.databind.JsonNode;

import io.github.quarkustelegram.testing.telegram.markup.TextEntity;

/** Formatted messages sent to {@link FakeTelegram} over HTTP: parse modes, explicit entities, limits, the transcript. */
@Timeout(30)
@WithFakeTelegram
class FakeTelegramFormattingTest {

    private static FakeTelegram telegram;
    private static BotApiCaller bot;

    @BeforeEach
    void forget() {
        telegram.user(42, "Alice");
    }

    @Test
    void aParseModeIsReadIntoTextAndEntitiesTheTranscriptShows() {
        JsonNode sent = bot.call("sendMessage", "{\"chat_id\":42,\"text\":\"<b>Hi</b> &lt;3 <i>Alice</i>\","
                + "\"parse_mode\":\"HTML\"}").result();

        assertThat(sent.get("text").asText()).isEqualTo("Hi <3 Alice");
        TranscriptEntry entry = telegram.transcript(42).get(0);
        assertThat(entry.text()).isEqualTo("Hi <3 Alice");
        assertThat(entry.entities()).extracting(e -> e.type() + " " + e.covered(entry.text()))
                .containsExactly("bold Hi", "italic Alice");
    }

    @Test
    void editsAndCaptionsAreReadToo() {
        long id = bot.call("sendMessage", "{\"chat_id\":42,\"text\":\"draft\"}").result().get("message_id").asLong();
        JsonNode edited = bot.call("editMessageText", "{\"chat_id\":42,\"message_id\":" + id
                + ",\"text\":\"*done* \\\\!\",\"parse_mode\":\"MarkdownV2\"}").result();
        JsonNode photo = bot.call("sendPhoto", "{\"chat_id\":42,\"photo\":\"AgAD\",\"caption\":\"_sunset_\","
                + "\"parse_mode\":\"Markdown\"}").result();

        assertThat(edited.get("text").asText()).isEqualTo("done !");
        assertThat(edited.get("entities").get(0).get("type").asText()).isEqualTo("bold");
        assertThat(photo.get("caption").asText()).isEqualTo("sunset");
        assertThat(telegram.transcript(42).get(2).entities()).extracting(TextEntity::type).containsExactly("italic");
    }

    @Test
    void badMarkupAndBadEntitiesGetTelegramsErrors() {
        BotApiCaller.Answer reserved = bot.call("sendMessage",
                "{\"chat_id\":42,\"text\":\"Total: 1.5\",\"parse_mode\":\"MarkdownV2\"}");
        BotApiCaller.Answer unclosed = bot.call("sendMessage",
                "{\"chat_id\":42,\"text\":\"<b>bold\",\"parse_mode\":\"HTML\"}");
        BotApiCaller.Answer beyond = bot.call("sendMessage",
                "{\"chat_id\":42,\"text\":\"abc\",\"entities\":[{\"type\":\"bold\",\"offset\":2,\"length\":2}]}");

        assertThat(reserved.status()).isEqualTo(400);
        assertThat(reserved.description()).isEqualTo("Bad Request: can't parse entities: Character '.' is reserved "
                + "and must be escaped with the preceding '\\'");
        assertThat(unclosed.description()).isEqualTo(
                "Bad Request: can't parse entities: Can't find end tag corresponding to start tag \"b\"");
        assertThat(beyond.description()).isEqualTo("Bad Request: entity beyond the end of text");
        assertThat(telegram.transcript(42)).isEmpty();
    }

    @Test
    void limitsCountTheTextAfterParsing() {
        String markup = "<b>" + "x".repeat(4096) + "</b>";
        JsonNode ok = bot.call("sendMessage", "{\"chat_id\":42,\"text\":\"" + markup + "\",\"parse_mode\":\"HTML\"}")
                .result();
        BotApiCaller.Answer tooLong = bot.call("sendMessage", "{\"chat_id\":42,\"text\":\"" + "x".repeat(4097)
                + "\"}");
        BotApiCaller.Answer empty = bot.call("sendMessage",
                "{\"chat_id\":42,\"text\":\"<b></b>\",\"parse_mode\":\"HTML\"}");

        assertThat(ok.get("text").asText()).hasSize(4096);
        assertThat(tooLong.description()).isEqualTo("Bad Request: message is too long");
        assertThat(empty.description()).isEqualTo("Bad Request: message text is empty");
    }
}
