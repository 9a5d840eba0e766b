package io.github.quarkustelegram.fleet;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.locks.LockSupport;

import org.junit.jupiter.api.Test;

import io.github.quarkustelegram.testing.redis.LocalRedisServer;
import io.github.quarkustelegram.testing.telegram.TranscriptEntry;

/**
 * A user's stop that reaches another instance than the one streaming the answer (two instances behind one webhook,
 * their state on a real Redis): the stop is relayed, the streaming instance cuts its answer and sends what was
 * written, in seconds, not at the stream's maximum (five minutes).
 */
class StreamStopIT {

    private static final long CHAT = 4_242;
    private static final Duration WAIT = Duration.ofSeconds(20);

    @Test
    void aStopDeliveredToTheOtherInstanceCutsTheStream() throws Exception {
        assumeTrue(LocalRedisServer.find().isPresent(), LocalRedisServer.skipReason());
        try (FleetScenario fleet = new FleetScenario("stream-stop")) {
            fleet.telegram.user(CHAT, "Ada");
            BotProcess a = fleet.start("a", Map.of());
            BotProcess b = fleet.start("b", Map.of());

            CompletableFuture<HttpResponse<Void>> asked = post(a.webhook(), FleetUpdates.json(1, CHAT, "/story"));
            long draftId = await("a's draft with text", () -> fleet.telegram.transcript(CHAT).stream()
                    .filter(e -> e.kind().equals("sendRichMessageDraft") && e.json().contains("word1"))
                    .map(e -> Long.parseLong(e.json().replaceAll(".*\"draft_id\":(\\d+).*", "$1"))).findFirst());

            long stoppedAt = System.nanoTime();
            HttpResponse<Void> stop = post(b.webhook(), "{\"update_id\":2,\"stopped_message_generation\":{\"chat\":"
                    + "{\"id\":" + CHAT + ",\"type\":\"private\",\"first_name\":\"Ada\"},\"draft_id\":" + draftId + "}}")
                    .get(WAIT.toSeconds(), java.util.concurrent.TimeUnit.SECONDS);
            TranscriptEntry kept = await("the answer kept as a message", () -> fleet.telegram.transcript(CHAT).stream()
                    .filter(e -> e.kind().equals("sendRichMessage")).findFirst());
            Duration took = Duration.ofNanos(System.nanoTime() - stoppedAt);

            System.out.printf("stream-stop: the stop reached b, a's stream cut and its text sent in %d ms (%d chars)%n",
                    took.toMillis(), kept.text().length());
            assertThat(stop.statusCode()).isEqualTo(200);
            assertThat(kept.text()).startsWith("word0 word1");
            assertThat(took).as("cut by the relayed stop, not by the stream's maximum").isLessThan(Duration.ofSeconds(5));
            assertThat(asked.get(WAIT.toSeconds(), java.util.concurrent.TimeUnit.SECONDS).statusCode()).isEqualTo(200);
            assertThat(a.logText()).doesNotContain(" ERROR ");
            assertThat(b.logText()).doesNotContain(" ERROR ");
        }
    }

    private static CompletableFuture<HttpResponse<Void>> post(URI webhook, String update) {
        return HttpClient.newHttpClient().sendAsync(HttpRequest.newBuilder(webhook).timeout(WAIT)
                .header("Content-Type", "application/json")
                .header("X-Telegram-Bot-Api-Secret-Token", FleetScenario.SECRET)
                .POST(HttpRequest.BodyPublishers.ofString(update)).build(), HttpResponse.BodyHandlers.discarding());
    }

    /** A probe that may throw (a JSON read), retried until it finds something. */
    @FunctionalInterface
    private interface Probe<T> {
        Optional<T> find() throws Exception;
    }

    private static <T> T await(String what, Probe<T> probe) throws Exception {
        long deadline = System.nanoTime() + WAIT.toNanos();
        while (System.nanoTime() < deadline) {
            Optional<T> found = probe.find();
            if (found.isPresent()) {
                return found.get();
            }
            LockSupport.parkNanos(Duration.ofMillis(50).toNanos()); // polls the fake's transcript
        }
        throw new AssertionError("No " + what + " within " + WAIT);
    }
}
