package io.github.quarkustelegram.ops;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.function.Predicate;

import jakarta.inject.Inject;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;

import io.opentelemetry.api.common.AttributeKey;
import io.opentelemetry.sdk.testing.exporter.InMemorySpanExporter;
import io.opentelemetry.sdk.trace.data.SpanData;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;

/**
 * A scripted Telegram: a call retried after a 429 is one span, with the retry, inside its handler's span, inside the
 * update's; and the health checks driven through each state: ready while getUpdates answers, not ready while
 * it fails with 5xx and ready again once it answers, not ready for good after a 401; not live while a handler is past
 * its deadline, live again once it returns. The token is in no health detail.
 */
@QuarkusTest
@WithTestResource(ScriptedTelegram.class)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class) // the 401 stops polling for good: last
class HealthStatesTest {

    @Inject
    InMemorySpanExporter spans;

    private static final Duration WAIT = Duration.ofSeconds(15);

    @AfterEach
    void openGate() {
        OpsBot.gate.countDown();
    }

    @Test
    @Order(2)
    void readinessFollowsGetUpdatesDownOn5xxUpOnRecoveryAndDownFor401() {
        JsonPath up = await("/q/health/ready", health -> "UP".equals(receiver(health, "status")));
        assertThat(receiver(up, "data.state")).isEqualTo("running");

        ScriptedTelegram.mode = ScriptedTelegram.Mode.SERVER_ERROR;
        JsonPath failing = await("/q/health/ready", health -> "DOWN".equals(receiver(health, "status")));
        assertThat(failing.getInt("checks.find { it.name == 'telegram-receiver' }.data.failures-in-a-row"))
                .isPositive();
        assertThat(check(await("/q/health/live", health -> true), "telegram-poller", "status"))
                .as("a poller that keeps failing is alive: restarting would not help").isEqualTo("UP");

        ScriptedTelegram.mode = ScriptedTelegram.Mode.OK;
        await("/q/health/ready", health -> "UP".equals(receiver(health, "status")));

        ScriptedTelegram.mode = ScriptedTelegram.Mode.UNAUTHORIZED;
        JsonPath refused = await("/q/health/ready", health -> "DOWN".equals(receiver(health, "status")));
        assertThat(receiver(refused, "data.state")).isEqualTo("failed");
        assertThat(refused.prettify()).doesNotContain(ScriptedTelegram.TOKEN)
                .doesNotContain(ScriptedTelegram.TOKEN.substring(ScriptedTelegram.TOKEN.indexOf(':') + 1));
    }

    @Test
    @Order(1)
    void livenessReportsAHandlerPastItsDeadlineUntilItReturns() {
        OpsBot.gate = new CountDownLatch(1);
        ScriptedTelegram.mode = ScriptedTelegram.Mode.OK;
        ScriptedTelegram.updates.add(message(7002, "/slow"));

        JsonPath stuck = await("/q/health/live", health -> "DOWN".equals(check(health, "telegram-dispatcher", "status")));
        assertThat(stuck.prettify()).contains("past-deadline: " + OpsBot.class.getName() + "#slow")
                .contains("update 7002").doesNotContain(ScriptedTelegram.TOKEN);

        OpsBot.gate.countDown();
        await("/q/health/live", health -> "UP".equals(check(health, "telegram-dispatcher", "status")));
    }

    @Test
    @Order(0)
    void aCallRetriedAfterA429IsOneSpanWithItsRetryInsideTheHandlersSpan() {
        spans.reset();
        ScriptedTelegram.throttledSends.set(1);
        ScriptedTelegram.updates.add(message(7001, "/start"));

        SpanData call = awaitSpan(span -> span.getName().equals("sendMessage") && span.hasEnded());
        // the parents end after the call's span, once its answer has reached the handler: wait for them too
        SpanData handler = awaitSpan(span -> span.getSpanId().equals(call.getParentSpanId()));
        SpanData update = awaitSpan(span -> span.getSpanId().equals(handler.getParentSpanId()));

        assertThat(handler.getName()).isEqualTo(OpsBot.class.getName() + "#start");
        assertThat(update.getName()).isEqualTo("telegram update");
        assertThat(update.getAttributes().get(AttributeKey.longKey("telegram.update_id"))).isEqualTo(7001L);
        assertThat(call.getAttributes().get(AttributeKey.longKey("telegram.attempts"))).isEqualTo(2L);
        assertThat(call.getAttributes().get(AttributeKey.longKey("http.response.status_code"))).isEqualTo(200L);
        assertThat(call.getEvents()).singleElement().satisfies(retry -> {
            assertThat(retry.getName()).isEqualTo("retry");
            assertThat(retry.getAttributes().get(AttributeKey.stringKey("telegram.outcome")))
                    .isEqualTo("too_many_requests");
            assertThat(retry.getAttributes().get(AttributeKey.longKey("telegram.retry.delay_ms"))).isEqualTo(1000L);
        });
        assertThat(call.getEndEpochNanos() - call.getStartEpochNanos()).as("the span covers the wait")
                .isGreaterThanOrEqualTo(Duration.ofSeconds(1).toNanos());
    }

    private static String message(long updateId, String text) {
        return "{\"update_id\":" + updateId + ",\"message\":{\"message_id\":1,\"date\":1,"
                + "\"chat\":{\"id\":301,\"type\":\"private\"},\"from\":{\"id\":301,\"is_bot\":false,"
                + "\"first_name\":\"Ken\"},\"text\":\"" + text + "\",\"entities\":[{\"type\":\"bot_command\","
                + "\"offset\":0,\"length\":" + text.length() + "}]}}";
    }

    private SpanData awaitSpan(Predicate<SpanData> which) {
        long deadline = System.nanoTime() + WAIT.toNanos();
        while (System.nanoTime() < deadline) {
            for (SpanData span : spans.getFinishedSpanItems()) {
                if (which.test(span)) {
                    return span;
                }
            }
            pause();
        }
        throw new AssertionError("No such span among " + spans.getFinishedSpanItems());
    }

    private static void pause() {
        try {
            Thread.sleep(50);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static String receiver(JsonPath health, String path) {
        return check(health, "telegram-receiver", path);
    }

    private static String check(JsonPath health, String name, String path) {
        Object value = health.get("checks.find { it.name == '" + name + "' }." + path);
        return value == null ? null : value.toString();
    }

    /** Polls the endpoint (200 when UP, 503 when DOWN) until its JSON satisfies the condition. */
    private static JsonPath await(String endpoint, Predicate<JsonPath> condition) {
        long deadline = System.nanoTime() + WAIT.toNanos();
        JsonPath health;
        do {
            health = given().get(endpoint).then().extract().jsonPath();
            if (condition.test(health)) {
                return health;
            }
            pause();
        } while (System.nanoTime() < deadline);
        throw new AssertionError("Not reached in " + WAIT + ": " + health.prettify());
    }
}
