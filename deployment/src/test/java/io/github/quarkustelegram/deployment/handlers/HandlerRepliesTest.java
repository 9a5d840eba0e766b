package io.github.quarkustelegram.deployment.handlers;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

import jakarta.inject.Inject;
import jakarta.inject.Singleton;

import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import io.github.quarkustelegram.TelegramBot;
import io.github.quarkustelegram.dispatch.CommandArguments;
import io.github.quarkustelegram.dispatch.HandlerErrorHook;
import io.github.quarkustelegram.dispatch.Has;
import io.github.quarkustelegram.dispatch.OnCallbackData;
import io.github.quarkustelegram.dispatch.OnCommand;
import io.github.quarkustelegram.dispatch.OnText;
import io.github.quarkustelegram.dispatch.OnUpdate;
import io.github.quarkustelegram.dispatch.Reply;
import io.github.quarkustelegram.dispatch.UpdateContext;
import io.github.quarkustelegram.dispatch.UpdateKind;
import io.github.quarkustelegram.keyboards.InlineButtons;
import io.github.quarkustelegram.keyboards.InlineKeyboard;
import io.github.quarkustelegram.method.AnswerCallbackQuery;
import io.github.quarkustelegram.method.CreateForumTopic;
import io.github.quarkustelegram.method.SendMessage;
import io.github.quarkustelegram.model.CallbackQuery;
import io.github.quarkustelegram.model.ChatId;
import io.github.quarkustelegram.model.Message;
import io.github.quarkustelegram.model.User;
import io.github.quarkustelegram.testing.server.RecordedRequest;
import io.github.quarkustelegram.testing.telegram.FakeTelegramClient;
import io.github.quarkustelegram.testing.telegram.FakeUser;
import io.github.quarkustelegram.testing.telegram.TranscriptEntry;
import io.github.quarkustelegram.text.Fmt;
import io.github.quarkustelegram.text.FormattedText;
import io.quarkus.test.QuarkusUnitTest;
import io.smallrye.mutiny.Uni;

/**
 * Handler results that are replies, on the fake Telegram of Dev Services (which checks forum topics and business
 * connections as Telegram does): each type of result, the update's topic and business connection carried, a topic the
 * reply gives winning, a reply that cannot apply failing with the handler's name, and callback queries answered once,
 * by the handler or for it, whatever the handler did.
 */
class HandlerRepliesTest {

    @RegisterExtension
    static final QuarkusUnitTest APP = new QuarkusUnitTest()
            .withApplicationRoot(jar -> jar.addClasses(Replies.class, Failures.class))
            .overrideConfigKey("quarkus.http.test-port", "0")
            .overrideConfigKey("quarkus.telegram.flood-control.enabled", "false");

    static final List<String> FAILURES = new CopyOnWriteArrayList<>();

    public static class Replies {

        // tag::results[]
        @OnCommand("hello")
        String hello(User user) { // a text, sent where the command came from
            return "Hello, " + user.firstName() + "!";
        }

        @OnCommand("bold")
        FormattedText bold() {
            return Fmt.bold("Bold").append(FormattedText.of(" and plain"));
        }

        @OnCommand("menu")
        Reply menu() { // a message with options: a keyboard, silent, in reply to the command
            return Reply.text("Menu").quote().silent().keyboard(InlineKeyboard.builder()
                    .row(InlineButtons.callback("Press", "press"), InlineButtons.callback("Forget", "forget"))
                    .row(InlineButtons.callback("Fail", "fail"), InlineButtons.callback("Myself", "myself"))
                    .build());
        }

        @OnCallbackData("press")
        List<Reply> press() { // in order: the toast, the edit of the menu, a new message
            return List.of(Reply.toast("Pressed"), Reply.edit("Pressed!"), Reply.text("And a new message"));
        }

        @OnCommand("later")
        Uni<List<String>> later() {
            return Uni.createFrom().item(List.of("one", "two"));
        }

        @OnCommand("nothing")
        String nothing() {
            return null; // sends nothing
        }

        @OnCommand("twice")
        Reply twice(CommandArguments times) { // one reply here, several there
            return times.isEmpty() ? Reply.text("once") : Reply.all(Reply.text("once"), Reply.text("twice"));
        }

        @OnCommand("elsewhere")
        Reply elsewhere(CommandArguments topic) { // a topic the reply gives wins
            return Reply.text("Over here").topic(Integer.parseInt(topic.arguments()));
        }

        // end::results[]

