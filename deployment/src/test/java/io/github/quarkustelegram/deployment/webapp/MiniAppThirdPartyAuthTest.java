package io.github.quarkustelegram.deployment.webapp;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URL;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import io.github.quarkustelegram.testing.telegram.MiniAppSigner;
import io.quarkus.test.QuarkusUnitTest;
import io.quarkus.test.common.http.TestHTTPResource;

/**
 * With {@code third-party-bot-id}, initData is checked by Telegram's Ed25519 signature, not by the token's hash: data
 * the token signed but Telegram did not is refused (only Telegram holds the private key, so no test can make a valid
 * one; the validator's own test checks valid signatures with a key pair of its own).
 */
class MiniAppThirdPartyAuthTest {

    @RegisterExtension
    static final QuarkusUnitTest APP = new QuarkusUnitTest()
            .withApplicationRoot(jar -> jar.addClasses(MeResource.class, Calls.class))
            .overrideConfigKey("quarkus.telegram.mini-app.auth.enabled", "true")
            .overrideConfigKey("quarkus.telegram.mini-app.auth.third-party-bot-id", "1000000001");

    @TestHTTPResource("/me")
    URL me;

    @Test
    void dataSignedOnlyWithTheTokenIsRefused() throws Exception {
        String initData = MiniAppSigner.withBotToken(Calls.token()).initData(42, "Ada");

        assertThat(Calls.get(me.toString(), "tma " + initData).statusCode()).isEqualTo(401);
        assertThat(Calls.get(me.toString(), "tma " + initData + "&signature=AAAA").statusCode()).isEqualTo(401);
    }
}
