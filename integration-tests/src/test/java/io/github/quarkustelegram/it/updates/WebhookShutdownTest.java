package io.github.quarkustelegram.it.updates;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import io.github.quarkustelegram.testing.server.RecordedRequest;
import io.github.quarkustelegram.testing.telegram.FakeTelegram;
import io.github.quarkustelegram.updates.WebhookHandler;
import io.quarkus.test.junit.TestProfile;
import io.quarkus.test.junit.main.LaunchResult;
import io.quarkus.test.junit.main.QuarkusMainLauncher;
import io.quarkus.test.junit.main.QuarkusMainTest;

/**
 * The application stops while a webhook update is being handled: that update is finished and answered 200, and
 * deliveries arriving meanwhile answer 503, so Telegram delivers them again later. A whole application run (a
 * {@code QuarkusMainTest} launch) that the slow update itself stops.
 */
@QuarkusMainTest
@TestProfile(WebhookShutdownProfile.class)
@Timeout(120)
class WebhookShutdownTest {

    static FakeTelegram telegram;
    static int port;

    @BeforeAll
    static void telegram() throws IOException {
        telegram = FakeTelegramResource.startTelegram();
        try (ServerSocket socket = new ServerSocket(0)) {
            port = socket.getLocalPort();
        }
        System.setProperty("quarkus.http.test-port", String.valueOf(port));
        System.setProperty("quarkus.telegram.bot.token", FakeTelegramResource.TOKEN);
        System.setProperty("quarkus.telegram.api.base-url", telegram.baseUrl());
        System.setProperty(ReplyingSink.RUN_PROPERTY, "1");
    }

    @AfterAll
    static void stopTelegram() {
        for (String key : List.of("quarkus.http.test-port", "quarkus.telegram.bot.token",
                "quarkus.telegram.api.base-url", ReplyingSink.RUN_PROPERTY)) {
            System.clearProperty(key);
        }
        if (telegram != null) {
            telegram.close();
        }
    }

    @Test
    void theUpdateInFlightIsFinishedAndNewDeliveriesAre503(QuarkusMainLauncher launcher) throws Exception {
        // HTTP/1.1, as Telegram delivers (the JDK client would otherwise upgrade to h2c)
        HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
                .connectTimeout(Duration.ofSeconds(2)).build();
        List<Long> probe503At = new CopyOnWriteArrayList<>();
        CompletableFuture<Long> slowAnsweredAt = new CompletableFuture<>();
        CompletableFuture<Integer> slowStatus = new CompletableFuture<>();
        Thread telegramSide = new Thread(() -> {
            try {
                // Telegram's side: once the application answers updates, one that stops it, then more
                int id = 1;
                long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
                while (status(http, post(id, "a")) != 200 && System.nanoTime() < deadline) {
                    Thread.sleep(50);
                }
                id++;
                http.sendAsync(post(1000, "stop"), HttpResponse.BodyHandlers.discarding()).whenComplete((r, e) -> {
                    slowAnsweredAt.complete(System.nanoTime());
                    slowStatus.complete(r == null ? -1 : r.statusCode());
                });
                Thread.sleep(300);
                while (!slowAnsweredAt.isDone() && System.nanoTime() < deadline) {
                    int status = status(http, post(++id, "a"));
                    if (status == 503) {
                        probe503At.add(System.nanoTime());
                    }
                    Thread.sleep(100);
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }, "telegram-side");
        telegramSide.start();

        LaunchResult run = launcher.launch();
        telegramSide.join(TimeUnit.SECONDS.toMillis(30));

        assertThat(run.exitCode()).as(run.getOutput()).isZero();
        assertThat(slowStatus.get(5, TimeUnit.SECONDS)).as("the update in flight is answered once handled")
                .isEqualTo(200);
        assertThat(probe503At).as("deliveries during the drain are refused, for Telegram to retry").isNotEmpty();
        assertThat(probe503At.get(0)).isLessThan(slowAnsweredAt.get());
        List<String> replies = telegram.server().requests("sendMessage").stream().map(RecordedRequest::json)
                .map(j -> j.get("text").asText()).toList();
        assertThat(replies).contains("run1 handled 1", "run1 handled 1000");
    }

    private HttpRequest post(int updateId, String text) {
        // the reply goes to the user's private chat, which the fake knows once the user is named
        telegram.user(200 + updateId, "User " + updateId);
        String update = "{\"update_id\":" + updateId + ",\"message\":{\"message_id\":" + updateId + ",\"date\":1,"
                + "\"chat\":{\"id\":" + (200 + updateId) + ",\"type\":\"private\"},\"text\":\"" + text + "\"}}";
        return HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/telegram/webhook"))
                .timeout(Duration.ofSeconds(30))
                .header(WebhookHandler.SECRET_HEADER, WebhookProfile.SECRET)
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(update)).build();
    }

    private static int status(HttpClient http, HttpRequest request) throws InterruptedException {
        try {
            return http.send(request, HttpResponse.BodyHandlers.discarding()).statusCode();
        } catch (IOException e) {
            return -1; // not listening (yet, or any more)
        }
    }
}
