package io.github.quarkustelegram.runtime.resilience;

import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;

import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.resilience.FloodBudget;
import io.github.quarkustelegram.resilience.FloodControlLimits;
import io.github.quarkustelegram.resilience.FloodDecision;

/**
 * The flood-control budget kept in this JVM: the whole budget and each chat's as {@link FloodCell}s, the per-second
 * limits as a minimum spacing, the per-minute limit of groups as a sliding window. Also the fallback of a shared
 * budget while its store is unreachable: then it keeps to this instance's {@link #share(int) share} of the rates.
 * Thread-safe (it locks itself; uncontended under the limiter's lock).
 */
public final class LocalFloodBudget implements FloodBudget {

    private static final CompletionStage<FloodDecision> GO = CompletableFuture.completedFuture(FloodDecision.GO);

    private final @Nullable FloodRate all;
    private final @Nullable FloodRate perChat;
    private final @Nullable FloodRate perGroup;
    private final @Nullable FloodCell allCell;
    // the rates this instance keeps to: the full ones, or a share of them
    private @Nullable FloodRate allShare;
    private @Nullable FloodRate chatShare;
    private @Nullable FloodRate groupShare;
    private int instances = 1;

    /** @param limits the rates */
    public LocalFloodBudget(FloodControlLimits limits) {
        this.all = limits.globalPerSecond() > 0 ? FloodRate.smooth(limits.globalPerSecond()) : null;
        this.perChat = limits.perChatPerSecond() > 0 ? FloodRate.smooth(limits.perChatPerSecond()) : null;
        this.perGroup = limits.perGroupPerMinute() > 0
                ? FloodRate.window(limits.perGroupPerMinute(), Duration.ofMinutes(1))
                : null;
        this.allCell = all != null ? new FloodCell(all.count()) : null;
        share(1);
    }

    /**
     * Keeps to a share of the rates from now on.
     *
     * @param instances among how many instances the rates are divided; 1 for all of them
     */
    public synchronized void share(int instances) {
        this.instances = Math.max(1, instances);
        allShare = all == null ? null : all.share(this.instances);
        chatShare = perChat == null ? null : perChat.share(this.instances);
        groupShare = perGroup == null ? null : perGroup.share(this.instances);
    }

    /** @return among how many instances the rates are divided now */
    public synchronized int instances() {
        return instances;
    }

    @Override
    public Cells cells(@Nullable Object chat, boolean group) {
        return new ChatCells(chat != null && perChat != null ? new FloodCell(perChat.count()) : null,
                chat != null && group && perGroup != null ? new FloodCell(perGroup.count()) : null);
    }

    @Override
    public CompletionStage<FloodDecision> take(Cells cells, long now) {
        FloodDecision decision = decide(cells, now);
        return decision.go() ? GO : CompletableFuture.completedFuture(decision);
    }

    @Override
    public boolean answersAtOnce() {
        return true;
    }

    /** Counts one send if there is room for it now, as {@link #take}. */
    public synchronized FloodDecision decide(Cells cells, long now) {
        ChatCells chat = (ChatCells) cells;
        long allFree = allCell == null ? now : allCell.freeAt(now, allShare);
        long chatFree = now;
        if (chat.perChat != null) {
            chatFree = later(chatFree, chat.perChat.freeAt(now, chatShare));
        }
        if (chat.perGroup != null) {
            chatFree = later(chatFree, chat.perGroup.freeAt(now, groupShare));
        }
        if (allFree - now > 0 || chatFree - now > 0) {
            return new FloodDecision(Math.max(0, allFree - now), Math.max(0, chatFree - now));
        }
        record(chat, now);
        return FloodDecision.GO;
    }

    /** Remembers a send that another budget allowed, so that this one goes on from it should it take over. */
    public synchronized void sent(Cells cells, long now) {
        record((ChatCells) cells, now);
    }

    private void record(ChatCells chat, long now) {
        if (allCell != null) {
            allCell.record(now);
        }
        if (chat.perChat != null) {
            chat.perChat.record(now);
        }
        if (chat.perGroup != null) {
            chat.perGroup.record(now);
        }
    }

    private static long later(long a, long b) {
        return a - b >= 0 ? a : b;
    }

    private final class ChatCells implements Cells {
        final @Nullable FloodCell perChat;
        final @Nullable FloodCell perGroup;

        ChatCells(@Nullable FloodCell perChat, @Nullable FloodCell perGroup) {
            this.perChat = perChat;
            this.perGroup = perGroup;
        }

        @Override
        public boolean idle(long now) {
            synchronized (LocalFloodBudget.this) {
                return (perChat == null || perChat.idle(now, chatShare.periodNanos()))
                        && (perGroup == null || perGroup.idle(now, groupShare.periodNanos()));
            }
        }
    }
}
