package io.github.quarkustelegram.examples.polls;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.concurrent.atomic.AtomicLong;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import io.github.quarkustelegram.testing.telegram.FakeTelegramClient;
import io.github.quarkustelegram.testing.telegram.FakeUser;
import io.github.quarkustelegram.testing.telegram.InjectFakeTelegram;
import io.github.quarkustelegram.testing.telegram.TranscriptEntry;
import io.quarkus.test.junit.QuarkusTest;

/** The polls bot in a group on the fake Telegram: members vote, the bot checks quiz answers and reports results. */
@QuarkusTest
class PollsBotTest {

    /** A group of its own for each test: the bot remembers each chat's running poll across tests. */
    private static final AtomicLong GROUPS = new AtomicLong(-100700);
    private static final Duration WAIT = Duration.ofSeconds(10);
    private static final ObjectMapper JSON = new ObjectMapper();

    @InjectFakeTelegram
    FakeTelegramClient telegram;

    private FakeUser ann;
    private FakeUser bob;
    private long group;

    @BeforeEach
    void groupWithTwoMembers() {
        telegram.reset();
        group = GROUPS.decrementAndGet();
        telegram.group(group, "Astronomy club");
        ann = telegram.user(1, "Ann");
        bob = telegram.user(2, "Bob");
    }

    @Test
    void sendsAQuizThatIsNotAnonymous() throws Exception {
        TranscriptEntry sent = ann.sendsIn(group, "/quiz").reply();
        JsonNode poll = JSON.readTree(sent.json()).get("poll");
        assertThat(sent.kind()).isEqualTo("sendPoll");
        assertThat(sent.text()).isEqualTo("Which planet is the largest?");
        assertThat(poll.get("type").asText()).isEqualTo("quiz");
        assertThat(poll.get("is_anonymous").asBoolean()).isFalse();
        assertThat(poll.get("correct_option_ids").get(0).asInt()).isEqualTo(PollsBot.JUPITER);
        assertThat(poll.get("options").get(PollsBot.JUPITER).get("text").asText()).isEqualTo("Jupiter");
    }

    @Test
    void eachVoterLearnsPrivatelyWhetherTheyWereRightAndResultsNameThem() {
        long quiz = ann.sendsIn(group, "/quiz").reply().messageId();

        ann.answersPollIn(group, quiz, PollsBot.JUPITER);
        assertThat(telegram.awaitReply(1).text()).startsWith("Right! Jupiter is");
        bob.answersPollIn(group, quiz, 0);
        assertThat(telegram.awaitReply(2).text()).startsWith("Not quite: Jupiter is");

        assertThat(bob.sendsIn(group, "/results").reply().text()).isEqualTo("""
                Which planet is the largest? (closed, 2 voters)
                Mars: 1
                Venus: 0
                Jupiter: 1
                Right: Ann""");
        TranscriptEntry stop = telegram.awaitCall("stopPoll", WAIT);
        assertThat(stop.messageId()).isEqualTo(quiz);
    }

    @Test
    void aPollWithSeveralAnswersIsCountedByTelegram() throws Exception {
        long lunch = ann.sendsIn(group, "/lunch").reply().messageId();
        ann.answersPollIn(group, lunch, 0, 2);
        bob.answersPollIn(group, lunch, 2);

        TranscriptEntry results = ann.sendsIn(group, "/results").reply();
        assertThat(results.text()).isEqualTo("Lunch? (closed, 2 voters)\nPizza: 1\nSoup: 0\nSalad: 2");
        JsonNode bold = JSON.readTree(results.json()).get("entities").get(0);
        assertThat(bold.get("type").asText()).isEqualTo("bold");
        assertThat(bold.get("length").asInt()).isEqualTo("Lunch?".length());
    }

    @Test
    void resultsWithoutAPollSayHowToStartOne() {
        assertThat(ann.sendsIn(group, "/results").reply().text())
                .isEqualTo("No poll is running here: try /quiz or /lunch.");
    }
}
