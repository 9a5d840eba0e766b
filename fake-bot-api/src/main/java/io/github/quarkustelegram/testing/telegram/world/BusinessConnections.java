package io.github.quarkustelegram.testing.telegram.world;

import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.BiConsumer;
import java.util.function.Function;

import com.fasterxml.jackson.databind.node.ObjectNode;

import io.github.quarkustelegram.testing.internal.FakeJson;
import io.github.quarkustelegram.testing.server.FakeReply;
import io.github.quarkustelegram.testing.telegram.api.BotApiError;
import io.github.quarkustelegram.testing.telegram.api.CallParams;

/**
 * Business connections: a Telegram Business user connects the bot to their account (a {@code business_connection}
 * update), their customers write to the account ({@code business_message} updates carrying the connection's id), and
 * the bot answers them on the account's behalf by sending with {@code business_connection_id}. A send is checked as
 * Telegram checks it: a connection the fake never made is {@code BUSINESS_CONNECTION_INVALID}; a disabled one, or one
 * without the {@code can_reply} right, {@code BUSINESS_CONNECTION_NOT_ALLOWED}; a chat whose customer has not written
 * to the account, {@code BUSINESS_PEER_USAGE_MISSING}. The message sent is the account's: {@code from} is its owner,
 * {@code sender_business_bot} the bot, and it echoes {@code business_connection_id}.
 *
 * <p>
 * One connection per business account (a Business user connects one bot). State guarded by the {@link FakeWorld}'s
 * monitor.
 */
public final class BusinessConnections {

    private final FakeWorld world;
    /** owner user id -> the BusinessConnection */
    private final Map<Long, ObjectNode> byOwner = new HashMap<>();
    /** connection id -> the customers (chat ids) that wrote to the account */
    private final Map<String, Set<Long>> customers = new HashMap<>();
    private long next = 1;

    BusinessConnections(FakeWorld world) {
        this.world = world;
    }

    public void register(BiConsumer<String, Function<CallParams, FakeReply>> add) {
        add.accept("getBusinessConnection", p -> FakeReply.ok(connection(
                p.requiredText("business_connection_id", "BUSINESS_CONNECTION_INVALID"))));
    }

    /** @return the connection with this id; 400 {@code BUSINESS_CONNECTION_INVALID} if there is none */
    ObjectNode connection(String id) {
        synchronized (world) {
            return byOwner.values().stream().filter(c -> c.get("id").asText().equals(id)).findFirst()
                    .map(ObjectNode::deepCopy)
                    .orElseThrow(() -> BotApiError.badRequest("BUSINESS_CONNECTION_INVALID"));
        }
    }

    /**
     * A send with {@code business_connection_id}: checked, then the message made the business account's.
     *
     * @param chat the chat the send names
     * @param message the message being made
     */
    public void checkSend(ObjectNode chat, CallParams p, ObjectNode message) {
        Optional<String> id = p.text("business_connection_id").filter(t -> !t.isEmpty());
        if (id.isEmpty()) {
            return;
        }
        synchronized (world) {
            ObjectNode connection = connection(id.get());
            if (!connection.path("is_enabled").asBoolean() || !connection.path("rights").path("can_reply").asBoolean()) {
                throw BotApiError.badRequest("BUSINESS_CONNECTION_NOT_ALLOWED");
            }
            if (!customers.getOrDefault(id.get(), Set.of()).contains(chat.get("id").longValue())) {
                throw BotApiError.badRequest("BUSINESS_PEER_USAGE_MISSING");
            }
            message.set("from", connection.get("user"));
            message.set("sender_business_bot", world.bot());
            message.put("business_connection_id", id.get());
        }
    }

    // -------------------------------------------------------------------------------------------- user actions

    /**
     * A Business user connects the bot to their account, changes its rights, or disconnects it.
     *
     * @return the BusinessConnection, as the update carries it
     */
    public ObjectNode connect(ObjectNode owner, boolean canReply, boolean enabled) {
        synchronized (world) {
            long ownerId = owner.get("id").longValue();
            ObjectNode connection = byOwner.get(ownerId);
            if (connection == null) {
                if (!enabled) {
                    throw new IllegalArgumentException("User " + ownerId + " has not connected the bot to a business"
                            + " account");
                }
                connection = FakeJson.MAPPER.createObjectNode();
                connection.put("id", "fake-business-" + next++);
                byOwner.put(ownerId, connection);
            }
            connection.set("user", owner);
            connection.put("user_chat_id", ownerId);
            connection.put("date", FakeWorld.now());
            ObjectNode rights = connection.putObject("rights");
            rights.put("can_reply", canReply);
            rights.put("can_read_messages", true);
            connection.put("is_enabled", enabled);
            return connection.deepCopy();
        }
    }

    /**
     * A customer writes to the business account of this owner.
     *
     * @return the enabled connection the message comes through
     * @throws IllegalArgumentException when the owner has no enabled connection with the bot
     */
    public ObjectNode customerWrites(long ownerId, long customerId) {
        synchronized (world) {
            ObjectNode connection = byOwner.get(ownerId);
            if (connection == null || !connection.path("is_enabled").asBoolean()) {
                throw new IllegalArgumentException("User " + ownerId + " has no business account connected to the bot"
                        + " (connectsBusinessAccount first)");
            }
            String id = connection.get("id").asText();
            customers.computeIfAbsent(id, k -> new HashSet<>()).add(customerId);
            return connection.deepCopy();
        }
    }

    void clear() {
        synchronized (world) {
            byOwner.clear();
            customers.clear();
        }
    }
}
