package io.github.quarkustelegram.it.updates;

import java.util.Map;

import io.github.quarkustelegram.testing.telegram.FakeTelegram;
import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;

/**
 * Starts a {@link FakeTelegram} (module fake-bot-api: getUpdates with offsets, setWebhook, sendMessage, a
 * transcript) for the application under test, points the application at it, and injects it into the test's field of
 * that type.
 */
public class FakeTelegramResource implements QuarkusTestResourceLifecycleManager {

    /** The token the application is given. */
    public static final String TOKEN = "31415:it-updates";

    private FakeTelegram telegram;

    /** @return a fake Telegram for {@link #TOKEN}, started, whose update ids start at 1 */
    public static FakeTelegram startTelegram() {
        return FakeTelegram.builder().token(TOKEN).firstUpdateId(1).start();
    }

    @Override
    public Map<String, String> start() {
        telegram = startTelegram();
        return Map.of("quarkus.telegram.bot.token", TOKEN, "quarkus.telegram.api.base-url", telegram.baseUrl());
    }

    @Override
    public void inject(TestInjector testInjector) {
        testInjector.injectIntoFields(telegram, new TestInjector.MatchesType(FakeTelegram.class));
    }

    @Override
    public void stop() {
        if (telegram != null) {
            telegram.close();
        }
    }
}
