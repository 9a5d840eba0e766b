package io.github.quarkustelegram.webapp;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.LinkedHashMap;
import java.util.Map;

import org.assertj.core.api.ThrowableAssert.ThrowingCallable;
import org.junit.jupiter.api.Test;

import io.github.quarkustelegram.testing.telegram.MiniAppSigner;
import io.github.quarkustelegram.webapp.WebAppAuthException.Reason;

class InitDataValidatorTest {

    static final String TOKEN = "123456789:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw";
    static final Instant NOW = Instant.parse("2026-12-03T08:00:00Z");
    static final String USER = "{\"id\":279058397,\"first_name\":\"Vladislav + - ? \\/\",\"last_name\":\"K\","
            + "\"username\":\"vdk\",\"language_code\":\"ru\",\"is_premium\":true,\"allows_write_to_pm\":true,"
            + "\"photo_url\":\"https:\\/\\/t.me\\/i\\/userpic\\/320\\/x.svg\",\"some_new_field\":[1]}";

    final Clock clock = Clock.fixed(NOW, ZoneOffset.UTC);
    final InitDataValidator validator = InitDataValidator.withBotToken(TOKEN).withClock(clock);

    static Map<String, String> fields(Instant authDate) {
        Map<String, String> fields = new LinkedHashMap<>();
        fields.put("query_id", "AAHdF6IQAAAAAN0XohDhrOrc");
        fields.put("user", USER);
        fields.put("chat_type", "sender");
        fields.put("chat_instance", "-8134722200314281151");
        fields.put("start_param", "ref 42");
        fields.put("can_send_after", "3600");
        fields.put("auth_date", Long.toString(authDate.getEpochSecond()));
        return fields;
    }

    @Test
    void readsSignedInitDataIntoTheRecords() {
        InitData data = validator.validate(TestSigner.initData(TOKEN, fields(NOW.minusSeconds(60))));

        assertThat(data.queryId()).isEqualTo("AAHdF6IQAAAAAN0XohDhrOrc");
        assertThat(data.user()).isEqualTo(new WebAppUser(279058397, false, "Vladislav + - ? /", "K", "vdk", "ru", true,
                false, true, "https://t.me/i/userpic/320/x.svg"));
        assertThat(data.chatType()).isEqualTo("sender");
        assertThat(data.chatInstance()).isEqualTo("-8134722200314281151");
        assertThat(data.startParam()).isEqualTo("ref 42");
        assertThat(data.canSendAfter()).isEqualTo(Duration.ofHours(1));
        assertThat(data.authDate()).isEqualTo(NOW.minusSeconds(60));
        assertThat(data.receiver()).isNull();
        assertThat(data.chat()).isNull();
    }

    @Test
    void readsTheChatAndTheReceiver() {
        Map<String, String> fields = fields(NOW);
        fields.put("receiver", "{\"id\":7,\"is_bot\":true,\"first_name\":\"Shop\"}");
        fields.put("chat", "{\"id\":-100123,\"type\":\"supergroup\",\"title\":\"Buyers\",\"username\":\"buyers\"}");

        InitData data = validator.validate(TestSigner.initData(TOKEN, fields));

        assertThat(data.receiver()).isEqualTo(new WebAppUser(7, true, "Shop", null, null, null, false, false, false,
                null));
        assertThat(data.chat()).isEqualTo(new WebAppChat(-100123, "supergroup", "Buyers", "buyers", null));
    }

    @Test
    void refusesAnyChangedField() {
        String signed = TestSigner.initData(TOKEN, fields(NOW));

        assertRefused(() -> validator.validate(signed.replace("start_param=ref", "start_param=rxf")), Reason.BAD_HASH);
        assertRefused(() -> validator.validate(signed.replace("279058397", "279058398")), Reason.BAD_HASH);
        assertRefused(() -> validator.validate("extra=1&" + signed), Reason.BAD_HASH);
    }

    @Test
    void refusesDataSignedForAnotherBot() {
        String signed = TestSigner.initData("987654321:ZZHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw", fields(NOW));

        assertRefused(() -> validator.validate(signed), Reason.BAD_HASH);
    }

    @Test
    void acceptsAnUpperCaseHash() {
        String signed = TestSigner.initData(TOKEN, fields(NOW));
        int hash = signed.indexOf("hash=") + 5;

        assertThat(validator.validate(signed.substring(0, hash) + signed.substring(hash).toUpperCase()).user())
                .isNotNull();
    }

    @Test
    void refusesDataWithoutHash() {
        String signed = TestSigner.initData(TOKEN, fields(NOW));

        assertRefused(() -> validator.validate(signed.substring(0, signed.indexOf("&hash="))), Reason.MISSING_HASH);
    }

    @Test
    void refusesWhatIsNotSignedFields() {
        assertRefused(() -> validator.validate(""), Reason.MALFORMED);
        assertRefused(() -> validator.validate("user"), Reason.MALFORMED);
        assertRefused(() -> validator.validate("=x&hash=00"), Reason.MALFORMED);
        assertRefused(() -> validator.validate("a=%zz&hash=00"), Reason.MALFORMED);
        assertRefused(() -> validator.validate("a=1&a=2&hash=00"), Reason.MALFORMED);
        assertRefused(() -> validator.validate("a=" + "x".repeat(20_000) + "&hash=00"), Reason.MALFORMED);
    }

