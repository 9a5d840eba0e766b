package io.github.quarkustelegram.it.updates;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import jakarta.inject.Inject;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;

import io.github.quarkustelegram.model.Update;
import io.github.quarkustelegram.testing.server.RecordedRequest;
import io.github.quarkustelegram.testing.telegram.FakeTelegram;
import io.github.quarkustelegram.updates.HandledUpdateKinds;
import io.github.quarkustelegram.updates.WebhookHandler;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.http.ContentType;

/** Telegram's POSTs to the webhook route of the running application, and its setWebhook at start-up. */
@QuarkusTest
@TestProfile(WebhookProfile.class)
class WebhookReceivingTest {

    static final String PATH = "/telegram/webhook";
    static final String MESSAGE = "{\"update_id\":501,\"message\":{\"message_id\":7,\"date\":1700000000,"
            + "\"chat\":{\"id\":42,\"type\":\"private\"},\"text\":\"/start\"}}";

    FakeTelegram telegram;

    @Inject
    ReceivedUpdates received;
    @Inject
    HandledUpdateKinds handledKinds;

    @BeforeEach
    void forget() {
        received.clear();
    }

    @Test
    void setWebhookWasCalledAtStartUpWithUrlSecretAndAllowedUpdates() {
        RecordedRequest call = telegram.server().takeRequest("setWebhook");

        assertThat(call.param("url")).hasValue(WebhookProfile.PUBLIC_URL);
        assertThat(call.param("secret_token")).hasValue(WebhookProfile.SECRET);
        assertThat(call.param("drop_pending_updates")).hasValue("true");
        // the kinds the handlers handle; none here (no handler in this branch's app): [] = Telegram's default set
        List<String> allowed = new ArrayList<>();
        for (JsonNode kind : call.json().get("allowed_updates")) {
            allowed.add(kind.asText());
        }
        assertThat(allowed).isEqualTo(handledKinds.kinds());
    }

    @Test
    void anUpdateWithTheRightSecretIsHandedOver() {
        given().header(WebhookHandler.SECRET_HEADER, WebhookProfile.SECRET).contentType(ContentType.JSON)
                .body(MESSAGE)
                .when().post(PATH)
                .then().statusCode(200);

        // answered after handling (the default): the sink has it by the time the 200 arrives
        assertThat(received.updates()).singleElement().satisfies(update -> {
            assertThat(update.updateId()).isEqualTo(501);
            assertThat(update.message().text()).isEqualTo("/start");
            assertThat(update.message().chat().id()).isEqualTo(42);
        });
    }

    @Test
    void aWrongOrMissingSecretIs401() {
        given().header(WebhookHandler.SECRET_HEADER, WebhookProfile.SECRET + "x").contentType(ContentType.JSON)
                .body(MESSAGE)
                .when().post(PATH)
                .then().statusCode(401);
        given().contentType(ContentType.JSON).body(MESSAGE)
                .when().post(PATH)
                .then().statusCode(401);

        assertThat(received.updates()).isEmpty();
    }

    @Test
    void aBodyOverTheCapIs413() {
        byte[] big = new byte[1024 * 1024 + 1];
        java.util.Arrays.fill(big, (byte) ' ');
        given().header(WebhookHandler.SECRET_HEADER, WebhookProfile.SECRET).contentType(ContentType.JSON)
                .body(big)
                .when().post(PATH)
                .then().statusCode(413);

        assertThat(received.updates()).isEmpty();
    }

    @Test
    void malformedJsonIs400() {
        for (String body : List.of("{\"update_id\":5,", "[]", "{}")) {
            given().header(WebhookHandler.SECRET_HEADER, WebhookProfile.SECRET).contentType(ContentType.JSON)
                    .body(body)
                    .when().post(PATH)
                    .then().statusCode(400);
        }

        assertThat(received.updates()).isEmpty();
    }

    @Test
    void anUnknownUpdateKindIs200AndHandedOver() throws Exception {
        given().header(WebhookHandler.SECRET_HEADER, WebhookProfile.SECRET).contentType(ContentType.JSON)
                .body("{\"update_id\":777,\"kind_from_a_newer_bot_api\":{\"id\":\"x\",\"more\":[1,2]}}")
                .when().post(PATH)
                .then().statusCode(200);

        List<Update> updates = received.await(1, Duration.ofSeconds(5));
        assertThat(updates).singleElement().satisfies(update -> {
            assertThat(update.updateId()).isEqualTo(777);
            assertThat(update.message()).isNull();
        });
    }

    @Test
    void otherMethodsThanPostAre405() {
        given().header(WebhookHandler.SECRET_HEADER, WebhookProfile.SECRET)
                .when().get(PATH)
                .then().statusCode(405).header("Allow", equalTo("POST"));
    }
}
