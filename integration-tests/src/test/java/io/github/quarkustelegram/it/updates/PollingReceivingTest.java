package io.github.quarkustelegram.it.updates;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;

import io.github.quarkustelegram.model.Update;
import io.github.quarkustelegram.runtime.updates.HandledUpdateKinds;
import io.github.quarkustelegram.runtime.updates.webhook.WebhookHandler;
import io.github.quarkustelegram.testing.RecordedRequest;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

/** The running application polls the fake Telegram: updates arrive in order and are confirmed once handled. */
@QuarkusTest
@TestProfile(PollingProfile.class)
class PollingReceivingTest {

    FakeTelegram telegram;

    @Inject
    ReceivedUpdates received;
    @Inject
    HandledUpdateKinds handledKinds;

    @Test
    void updatesArriveInOrderAndAreConfirmedOnceHandled() throws Exception {
        telegram.queue().addMessage(11, 1, "one").addMessage(12, 2, "two").addMessage(13, 1, "three");

        List<Update> updates = received.await(3, Duration.ofSeconds(10));

        assertThat(updates).extracting(Update::updateId).containsExactly(11, 12, 13);
        assertThat(updates).extracting(u -> u.message().text()).containsExactly("one", "two", "three");
        long deadline = System.nanoTime() + Duration.ofSeconds(10).toNanos();
        while (telegram.queue().confirmedOffset() < 14 && System.nanoTime() < deadline) {
            Thread.sleep(20);
        }
        assertThat(telegram.queue().confirmedOffset()).as("the next getUpdates confirms them").isEqualTo(14);
    }

    @Test
    void theWebhookWasDeletedAndEachPollAsksForTheHandledKinds() {
        assertThat(telegram.api().takeRequest("deleteWebhook").param("drop_pending_updates")).hasValue("false");

        RecordedRequest poll = telegram.api().takeRequest("getUpdates");
        assertThat(poll.param("timeout")).hasValue("1");
        assertThat(poll.param("limit")).hasValue("100");
        List<String> allowed = new ArrayList<>();
        for (JsonNode kind : poll.json().get("allowed_updates")) {
            allowed.add(kind.asText());
        }
        assertThat(allowed).isEqualTo(handledKinds.kinds());
    }

    @Test
    void theWebhookRouteDoesNotAnswerWhilePolling() {
        given().header(WebhookHandler.SECRET_HEADER, "anything").body("{\"update_id\":99}")
                .when().post("/telegram/webhook")
                .then().statusCode(404);
    }
}
