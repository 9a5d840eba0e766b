package io.github.quarkustelegram.testing.telegram;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.Timeout;

/**
 * {@link UserAction#reply()} and {@link UserAction#replies(int)}, the same for an action made in this JVM
 * ({@link UserActionRepliesInJvmTest}) and over the control API ({@link UserActionRepliesOverHttpTest}): what the bot
 * sent or edited in the action's chat after <em>that</em> action.
 */
@Timeout(30)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@WithFakeTelegram
abstract class UserActionRepliesContract {

    private static final Duration SHORT = Duration.ofMillis(300);

    private FakeTelegram telegram;
    private BotApiCaller bot;
    private FakeTelegramDriver driver;

    /** @return the driver whose users act in the tests, of this fake */
    abstract FakeTelegramDriver driverOf(FakeTelegram telegram);

    @BeforeAll
    void start() {
        driver = driverOf(telegram);
    }

    private FakeTelegramDriver driver() {
        return driver;
    }

    private void botSends(long chatId, String text) {
        bot.call("sendMessage", "{\"chat_id\":" + chatId + ",\"text\":\"" + text + "\"}").result();
    }

    @Test
    void theReplyIsTheBotsFirstMessageInTheChatAfterTheAction() {
        UserAction start = driver().user(42, "Ada").sends("/start");
        CompletableFuture.runAsync(() -> botSends(42, "Hello, Ada!"), CompletableFuture.delayedExecutor(100,
                TimeUnit.MILLISECONDS));

        TranscriptEntry reply = start.reply();

        assertThat(reply.text()).isEqualTo("Hello, Ada!");
        assertThat(reply.from()).isEqualTo(TranscriptEntry.From.BOT);
        assertThat(reply.chatId()).isEqualTo(42);
    }

    @Test
    void theReplyComesAfterThatActionNotAfterTheUsersLastOne() {
        FakeUser ada = driver().user(42, "Ada");
        UserAction first = ada.sends("first");
        botSends(42, "answer to first");
        UserAction second = ada.sends("second");
        botSends(42, "answer to second");

        assertThat(first.reply().text()).isEqualTo("answer to first");
        assertThat(second.reply().text()).isEqualTo("answer to second");
        assertThat(first.replies(2)).extracting(TranscriptEntry::text)
                .containsExactly("answer to first", "answer to second");
    }

    @Test
    void aMessageBeforeTheActionOrInAnotherChatIsNoReply() {
        driver().user(43, "Bob");
        FakeUser ada = driver().user(42, "Ada");
        botSends(42, "before");
        UserAction sent = ada.sends("hi");
        botSends(43, "to Bob");

        assertThatThrownBy(() -> sent.replies(1, SHORT)).isInstanceOf(AssertionError.class)
                .hasMessageContaining(SHORT.toMillis() + " ms").hasMessageContaining("hi");
    }

    @Test
    void repliesWaitsForSeveralAnEditIncluded() {
        driver().user(42, "Ada");
        botSends(42, "Pick one");
        long menu = telegram.transcript(42).get(0).messageId();
        UserAction sent = driver().user(42).sends("/menu");
        CompletableFuture.runAsync(() -> {
            bot.call("editMessageText", "{\"chat_id\":42,\"message_id\":" + menu + ",\"text\":\"Picked\"}").result();
            botSends(42, "Done");
        }, CompletableFuture.delayedExecutor(100, TimeUnit.MILLISECONDS));

        List<TranscriptEntry> replies = sent.replies(2);

        assertThat(replies).extracting(TranscriptEntry::kind, TranscriptEntry::text).containsExactly(
                org.assertj.core.groups.Tuple.tuple("editMessageText", "Picked"),
                org.assertj.core.groups.Tuple.tuple("sendMessage", "Done"));
        assertThatThrownBy(() -> sent.replies(3, SHORT)).isInstanceOf(AssertionError.class);
    }

    @Test
    void aPressedButtonsReplyIsInItsChat() {
        driver().group(-100777, "Team");
        bot.call("sendMessage", "{\"chat_id\":-100777,\"text\":\"Vote\",\"reply_markup\":{\"inline_keyboard\":"
                + "[[{\"text\":\"Yes\",\"callback_data\":\"yes\"}]]}}");
        botSends(-100777, "unrelated, before");
        UserAction pressed = driver().user(42, "Ada").pressesIn(-100777, "Yes");
        botSends(-100777, "Ada voted");

        assertThat(pressed.reply().text()).isEqualTo("Ada voted");
    }

    @Test
    void anActionInNoChatHasNoReply() {
        UserAction inline = driver().user(42, "Ada").asksInline("cats");

        assertThatThrownBy(inline::reply).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("inline_query happens in no chat")
                .hasMessageContaining("awaitCall(\"answerInlineQuery\"");
    }

    @Test
    void countsBelowOneAreRefused() {
        UserAction sent = driver().user(42, "Ada").sends("hi");

        assertThatThrownBy(() -> sent.replies(0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("Wait for one reply at least, not 0");
    }

}
