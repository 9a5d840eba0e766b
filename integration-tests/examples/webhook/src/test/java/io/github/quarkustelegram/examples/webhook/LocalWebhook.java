package io.github.quarkustelegram.examples.webhook;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.util.Map;

import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;

/**
 * The webhook's address and secret in the tests: the application listens on a free port chosen here, so that its
 * start-up {@code setWebhook} can name its real URL, to which the fake Telegram then delivers.
 */
public class LocalWebhook implements QuarkusTestResourceLifecycleManager {

    static final String SECRET = "test-secret_4ab1";

    @Override
    public Map<String, String> start() {
        int port = freePort();
        return Map.of("quarkus.http.test-port", String.valueOf(port),
                "quarkus.telegram.updates.webhook.url", "http://127.0.0.1:" + port + "/telegram/webhook",
                "quarkus.telegram.updates.webhook.secret-token", SECRET);
    }

    @Override
    public void stop() {
    }

    private static int freePort() {
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return socket.getLocalPort();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
