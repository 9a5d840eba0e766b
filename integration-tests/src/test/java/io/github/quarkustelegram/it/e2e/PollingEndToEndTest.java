package io.github.quarkustelegram.it.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import io.github.quarkustelegram.testing.telegram.FakeTelegram;
import io.github.quarkustelegram.testing.telegram.TranscriptEntry;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

/**
 * Users write to the shop bot on a fake Telegram; the application long-polls it, the real dispatcher routes each
 * update to the annotated handlers, and their replies are asserted on what the fake Telegram received.
 */
@QuarkusTest
@TestProfile(EndToEndPollingProfile.class)
@Timeout(120)
class PollingEndToEndTest {

    static final Duration WAIT = Duration.ofSeconds(10);

    FakeTelegram telegram;

    @Inject
    HandlerFailures failures;

    /** @return the bot's messages in each of the chats from {@code firstChat} on, in the order the fake got them */
    Map<Long, List<String>> replies(long firstChat, int chats) {
        return telegram.transcript().stream()
                .filter(e -> e.from() == TranscriptEntry.From.BOT && e.chatId() >= firstChat
                        && e.chatId() < firstChat + chats)
                .collect(Collectors.groupingBy(TranscriptEntry::chatId, Collectors.mapping(TranscriptEntry::text,
                        Collectors.toList())));
    }

    @Test
    void usersWriteAndTheHandlersAnswer() {
        telegram.user(5001, "Ada").sends("/start ref42");
        telegram.user(5002, "Bob").sends("price of tea");

        assertThat(telegram.awaitReplies(5001, 1, WAIT)).extracting(TranscriptEntry::text)
                .containsExactly("Welcome to the shop (invited by ref42)");
        assertThat(telegram.awaitReplies(5002, 1, WAIT)).extracting(TranscriptEntry::text)
                .containsExactly("tea costs 3 stars");
        assertThat(failures.all()).isEmpty();
    }

    /**
     * 1,000 updates across 50 chats, all waiting in the fake before the next poll takes them (ten batches of 100):
     * each is handled once, and each chat's replies come in the order its users wrote. The replies are sent by the
     * handlers (returned requests) as part of handling, so the order the fake received them is the handling order.
     */
    @Test
    void aThousandUpdatesAcrossFiftyChatsAreEachHandledOnceInOrderWithinEachChat() throws InterruptedException {
        int chats = 50;
        int perChat = 20;
        long firstChat = 6000;
        for (int i = 0; i < chats * perChat; i++) {
            long chat = firstChat + i % chats;
            telegram.user(chat, "User " + chat).sends("price of c" + chat + "n" + (i / chats));
        }

        long started = System.nanoTime();
        long deadline = started + Duration.ofSeconds(60).toNanos();
        while (replies(firstChat, chats).values().stream().mapToInt(List::size).sum() < chats * perChat
                && System.nanoTime() < deadline) {
            Thread.sleep(50);
        }
        Duration took = Duration.ofNanos(System.nanoTime() - started);
        // the next poll confirms the last batch; after that nothing can come again
        while (telegram.pendingUpdates() > 0 && System.nanoTime() < deadline + WAIT.toNanos()) {
            Thread.sleep(20);
        }
        assertThat(telegram.pendingUpdates()).as("all confirmed by the next poll").isZero();

        Map<Long, List<String>> replies = replies(firstChat, chats);
        assertThat(replies).hasSize(chats);
        for (long chat = firstChat; chat < firstChat + chats; chat++) {
            List<String> expected = new ArrayList<>();
            for (int n = 0; n < perChat; n++) {
                expected.add("c" + chat + "n" + n + " costs 3 stars");
            }
            assertThat(replies.get(chat)).as("chat %d: each once, in order", chat).isEqualTo(expected);
        }
        assertThat(failures.all()).isEmpty();
        assertThat(took).as("bounded time").isLessThan(Duration.ofSeconds(60));
    }
}
