package io.github.quarkustelegram.it.e2e;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.Arrays;
import java.util.List;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

import io.github.quarkustelegram.testing.telegram.FakeTelegram;
import io.github.quarkustelegram.testing.telegram.TranscriptEntry;
import io.github.quarkustelegram.updates.WebhookHandler;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.http.ContentType;

/**
 * Real HTTP POSTs of Update JSON to the application's webhook route, through the real dispatcher into the shop bot's
 * annotated handlers; what the bot answered is asserted on what the fake Telegram received.
 *
 * <p>
 * A refused delivery must reach no handler. Each test proves it without sleeping: after the refused delivery, a
 * good one comes in the same chat; the dispatcher handles a chat's updates in order, so once the good one's reply
 * is there, a reply to the refused one would be there before it.
 */
@QuarkusTest
@TestProfile(EndToEndWebhookProfile.class)
class WebhookEndToEndTest {

    static final String PATH = "/telegram/webhook";
    static final Duration WAIT = Duration.ofSeconds(10);

    FakeTelegram telegram;

    @Inject
    HandlerFailures failures;

    static String message(int updateId, long chatId, String text) {
        return "{\"update_id\":" + updateId + ",\"message\":{\"message_id\":" + updateId + ",\"date\":1700000000,"
                + "\"chat\":{\"id\":" + chatId + ",\"type\":\"private\"},"
                + "\"from\":{\"id\":" + chatId + ",\"is_bot\":false,\"first_name\":\"Ada\"},\"text\":\"" + text + "\"}}";
    }

    static int post(String secret, byte[] body) {
        return given().header(WebhookHandler.SECRET_HEADER, secret).contentType(ContentType.JSON).body(body)
                .when().post(PATH)
                .then().extract().statusCode();
    }

    static int post(String secret, String body) {
        return post(secret, body.getBytes(java.nio.charset.StandardCharsets.UTF_8));
    }

    /** Sends a good /start in the chat and @return every message the bot sent there once it answered it. */
    List<String> botMessagesAfterAGoodUpdate(int updateId, long chatId) {
        assertThat(post(EndToEndWebhookProfile.SECRET, message(updateId, chatId, "/start"))).isEqualTo(200);
        telegram.awaitReplies(chatId, 1, WAIT);
        return telegram.transcript(chatId).stream().filter(e -> e.from() == TranscriptEntry.From.BOT)
                .map(TranscriptEntry::text).toList();
    }

    @Test
    void theRightSecretReachesTheHandlerWhoseReplyArrivesAtTelegram() {
        telegram.user(4101, "Ada");

        assertThat(post(EndToEndWebhookProfile.SECRET, message(1, 4101, "price of tea"))).isEqualTo(200);

        // answered after handling (the default): the reply was sent by the time the 200 arrived
        assertThat(telegram.transcript(4101)).filteredOn(e -> e.from() == TranscriptEntry.From.BOT)
                .extracting(TranscriptEntry::text).containsExactly("tea costs 3 stars");
    }

    @Test
    void aWrongOrMissingSecretIs401AndReachesNoHandler() {
        telegram.user(4102, "Ada");

        assertThat(post(EndToEndWebhookProfile.SECRET + "x", message(2, 4102, "price of gold"))).isEqualTo(401);
        assertThat(given().contentType(ContentType.JSON).body(message(3, 4102, "price of gold"))
                .when().post(PATH).then().extract().statusCode()).isEqualTo(401);

        assertThat(botMessagesAfterAGoodUpdate(4, 4102)).containsExactly("Welcome to the shop");
    }

    @Test
    void anOversizedBodyIs413AndReachesNoHandler() {
        telegram.user(4103, "Ada");
        String update = message(5, 4103, "price of silver");
        byte[] big = Arrays.copyOf(update.getBytes(java.nio.charset.StandardCharsets.UTF_8), 1024 * 1024 + 1);
        Arrays.fill(big, update.length(), big.length, (byte) ' ');

        assertThat(post(EndToEndWebhookProfile.SECRET, big)).isEqualTo(413);

        assertThat(botMessagesAfterAGoodUpdate(6, 4103)).containsExactly("Welcome to the shop");
    }

    @Test
    void malformedJsonIs400AndReachesNoHandler() {
        telegram.user(4104, "Ada");
        String update = message(7, 4104, "price of salt");

        assertThat(post(EndToEndWebhookProfile.SECRET, update.substring(0, update.length() - 3))).isEqualTo(400);

        assertThat(botMessagesAfterAGoodUpdate(8, 4104)).containsExactly("Welcome to the shop");
    }

    @Test
    void anUnknownUpdateKindIs200AndNoHandlerFails() {
        telegram.user(4105, "Ada");
        int before = telegram.transcript().size();

        assertThat(post(EndToEndWebhookProfile.SECRET,
                "{\"update_id\":9,\"kind_from_a_newer_bot_api\":{\"chat\":{\"id\":4105},\"more\":[1,2]}}"))
                .isEqualTo(200);

        // answered after handling: no handler matched, none failed, nothing was sent; the bot still answers
        assertThat(failures.all()).isEmpty();
        assertThat(telegram.transcript().subList(before, telegram.transcript().size())).isEmpty();
        assertThat(botMessagesAfterAGoodUpdate(10, 4105)).containsExactly("Welcome to the shop");
        assertThat(failures.all()).isEmpty();
    }
}
