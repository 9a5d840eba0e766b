package io.github.quarkustelegram.examples.polls;

import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;

import jakarta.inject.Inject;

import io.github.quarkustelegram.TelegramBot;
import io.github.quarkustelegram.dispatch.OnCommand;
import io.github.quarkustelegram.dispatch.OnUpdate;
import io.github.quarkustelegram.dispatch.Reply;
import io.github.quarkustelegram.dispatch.UpdateKind;
import io.github.quarkustelegram.method.SendPoll;
import io.github.quarkustelegram.model.Chat;
import io.github.quarkustelegram.model.ChatId;
import io.github.quarkustelegram.model.InputPollOption;
import io.github.quarkustelegram.model.Message;
import io.github.quarkustelegram.model.Poll;
import io.github.quarkustelegram.model.PollAnswer;
import io.github.quarkustelegram.model.PollOption;
import io.github.quarkustelegram.model.PollType;
import io.github.quarkustelegram.text.Fmt;
import io.github.quarkustelegram.text.FormattedText;

/**
 * Polls and quizzes in a group: {@code /quiz} sends a quiz and tells each voter privately whether they were right,
 * {@code /lunch} a poll with several answers, {@code /results} stops the chat's latest poll and posts its results.
 */
public class PollsBot {

    static final List<String> PLANETS = List.of("Mars", "Venus", "Jupiter");
    static final int JUPITER = 2;

    @Inject
    RunningPolls polls;

    // tag::quiz[]
    @OnCommand("quiz")
    void quiz(Chat chat, TelegramBot bot) {
        String explanation = "Jupiter is more than twice as heavy as all the other planets together.";
        Message sent = bot.sendPoll(SendPoll.builder(ChatId.of(chat), "Which planet is the largest?",
                PLANETS.stream().map(p -> InputPollOption.builder(p).build()).toList())
                .type(PollType.QUIZ)
                .correctOptionIds(List.of(JUPITER))
                .explanation(explanation)
                .isAnonymous(false) // Telegram sends poll_answer updates only for polls that are not anonymous
                .build());
        polls.started(new RunningPolls.Running(sent.poll().id(), chat.id(), sent.messageId(), JUPITER, explanation,
                ConcurrentHashMap.newKeySet()));
    }

    /**
     * Each vote: for a quiz, the voter learns privately whether they were right. A vote happens in no chat, so the
     * message names the voter's.
     */
    @OnUpdate(UpdateKind.POLL_ANSWER)
    Reply answered(PollAnswer answer) {
        RunningPolls.Running poll = polls.byId(answer.pollId()).orElse(null);
        if (poll == null || poll.correctOption() < 0 || answer.user() == null || answer.optionIds().isEmpty()) {
            return null; // a poll, an unknown poll or a retracted vote: nothing to say
        }
        boolean right = answer.optionIds().get(0) == poll.correctOption();
        if (right) {
            poll.rightAnswers().add(answer.user().firstName());
        }
        return Reply.text(right ? "Right! " + poll.explanation() : "Not quite: " + poll.explanation())
                .to(answer.user().id());
    }
    // end::quiz[]

    // tag::lunch[]
    @OnCommand("lunch")
    void lunch(Chat chat, TelegramBot bot) {
        Message sent = bot.sendPoll(SendPoll.builder(ChatId.of(chat), "Lunch?",
                List.of(InputPollOption.builder("Pizza").build(), InputPollOption.builder("Soup").build(),
                        InputPollOption.builder("Salad").build()))
                .isAnonymous(false)
                .allowsMultipleAnswers(true)
                .build());
        polls.started(new RunningPolls.Running(sent.poll().id(), chat.id(), sent.messageId(), -1, "", Set.of()));
    }
    // end::lunch[]

    // tag::results[]
    @OnCommand("results")
    FormattedText results(Chat chat, TelegramBot bot) {
        RunningPolls.Running running = polls.stopLatest(chat.id()).orElse(null);
        if (running == null) {
            return Fmt.text("No poll is running here: try /quiz or /lunch.");
        }
        // the stopped poll comes back closed, with Telegram's final counts
        Poll poll = bot.stopPoll(ChatId.of(chat), running.messageId());
        FormattedText.Builder text = FormattedText.builder().bold(poll.question())
                .append(" (closed, " + poll.totalVoterCount() + " voters)");
        for (PollOption option : poll.options()) {
            text.newline().append(option.text() + ": " + option.voterCount());
        }
        if (running.correctOption() >= 0) {
            text.newline().append("Right: " + (running.rightAnswers().isEmpty() ? "nobody"
                    : String.join(", ", new TreeSet<>(running.rightAnswers()))));
        }
        return text.build(); // a formatted message, to the chat /results came from
    }
    // end::results[]
}
