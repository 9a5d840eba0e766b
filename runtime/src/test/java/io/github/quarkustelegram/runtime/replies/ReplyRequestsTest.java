package io.github.quarkustelegram.runtime.replies;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.List;

import org.junit.jupiter.api.Test;

import io.github.quarkustelegram.dispatch.Reply;
import io.github.quarkustelegram.dispatch.UpdateKind;
import io.github.quarkustelegram.keyboards.InlineButtons;
import io.github.quarkustelegram.keyboards.InlineKeyboard;
import io.github.quarkustelegram.method.AnswerCallbackQuery;
import io.github.quarkustelegram.method.AnswerGuestQuery;
import io.github.quarkustelegram.method.DeleteMessage;
import io.github.quarkustelegram.method.EditMessageCaption;
import io.github.quarkustelegram.method.EditMessageReplyMarkup;
import io.github.quarkustelegram.method.EditMessageText;
import io.github.quarkustelegram.method.GetMe;
import io.github.quarkustelegram.method.SendDocument;
import io.github.quarkustelegram.method.SendMessage;
import io.github.quarkustelegram.method.SendPhoto;
import io.github.quarkustelegram.method.SendSticker;
import io.github.quarkustelegram.method.SetMessageReaction;
import io.github.quarkustelegram.model.Chat;
import io.github.quarkustelegram.model.ChatId;
import io.github.quarkustelegram.model.ChatType;
import io.github.quarkustelegram.model.InlineKeyboardMarkup;
import io.github.quarkustelegram.model.InlineQueryResultArticle;
import io.github.quarkustelegram.model.InputFile;
import io.github.quarkustelegram.model.InputTextMessageContent;
import io.github.quarkustelegram.model.ParseMode;
import io.github.quarkustelegram.model.ReactionTypeEmoji;
import io.github.quarkustelegram.text.Fmt;
import io.github.quarkustelegram.text.FormattedText;

/** Each kind of {@link Reply} as the request it becomes for an update, the update's places carried into it. */
class ReplyRequestsTest {

    private static final Chat FORUM = Chat.builder(-1001, ChatType.SUPERGROUP).build();
    /** A message in topic 77 of a forum, sent on business connection bc-1, in direct-messages topic 9. */
    private static final ReplyTarget MESSAGE = new ReplyTarget(UpdateKind.MESSAGE, FORUM, 77, "bc-1", 9L, 5, null,
            null, null);
    private static final ReplyTarget BUTTON = new ReplyTarget(UpdateKind.CALLBACK_QUERY, FORUM, 77, "bc-1", null, 5,
            "q1", null, null);
    private static final InlineKeyboardMarkup KEYBOARD = InlineKeyboard.of(InlineButtons.callback("Again", "again"));

    @Test
    void aTextGoesToTheUpdatesChatTopicConnectionAndDirectMessagesTopic() {
        SendMessage sent = (SendMessage) ReplyRequests.of(Reply.text("hi").keyboard(KEYBOARD).silent().quote(),
                MESSAGE);
        assertThat(sent.chatId()).isEqualTo(ChatId.of(-1001));
        assertThat(sent.text()).isEqualTo("hi");
        assertThat(sent.messageThreadId()).isEqualTo(77);
        assertThat(sent.businessConnectionId()).isEqualTo("bc-1");
        assertThat(sent.directMessagesTopicId()).isEqualTo(9L);
        assertThat(sent.replyMarkup()).isEqualTo(KEYBOARD);
        assertThat(sent.disableNotification()).isTrue();
        assertThat(sent.protectContent()).isNull();
        assertThat(sent.replyParameters().messageId()).isEqualTo(5);
        assertThat(sent.replyParameters().allowSendingWithoutReply()).isTrue();
        assertThat(sent.parseMode()).isNull();
        assertThat(sent.entities()).isNull();
    }

    @Test
    void aTopicTheReplyGivesWinsOverTheUpdates() {
        SendMessage sent = (SendMessage) ReplyRequests.of(Reply.text("there").topic(12), MESSAGE);
        assertThat(sent.messageThreadId()).isEqualTo(12);
        assertThat(sent.businessConnectionId()).isEqualTo("bc-1");
    }

