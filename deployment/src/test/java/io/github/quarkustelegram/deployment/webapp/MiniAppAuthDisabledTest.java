package io.github.quarkustelegram.deployment.webapp;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URL;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import io.github.quarkustelegram.testing.telegram.MiniAppSigner;
import io.quarkus.arc.Arc;
import io.quarkus.security.identity.IdentityProvider;
import io.quarkus.test.QuarkusUnitTest;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.vertx.http.runtime.security.HttpAuthenticationMechanism;

/**
 * Off by default: with Quarkus Security present but neither mechanism enabled, no Telegram mechanism or provider is a
 * bean, and a request with Telegram data is treated as before (anonymous).
 */
class MiniAppAuthDisabledTest {

    @RegisterExtension
    static final QuarkusUnitTest APP = new QuarkusUnitTest()
            .withApplicationRoot(jar -> jar.addClasses(MeResource.class, Calls.class));

    @TestHTTPResource("/me")
    URL me;

    @Test
    void noTelegramMechanismIsABean() {
        assertThat(Arc.container().select(HttpAuthenticationMechanism.class).stream()
                .map(m -> m.getClass().getName())).noneMatch(name -> name.contains("quarkustelegram"));
        assertThat(Arc.container().select(IdentityProvider.class).stream().map(p -> p.getClass().getName()))
                .noneMatch(name -> name.contains("quarkustelegram"));
    }

    @Test
    void telegramDataAuthenticatesNobody() throws Exception {
        String initData = MiniAppSigner.withBotToken(Calls.token()).initData(42, "Ada");

        // no mechanism at all to challenge with: Quarkus answers 403 rather than 401
        assertThat(Calls.get(me.toString(), "tma " + initData).statusCode()).isIn(401, 403);
        assertThat(Calls.get(me + "/public", "tma " + initData).body()).isEqualTo("hello anonymous");
    }
}
