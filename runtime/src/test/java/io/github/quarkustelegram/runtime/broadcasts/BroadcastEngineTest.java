package io.github.quarkustelegram.runtime.broadcasts;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.stream.LongStream;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import io.github.quarkustelegram.TelegramClient;
import io.github.quarkustelegram.broadcasts.Broadcast;
import io.github.quarkustelegram.broadcasts.BroadcastMessage;
import io.github.quarkustelegram.broadcasts.BroadcastProgress;
import io.github.quarkustelegram.broadcasts.BroadcastState;
import io.github.quarkustelegram.broadcasts.RecipientUnreachable;
import io.github.quarkustelegram.broadcasts.StoredBroadcast;
import io.github.quarkustelegram.dispatch.Reply;
import io.github.quarkustelegram.method.SendMessage;
import io.github.quarkustelegram.method.SendPoll;
import io.github.quarkustelegram.model.ChatId;
import io.github.quarkustelegram.model.InlineKeyboardButton;
import io.github.quarkustelegram.model.InlineKeyboardMarkup;
import io.github.quarkustelegram.model.InputFile;
import io.github.quarkustelegram.model.InputPollOption;
import io.github.quarkustelegram.resilience.FloodControlLimits;
import io.github.quarkustelegram.resilience.RetryPolicy;
import io.github.quarkustelegram.testing.server.RecordedRequest;
import io.github.quarkustelegram.testing.telegram.FakeTelegram;
import io.github.quarkustelegram.testing.telegram.TranscriptEntry;
import io.smallrye.mutiny.Multi;

/**
 * The engine on the fake Telegram, one behaviour at a time: each recipient once and in order; pause, resume and
 * cancel; personalised messages (a bean), any request (its chat replaced), uploads refused; paid broadcasts outside
 * the free flood budget; migrated groups, blocked users, a failed stream of recipients, no recipients; the facade's
 * list, find and remove; the free rate while users chat and while none does. Each test proves its behaviour on what
 * the fake received.
 */
class BroadcastEngineTest {

    static final BroadcastSettings FAST = new BroadcastSettings(200, 200, Duration.ofSeconds(2), 1000, 1, true, 3,
            Duration.ofMillis(10), Duration.ofMillis(100), Duration.ofHours(1));
    /** 20 a second: slow enough to act on a broadcast while it runs. */
    static final BroadcastSettings SLOW = new BroadcastSettings(20, 20, Duration.ofSeconds(2), 1000, 1, true, 3,
            Duration.ofMillis(10), Duration.ofMillis(100), Duration.ofHours(1));
    static final Duration WAIT = Duration.ofSeconds(5);

    FakeTelegram telegram;
    TelegramClient client;
    InMemoryBroadcastStore store;

    @BeforeEach
    void start() {
        telegram = FakeTelegram.start();
        client = client(FloodControlLimits.defaults());
        store = new InMemoryBroadcastStore();
        for (long user = 1; user <= 5; user++) {
            telegram.user(user, "User " + user);
        }
    }

    @AfterEach
    void stop() {
        client.close();
        telegram.close();
    }

    private TelegramClient client(FloodControlLimits limits) {
        return TelegramClient.builder().token(telegram.token()).baseUrl(telegram.baseUrl()).floodControl(limits)
                .retry(RetryPolicy.none()).build();
    }

    /** @return {@code count} users from {@code first}, known to the fake */
    private List<Long> users(long first, int count) {
        List<Long> ids = LongStream.range(first, first + count).boxed().toList();
        ids.forEach(id -> telegram.user(id, "User " + id));
        return ids;
    }

    private List<TranscriptEntry> sent(String text) {
        return telegram.transcript().stream()
                .filter(e -> e.from() == TranscriptEntry.From.BOT && text.equals(e.text())).toList();
    }

    private List<Long> receivers(String text) {
        return sent(text).stream().map(TranscriptEntry::chatId).toList();
    }

    private static BroadcastProgress ended(Broadcast b) {
        return b.ended().await().atMost(WAIT);
    }

