package io.github.quarkustelegram.runtime.streaming;

import java.util.ArrayList;
import java.util.List;

import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.dispatch.Reply;
import io.github.quarkustelegram.method.EditMessageText;
import io.github.quarkustelegram.method.TelegramRequest;
import io.github.quarkustelegram.model.ChatId;
import io.github.quarkustelegram.model.Message;
import io.github.quarkustelegram.runtime.replies.Replying;
import io.github.quarkustelegram.runtime.replies.ResultDelivery;
import io.github.quarkustelegram.text.FormattedText;
import io.smallrye.mutiny.Uni;

/**
 * A streamed answer outside private chats (or by configuration, or of formatted pieces): a message with the first
 * text (sent where a reply to the update goes: topic and business connection carried), edited as the text grows;
 * text beyond one message's limit continues in new messages. Only what changed is edited: Telegram refuses an edit
 * that changes nothing.
 */
final class EditedOutput implements StreamOutput {

    private final Replying to;
    private final ChatId chat;
    private final long interval;
    /** The messages sent so far and the text each shows; touched by one request at a time (its stream's). */
    private final List<Integer> messageIds = new ArrayList<>();
    private final List<FormattedText> shown = new ArrayList<>();

    /**
     * @param to the update answered
     * @param chat its chat
     * @param interval the shortest time between two edits, in nanoseconds
     */
    EditedOutput(Replying to, ChatId chat, long interval) {
        this.to = to;
        this.chat = chat;
        this.interval = interval;
    }

    @Override
    public @Nullable Uni<Void> start() {
        return null; // nothing to send before there is text
    }

    @Override
    public Uni<Void> show(AnswerSoFar soFar) {
        List<FormattedText> messages = soFar.textMessages();
        return Uni.createFrom().deferred(() -> update(messages, 0));
    }

    @Override
    public Uni<Void> finish(AnswerSoFar soFar) {
        return show(soFar);
    }

    /** Edits the messages that changed and sends the new ones, in order, one request at a time. */
    private Uni<Void> update(List<FormattedText> messages, int index) {
        if (index == messages.size()) {
            return Uni.createFrom().voidItem();
        }
        FormattedText text = messages.get(index);
        if (index < messageIds.size()) {
            if (text.equals(shown.get(index))) {
                return update(messages, index + 1);
            }
            EditMessageText edit = EditMessageText.builder()
                    .businessConnectionId(to.replyTarget().businessConnectionId()).chatId(chat)
                    .messageId(messageIds.get(index)).text(text.text()).entities(text.entitiesOrNull()).build();
            return to.reactiveBot().execute(edit).onItem().transformToUni(edited -> {
                shown.set(index, text);
                return update(messages, index + 1);
            });
        }
        TelegramRequest<?> send = ResultDelivery.request(Reply.text(text), to);
        return to.reactiveBot().execute(send).onItem().transformToUni(sent -> {
            messageIds.add(((Message) sent).messageId());
            shown.add(text);
            return update(messages, index + 1);
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
