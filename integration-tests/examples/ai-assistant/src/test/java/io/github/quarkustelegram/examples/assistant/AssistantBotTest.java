package io.github.quarkustelegram.examples.assistant;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.LockSupport;
import java.util.function.BooleanSupplier;

import jakarta.inject.Inject;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import dev.langchain4j.data.message.AiMessage;
import dev.langchain4j.data.message.ChatMessage;
import dev.langchain4j.data.message.UserMessage;
import dev.langchain4j.model.chat.request.ChatRequest;
import io.github.quarkustelegram.examples.assistant.ScriptedModel.Script;
import io.github.quarkustelegram.sessions.SessionStore;
import io.github.quarkustelegram.testing.telegram.FakeTelegramClient;
import io.github.quarkustelegram.testing.telegram.FakeUser;
import io.github.quarkustelegram.testing.telegram.InjectFakeTelegram;
import io.github.quarkustelegram.testing.telegram.TranscriptEntry;
import io.github.quarkustelegram.testing.telegram.UserAction;
import io.quarkus.test.junit.QuarkusTest;

/**
 * The assistant on the fake Telegram with the tests' scripted model: the thinking draft, the draft as the answer grows,
 * the rich message at the end, a long answer split, each chat's memory in the bot's session store until /reset, the
 * stop button cancelling the model, a failing model, and a group's edited message.
 */
@QuarkusTest
class AssistantBotTest {

    /** A user (and so a private chat) of its own for each test: the memory of one never leaks into another. */
    private static final AtomicLong USERS = new AtomicLong(700);
    private static final Duration WAIT = Duration.ofSeconds(10);

    @InjectFakeTelegram
    FakeTelegramClient telegram;

    @Inject
    ScriptedModel model;

    @Inject
    SessionStore sessions;

    private FakeUser ada;

    @BeforeEach
    void aNewUser() {
        ada = telegram.user(USERS.incrementAndGet(), "Ada");
    }

    @Test
    void theAnswerGrowsInADraftThenIsSentAsARichMessage() {
        model.answers(Script.of("# Quarkus\n\n", "It costs $0 and starts **fast", "**.\n\n",
                "| Mode | Start |\n|---|---|\n| JVM | 0.5 s |\n").every(Duration.ofMillis(300)));

        TranscriptEntry answer = ada.sends("What is Quarkus?").reply();

        assertThat(answer.kind()).isEqualTo("sendRichMessage");
        assertThat(answer.json()).as("a heading, bold text, a table; the prices stay text")
                .contains("\"type\":\"heading\"", "\"type\":\"bold\"", "It costs $0 and starts ", "JVM")
                .doesNotContain("**", "| Mode");
        List<TranscriptEntry> drafts = drafts(ada.id());
        assertThat(drafts.get(0).json()).as("thinking until the model's first piece")
                .contains("\"type\":\"thinking\"", "\"can_stop\":true");
        assertThat(drafts).as("the answer so far, as it grows").extracting(TranscriptEntry::json)
                .anySatisfy(json -> assertThat(json).contains("It costs $0").doesNotContain("JVM"));
    }

    @Test
    void eachChatRemembersItsConversationInTheSessionStoreUntilReset() {
        model.answers(Script.of("Nice to meet you, Ada."));
        ada.sends("My name is Ada.").reply();
        model.answers(Script.of("You are Ada."));
        ada.sends("What is my name?").reply();

        assertThat(said(lastRequest())).as("the chat's memory went with the question")
                .containsSubsequence("My name is Ada.", "Nice to meet you, Ada.", "What is my name?");
        String key = "assistant-memory:c" + ada.id();
        assertThat(sessions.load(key).await().atMost(WAIT).json()).as("kept where the bot keeps its sessions")
                .contains("You are Ada.");

        FakeUser bob = telegram.user(USERS.incrementAndGet(), "Bob");
        bob.sends("What is my name?").reply();
        assertThat(said(lastRequest())).as("another chat's memory is its own").containsExactly("What is my name?");

        assertThat(ada.sends("/reset").reply().text()).startsWith("Forgotten.");
        assertThat(sessions.load(key).await().atMost(WAIT)).isNull();
        ada.sends("What is my name?").reply();
        assertThat(said(lastRequest())).containsExactly("What is my name?");
    }

