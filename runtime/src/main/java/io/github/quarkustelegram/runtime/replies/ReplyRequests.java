package io.github.quarkustelegram.runtime.replies;

import java.util.List;

import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.dispatch.Reply;
import io.github.quarkustelegram.dispatch.UpdateKind;
import io.github.quarkustelegram.method.AnswerCallbackQuery;
import io.github.quarkustelegram.method.AnswerGuestQuery;
import io.github.quarkustelegram.method.CaptionedSendBuilder;
import io.github.quarkustelegram.method.DeleteMessage;
import io.github.quarkustelegram.method.EditMessageCaption;
import io.github.quarkustelegram.method.EditMessageReplyMarkup;
import io.github.quarkustelegram.method.EditMessageText;
import io.github.quarkustelegram.method.SendAnimation;
import io.github.quarkustelegram.method.SendAudio;
import io.github.quarkustelegram.method.SendBuilder;
import io.github.quarkustelegram.method.SendDocument;
import io.github.quarkustelegram.method.SendMessage;
import io.github.quarkustelegram.method.SendPhoto;
import io.github.quarkustelegram.method.SendSticker;
import io.github.quarkustelegram.method.SendVideo;
import io.github.quarkustelegram.method.SendVideoNote;
import io.github.quarkustelegram.method.SendVoice;
import io.github.quarkustelegram.method.SetMessageReaction;
import io.github.quarkustelegram.method.TelegramRequest;
import io.github.quarkustelegram.model.ChatId;
import io.github.quarkustelegram.model.InlineQueryResultArticle;
import io.github.quarkustelegram.model.InputFile;
import io.github.quarkustelegram.model.InputTextMessageContent;
import io.github.quarkustelegram.model.LinkPreviewOptions;
import io.github.quarkustelegram.model.MessageEntity;
import io.github.quarkustelegram.model.ReplyParameters;

/**
 * The request a {@link Reply} becomes for an update ({@link ReplyTarget}): the send method of its kind of message
 * with the chat, forum topic, business connection and direct-messages topic carried, the edit of the pressed button's
 * message, the answer to the callback query, the reaction to or the deletion of the update's message. A reply that
 * cannot apply to the update fails with an {@link IllegalStateException} saying why; the caller names the handler.
 */
public final class ReplyRequests {

    private ReplyRequests() {
    }

    /**
     * @param reply a reply
     * @param target where the update's replies go
     * @return the request it is
     * @throws IllegalStateException when the reply cannot apply to the update
     */
    public static TelegramRequest<?> of(Reply reply, ReplyTarget target) {
        if (reply instanceof Reply.Send send) {
            return target.guestQueryId() != null && send.options().chat() == null
                    ? guestAnswer(send, target.guestQueryId())
                    : send(send, target);
        }
        if (reply instanceof Reply.All) {
            throw new IllegalArgumentException("Reply.all(...) is several requests: send each");
        }
        if (reply instanceof Reply.Later later) {
            throw new IllegalArgumentException("Reply.later(...) is scheduled, not sent now: the request of its "
                    + "message is " + of(later.message(), target).methodName());
        }
        if (reply instanceof Reply.Edit edit) {
            return edit(edit, target);
        }
        if (reply instanceof Reply.Answer answer) {
            return answer(answer, target);
        }
        if (reply instanceof Reply.React react) {
            return SetMessageReaction.builder(chat(target, "A reaction"), message(target, "A reaction"))
                    .reaction(react.reactions()).isBig(react.bigAnimation() ? Boolean.TRUE : null).build();
        }
        if (reply instanceof Reply.Delete) {
            return DeleteMessage.builder(chat(target, "A deletion"), message(target, "A deletion")).build();
        }
        return ((Reply.Call) reply).request();
    }

    /** The message, where the update came from, unless the reply says otherwise. */
    static TelegramRequest<?> send(Reply.Send send, ReplyTarget target) {
        Reply.Send.Content content = send.content();
        Reply.Send.Options options = send.options();
        // another chat than the update's: nothing of the update's place applies there
        ReplyTarget to = options.chat() == null ? target : elsewhere(target);
        ChatId chat = options.chat() != null ? options.chat() : chat(target, "A message");
        SendBuilder<?> builder = builder(content, options, chat);
        builder.businessConnectionId(to.businessConnectionId())
                .messageThreadId(options.topic() != null ? options.topic() : to.messageThreadId())
                .directMessagesTopicId(to.directMessagesTopicId())
                .replyMarkup(options.keyboard())
                .replyParameters(replyParameters(options, to))
                .disableNotification(options.silent() ? Boolean.TRUE : null)
                .protectContent(options.protect() ? Boolean.TRUE : null)
                .messageEffectId(options.effect());
        if (builder instanceof CaptionedSendBuilder<?> captioned && !content.text().isEmpty()) {
            captioned.caption(content.text()).parseMode(content.parseMode()).captionEntities(entities(content));
        }
        return builder.build();
    }

    private static SendBuilder<?> builder(Reply.Send.Content content, Reply.Send.Options options, ChatId chat) {
        InputFile file = content.file();
        return switch (content.media()) {
            case TEXT -> SendMessage.builder(chat, content.text()).parseMode(content.parseMode())
                    .entities(entities(content)).linkPreviewOptions(options.linkPreview());
            case PHOTO -> SendPhoto.builder(chat, file);
            case DOCUMENT -> SendDocument.builder(chat, file);
            case VIDEO -> SendVideo.builder(chat, file);
            case AUDIO -> SendAudio.builder(chat, file);
            case ANIMATION -> SendAnimation.builder(chat, file);
            case VOICE -> SendVoice.builder(chat, file);
            case VIDEO_NOTE -> SendVideoNote.builder(chat, file);
            case STICKER -> SendSticker.builder(chat, file);
        };
    }

