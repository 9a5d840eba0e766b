package io.github.quarkustelegram.testing.telegram;

import io.github.quarkustelegram.testing.server.FakeReply;

/**
 * A call the fake refuses the way Telegram does: an error code and Telegram's description, e.g. 400
 * {@code "Bad Request: chat not found"}. Thrown by the fake's method handlers, answered as an error envelope.
 */
final class BotApiError extends RuntimeException {

    private final int code;

    BotApiError(int code, String description) {
        super(description, null, false, false);
        this.code = code;
    }

    static BotApiError badRequest(String what) {
        return new BotApiError(400, "Bad Request: " + what);
    }

    int code() {
        return code;
    }

    FakeReply reply() {
        return FakeReply.error(code, getMessage());
    }
}
