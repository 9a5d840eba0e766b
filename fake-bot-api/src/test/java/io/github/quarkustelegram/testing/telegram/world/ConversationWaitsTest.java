package io.github.quarkustelegram.testing.telegram.world;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;

/** The waits on the transcript, with the waiter in place before the steps come (the case a race makes rare). */
class ConversationWaitsTest {

    private final Transcript transcript = new Transcript();

    @Test
    void aWaitForSeveralRepliesFollowsThemAsTheyCome() throws Exception {
        user("/start");
        CompletableFuture<List<Step>> replies = ConversationWaits.replies(transcript, 42, 2);
        CompletableFuture<Step> answer = ConversationWaits.call(transcript, "answerCallbackQuery");

        bot("sendMessage", 42, 10, "one");
        bot("sendMessage", 7, 11, "elsewhere");
        assertThat(replies).isNotDone();
        bot("editMessageText", 42, 10, "two");
        bot("answerCallbackQuery", 42, 0, "done");

        assertThat(replies.get(1, TimeUnit.SECONDS)).extracting(Step::text).containsExactly("one", "two");
        assertThat(answer.get(1, TimeUnit.SECONDS).text()).isEqualTo("done");
    }

    @Test
    void repliesBeforeTheUsersLastActionDoNotCount() {
        user("first");
        bot("sendMessage", 42, 2, "to the first");
        user("second");

        assertThat(ConversationWaits.replies(transcript, 42, 1)).isNotDone();
    }

    private void user(String text) {
        transcript.add(Step.From.USER, "message", 42, 1, text, List.of(), "{}");
    }

    private void bot(String method, long chatId, long messageId, String text) {
        transcript.add(Step.From.BOT, method, chatId, messageId, text, List.of(), "{}");
    }
}