    private static void awaitStopped(BroadcastBot bot, Broadcast b) {
        BroadcastBot.await(() -> !bot.engine.sending().contains(b.id()), WAIT,
                () -> "the run of " + b.id() + " to stop");
    }

    @Test
    void aMessageReachesEachRecipientInOrder() {
        try (BroadcastBot bot = new BroadcastBot(client, store, FAST)) {
            Broadcast b = bot.broadcasts.start("hello", List.of(1L, 2L, 3L), Reply.text("Hello all")).await()
                    .atMost(Duration.ofSeconds(10));
            BroadcastProgress end = ended(b);
            assertThat(end.state()).isEqualTo(BroadcastState.DONE);
            assertThat(end.sent()).isEqualTo(3);
            assertThat(receivers("Hello all")).containsExactly(1L, 2L, 3L);
        }
    }

    @Test
    void aBroadcastStartedOnceUnderAnIdIsSentOnceWhoeverStartsItAgain() {
        try (BroadcastBot bot = new BroadcastBot(client, store, FAST)) {
            Broadcast first = bot.broadcasts.once("digest-2026-12-06")
                    .start("digest", List.of(1L, 2L, 3L), Reply.text("Digest")).await().atMost(WAIT);
            // a second instance's scheduler, or the same one again: the recipients it gives are not even read
            Broadcast again = bot.broadcasts.once("digest-2026-12-06").start("digest",
                    io.smallrye.mutiny.Multi.createFrom().failure(new AssertionError("read")), Reply.text("Other"))
                    .await().atMost(WAIT);
            assertThat(again.id()).isEqualTo(first.id()).isEqualTo("digest-2026-12-06");
            assertThat(ended(first).sent()).isEqualTo(3);
            assertThat(receivers("Digest")).containsExactly(1L, 2L, 3L);
            assertThat(receivers("Other")).isEmpty();
            assertThat(bot.broadcasts.list().await().atMost(WAIT)).hasSize(1);
            org.assertj.core.api.Assertions.assertThatThrownBy(() -> bot.broadcasts.once("digest 2026"))
                    .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("'digest 2026'");
        }
    }

    @Test
    void anEndedBroadcastIsForgottenOnceKeptLongEnough() {
        BroadcastSettings forgetful = new BroadcastSettings(200, 200, Duration.ofSeconds(2), 1000, 1, true, 3,
                Duration.ofMillis(10), Duration.ofMillis(100), Duration.ofHours(1), Duration.ofMillis(1500));
        try (BroadcastBot bot = new BroadcastBot(client, store, forgetful)) {
            Broadcast b = bot.broadcasts.start("short-lived", List.of(1L), Reply.text("Soon forgotten")).await()
                    .atMost(WAIT);
            assertThat(ended(b).state()).isEqualTo(BroadcastState.DONE);
            assertThat(bot.broadcasts.find(b.id()).await().atMost(WAIT)).as("kept just after it ended").isNotNull();
            BroadcastBot.await(() -> store.find(b.id()).await().atMost(WAIT) == null, WAIT,
                    () -> "forgotten 1.5 s after it ended");
            assertThat(bot.broadcasts.list().await().atMost(WAIT)).isEmpty();
        }
    }

    @Test
    void pauseStopsSendingAndResumeGoesOnWhereItStopped() throws Exception {
        List<Long> recipients = users(100, 40);
        try (BroadcastBot bot = new BroadcastBot(client, store, SLOW)) {
            Broadcast b = bot.broadcasts.start("paused", recipients, Reply.text("Pause me")).await().atMost(WAIT);
            BroadcastBot.await(() -> receivers("Pause me").size() >= 5, WAIT, () -> "5 sends");

            assertThat(b.pause().await().atMost(WAIT)).isTrue();
            int atPause = receivers("Pause me").size();
            awaitStopped(bot, b);
            Thread.sleep(300); // six sends' worth at 20 a second: none may come
            int whilePaused = receivers("Pause me").size();
            assertThat(whilePaused).as("sends after pause() returned true (one may have been in flight)")
                    .isBetween(atPause, atPause + 1);
            assertThat(whilePaused).isLessThan(recipients.size());
            BroadcastProgress paused = b.progress().await().atMost(WAIT);
            assertThat(paused.state()).isEqualTo(BroadcastState.PAUSED);
            assertThat(paused.sent()).isEqualTo(whilePaused);
            assertThat(b.pause().await().atMost(WAIT)).as("pause of a paused broadcast").isFalse();

            assertThat(b.resume().await().atMost(WAIT)).isTrue();
            BroadcastProgress end = ended(b);
            assertThat(end.state()).isEqualTo(BroadcastState.DONE);
            assertThat(end.sent()).isEqualTo(recipients.size());
            assertThat(receivers("Pause me")).as("each recipient once, in order").containsExactlyElementsOf(recipients);
            assertThat(b.resume().await().atMost(WAIT)).as("resume of an ended broadcast").isFalse();
        }
    }