    /** The update seen from another chat: its kind only, no chat, topic, connection or message there. */
    private static ReplyTarget elsewhere(ReplyTarget target) {
        return new ReplyTarget(target.kind(), null, null, null, null, null, null, null, null);
    }

    private static @Nullable ReplyParameters replyParameters(Reply.Send.Options options, ReplyTarget target) {
        Integer to = options.quote() ? target.messageId() : options.replyTo();
        if (options.quote() && to == null) {
            throw new IllegalStateException("Reply.quote() replies to the update's message, and "
                    + describe(target) + " has none");
        }
        // sent anyway when the message was deleted meanwhile: the answer matters more than the quote
        return to == null ? null : ReplyParameters.builder().messageId(to).allowSendingWithoutReply(true).build();
    }

    /**
     * A guest message (the bot summoned in a chat it is not in) is answered once, through its guest query, with an
     * article result carrying the text.
     */
    private static TelegramRequest<?> guestAnswer(Reply.Send send, String guestQueryId) {
        Reply.Send.Content content = send.content();
        if (content.media() != Reply.Send.Media.TEXT) {
            throw new IllegalStateException("A guest message is answered through answerGuestQuery, with text: "
                    + "reply with a text, or return an AnswerGuestQuery for a " + content.media());
        }
        InputTextMessageContent text = InputTextMessageContent.builder(content.text())
                .parseMode(content.parseMode()).entities(entities(content))
                .linkPreviewOptions(send.options().linkPreview()).build();
        InlineQueryResultArticle.Builder article = InlineQueryResultArticle.builder("reply", "Reply", text);
        if (send.options().keyboard() instanceof io.github.quarkustelegram.model.InlineKeyboardMarkup inline) {
            article.replyMarkup(inline);
        }
        return AnswerGuestQuery.builder(guestQueryId, article.build()).build();
    }

    /** The pressed button's message: by chat and id, on its business connection; or the inline message. */
    private static TelegramRequest<?> edit(Reply.Edit edit, ReplyTarget target) {
        if (target.callbackQueryId() == null) {
            throw new IllegalStateException("Reply.edit(...) edits the message of a pressed button: it answers a "
                    + "callback query, and " + describe(target) + " is none; send a message or return an "
                    + "EditMessageText naming the message");
        }
        ChatId chat = target.inlineMessageId() == null ? chat(target, "An edit") : null;
        Integer messageId = target.inlineMessageId() == null ? message(target, "An edit") : null;
        List<MessageEntity> entities = edit.entities().isEmpty() ? null : edit.entities();
        return switch (edit.part()) {
            case TEXT -> EditMessageText.builder().businessConnectionId(target.businessConnectionId()).chatId(chat)
                    .messageId(messageId).inlineMessageId(target.inlineMessageId()).text(edit.text())
                    .parseMode(edit.parseMode()).entities(entities).replyMarkup(edit.keyboard())
                    .linkPreviewOptions(edit.withoutLinkPreview() ? LinkPreviewOptions.builder().isDisabled(true).build()
                            : null)
                    .build();
            case CAPTION -> EditMessageCaption.builder().businessConnectionId(target.businessConnectionId())
                    .chatId(chat).messageId(messageId).inlineMessageId(target.inlineMessageId()).caption(edit.text())
                    .parseMode(edit.parseMode()).captionEntities(entities).replyMarkup(edit.keyboard()).build();
            case KEYBOARD -> EditMessageReplyMarkup.builder().businessConnectionId(target.businessConnectionId())
                    .chatId(chat).messageId(messageId).inlineMessageId(target.inlineMessageId())
                    .replyMarkup(edit.keyboard()).build();
        };
    }

    private static TelegramRequest<?> answer(Reply.Answer answer, ReplyTarget target) {
        if (target.callbackQueryId() == null) {
            throw new IllegalStateException("Reply.toast/alert/openUrl answer a callback query, and "
                    + describe(target) + " is none");
        }
        return AnswerCallbackQuery.builder(target.callbackQueryId()).text(answer.text())
                .showAlert(answer.alert() ? Boolean.TRUE : null).url(answer.url())
                .cacheTime(answer.cacheTime() == null ? null : (int) answer.cacheTime().toSeconds()).build();
    }

    private static ChatId chat(ReplyTarget target, String what) {
        ChatId chat = target.chatId();
        if (chat == null) {
            throw new IllegalStateException(what + " goes to the update's chat, and " + describe(target)
                    + " has none; return a request naming the chat");
        }
        return chat;
    }

    private static int message(ReplyTarget target, String what) {
        Integer message = target.messageId();
        if (message == null) {
            throw new IllegalStateException(what + " applies to the update's message, and " + describe(target)
                    + " has none");
        }
        return message;
    }

    private static @Nullable List<MessageEntity> entities(Reply.Send.Content content) {
        return content.entities().isEmpty() ? null : content.entities();
    }

    /** @return e.g. "an update of kind inline_query" */
    private static String describe(ReplyTarget target) {
        UpdateKind kind = target.kind();
        return kind == null ? "an update of a kind newer than the model" : "an update of kind " + kind.wireName();
    }
}
