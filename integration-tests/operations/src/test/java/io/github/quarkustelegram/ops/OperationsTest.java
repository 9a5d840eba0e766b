package io.github.quarkustelegram.ops;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;

import java.time.Duration;
import java.util.List;
import java.util.Map;

import jakarta.inject.Inject;

import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jboss.logmanager.ExtLogRecord;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import io.github.quarkustelegram.broadcasts.Broadcasts;
import io.github.quarkustelegram.dispatch.Reply;
import io.github.quarkustelegram.testing.logging.LogCapture;
import io.github.quarkustelegram.testing.telegram.FakeTelegramClient;
import io.github.quarkustelegram.testing.telegram.FakeUser;
import io.opentelemetry.sdk.testing.exporter.InMemorySpanExporter;
import io.opentelemetry.sdk.trace.data.SpanData;
import io.quarkus.test.junit.QuarkusTest;

/**
 * The bot in production dress (Micrometer with Prometheus, OpenTelemetry, SmallRye Health) on the fake Telegram of Dev
 * Services, driven as its users would: the series it exports and their counts, the spans of an update, the MDC of a
 * log line made while handling, the health checks, and the token nowhere in any of them.
 */
@QuarkusTest
class OperationsTest {

    private static final Duration WAIT = Duration.ofSeconds(15);

    @ConfigProperty(name = "quarkus.telegram.api.base-url")
    String telegramUrl;
    @ConfigProperty(name = "quarkus.telegram.bot.token")
    String token;
    @Inject
    InMemorySpanExporter spans;

    private FakeTelegramClient telegram;

    @BeforeEach
    void connect() {
        telegram = FakeTelegramClient.connect(telegramUrl);
    }

    @Test
    void theMetricsCountTheUpdatesAndCallsOfRealFlows() {
        FakeUser ada = telegram.user(201, "Ada");
        ada.sends("/start");
        telegram.awaitReply(201);
        ada.sends("/start");
        telegram.awaitReply(201);
        ada.sends("/fail");
        ada.sends("nothing handles this");
        String start = OpsBot.class.getName() + "#start";

        Scrape scrape = Scrape.until(s -> s.value("telegram_updates_handled_seconds_count", "outcome", "unhandled") >= 1
                && s.value("telegram_updates_handled_seconds_count", "outcome", "failed") >= 1
                && s.value("telegram_updates_handled_seconds_count", "handler", start) >= 2, WAIT);

        assertThat(scrape.value("telegram_updates_received_total", "kind", "message", "receiver", "polling"))
                .isGreaterThanOrEqualTo(4);
        assertThat(scrape.value("telegram_updates_handled_seconds_count", "kind", "message", "handler", start,
                "outcome", "ok")).isGreaterThanOrEqualTo(2);
        assertThat(scrape.value("telegram_updates_handled_seconds_count", "handler", OpsBot.class.getName() + "#fail",
                "outcome", "failed")).isEqualTo(1);
        assertThat(scrape.value("telegram_updates_handled_seconds_count", "handler", "none", "outcome", "unhandled"))
                .isGreaterThanOrEqualTo(1);
        assertThat(scrape.value("telegram_updates_handled_seconds_sum", "handler", start)).isPositive();
        assertThat(scrape.value("telegram_client_calls_seconds_count", "method", "sendMessage", "outcome", "ok"))
                .isGreaterThanOrEqualTo(2);
        assertThat(scrape.value("telegram_client_calls_seconds_count", "method", "getUpdates", "outcome", "ok"))
                .as("the poller's calls are counted too").isPositive();
        assertThat(scrape.has("telegram_dispatcher_running")).isTrue();
        assertThat(scrape.has("telegram_dispatcher_pending")).isTrue();
        assertThat(scrape.has("telegram_conversations_active")).isTrue();
        assertThat(scrape.value("telegram_polling_state", "state", "running")).isEqualTo(1);
        assertThat(scrape.value("telegram_polling_state", "state", "failed")).isZero();
        assertThat(scrape.has("telegram_polling_since_success_seconds")).isTrue();
        assertThat(scrape.has("telegram_polling_unconfirmed")).isTrue();
        assertThat(scrape.has("telegram_client_flood_queued")).isTrue();
        // finite tag values only: no chat or user id, and never the token
        assertThat(scrape.samples()).allSatisfy(sample -> assertThat(sample.labels().values())
                .noneMatch(v -> v.contains("201")));
        assertThat(scrape.text()).doesNotContain(token).doesNotContain(token.substring(token.indexOf(':') + 1));
    }

    @Inject
    Broadcasts broadcasts;

    @Test
    void theMetricsCountABroadcastsRecipientsByOutcome() {
        telegram.user(211, "Bea");
        telegram.user(212, "Ben");
        telegram.user(213, "Bo").blocksBot();
        broadcasts.start("ops", List.of(211L, 212L, 213L), Reply.text("News")).await().atMost(WAIT).ended().await()
                .atMost(WAIT);

        Scrape scrape = Scrape.until(s -> s.value("telegram_broadcasts_recipients_total", "outcome", "sent") >= 2
                && s.value("telegram_broadcasts_recipients_total", "outcome", "unreachable") >= 1, WAIT);

        assertThat(scrape.value("telegram_broadcasts_sending")).isEqualTo(1);
        assertThat(scrape.has("telegram_broadcasts_active")).isTrue();
        assertThat(scrape.has("telegram_broadcasts_left")).isTrue();
        assertThat(scrape.value("telegram_broadcasts_recipients_total", "outcome", "failed")).isZero();
    }

