package io.github.quarkustelegram.examples.business;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;

import org.junit.jupiter.api.Test;

import io.github.quarkustelegram.testing.telegram.FakeTelegramClient;
import io.github.quarkustelegram.testing.telegram.InjectFakeTelegram;
import io.github.quarkustelegram.testing.telegram.TranscriptEntry;
import io.quarkus.test.junit.QuarkusTest;

/** The assistant through the fake Telegram: business owners connect it, their customers write. */
@QuarkusTest
class BusinessRepliesTest {

    @InjectFakeTelegram
    FakeTelegramClient telegram;

    @Test
    void tellsTheOwnerItIsConnected() {
        assertThat(telegram.user(101, "Flora").connectsBusinessAccount().reply().text())
                .isEqualTo("Connected: I answer your customers until you reply yourself.");
    }

    @Test
    void answersACustomerAsTheBusinessAccount() {
        telegram.user(102, "Flora").connectsBusinessAccount().reply();

        TranscriptEntry reply = telegram.user(201, "Ada").writesToBusiness(102, "Do you deliver roses?").reply();

        assertThat(reply.text()).isEqualTo("Thanks, Ada! Flora will answer you soon.");
        // sent through the connection: the customer sees it from Flora's account
        assertThat(reply.json()).contains("\"business_connection_id\":\"fake-business-")
                .contains("\"from\":{\"id\":102");
    }

    @Test
    void answersOpeningHoursItself() {
        telegram.user(103, "Flora").connectsBusinessAccount().reply();

        assertThat(telegram.user(202, "Grace").writesToBusiness(103, "When are you open?").reply().text())
                .isEqualTo(BusinessReplies.HOURS);
    }

    @Test
    void withoutTheRightToReplyForwardsToTheOwnerInstead() {
        telegram.user(104, "Flora").connectsBusinessAccount(false);

        telegram.user(203, "Linus").writesToBusiness(104, "Hello?");

        assertThat(telegram.awaitReplies(104, 2, Duration.ofSeconds(10))).extracting(TranscriptEntry::text)
                .containsExactly("Connected, but without the right to reply: I will forward what customers write.",
                        "Linus wrote: Hello?");
    }

    @Test
    void saysGoodbyeWhenDisconnected() {
        telegram.user(105, "Flora").connectsBusinessAccount().reply();

        assertThat(telegram.user(105).disconnectsBusinessAccount().reply().text())
                .isEqualTo("Disconnected: I no longer answer your customers.");
    }
}