    @Test
    void aMessageToAnotherChatCarriesNothingOfTheUpdates() {
        SendMessage sent = (SendMessage) ReplyRequests.of(Reply.text("In private").to(7).keyboard(null), MESSAGE);
        assertThat(sent.chatId()).isEqualTo(ChatId.of(7));
        assertThat(sent.messageThreadId()).isNull();
        assertThat(sent.businessConnectionId()).isNull();
        assertThat(sent.directMessagesTopicId()).isNull();
        assertThat(sent.replyMarkup()).isNull();
        assertThatThrownBy(() -> ReplyRequests.of(Reply.text("x").to(7).quote(), MESSAGE))
                .hasMessageContaining("Reply.quote() replies to the update's message");
    }

    @Test
    void formattedHtmlAndMarkdownTextsKeepTheirEntitiesOrParseMode() {
        FormattedText bold = Fmt.bold("Bold").append(FormattedText.of(" plain"));
        SendMessage formatted = (SendMessage) ReplyRequests.of(Reply.text(bold), MESSAGE);
        assertThat(formatted.text()).isEqualTo("Bold plain");
        assertThat(formatted.entities()).isEqualTo(bold.entities());
        SendMessage html = (SendMessage) ReplyRequests.of(Reply.html("<b>x</b>").noLinkPreview(), MESSAGE);
        assertThat(html.parseMode()).isEqualTo(ParseMode.HTML);
        assertThat(html.linkPreviewOptions().isDisabled()).isTrue();
        assertThat(((SendMessage) ReplyRequests.of(Reply.markdown("*x*"), MESSAGE)).parseMode())
                .isEqualTo(ParseMode.MARKDOWN_V2);
    }

    @Test
    void mediaGoThroughTheirOwnMethodWithTheirCaption() {
        InputFile photo = InputFile.reference("AgAD-photo");
        SendPhoto sent = (SendPhoto) ReplyRequests.of(Reply.photo(photo).caption(Fmt.italic("Sunset")).protect(),
                MESSAGE);
        assertThat(sent.photo()).isEqualTo(photo);
        assertThat(sent.caption()).isEqualTo("Sunset");
        assertThat(sent.captionEntities()).hasSize(1);
        assertThat(sent.messageThreadId()).isEqualTo(77);
        assertThat(sent.protectContent()).isTrue();
        SendDocument document = (SendDocument) ReplyRequests.of(Reply.document(photo), MESSAGE);
        assertThat(document.caption()).isNull();
        assertThat(ReplyRequests.of(Reply.sticker(photo), MESSAGE)).isInstanceOf(SendSticker.class);
        assertThatThrownBy(() -> Reply.sticker(photo).caption("no")).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("STICKER message has no caption");
        assertThatThrownBy(() -> Reply.text("t").caption("no")).hasMessageContaining("its text is the message");
        assertThatThrownBy(() -> Reply.text("")).hasMessageContaining("return null to send nothing");
    }

    @Test
    void editsAnswersReactionsAndDeletionsApplyToThePressedButtonsMessage() {
        EditMessageText text = (EditMessageText) ReplyRequests.of(Reply.edit("Done").keyboard(KEYBOARD), BUTTON);
        assertThat(text.chatId()).isEqualTo(ChatId.of(-1001));
        assertThat(text.messageId()).isEqualTo(5);
        assertThat(text.businessConnectionId()).isEqualTo("bc-1");
        assertThat(text.replyMarkup()).isEqualTo(KEYBOARD);
        EditMessageCaption caption = (EditMessageCaption) ReplyRequests.of(Reply.editCaption(FormattedText.of("c")),
                BUTTON);
        assertThat(caption.caption()).isEqualTo("c");
        assertThat(caption.replyMarkup()).isNull();
        assertThat(((EditMessageReplyMarkup) ReplyRequests.of(Reply.editKeyboard(KEYBOARD), BUTTON)).replyMarkup())
                .isEqualTo(KEYBOARD);
        AnswerCallbackQuery toast = (AnswerCallbackQuery) ReplyRequests.of(
                Reply.alert("Sure?").cacheTime(Duration.ofSeconds(30)), BUTTON);
        assertThat(toast).isEqualTo(AnswerCallbackQuery.builder("q1").text("Sure?").showAlert(true).cacheTime(30)
                .build());
        SetMessageReaction react = (SetMessageReaction) ReplyRequests.of(Reply.react("👍").big(), MESSAGE);
        assertThat(react.messageId()).isEqualTo(5);
        assertThat(react.isBig()).isTrue();
        assertThat(react.reaction()).singleElement().isInstanceOf(ReactionTypeEmoji.class);
        assertThat(ReplyRequests.of(Reply.delete(), BUTTON)).isEqualTo(DeleteMessage.builder(ChatId.of(-1001), 5)
                .build());
    }

