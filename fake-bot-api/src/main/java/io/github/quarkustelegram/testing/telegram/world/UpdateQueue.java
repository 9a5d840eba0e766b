package io.github.quarkustelegram.testing.telegram.world;

import java.time.Duration;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.LinkedHashSet;
import java.util.Set;
import java.util.concurrent.CompletableFuture;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import io.github.quarkustelegram.testing.internal.FakeJson;
import io.github.quarkustelegram.testing.server.FakeReply;
import io.github.quarkustelegram.testing.telegram.api.BotApiError;
import io.github.quarkustelegram.testing.telegram.api.CallParams;
import io.vertx.core.Vertx;

/**
 * The bot's updates not confirmed yet, handed out as Telegram does: by {@code getUpdates} (long polling, the offset
 * confirming and dropping, {@code limit}, {@code allowed_updates}; a newer poll ends the one waiting with 409), or,
 * while a webhook is set, to the webhook (then {@code getUpdates} answers 409): one update of a chat at a time, chats
 * in parallel up to {@code max_connections}, a chat whose update failed waiting before its retry.
 */
public final class UpdateQueue {

    /** Kinds Telegram sends only when {@code allowed_updates} names them. */
    static final Set<String> ONLY_WHEN_ASKED = Set.of("chat_member", "message_reaction", "message_reaction_count");
    /** Telegram keeps unconfirmed updates for 24 hours; a fake keeps this many. */
    static final int MAX_PENDING = 10_000;
    static final int MAX_LIMIT = 100;
    /** The longest long poll Telegram accepts; longer timeouts are cut to it. */
    static final int MAX_TIMEOUT_SECONDS = 50;

    private final Vertx vertx;
    private final Deque<ObjectNode> pending = new ArrayDeque<>();
    private long nextUpdateId;
    private Set<String> allowed; // null: Telegram's default
    private Poll waiting;
    private Webhook webhook;
    private Runnable webhookWork = () -> {
    };
    /** The webhook's deliveries in flight: queue -> delivery number. */
    private final java.util.Map<String, Long> deliveriesInFlight = new java.util.HashMap<>();
    /** The queues waiting to retry a failed delivery: queue -> System.nanoTime() from when. */
    private final java.util.Map<String, Long> retryAtNanos = new java.util.HashMap<>();
    /** How many times each pending update's delivery failed. */
    private final java.util.Map<Long, Integer> failures = new java.util.HashMap<>();
    private long deliveryCount;
    /** While above 0, updates are being added as one (an album's parts): a waiting long poll is answered after. */
    private int addingTogether;

    private record Poll(int limit, CompletableFuture<FakeReply> reply, long timerId) {
    }

    /** The webhook as setWebhook set it, and how its delivery goes. */
    static final class Webhook {
        final String url;
        final String secretToken;
        final int maxConnections;
        long generation;
        long lastErrorDate;
        String lastErrorMessage;

        Webhook(String url, String secretToken, int maxConnections) {
            this.url = url;
            this.secretToken = secretToken;
            this.maxConnections = maxConnections;
        }
    }

    /** An update to POST to the webhook, with where to, its delivery queue (its chat) and the delivery's number. */
    record Delivery(ObjectNode update, String url, String secretToken, long generation, String queue, long number) {
    }

    /** The longest wait before an update the webhook keeps refusing is sent again (without a Retry-After). */
    static final Duration MAX_RETRY_DELAY = Duration.ofSeconds(30);

    public UpdateQueue(Vertx vertx, long firstUpdateId) {
        this.vertx = vertx;
        this.nextUpdateId = firstUpdateId;
    }

    /** @param work called (outside any lock) when the webhook has an update to deliver */
    void onWebhookWork(Runnable work) {
        this.webhookWork = work;
    }

