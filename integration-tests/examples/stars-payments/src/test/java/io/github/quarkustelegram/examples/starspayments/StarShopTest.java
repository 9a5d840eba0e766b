package io.github.quarkustelegram.examples.starspayments;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import io.github.quarkustelegram.testing.telegram.FakeTelegramClient;
import io.github.quarkustelegram.testing.telegram.FakeUser;
import io.github.quarkustelegram.testing.telegram.InjectFakeTelegram;
import io.github.quarkustelegram.testing.telegram.TranscriptEntry;
import io.quarkus.test.junit.QuarkusTest;

/** The Stars shop on the fake Telegram: a user buys, is refused a second copy, gets a refund, buys again. */
@QuarkusTest
class StarShopTest {

    private static final Duration WAIT = Duration.ofSeconds(10);
    private static final ObjectMapper JSON = new ObjectMapper();

    @InjectFakeTelegram
    FakeTelegramClient telegram;

    @BeforeEach
    void reset() {
        telegram.reset();
    }

    @Test
    void buySendsAnInvoiceInStars() throws Exception {
        TranscriptEntry invoice = telegram.user(1, "Ada").sends("/buy").reply();
        JsonNode shown = JSON.readTree(invoice.json()).get("invoice");
        assertThat(invoice.kind()).isEqualTo("sendInvoice");
        assertThat(shown.get("title").asText()).isEqualTo("Star map");
        assertThat(shown.get("currency").asText()).isEqualTo("XTR");
        assertThat(shown.get("total_amount").asInt()).isEqualTo(StarShop.PRICE);
    }

    @Test
    void aPaidMapIsDeliveredAndASecondOneRefused() {
        FakeUser grace = buyer(2, "Grace");

        assertThat(grace.paysInvoice().reply().text()).isEqualTo("Thank you for 25 ⭐! Your star map: " + StarShop.MAP_URL);
        assertThat(telegram.transcript()).extracting(TranscriptEntry::kind).contains("answerPreCheckoutQuery",
                "successful_payment");

        grace.paysInvoice();
        TranscriptEntry refused = telegram.awaitCall("answerPreCheckoutQuery", WAIT);
        assertThat(refused.text()).isEqualTo("You already have the star map.");
        assertThat(telegram.transcript()).filteredOn(e -> e.kind().equals("successful_payment")).hasSize(1);
    }

    @Test
    void refundGivesTheStarsBackAndTheMapCanBeBoughtAgain() {
        FakeUser linus = buyer(3, "Linus");
        String charge = pay(linus);

        assertThat(linus.sends("/refund").reply().text()).isEqualTo("Refunded 25 ⭐.");
        TranscriptEntry refund = telegram.transcript().stream().filter(e -> e.kind().equals("refundStarPayment"))
                .findFirst().orElseThrow();
        assertThat(refund.text()).isEqualTo(charge);

        assertThat(linus.sends("/refund").reply().text()).isEqualTo("You have nothing to refund.");
        assertThat(pay(linus)).isNotEqualTo(charge);
    }

    private FakeUser buyer(long id, String name) {
        FakeUser user = telegram.user(id, name);
        user.sends("/buy").reply();
        return user;
    }

    /** Pays the latest invoice, waits for the delivery. @return the payment's charge id */
    private String pay(FakeUser user) {
        assertThat(user.paysInvoice().reply().text()).startsWith("Thank you");
        return telegram.transcript().stream().filter(e -> e.kind().equals("successful_payment"))
                .reduce((a, b) -> b).orElseThrow().text();
    }
}