        // tag::from-code[]
        @OnCommand("progress")
        void progress(UpdateContext update) { // side messages, where the update came from, in the middle of the work
            Message working = update.replyAndAwait("Working...");
            update.reactAndAwait("👍");
            update.sendAndAwait(Reply.text("Done (see " + working.messageId() + ")").quote());
        }
        // end::from-code[]

        @OnText(value = "^business", kinds = UpdateKind.BUSINESS_MESSAGE)
        String business() {
            return "Answered for the business";
        }

        @OnUpdate(value = UpdateKind.MESSAGE, filter = Has.Photo.class) // a filter class the extension has
        Reply photo(Message message) {
            return Reply.text("Nice photo").quote();
        }

        @OnCommand("wrong")
        Reply wrong() {
            return Reply.edit("a message has no button to edit");
        }

        @OnCommand("request")
        SendMessage request(UpdateContext update) { // a request: made as it is, nothing carried
            return SendMessage.builder(ChatId.of(update.chat().id()), "As it is").build();
        }

        // tag::answered[]
        @OnCallbackData("forget")
        void forget() { // answered for it, empty, once it is done: the button stops spinning
        }

        @OnCallbackData("fail")
        void fail() {
            throw new IllegalStateException("fails on purpose");
        }

        @OnCallbackData("myself")
        void myself(CallbackQuery query, TelegramBot bot) { // answered by the handler: not again
            bot.answerCallbackQuery(AnswerCallbackQuery.builder(query.id()).text("Mine").build());
        }
        // end::answered[]
    }

    /** Records the failures the handlers' ones reach. */
    @Singleton
    public static class Failures implements HandlerErrorHook {
        @Override
        public Uni<Void> onError(UpdateContext update, Throwable failure) {
            FAILURES.add(failure.getMessage());
            return Uni.createFrom().voidItem();
        }
    }

    @ConfigProperty(name = "quarkus.telegram.api.base-url")
    String telegramUrl;

    @Inject
    TelegramBot bot;

    FakeTelegramClient telegram;

    @BeforeEach
    void connect() {
        telegram = FakeTelegramClient.connect(telegramUrl);
    }

    @Test
    void eachTypeOfResultIsSent() {
        FakeUser ada = telegram.user(101, "Ada");
        assertThat(ada.sends("/hello").reply().text()).isEqualTo("Hello, Ada!");
        TranscriptEntry bold = ada.sends("/bold").reply();
        assertThat(bold.text()).isEqualTo("Bold and plain");
        assertThat(bold.entities()).singleElement().satisfies(e -> assertThat(e.type()).isEqualTo("bold"));
        assertThat(ada.sends("/later").replies(2)).extracting(TranscriptEntry::text).containsExactly("one", "two");
        assertThat(ada.sends("/request").reply().text()).isEqualTo("As it is");
        assertThat(ada.sends("/twice please").replies(2)).extracting(TranscriptEntry::text).containsExactly("once",
                "twice");
        ada.sends("/nothing");
        assertThat(ada.sends("/hello").reply().text()).as("nothing was sent for /nothing").isEqualTo("Hello, Ada!");

        var command = ada.sends("/menu");
        TranscriptEntry menu = command.reply();
        assertThat(menu.buttons()).containsExactly("Press", "Forget", "Fail", "Myself");
        assertThat(menu.json()).contains("\"reply_to_message\":{\"message_id\":" + command.messageId());
    }

    @Test
    void aContentFilterOfTheExtensionSelectsTheMessage() {
        FakeUser ada = telegram.user(108, "Ada");
        var photo = ada.sendsPhoto("sunset");
        assertThat(photo.reply().text()).isEqualTo("Nice photo");
        ada.sends("no photo");
        assertThat(ada.sends("/hello").reply().text()).isEqualTo("Hello, Ada!");
        assertThat(telegram.transcript()).filteredOn(e -> e.chatId() == 108 && e.text().equals("Nice photo"))
                .as("a text is no photo").hasSize(1);
    }

    @Test
    void theSameFromCode() {
        var command = telegram.user(107, "Barbara").sends("/progress");
        List<TranscriptEntry> replies = command.replies(2);
        assertThat(replies.get(0).text()).isEqualTo("Working...");
        assertThat(replies.get(1).text()).isEqualTo("Done (see " + replies.get(0).messageId() + ")");
        assertThat(replies.get(1).json()).contains("\"reply_to_message\":{\"message_id\":" + command.messageId());
        assertThat(telegram.takeRequest("setMessageReaction").json().path("message_id").asLong())
                .isEqualTo(command.messageId());
    }