    /**
     * Adds an update, unless the bot did not ask for its kind.
     *
     * @param kind the update kind, e.g. {@code message}
     * @param payload the object under that kind
     * @return the update's id (given even to an update dropped as not asked for)
     */
    public long add(String kind, JsonNode payload) {
        long id;
        synchronized (this) {
            id = nextUpdateId++;
            if (!wanted(kind)) {
                return id;
            }
            ObjectNode update = FakeJson.MAPPER.createObjectNode();
            update.put("update_id", id);
            update.set(kind, payload.deepCopy());
            pending.addLast(update);
            if (pending.size() > MAX_PENDING) {
                pending.removeFirst();
            }
            if (webhook == null && waiting != null && addingTogether == 0) {
                Poll poll = waiting;
                waiting = null;
                vertx.cancelTimer(poll.timerId);
                poll.reply.complete(FakeReply.ok(batch(poll.limit)));
            }
            if (webhook == null) {
                return id;
            }
        }
        webhookWork.run();
        return id;
    }

    /**
     * Adds updates as one: a long poll waiting meanwhile gets them all in one answer, as Telegram gives the parts of an
     * album it created together.
     *
     * @param adding what adds them
     * @return what it returned
     */
    public <T> T together(java.util.function.Supplier<T> adding) {
        synchronized (this) {
            addingTogether++;
        }
        try {
            return adding.get();
        } finally {
            synchronized (this) {
                addingTogether--;
                if (addingTogether == 0 && webhook == null && waiting != null && !pending.isEmpty()) {
                    Poll poll = waiting;
                    waiting = null;
                    vertx.cancelTimer(poll.timerId);
                    poll.reply.complete(FakeReply.ok(batch(poll.limit)));
                }
            }
        }
    }

    public synchronized int pendingCount() {
        return pending.size();
    }

    // ------------------------------------------------------------------------------------------------- getUpdates

    public FakeReply getUpdates(CallParams params, CompletableFuture<Void> clientGone) {
        long offset = params.longValue("offset").orElse(0L);
        int limit = (int) Math.max(1, Math.min(MAX_LIMIT, params.longValue("limit").orElse((long) MAX_LIMIT)));
        long timeout = Math.max(0, Math.min(MAX_TIMEOUT_SECONDS, params.longValue("timeout").orElse(0L)));
        Set<String> askedFor = params.json("allowed_updates").map(UpdateQueue::kinds).orElse(null);
        CompletableFuture<FakeReply> reply;
        synchronized (this) {
            if (webhook != null) {
                return FakeReply.error(409,
                        "Conflict: can't use getUpdates method while webhook is active; use deleteWebhook to delete the webhook first");
            }
            if (askedFor != null) {
                allowed = askedFor;
            }
            confirm(offset);
            if (waiting != null) {
                Poll older = waiting;
                waiting = null;
                vertx.cancelTimer(older.timerId);
                older.reply.complete(FakeReply.error(409,
                        "Conflict: terminated by other getUpdates request; make sure that only one bot instance is running"));
            }
            if (!pending.isEmpty() || timeout == 0) {
                return FakeReply.ok(batch(limit));
            }
            reply = new CompletableFuture<>();
            CompletableFuture<FakeReply> thisReply = reply;
            long timerId = vertx.setTimer(Duration.ofSeconds(timeout).toMillis(), t -> expire(thisReply));
            waiting = new Poll(limit, reply, timerId);
        }
        clientGone.thenRun(() -> expire(reply));
        return FakeReply.later(reply);
    }

    private synchronized void expire(CompletableFuture<FakeReply> reply) {
        if (waiting != null && waiting.reply == reply) {
            vertx.cancelTimer(waiting.timerId);
            waiting = null;
        }
        reply.complete(FakeReply.ok(FakeJson.MAPPER.createArrayNode()));
    }

    /** Confirms (drops) what the offset confirms: ids below it; a negative offset keeps only the last -offset. */
    private void confirm(long offset) {
        if (offset > 0) {
            while (!pending.isEmpty() && pending.peekFirst().get("update_id").longValue() < offset) {
                pending.removeFirst();
            }
        } else if (offset < 0) {
            while (pending.size() > -offset) {
                pending.removeFirst();
            }
        }
    }

    private ArrayNode batch(int limit) {
        ArrayNode updates = FakeJson.MAPPER.createArrayNode();
        for (ObjectNode update : pending) {
            if (updates.size() == limit) {
                break;
            }
            updates.add(update.deepCopy());
        }
        return updates;
    }