    @Test
    void refusesSignedDataWhoseFieldsAreMalformed() {
        Map<String, String> noDate = fields(NOW);
        noDate.remove("auth_date");
        Map<String, String> badUser = fields(NOW);
        badUser.put("user", "{\"first_name\":\"no id\"}");
        Map<String, String> notJson = fields(NOW);
        notJson.put("user", "{id:");

        assertRefused(() -> validator.validate(TestSigner.initData(TOKEN, noDate)), Reason.MALFORMED);
        assertRefused(() -> validator.validate(TestSigner.initData(TOKEN, badUser)), Reason.MALFORMED);
        assertRefused(() -> validator.validate(TestSigner.initData(TOKEN, notJson)), Reason.MALFORMED);
    }

    @Test
    void refusesDataOlderThanTheMaximumAge() {
        InitDataValidator hour = validator.withMaxAge(Duration.ofHours(1));

        assertThat(hour.validate(TestSigner.initData(TOKEN, fields(NOW.minus(Duration.ofHours(1))))).user())
                .isNotNull();
        assertRefused(() -> hour.validate(TestSigner.initData(TOKEN, fields(NOW.minusSeconds(3601)))),
                Reason.EXPIRED);
    }

    @Test
    void refusesDataFromTheFutureBeyondTheClockSkew() {
        InitDataValidator skew = validator.withClockSkew(Duration.ofSeconds(30));

        assertThat(skew.validate(TestSigner.initData(TOKEN, fields(NOW.plusSeconds(30)))).user()).isNotNull();
        assertRefused(() -> skew.validate(TestSigner.initData(TOKEN, fields(NOW.plusSeconds(31)))),
                Reason.FROM_THE_FUTURE);
    }

    @Test
    void acceptsTheSameDataAgainWithoutAReplayGuard() {
        String signed = TestSigner.initData(TOKEN, fields(NOW));

        validator.validate(signed);
        assertThat(validator.validate(signed).user()).isNotNull();
    }

    @Test
    void aReplayGuardAcceptsEachDataOnce() {
        InitDataValidator once = validator.withReplayGuard(ReplayGuard.inMemory(100));
        String signed = TestSigner.initData(TOKEN, fields(NOW));

        once.validate(signed);
        assertRefused(() -> once.validate(signed), Reason.REPLAYED);
        assertThat(once.validate(TestSigner.initData(TOKEN, fields(NOW.minusSeconds(1)))).user()).isNotNull();
    }

    @Test
    void aReplayGuardIsNotUsedUpByRefusedData() {
        InitDataValidator once = validator.withReplayGuard(ReplayGuard.inMemory(100));
        String expired = TestSigner.initData(TOKEN, fields(NOW.minus(Duration.ofDays(1))));

        assertRefused(() -> once.validate(expired), Reason.EXPIRED);
        assertThat(once.validate(TestSigner.initData(TOKEN, fields(NOW))).user()).isNotNull();
    }

