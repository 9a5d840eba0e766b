package io.github.quarkustelegram.testing.telegram;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import com.fasterxml.jackson.databind.JsonNode;

import io.github.quarkustelegram.testing.telegram.methods.Polls;

/** Polls and quizzes on the fake: sendPoll's rules, users voting, stopPoll. */
@Timeout(30)
@WithFakeTelegram
class FakeTelegramPollsTest {

    private static final String OPTIONS = "[{\"text\":\"Red\"},{\"text\":\"Green\"},{\"text\":\"Blue\"}]";

    private static FakeTelegram telegram;
    private static BotApiCaller bot;
    private static FakeTelegramClient client;

    @BeforeEach
    void forget() {
        bot.call("getUpdates", "{\"offset\":-1}");
        telegram.group(-100500, "Club");
    }

    @Test
    void sendPollFollowsThePagesRules() {
        assertThat(send("\"type\":\"quiz\"").description()).isEqualTo("Bad Request: QUIZ_CORRECT_ANSWERS_EMPTY");
        assertThat(send("\"type\":\"quiz\",\"correct_option_ids\":[3]").description())
                .isEqualTo("Bad Request: QUIZ_CORRECT_ANSWER_INVALID");
        assertThat(send("\"type\":\"quiz\",\"correct_option_ids\":[1,0]").description())
                .isEqualTo("Bad Request: QUIZ_CORRECT_ANSWER_INVALID");
        assertThat(send("\"correct_option_ids\":[0]").description()).startsWith("Bad Request: correct_option_ids");
        assertThat(send("\"explanation\":\"why\"").description()).startsWith("Bad Request: explanation can be");
        assertThat(send("\"type\":\"survey\"").description()).isEqualTo("Bad Request: wrong poll type specified");
        assertThat(send("\"open_period\":60,\"close_date\":" + (System.currentTimeMillis() / 1000 + 60)).description())
                .startsWith("Bad Request: open_period and close_date");
        assertThat(send("\"open_period\":2").description()).isEqualTo("Bad Request: POLL_CLOSE_PERIOD_INVALID");
        assertThat(bot.call("sendPoll", "{\"chat_id\":-100500,\"question\":\"Colour?\",\"options\":"
                + "[\"1\",\"2\",\"3\",\"4\",\"5\",\"6\",\"7\",\"8\",\"9\",\"10\",\"11\",\"12\",\"13\"]}").description())
                .isEqualTo("Bad Request: POLL_ANSWERS_INVALID");
        assertThat(bot.call("sendPoll", "{\"chat_id\":-100500,\"question\":\"" + "?".repeat(301) + "\",\"options\":"
                + OPTIONS + "}").description()).startsWith("Bad Request: poll question length");

        JsonNode quiz = send("\"type\":\"quiz\",\"correct_option_id\":1,\"explanation\":\"Grass\",\"open_period\":60")
                .result().get("poll");
        assertThat(quiz.get("correct_option_ids")).extracting(JsonNode::asInt).containsExactly(1);
        assertThat(quiz.get("allows_revoting").asBoolean()).as("a quiz's default").isFalse();
        assertThat(quiz.get("close_date").asLong()).isGreaterThan(System.currentTimeMillis() / 1000);
        assertThat(quiz.get("options")).extracting(o -> o.get("persistent_id").asText()).containsExactly("0", "1", "2");
    }

