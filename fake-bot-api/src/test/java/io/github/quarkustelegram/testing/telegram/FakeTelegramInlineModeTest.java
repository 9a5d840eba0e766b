package io.github.quarkustelegram.testing.telegram;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import com.fasterxml.jackson.databind.JsonNode;

import io.github.quarkustelegram.testing.internal.FakeJson;

/** Inline mode on the fake: answerInlineQuery checked as Telegram does, and a user choosing one of the results. */
@Timeout(30)
@WithFakeTelegram
class FakeTelegramInlineModeTest {

    private static final String ARTICLE = "{\"type\":\"article\",\"id\":\"a1\",\"title\":\"Cats\","
            + "\"input_message_content\":{\"message_text\":\"Cats!\"},\"reply_markup\":{\"inline_keyboard\":"
            + "[[{\"text\":\"More\",\"callback_data\":\"more\"}]]}}";
    private static final String PHOTO = "{\"type\":\"photo\",\"id\":\"p1\",\"photo_url\":\"https://example.org/c.jpg\","
            + "\"thumbnail_url\":\"https://example.org/t.jpg\"}";

    private static FakeTelegram telegram;
    private static BotApiCaller bot;
    private static FakeTelegramClient client;

    @BeforeEach
    void forget() {
        bot.call("getUpdates", "{\"offset\":-1}");
    }

    @Test
    void anAnswerIsCheckedLikeTelegramDoes() {
        String query = telegram.user(5, "Eve").asksInline("cats").queryId();

        assertThat(answer(query, "[" + PHOTO + "," + PHOTO + "]").description())
                .isEqualTo("Bad Request: RESULT_ID_DUPLICATE");
        assertThat(answer(query, "[{\"type\":\"hologram\",\"id\":\"h\"}]").description())
                .isEqualTo("Bad Request: RESULT_TYPE_INVALID");
        assertThat(answer(query, "[{\"type\":\"article\",\"id\":\"a\",\"input_message_content\":"
                + "{\"message_text\":\"x\"}}]").description()).contains("\"title\"").startsWith("Bad Request: ");
        assertThat(answer(query, "[{\"type\":\"photo\",\"id\":\"" + "x".repeat(65) + "\",\"photo_url\":\"u\"}]")
                .description()).isEqualTo("Bad Request: RESULT_ID_INVALID");
        StringBuilder many = new StringBuilder("[");
        for (int i = 0; i < 51; i++) {
            many.append(i == 0 ? "" : ",").append(PHOTO.replace("\"p1\"", "\"p" + i + "\""));
        }
        assertThat(answer(query, many + "]").description()).isEqualTo("Bad Request: RESULTS_TOO_MUCH");
        assertThat(bot.call("answerInlineQuery", "{\"inline_query_id\":\"" + query + "\",\"results\":[],"
                + "\"next_offset\":\"" + "9".repeat(65) + "\"}").description()).isEqualTo("Bad Request: NEXT_OFFSET_INVALID");
        // none of these answered the query: a good answer still can, once
        assertThat(bot.call("answerInlineQuery", "{\"inline_query_id\":\"" + query + "\",\"results\":[" + ARTICLE
                + "],\"cache_time\":0,\"is_personal\":true}").result().asBoolean()).isTrue();
        assertThat(answer(query, "[]").description())
                .isEqualTo("Bad Request: query is too old and response timeout expired or query ID is invalid");
        assertThat(answer("4000000000000999", "[]").description())
                .isEqualTo("Bad Request: query is too old and response timeout expired or query ID is invalid");
        TranscriptEntry answered = telegram.awaitCall("answerInlineQuery", Duration.ofSeconds(2));
        JsonNode params = FakeJson.parse(answered.json());
        assertThat(answered.text()).isEqualTo("1 results");
        assertThat(params.get("results").get(0).get("title").asText()).isEqualTo("Cats");
        assertThat(params.get("cache_time").asInt()).isZero();
        assertThat(params.get("is_personal").asBoolean()).isTrue();
    }

    @Test
    void theUserChoosesAResultAndTheBotIsTold() {
        FakeUser eve = telegram.user(5, "Eve");
        String query = eve.asksInline("cats").queryId();
        bot.call("answerInlineQuery", "{\"inline_query_id\":\"" + query + "\",\"results\":[" + ARTICLE + "," + PHOTO
                + "]}").result();

        UserAction photo = eve.choosesInlineResult("p1");
        UserAction article = eve.choosesInlineResult("a1");

        JsonNode updates = bot.call("getUpdates", "{\"offset\":" + (photo.updateId() - 1) + "}").result();
        JsonNode chosenPhoto = updates.get(1).get("chosen_inline_result");
        JsonNode chosenArticle = updates.get(2).get("chosen_inline_result");
        assertThat(updates.get(1).get("update_id").asLong()).isEqualTo(photo.updateId());
        assertThat(chosenPhoto.get("result_id").asText()).isEqualTo("p1");
        assertThat(chosenPhoto.get("query").asText()).isEqualTo("cats");
        assertThat(chosenPhoto.get("from").get("first_name").asText()).isEqualTo("Eve");
        assertThat(chosenPhoto.has("inline_message_id")).as("no inline keyboard, no inline message id").isFalse();
        assertThat(chosenArticle.get("inline_message_id").asText()).isNotEmpty();
        assertThat(article.kind()).isEqualTo("chosen_inline_result");
        assertThatThrownBy(() -> eve.choosesInlineResult("nope")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("no inline result \"nope\"");
        assertThatThrownBy(() -> telegram.user(6, "Mallory").choosesInlineResult("p1"))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void theControlApiChoosesAResult() {
        FakeUser eve = client.user(5, "Eve");
        String query = eve.asksInline("").queryId(); // "@bot " alone: an empty query
        bot.call("answerInlineQuery", "{\"inline_query_id\":\"" + query + "\",\"results\":[" + PHOTO + "]}").result();

        UserAction chosen = eve.choosesInlineResult("p1");

        assertThat(chosen.kind()).isEqualTo("chosen_inline_result");
        assertThat(chosen.queryId()).isEqualTo(query);
        assertThat(client.transcript()).extracting(TranscriptEntry::kind).containsExactly("inline_query",
                "answerInlineQuery", "chosen_inline_result");
        assertThatThrownBy(() -> eve.choosesInlineResult("a1")).isInstanceOf(IllegalArgumentException.class);
    }

    private static BotApiCaller.Answer answer(String queryId, String results) {
        return bot.call("answerInlineQuery", "{\"inline_query_id\":\"" + queryId + "\",\"results\":" + results + "}");
    }
}