    @Test
    void aPressedButtonIsAnsweredEditedAndRepliedToInOrder() {
        FakeUser grace = telegram.user(102, "Grace");
        grace.sends("/menu").reply();
        var pressed = grace.presses("Press");
        List<TranscriptEntry> replies = pressed.replies(2);
        assertThat(replies).extracting(TranscriptEntry::kind, TranscriptEntry::text).containsExactly(
                org.assertj.core.groups.Tuple.tuple("editMessageText", "Pressed!"),
                org.assertj.core.groups.Tuple.tuple("sendMessage", "And a new message"));
        assertThat(answers()).extracting(a -> a.json().path("text").asText()).containsExactly("Pressed");
    }

    @Test
    void aCallbackQueryIsAnsweredOnceWhateverItsHandlerDid() {
        FakeUser linus = telegram.user(103, "Linus");
        linus.sends("/menu").reply();
        linus.presses("Forget");
        assertThat(answers()).as("left unanswered: answered for it, empty").singleElement()
                .satisfies(a -> assertThat(a.json().has("text")).isFalse());
        linus.presses("Fail");
        assertThat(answers()).as("failed: answered all the same").hasSize(1);
        assertThat(FAILURES).contains("fails on purpose");
        linus.presses("Myself");
        assertThat(answers()).as("answered by the handler: not again").extracting(a -> a.json().path("text").asText())
                .containsExactly("Mine");
    }

    @Test
    void aReplyInATopicStaysInItAndATopicTheReplyGivesWins() {
        long forum = -1002000000042L;
        telegram.group(forum, "Forum");
        telegram.user(1, "Owner").turnsTopicsOn(forum).promotesBotIn(forum);
        int books = bot.createForumTopic(CreateForumTopic.builder(ChatId.of(forum), "Books").build()).messageThreadId();
        int films = bot.createForumTopic(CreateForumTopic.builder(ChatId.of(forum), "Films").build()).messageThreadId();
        FakeUser margaret = telegram.user(104, "Margaret").isMemberOf(forum);

        TranscriptEntry hello = margaret.sendsInTopic(forum, books, "/hello").reply();
        assertThat(hello.json()).contains("\"message_thread_id\":" + books, "\"is_topic_message\":true");
        TranscriptEntry elsewhere = margaret.sendsInTopic(forum, books, "/elsewhere " + films).reply();
        assertThat(elsewhere.json()).contains("\"message_thread_id\":" + films);

        // a button of a message in the topic: its new message goes to the topic too
        margaret.sendsInTopic(forum, books, "/menu").reply();
        List<TranscriptEntry> pressed = margaret.pressesIn(forum, "Press").replies(2);
        assertThat(pressed.get(1).json()).contains("\"message_thread_id\":" + books);
        answers();

        // outside topics: the General topic
        assertThat(margaret.sendsIn(forum, "/hello").reply().json()).doesNotContain("message_thread_id");
    }

    @Test
    void aBusinessMessageIsAnsweredOnItsConnection() {
        telegram.user(105, "Flora").connectsBusinessAccount();
        TranscriptEntry reply = telegram.user(205, "Alan").writesToBusiness(105, "business hours?").reply();
        assertThat(reply.text()).isEqualTo("Answered for the business");
        assertThat(reply.json()).contains("\"business_connection_id\":\"fake-business-", "\"from\":{\"id\":105");
    }

    @Test
    void aReplyThatCannotApplyFailsNamingItsHandler() {
        FAILURES.clear();
        FakeUser alan = telegram.user(106, "Alan");
        alan.sends("/wrong");
        assertThat(alan.sends("/hello").reply().text()).isEqualTo("Hello, Alan!");
        assertThat(FAILURES).singleElement().asString()
                .contains(Replies.class.getName() + "#wrong: Reply.edit(...) edits the message of a pressed button")
                .contains("an update of kind message is none");
    }

    /** @return the answerCallbackQuery calls made since the last call, waiting until none comes for a moment */
    private List<RecordedRequest> answers() {
        List<RecordedRequest> answers = new ArrayList<>();
        answers.add(telegram.takeRequest("answerCallbackQuery", Duration.ofSeconds(10)));
        while (true) {
            try {
                answers.add(telegram.takeRequest("answerCallbackQuery", Duration.ofMillis(700)));
            } catch (AssertionError none) {
                return answers;
            }
        }
    }
}
