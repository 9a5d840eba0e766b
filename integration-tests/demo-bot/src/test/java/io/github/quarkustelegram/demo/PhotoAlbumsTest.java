package io.github.quarkustelegram.demo;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.junit.jupiter.api.Test;

import io.github.quarkustelegram.testing.telegram.FakeTelegramClient;
import io.github.quarkustelegram.testing.telegram.FakeUser;
import io.github.quarkustelegram.testing.telegram.InjectFakeTelegram;
import io.github.quarkustelegram.testing.telegram.TranscriptEntry;
import io.github.quarkustelegram.testing.telegram.UserAction;
import io.quarkus.test.junit.QuarkusTest;

/** An album sent to the demo bot through the fake Telegram and long polling: one answer for the whole album. */
@QuarkusTest
class PhotoAlbumsTest {

    @InjectFakeTelegram
    FakeTelegramClient telegram;

    @Test
    void anAlbumOfThreePhotosIsAnsweredOnceWithItsCaptionsInOrder() throws InterruptedException {
        // tag::send-album[]
        List<UserAction> parts = telegram.user(120, "Margaret").sendsAlbum("Day 1", null, "Day 3");
        TranscriptEntry reply = telegram.awaitReply(120);
        // end::send-album[]
        assertThat(parts).hasSize(3);
        assertThat(reply.text()).isEqualTo("Thanks for the album of 3 photos: Day 1, (no caption), Day 3");
        // a second answer would come within the album window (500 ms) of the first: wait twice that, then count
        Thread.sleep(1000);
        assertThat(telegram.transcript()).filteredOn(e -> e.isBotMessage() && e.chatId() == 120)
                .as("one answer for the whole album").hasSize(1);
    }

    @Test
    void aSinglePhotoIsNoAlbum() {
        FakeUser barbara = telegram.user(121, "Barbara");
        barbara.sendsPhoto("alone");
        assertThat(barbara.sends("/echo after the photo").reply().text()).isEqualTo("after the photo");
    }
}
