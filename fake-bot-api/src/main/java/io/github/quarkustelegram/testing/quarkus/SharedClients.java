package io.github.quarkustelegram.testing.quarkus;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import io.github.quarkustelegram.testing.telegram.FakeTelegramClient;

/**
 * One {@link FakeTelegramClient} per fake's URL, for every test instance of the JVM's application: connecting makes two
 * JDK HTTP clients (a selector thread each) and a call, while a client keeps nothing of a test (every call is a
 * request to the fake). A fake started again at the same URL is served by the same client; one at another URL gets a
 * client of its own. The map lives as long as the class loader that loaded this class: that of the application under
 * test, thrown away with it.
 */
final class SharedClients {

    private static final Map<String, FakeTelegramClient> BY_URL = new ConcurrentHashMap<>();

    private SharedClients() {
    }

    /**
     * @param baseUrl the fake's Bot API URL
     * @return the client of the fake there, connected on first use
     * @throws IllegalStateException when no fake Telegram answers there (then nothing is kept, and the next test tries
     *         again)
     */
    static FakeTelegramClient at(String baseUrl) {
        String url = baseUrl.endsWith("/") ? baseUrl.substring(0, baseUrl.length() - 1) : baseUrl;
        return BY_URL.computeIfAbsent(url, FakeTelegramClient::connect);
    }
}
