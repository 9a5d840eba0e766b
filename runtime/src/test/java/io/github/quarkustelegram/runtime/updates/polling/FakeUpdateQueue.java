package io.github.quarkustelegram.runtime.updates.polling;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

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

    FakeUpdateQueue(List<Integer> ids, Duration emptyDelay) {
        this.ids = List.copyOf(ids);
        this.emptyDelay = emptyDelay;
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
                batch.add(update(id));
            }
        }
        return batch.isEmpty() ? FakeReply.ok("[]").after(emptyDelay) : FakeReply.ok("[" + String.join(",", batch) + "]");
    }

    static String update(int id) {
        return "{\"update_id\":" + id + ",\"message\":{\"message_id\":" + id
                + ",\"date\":0,\"chat\":{\"id\":42,\"type\":\"private\"},\"text\":\"m" + id + "\"}}";
    }
}
