package io.github.quarkustelegram.ops;

import java.util.Map;
import java.util.concurrent.ConcurrentLinkedQueue;

import io.github.quarkustelegram.testing.server.FakeBotApiServer;
import io.github.quarkustelegram.testing.server.FakeReply;
import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;

/**
 * A Telegram whose getUpdates a test scripts: answering (the updates queued, else none after a short wait), failing
 * with a 5xx, or refusing the token (401). A real HTTP server on loopback; the application polls it.
 */
public class ScriptedTelegram implements QuarkusTestResourceLifecycleManager {

    static final String TOKEN = "424242:health-IT-secret-token";

    /** What getUpdates answers next. */
    enum Mode {
        OK, SERVER_ERROR, UNAUTHORIZED
    }

    static volatile Mode mode = Mode.OK;
    /** Updates (JSON objects) the next successful getUpdates returns. */
    static final ConcurrentLinkedQueue<String> updates = new ConcurrentLinkedQueue<>();

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
        return Map.of(
                "quarkus.telegram.bot.token", TOKEN,
                "quarkus.telegram.api.base-url", server.baseUrl(),
                "quarkus.telegram.updates.polling.initial-backoff", "100ms",
                "quarkus.telegram.updates.polling.max-backoff", "200ms",
                "quarkus.telegram.dispatch.handler-timeout", "300ms");
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
    }
}
