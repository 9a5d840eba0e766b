package io.github.quarkustelegram.runtime.devui;

import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

import jakarta.enterprise.inject.Instance;

import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.broadcasts.Broadcast;
import io.github.quarkustelegram.broadcasts.BroadcastProgress;
import io.github.quarkustelegram.broadcasts.Broadcasts;
import io.github.quarkustelegram.broadcasts.ScheduledMessages;
import io.github.quarkustelegram.runtime.broadcasts.BroadcastBeans;
import io.smallrye.mutiny.Uni;

/**
 * The broadcasts and scheduled messages, and what can be done to them: for the Dev UI. Reads them only while this
 * application's broadcasts engine runs (made by the application's first use of {@link Broadcasts} or
 * {@link ScheduledMessages}, or at start-up when it names them): the page never starts an engine in an application
 * that does not use broadcasts.
 */
public class DevUiBroadcasts {

    private final Instance<Broadcasts> broadcasts;
    private final Instance<ScheduledMessages> scheduled;
    private final Instance<BroadcastBeans> beans;

    DevUiBroadcasts(Instance<Broadcasts> broadcasts, Instance<ScheduledMessages> scheduled,
            Instance<BroadcastBeans> beans) {
        this.broadcasts = broadcasts;
        this.scheduled = scheduled;
        this.beans = beans;
    }

    /** @return whether this application's broadcasts engine runs (so that the beans can be asked without making it) */
    public boolean inUse() {
        return beans.isResolvable() && beans.get().counts() != null && broadcasts.isResolvable()
                && scheduled.isResolvable();
    }

    /** @return every broadcast kept, oldest first, as the page's rows; none while the engine does not run */
    public Uni<List<Map<String, Object>>> broadcasts() {
        if (!inUse()) {
            return Uni.createFrom().item(List.of());
        }
        return broadcasts.get().list().map(all -> all.stream().map(DevUiBroadcasts::row).toList());
    }

    /**
     * @param id a broadcast's id
     * @return whether it was running and is now paused
     */
    public Uni<Boolean> pause(String id) {
        return act(id, Broadcast::pause);
    }

    /**
     * @param id a broadcast's id
     * @return whether it was paused and runs again
     */
    public Uni<Boolean> resume(String id) {
        return act(id, Broadcast::resume);
    }

    /**
     * @param id a broadcast's id
     * @return whether it had not ended and is now cancelled
     */
    public Uni<Boolean> cancel(String id) {
        return act(id, Broadcast::cancel);
    }

    /** @return the messages waiting for their time, earliest first, as the page's rows */
    public Uni<List<Map<String, Object>>> scheduledMessages() {
        if (!inUse()) {
            return Uni.createFrom().item(List.of());
        }
        return scheduled.get().list().map(all -> all.stream().map(DevUiBroadcasts::row).toList());
    }

    /**
     * @param id a scheduled message's id
     * @return whether it was waiting and will now never be sent
     */
    public Uni<Boolean> cancelScheduled(String id) {
        if (!inUse()) {
            return Uni.createFrom().item(false);
        }
        return scheduled.get().cancel(id);
    }

    private Uni<Boolean> act(String id, Function<Broadcast, Uni<Boolean>> action) {
        if (!inUse()) {
            return Uni.createFrom().item(false);
        }
        return broadcasts.get().find(id).flatMap(
                (@Nullable Broadcast broadcast) -> broadcast == null ? Uni.createFrom().item(false)
                        : action.apply(broadcast));
    }

    private static Map<String, Object> row(BroadcastProgress progress) {
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("id", progress.id());
        json.put("name", progress.name());
        json.put("state", progress.state().name());
        json.put("paid", progress.paid());
        json.put("total", progress.total());
        json.put("sent", progress.sent());
        json.put("unreachable", progress.unreachable());
        json.put("failed", progress.failed());
        json.put("left", progress.left());
        json.put("perSecond", Math.round(progress.perSecond() * 10) / 10.0);
        json.put("done", progress.done());
        json.put("estimatedEnd", text(progress.estimatedEnd()));
        json.put("startedAt", progress.startedAt().toString());
        json.put("endedAt", text(progress.endedAt()));
        return json;
    }

    private static String text(@Nullable Instant instant) {
        return instant == null ? "" : instant.toString();
    }

    private static Map<String, Object> row(ScheduledMessages.Scheduled message) {
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("id", message.id());
        json.put("at", message.at().toString());
        json.put("method", message.method());
        json.put("chat", message.chat());
        json.put("scheduledAt", message.scheduledAt().toString());
        return json;
    }
}
