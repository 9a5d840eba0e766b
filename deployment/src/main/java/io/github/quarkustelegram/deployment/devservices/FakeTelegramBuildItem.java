package io.github.quarkustelegram.deployment.devservices;

import io.quarkus.builder.item.SimpleBuildItem;

/** The fake Telegram Dev Services started: where it is, for the Dev UI. Absent when no fake runs. */
public final class FakeTelegramBuildItem extends SimpleBuildItem {

    private final String baseUrl;
    private final String botUsername;

    FakeTelegramBuildItem(String baseUrl, String botUsername) {
        this.baseUrl = baseUrl;
        this.botUsername = botUsername;
    }

    /** @return the fake's Bot API URL, e.g. {@code http://127.0.0.1:41234} */
    public String baseUrl() {
        return baseUrl;
    }

    /** @return the fake bot's username, without {@code @} */
    public String botUsername() {
        return botUsername;
    }
}
