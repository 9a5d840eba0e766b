package io.github.quarkustelegram.testing.telegram.api;

import io.github.quarkustelegram.testing.server.FakeReply;

/**
 * A call the fake refuses the way Telegram does: an error code and Telegram's description, e.g. 400
 * {@code "Bad Request: chat not found"}. Thrown by the fake's method handlers, answered as an error envelope.
 */
public final class BotApiError extends RuntimeException {

    private final int code;

    public BotApiError(int code, String description) {
        super(description, null, false, false);
        this.code = code;
    }

    public static BotApiError badRequest(String what) {
        return new BotApiError(400, "Bad Request: " + what);
    }

    int code() {
        return code;
    }

    public FakeReply reply() {
        return FakeReply.error(code, getMessage());
    }
}