    @Test
    void votesAreCountedAndTheBotGetsEachAnswerThenStopsThePoll() {
        JsonNode sent = send("\"is_anonymous\":false,\"allows_multiple_answers\":true").result();
        long messageId = sent.get("message_id").asLong();

        UserAction first = telegram.user(1, "Ann").answersPollIn(-100500, messageId, 0, 2);
        telegram.user(2, "Bob").answersPollIn(-100500, 0, 2);
        telegram.user(1, "Ann").answersPollIn(-100500, messageId, 1); // revoting is allowed in a regular poll

        List<JsonNode> answers = new ArrayList<>();
        List<JsonNode> states = new ArrayList<>();
        bot.call("getUpdates", "{}").result().forEach(u -> {
            if (u.has("poll_answer")) {
                answers.add(u.get("poll_answer"));
            } else {
                states.add(u.get("poll"));
            }
        });
        assertThat(first.kind()).isEqualTo("poll_answer");
        assertThat(answers).hasSize(3);
        assertThat(answers.get(0).get("poll_id").asText()).isEqualTo(sent.get("poll").get("id").asText());
        assertThat(answers.get(0).get("user").get("first_name").asText()).isEqualTo("Ann");
        assertThat(answers.get(0).get("option_ids")).extracting(JsonNode::asInt).containsExactly(0, 2);
        assertThat(answers.get(0).get("option_persistent_ids")).extracting(JsonNode::asText).containsExactly("0", "2");
        assertThat(states).hasSize(3);
        assertThat(counts(states.get(2))).containsExactly(0, 1, 1);
        assertThat(states.get(2).get("total_voter_count").asInt()).isEqualTo(2);

        JsonNode stopped = bot.call("stopPoll", "{\"chat_id\":-100500,\"message_id\":" + messageId + "}").result();
        assertThat(stopped.get("is_closed").asBoolean()).isTrue();
        assertThat(counts(stopped)).containsExactly(0, 1, 1);
        assertThat(bot.call("stopPoll", "{\"chat_id\":-100500,\"message_id\":" + messageId + "}").description())
                .isEqualTo("Bad Request: poll has already been closed");
        assertThatThrownBy(() -> telegram.user(3, "Cy").answersPollIn(-100500, messageId, 0))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("closed");
        assertThat(telegram.transcript(-100500)).extracting(TranscriptEntry::kind).containsExactly("sendPoll",
                "poll_answer", "poll_answer", "poll_answer", "stopPoll");
    }

    @Test
    void aQuizTakesOneAnswerOnceAndAnAnonymousPollOnlyItsNewState() {
        send("\"type\":\"quiz\",\"is_anonymous\":false,\"correct_option_ids\":[1]").result();
        FakeUser ann = telegram.user(1, "Ann");

        assertThatThrownBy(() -> ann.answersPollIn(-100500, 0, 0, 1)).hasMessageContaining("one answer");
        ann.answersPollIn(-100500, 0, 1);
        assertThatThrownBy(() -> ann.answersPollIn(-100500, 0, 2)).hasMessageContaining("no revoting");
        assertThatThrownBy(() -> ann.answersPollIn(-100500, 0, 7)).hasMessageContaining("options 0 to 2");

        send("").result();
        UserAction anonymous = ann.answersPollIn(-100500, 0, 0);
        assertThat(anonymous.kind()).isEqualTo("poll");
        JsonNode updates = bot.call("getUpdates", "{}").result();
        assertThat(updates).hasSize(3); // the quiz: poll_answer and poll; the anonymous poll: poll
        assertThat(updates.get(2).has("poll_answer")).as("no poll_answer for an anonymous poll").isFalse();
        assertThat(counts(updates.get(2).get("poll"))).containsExactly(1, 0, 0);
    }

    @Test
    void stopPollRefusesWhatIsNotAPollOfTheBot() {
        long text = bot.call("sendMessage", "{\"chat_id\":-100500,\"text\":\"hi\"}").result().get("message_id").asLong();

        assertThat(bot.call("stopPoll", "{\"chat_id\":-100500,\"message_id\":" + text + "}").description())
                .isEqualTo("Bad Request: message is not a poll");
        assertThat(bot.call("stopPoll", "{\"chat_id\":-100500,\"message_id\":999}").description())
                .isEqualTo("Bad Request: message with poll to stop not found");
        assertThat(bot.call("stopPoll", "{\"chat_id\":-42,\"message_id\":1}").description())
                .isEqualTo("Bad Request: chat not found");
    }

    @Test
    void theControlApiVotes() {
        telegram.user(8, "Dee");
        long messageId = bot.call("sendPoll", "{\"chat_id\":8,\"question\":\"Tea?\",\"options\":[\"Yes\",\"No\"],"
                + "\"is_anonymous\":false}").result().get("message_id").asLong();

        UserAction vote = client.user(8, "Dee").answersPoll(1);

        assertThat(vote.kind()).isEqualTo("poll_answer");
        assertThat(vote.messageId()).isEqualTo(messageId);
        JsonNode answer = bot.call("getUpdates", "{}").result().get(0).get("poll_answer");
        assertThat(answer.get("option_ids")).extracting(JsonNode::asInt).containsExactly(1);
        assertThatThrownBy(() -> client.user(9, "Eli").answersPoll(0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("no poll");
    }

    private static BotApiCaller.Answer send(String extra) {
        return bot.call("sendPoll", "{\"chat_id\":-100500,\"question\":\"Colour?\",\"options\":" + OPTIONS
                + (extra.isEmpty() ? "" : "," + extra) + "}");
    }

    private static List<Integer> counts(JsonNode poll) {
        List<Integer> counts = new ArrayList<>();
        poll.get("options").forEach(o -> counts.add(o.get("voter_count").asInt()));
        return counts;
    }
}
