package io.github.quarkustelegram.runtime.broadcasts;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.util.List;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import io.github.quarkustelegram.TelegramClient;
import io.github.quarkustelegram.broadcasts.ScheduledMessages;
import io.github.quarkustelegram.broadcasts.StoredMessage;
import io.github.quarkustelegram.method.SendMessage;
import io.github.quarkustelegram.method.SendPoll;
import io.github.quarkustelegram.model.ChatId;
import io.github.quarkustelegram.model.InputPollOption;
import io.github.quarkustelegram.resilience.RetryPolicy;
import io.github.quarkustelegram.testing.telegram.FakeTelegram;
import io.github.quarkustelegram.testing.telegram.TranscriptEntry;

/**
 * Scheduled messages on the fake Telegram: sent once, never before their time and within about a check after it;
 * cancelled ones never; listed with their method and chat; one due in the past at the next check; one kept in the
 * store across a restart (waiting, or taken by the engine that died) by the engine started after it.
 */
class ScheduledMessagesTest {

    /** Checks every 100 ms. */
    static final BroadcastSettings SETTINGS = BroadcastEngineTest.FAST;
    static final Duration WAIT = Duration.ofSeconds(5);

    FakeTelegram telegram;
    TelegramClient client;
    InMemoryBroadcastStore store;

    @BeforeEach
    void start() {
        telegram = FakeTelegram.start();
        client = TelegramClient.builder().token(telegram.token()).baseUrl(telegram.baseUrl())
                .retry(RetryPolicy.none()).build();
        store = new InMemoryBroadcastStore();
        telegram.user(1, "User 1");
        telegram.user(2, "User 2");
    }

    @AfterEach
    void stop() {
        client.close();
        telegram.close();
    }

    private static SendMessage text(long chat, String text) {
        return SendMessage.builder(ChatId.of(chat), text).build();
    }

    private List<TranscriptEntry> sent(String text) {
        return telegram.transcript().stream()
                .filter(e -> e.from() == TranscriptEntry.From.BOT && text.equals(e.text())).toList();
    }

    private TranscriptEntry awaitSent(String text) {
        BroadcastBot.await(() -> !sent(text).isEmpty(), WAIT, () -> "\"" + text + "\" sent");
        return sent(text).get(0);
    }

    @Test
    void aMessageIsSentOnceAtItsTime() throws Exception {
        try (BroadcastBot bot = new BroadcastBot(client, store, SETTINGS)) {
            String id = bot.scheduled.in(Duration.ofMillis(300), text(1, "Stretch!")).await().atMost(WAIT);
            List<ScheduledMessages.Scheduled> waiting = bot.scheduled.list().await().atMost(WAIT);
            assertThat(waiting).extracting(ScheduledMessages.Scheduled::id).containsExactly(id);
            Instant due = waiting.get(0).at();

            TranscriptEntry sent = awaitSent("Stretch!");
            assertThat(sent.chatId()).isEqualTo(1);
            assertThat(sent.at()).as("sent at the fake, not before its time %s", due).isAfterOrEqualTo(due);
            assertThat(Duration.between(due, sent.at())).as("late by, with a check every 100 ms")
                    .isLessThan(Duration.ofMillis(500));
            assertThat(bot.scheduled.list().await().atMost(WAIT)).isEmpty();
            assertThat(bot.scheduled.cancel(id).await().atMost(WAIT)).as("cancel once sent").isFalse();
            Thread.sleep(300); // three checks: it is not sent again
            assertThat(sent("Stretch!")).hasSize(1);
        }
    }

    @Test
    void aMessageCancelledBeforeItsTimeIsNeverSent() {
        try (BroadcastBot bot = new BroadcastBot(client, store, SETTINGS)) {
            String id = bot.scheduled.in(Duration.ofMillis(300), text(1, "Cancelled")).await().atMost(WAIT);
            bot.scheduled.in(Duration.ofMillis(500), text(1, "Later")).await().atMost(WAIT);
            assertThat(bot.scheduled.cancel(id).await().atMost(WAIT)).isTrue();
            assertThat(bot.scheduled.cancel(id).await().atMost(WAIT)).as("cancel again").isFalse();
            assertThat(bot.scheduled.list().await().atMost(WAIT)).extracting(ScheduledMessages.Scheduled::id)
                    .doesNotContain(id).hasSize(1);

            awaitSent("Later"); // due after the cancelled one: the checks passed its time
            assertThat(sent("Cancelled")).isEmpty();
        }
    }

