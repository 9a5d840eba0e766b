package io.github.quarkustelegram.deployment.devservices;

import static org.assertj.core.api.Assertions.assertThat;

import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import io.quarkus.test.QuarkusUnitTest;

/** A configured token switches the fake off: the application keeps its token and the real Bot API URL. */
class TelegramDevServicesWithTokenTest {

    @RegisterExtension
    static final QuarkusUnitTest APP = new QuarkusUnitTest().withEmptyApplication()
            .overrideConfigKey("quarkus.http.test-port", "0")
            .overrideConfigKey("quarkus.telegram.bot.token", "123456:a-real-token");

    @ConfigProperty(name = "quarkus.telegram.bot.token")
    String token;
    @ConfigProperty(name = "quarkus.telegram.api.base-url")
    String baseUrl;

    @Test
    void noFakeStarts() {
        assertThat(token).isEqualTo("123456:a-real-token");
        assertThat(baseUrl).isEqualTo("https://api.telegram.org");
    }
}
