package io.github.quarkustelegram.examples.welcome;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;

import org.junit.jupiter.api.Test;

import io.github.quarkustelegram.testing.telegram.FakeTelegramClient;
import io.github.quarkustelegram.testing.telegram.InjectFakeTelegram;
import io.github.quarkustelegram.testing.telegram.TranscriptEntry;
import io.quarkus.test.junit.QuarkusTest;

/** The doorkeeper through the fake Telegram: a group whose owner made the bot an administrator, and people coming. */
@QuarkusTest
class WelcomeBotTest {

    private static final Duration WAIT = Duration.ofSeconds(10);

    @InjectFakeTelegram
    FakeTelegramClient telegram;

    /** A supergroup whose owner made the bot an administrator (it must be one to see members and answer requests). */
    private long group(long chatId, String title) {
        telegram.group(chatId, title);
        telegram.user(1, "Owner").promotesBotIn(chatId);
        return chatId;
    }

    @Test
    void welcomesANewMemberByName() {
        long group = group(-1001000000001L, "Book club");

        assertThat(telegram.user(10, "Ada").joins(group).reply().text()).isEqualTo("Welcome to Book club, Ada!");
    }

    @Test
    void approvesAJoinRequestAndTellsTheRequesterInPrivate() {
        long group = group(-1001000000002L, "Chess");

        telegram.user(20, "Grace").requestsToJoin(group);

        TranscriptEntry approved = telegram.awaitCall("approveChatJoinRequest", WAIT);
        assertThat(approved.json()).contains("\"user_id\":20").contains("\"chat_id\":" + group);
        assertThat(telegram.awaitReply(20).text())
                .isEqualTo("You are in! Welcome to Chess. Please read the pinned rules first.");
    }

    @Test
    void declinesARequestFromASpammyNameAndSaysSo() {
        long group = group(-1001000000003L, "Chess");

        telegram.user(30, "Free Crypto").requestsToJoin(group);

        assertThat(telegram.awaitCall("declineChatJoinRequest", WAIT).json()).contains("\"user_id\":30");
        assertThat(telegram.awaitReply(30).text()).isEqualTo("Sorry, your request to join Chess was declined.");
    }

    @Test
    void welcomesEachNewcomerInTurn() {
        long group = group(-1001000000004L, "Runners");

        assertThat(telegram.user(40, "Linus").joins(group).reply().text()).isEqualTo("Welcome to Runners, Linus!");
        assertThat(telegram.user(41, "Margaret").joins(group).reply().text()).isEqualTo("Welcome to Runners, Margaret!");
    }
}
