package io.github.quarkustelegram.examples.mediaalbum;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.locks.LockSupport;

import org.junit.jupiter.api.Test;

import io.github.quarkustelegram.testing.telegram.FakeTelegramClient;
import io.github.quarkustelegram.testing.telegram.FakeUser;
import io.github.quarkustelegram.testing.telegram.InjectFakeTelegram;
import io.github.quarkustelegram.testing.telegram.TranscriptEntry;
import io.github.quarkustelegram.testing.telegram.UserAction;
import io.quarkus.test.junit.QuarkusTest;

/** The album collector through the fake Telegram, as a user sees it. */
@QuarkusTest
class AlbumCollectorTest {

    private static final Duration WAIT = Duration.ofSeconds(10);

    @InjectFakeTelegram
    FakeTelegramClient telegram;

    @Test
    void oneReplyPerAlbumListingItsCaptionsInOrder() {
        FakeUser ada = telegram.user(1, "Ada");
        List<UserAction> parts = ada.sendsAlbum("Sunset", null, "Beach"); // three updates, one media_group_id

        TranscriptEntry reply = parts.get(0).reply();
        assertThat(reply.text()).isEqualTo("Album 1: 3 photos\n1. Sunset\n2. no caption\n3. Beach");
        assertThat(reply.entities()).extracting(e -> e.type() + " " + e.covered(reply.text()))
                .containsExactly("bold Album 1", "italic no caption");
        // A reply to the album's first photo.
        assertThat(reply.json()).contains("\"reply_to_message\":{\"message_id\":" + parts.get(0).messageId() + ",");

        assertThat(ada.sends("/gallery").reply().text()).isEqualTo("1 album, 3 photos so far.");
        assertThat(botMessages(1, 2)).hasSize(2); // the album's one reply, then /gallery's
    }

    @Test
    void albumsSentOneAfterTheOtherAreAnsweredInOrder() {
        FakeUser grace = telegram.user(2, "Grace");
        grace.sendsAlbum("a1", "a2");
        grace.sendsAlbum("b1", "b2", "b3", "b4");

        assertThat(botMessages(2, 2)).extracting(TranscriptEntry::text).containsExactly(
                "Album 1: 2 photos\n1. a1\n2. a2",
                "Album 2: 4 photos\n1. b1\n2. b2\n3. b3\n4. b4");
        assertThat(grace.sends("/gallery").reply().text()).isEqualTo("2 albums, 6 photos so far.");
    }

    @Test
    void againSendsTheLatestAlbumBackAsOneGroup() {
        FakeUser linus = telegram.user(3, "Linus");
        assertThat(linus.sends("/again").reply().text()).isEqualTo("No album to send back yet.");

        List<UserAction> parts = linus.sendsAlbum("left", "right");
        parts.get(0).reply();
        List<TranscriptEntry> group = linus.sends("/again").replies(2);
        assertThat(group).extracting(TranscriptEntry::kind).containsOnly("sendMediaGroup");
        assertThat(group).extracting(TranscriptEntry::text).containsExactly("left", "right");
        // By file id, the largest size of each photo the user sent: nothing uploaded again.
        assertThat(group.get(0).json()).contains("\"file_id\":\"photo-3-" + parts.get(0).messageId() + "-x\"");
        assertThat(group.get(1).json()).contains("\"file_id\":\"photo-3-" + parts.get(1).messageId() + "-x\"");
    }

    /** @return the bot's first messages in the chat, waiting until there are that many (or 10 s passed) */
    private List<TranscriptEntry> botMessages(long chatId, int count) {
        long deadline = System.nanoTime() + WAIT.toNanos();
        List<TranscriptEntry> messages;
        do {
            messages = telegram.transcript().stream().filter(e -> e.chatId() == chatId && e.isBotMessage()).toList();
            if (messages.size() >= count) {
                break;
            }
            LockSupport.parkNanos(Duration.ofMillis(50).toNanos());
        } while (System.nanoTime() < deadline);
        return messages;
    }
}