    @Test
    void aBroadcastWhoseLastRecipientSettlesWhilePausedEndsOnResumeAndSaysSo() throws Exception {
        CountDownLatch composing = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        try (BroadcastBot bot = new BroadcastBot(client, store, FAST)) {
            bot.beans.put(Held.class, new Held(composing, release));
            Broadcast b = bot.broadcasts.start("held", List.of(1L), Held.class).await().atMost(WAIT);
            assertThat(composing.await(5, TimeUnit.SECONDS)).as("the message is being made").isTrue();
            assertThat(b.pause().await().atMost(WAIT)).isTrue();
            release.countDown();
            awaitStopped(bot, b);
            assertThat(receivers("Held")).containsExactly(1L);
            assertThat(b.progress().await().atMost(WAIT).state()).isEqualTo(BroadcastState.PAUSED);

            assertThat(b.resume().await().atMost(WAIT)).isTrue();
            assertThat(ended(b).state()).isEqualTo(BroadcastState.DONE);
            BroadcastBot.await(() -> !bot.ended.isEmpty(), WAIT, () -> "the BroadcastEnded event");
            assertThat(bot.ended).extracting(e -> e.progress().id()).containsExactly(b.id());
            assertThat(bot.ended.get(0).progress().state()).isEqualTo(BroadcastState.DONE);
        }
    }

    @Test
    void cancelEndsItForGood() throws Exception {
        List<Long> recipients = users(200, 40);
        try (BroadcastBot bot = new BroadcastBot(client, store, SLOW)) {
            Broadcast b = bot.broadcasts.start("cancelled", recipients, Reply.text("Cancel me")).await().atMost(WAIT);
            BroadcastBot.await(() -> receivers("Cancel me").size() >= 3, WAIT, () -> "3 sends");

            assertThat(b.cancel().await().atMost(WAIT)).isTrue();
            int atCancel = receivers("Cancel me").size();
            BroadcastProgress end = ended(b);
            assertThat(end.state()).isEqualTo(BroadcastState.CANCELLED);
            assertThat(end.endedAt()).isNotNull();
            awaitStopped(bot, b);
            BroadcastBot.await(() -> !bot.ended.isEmpty(), WAIT, () -> "the BroadcastEnded event");
            Thread.sleep(300); // six sends' worth at 20 a second: none may come
            List<Long> got = receivers("Cancel me");
            assertThat(got.size()).as("sends after cancel() returned true (one may have been in flight)")
                    .isBetween(atCancel, atCancel + 1);
            assertThat(got).containsExactlyElementsOf(recipients.subList(0, got.size()));
            assertThat(bot.ended).hasSize(1);
            assertThat(bot.ended.get(0).progress().id()).isEqualTo(b.id());
            assertThat(bot.ended.get(0).progress().state()).isEqualTo(BroadcastState.CANCELLED);
            assertThat(b.cancel().await().atMost(WAIT)).as("cancel of an ended broadcast").isFalse();
            assertThat(b.resume().await().atMost(WAIT)).isFalse();
        }
    }

