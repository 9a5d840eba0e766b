package io.github.quarkustelegram.testing.telegram.api;

import com.fasterxml.jackson.databind.node.ObjectNode;

import io.github.quarkustelegram.testing.internal.FakeJson;
import io.github.quarkustelegram.testing.server.FakeReply;

/**
 * A call the fake refuses the way Telegram does: an error code and Telegram's description, e.g. 400
 * {@code "Bad Request: chat not found"}, and the {@code parameters} Telegram adds when the bot can do something about
 * it (a send to a group upgraded to a supergroup names the supergroup: {@code migrate_to_chat_id}). Thrown by the
 * fake's method handlers, answered as an error envelope.
 */
public final class BotApiError extends RuntimeException {

    private final int code;
    /** Telegram's ResponseParameters, or null for none. */
    private final ObjectNode parameters;

    public BotApiError(int code, String description) {
        this(code, description, null);
    }

    /**
     * @param parameters the envelope's {@code parameters} (Telegram's ResponseParameters), or null for none
     */
    public BotApiError(int code, String description, ObjectNode parameters) {
        super(description, null, false, false);
        this.code = code;
        this.parameters = parameters == null ? null : parameters.deepCopy();
    }

    public static BotApiError badRequest(String what) {
        return new BotApiError(400, "Bad Request: " + what);
    }

    /**
     * Telegram's answer to a call naming a group that became a supergroup: the bot learns the new id from
     * {@code parameters.migrate_to_chat_id}, as it would from the group's last service message.
     *
     * @param supergroupId the supergroup the group became
     * @return 400 "Bad Request: group chat was upgraded to a supergroup chat"
     */
    public static BotApiError groupUpgraded(long supergroupId) {
        ObjectNode parameters = FakeJson.MAPPER.createObjectNode();
        parameters.put("migrate_to_chat_id", supergroupId);
        return new BotApiError(400, "Bad Request: group chat was upgraded to a supergroup chat", parameters);
    }

    int code() {
        return code;
    }

    public FakeReply reply() {
        return FakeReply.error(code, getMessage(), parameters == null ? null : parameters.toString());
    }
}
