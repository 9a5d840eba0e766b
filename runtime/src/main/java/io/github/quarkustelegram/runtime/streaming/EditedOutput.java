package io.github.quarkustelegram.runtime.streaming;

import java.util.ArrayList;
import java.util.List;

import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.dispatch.Reply;
import io.github.quarkustelegram.method.EditMessageReplyMarkup;
import io.github.quarkustelegram.method.EditMessageText;
import io.github.quarkustelegram.method.TelegramRequest;
import io.github.quarkustelegram.model.ChatId;
import io.github.quarkustelegram.model.InlineKeyboardMarkup;
import io.github.quarkustelegram.model.Message;
import io.github.quarkustelegram.runtime.replies.Replying;
import io.github.quarkustelegram.runtime.replies.ResultDelivery;
import io.github.quarkustelegram.text.FormattedText;
import io.smallrye.mutiny.Uni;

/**
 * A streamed answer outside private chats (or by configuration, or of formatted pieces): a message with the first
 * text (sent where a reply to the update goes: topic and business connection carried), edited as the text grows;
 * text beyond one message's limit continues in new messages. Only what changed is edited: Telegram refuses an edit
 * that changes nothing. The items of a {@code Multi<Reply>} also say how the messages are sent and which inline
 * keyboard the final message gets ({@link StreamedReplies}).
 */
final class EditedOutput implements StreamOutput {

    private final Replying to;
    private final ChatId chat;
    private final long interval;
    private final StreamedReplies replies;
    /** The messages sent so far and the text each shows; touched by one request at a time (its stream's). */
    private final List<Integer> messageIds = new ArrayList<>();
    private final List<FormattedText> shown = new ArrayList<>();

    /**
     * @param to the update answered
     * @param chat its chat
     * @param interval the shortest time between two edits, in nanoseconds
     */
    EditedOutput(Replying to, ChatId chat, long interval) {
        this(to, chat, interval, StreamedReplies.NONE);
    }

    /** @param replies what the items of a {@code Multi<Reply>} say besides their text */
    EditedOutput(Replying to, ChatId chat, long interval, StreamedReplies replies) {
        this.to = to;
        this.chat = chat;
        this.interval = interval;
        this.replies = replies;
    }

    @Override
    public @Nullable Uni<Void> start() {
        return null; // nothing to send before there is text
    }

    @Override
    public Uni<Void> show(AnswerSoFar soFar) {
        List<FormattedText> messages = soFar.textMessages();
        return Uni.createFrom().deferred(() -> update(messages, 0, null));
    }

    @Override
    public Uni<Void> finish(AnswerSoFar soFar) {
        List<FormattedText> messages = soFar.textMessages();
        return Uni.createFrom().deferred(() -> update(messages, 0, replies.keyboard()));
    }

    /**
     * Edits the messages that changed and sends the new ones, in order, one request at a time; the last one with the
     * final keyboard, if any (an unchanged last message gets it alone).
     */
    private Uni<Void> update(List<FormattedText> messages, int index, @Nullable InlineKeyboardMarkup keyboard) {
        if (index == messages.size()) {
            return Uni.createFrom().voidItem();
        }
        FormattedText text = messages.get(index);
        InlineKeyboardMarkup markup = index == messages.size() - 1 ? keyboard : null;
        if (index < messageIds.size()) {
            if (text.equals(shown.get(index))) {
                if (markup == null) {
                    return update(messages, index + 1, keyboard);
                }
                EditMessageReplyMarkup buttons = EditMessageReplyMarkup.builder()
                        .businessConnectionId(to.replyTarget().businessConnectionId()).chatId(chat)
                        .messageId(messageIds.get(index)).replyMarkup(markup).build();
                return to.reactiveBot().execute(buttons).replaceWithVoid();
            }
            EditMessageText edit = EditMessageText.builder()
                    .businessConnectionId(to.replyTarget().businessConnectionId()).chatId(chat)
                    .messageId(messageIds.get(index)).text(text.text()).entities(text.entitiesOrNull())
                    .replyMarkup(markup).build();
            return to.reactiveBot().execute(edit).onItem().transformToUni(edited -> {
                shown.set(index, text);
                return update(messages, index + 1, keyboard);
            });
        }
        Reply.Send reply = new Reply.Send(Reply.text(text).content(), replies.sending());
        TelegramRequest<?> send = ResultDelivery.request(markup == null ? reply : reply.keyboard(markup), to);
        return to.reactiveBot().execute(send).onItem().transformToUni(sent -> {
            messageIds.add(((Message) sent).messageId());
            shown.add(text);
            return update(messages, index + 1, keyboard);
        });
    }

    @Override
    public long intervalNanos() {
        return interval;
    }

    @Override
    public long refreshNanos() {
        return 0;
    }
}
