package io.github.quarkustelegram.ops;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.Map;

import org.junit.jupiter.api.Test;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;

/**
 * The bot receiving by webhook: the updates it accepts counted by receiver, the requests it refuses counted by
 * reason, readiness while the route serves, and the secret in none of them.
 */
@QuarkusTest
@TestProfile(WebhookOperationsTest.Webhook.class)
class WebhookOperationsTest {

    static final String SECRET = "webhook-secret-2718";
    private static final String PATH = "/telegram/webhook";
    private static final String UPDATE = "{\"update_id\":9001,\"message\":{\"message_id\":1,\"date\":1,"
            + "\"chat\":{\"id\":401,\"type\":\"private\"},\"from\":{\"id\":401,\"is_bot\":false,\"first_name\":\"Ada\"},"
            + "\"text\":\"hello\"}}";

    /** Webhook mode, with a secret and a small body cap. */
    public static class Webhook implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of("quarkus.telegram.updates.mode", "webhook",
                    "quarkus.telegram.updates.webhook.secret-token", SECRET,
                    "quarkus.telegram.updates.webhook.max-body-size", "2K");
        }
    }

    @Test
    void acceptedAndRefusedRequestsAreCountedByReceiverAndReason() {
        post(SECRET, UPDATE).then().statusCode(200);
        post("wrong-secret", UPDATE).then().statusCode(401);
        post(null, UPDATE).then().statusCode(401);
        post(SECRET, "{\"update_id\":9002,\"message\":{\"text\":\"" + "x".repeat(4096) + "\"}}").then().statusCode(413);
        post(SECRET, "{not json").then().statusCode(400);

        Scrape scrape = Scrape.until(s -> s.value("telegram_webhook_refused_total") >= 4
                && s.value("telegram_updates_received_total", "receiver", "webhook") >= 1, Duration.ofSeconds(15));

        assertThat(scrape.value("telegram_updates_received_total", "kind", "message", "receiver", "webhook"))
                .isEqualTo(1);
        assertThat(scrape.value("telegram_webhook_refused_total", "reason", "secret")).isEqualTo(2);
        assertThat(scrape.value("telegram_webhook_refused_total", "reason", "size")).isEqualTo(1);
        assertThat(scrape.value("telegram_webhook_refused_total", "reason", "malformed")).isEqualTo(1);
        assertThat(scrape.text()).doesNotContain(SECRET).doesNotContain("wrong-secret");

        String ready = given().get("/q/health/ready").then().statusCode(200).extract().asString();
        assertThat(ready).contains("\"mode\": \"webhook\"").contains("serving").doesNotContain(SECRET);
    }

    private static io.restassured.response.Response post(String secret, String body) {
        var request = given().contentType("application/json").body(body);
        if (secret != null) {
            request = request.header("X-Telegram-Bot-Api-Secret-Token", secret);
        }
        return request.post(PATH);
    }
}
