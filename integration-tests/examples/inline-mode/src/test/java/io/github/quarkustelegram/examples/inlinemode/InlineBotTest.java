package io.github.quarkustelegram.examples.inlinemode;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import io.github.quarkustelegram.testing.telegram.FakeTelegramClient;
import io.github.quarkustelegram.testing.telegram.FakeUser;
import io.github.quarkustelegram.testing.telegram.InjectFakeTelegram;
import io.github.quarkustelegram.testing.telegram.TranscriptEntry;
import io.quarkus.test.junit.QuarkusTest;

/** The inline bot through the fake Telegram: what a user typing "@bot ..." is offered, and what choosing does. */
@QuarkusTest
class InlineBotTest {

    private static final Duration WAIT = Duration.ofSeconds(10);
    private static final ObjectMapper JSON = new ObjectMapper();

    @InjectFakeTelegram
    FakeTelegramClient telegram;

    @BeforeEach
    void reset() {
        telegram.reset();
    }

    @Test
    void offersMatchingFactsAndACatPhoto() throws Exception {
        telegram.user(1, "Ada").asksInline("purr");

        JsonNode answer = answer();
        assertThat(types(answer)).containsExactly("article", "photo");
        JsonNode fact = answer.get("results").get(0);
        assertThat(fact.get("id").asText()).isEqualTo("purr");
        assertThat(fact.get("title").asText()).isEqualTo("Why cats purr");
        assertThat(fact.get("input_message_content").get("message_text").asText()).startsWith("Cats purr");
        assertThat(fact.get("reply_markup").get("inline_keyboard").get(0).get(0).get("url").asText())
                .contains("wikipedia");
        assertThat(answer.get("results").get(1).get("photo_url").asText()).isEqualTo(InlineBot.CAT_PHOTO);
        assertThat(answer.get("cache_time").asInt()).isZero();
        assertThat(answer.get("is_personal").asBoolean()).isTrue();
    }

    @Test
    void aChosenFactComesFirstNextTime() throws Exception {
        FakeUser grace = telegram.user(2, "Grace");
        grace.asksInline("");
        assertThat(ids(answer())).startsWith("sleep", "purr", "whiskers");

        grace.choosesInlineResult("whiskers");
        // a user's updates without a chat are handled in order: the choice is counted before the next query
        grace.asksInline("");
        JsonNode next = answer();

        assertThat(ids(next)).startsWith("whiskers");
        assertThat(next.get("results").get(0).get("description").asText()).isEqualTo("Shared 1 times");
    }

    @Test
    void aPhotoSentToTheBotIsOfferedByItsFileId() throws Exception {
        FakeUser linus = telegram.user(3, "Linus");
        assertThat(linus.sendsPhoto(null).reply().text()).startsWith("Got it");

        linus.asksInline("nothing matches this");

        JsonNode answer = answer();
        assertThat(types(answer)).containsExactly("photo", "photo");
        JsonNode cached = answer.get("results").get(1);
        assertThat(cached.get("id").asText()).isEqualTo("mine");
        assertThat(cached.get("photo_file_id").asText()).startsWith("photo-3-");
        assertThat(cached.has("photo_url")).isFalse();
    }

    /** The parameters of the bot's latest answerInlineQuery. */
    private JsonNode answer() throws Exception {
        TranscriptEntry call = telegram.awaitCall("answerInlineQuery", WAIT);
        return JSON.readTree(call.json());
    }

    private static List<String> types(JsonNode answer) {
        List<String> types = new ArrayList<>();
        answer.get("results").forEach(r -> types.add(r.get("type").asText()));
        return types;
    }

    private static List<String> ids(JsonNode answer) {
        List<String> ids = new ArrayList<>();
        answer.get("results").forEach(r -> ids.add(r.get("id").asText()));
        return ids;
    }
}
