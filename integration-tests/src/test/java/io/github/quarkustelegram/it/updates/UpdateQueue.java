package io.github.quarkustelegram.it.updates;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;

import io.github.quarkustelegram.testing.FakeBotApiServer;
import io.github.quarkustelegram.testing.FakeReply;
import io.github.quarkustelegram.testing.RecordedRequest;

/**
 * Telegram's side of getUpdates on a {@link FakeBotApiServer}: updates are kept until a getUpdates comes with an
 * offset above their id (that confirms them, and only that drops them); each getUpdates gets the earliest kept ones,
 * up to its limit. With nothing to give, the answer is an empty list after a short long poll (the request's timeout,
 * at most {@link #EMPTY_POLL}).
 */
public final class UpdateQueue {

    static final Duration EMPTY_POLL = Duration.ofMillis(300);

    private final List<String> kept = new CopyOnWriteArrayList<>();
    private final List<Integer> ids = new CopyOnWriteArrayList<>();
    private final AtomicInteger confirmed = new AtomicInteger();
    private final AtomicInteger failuresToGo = new AtomicInteger();
    private final List<Long> polledAt = new CopyOnWriteArrayList<>();
    private final List<Long> failedAt = new CopyOnWriteArrayList<>();

    /** Answers the server's getUpdates from this queue. */
    public UpdateQueue install(FakeBotApiServer api) {
        api.handle("getUpdates", this::answer);
        return this;
    }

    /** Adds an update with a text message from the chat {@code chatId}. */
    public synchronized UpdateQueue addMessage(int updateId, long chatId, String text) {
        ids.add(updateId);
        kept.add("{\"update_id\":" + updateId + ",\"message\":{\"message_id\":" + updateId + ",\"date\":1700000000,"
                + "\"chat\":{\"id\":" + chatId + ",\"type\":\"private\"},\"text\":\"" + text + "\"}}");
        return this;
    }

    /** @return the highest offset a getUpdates sent: every update below it is confirmed */
    public int confirmedOffset() {
        return confirmed.get();
    }

    /** Makes the next {@code count} getUpdates fail with a 500, as a Bot API server in trouble answers. */
    public UpdateQueue failNext(int count) {
        failuresToGo.set(count);
        return this;
    }

    /** @return when each getUpdates arrived ({@link System#nanoTime()}), in order */
    public List<Long> polledAt() {
        return List.copyOf(polledAt);
    }

    /** @return when each getUpdates answered with a failure arrived ({@link System#nanoTime()}) */
    public List<Long> failedAt() {
        return List.copyOf(failedAt);
    }

    private synchronized FakeReply answer(RecordedRequest request) {
        long now = System.nanoTime();
        polledAt.add(now);
        if (failuresToGo.getAndUpdate(n -> Math.max(0, n - 1)) > 0) {
            failedAt.add(now);
            return FakeReply.error(500, "Internal Server Error");
        }
        if (request.json().hasNonNull("offset")) {
            confirmed.accumulateAndGet(request.json().get("offset").asInt(), Math::max);
        }
        int limit = request.json().hasNonNull("limit") ? request.json().get("limit").asInt() : 100;
        List<String> batch = new ArrayList<>();
        for (int i = 0; i < ids.size() && batch.size() < limit; i++) {
            if (ids.get(i) >= confirmed.get()) {
                batch.add(kept.get(i));
            }
        }
        if (!batch.isEmpty()) {
            return FakeReply.ok("[" + String.join(",", batch) + "]");
        }
        long timeout = request.json().hasNonNull("timeout") ? request.json().get("timeout").asLong() : 0;
        Duration wait = Duration.ofSeconds(timeout).compareTo(EMPTY_POLL) < 0 ? Duration.ofSeconds(timeout) : EMPTY_POLL;
        return wait.isZero() ? FakeReply.ok("[]") : FakeReply.ok("[]").after(wait);
    }
}
