package io.github.quarkustelegram.runtime.resilience;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.CompletionStage;
import java.util.concurrent.atomic.AtomicInteger;

import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;

import io.github.quarkustelegram.TelegramClient;
import io.github.quarkustelegram.model.ChatId;
import io.github.quarkustelegram.resilience.FloodBudget;
import io.github.quarkustelegram.resilience.FloodControlLimits;
import io.github.quarkustelegram.resilience.FloodDecision;
import io.github.quarkustelegram.testing.telegram.FakeTelegram;

/**
 * The client's flood control counts its sends in the budget given to its builder (as the shared state on Redis is),
 * made for the client's limits.
 */
class FloodBudgetGivenTest {

    /** Gives the budget: the in-memory one, counting the sends asked about. */
    static final class CountingSource {
        final AtomicInteger asked = new AtomicInteger();
        @Nullable
        FloodControlLimits limits;

        FloodBudget budget(FloodControlLimits limits) {
            this.limits = limits;
            LocalFloodBudget local = new LocalFloodBudget(limits);
            return new FloodBudget() {
                @Override
                public Cells cells(@Nullable Object chat, boolean group) {
                    return local.cells(chat, group);
                }

                @Override
                public CompletionStage<FloodDecision> take(Cells cells, long now) {
                    asked.incrementAndGet();
                    return local.take(cells, now);
                }

                @Override
                public boolean answersAtOnce() {
                    return false; // as the shared one: asked outside the limiter's lock, for every send
                }
            };
        }
    }

    @Test
    void theChainCountsItsSendsInTheBudgetGiven() {
        CountingSource source = new CountingSource();
        try (FakeTelegram telegram = FakeTelegram.start();
                TelegramClient client = TelegramClient.builder().token(telegram.token()).baseUrl(telegram.baseUrl())
                        .floodBudget(source::budget).build()) {
            telegram.user(7, "Alice");
            client.bot().sendMessage(ChatId.of(7), "one");
            client.bot().sendMessage(ChatId.of(7), "two");
            client.bot().getMe();

            assertThat(source.limits).isEqualTo(FloodControlLimits.defaults());
            // each send asked at least once (the second again if it came within the chat's second); getMe never
            assertThat(source.asked.get()).isBetween(2, 3);
        }
    }
}
