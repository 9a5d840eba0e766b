package io.github.quarkustelegram.webapp;

import java.util.Objects;

/** The shape of a bot token, checked without ever repeating it. */
final class BotTokens {

    private BotTokens() {
    }

    /** @throws IllegalArgumentException when it is not {@code <bot id>:<secret>} */
    static String checked(String botToken) {
        Objects.requireNonNull(botToken, "botToken");
        int colon = botToken.indexOf(':');
        if (colon < 1 || colon == botToken.length() - 1 || !botToken.substring(0, colon).chars()
                .allMatch(c -> c >= '0' && c <= '9')) {
            throw new IllegalArgumentException("not a bot token: expected <bot id>:<secret> as BotFather gives it");
        }
        return botToken;
    }
}
