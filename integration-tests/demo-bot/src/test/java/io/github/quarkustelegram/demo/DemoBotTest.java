package io.github.quarkustelegram.demo;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.locks.LockSupport;
import java.util.logging.Handler;
import java.util.logging.LogRecord;
import java.util.logging.Logger;

import jakarta.inject.Inject;

import org.jboss.logmanager.ExtLogRecord;
import org.junit.jupiter.api.Test;

import io.github.quarkustelegram.TelegramBot;
import io.github.quarkustelegram.model.BotCommand;
import io.github.quarkustelegram.testing.telegram.FakeTelegramClient;
import io.github.quarkustelegram.testing.telegram.FakeUser;
import io.github.quarkustelegram.testing.telegram.InjectFakeTelegram;
import io.github.quarkustelegram.testing.telegram.TranscriptEntry;
import io.quarkus.test.junit.QuarkusTest;

/**
 * The demo bot as users see it: the application runs unchanged, receiving updates by long polling from the fake
 * Telegram that Dev Services started (no token is configured), and each test acts as a user of that fake. Every
 * test has its own user, so the tests share one application start and need no reset.
 */
@QuarkusTest
class DemoBotTest {

    private static final Duration WAIT = Duration.ofSeconds(10);

    @InjectFakeTelegram
    FakeTelegramClient telegram; // a client of the fake Dev Services started

    @Inject
    TelegramBot bot;

    @Test
    void registersItsCommandsAtStartUp() {
        assertThat(telegram.methodsCalled()).contains("setMyCommands");
        assertThat(bot.getMyCommands()).extracting(BotCommand::command)
                .containsExactly("start", "help", "echo", "feedback", "story", "cancel", "count", "shop", "hello",
                        "language");
    }

    @Test
    void startGreetsTheUserByNameWithTheGames() {
        TranscriptEntry greeting = telegram.user(101, "Ada").sends("/start").reply();
        assertThat(greeting.kind()).isEqualTo("sendMessage");
        assertThat(greeting.text()).startsWith("Hello, Ada! I am the demo bot");
        assertThat(greeting.buttons()).containsExactly("Roll a dice", "Flip a coin");
    }

    @Test
    void pressingAGameButtonAnswersTheQueryAndEditsTheGreeting() {
        FakeUser grace = telegram.user(102, "Grace");
        TranscriptEntry greeting = grace.sends("/start").reply();

        TranscriptEntry edited = grace.presses("Flip a coin").reply();

        TranscriptEntry answer = telegram.awaitCall("answerCallbackQuery", WAIT);
        assertThat(answer.text()).matches("You flipped (heads|tails)\\.");
        assertThat(edited.kind()).isEqualTo("editMessageText");
        assertThat(edited.messageId()).isEqualTo(greeting.messageId());
        assertThat(edited.text()).isEqualTo(answer.text() + " Send /start to play again.");
        assertThat(edited.buttons()).as("the keyboard is gone").isEmpty();
    }

    @Test
    void aTextPatternPlaysToo() {
        assertThat(telegram.user(103, "Alan").sends("Let's ROLL A DICE!").reply().text()).matches("You rolled a [1-6]\\.");
    }

    @Test
    void echoRepeatsItsArgumentsAndExplainsItselfWithout() {
        FakeUser linus = telegram.user(104, "Linus");
        assertThat(linus.sends("/echo hello there").reply().text()).isEqualTo("hello there");
        assertThat(linus.sends("/echo").reply().text()).startsWith("Usage: /echo <text>");
    }

    @Test
    void theMiddlewareLogsEachUpdateWithItsKindHandlerAndTime() throws InterruptedException {
        List<String> lines = new CopyOnWriteArrayList<>();
        Handler capture = new Handler() {
            @Override
            public void publish(LogRecord record) {
                lines.add(record instanceof ExtLogRecord ext ? ext.getFormattedMessage() : record.getMessage());
            }

            @Override
            public void flush() {
            }

            @Override
            public void close() {
            }
        };
        Logger log = Logger.getLogger(TimingMiddleware.class.getName());
        log.addHandler(capture);
        try {
            telegram.user(109, "Frances").sends("/echo timed").reply();
            long deadline = System.nanoTime() + WAIT.toNanos();
            while (lines.stream().noneMatch(l -> l.contains("EchoHandler#echo")) && System.nanoTime() < deadline) {
                Thread.sleep(20); // the line is written once the handler's reply was sent
            }
        } finally {
            log.removeHandler(capture);
        }
        assertThat(lines).anyMatch(l -> l.matches("update \\d+ \\(MESSAGE\\) -> EchoHandler#echo done in \\d+ ms"));
    }

    @Test
    void helpListsTheCommands() {
        TranscriptEntry help = telegram.user(105, "Barbara").sends("/help").reply();
        assertThat(help.text()).isEqualTo(DemoCommands.helpText()).contains("/feedback - Rate this bot");
        assertThat(help.entities()).extracting(e -> e.type() + " " + e.covered(help.text()))
                .contains("underline I understand:", "bold /help", "bold /feedback", "italic roll a dice");
    }

