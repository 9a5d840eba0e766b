package io.github.quarkustelegram.demo;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;

import org.junit.jupiter.api.Test;

import io.github.quarkustelegram.testing.telegram.FakeTelegramClient;
import io.github.quarkustelegram.testing.telegram.FakeUser;
import io.github.quarkustelegram.testing.telegram.InjectFakeTelegram;
import io.github.quarkustelegram.testing.telegram.TranscriptEntry;
import io.quarkus.test.junit.QuarkusTest;

/** The catalogue's typed buttons pressed through the fake Telegram: pages flip in place, a product is answered. */
@QuarkusTest
class ShopCatalogueTest {

    private static final Duration WAIT = Duration.ofSeconds(10);

    @InjectFakeTelegram
    FakeTelegramClient telegram;

    @Test
    void nextShowsTheNextPageInTheSameMessageAndAProductIsAnswered() {
        FakeUser ada = telegram.user(130, "Ada");
        TranscriptEntry catalogue = ada.sends("/shop").reply();
        assertThat(catalogue.buttons()).containsExactly("Product 1", "Product 2", "Product 3", "Product 4",
                "Product 5", "Next »");

        TranscriptEntry second = ada.presses("Next »").reply();
        assertThat(second.kind()).isEqualTo("editMessageReplyMarkup");
        assertThat(second.messageId()).isEqualTo(catalogue.messageId());
        assertThat(second.buttons()).containsExactly("Product 6", "Product 7", "Product 8", "Product 9",
                "Product 10", "« Previous", "Next »");

        // the flip's press, left unanswered by its handler, answered for it once the edit was made
        assertThat(telegram.awaitCall("answerCallbackQuery", WAIT).text()).isEmpty();

        ada.presses("Product 7");
        assertThat(telegram.awaitCall("answerCallbackQuery", WAIT).text()).isEqualTo("Product 7 is in your cart.");
    }
}
