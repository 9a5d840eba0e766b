package io.github.quarkustelegram.runtime.resilience;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

import io.github.quarkustelegram.method.SendMessage;
import io.github.quarkustelegram.model.ChatId;
import io.github.quarkustelegram.resilience.FloodControlLimits;
import io.smallrye.mutiny.helpers.test.UniAssertSubscriber;

/**
 * A paid broadcast's send ({@code allow_paid_broadcast: true}) passes flood control at once, whatever the free
 * budget's queue, and takes nothing from it; a send with {@code allow_paid_broadcast: false} waits like any other.
 */
class FloodControlPaidBroadcastTest {

    private final VirtualScheduler time = new VirtualScheduler();
    private final ScriptedTransport telegram = new ScriptedTransport(time);
    private final List<UniAssertSubscriber<?>> results = new ArrayList<>();

    private static SendMessage send(long chat, String text, Boolean paid) {
        return SendMessage.builder(ChatId.of(chat), text).allowPaidBroadcast(paid).build();
    }

    private List<Duration> times(String text) {
        return telegram.calls().stream()
                .filter(c -> c.request() instanceof SendMessage m && m.text().startsWith(text))
                .map(ScriptedTransport.Call::at).toList();
    }

    @Test
    void paidSendsPassAtOnceWhileFreeOnesWait() {
        FloodControlChain flood = new FloodControlChain(telegram,
                FloodControlLimits.builder().perChatPerSecond(0).globalPerSecond(5).build(), time);
        for (int chat = 1; chat <= 10; chat++) {
            results.add(flood.execute(send(chat, "free" + chat, null)).subscribe()
                    .withSubscriber(UniAssertSubscriber.create()));
        }
        assertThat(times("free")).as("one free send at once, the rest wait").hasSize(1);
        assertThat(flood.waiting()).isEqualTo(9);

        for (int chat = 1; chat <= 50; chat++) {
            results.add(flood.execute(send(100 + chat, "paid" + chat, true)).subscribe()
                    .withSubscriber(UniAssertSubscriber.create()));
        }
        assertThat(times("paid")).as("every paid send at once, before any time passed").hasSize(50)
                .allSatisfy(at -> assertThat(at).isEqualTo(Duration.ZERO));
        assertThat(flood.waiting()).as("paid sends never wait").isEqualTo(9);

        results.add(flood.execute(send(200, "unpaid", false)).subscribe()
                .withSubscriber(UniAssertSubscriber.create()));
        assertThat(times("unpaid")).as("allow_paid_broadcast false: a free send").isEmpty();

        time.runUntilIdle(Duration.ofMinutes(1));
        List<Duration> free = times("free");
        assertThat(free).hasSize(10);
        for (int i = 0; i < free.size(); i++) {
            assertThat(free.get(i)).as("free send %d: 5 a second, the paid ones took nothing", i)
                    .isEqualTo(Duration.ofMillis(200L * i));
        }
        assertThat(times("unpaid")).containsExactly(Duration.ofMillis(2000));
        assertThat(results).allSatisfy(UniAssertSubscriber::assertCompleted);
    }
}
