package io.github.quarkustelegram.deployment.devui;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.function.Predicate;
import java.util.stream.LongStream;

import jakarta.inject.Inject;

import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import io.github.quarkustelegram.broadcasts.Broadcast;
import io.github.quarkustelegram.broadcasts.Broadcasts;
import io.github.quarkustelegram.broadcasts.ScheduledMessages;
import io.github.quarkustelegram.dispatch.Reply;
import io.github.quarkustelegram.method.SendMessage;
import io.github.quarkustelegram.model.ChatId;
import io.github.quarkustelegram.runtime.devui.DevUiBroadcasts;
import io.github.quarkustelegram.runtime.devui.TelegramOperationsJsonRpcService;
import io.github.quarkustelegram.testing.telegram.FakeTelegramClient;
import io.quarkus.arc.deployment.AdditionalBeanBuildItem;
import io.quarkus.builder.BuildChainBuilder;
import io.quarkus.builder.BuildContext;
import io.quarkus.builder.BuildStep;
import io.quarkus.test.QuarkusUnitTest;

/**
 * The Dev UI's broadcasts page's JSON-RPC methods, called directly on a slow broadcast (2 a second to 10 users of the
 * fake): its row shows the sends growing, Pause holds it, Resume sends again, Cancel stops it; a scheduled message is
 * listed, then cancelled.
 */
class DevUiBroadcastsTest {

    static final List<Long> RECIPIENTS = LongStream.rangeClosed(1001, 1010).boxed().toList();
    static final Duration WAIT = Duration.ofSeconds(15);

    @RegisterExtension
    static final QuarkusUnitTest APP = new QuarkusUnitTest()
            .withApplicationRoot(jar -> jar.addClasses(Sender.class))
            .overrideConfigKey("quarkus.http.test-port", "0")
            .overrideConfigKey("quarkus.telegram.broadcasts.per-second", "2")
            .overrideConfigKey("quarkus.telegram.broadcasts.idle-per-second", "2")
            .overrideConfigKey("quarkus.telegram.broadcasts.check", "100ms")
            .addBuildChainCustomizer(devUiBeans());

    /** The application's use of broadcasts. */
    public static class Sender {
        @Inject
        Broadcasts broadcasts;
        @Inject
        ScheduledMessages scheduled;
    }

    /**
     * The Dev UI's beans, which the extension registers in dev mode only. An anonymous class, not a lambda: the test
     * class is loaded again by the application's class loader, where a lambda producing a build item fails
     * verification.
     */
    static Consumer<BuildChainBuilder> devUiBeans() {
        return new Consumer<>() {
            @Override
            public void accept(BuildChainBuilder chain) {
                chain.addBuildStep(new BuildStep() {
                    @Override
                    public void execute(BuildContext context) {
                        context.produce(AdditionalBeanBuildItem.builder()
                                .addBeanClasses(TelegramOperationsJsonRpcService.class, DevUiBroadcasts.class)
                                .setUnremovable().setDefaultScope(io.quarkus.arc.processor.DotNames.SINGLETON)
                                .build());
                    }
                }).produces(AdditionalBeanBuildItem.class).build();
            }
        };
    }

    @ConfigProperty(name = "quarkus.telegram.api.base-url")
    String telegramUrl;
    @Inject
    TelegramOperationsJsonRpcService service;
    @Inject
    Broadcasts broadcasts;
    @Inject
    ScheduledMessages scheduled;