    @Test
    void aBeanPersonalisesTheMessageForEachChat() {
        try (BroadcastBot bot = new BroadcastBot(client, store, FAST)) {
            bot.beans.put(Personal.class, new Personal());
            Broadcast b = bot.broadcasts.start("personal", List.of(1L, 2L, 3L), Personal.class).await().atMost(WAIT);
            assertThat(ended(b).sent()).isEqualTo(3);
            List<TranscriptEntry> sent = telegram.transcript().stream()
                    .filter(e -> e.from() == TranscriptEntry.From.BOT && e.text().startsWith("Hello chat ")).toList();
            assertThat(sent).extracting(e -> e.chatId() + ":" + e.text())
                    .containsExactly("1:Hello chat 1", "2:Hello chat 2", "3:Hello chat 3");
        }
    }

    @Test
    void aPollGoesToEachRecipientWithItsChatReplaced() {
        SendPoll poll = SendPoll.builder(ChatId.of(999), "Lunch?",
                List.of(InputPollOption.builder("Pizza").build(), InputPollOption.builder("Sushi").build())).build();
        try (BroadcastBot bot = new BroadcastBot(client, store, FAST)) {
            Broadcast b = bot.broadcasts.start("poll", Multi.createFrom().items(1L, 2L, 3L), poll).await().atMost(WAIT);
            assertThat(ended(b).sent()).isEqualTo(3);
            List<TranscriptEntry> polls = telegram.transcript().stream()
                    .filter(e -> e.from() == TranscriptEntry.From.BOT && e.kind().equals("sendPoll")).toList();
            assertThat(polls).extracting(TranscriptEntry::chatId).containsExactly(1L, 2L, 3L);
            assertThat(polls).allSatisfy(e -> assertThat(e.json()).contains("Lunch?", "Pizza", "Sushi"));
        }
    }

    @Test
    void aMessageWithAKeyboardGoesToEachRecipientWithItsChatReplaced() {
        SendMessage message = SendMessage.builder(ChatId.of(999), "Pick one")
                .replyMarkup(InlineKeyboardMarkup.builder(List.of(List.of(
                        InlineKeyboardButton.builder("Yes").callbackData("yes").build(),
                        InlineKeyboardButton.builder("No").callbackData("no").build()))).build())
                .build();
        try (BroadcastBot bot = new BroadcastBot(client, store, FAST)) {
            Broadcast b = bot.broadcasts.start("keyboard", Multi.createFrom().items(1L, 2L), message).await()
                    .atMost(WAIT);
            assertThat(ended(b).sent()).isEqualTo(2);
            List<TranscriptEntry> sent = sent("Pick one");
            assertThat(sent).extracting(TranscriptEntry::chatId).containsExactly(1L, 2L);
            assertThat(sent).allSatisfy(e -> assertThat(e.buttons()).containsExactly("Yes", "No"));
        }
    }

    @Test
    void anUploadIsRefusedAtStartAndNothingIsStored() {
        try (BroadcastBot bot = new BroadcastBot(client, store, FAST)) {
            Reply.Send photo = Reply.photo(InputFile.upload(new byte[] { 1, 2, 3 }, "chart.png")).caption("Chart");
            assertThatThrownBy(() -> bot.broadcasts.start("upload", List.of(1L, 2L), photo).await().atMost(WAIT))
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("uploads a file")
                    .hasMessageContaining("file_id");
            assertThat(store.all().await().atMost(WAIT)).isEmpty();
            assertThat(bot.broadcasts.list().await().atMost(WAIT)).isEmpty();
            assertThat(telegram.server().requests("sendPhoto")).isEmpty();
        }
    }

    @Test
    void aPaidBroadcastSetsAllowPaidBroadcastAndIsNotHeldByTheFreeBudget() {
        List<Long> recipients = users(300, 50);
        // the free budget: 5 a second, so 50 free sends would span at least 49 / 5 = 9.8 s at the fake
        try (TelegramClient slow = client(FloodControlLimits.builder().globalPerSecond(5).build());
                BroadcastBot bot = new BroadcastBot(slow, store, FAST)) {
            Broadcast b = bot.broadcasts.startPaid("paid", Multi.createFrom().iterable(recipients),
                    Reply.text("Paid news")).await().atMost(WAIT);
            BroadcastProgress end = ended(b);
            assertThat(end.state()).isEqualTo(BroadcastState.DONE);
            assertThat(end.paid()).isTrue();
            assertThat(end.sent()).isEqualTo(50);

            List<TranscriptEntry> sent = sent("Paid news");
            assertThat(sent).extracting(TranscriptEntry::chatId).containsExactlyElementsOf(recipients);
            Duration span = Duration.between(sent.get(0).at(), sent.get(sent.size() - 1).at());
            assertThat(span).as("first to last paid send at the fake (the free budget would take 9.8 s)")
                    .isLessThan(Duration.ofSeconds(3));
            List<RecordedRequest> requests = telegram.server().requests("sendMessage");
            assertThat(requests).hasSize(50);
            assertThat(requests).allSatisfy(r -> assertThat(r.json().path("allow_paid_broadcast").asBoolean())
                    .as("allow_paid_broadcast of %s", r.bodyText()).isTrue());
        }
    }

