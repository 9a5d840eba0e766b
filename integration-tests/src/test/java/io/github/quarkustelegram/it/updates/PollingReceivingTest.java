package io.github.quarkustelegram.it.updates;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import jakarta.inject.Inject;

import org.junit.jupiter.api.BeforeEach;
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

    @BeforeEach
    void forget() {
        received.clear();
    }

    /** @return an update_id above every one confirmed so far (the tests share the application and its offset) */
    int nextUpdateId() {
        return telegram.queue().confirmedOffset() + 10;
    }

    @Test
    void updatesArriveInOrderAndAreConfirmedOnceHandled() throws Exception {
        int first = nextUpdateId();
        telegram.queue().addMessage(first, 1, "one").addMessage(first + 1, 2, "two").addMessage(first + 2, 1, "three");

        List<Update> updates = received.await(3, Duration.ofSeconds(10));

        assertThat(updates).extracting(Update::updateId).containsExactly(first, first + 1, first + 2);
        assertThat(updates).extracting(u -> u.message().text()).containsExactly("one", "two", "three");
        long deadline = System.nanoTime() + Duration.ofSeconds(10).toNanos();
        while (telegram.queue().confirmedOffset() < first + 3 && System.nanoTime() < deadline) {
            Thread.sleep(20);
        }
        assertThat(telegram.queue().confirmedOffset()).as("the next getUpdates confirms them").isEqualTo(first + 3);
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

    /**
     * The poller is the only retry layer of getUpdates: after a failed poll the next one comes after its backoff
     * (1 s by default), not within the client's own retry delays (200 ms with jitter), which its client has not.
     */
    @Test
    void aFailedPollIsRetriedByThePollerAloneAfterItsBackoff() throws Exception {
        telegram.queue().failNext(1);
        long deadline = System.nanoTime() + Duration.ofSeconds(10).toNanos();
        while (telegram.queue().failedAt().isEmpty() && System.nanoTime() < deadline) {
            Thread.sleep(20);
        }
        assertThat(telegram.queue().failedAt()).hasSize(1);
        long failed = telegram.queue().failedAt().get(0);
        while (telegram.queue().polledAt().stream().noneMatch(t -> t > failed) && System.nanoTime() < deadline) {
            Thread.sleep(20);
        }
        long next = telegram.queue().polledAt().stream().filter(t -> t > failed).findFirst().orElseThrow();

        assertThat(Duration.ofNanos(next - failed)).isGreaterThanOrEqualTo(Duration.ofMillis(900));
        int id = nextUpdateId();
        telegram.queue().addMessage(id, 3, "after the failure");
        assertThat(received.await(1, Duration.ofSeconds(10))).extracting(Update::updateId).containsExactly(id);
    }

    @Test
    void theWebhookRouteDoesNotAnswerWhilePolling() {
        given().header(WebhookHandler.SECRET_HEADER, "anything").body("{\"update_id\":99}")
                .when().post("/telegram/webhook")
                .then().statusCode(404);
    }
}
