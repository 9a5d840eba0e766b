package io.github.quarkustelegram.updates;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.IntUnaryOperator;

import io.github.quarkustelegram.testing.FakeBotApiServer;
import io.github.quarkustelegram.testing.FakeReply;
import io.github.quarkustelegram.testing.RecordedRequest;

/**
 * Telegram's side of getUpdates on a {@link FakeBotApiServer}: a queue of updates, each kept until a getUpdates comes
 * with an offset above its id (confirmed); a getUpdates without an offset gets the earliest unconfirmed ones. When
 * there is nothing to return, the answer is an empty list after {@code emptyDelay} (a short long poll).
 */
final class FakeUpdateQueue {

    private final List<Integer> ids;
    private final AtomicInteger confirmed = new AtomicInteger();
    private final Duration emptyDelay;
    private final IntUnaryOperator chatOf;

    FakeUpdateQueue(List<Integer> ids, Duration emptyDelay) {
        this(ids, emptyDelay, id -> 42);
    }

    /** @param chatOf the chat each update id is in */
    FakeUpdateQueue(List<Integer> ids, Duration emptyDelay, IntUnaryOperator chatOf) {
        this.ids = List.copyOf(ids);
        this.emptyDelay = emptyDelay;
        this.chatOf = chatOf;
    }

    FakeUpdateQueue install(FakeBotApiServer api) {
        api.handle("getUpdates", this::answer);
        return this;
    }

    int confirmedOffset() {
        return confirmed.get();
    }

    private FakeReply answer(RecordedRequest request) {
        if (request.json().hasNonNull("offset")) {
            confirmed.accumulateAndGet(request.json().get("offset").asInt(), Math::max);
        }
        int limit = request.json().hasNonNull("limit") ? request.json().get("limit").asInt() : 100;
        List<String> batch = new ArrayList<>();
        for (int id : ids) {
            if (id >= confirmed.get() && batch.size() < limit) {
                batch.add(update(id, chatOf.applyAsInt(id)));
            }
        }
        return batch.isEmpty() ? FakeReply.ok("[]").after(emptyDelay) : FakeReply.ok("[" + String.join(",", batch) + "]");
    }

    static String update(int id) {
        return update(id, 42);
    }

    static String update(int id, int chat) {
        return "{\"update_id\":" + id + ",\"message\":{\"message_id\":" + id
                + ",\"date\":0,\"chat\":{\"id\":" + chat + ",\"type\":\"private\"},\"text\":\"m" + id + "\"}}";
    }
}
