package io.github.quarkustelegram.examples.webhook;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicLong;

import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.junit.jupiter.api.Test;

import io.github.quarkustelegram.testing.server.RecordedRequest;
import io.github.quarkustelegram.testing.telegram.FakeTelegramClient;
import io.github.quarkustelegram.testing.telegram.FakeUser;
import io.github.quarkustelegram.testing.telegram.InjectFakeTelegram;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;

/** The bot on a webhook: registered at start-up, fed by the fake Telegram, closed to anyone without the secret. */
@QuarkusTest
@WithTestResource(LocalWebhook.class)
class PingBotTest {

    private static final String SECRET_HEADER = "X-Telegram-Bot-Api-Secret-Token";
    private static final AtomicLong UPDATE_IDS = new AtomicLong(900_000);

    @InjectFakeTelegram
    FakeTelegramClient telegram;
    @ConfigProperty(name = "quarkus.telegram.updates.webhook.url")
    String webhookUrl;

    private final HttpClient http = HttpClient.newHttpClient();

    @Test
    void theWebhookIsSetAtStartUpWithItsSecret() {
        RecordedRequest setWebhook = telegram.takeRequest("setWebhook", Duration.ofSeconds(10));
        assertThat(setWebhook.param("url")).hasValue(webhookUrl);
        assertThat(setWebhook.param("secret_token")).hasValue(LocalWebhook.SECRET);
        assertThat(setWebhook.json().get("allowed_updates").toString()).isEqualTo("[\"message\"]"); // what the handlers take
    }

    @Test
    void usersTalkToTheBotThroughTheWebhook() {
        FakeUser ada = telegram.user(1, "Ada");
        assertThat(ada.sends("/start").reply().text()).isEqualTo("Hello, Ada! I hear you by webhook.");
        assertThat(ada.sends("/ping").reply().text()).isEqualTo("pong");
        assertThat(telegram.methodsCalled()).doesNotContain("getUpdates"); // delivered, not polled
    }

    // tag::secret[]
    @Test
    void aPostWithoutTheSecretIsRefused() throws Exception {
        telegram.user(2, "Grace");
        assertThat(post(ping(2), null, null)).isEqualTo(401);
        assertThat(post(ping(2), "not-the-secret", null)).isEqualTo(401);

        assertThat(post(ping(2), LocalWebhook.SECRET, null)).isEqualTo(200); // answered once handled
        assertThat(telegram.awaitReply(2).text()).isEqualTo("pong");
    }
    // end::secret[]

    @Test
    void onlyTelegramsNetworksGetThroughTheProxy() throws Exception {
        telegram.user(3, "Linus");
        // The proxy (trusted: on loopback here) says who the client was.
        assertThat(post(ping(3), LocalWebhook.SECRET, "203.0.113.7")).isEqualTo(403);
        assertThat(post(ping(3), LocalWebhook.SECRET, "149.154.167.99")).isEqualTo(200); // one of Telegram's
        assertThat(telegram.awaitReply(3).text()).isEqualTo("pong");
    }

    /** A POST to the webhook, as Telegram through the proxy sends it. @return the status */
    private int post(String update, String secret, String forwardedFor) throws Exception {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(webhookUrl)).timeout(Duration.ofSeconds(20))
                .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(update));
        if (secret != null) {
            request.header(SECRET_HEADER, secret);
        }
        if (forwardedFor != null) {
            request.header("X-Forwarded-For", forwardedFor).header("X-Forwarded-Proto", "https");
        }
        return http.send(request.build(), HttpResponse.BodyHandlers.discarding()).statusCode();
    }

    private static String ping(long userId) {
        return "{\"update_id\":" + UPDATE_IDS.incrementAndGet() + ",\"message\":{\"message_id\":" + UPDATE_IDS.get()
                + ",\"date\":1700000000,\"chat\":{\"id\":" + userId + ",\"type\":\"private\"},\"from\":{\"id\":"
                + userId + ",\"is_bot\":false,\"first_name\":\"User\"},\"text\":\"/ping\"}}";
    }
}