    @Test
    void anUpdateIsASpanWithItsHandlersSpanAndTheHandlersCallsBelow() {
        spans.reset();
        telegram.user(202, "Grace").sends("/start");
        telegram.awaitReply(202);

        SpanData update = awaitSpan(s -> s.getName().equals("telegram update")
                && OpsBot.class.getName().concat("#start").equals(attribute(s, "telegram.handler")));
        List<SpanData> trace = awaitTrace(update.getTraceId(), 3);
        SpanData handler = trace.stream().filter(s -> s.getParentSpanId().equals(update.getSpanId())).findFirst()
                .orElseThrow();
        SpanData call = trace.stream().filter(s -> s.getName().equals("sendMessage")).findFirst().orElseThrow();

        assertThat(attribute(update, "telegram.update.kind")).isEqualTo("message");
        assertThat(attribute(update, "telegram.outcome")).isEqualTo("ok");
        assertThat(update.getAttributes().asMap().keySet()).extracting(Object::toString).contains("telegram.update_id");
        assertThat(handler.getName()).isEqualTo(OpsBot.class.getName() + "#start");
        assertThat(call.getParentSpanId()).as("the call is the handler's").isEqualTo(handler.getSpanId());
        assertThat(attribute(call, "telegram.method")).isEqualTo("sendMessage");
        assertThat(attribute(call, "telegram.attempts")).isEqualTo("1");
        assertThat(attribute(call, "http.response.status_code")).isEqualTo("200");
        for (SpanData span : spans.getFinishedSpanItems()) {
            assertThat(span.getName()).doesNotContain(token);
            assertThat(span.getAttributes().asMap().values()).extracting(String::valueOf)
                    .noneMatch(value -> value.contains(token.substring(token.indexOf(':') + 1)));
        }
    }

    @Test
    void logLinesMadeWhileHandlingCarryTheUpdateItsChatAndItsHandlerInTheMdc() {
        try (LogCapture<Map<String, String>> greetings = LogCapture.of(OpsBot.class.getName(),
                // the MDC when the line is logged, on the handler's thread: what a formatter or a JSON line shows
                record -> "greeting".equals(record.getMessage()) ? org.jboss.logmanager.MDC.copy() : null)) {
            long updateId = telegram.user(203, "Linus").sends("/start").updateId();
            telegram.awaitReply(203);

            assertThat(greetings.captured()).hasSize(1);
            assertThat(greetings.captured().get(0)).containsEntry("telegram.update_id", String.valueOf(updateId))
                    .containsEntry("telegram.chat_id", "203")
                    .containsEntry("telegram.handler", OpsBot.class.getName() + "#start");
        }
    }

    @Test
    void anApplicationsDecoratorSeesEachCallOnce() {
        try (LogCapture<String> audit = LogCapture.of("audit", record -> ((ExtLogRecord) record).getFormattedMessage())) {
            telegram.user(204, "Barbara").sends("/start");
            telegram.awaitReply(204);
            long deadline = System.nanoTime() + WAIT.toNanos();
            while (audit.captured().stream().noneMatch(line -> line.startsWith("sendMessage "))
                    && System.nanoTime() < deadline) {
                sleep();
            }
            assertThat(audit.captured()).anySatisfy(line -> assertThat(line).matches("sendMessage ok in \\d+ ms"));
            assertThat(audit.captured()).as("the poller's calls go through the same chain")
                    .anySatisfy(line -> assertThat(line).startsWith("getUpdates ok in "));
        }
    }

    @Test
    void theHealthChecksSayTheBotReceivesAndIsNotStuck() {
        given().get("/q/health/ready").then().statusCode(200)
                .body("checks.find { it.name == 'telegram-receiver' }.status", equalTo("UP"))
                .body("checks.find { it.name == 'telegram-receiver' }.data.mode", equalTo("polling"));
        String live = given().get("/q/health/live").then().statusCode(200)
                .body("checks.name", hasItem("telegram-dispatcher"))
                .body("checks.name", hasItem("telegram-poller")).extract().asString();
        assertThat(live).doesNotContain(token);
    }

    private SpanData awaitSpan(java.util.function.Predicate<SpanData> which) {
        long deadline = System.nanoTime() + WAIT.toNanos();
        while (System.nanoTime() < deadline) {
            for (SpanData span : spans.getFinishedSpanItems()) {
                if (which.test(span)) {
                    return span;
                }
            }
            sleep();
        }
        throw new AssertionError("No such span among " + spans.getFinishedSpanItems());
    }

    private List<SpanData> awaitTrace(String traceId, int atLeast) {
        long deadline = System.nanoTime() + WAIT.toNanos();
        List<SpanData> trace = List.of();
        while (System.nanoTime() < deadline) {
            trace = spans.getFinishedSpanItems().stream().filter(s -> s.getTraceId().equals(traceId)).toList();
            if (trace.size() >= atLeast) {
                return trace;
            }
            sleep();
        }
        throw new AssertionError("Trace " + traceId + " has only " + trace);
    }

    private static String attribute(SpanData span, String key) {
        return span.getAttributes().asMap().entrySet().stream().filter(e -> e.getKey().getKey().equals(key))
                .map(e -> String.valueOf(e.getValue())).findFirst().orElse(null);
    }

    private static void sleep() {
        try {
            Thread.sleep(20);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
