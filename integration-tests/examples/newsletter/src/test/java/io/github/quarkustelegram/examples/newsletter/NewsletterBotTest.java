package io.github.quarkustelegram.examples.newsletter;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;

import jakarta.inject.Inject;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import io.github.quarkustelegram.testing.telegram.FakeTelegramClient;
import io.github.quarkustelegram.testing.telegram.FakeUser;
import io.github.quarkustelegram.testing.telegram.InjectFakeTelegram;
import io.github.quarkustelegram.testing.telegram.TranscriptEntry;
import io.quarkus.test.junit.QuarkusTest;

/** The newsletter on the fake Telegram: readers subscribe, the admin broadcasts, the digest goes out. */
@QuarkusTest
class NewsletterBotTest {

    private static final Duration WAIT = Duration.ofSeconds(10);

    @InjectFakeTelegram
    FakeTelegramClient telegram;

    @Inject
    Subscribers subscribers;

    @Inject
    Digest digest;

    private FakeUser admin;
    private FakeUser ann;
    private FakeUser bob;
    private FakeUser carol;

    @BeforeEach
    void threeSubscribers() {
        telegram.reset();
        subscribers.ids().forEach(subscribers::remove);
        admin = telegram.user(42, "Admin"); // newsletter.admin
        ann = telegram.user(1, "Ann");
        bob = telegram.user(2, "Bob");
        carol = telegram.user(3, "Carol");
        for (FakeUser reader : List.of(ann, bob, carol)) {
            assertThat(reader.sends("/subscribe").reply().text()).startsWith("Subscribed!");
        }
    }

    @Test
    void subscribingTwiceSaysSo() {
        assertThat(ann.sends("/subscribe").reply().text()).isEqualTo("You are subscribed already.");
        assertThat(subscribers.ids()).containsExactlyInAnyOrder(1L, 2L, 3L);
    }

    // tag::broadcast[]
    @Test
    void theAdminsBroadcastReachesEachSubscriberOnceAndDropsWhoBlockedTheBot() {
        carol.blocksBot();

        List<TranscriptEntry> progress = admin.sends("/broadcast Hello").replies(2, WAIT);

        assertThat(progress).extracting(TranscriptEntry::text)
                .containsExactly("Sending to 3 subscribers…", "Done: sent to 2, 1 unreachable (removed).");
        assertThat(sentTo("Hello")).containsExactlyInAnyOrder(1L, 2L); // once each
        assertThat(subscribers.ids()).containsExactlyInAnyOrder(1L, 2L);
    }
    // end::broadcast[]

    @Test
    void anUnsubscribedReaderGetsNoMoreNews() {
        assertThat(bob.sends("/unsubscribe").reply().text()).isEqualTo("Unsubscribed: no more news from me.");
        assertThat(bob.sends("/unsubscribe").reply().text()).isEqualTo("You were not subscribed.");

        assertThat(admin.sends("/broadcast Big news").replies(2, WAIT)).extracting(TranscriptEntry::text)
                .containsExactly("Sending to 2 subscribers…", "Done: sent to 2, 0 unreachable (removed).");
        assertThat(sentTo("Big news")).containsExactlyInAnyOrder(1L, 3L);
    }

    @Test
    void onlyTheAdminBroadcasts() {
        assertThat(ann.sends("/broadcast Free coins!").reply().text()).isEqualTo("Only the admin can broadcast.");
        assertThat(telegram.transcript()).noneMatch(e -> "Free coins!".equals(e.text())
                && e.from() == TranscriptEntry.From.BOT);
    }

    @Test
    void aBroadcastNeedsItsText() {
        assertThat(admin.sends("/broadcast").reply().text()).isEqualTo("What should I send? /broadcast <text>");
    }

    @Test
    void theDigestGreetsEachSubscriberByName() {
        digest.sendDigest().await().atMost(WAIT); // what the scheduler calls every morning

        assertThat(telegram.awaitReplies(1, 2, WAIT).get(1).text()).isEqualTo("Good morning, Ann! Here is today's digest.");
        assertThat(telegram.awaitReplies(2, 2, WAIT).get(1).text()).isEqualTo("Good morning, Bob! Here is today's digest.");
        assertThat(telegram.awaitReplies(3, 2, WAIT).get(1).text())
                .isEqualTo("Good morning, Carol! Here is today's digest.");
    }

    /** The chats the bot sent this text to, once per message sent. */
    private List<Long> sentTo(String text) {
        return telegram.transcript().stream()
                .filter(e -> e.from() == TranscriptEntry.From.BOT && text.equals(e.text()))
                .map(TranscriptEntry::chatId).toList();
    }
}
