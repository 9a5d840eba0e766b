package io.github.quarkustelegram.testing.quarkus;

import org.eclipse.microprofile.config.ConfigProvider;

import io.github.quarkustelegram.testing.telegram.InjectFakeTelegram;
import io.quarkus.test.junit.callback.QuarkusTestAfterConstructCallback;

/**
 * Sets the {@link InjectFakeTelegram} fields of a {@code @QuarkusTest}: Quarkus's test framework finds it in
 * {@code META-INF/services} and calls it in the application's class loader, once the application has started, on each
 * test instance it makes (a {@code @Nested} class's, and an enclosing instance made for it, included). So the
 * configuration read here is the application's, the URL of Dev Services' fake included.
 *
 * <p>
 * After construction rather than before each test: the field is then set for the instance's whole life, its
 * {@code @BeforeEach} methods and a per-class instance's {@code @BeforeAll} methods included, and the client is the
 * same for every test anyway. Not a public API: the only class of fake-bot-api that names a Quarkus type, loaded only
 * by Quarkus's test framework (fake-bot-api depends on {@code quarkus-junit} as provided).
 */
public final class InjectFakeTelegramCallback implements QuarkusTestAfterConstructCallback {

    @Override
    public void afterConstruct(Object testInstance) {
        FakeTelegramInjection.inject(testInstance, () -> ConfigProvider.getConfig()
                .getOptionalValue(FakeTelegramInjection.BASE_URL_KEY, String.class));
    }
}
