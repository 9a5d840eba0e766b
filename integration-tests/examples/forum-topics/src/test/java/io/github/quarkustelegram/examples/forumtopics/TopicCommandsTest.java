package io.github.quarkustelegram.examples.forumtopics;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.List;

import org.junit.jupiter.api.Test;

import io.github.quarkustelegram.testing.telegram.FakeTelegramClient;
import io.github.quarkustelegram.testing.telegram.FakeUser;
import io.github.quarkustelegram.testing.telegram.InjectFakeTelegram;
import io.github.quarkustelegram.testing.telegram.TranscriptEntry;
import io.quarkus.test.junit.QuarkusTest;

/** The bot in a forum of the fake Telegram: topics on, the bot an administrator, users writing in topics. */
@QuarkusTest
class TopicCommandsTest {

    private static final Duration WAIT = Duration.ofSeconds(10);

    @InjectFakeTelegram
    FakeTelegramClient telegram;

    /** A supergroup with topics on, whose owner made the bot an administrator. */
    private long forum(long chatId) {
        telegram.group(chatId, "Book club");
        telegram.user(1, "Owner").turnsTopicsOn(chatId).promotesBotIn(chatId);
        return chatId;
    }

    /** Creates a topic with /newtopic. @return its message_thread_id */
    private long topic(long forum, FakeUser user, String name) {
        user.sendsIn(forum, "/newtopic " + name).replies(2);
        return telegram.awaitCall("createForumTopic", WAIT).messageId();
    }

    @Test
    void newTopicCreatesTheTopicAndWritesInIt() {
        long forum = forum(-1002000000001L);

        List<TranscriptEntry> replies = telegram.user(10, "Ada").sendsIn(forum, "/newtopic Sci-fi").replies(2);

        TranscriptEntry created = telegram.awaitCall("createForumTopic", WAIT);
        assertThat(created.text()).isEqualTo("Sci-fi");
        long thread = created.messageId();
        assertThat(replies.get(0).text()).isEqualTo("Welcome to Sci-fi! Started by Ada.");
        assertThat(replies.get(0).json()).contains("\"message_thread_id\":" + thread, "\"is_topic_message\":true");
        // the confirmation goes where /newtopic was sent: the General topic, no thread
        assertThat(replies.get(1).text()).isEqualTo("Opened the topic Sci-fi.");
        assertThat(replies.get(1).json()).doesNotContain("message_thread_id");
    }

    @Test
    void aCommandInATopicIsAnsweredInThatTopic() {
        long forum = forum(-1002000000002L);
        FakeUser grace = telegram.user(20, "Grace");
        long thread = topic(forum, grace, "Fantasy");

        TranscriptEntry answer = grace.sendsInTopic(forum, thread, "/where").reply();

        assertThat(answer.text()).isEqualTo("You are in topic " + thread + ".");
        assertThat(answer.json()).contains("\"message_thread_id\":" + thread);
    }

    @Test
    void aCommandOutsideTopicsIsAnsweredInTheGeneralTopic() {
        long forum = forum(-1002000000003L);

        assertThat(telegram.user(30, "Linus").sendsIn(forum, "/where").reply().text())
                .isEqualTo("You are in the General topic.");
    }

    @Test
    void newTopicWithoutANameExplainsItselfInTheSameTopic() {
        long forum = forum(-1002000000004L);
        FakeUser margaret = telegram.user(40, "Margaret");
        long thread = topic(forum, margaret, "Poetry");

        TranscriptEntry answer = margaret.sendsInTopic(forum, thread, "/newtopic").reply();

        assertThat(answer.text()).isEqualTo("Usage: /newtopic <name>");
        assertThat(answer.json()).contains("\"message_thread_id\":" + thread);
    }

    @Test
    void closeClosesTheTopicSoNobodyCanWriteThere() {
        long forum = forum(-1002000000005L);
        FakeUser alan = telegram.user(50, "Alan");
        long thread = topic(forum, alan, "Puzzles");

        assertThat(alan.sendsInTopic(forum, thread, "/close").reply().text()).isEqualTo("Closing this topic.");
        assertThat(telegram.awaitCall("closeForumTopic", WAIT).messageId()).isEqualTo(thread);
        assertThatThrownBy(() -> alan.sendsInTopic(forum, thread, "anyone?")).hasMessageContaining("is closed");
    }
}
