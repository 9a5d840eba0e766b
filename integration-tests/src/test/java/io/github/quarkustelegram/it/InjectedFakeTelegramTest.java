package io.github.quarkustelegram.it;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

import io.github.quarkustelegram.testing.telegram.FakeTelegramClient;
import io.github.quarkustelegram.testing.telegram.FakeTelegramDriver;
import io.github.quarkustelegram.testing.telegram.FakeUser;
import io.github.quarkustelegram.testing.telegram.InjectFakeTelegram;
import io.github.quarkustelegram.testing.telegram.TranscriptEntry;
import io.github.quarkustelegram.testing.telegram.UserAction;
import io.quarkus.test.junit.QuarkusTest;

/**
 * {@code @InjectFakeTelegram} end to end: the application (the shop bot of it.handlers, long-polling) runs on the fake
 * Telegram that Dev Services started, and the test gets a client of it with one annotated field, nothing else; a
 * user's action gives the bot's reply to it.
 */
@QuarkusTest
class InjectedFakeTelegramTest {

    // tag::inject[]
    @InjectFakeTelegram
    FakeTelegramClient telegram;

    @Test
    void theShopBotWelcomesAUser() {
        assertThat(telegram.user(9101, "Ada").sends("/start").reply().text()).isEqualTo("Welcome to the shop");
    }
    // end::inject[]

    @Test
    void anActionsRepliesAreWhatCameAfterItWhateverTheUserDidSince() {
        FakeUser bob = telegram.user(9102, "Bob");
        UserAction price = bob.sends("price of tea");
        bob.sends("/start ref7");

        // the chat's updates are handled in order: the bot's messages after the first one answer both
        assertThat(price.reply().text()).isEqualTo("tea costs 3 stars");
        assertThat(price.replies(2)).extracting(TranscriptEntry::text).containsExactly("tea costs 3 stars",
                "Welcome to the shop (invited by ref7)");
    }

    /** A {@code @Nested} class reads the enclosing instance's field, set when that instance was made. */
    @Nested
    class InANestedClass {

        @Test
        void theEnclosingFieldIsSet() {
            assertThat(telegram.user(9103, "Cy").sends("price of coffee").reply().text())
                    .isEqualTo("coffee costs 3 stars");
        }
    }

    /** What a project's bot tests might share. */
    abstract static class BotTestBase {

        @InjectFakeTelegram
        FakeTelegramDriver fake;
    }

    /** A field in a superclass is set too, declared as the interface; every field gets the one client of the fake. */
    @Nested
    class FieldInASuperclass extends BotTestBase {

        @Test
        void theInheritedFieldIsSetToTheSameClient() {
            assertThat(fake).isSameAs(telegram);
            assertThat(fake.user(9104, "Dee").sends("/start").reply().text()).isEqualTo("Welcome to the shop");
        }
    }
}
