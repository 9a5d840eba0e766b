package io.github.quarkustelegram.deployment.webapp;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.URL;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.time.Instant;
import java.util.logging.Level;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import io.github.quarkustelegram.testing.telegram.MiniAppSigner;
import io.quarkus.test.QuarkusUnitTest;
import io.quarkus.test.common.http.TestHTTPResource;

/**
 * The Mini App ({@code tma}) and Login Widget ({@code tglogin}) mechanisms in front of an {@code @Authenticated} REST
 * endpoint, on the fake Telegram of Dev Services (whose token signs the data, as {@link MiniAppSigner} does): the
 * Telegram user is the principal; forged, expired, future, malformed and replayed data is refused with 401, and the
 * reason logged without the token.
 */
class MiniAppAuthTest {

    @RegisterExtension
    static final QuarkusUnitTest APP = new QuarkusUnitTest()
            .withApplicationRoot(jar -> jar.addClasses(MeResource.class, Calls.class))
            .overrideConfigKey("quarkus.telegram.mini-app.auth.enabled", "true")
            .overrideConfigKey("quarkus.telegram.mini-app.auth.max-age", "1h")
            .overrideConfigKey("quarkus.telegram.mini-app.login-widget.enabled", "true")
            .overrideConfigKey("quarkus.telegram.mini-app.login-widget.replay-guard", "true")
            .setLogRecordPredicate(r -> r.getLoggerName().equals("io.github.quarkustelegram.webapp"))
            .assertLogRecords(records -> {
                String token = System.getProperty(Calls.TOKEN_PROPERTY);
                assertThat(token).isNotBlank();
                assertThat(records).isNotEmpty()
                        .allSatisfy(r -> assertThat(r.getMessage() + java.util.Arrays.toString(r.getParameters()))
                                .doesNotContain(token, token.substring(token.indexOf(':') + 1)));
                assertThat(records).filteredOn(r -> r.getLevel().intValue() == Level.INFO.intValue())
                        .extracting(r -> r.getParameters()[1])
                        .asString().as("each reason said once at INFO")
                        .contains("BAD_HASH", "EXPIRED", "FROM_THE_FUTURE", "MALFORMED", "REPLAYED");
            });

    @TestHTTPResource("/me")
    URL me;

    static String token() {
        return Calls.token();
    }

    HttpResponse<String> get(String authorization) throws IOException, InterruptedException {
        return Calls.get(me.toString(), authorization);
    }

    @Test
    void aSignedInitDataAuthenticatesItsUserEveryTime() throws Exception {
        // tag::signer[]
        String initData = MiniAppSigner.withBotToken(token()).initData(42, "Ada");
        // end::signer[]

        HttpResponse<String> first = get("tma " + initData);
        assertThat(first.statusCode()).isEqualTo(200);
        assertThat(first.body()).isEqualTo("42 Ada");
        assertThat(get("TMA " + initData).body()).as("the same initData again, the scheme in any case")
                .isEqualTo("42 Ada");
        assertThat(Calls.get(me + "/public", "tma " + initData).body()).isEqualTo("hello 42");
    }

    @Test
    void withoutTelegramDataTheEndpointAnswers401AndOthersStayOpen() throws Exception {
        HttpResponse<String> none = get(null);
        assertThat(none.statusCode()).isEqualTo(401);
        assertThat(none.headers().allValues("WWW-Authenticate")).contains("tma");
        assertThat(get("Bearer abc").statusCode()).isEqualTo(401);
        assertThat(Calls.get(me + "/public", null).body()).isEqualTo("hello anonymous");
    }

    @Test
    void forgedExpiredFutureAndMalformedInitDataAnswer401() throws Exception {
        MiniAppSigner signer = MiniAppSigner.withBotToken(token());
        String valid = signer.initData(42, "Ada");

        assertThat(get("tma " + valid.replace("Ada", "Eve")).statusCode()).as("forged").isEqualTo(401);
        assertThat(Calls.get(me + "/public", "tma " + valid.replace("Ada", "Eve")).statusCode())
                .as("proactive: refused on an open path too").isEqualTo(401);
        assertThat(get("tma " + MiniAppSigner.withBotToken("1:another-bot").initData(42, "Ada")).statusCode())
                .as("another bot's").isEqualTo(401);
        assertThat(get("tma " + signer.authDate(Instant.now().minus(Duration.ofHours(2))).initData(42, "Ada"))
                .statusCode()).as("expired").isEqualTo(401);
        assertThat(get("tma " + signer.authDate(Instant.now().plus(Duration.ofHours(2))).initData(42, "Ada"))
                .statusCode()).as("from the future").isEqualTo(401);
        assertThat(get("tma user=%zz").statusCode()).as("malformed").isEqualTo(401);
        assertThat(get("tma " + valid.substring(0, valid.indexOf("&hash="))).statusCode()).as("no hash")
                .isEqualTo(401);
    }

    @Test
    void aLoginWidgetLoginIsAcceptedOnce() throws Exception {
        String login = MiniAppSigner.withBotToken(token()).field("username", "grace").loginWidget(7, "Grace");

        HttpResponse<String> first = get("tglogin " + login);
        assertThat(first.statusCode()).isEqualTo(200);
        assertThat(first.body()).isEqualTo("7 Grace");
        assertThat(get("tglogin " + login).statusCode()).as("replayed").isEqualTo(401);
        assertThat(get("tglogin " + MiniAppSigner.withBotToken(token()).initData(7, "Grace")).statusCode())
                .as("a Mini App's initData is not a login").isEqualTo(401);
    }
}