    @Test
    void feedbackAsksARatingThenACommentThenThanks() {
        FakeUser eve = telegram.user(106, "Eve");
        TranscriptEntry question = eve.sends("/feedback").reply();
        assertThat(question.text()).startsWith("How do you like this bot?");
        assertThat(question.buttons()).containsExactly("1", "2", "3", "4", "5");

        TranscriptEntry asked = eve.presses("4").reply();
        telegram.awaitCall("answerCallbackQuery", WAIT); // answered for the step, which left it unanswered
        assertThat(asked.kind()).isEqualTo("editMessageText");
        assertThat(asked.messageId()).isEqualTo(question.messageId());
        assertThat(asked.text()).isEqualTo("You rated 4 of 5. Any comment?");

        assertThat(eve.sends("Nice demo").reply().text()).isEqualTo("Thanks, Eve! Noted: 4 of 5, \"Nice demo\".");
        assertThat(eve.sends("/cancel").reply().text()).as("the conversation ended").isEqualTo("Nothing to cancel.");
    }

    @Test
    void cancelLeavesTheFeedbackAndOtherCommandsWorkMeanwhile() {
        FakeUser ken = telegram.user(107, "Ken");
        ken.sends("/feedback").reply();
        assertThat(ken.presses("2").reply().text()).isEqualTo("You rated 2 of 5. Any comment?");
        assertThat(ken.sends("/echo still here").reply().text()).as("a command is not a comment").isEqualTo("still here");
        assertThat(ken.sends("/cancel").reply().text()).isEqualTo("Feedback cancelled.");
        assertThat(ken.sends("flip a coin").reply().text()).as("text is no comment any more").matches("You flipped .*");
    }

    @Test
    void introducesItselfWhenAddedToAGroup() {
        telegram.group(-100_108, "Team");
        telegram.injectUpdate("my_chat_member", """
                {"chat":{"id":-100108,"type":"supergroup","title":"Team"},"date":1,
                "from":{"id":108,"is_bot":false,"first_name":"Margaret"},
                "old_chat_member":{"status":"left","user":{"id":1,"is_bot":true,"first_name":"Fake Bot"}},
                "new_chat_member":{"status":"member","user":{"id":1,"is_bot":true,"first_name":"Fake Bot"}}}""");

        TranscriptEntry introduction = telegram.awaitReply(-100_108);
        assertThat(introduction.text())
                .isEqualTo("Hello, Team! Margaret added me here. Send /help to see what I can do.");
        assertThat(introduction.buttons()).containsExactly("What can you do?", "Games: in a private chat");
    }

    @Test
    void aUserRestartingTheBotInAPrivateChatIsNotGreetedAsAGroup() {
        FakeUser bea = telegram.user(112, "Bea");
        bea.blocksBot();
        bea.unblocksBot(); // my_chat_member in a private chat: kicked -> member, which GroupGreeter's router keeps out
        assertThat(bea.sends("/echo still here").reply().text()).as("no greeting came before").isEqualTo("still here");
    }

    @Test
    void inAGroupItAnswersTheHintButtonWithAnEphemeralMessageForThePresserOnly() {
        telegram.group(-100_110, "Book club");
        telegram.injectUpdate("my_chat_member", """
                {"chat":{"id":-100110,"type":"supergroup","title":"Book club"},"date":1,
                "from":{"id":110,"is_bot":false,"first_name":"Toni"},
                "old_chat_member":{"status":"left","user":{"id":1,"is_bot":true,"first_name":"Fake Bot"}},
                "new_chat_member":{"status":"member","user":{"id":1,"is_bot":true,"first_name":"Fake Bot"}}}""");
        telegram.awaitReply(-100_110);
        // tag::ephemeral-reply[]
        FakeUser toni = telegram.user(110, "Toni");

        // a button of the bot's message in the group; its reply: the bot's next message there
        TranscriptEntry hint = toni.pressesIn(-100_110, "What can you do?").reply();
        assertThat(hint.isEphemeral()).isTrue(); // sent with ephemeral_message_parameters
        assertThat(hint.receiverUserId()).isEqualTo(110); // only Toni sees it
        assertThat(hint.text()).startsWith("I understand:");
        // end::ephemeral-reply[]
        assertThat(telegram.methodsCalled()).contains("answerCallbackQuery");
    }

    @Test
    void aStoryStoppedByTheUserIsKeptAsWrittenSoFar() {
        // tag::stop-draft[]
        FakeUser nina = telegram.user(111, "Nina");
        nina.sends("/story");
        assertThat(telegram.awaitCall("sendRichMessageDraft", WAIT).json()).as("thinking, with a stop button")
                .contains("\"type\":\"thinking\"", "\"can_stop\":true");
        awaitDraftWith(111, "upon a time"); // the story grows in the draft

        // the stop button of the draft: the story so far kept as the message, then the bot's word on it
        List<TranscriptEntry> answers = nina.stopsGeneration().replies(2);
        assertThat(answers.get(0).kind()).isEqualTo("sendRichMessage");
        assertThat(answers.get(0).text()).startsWith("Once upon a time,").isNotEqualTo(StoryWriter.STORY);
        assertThat(answers.get(1).text()).isEqualTo("Stopped. What I had written is above.");
        // end::stop-draft[]
    }

    /** Waits for a draft of the bot in the chat that shows the text. */
    private void awaitDraftWith(long chatId, String text) {
        long deadline = System.nanoTime() + WAIT.toNanos();
        while (telegram.transcript().stream().noneMatch(e -> e.chatId() == chatId
                && e.kind().equals("sendRichMessageDraft") && e.json().contains(text))) {
            assertThat(System.nanoTime()).as("a draft showing \"%s\" within %s", text, WAIT).isLessThan(deadline);
            LockSupport.parkNanos(Duration.ofMillis(50).toNanos()); // polls the transcript
        }
    }
}