    @Test
    void aGroupThatBecameASupergroupGetsTheMessageAtItsNewId() {
        long group = -500;
        long supergroup = -1000000000500L;
        telegram.group(group, "Old group");
        telegram.user(1, "User 1").upgradesGroup(group, supergroup);
        try (BroadcastBot bot = new BroadcastBot(client, store, FAST)) {
            Broadcast b = bot.broadcasts.start("migrated", List.of(1L, group, 2L), Reply.text("To the group")).await()
                    .atMost(WAIT);
            BroadcastProgress end = ended(b);
            assertThat(end.state()).isEqualTo(BroadcastState.DONE);
            assertThat(end.sent()).isEqualTo(3);
            assertThat(end.failed()).isZero();
            assertThat(receivers("To the group")).containsExactly(1L, supergroup, 2L);
            assertThat(bot.migrated).hasSize(1);
            assertThat(bot.migrated.get(0).fromChatId()).isEqualTo(group);
            assertThat(bot.migrated.get(0).toChatId()).isEqualTo(supergroup);
            assertThat(bot.migrated.get(0).broadcastId()).isEqualTo(b.id());
            StoredBroadcast stored = store.find(b.id()).await().atMost(WAIT);
            assertThat(stored.counts().migrated()).isEqualTo(1);
        }
    }

    @Test
    void usersWhoBlockedTheBotAreReportedUnreachable() {
        telegram.user(2, "User 2").blocksBot();
        telegram.user(4, "User 4").blocksBot();
        try (BroadcastBot bot = new BroadcastBot(client, store, FAST)) {
            Broadcast b = bot.broadcasts.start("blocked", List.of(1L, 2L, 3L, 4L, 5L), Reply.text("Still there?"))
                    .await().atMost(WAIT);
            BroadcastProgress end = ended(b);
            assertThat(end.state()).isEqualTo(BroadcastState.DONE);
            assertThat(end.sent()).isEqualTo(3);
            assertThat(end.unreachable()).isEqualTo(2);
            assertThat(receivers("Still there?")).containsExactly(1L, 3L, 5L);
            assertThat(bot.unreachable).extracting(RecipientUnreachable::chatId).containsExactly(2L, 4L);
            assertThat(bot.unreachable).allSatisfy(e -> {
                assertThat(e.blocked()).as(e.description()).isTrue();
                assertThat(e.errorCode()).isEqualTo(403);
                assertThat(e.broadcastId()).isEqualTo(b.id());
            });
            assertThat(b.unreached(10).await().atMost(WAIT)).extracting(u -> u.chatId())
                    .containsExactlyInAnyOrder(2L, 4L);
        }
    }

    @Test
    void aFailedStreamOfRecipientsFailsTheBroadcastAndTheStart() {
        Multi<Long> recipients = Multi.createFrom().emitter(e -> {
            e.emit(1L);
            e.emit(2L);
            e.fail(new IllegalStateException("the database went away"));
        });
        try (BroadcastBot bot = new BroadcastBot(client, store, FAST)) {
            assertThatThrownBy(() -> bot.broadcasts.start("broken", recipients, Reply.text("Never")).await()
                    .atMost(WAIT)).isInstanceOf(IllegalStateException.class).hasMessage("the database went away");
            List<BroadcastProgress> all = bot.broadcasts.list().await().atMost(WAIT);
            assertThat(all).hasSize(1);
            assertThat(all.get(0).state()).isEqualTo(BroadcastState.FAILED);
            assertThat(all.get(0).endedAt()).isNotNull();
            BroadcastBot.await(() -> !bot.ended.isEmpty(), WAIT, () -> "the BroadcastEnded event");
            assertThat(bot.ended.get(0).progress().state()).isEqualTo(BroadcastState.FAILED);
            assertThat(receivers("Never")).isEmpty();
        }
    }

