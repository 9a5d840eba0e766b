package io.github.quarkustelegram.examples.formconversation;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.locks.LockSupport;

import jakarta.inject.Inject;

import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIf;

import io.github.quarkustelegram.testing.telegram.FakeTelegramClient;
import io.github.quarkustelegram.testing.telegram.FakeUser;
import io.github.quarkustelegram.testing.telegram.TranscriptEntry;
import io.quarkus.redis.datasource.RedisDataSource;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;

/** The sign-up form through the fake Telegram, as a user fills it in, with its state on a real Redis. */
@QuarkusTest
@WithTestResource(LocalRedis.class)
@EnabledIf(value = "io.github.quarkustelegram.examples.formconversation.LocalRedis#installed", disabledReason = "no redis-server on this machine (apt-get install -y redis-server)")
class SignupFormTest {

    private static final Duration WAIT = Duration.ofSeconds(10);

    @ConfigProperty(name = "quarkus.telegram.api.base-url")
    String telegramUrl;

    @Inject
    RedisDataSource redis;

    private FakeTelegramClient telegram;

    @BeforeEach
    void connect() {
        telegram = FakeTelegramClient.connect(telegramUrl);
    }

    @Test
    void fillsInTheFormAndKeepsTheProfile() {
        FakeUser ada = telegram.user(1, "Ada");
        assertThat(say(ada, "/me")).isEqualTo("You have not signed up yet: /signup");
        assertThat(say(ada, "/signup")).isEqualTo("Let's sign you up. What is your name? (/cancel to stop)");
        assertThat(say(ada, "Ada Lovelace")).isEqualTo("How old are you, Ada Lovelace?");

        ada.sends("36");
        TranscriptEntry confirm = telegram.awaitReply(1);
        assertThat(confirm.text()).isEqualTo("Name: Ada Lovelace\nAge: 36\nIs that right?");
        assertThat(confirm.buttons()).containsExactly("Yes, sign me up", "No, start again");

        ada.presses("Yes, sign me up");
        TranscriptEntry welcome = telegram.awaitReply(1);
        assertThat(welcome.kind()).isEqualTo("editMessageText");
        assertThat(welcome.messageId()).isEqualTo(confirm.messageId());
        assertThat(welcome.text()).isEqualTo("Welcome aboard, Ada Lovelace!");
        assertThat(welcome.buttons()).isEmpty();

        assertThat(say(ada, "/me")).isEqualTo("You are Ada Lovelace, 36.");
    }

    @Test
    void asksForTheAgeAgainUntilItIsOne() {
        FakeUser grace = telegram.user(2, "Grace");
        say(grace, "/signup");
        say(grace, "Grace");
        assertThat(say(grace, "eighty")).isEqualTo("Please send your age as a number from 13 to 120.");
        assertThat(say(grace, "7")).isEqualTo("Please send your age as a number from 13 to 120.");
        assertThat(say(grace, "/me")).isEqualTo("You have not signed up yet: /signup"); // commands still work
        assertThat(say(grace, "85")).startsWith("Name: Grace\nAge: 85");
    }

    @Test
    void cancelLeavesTheFormAtAnyStep() {
        FakeUser linus = telegram.user(3, "Linus");
        say(linus, "/signup");
        assertThat(say(linus, "/cancel")).isEqualTo("Sign-up cancelled. /signup starts again.");
        assertThat(say(linus, "/cancel")).isEqualTo("Nothing to cancel.");

        say(linus, "/signup");
        say(linus, "Linus");
        say(linus, "54");
        assertThat(say(linus, "/cancel")).isEqualTo("Sign-up cancelled. /signup starts again.");
        assertThat(say(linus, "/me")).isEqualTo("You have not signed up yet: /signup");
    }

    @Test
    void noStartsTheFormAgain() {
        FakeUser barbara = telegram.user(4, "Barbara");
        say(barbara, "/signup");
        say(barbara, "Barbra");
        say(barbara, "83");
        barbara.presses("No, start again");
        assertThat(telegram.awaitReply(4).text()).isEqualTo("Let's start again. What is your name?");
        assertThat(say(barbara, "Barbara")).isEqualTo("How old are you, Barbara?");
    }

    // tag::redis[]
    @Test
    void theFormAndTheProfileAreKeptOnRedis() {
        FakeUser edsger = telegram.user(5, "Edsger");
        say(edsger, "/signup");
        say(edsger, "Edsger");
        // Half filled in: the state and the answers so far are one key on Redis, not in the JVM.
        List<String> forms = redis.key().keys("*conv:signup:*5*");
        assertThat(forms).hasSize(1);
        assertThat(redis.value(String.class).get(forms.get(0))).contains("\"state\":\"age\"", "\"name\":\"Edsger\"");

        say(edsger, "72");
        edsger.presses("Yes, sign me up");
        telegram.awaitReply(5);
        // Written once the step's result completed, a moment after the reply.
        assertThat(awaitKeys("*conv:signup:*5*", 0)).isEmpty(); // the form ended
        assertThat(awaitKeys("*session:Profile:u5", 1)).hasSize(1); // the profile stays
    }
    // end::redis[]

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

    /** The user sends a text; the bot's first reply. */
    private String say(FakeUser user, String text) {
        user.sends(text);
        return telegram.awaitReply(user.id(), WAIT).text();
    }
}
