package io.github.quarkustelegram.runtime.updates.webhook;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.junit.jupiter.api.Test;

/** The admission checks as values: no server. */
class WebhookAdmissionTest {

    static final String SECRET = "s3cret_Webhook-Token";

    final WebhookAdmission admission = new WebhookAdmission(SECRET, 1024, 2);

    @Test
    void theSecretMatchesOnlyWhenExactlyOneHeaderEqualsIt() {
        assertThat(admission.secretMatches(List.of(SECRET))).isTrue();
        assertThat(admission.secretMatches(List.of())).isFalse();
        assertThat(admission.secretMatches(List.of("nope"))).isFalse();
        assertThat(admission.secretMatches(List.of(SECRET.substring(0, 5)))).isFalse();
        assertThat(admission.secretMatches(List.of(SECRET + "x"))).isFalse();
        assertThat(admission.secretMatches(List.of(SECRET.replace('s', 'S')))).as("case counts").isFalse();
        assertThat(admission.secretMatches(List.of("wrong", SECRET))).as("repeated").isFalse();
        assertThat(admission.secretMatches(List.of(SECRET, SECRET))).isFalse();
        // same length, a character outside ASCII: it could only match by bytes, never by characters
        assertThat(admission.secretMatches(List.of("é" + SECRET.substring(1)))).isFalse();
    }

    @Test
    void onlyApplicationJsonIsJsonWithOrWithoutParameters() {
        assertThat(WebhookAdmission.isJson("application/json")).isTrue();
        assertThat(WebhookAdmission.isJson("Application/JSON")).isTrue();
        assertThat(WebhookAdmission.isJson("application/json; charset=utf-8")).isTrue();
        assertThat(WebhookAdmission.isJson(" application/json ;charset=utf-8")).isTrue();
        assertThat(WebhookAdmission.isJson(null)).isFalse();
        assertThat(WebhookAdmission.isJson("")).isFalse();
        assertThat(WebhookAdmission.isJson("application/jsonp")).isFalse();
        assertThat(WebhookAdmission.isJson("application/x-www-form-urlencoded")).isFalse();
        assertThat(WebhookAdmission.isJson("text/json")).isFalse();
    }

    @Test
    void theDeclaredLengthIsANumberAbsentOrBad() {
        assertThat(WebhookAdmission.declaredLength(null)).isEqualTo(-1);
        assertThat(WebhookAdmission.declaredLength("42")).isEqualTo(42);
        assertThat(WebhookAdmission.declaredLength(" 42 ")).isEqualTo(42);
        assertThat(WebhookAdmission.declaredLength("-1")).isEqualTo(-2);
        assertThat(WebhookAdmission.declaredLength("4x")).isEqualTo(-2);
        assertThat(WebhookAdmission.declaredLength("99999999999999999999")).isEqualTo(-2);
    }

    @Test
    void roomIsRefusedWhileDrainingBeyondTheBoundAndForABodyTooLarge() {
        assertThat(admission.checkRoom(false, 1, "10")).isNull();
        assertThat(admission.checkRoom(false, 2, null)).as("chunked: the reader caps it").isNull();
        assertThat(admission.checkRoom(false, 1, "1024")).as("exactly the cap").isNull();
        assertThat(admission.checkRoom(true, 1, "10")).isSameAs(WebhookAdmission.SHUTTING_DOWN);
        assertThat(admission.checkRoom(false, 3, "10")).isSameAs(WebhookAdmission.TOO_MANY);
        assertThat(admission.checkRoom(false, 1, "1025")).isSameAs(WebhookAdmission.TOO_LARGE);
        assertThat(admission.checkRoom(false, 1, "ten")).isSameAs(WebhookAdmission.BAD_LENGTH);
    }

    @Test
    void theRefusalsSayWhatTelegramAndRetriesNeed() {
        assertThat(WebhookAdmission.NOT_POST).isEqualTo(new WebhookAdmission.Refusal(405, "POST only", "allow",
                "POST"));
        assertThat(WebhookAdmission.SHUTTING_DOWN.status()).isEqualTo(503);
        assertThat(WebhookAdmission.SHUTTING_DOWN.value()).isEqualTo("5");
        assertThat(WebhookAdmission.TOO_MANY.value()).isEqualTo("1");
        assertThat(WebhookAdmission.UNAUTHORIZED.message()).doesNotContain(SECRET);
        assertThat(WebhookAdmission.SECRET_HEADER)
                .isEqualTo(io.github.quarkustelegram.updates.WebhookHandler.SECRET_HEADER);
    }
}