    @Test
    void aBroadcastWhoseRecipientsAreNeverAllStoredFailsAfterThePrepareTimeout() {
        BroadcastSettings shortPrepare = new BroadcastSettings(200, 200, Duration.ofSeconds(2), 1000, 1, true, 3,
                Duration.ofMillis(10), Duration.ofMillis(100), Duration.ofMillis(300));
        try (BroadcastBot bot = new BroadcastBot(client, store, shortPrepare)) {
            // a stream that never ends: as if the instance storing it had stopped
            bot.broadcasts.start("stuck", Multi.createFrom().<Long> nothing(), Reply.text("Never")).subscribe()
                    .with(b -> {
                    }, failure -> {
                    });
            BroadcastBot.await(() -> !bot.ended.isEmpty(), WAIT, () -> "the BroadcastEnded event");
            assertThat(bot.ended.get(0).progress().state()).isEqualTo(BroadcastState.FAILED);
            assertThat(bot.broadcasts.list().await().atMost(WAIT)).extracting(BroadcastProgress::state)
                    .containsExactly(BroadcastState.FAILED);
        }
    }

    @Test
    void noRecipientsIsDoneAtOnce() {
        try (BroadcastBot bot = new BroadcastBot(client, store, FAST)) {
            Broadcast b = bot.broadcasts.start("nobody", List.of(), Reply.text("Nobody")).await().atMost(WAIT);
            BroadcastProgress progress = b.progress().await().atMost(WAIT);
            assertThat(progress.state()).isEqualTo(BroadcastState.DONE);
            assertThat(progress.total()).isZero();
            assertThat(progress.done()).isEqualTo(1.0);
            BroadcastBot.await(() -> !bot.ended.isEmpty(), WAIT, () -> "the BroadcastEnded event");
            assertThat(bot.ended).extracting(e -> e.progress().id()).containsExactly(b.id());
        }
    }

    @Test
    void listFindAndRemove() {
        List<Long> recipients = users(400, 20);
        try (BroadcastBot bot = new BroadcastBot(client, store, SLOW)) {
            Broadcast b = bot.broadcasts.start("listed", recipients, Reply.text("Listed")).await().atMost(WAIT);
            List<BroadcastProgress> all = bot.broadcasts.list().await().atMost(WAIT);
            assertThat(all).extracting(BroadcastProgress::id).containsExactly(b.id());
            assertThat(all.get(0).name()).isEqualTo("listed");
            assertThat(all.get(0).total()).isEqualTo(20);
            assertThat(all.get(0).state()).isEqualTo(BroadcastState.RUNNING);

            Broadcast found = bot.broadcasts.find(b.id()).await().atMost(WAIT);
            assertThat(found).isNotNull();
            assertThat(found.id()).isEqualTo(b.id());
            assertThat(found.name()).isEqualTo("listed");
            assertThat(bot.broadcasts.find("b-none").await().atMost(WAIT)).isNull();

            assertThat(bot.broadcasts.remove(b.id()).await().atMost(WAIT)).as("remove while running").isFalse();
            assertThat(found.pause().await().atMost(WAIT)).as("a found handle acts on it").isTrue();
            assertThat(bot.broadcasts.remove(b.id()).await().atMost(WAIT)).as("remove while paused").isFalse();
            assertThat(found.cancel().await().atMost(WAIT)).isTrue();
            assertThat(ended(b).state()).isEqualTo(BroadcastState.CANCELLED);

            assertThat(bot.broadcasts.remove(b.id()).await().atMost(WAIT)).as("remove once ended").isTrue();
            assertThat(bot.broadcasts.find(b.id()).await().atMost(WAIT)).isNull();
            assertThat(bot.broadcasts.list().await().atMost(WAIT)).isEmpty();
            assertThat(bot.broadcasts.remove(b.id()).await().atMost(WAIT)).as("remove again").isFalse();
            assertThat(bot.broadcasts.remove("b-none").await().atMost(WAIT)).isFalse();
        }
    }

