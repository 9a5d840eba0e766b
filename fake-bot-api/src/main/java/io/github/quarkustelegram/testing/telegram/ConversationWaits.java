package io.github.quarkustelegram.testing.telegram;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;

/**
 * The waits of {@link FakeTelegramDriver}, as futures, shared by the in-JVM fake and its control API: they start after
 * the user's last action (in the chat, or anywhere for a method).
 */
final class ConversationWaits {

    private ConversationWaits() {
    }

    static CompletableFuture<List<TranscriptEntry>> replies(Transcript transcript, long chatId, int count) {
        if (count < 1) {
            throw new IllegalArgumentException("Wait for one reply at least, not " + count);
        }
        long after = transcript.lastSequence(e -> e.from() == TranscriptEntry.From.USER && e.chatId() == chatId);
        return next(transcript, chatId, after, count, new ArrayList<>());
    }

    private static CompletableFuture<List<TranscriptEntry>> next(Transcript transcript, long chatId, long after,
            int count, List<TranscriptEntry> found) {
        return transcript.first(after, e -> e.isBotMessage() && e.chatId() == chatId).thenCompose(entry -> {
            found.add(entry);
            return found.size() == count ? CompletableFuture.completedFuture(List.copyOf(found))
                    : next(transcript, chatId, entry.sequence(), count, found);
        });
    }

    static CompletableFuture<TranscriptEntry> call(Transcript transcript, String method) {
        long after = transcript.lastSequence(e -> e.from() == TranscriptEntry.From.USER);
        return transcript.first(after, e -> e.from() == TranscriptEntry.From.BOT && e.kind().equalsIgnoreCase(method));
    }
}
