package io.github.quarkustelegram.examples.formconversation;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.locks.LockSupport;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIf;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import io.github.quarkustelegram.testing.telegram.FakeTelegramClient;
import io.github.quarkustelegram.testing.telegram.FakeUser;
import io.github.quarkustelegram.testing.telegram.InjectFakeTelegram;
import io.github.quarkustelegram.testing.telegram.TranscriptEntry;
import io.quarkus.redis.datasource.RedisDataSource;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;

/** The sign-up form through the fake Telegram, as a user fills it in, with its state on a real Redis. */
@QuarkusTest
@WithTestResource(LocalRedis.class)
@EnabledIf(value = "io.github.quarkustelegram.examples.formconversation.LocalRedis#installed", disabledReason = "no redis-server on this machine (apt-get install -y redis-server)")
class SignupFormTest {

    @InjectFakeTelegram
    FakeTelegramClient telegram;

    @Inject
    RedisDataSource redis;

    @Test
    void fillsInTheFormAndKeepsTheProfile() {
        FakeUser ada = telegram.user(1, "Ada");
        assertThat(ada.sends("/me").reply().text()).isEqualTo("You have not signed up yet: /signup");
        assertThat(ada.sends("/signup").reply().text())
                .isEqualTo("Let's sign you up. What is your name? (/cancel to stop)");
        assertThat(ada.sends("Ada Lovelace").reply().text()).isEqualTo("How old are you, Ada Lovelace?");

        TranscriptEntry confirm = ada.sends("36").reply();
        assertThat(confirm.text()).isEqualTo("Name: Ada Lovelace\nAge: 36\nIs that right?");
        assertThat(confirm.buttons()).containsExactly("Yes, sign me up", "No, start again");

        TranscriptEntry welcome = ada.presses("Yes, sign me up").reply();
        assertThat(welcome.kind()).isEqualTo("editMessageText");
        assertThat(welcome.messageId()).isEqualTo(confirm.messageId());
        assertThat(welcome.text()).isEqualTo("Welcome aboard, Ada Lovelace!");
        assertThat(welcome.buttons()).isEmpty();

        assertThat(ada.sends("/me").reply().text()).isEqualTo("You are Ada Lovelace, 36.");
    }

    @Test
    void asksForTheAgeAgainUntilItIsOne() {
        FakeUser grace = telegram.user(2, "Grace");
        grace.sends("/signup").reply();
        grace.sends("Grace").reply();
        assertThat(grace.sends("eighty").reply().text()).isEqualTo("Please send your age as a number from 13 to 120.");
        assertThat(grace.sends("7").reply().text()).isEqualTo("Please send your age as a number from 13 to 120.");
        // commands still work
        assertThat(grace.sends("/me").reply().text()).isEqualTo("You have not signed up yet: /signup");
        assertThat(grace.sends("85").reply().text()).startsWith("Name: Grace\nAge: 85");
    }

    @Test
    void cancelLeavesTheFormAtAnyStep() {
        FakeUser linus = telegram.user(3, "Linus");
        linus.sends("/signup").reply();
        assertThat(linus.sends("/cancel").reply().text()).isEqualTo("Sign-up cancelled. /signup starts again.");
        assertThat(linus.sends("/cancel").reply().text()).isEqualTo("Nothing to cancel.");

        linus.sends("/signup").reply();
        linus.sends("Linus").reply();
        linus.sends("54").reply();
        assertThat(linus.sends("/cancel").reply().text()).isEqualTo("Sign-up cancelled. /signup starts again.");
        assertThat(linus.sends("/me").reply().text()).isEqualTo("You have not signed up yet: /signup");
    }

    @Test
    void noStartsTheFormAgain() {
        FakeUser barbara = telegram.user(4, "Barbara");
        barbara.sends("/signup").reply();
        barbara.sends("Barbra").reply();
        barbara.sends("83").reply();
        assertThat(barbara.presses("No, start again").reply().text()).isEqualTo("Let's start again. What is your name?");
        assertThat(barbara.sends("Barbara").reply().text()).isEqualTo("How old are you, Barbara?");
    }

    // tag::redis[]
    @Test
    void theFormAndTheProfileAreKeptOnRedis() {
        FakeUser edsger = telegram.user(5, "Edsger");
        edsger.sends("/signup").reply();
        edsger.sends("Edsger").reply();
        // Half filled in: the state and the answers so far are one key on Redis, not in the JVM.
        List<String> forms = redis.key().keys("*conv:signup:*5*");
        assertThat(forms).hasSize(1);
        JsonNode form = json(redis.value(String.class).get(forms.get(0)));
        assertThat(form.path("state").asText()).isEqualTo("age");
        // the answers, a record of the bot's own, kept as JSON in the state's data
        assertThat(json(form.path("data").path("$record").asText()).path("name").asText()).isEqualTo("Edsger");

        edsger.sends("72").reply();
        edsger.presses("Yes, sign me up").reply();
        // Written once the step's result completed, a moment after the reply.
        assertThat(awaitKeys("*conv:signup:*5*", 0)).isEmpty(); // the form ended
        assertThat(awaitKeys("*session:Profile:u5", 1)).hasSize(1); // the profile stays
    }
    // end::redis[]

    private static JsonNode json(String text) {
        try {
            return new ObjectMapper().readTree(text);
        } catch (JsonProcessingException e) {
            throw new AssertionError(text, e);
        }
    }

    /** @return the keys matching the pattern once there are that many, or as they are after 5 s */
    private List<String> awaitKeys(String pattern, int count) {
        long deadline = System.nanoTime() + Duration.ofSeconds(5).toNanos();
        List<String> keys = redis.key().keys(pattern);
        while (keys.size() != count && System.nanoTime() < deadline) {
            LockSupport.parkNanos(Duration.ofMillis(20).toNanos());
            keys = redis.key().keys(pattern);
        }
        return keys;
    }
}