    @Test
    void withNobodyChattingItGoesAtTheIdleRate() {
        List<Long> recipients = users(500, 60);
        BroadcastSettings rates = new BroadcastSettings(20, 40, Duration.ofSeconds(2), 1000, 1, true, 3,
                Duration.ofMillis(10), Duration.ofMillis(100), Duration.ofHours(1));
        try (TelegramClient fast = client(FloodControlLimits.builder().globalPerSecond(100).build());
                BroadcastBot bot = new BroadcastBot(fast, store, rates)) {
            Broadcast b = bot.broadcasts.start("idle", recipients, Reply.text("Idle")).await().atMost(WAIT);
            assertThat(ended(b).sent()).isEqualTo(60);
            int most = mostInAnySecond(sent("Idle"));
            assertThat(most).as("sends in any sliding second at the fake, idle rate 40, busy rate 20")
                    .isGreaterThan(20).isLessThanOrEqualTo(40);
        }
    }

    @Test
    void withUsersChattingItKeepsToItsShare() throws Exception {
        List<Long> recipients = users(600, 60);
        BroadcastSettings rates = new BroadcastSettings(20, 40, Duration.ofSeconds(2), 1000, 1, true, 3,
                Duration.ofMillis(10), Duration.ofMillis(100), Duration.ofHours(1));
        AtomicBoolean chatting = new AtomicBoolean(true);
        try (TelegramClient fast = client(FloodControlLimits.builder().globalPerSecond(100).build());
                BroadcastBot bot = new BroadcastBot(fast, store, rates)) {
            Thread users = new Thread(() -> {
                while (chatting.get()) {
                    bot.lastUpdate.set(System.nanoTime());
                    try {
                        Thread.sleep(100);
                    } catch (InterruptedException e) {
                        return;
                    }
                }
            }, "users");
            bot.lastUpdate.set(System.nanoTime());
            users.start();
            try {
                Broadcast b = bot.broadcasts.start("busy", recipients, Reply.text("Busy")).await().atMost(WAIT);
                assertThat(ended(b).sent()).isEqualTo(60);
            } finally {
                chatting.set(false);
                users.join(1000);
            }
            List<TranscriptEntry> sent = sent("Busy");
            assertThat(mostInAnySecond(sent)).as("sends in any sliding second at the fake, busy rate 20")
                    .isLessThanOrEqualTo(20);
            assertThat(Duration.between(sent.get(0).at(), sent.get(sent.size() - 1).at()))
                    .as("60 sends at 20 a second").isGreaterThanOrEqualTo(Duration.ofMillis(2500));
        }
    }

    /** @return the most entries in any window [t, t + 1 s) of their times at the fake */
    static int mostInAnySecond(List<TranscriptEntry> entries) {
        List<Instant> times = new ArrayList<>(entries.stream().map(TranscriptEntry::at).toList());
        times.sort(null);
        int most = 0;
        int from = 0;
        for (int to = 0; to < times.size(); to++) {
            while (!times.get(to).isBefore(times.get(from).plusSeconds(1))) {
                from++;
            }
            most = Math.max(most, to - from + 1);
        }
        return most;
    }

    /** Personalises: the chat's id in the text. */
    static final class Personal implements BroadcastMessage {
        @Override
        public Reply.Send message(long chatId) {
            return Reply.text("Hello chat " + chatId);
        }
    }

    /** Says it is making the message, then waits to be let go. */
    static final class Held implements BroadcastMessage {
        private final CountDownLatch composing;
        private final CountDownLatch release;

        Held(CountDownLatch composing, CountDownLatch release) {
            this.composing = composing;
            this.release = release;
        }

        @Override
        public Reply.Send message(long chatId) {
            composing.countDown();
            try {
                release.await(5, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            return Reply.text("Held");
        }
    }
}