    private boolean wanted(String kind) {
        return allowed == null || allowed.isEmpty() ? !ONLY_WHEN_ASKED.contains(kind) : allowed.contains(kind);
    }

    private static Set<String> kinds(JsonNode list) {
        if (!list.isArray()) {
            throw BotApiError.badRequest("can't parse allowed updates: an array of strings is expected");
        }
        Set<String> kinds = new LinkedHashSet<>();
        list.forEach(kind -> kinds.add(kind.asText()));
        return kinds;
    }

    // ------------------------------------------------------------------------------------------------- webhook

    public FakeReply setWebhook(CallParams params) {
        String url = params.text("url").orElse("");
        if (url.isEmpty()) {
            return deleteWebhook(params, "Webhook was deleted");
        }
        if (!url.startsWith("http://") && !url.startsWith("https://")) {
            return FakeReply.error(400, "Bad Request: bad webhook: An HTTPS URL must be provided for webhook");
        }
        String secret = params.text("secret_token").filter(s -> !s.isEmpty()).orElse(null);
        if (secret != null && !secret.matches("[A-Za-z0-9_-]{1,256}")) {
            return FakeReply.error(400, "Bad Request: secret token contains unallowed characters");
        }
        int maxConnections = (int) Math.max(1, Math.min(100, params.longValue("max_connections").orElse(40L)));
        Set<String> askedFor = params.json("allowed_updates").map(UpdateQueue::kinds).orElse(null);
        synchronized (this) {
            if (params.bool("drop_pending_updates").orElse(false)) {
                pending.clear();
            }
            if (askedFor != null) {
                allowed = askedFor;
            }
            long generation = webhook == null ? 1 : webhook.generation + 1;
            webhook = new Webhook(url, secret, maxConnections);
            webhook.generation = generation;
            if (waiting != null) {
                expire(waiting.reply);
            }
        }
        webhookWork.run();
        return okTrue("Webhook was set");
    }

    public FakeReply deleteWebhook(CallParams params, String description) {
        synchronized (this) {
            if (params.bool("drop_pending_updates").orElse(false)) {
                pending.clear();
            }
            if (webhook == null) {
                return okTrue("Webhook is already deleted");
            }
            webhook = null;
            forgetDeliveries();
        }
        return okTrue(description);
    }

    public synchronized ObjectNode webhookInfo() {
        ObjectNode info = FakeJson.MAPPER.createObjectNode();
        info.put("url", webhook == null ? "" : webhook.url);
        info.put("has_custom_certificate", false);
        info.put("pending_update_count", pending.size());
        if (webhook != null) {
            if (webhook.lastErrorMessage != null) {
                info.put("last_error_date", webhook.lastErrorDate);
                info.put("last_error_message", webhook.lastErrorMessage);
            }
            info.put("max_connections", webhook.maxConnections);
            if (allowed != null) {
                ArrayNode kinds = info.putArray("allowed_updates");
                allowed.forEach(kinds::add);
            }
        }
        return info;
    }

    public synchronized String webhookUrl() {
        return webhook == null ? null : webhook.url;
    }

    /**
     * The next update for the webhook, as Telegram's Bot API server picks it: the updates of one chat (a queue) go one
     * at a time and in order, different chats' in parallel up to the webhook's {@code max_connections}; a chat whose
     * update failed waits for its retry time while the others go on.
     *
     * @return the update to POST, its queue now marked in flight; null when no webhook is set, nothing is ready, or
     *         {@code max_connections} deliveries are in flight
     */
    synchronized Delivery nextDelivery() {
        if (webhook == null || deliveriesInFlight.size() >= webhook.maxConnections) {
            return null;
        }
        long now = System.nanoTime();
        Set<String> seen = new java.util.HashSet<>();
        for (ObjectNode update : pending) {
            String queue = queueOf(update);
            if (!seen.add(queue)) {
                continue; // an earlier update of the chat comes first
            }
            Long retryAt = retryAtNanos.get(queue);
            if (deliveriesInFlight.containsKey(queue) || retryAt != null && retryAt - now > 0) {
                continue;
            }
            Delivery delivery = new Delivery(update.deepCopy(), webhook.url, webhook.secretToken, webhook.generation,
                    queue, ++deliveryCount);
            deliveriesInFlight.put(queue, delivery.number());
            return delivery;
        }
        return null;
    }

