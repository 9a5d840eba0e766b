package io.github.quarkustelegram.it.handlers;

import java.util.Map;

import io.github.quarkustelegram.testing.server.FakeBotApiServer;
import io.github.quarkustelegram.testing.server.FakeReply;
import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;

/**
 * Starts a real {@link FakeBotApiServer} on loopback for the application, points the client at it, and answers the
 * calls the example bot makes (getMe, sendMessage, answerCallbackQuery) like Telegram would.
 */
public class FakeBotApiResource implements QuarkusTestResourceLifecycleManager {

    static final String TOKEN = "271828:handlers-IT-token";

    private static volatile FakeBotApiServer server;

    /** @return the running server */
    static FakeBotApiServer server() {
        return server;
    }

    @Override
    public Map<String, String> start() {
        server = FakeBotApiServer.start();
        server.stub("getMe", FakeReply.ok("{\"id\":271828,\"is_bot\":true,\"first_name\":\"Shop\",\"username\":\"ShopBot\"}"));
        server.handle("sendMessage", request -> FakeReply.ok("{\"message_id\":1,\"date\":1,\"chat\":{\"id\":"
                + request.param("chat_id").orElse("0") + ",\"type\":\"private\"},\"text\":\"sent\"}"));
        server.stub("answerCallbackQuery", FakeReply.okTrue());
        return Map.of(
                "quarkus.telegram.bot.token", TOKEN,
                "quarkus.telegram.api.base-url", server.baseUrl(),
                "quarkus.telegram.retry.max-attempts", "1");
    }

    @Override
    public void stop() {
        if (server != null) {
            server.close();
        }
    }
}