    @Test
    void theListShowsMethodAndChatEarliestFirst() {
        SendPoll poll = SendPoll.builder(ChatId.of(2), "Lunch?",
                List.of(InputPollOption.builder("Pizza").build(), InputPollOption.builder("Sushi").build())).build();
        try (BroadcastBot bot = new BroadcastBot(client, store, SETTINGS)) {
            Instant before = Instant.now();
            String pollId = bot.scheduled.in(Duration.ofHours(1), poll).await().atMost(WAIT);
            String textId = bot.scheduled.at(before.plus(Duration.ofMinutes(30)), text(1, "Soon")).await()
                    .atMost(WAIT);

            List<ScheduledMessages.Scheduled> list = bot.scheduled.list().await().atMost(WAIT);
            assertThat(list).extracting(ScheduledMessages.Scheduled::id).containsExactly(textId, pollId);
            assertThat(list).extracting(s -> s.method() + " " + s.chat()).containsExactly("sendMessage 1",
                    "sendPoll 2");
            assertThat(list.get(0).at()).isEqualTo(before.plus(Duration.ofMinutes(30)));
            assertThat(list.get(1).at()).isAfterOrEqualTo(before.plus(Duration.ofHours(1)));
            assertThat(list).allSatisfy(s -> assertThat(s.scheduledAt()).isAfterOrEqualTo(before));
        }
    }

    @Test
    void aMessageDueInThePastIsSentAtTheNextCheck() {
        try (BroadcastBot bot = new BroadcastBot(client, store, SETTINGS)) {
            Instant asked = Instant.now();
            bot.scheduled.at(asked.minus(Duration.ofMinutes(1)), text(2, "Late")).await().atMost(WAIT);
            TranscriptEntry sent = awaitSent("Late");
            assertThat(sent.chatId()).isEqualTo(2);
            assertThat(Duration.between(asked, sent.at())).isLessThan(Duration.ofMillis(500));
        }
    }

    @Test
    void aMessageKeptAcrossARestartIsSentOnceByTheNextEngine() throws Exception {
        Instant due;
        try (BroadcastBot before = new BroadcastBot(client, store, SETTINGS)) {
            before.scheduled.in(Duration.ofMillis(300), text(1, "After the restart")).await().atMost(WAIT);
            due = before.scheduled.list().await().atMost(WAIT).get(0).at();
        }
        BroadcastBot.await(() -> Instant.now().isAfter(due.plusMillis(200)), WAIT, () -> "its time to pass");
        assertThat(sent("After the restart")).as("sent with no engine running").isEmpty();

        try (BroadcastBot after = new BroadcastBot(client, store, SETTINGS)) {
            TranscriptEntry sent = awaitSent("After the restart");
            assertThat(sent.chatId()).isEqualTo(1);
            Thread.sleep(300); // three checks: it is not sent again
            assertThat(sent("After the restart")).hasSize(1);
            assertThat(after.scheduled.list().await().atMost(WAIT)).isEmpty();
        }
    }

    @Test
    void aMessageTakenByAnEngineThatDiedIsSentByTheNext() throws Exception {
        BroadcastPayloads payloads = new BroadcastPayloads(io.github.quarkustelegram.json.TelegramJson.mapper(),
                c -> null, getClass().getClassLoader());
        Instant now = Instant.now();
        store.schedule(new StoredMessage("m-taken", now.minusSeconds(5), payloads.of(text(2, "Taken before")),
                now.minusSeconds(60))).await().atMost(WAIT);
        // an engine before the restart took it and died before sending it (under the same instance name)
        assertThat(store.claimDue(now, "test/0", 10).await().atMost(WAIT)).hasSize(1);
        assertThat(store.scheduled().await().atMost(WAIT)).as("taken: no longer waiting").isEmpty();

        try (BroadcastBot bot = new BroadcastBot(client, store, SETTINGS)) {
            assertThat(awaitSent("Taken before").chatId()).isEqualTo(2);
            Thread.sleep(300); // three checks: it is not sent again
            assertThat(sent("Taken before")).hasSize(1);
        }
    }
}
