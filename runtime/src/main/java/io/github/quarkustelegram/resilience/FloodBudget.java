package io.github.quarkustelegram.resilience;

import java.util.concurrent.CompletionStage;

import org.jspecify.annotations.Nullable;

/**
 * Where flood control counts the sends: whether one may go now, or how long it waits. Flood control keeps the queues,
 * their order and the chats' turns; the budget only counts and decides. In memory by default; shared by the instances
 * of a bot on Redis with {@code quarkus.telegram.state.store=redis}; outside Quarkus,
 * {@code TelegramClient.builder().floodBudget(limits -> ...)} gives one of one's own (kept to the contract test of the
 * extension's tests).
 */
public interface FloodBudget {

    /**
     * What one chat's sends count against besides the whole budget, made once per chat and kept with its queue.
     *
     * @param chat the chat: a {@code Long} id or a lower-case {@code @username} (without the {@code @}); null for
     *        the requests without a chat, which count against the whole budget only
     * @param group whether the per-group limit applies as well
     * @return the chat's cells
     */
    Cells cells(@Nullable Object chat, boolean group);

    /**
     * Counts one send against the whole budget and the chat's cells, all or none.
     *
     * @param cells the chat's, from {@link #cells}
     * @param now the limiter's clock, as {@link ResilienceScheduler#nanoTime()}
     * @return the decision; already complete when {@link #answersAtOnce()}
     */
    CompletionStage<FloodDecision> take(Cells cells, long now);

    /** @return whether {@link #take} always answers at once (in memory): the limiter then asks it under its lock */
    boolean answersAtOnce();

    /** One chat's cells. */
    interface Cells {
        /** @return whether they remember no recent send: the limiter may forget them */
        boolean idle(long now);
    }
}
