package io.github.quarkustelegram.examples.formconversation;

import java.util.Map;

import io.github.quarkustelegram.testing.redis.LocalRedisServer;
import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;

/**
 * A {@code redis-server} of the machine's, on a free port, for the application under test ({@code quarkus.redis.hosts}
 * points there). The tests skip when the machine has none ({@link SignupFormTest}'s condition).
 */
public class LocalRedis implements QuarkusTestResourceLifecycleManager {

    private LocalRedisServer server;

    static boolean installed() {
        return LocalRedisServer.find().isPresent();
    }

    @Override
    public Map<String, String> start() {
        server = LocalRedisServer.start();
        return Map.of("quarkus.redis.hosts", server.uri());
    }

    @Override
    public void stop() {
        if (server != null) {
            server.close();
        }
    }
}
