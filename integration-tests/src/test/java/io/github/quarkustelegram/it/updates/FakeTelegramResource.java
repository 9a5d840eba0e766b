package io.github.quarkustelegram.it.updates;

import java.util.Map;

import io.github.quarkustelegram.testing.FakeBotApiServer;
import io.github.quarkustelegram.testing.FakeReply;
import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;

/**
 * Starts a {@link FakeBotApiServer} for the application under test (getUpdates from an {@link UpdateQueue},
 * setWebhook and deleteWebhook answering true), points the application at it, and injects a {@link FakeTelegram}
 * into the test's field of that type.
 */
public class FakeTelegramResource implements QuarkusTestResourceLifecycleManager {

    /** The token the application is given. */
    public static final String TOKEN = "31415:it-updates";

    private FakeTelegram telegram;

    @Override
    public Map<String, String> start() {
        FakeBotApiServer api = FakeBotApiServer.builder().requireToken(TOKEN).start();
        api.stub("setWebhook", FakeReply.okTrue());
        api.stub("deleteWebhook", FakeReply.okTrue());
        telegram = new FakeTelegram(api, new UpdateQueue().install(api));
        return Map.of("quarkus.telegram.bot.token", TOKEN, "quarkus.telegram.api.base-url", api.baseUrl());
    }

    @Override
    public void inject(TestInjector testInjector) {
        testInjector.injectIntoFields(telegram, new TestInjector.MatchesType(FakeTelegram.class));
    }

    @Override
    public void stop() {
        if (telegram != null) {
            telegram.api().close();
        }
    }
}