    /** The webhook took the update (2xx): it is confirmed, and its chat's next update may go. */
    synchronized void delivered(Delivery delivery) {
        endDelivery(delivery);
        long id = delivery.update().get("update_id").longValue();
        for (java.util.Iterator<ObjectNode> it = pending.iterator(); it.hasNext();) {
            if (it.next().get("update_id").longValue() == id) {
                it.remove();
                break;
            }
        }
        failures.remove(id);
        retryAtNanos.remove(delivery.queue());
        if (webhook != null && webhook.generation == delivery.generation()) {
            webhook.lastErrorMessage = null;
        }
    }

    /**
     * The webhook refused the update or could not be reached: it stays pending, the error shows in getWebhookInfo, and
     * its chat waits before it is sent again: the answer's {@code Retry-After} when it had one, else
     * {@code retryDelay} after the first failure, doubled after each further one, up to {@link #MAX_RETRY_DELAY}.
     *
     * @param retryAfterSeconds the answer's {@code Retry-After}, or 0
     * @return how long the chat waits
     */
    synchronized Duration failed(Delivery delivery, String error, long retryAfterSeconds, Duration retryDelay) {
        endDelivery(delivery);
        long id = delivery.update().get("update_id").longValue();
        int fails = failures.merge(id, 1, Integer::sum);
        Duration wait = retryAfterSeconds > 0 ? Duration.ofSeconds(Math.min(retryAfterSeconds, 3600))
                : retryDelay.multipliedBy(1L << Math.min(fails - 1, 20));
        if (wait.compareTo(MAX_RETRY_DELAY) > 0 && retryAfterSeconds <= 0) {
            wait = MAX_RETRY_DELAY;
        }
        retryAtNanos.put(delivery.queue(), System.nanoTime() + wait.toNanos());
        if (webhook != null && webhook.generation == delivery.generation()) {
            webhook.lastErrorDate = System.currentTimeMillis() / 1000;
            webhook.lastErrorMessage = error;
        }
        return wait;
    }

    private void endDelivery(Delivery delivery) {
        deliveriesInFlight.remove(delivery.queue(), delivery.number());
    }

    /** @return the delivery queue of an update: its chat (or, without one, its user), else a queue of its own */
    static String queueOf(ObjectNode update) {
        for (java.util.Iterator<java.util.Map.Entry<String, JsonNode>> it = update.fields(); it.hasNext();) {
            java.util.Map.Entry<String, JsonNode> field = it.next();
            JsonNode payload = field.getValue();
            if (!payload.isObject()) {
                continue;
            }
            JsonNode chat = payload.path("chat").path("id");
            if (chat.isMissingNode()) {
                chat = payload.path("message").path("chat").path("id");
            }
            if (chat.isIntegralNumber()) {
                return "chat " + chat.longValue();
            }
            JsonNode user = payload.path("from").path("id");
            if (user.isIntegralNumber()) {
                return "user " + user.longValue();
            }
        }
        return "update " + update.path("update_id").asLong();
    }

    public synchronized void clear() {
        pending.clear();
        forgetDeliveries();
        allowed = null;
        webhook = null;
        if (waiting != null) {
            expire(waiting.reply);
        }
    }

    /** Deliveries in flight finish on their own; their chats' waits and failure counts are forgotten. */
    private void forgetDeliveries() {
        retryAtNanos.clear();
        failures.clear();
    }

    private static FakeReply okTrue(String description) {
        ObjectNode body = FakeJson.MAPPER.createObjectNode();
        body.put("ok", true);
        body.put("result", true);
        body.put("description", description);
        return FakeReply.raw(200, "application/json", FakeJson.write(body));
    }
}
