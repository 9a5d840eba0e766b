package io.github.quarkustelegram.runtime.streaming;

import java.util.List;

import io.github.quarkustelegram.ReactiveTelegramBot;
import io.github.quarkustelegram.method.SendRichMessage;
import io.github.quarkustelegram.method.SendRichMessageDraft;
import io.github.quarkustelegram.model.ChatId;
import io.github.quarkustelegram.model.InputRichBlockThinking;
import io.github.quarkustelegram.model.InputRichMessage;
import io.github.quarkustelegram.model.RichText;
import io.github.quarkustelegram.runtime.replies.ReplyTarget;
import io.smallrye.mutiny.Uni;

/**
 * A private chat's streamed answer: a rich draft with a stop button ({@code sendRichMessageDraft}), a "thinking" block
 * until the first piece, then the last message of the text so far (the earlier ones of a long answer are complete);
 * at the end, the rich messages ({@code sendRichMessage}), which replace the draft.
 */
final class DraftOutput implements StreamOutput {

    private static final InputRichMessage THINKING = InputRichMessage.builder()
            .blocks(List.of(InputRichBlockThinking.builder(RichText.of("Thinking…")).build())).build();

    private final ReactiveTelegramBot bot;
    private final ReplyTarget target;
    private final long chatId;
    private final int draftId;
    private final long interval;
    private final long refresh;

    /**
     * @param bot the bot that sends
     * @param target the private chat's topic answered, if any
     * @param chatId the private chat
     * @param draftId the draft's id, not zero
     * @param interval the shortest time between two drafts, in nanoseconds
     * @param refresh how long a draft may stay unchanged before it is sent again, in nanoseconds
     */
    DraftOutput(ReactiveTelegramBot bot, ReplyTarget target, long chatId, int draftId, long interval, long refresh) {
        this.bot = bot;
        this.target = target;
        this.chatId = chatId;
        this.draftId = draftId;
        this.interval = interval;
        this.refresh = refresh;
    }

    @Override
    public Uni<Void> start() {
        return draft(THINKING);
    }

    @Override
    public Uni<Void> show(AnswerSoFar soFar) {
        List<InputRichMessage> messages = soFar.richMessages();
        return draft(messages.isEmpty() ? THINKING : messages.get(messages.size() - 1));
    }

    private Uni<Void> draft(InputRichMessage message) {
        SendRichMessageDraft draft = SendRichMessageDraft.builder(chatId, draftId, message)
                .messageThreadId(target.messageThreadId()).canStop(true).build();
        return Uni.createFrom().deferred(() -> bot.execute(draft)).replaceWithVoid();
    }

    @Override
    public Uni<Void> finish(AnswerSoFar soFar) {
        return sendInOrder(soFar.richMessages(), 0);
    }

    private Uni<Void> sendInOrder(List<InputRichMessage> messages, int index) {
        if (index == messages.size()) {
            return Uni.createFrom().voidItem();
        }
        SendRichMessage send = SendRichMessage.builder(ChatId.of(chatId), messages.get(index))
                .messageThreadId(target.messageThreadId()).build();
        return Uni.createFrom().deferred(() -> bot.execute(send))
                .onItem().transformToUni(sent -> sendInOrder(messages, index + 1));
    }

    @Override
    public long intervalNanos() {
        return interval;
    }

    @Override
    public long refreshNanos() {
        return refresh;
    }
}