    @Test
    void aButtonOfAnInlineMessageIsEditedByItsInlineMessageId() {
        ReplyTarget inline = new ReplyTarget(UpdateKind.CALLBACK_QUERY, null, null, null, null, null, "q2", "im-1",
                null);
        EditMessageText edit = (EditMessageText) ReplyRequests.of(Reply.edit("Voted"), inline);
        assertThat(edit.inlineMessageId()).isEqualTo("im-1");
        assertThat(edit.chatId()).isNull();
        assertThat(edit.messageId()).isNull();
        assertThatThrownBy(() -> ReplyRequests.of(Reply.text("no chat"), inline))
                .hasMessageContaining("A message goes to the update's chat, and an update of kind callback_query has"
                        + " none");
    }

    @Test
    void aReplyThatCannotApplyToTheUpdateSaysWhy() {
        assertThatThrownBy(() -> ReplyRequests.of(Reply.edit("x"), MESSAGE))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("Reply.edit(...) edits the message of a pressed button")
                .hasMessageContaining("an update of kind message is none");
        assertThatThrownBy(() -> ReplyRequests.of(Reply.toast("x"), MESSAGE))
                .hasMessageContaining("answer a callback query, and an update of kind message is none");
        ReplyTarget inlineQuery = new ReplyTarget(UpdateKind.INLINE_QUERY, null, null, null, null, null, null, null,
                null);
        assertThatThrownBy(() -> ReplyRequests.of(Reply.react("👍"), inlineQuery))
                .hasMessageContaining("A reaction goes to the update's chat, and an update of kind inline_query has"
                        + " none");
        ReplyTarget member = new ReplyTarget(UpdateKind.CHAT_MEMBER, FORUM, null, null, null, null, null, null, null);
        assertThatThrownBy(() -> ReplyRequests.of(Reply.text("x").quote(), member))
                .hasMessageContaining("Reply.quote() replies to the update's message, and an update of kind"
                        + " chat_member has none");
    }

    @Test
    void aRequestIsMadeAsItIsWithNothingCarried() {
        SendMessage elsewhere = SendMessage.builder(ChatId.of(99), "as is").build();
        assertThat(ReplyRequests.of(Reply.of(elsewhere), MESSAGE)).isSameAs(elsewhere);
        assertThat(ReplyRequests.of(Reply.of(new GetMe()), MESSAGE)).isInstanceOf(GetMe.class);
    }

    @Test
    void aGuestMessageIsAnsweredThroughItsGuestQueryWithAnArticle() {
        ReplyTarget guest = new ReplyTarget(UpdateKind.GUEST_MESSAGE, FORUM, null, null, null, 5, null, null, "g-1");
        AnswerGuestQuery answer = (AnswerGuestQuery) ReplyRequests.of(Reply.text(Fmt.bold("Hi")).keyboard(KEYBOARD),
                guest);
        assertThat(answer.guestQueryId()).isEqualTo("g-1");
        InlineQueryResultArticle article = (InlineQueryResultArticle) answer.result();
        InputTextMessageContent content = (InputTextMessageContent) article.inputMessageContent();
        assertThat(content.messageText()).isEqualTo("Hi");
        assertThat(content.entities()).hasSize(1);
        assertThat(article.replyMarkup()).isEqualTo(KEYBOARD);
        assertThatThrownBy(() -> ReplyRequests.of(Reply.photo(InputFile.reference("x")), guest))
                .hasMessageContaining("answered through answerGuestQuery, with text");
    }

    @Test
    void repliesAreValuesComparedByWhatTheySay() {
        assertThat(Reply.text("a").keyboard(KEYBOARD).silent()).isEqualTo(Reply.text("a").silent().keyboard(KEYBOARD))
                .isNotEqualTo(Reply.text("a").keyboard(KEYBOARD));
        assertThat(Reply.all(Reply.toast("t"), null, Reply.delete()).replies()).isEqualTo(List.of(Reply.toast("t"),
                Reply.delete()));
        assertThatThrownBy(() -> ReplyRequests.of(Reply.all(Reply.toast("t")), BUTTON))
                .isInstanceOf(IllegalArgumentException.class);
        assertThat(Reply.edit("x").toString()).contains("TEXT", "x");
    }
}
