package io.github.quarkustelegram.testing.telegram.world;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * The waits of {@code FakeTelegramDriver}, as futures, shared by the in-JVM fake and its control API: they start after
 * the user's last action (in the chat, or anywhere for a method), or after a given action's own step
 * ({@code UserAction#reply()}); and the blocking form the in-JVM fake gives them.
 */
public final class ConversationWaits {

    private ConversationWaits() {
    }

    public static CompletableFuture<List<Step>> replies(Transcript transcript, long chatId, int count) {
        requireCount(count);
        long after = transcript.lastSequence(e -> e.from() == Step.From.USER && e.chatId() == chatId);
        return repliesAfter(transcript, chatId, after, count);
    }

    /**
     * @param after a step of the transcript (a user action's own): the replies are the bot's messages in the chat
     *        after it, whatever else the user did since
     */
    public static CompletableFuture<List<Step>> repliesAfter(Transcript transcript, long chatId, long after,
            int count) {
        requireCount(count);
        return next(transcript, chatId, after, count, new ArrayList<>());
    }

    private static void requireCount(int count) {
        if (count < 1) {
            throw new IllegalArgumentException("Wait for one reply at least, not " + count);
        }
    }

    private static CompletableFuture<List<Step>> next(Transcript transcript, long chatId, long after,
            int count, List<Step> found) {
        return transcript.first(after, e -> e.isBotMessage() && e.chatId() == chatId).thenCompose(entry -> {
            found.add(entry);
            return found.size() == count ? CompletableFuture.completedFuture(List.copyOf(found))
                    : next(transcript, chatId, entry.sequence(), count, found);
        });
    }

    public static CompletableFuture<Step> call(Transcript transcript, String method) {
        long after = transcript.lastSequence(e -> e.from() == Step.From.USER);
        return transcript.first(after, e -> e.from() == Step.From.BOT && e.kind().equalsIgnoreCase(method));
    }

    /**
     * @param what what was waited for, for the failure
     * @return the wait's result
     * @throws AssertionError when it does not come in time, with the transcript
     */
    public static <T> T await(Transcript transcript, CompletableFuture<T> future, Duration timeout, String what) {
        try {
            return future.get(timeout.toMillis(), TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            future.cancel(false);
            throw new AssertionError("The fake Telegram saw no " + what + " within " + timeout.toMillis()
                    + " ms; the transcript: " + transcript.all());
        } catch (ExecutionException e) {
            throw new IllegalStateException(e.getCause());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}
