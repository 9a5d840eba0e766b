package io.github.quarkustelegram.runtime.devui;

import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import jakarta.enterprise.inject.Instance;
import jakarta.inject.Inject;

import io.github.quarkustelegram.dispatch.ConversationStore;
import io.github.quarkustelegram.runtime.dispatch.DispatchingUpdateSink;
import io.github.quarkustelegram.runtime.dispatch.PerChatScheduler;
import io.github.quarkustelegram.runtime.dispatch.conversations.InMemoryConversationStore;
import io.github.quarkustelegram.runtime.receivers.UpdateReceivers;
import io.github.quarkustelegram.updates.LongPoller;
import io.github.quarkustelegram.updates.UpdateSink;
import io.github.quarkustelegram.updates.WebhookHandler;
import io.smallrye.mutiny.Uni;

/**
 * The Dev UI's operations pages, over JSON-RPC (namespace {@code quarkus-telegram}): each method answers plain lists
 * and maps, read when asked (the broadcasts' as a {@code Uni}, read from their store). Dev mode only.
 */
public class TelegramOperationsJsonRpcService {

    // dev mode's beans: looked up, so that the service (which Dev UI may make a bean in any mode) never fails to start
    @Inject
    Instance<DevUiUpdates> updates;
    @Inject
    Instance<DevUiFloodQueues> floodQueues;
    @Inject
    Instance<DevUiBroadcasts> devUiBroadcasts;
    @Inject
    UpdateReceivers receivers;
    @Inject
    Instance<UpdateSink> sinks;
    @Inject
    Instance<ConversationStore> stores;

    /** @return the last 100 updates handled, newest first */
    public List<DevUiUpdates.Handled> liveUpdates() {
        return updates.isResolvable() ? updates.get().last() : List.of();
    }

    /** @return the conversations in progress (with the in-memory store; empty with another) */
    public List<Map<String, Object>> conversations() {
        if (!stores.isResolvable() || !(stores.get() instanceof InMemoryConversationStore memory)) {
            return List.of();
        }
        return memory.active().stream().map(state -> {
            Map<String, Object> json = new LinkedHashMap<>();
            json.put("conversation", state.conversation());
            json.put("key", state.key());
            json.put("state", state.state());
            json.put("data", state.data().toString());
            json.put("expiresAt", String.valueOf(state.expiresAt()));
            return json;
        }).toList();
    }

    /** @return the calls waiting for flood control, by chat */
    public List<DevUiFloodQueues.Queue> floodQueues() {
        return floodQueues.isResolvable() ? floodQueues.get().queues() : List.of();
    }

    /**
     * @return the broadcasts kept, oldest first: id, name, state, paid, total, sent, unreachable, failed, left,
     *         perSecond, done (0 to 1), estimatedEnd, startedAt, endedAt; none while the application's broadcasts
     *         engine does not run (the page never starts it)
     */
    public Uni<List<Map<String, Object>>> broadcasts() {
        return devUiBroadcasts.isResolvable() ? devUiBroadcasts.get().broadcasts() : Uni.createFrom().item(List.of());
    }

    /**
     * @param id a broadcast's id
     * @return whether it was running and is now paused
     */
    public Uni<Boolean> pauseBroadcast(String id) {
        return devUiBroadcasts.isResolvable() ? devUiBroadcasts.get().pause(id) : Uni.createFrom().item(false);
    }

    /**
     * @param id a broadcast's id
     * @return whether it was paused and runs again
     */
    public Uni<Boolean> resumeBroadcast(String id) {
        return devUiBroadcasts.isResolvable() ? devUiBroadcasts.get().resume(id) : Uni.createFrom().item(false);
    }

    /**
     * @param id a broadcast's id
     * @return whether it had not ended and is now cancelled
     */
    public Uni<Boolean> cancelBroadcast(String id) {
        return devUiBroadcasts.isResolvable() ? devUiBroadcasts.get().cancel(id) : Uni.createFrom().item(false);
    }

    /** @return the scheduled messages waiting for their time, earliest first: id, at, method, chat, scheduledAt */
    public Uni<List<Map<String, Object>>> scheduledMessages() {
        return devUiBroadcasts.isResolvable() ? devUiBroadcasts.get().scheduledMessages()
                : Uni.createFrom().item(List.of());
    }

    /**
     * @param id a scheduled message's id
     * @return whether it was waiting and will now never be sent
     */
    public Uni<Boolean> cancelScheduled(String id) {
        return devUiBroadcasts.isResolvable() ? devUiBroadcasts.get().cancelScheduled(id)
                : Uni.createFrom().item(false);
    }

    /** @return the receiver's state and the dispatcher's load */
    public Map<String, Object> receiver() {
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("mode", receivers.mode().name().toLowerCase(Locale.ROOT));
        LongPoller poller = receivers.poller();
        if (poller != null) {
            json.put("state", poller.state().name().toLowerCase(Locale.ROOT));
            json.put("offset", poller.offset());
            json.put("unconfirmed", poller.unconfirmed());
            json.put("failuresInARow", poller.failuresInARow());
            java.time.Duration since = poller.sinceLastSuccess();
            json.put("lastSuccess", since == null ? "never" : since.toMillis() + " ms ago");
        }
        WebhookHandler webhook = receivers.webhook();
        if (webhook != null) {
            json.put("state", webhook.isDraining() ? "draining" : "serving");
            json.put("inFlight", webhook.inFlight());
            json.put("registered", receivers.registersWebhook() ? receivers.webhookRegistered() : "not by this app");
        }
        if (!json.containsKey("state")) {
            json.put("state", receivers.started() ? "not receiving" : "not started");
        }
        if (sinks.isResolvable() && sinks.get() instanceof DispatchingUpdateSink sink) {
            PerChatScheduler scheduler = sink.dispatcher().scheduler();
            json.put("running", scheduler.running());
            json.put("pending", scheduler.admitted() - scheduler.running() + scheduler.waitingAdmission());
        }
        if (updates.isResolvable()) {
            json.put("inProgress", updates.get().inProgress());
        }
        json.put("at", Instant.now().toString());
        return json;
    }
}