    @Test
    void neverShowsTheTokenNorTheData() {
        String signed = TestSigner.initData(TOKEN, fields(NOW));
        String tampered = signed.replace("vdk", "vdx");
        InitDataValidator strict = validator.withMaxAge(Duration.ofSeconds(1));

        for (ThrowingCallable call : new ThrowingCallable[] { () -> validator.validate(tampered),
                () -> strict.validate(TestSigner.initData(TOKEN, fields(NOW.minusSeconds(5)))),
                () -> validator.validate(signed.replace("auth_date=", "auth_date=x")) }) {
            assertThatThrownBy(call).isInstanceOf(WebAppAuthException.class)
                    .satisfies(e -> assertThat(e.getMessage()).doesNotContain(TOKEN, "AAHdqTcv", "279058397", "vdk",
                            signed.substring(signed.indexOf("hash=") + 5)));
        }
        assertThat(validator.toString()).doesNotContain("AAHdqTcv");
        assertThatThrownBy(() -> InitDataValidator.withBotToken("AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageNotContaining("AAHdqTcv");
    }

    @Test
    void checksTheThirdPartySignatureWithTelegramsKeyAndTheBotId() throws Exception {
        KeyPair telegram = KeyPairGenerator.getInstance("Ed25519").generateKeyPair();
        InitDataValidator thirdParty = InitDataValidator.thirdParty(123456789, telegram.getPublic()).withClock(clock);
        String signed = TestSigner.thirdParty(123456789, telegram.getPrivate(), fields(NOW));

        assertThat(thirdParty.validate(signed).user().id()).isEqualTo(279058397);
        assertRefused(() -> thirdParty.validate(signed.replace("ref", "rex")), Reason.BAD_SIGNATURE);
        assertRefused(() -> InitDataValidator.thirdParty(123456780, telegram.getPublic()).withClock(clock)
                .validate(signed), Reason.BAD_SIGNATURE);
        KeyPair other = KeyPairGenerator.getInstance("Ed25519").generateKeyPair();
        assertRefused(() -> InitDataValidator.thirdParty(123456789, other.getPublic()).withClock(clock)
                .validate(signed), Reason.BAD_SIGNATURE);
        assertRefused(() -> thirdParty.validate(signed.replaceAll("signature=[^&]*", "signature=AAAA")),
                Reason.BAD_SIGNATURE);
        assertRefused(() -> thirdParty.validate(signed.replaceAll("signature=[^&]*", "signature=%21%21")),
                Reason.BAD_SIGNATURE);
        assertRefused(() -> thirdParty.validate(TestSigner.initData(TOKEN, fields(NOW))), Reason.MISSING_SIGNATURE);
        assertRefused(() -> thirdParty.validate(TestSigner.thirdParty(123456789, telegram.getPrivate(),
                fields(NOW.minus(Duration.ofDays(2))))), Reason.EXPIRED);
    }

    @Test
    void telegramsPublishedKeysAreEd25519Keys() {
        assertThat(TelegramPublicKeys.PRODUCTION.getAlgorithm()).isIn("Ed25519", "EdDSA");
        assertThat(TelegramPublicKeys.TEST.getAlgorithm()).isIn("Ed25519", "EdDSA");
        assertThat(TelegramPublicKeys.PRODUCTION).isNotEqualTo(TelegramPublicKeys.TEST);
        assertThatThrownBy(() -> TelegramPublicKeys.ed25519("abcd")).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void aPrincipalNeedsAUser() {
        Map<String, String> noUser = fields(NOW);
        noUser.remove("user");
        InitData data = validator.validate(TestSigner.initData(TOKEN, noUser));

        assertThat(data.user()).isNull();
        assertRefused(() -> TelegramPrincipal.of(data), Reason.NO_USER);
        assertThat(TelegramPrincipal.of(validator.validate(TestSigner.initData(TOKEN, fields(NOW)))).getName())
                .isEqualTo("279058397");
    }

    @Test
    void acceptsWhatTheFakeTelegramSigns() {
        MiniAppSigner signer = MiniAppSigner.withBotToken(TOKEN).authDate(NOW).field("start_param", "cart 1+2");

        InitData data = validator.validate(signer.initData(42, "Ada Lovelace"));
        assertThat(data.user().id()).isEqualTo(42);
        assertThat(data.user().firstName()).isEqualTo("Ada Lovelace");
        assertThat(data.startParam()).isEqualTo("cart 1+2");
        assertThat(data.authDate()).isEqualTo(NOW);
        assertThat(LoginWidgetValidator.withBotToken(TOKEN).withClock(clock).validate(signer.loginWidget(42, "Ada")))
                .isEqualTo(new LoginWidgetData(42, "Ada", null, null, null, NOW));
    }

    @Test
    void theGuidesExamples() throws Exception {
        String botToken = TOKEN;
        String initDataFromTheMiniApp = TestSigner.initData(TOKEN, fields(Instant.now()));
        long userId = 0;
        // tag::validate[]
        InitDataValidator validator = InitDataValidator.withBotToken(botToken).withMaxAge(Duration.ofHours(1));
        try {
            InitData initData = validator.validate(initDataFromTheMiniApp);
            userId = initData.user().id();
        } catch (WebAppAuthException e) {
            // e.reason() says why: MALFORMED, MISSING_HASH, BAD_HASH, EXPIRED, FROM_THE_FUTURE, ...
        }
        // end::validate[]
        assertThat(userId).isEqualTo(279058397);

        KeyPair telegram = KeyPairGenerator.getInstance("Ed25519").generateKeyPair();
        String initData = TestSigner.thirdParty(123456789, telegram.getPrivate(), fields(Instant.now()));
        // tag::third-party[]
        InitDataValidator thirdParty = InitDataValidator.thirdParty(123456789, TelegramPublicKeys.PRODUCTION);
        // end::third-party[]
        assertRefused(() -> thirdParty.validate(initData), Reason.BAD_SIGNATURE);
        assertThat(InitDataValidator.thirdParty(123456789, telegram.getPublic()).validate(initData).user()).isNotNull();

        String login = TestSigner.loginWidget(TOKEN, LoginWidgetValidatorTest.fields(Instant.now()));
        // tag::login-widget[]
        LoginWidgetValidator logins = LoginWidgetValidator.withBotToken(botToken)
                .withReplayGuard(ReplayGuard.inMemory(10_000)); // each login accepted once
        LoginWidgetData user = logins.validate(login); // id=...&first_name=...&auth_date=...&hash=...
        // end::login-widget[]
        assertThat(user.id()).isEqualTo(42);
        assertRefused(() -> logins.validate(login), Reason.REPLAYED);
    }

    static void assertRefused(ThrowingCallable call, Reason reason) {
        assertThatThrownBy(call).isInstanceOf(WebAppAuthException.class)
                .extracting(e -> ((WebAppAuthException) e).reason()).isEqualTo(reason);
    }
}
