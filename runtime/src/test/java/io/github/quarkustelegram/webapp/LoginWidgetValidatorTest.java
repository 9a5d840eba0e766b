package io.github.quarkustelegram.webapp;

import static io.github.quarkustelegram.webapp.InitDataValidatorTest.assertRefused;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.LinkedHashMap;
import java.util.Map;

import org.junit.jupiter.api.Test;

import io.github.quarkustelegram.webapp.WebAppAuthException.Reason;

class LoginWidgetValidatorTest {

    static final String TOKEN = InitDataValidatorTest.TOKEN;
    static final Instant NOW = InitDataValidatorTest.NOW;

    final LoginWidgetValidator validator = LoginWidgetValidator.withBotToken(TOKEN)
            .withClock(Clock.fixed(NOW, ZoneOffset.UTC));

    static Map<String, String> fields(Instant authDate) {
        Map<String, String> fields = new LinkedHashMap<>();
        fields.put("id", "42");
        fields.put("first_name", "Ada");
        fields.put("username", "ada");
        fields.put("photo_url", "https://t.me/i/userpic/320/ada.jpg");
        fields.put("auth_date", Long.toString(authDate.getEpochSecond()));
        return fields;
    }

    @Test
    void readsSignedLoginData() {
        assertThat(validator.validate(TestSigner.loginWidget(TOKEN, fields(NOW))))
                .isEqualTo(new LoginWidgetData(42, "Ada", null, "ada", "https://t.me/i/userpic/320/ada.jpg", NOW));
    }

    @Test
    void usesTheLoginWidgetsSecretNotTheMiniAppsOne() {
        assertRefused(() -> validator.validate(TestSigner.initData(TOKEN, fields(NOW))), Reason.BAD_HASH);
    }

    @Test
    void refusesChangedMissingExpiredAndReplayedData() {
        String signed = TestSigner.loginWidget(TOKEN, fields(NOW));

        assertRefused(() -> validator.validate(signed.replace("id=42", "id=43")), Reason.BAD_HASH);
        assertRefused(() -> validator.validate(signed.substring(0, signed.indexOf("&hash="))), Reason.MISSING_HASH);
        assertRefused(() -> validator.withMaxAge(Duration.ofMinutes(5))
                .validate(TestSigner.loginWidget(TOKEN, fields(NOW.minusSeconds(301)))), Reason.EXPIRED);
        assertRefused(() -> validator.validate(TestSigner.loginWidget(TOKEN, fields(NOW.plusSeconds(120)))),
                Reason.FROM_THE_FUTURE);
        LoginWidgetValidator once = validator.withReplayGuard(ReplayGuard.inMemory(10));
        once.validate(signed);
        assertRefused(() -> once.validate(signed), Reason.REPLAYED);
        Map<String, String> noId = fields(NOW);
        noId.remove("id");
        assertRefused(() -> validator.validate(TestSigner.loginWidget(TOKEN, noId)), Reason.MALFORMED);
    }
}
