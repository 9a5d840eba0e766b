package io.github.quarkustelegram.it.updates;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import jakarta.inject.Inject;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;

import io.github.quarkustelegram.model.Update;
import io.github.quarkustelegram.testing.server.FakeReply;
import io.github.quarkustelegram.testing.server.RecordedRequest;
import io.github.quarkustelegram.testing.telegram.FakeTelegram;
import io.github.quarkustelegram.testing.telegram.FakeUser;
import io.github.quarkustelegram.updates.HandledUpdateKinds;
import io.github.quarkustelegram.updates.WebhookHandler;
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

    @Test
    void updatesArriveInOrderAndAreConfirmedOnceHandled() throws Exception {
        FakeUser one = telegram.user(1, "One");
        long first = one.sends("one").updateId();
        telegram.user(2, "Two").sends("two");
        long last = one.sends("three").updateId();

        List<Update> updates = received.await(3, Duration.ofSeconds(10));

        assertThat(updates).extracting(u -> (long) u.updateId()).containsExactly(first, first + 1, last);
        assertThat(updates).extracting(u -> u.message().text()).containsExactly("one", "two", "three");
        long deadline = System.nanoTime() + Duration.ofSeconds(10).toNanos();
        // recorded on arrival, then answered: the fake drops what the offset confirms a moment after the record
        while (!(confirmed(last) && telegram.pendingUpdates() == 0) && System.nanoTime() < deadline) {
            Thread.sleep(20);
        }
        assertThat(confirmed(last)).as("the next getUpdates confirms them").isTrue();
        assertThat(telegram.pendingUpdates()).isZero();
    }

    /** @return whether a getUpdates came with an offset above {@code updateId} */
    boolean confirmed(long updateId) {
        return telegram.server().requests("getUpdates").stream()
                .anyMatch(r -> r.json().path("offset").asLong() > updateId);
    }

    @Test
    void theWebhookWasDeletedAndEachPollAsksForTheHandledKinds() {
        assertThat(telegram.server().takeRequest("deleteWebhook").param("drop_pending_updates")).hasValue("false");

        RecordedRequest poll = telegram.server().takeRequest("getUpdates");
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
        // the next poll fails with a 500, as a Bot API server in trouble answers; the one after is timed, then the
        // fake answers getUpdates again
        CompletableFuture<Long> failed = new CompletableFuture<>();
        CompletableFuture<Long> next = new CompletableFuture<>();
        telegram.server().handle("getUpdates", failing -> {
            failed.complete(System.nanoTime());
            telegram.server().handle("getUpdates", timed -> {
                next.complete(System.nanoTime());
                telegram.restore("getUpdates");
                return FakeReply.ok("[]");
            });
            return FakeReply.error(500, "Internal Server Error");
        });

        long retriedAfter = next.get(10, TimeUnit.SECONDS) - failed.get(10, TimeUnit.SECONDS);

        assertThat(Duration.ofNanos(retriedAfter)).isGreaterThanOrEqualTo(Duration.ofMillis(900));
        long id = telegram.user(3, "Three").sends("after the failure").updateId();
        assertThat(received.await(1, Duration.ofSeconds(10))).extracting(u -> (long) u.updateId())
                .containsExactly(id);
    }

    @Test
    void theWebhookRouteDoesNotAnswerWhilePolling() {
        given().header(WebhookHandler.SECRET_HEADER, "anything").body("{\"update_id\":99}")
                .when().post("/telegram/webhook")
                .then().statusCode(404);
    }
}
