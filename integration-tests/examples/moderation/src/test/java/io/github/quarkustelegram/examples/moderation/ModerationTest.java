package io.github.quarkustelegram.examples.moderation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import io.github.quarkustelegram.testing.telegram.FakeTelegramClient;
import io.github.quarkustelegram.testing.telegram.FakeUser;
import io.github.quarkustelegram.testing.telegram.InjectFakeTelegram;
import io.github.quarkustelegram.testing.telegram.UserAction;
import io.quarkus.test.junit.QuarkusTest;

/**
 * The moderator through the fake Telegram: a supergroup whose owner (user 1, a configured admin) made the bot an
 * administrator, members who misbehave, moderators who reply to them.
 */
@QuarkusTest
class ModerationTest {

    private static final Duration WAIT = Duration.ofSeconds(10);

    @InjectFakeTelegram
    FakeTelegramClient telegram;

    private FakeUser owner;

    @BeforeEach
    void owner() {
        owner = telegram.user(1, "Owner");
    }

    private long group(long chatId) {
        telegram.group(chatId, "Readers");
        owner.promotesBotIn(chatId);
        return chatId;
    }

    @Test
    void aModeratorBansTheAuthorOfTheMessageRepliedTo() {
        long group = group(-1003000000001L);
        UserAction spam = telegram.user(20, "Mallory").isMemberOf(group).sendsIn(group, "hello all");

        assertThat(owner.repliesIn(group, spam.messageId(), "/ban").reply().text()).isEqualTo("Mallory is banned.");
        assertThat(telegram.awaitCall("banChatMember", WAIT).json()).contains("\"user_id\":20");
        assertThat(owner.repliesIn(group, spam.messageId(), "/unban").reply().text())
                .isEqualTo("Mallory may join again.");
    }

    @Test
    void someoneNotInTheAllowListIsRefusedAndNothingHappens() {
        long group = group(-1003000000002L);
        UserAction message = telegram.user(21, "Ada").isMemberOf(group).sendsIn(group, "a fine message");

        FakeUser eve = telegram.user(30, "Eve").isMemberOf(group);

        assertThat(eve.repliesIn(group, message.messageId(), "/ban").reply().text())
                .isEqualTo("Only moderators may use /ban.");
        assertThat(telegram.transcript()).noneMatch(entry -> entry.kind().equals("banChatMember")
                && entry.chatId() == group);
    }

    @Test
    void muteAndUnmuteRestrictAndFreeTheMember() {
        long group = group(-1003000000003L);
        FakeUser trent = telegram.user(22, "Trent").isMemberOf(group);
        UserAction message = trent.sendsIn(group, "LOUD");

        assertThat(owner.repliesIn(group, message.messageId(), "/mute").reply().text()).isEqualTo("Trent is muted.");
        assertThat(telegram.awaitCall("restrictChatMember", WAIT).json()).contains("\"can_send_messages\":false");
        assertThatThrownBy(() -> trent.sendsIn(group, "hello?")).hasMessageContaining("cannot send messages");

        assertThat(owner.repliesIn(group, message.messageId(), "/unmute").reply().text())
                .isEqualTo("Trent may write again.");
        assertThat(telegram.awaitCall("restrictChatMember", WAIT).json()).contains("\"can_send_messages\":true");
        trent.sendsIn(group, "thanks");
    }

    @Test
    void telegramsRefusalIsToldToTheModerator() {
        long group = group(-1003000000004L);
        UserAction message = telegram.user(2, "Mod").isAdminOf(group).sendsIn(group, "I keep order here");

        assertThat(owner.repliesIn(group, message.messageId(), "/ban").reply().text()).startsWith("Cannot ban Mod: ")
                .endsWith("user is an administrator of the chat");
    }

    @Test
    void aCommandThatRepliesToNoMessageSaysHowToUseIt() {
        long group = group(-1003000000006L);

        assertThat(owner.sendsIn(group, "/mute").reply().text())
                .isEqualTo("Reply to a message of the member with /mute.");
    }

    @Test
    void theThirdWarningOfAMemberMutesThem() {
        long group = group(-1003000000005L);
        FakeUser spammer = telegram.user(23, "Oscar").isMemberOf(group);
        FakeUser other = telegram.user(24, "Peggy").isMemberOf(group);

        assertThat(spammer.sendsIn(group, "Visit my casino").reply().text())
                .isEqualTo("Warning 1/3, Oscar: no advertising here.");
        assertThat(spammer.sendsIn(group, "free money!").reply().text())
                .isEqualTo("Warning 2/3, Oscar: no advertising here.");
        // counted per member: another member's first warning is their first
        assertThat(other.sendsIn(group, "casino night?").reply().text())
                .isEqualTo("Warning 1/3, Peggy: no advertising here.");
        assertThat(spammer.sendsIn(group, "CASINO").reply().text()).isEqualTo("Oscar is muted after 3 warnings.");
        assertThat(telegram.awaitCall("restrictChatMember", WAIT).json()).contains("\"user_id\":23");
    }
}