    @Test
    void aLongAnswerIsSentAsSeveralRichMessages() {
        String paragraph = "word ".repeat(2_000).trim() + "\n\n"; // 10,000 characters: four are more than one message
        model.answers(Script.of(paragraph, paragraph, paragraph, paragraph).every(Duration.ofMillis(20)));

        List<TranscriptEntry> answer = ada.sends("Tell me everything.").replies(2);

        assertThat(answer).extracting(TranscriptEntry::kind).containsOnly("sendRichMessage");
        assertThat(answer).allSatisfy(message -> assertThat(message.text()).hasSizeLessThanOrEqualTo(32_768));
        assertThat((answer.get(0).text() + "\n" + answer.get(1).text()).split("\\s+")).as("nothing lost")
                .hasSize(8_000);
    }

    @Test
    void theStopButtonCancelsTheModelAndKeepsTheText() {
        int cancelledBefore = model.cancelled();
        model.answers(Script.of(Collections.nCopies(100, "and on ").toArray(String[]::new))
                .every(Duration.ofMillis(100)));
        UserAction asked = ada.sends("Talk forever.");
        awaitUntil(() -> drafts(ada.id()).stream().anyMatch(d -> d.json().contains("and on and on")));

        ada.stopsGeneration();

        TranscriptEntry kept = asked.reply();
        assertThat(kept.kind()).isEqualTo("sendRichMessage");
        assertThat(kept.text()).startsWith("and on and on").hasSizeLessThan(700);
        awaitUntil(() -> model.cancelled() > cancelledBefore); // the model stopped generating (and billing)
    }

    @Test
    void aFailingModelKeepsTheTextWithANote() {
        model.answers(Script.of("The answer is").thenFails(new IllegalStateException("the model's server went away")));

        TranscriptEntry answer = ada.sends("Why?").reply();

        assertThat(answer.text()).startsWith("The answer is\n").endsWith("The answer was interrupted by an error.");
    }

    @Test
    void aGroupSeesOneMessageEditedAsTheAnswerGrows() {
        long group = -1_000_000_700L - ada.id();
        telegram.group(group, "Readers");
        model.answers(Script.of("A **bold**", " claim.").every(Duration.ofMillis(300)));

        ada.isMemberOf(group).sendsIn(group, "Say something.");

        awaitUntil(() -> bot(group).stream().anyMatch(e -> e.text().equals("A bold claim.")));
        List<TranscriptEntry> messages = bot(group);
        assertThat(messages.get(0).kind()).isEqualTo("sendMessage");
        assertThat(messages.subList(1, messages.size())).extracting(TranscriptEntry::kind)
                .containsOnly("editMessageText");
        assertThat(messages.get(messages.size() - 1).entities()).singleElement()
                .satisfies(e -> assertThat(e.type()).isEqualTo("bold"));
    }

    private ChatRequest lastRequest() {
        List<ChatRequest> requests = model.requests();
        return requests.get(requests.size() - 1);
    }

    /** @return what the user and the model said in a request, in order, the system message left out */
    private static List<String> said(ChatRequest request) {
        return request.messages().stream().map(AssistantBotTest::text).filter(text -> text != null).toList();
    }

    private static String text(ChatMessage message) {
        if (message instanceof UserMessage user) {
            return user.singleText();
        }
        return message instanceof AiMessage ai ? ai.text() : null;
    }

    private List<TranscriptEntry> bot(long chatId) {
        return telegram.transcript().stream().filter(e -> e.chatId() == chatId && e.from() == TranscriptEntry.From.BOT)
                .toList();
    }

    private List<TranscriptEntry> drafts(long chatId) {
        return bot(chatId).stream().filter(e -> e.kind().equals("sendRichMessageDraft")).toList();
    }

    private static void awaitUntil(BooleanSupplier condition) {
        long deadline = System.nanoTime() + WAIT.toNanos();
        while (!condition.getAsBoolean()) {
            assertThat(System.nanoTime()).as("waited %s", WAIT).isLessThan(deadline);
            LockSupport.parkNanos(Duration.ofMillis(50).toNanos()); // polls the fake's transcript
        }
    }
}
