package io.github.quarkustelegram.ops;

import java.util.Map;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicInteger;

import io.github.quarkustelegram.testing.server.FakeBotApiServer;
import io.github.quarkustelegram.testing.server.FakeReply;
import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;

/**
 * A Telegram whose getUpdates a test scripts: answering (the updates queued, else none after a short wait), failing
 * with a 5xx, or refusing the token (401); and whose sendMessage may answer 429 first. A real HTTP server on loopback;
 * the application polls it.
 */
public class ScriptedTelegram implements QuarkusTestResourceLifecycleManager {

    static final String TOKEN = "424242:health-IT-secret-token";

    /** What getUpdates answers next. */
    enum Mode {
        OK,
        SERVER_ERROR,
        UNAUTHORIZED
    }

    static volatile Mode mode = Mode.OK;
    /** Updates (JSON objects) the next successful getUpdates returns. */
    static final ConcurrentLinkedQueue<String> updates = new ConcurrentLinkedQueue<>();

    /** How many sendMessage calls to answer 429 (retry after 1 s) before answering them. */
    static final AtomicInteger throttledSends = new AtomicInteger();

    private static volatile FakeBotApiServer server;

    @Override
    public Map<String, String> start() {
        server = FakeBotApiServer.start();
        server.stub("getMe", FakeReply.ok("{\"id\":424242,\"is_bot\":true,\"first_name\":\"Ops\",\"username\":\"OpsBot\"}"));
        server.handle("getUpdates", request -> switch (mode) {
            case SERVER_ERROR -> FakeReply.error(502, "Bad Gateway");
            case UNAUTHORIZED -> FakeReply.error(401, "Unauthorized");
            case OK -> {
                String update = updates.poll();
                if (update == null) {
                    pause(); // a long poll with nothing to deliver, shortened: no busy loop
                }
                yield FakeReply.ok(update == null ? "[]" : "[" + update + "]");
            }
        });
        server.handle("sendMessage", request -> throttledSends.getAndUpdate(n -> Math.max(0, n - 1)) > 0
                ? FakeReply.error(429, "Too Many Requests: retry after 1", "{\"retry_after\":1}")
                : FakeReply.ok("{\"message_id\":1,\"date\":1,\"chat\":{\"id\":" + request.param("chat_id").orElse("0")
                        + ",\"type\":\"private\"},\"text\":\"sent\"}"));
        return Map.of(
                "quarkus.telegram.bot.token", TOKEN,
                "quarkus.telegram.api.base-url", server.baseUrl(),
                "quarkus.telegram.updates.polling.initial-backoff", "100ms",
                "quarkus.telegram.updates.polling.max-backoff", "200ms",
                "quarkus.telegram.dispatch.handler-timeout", "2s");
    }

    private static void pause() {
        try {
            Thread.sleep(50);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @Override
    public void stop() {
        if (server != null) {
            server.close();
        }
        mode = Mode.OK;
        updates.clear();
        throttledSends.set(0);
    }
}
