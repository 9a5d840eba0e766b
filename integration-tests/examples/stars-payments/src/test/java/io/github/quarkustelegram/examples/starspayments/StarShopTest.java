package io.github.quarkustelegram.examples.starspayments;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;

import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import io.github.quarkustelegram.testing.telegram.FakeTelegramClient;
import io.github.quarkustelegram.testing.telegram.FakeUser;
import io.github.quarkustelegram.testing.telegram.TranscriptEntry;
import io.quarkus.test.junit.QuarkusTest;

/** The Stars shop on the fake Telegram: a user buys, is refused a second copy, gets a refund, buys again. */
@QuarkusTest
class StarShopTest {

    private static final Duration WAIT = Duration.ofSeconds(10);
    private static final ObjectMapper JSON = new ObjectMapper();

    @ConfigProperty(name = "quarkus.telegram.api.base-url")
    String telegramUrl;

    private FakeTelegramClient telegram;

    @BeforeEach
    void connect() {
        telegram = FakeTelegramClient.connect(telegramUrl);
        telegram.reset();
    }

    @Test
    void buySendsAnInvoiceInStars() throws Exception {
        telegram.user(1, "Ada").sends("/buy");

        TranscriptEntry invoice = telegram.awaitReply(1);
        JsonNode shown = JSON.readTree(invoice.json()).get("invoice");
        assertThat(invoice.kind()).isEqualTo("sendInvoice");
        assertThat(shown.get("title").asText()).isEqualTo("Star map");
        assertThat(shown.get("currency").asText()).isEqualTo("XTR");
        assertThat(shown.get("total_amount").asInt()).isEqualTo(StarShop.PRICE);
    }

    @Test
    void aPaidMapIsDeliveredAndASecondOneRefused() {
        FakeUser grace = buyer(2, "Grace");

        grace.paysInvoice();
        assertThat(telegram.awaitReply(2).text())
                .isEqualTo("Thank you for 25 ⭐! Your star map: " + StarShop.MAP_URL);
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

        linus.sends("/refund");
        assertThat(telegram.awaitReply(3).text()).isEqualTo("Refunded 25 ⭐.");
        TranscriptEntry refund = telegram.transcript().stream().filter(e -> e.kind().equals("refundStarPayment"))
                .findFirst().orElseThrow();
        assertThat(refund.text()).isEqualTo(charge);

        linus.sends("/refund");
        assertThat(telegram.awaitReply(3).text()).isEqualTo("You have nothing to refund.");
        assertThat(pay(linus)).isNotEqualTo(charge);
    }

    private FakeUser buyer(long id, String name) {
        FakeUser user = telegram.user(id, name);
        user.sends("/buy");
        telegram.awaitReply(id);
        return user;
    }

    /** Pays the latest invoice, waits for the delivery. @return the payment's charge id */
    private String pay(FakeUser user) {
        user.paysInvoice();
        assertThat(telegram.awaitReply(user.id()).text()).startsWith("Thank you");
        return telegram.transcript().stream().filter(e -> e.kind().equals("successful_payment"))
                .reduce((a, b) -> b).orElseThrow().text();
    }
}