    @Test
    void aBroadcastsRowGrowsAndThePageCanPauseResumeAndCancelIt() throws Exception {
        FakeTelegramClient telegram = FakeTelegramClient.connect(telegramUrl);
        for (long recipient : RECIPIENTS) {
            telegram.user(recipient, "User " + recipient);
        }
        Broadcast broadcast = broadcasts.start("dev-ui-news", RECIPIENTS, Reply.text("Spring sale!")).await()
                .atMost(WAIT);
        String id = broadcast.id();

        Map<String, Object> row = awaitRow(id, r -> sent(r) >= 1, "a first send");
        assertThat(row).containsEntry("name", "dev-ui-news").containsEntry("state", "RUNNING")
                .containsEntry("paid", false).containsEntry("total", 10L).containsKeys("unreachable", "failed",
                        "left", "perSecond", "done", "estimatedEnd", "startedAt");
        long first = sent(row);
        row = awaitRow(id, r -> sent(r) > first, "the sends growing");
        assertThat((double) row.get("done")).isGreaterThan(0).isLessThan(1);
        assertThat((long) row.get("left")).isEqualTo(10 - sent(row));

        assertThat(service.pauseBroadcast(id).await().atMost(WAIT)).isTrue();
        assertThat(service.pauseBroadcast(id).await().atMost(WAIT)).as("paused already").isFalse();
        awaitRow(id, r -> "PAUSED".equals(r.get("state")), "the state PAUSED");
        // the send claimed when paused completes: it may wait for its place in the rate (up to a second at 2 a second)
        Thread.sleep(1_500);
        long paused = sent(row(id));
        Thread.sleep(1_600); // three sends at 2 a second, were it running
        row = row(id);
        assertThat(sent(row)).as("nothing sent while paused").isEqualTo(paused);
        assertThat(row.get("estimatedEnd")).as("no end while paused").isEqualTo("");

        assertThat(service.resumeBroadcast(id).await().atMost(WAIT)).isTrue();
        awaitRow(id, r -> "RUNNING".equals(r.get("state")) && sent(r) > paused, "the sends going on after Resume");

        assertThat(service.cancelBroadcast(id).await().atMost(WAIT)).isTrue();
        row = awaitRow(id, r -> "CANCELLED".equals(r.get("state")), "the state CANCELLED");
        assertThat(sent(row)).isLessThan(10);
        assertThat(row.get("endedAt")).isNotEqualTo("");
        assertThat(service.resumeBroadcast(id).await().atMost(WAIT)).as("cancelled: no resume").isFalse();
        assertThat(service.cancelBroadcast(id).await().atMost(WAIT)).as("cancelled already").isFalse();
        assertThat(service.pauseBroadcast("b-unknown").await().atMost(WAIT)).isFalse();
    }

    @Test
    void aScheduledMessageIsListedThenCancelled() {
        String id = scheduled.in(Duration.ofHours(1), SendMessage.builder(ChatId.of(1001), "Later").build()).await()
                .atMost(WAIT);

        List<Map<String, Object>> rows = service.scheduledMessages().await().atMost(WAIT);
        Map<String, Object> row = rows.stream().filter(r -> id.equals(r.get("id"))).findFirst().orElseThrow();
        assertThat(row).containsEntry("method", "sendMessage").containsEntry("chat", "1001").containsKeys("at",
                "scheduledAt");

        assertThat(service.cancelScheduled(id).await().atMost(WAIT)).isTrue();
        assertThat(service.scheduledMessages().await().atMost(WAIT)).noneMatch(r -> id.equals(r.get("id")));
        assertThat(service.cancelScheduled(id).await().atMost(WAIT)).as("cancelled already").isFalse();
    }

    private Map<String, Object> row(String id) {
        return service.broadcasts().await().atMost(WAIT).stream().filter(r -> id.equals(r.get("id"))).findFirst()
                .orElseThrow(() -> new AssertionError("no row for broadcast " + id));
    }

    private Map<String, Object> awaitRow(String id, Predicate<Map<String, Object>> expected, String what)
            throws InterruptedException {
        long deadline = System.nanoTime() + WAIT.toNanos();
        Map<String, Object> row = row(id);
        while (!expected.test(row)) {
            assertThat(System.nanoTime() - deadline).as("waiting for " + what + "; the row: " + row).isNegative();
            Thread.sleep(50);
            row = row(id);
        }
        return row;
    }

    private static long sent(Map<String, Object> row) {
        return (long) row.get("sent");
    }
}
