package io.github.quarkustelegram.testing.telegram;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.net.http.HttpRequest;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import com.fasterxml.jackson.databind.JsonNode;

import io.github.quarkustelegram.testing.internal.FakeJson;

/**
 * The control API's routes of one user's actions answer as they always did, for the READMEs' {@code curl} lines: one
 * action's update, an album's updates, {@code true} for a declaration, 400 with the reason for a bad body, and the same
 * action posted as JSON to {@code /fake/actions}.
 */
@Timeout(30)
@WithFakeTelegram
class UserRoutesOverHttpTest {

    static FakeTelegram telegram;
    static BotApiCaller bot;

    @Test
    void eachRouteAnswersAsItAlwaysDid() throws Exception {
        JsonNode sent = post("users/42/messages", "{\"text\":\"/start\",\"first_name\":\"Ada\"}");
        JsonNode album = post("users/42/albums", "{\"captions\":[\"Sunset\",null]}");
        telegram.group(-100, "Club");
        JsonNode declared = post("users/1/member-status", "{\"chat_id\":-100,\"status\":\"creator\"}");

        assertThat(sent.path("ok").asBoolean()).isTrue();
        assertThat(sent.path("result").path("kind").asText()).isEqualTo("message");
        assertThat(sent.path("result").path("chat_id").asLong()).isEqualTo(42);
        assertThat(album.path("result").isArray()).isTrue();
        assertThat(album.path("result")).hasSize(2);
        assertThat(declared.path("result").asBoolean()).isTrue();
        assertThat(telegram.transcript(42)).extracting(TranscriptEntry::kind).containsExactly("message", "photo",
                "photo");
    }

    @Test
    void anActionPostedAsJsonIsDoneAndABadOneRefusedWithItsReason() throws Exception {
        JsonNode done = post("actions", "{\"action\":\"send_text\",\"user_id\":42,\"chat_id\":42,\"text\":\"hi\"}");
        JsonNode missing = post("users/42/edits", "{\"message_id\":3}");
        JsonNode unknown = post("actions", "{\"action\":\"telepathy\",\"user_id\":42}");

        assertThat(done.path("result")).hasSize(1);
        assertThat(done.path("result").get(0).path("update_id").asLong()).isPositive();
        assertThat(missing.path("description").asText()).isEqualTo("Bad Request: text is missing");
        assertThat(unknown.path("description").asText()).isEqualTo("Bad Request: no user action telepathy");
    }

    private static JsonNode post(String path, String body) throws Exception {
        HttpRequest request = HttpRequest.newBuilder(URI.create(telegram.baseUrl() + FakeTelegram.CONTROL_PATH + path))
                .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(body)).build();
        return FakeJson.parse(bot.send(request).body());
    }
}
