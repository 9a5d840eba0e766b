package io.github.quarkustelegram.testing.telegram;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicLong;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import io.github.quarkustelegram.testing.internal.FakeJson;
import io.github.quarkustelegram.testing.server.FakeReply;
import io.github.quarkustelegram.testing.telegram.api.CallParams;
import io.github.quarkustelegram.testing.telegram.methods.BotMethods;
import io.github.quarkustelegram.testing.telegram.methods.StarPayments;
import io.github.quarkustelegram.testing.telegram.world.FakeWorld;
import io.github.quarkustelegram.testing.telegram.world.Transcript;
import io.github.quarkustelegram.testing.telegram.world.UpdateQueue;
import io.vertx.core.Vertx;

/** Payments in Telegram Stars on the fake: invoices, the pre-checkout query, the payment, refunds, transactions. */
@Timeout(30)
@WithFakeTelegram
class FakeTelegramStarPaymentsTest {

    private static final String INVOICE = "\"title\":\"Sticker pack\",\"description\":\"Twelve cats\","
            + "\"payload\":\"pack-12\"";

    private static FakeTelegram telegram;
    private static BotApiCaller bot;
    private static FakeTelegramClient client;

    @BeforeEach
    void forget() {
        bot.call("getUpdates", "{\"offset\":-1}");
        telegram.user(3, "Ada");
    }

    @Test
    void anInvoiceIsInStarsOrRefused() {
        assertThat(invoice("\"currency\":\"USD\",\"provider_token\":\"x\",\"prices\":[{\"label\":\"Pack\",\"amount\":100}]")
                .description()).isEqualTo("Bad Request: PAYMENT_PROVIDER_INVALID");
        assertThat(invoice("\"currency\":\"XTR\",\"provider_token\":\"284685063:TEST\",\"prices\":"
                + "[{\"label\":\"Pack\",\"amount\":100}]").description()).isEqualTo("Bad Request: PAYMENT_PROVIDER_INVALID");
        assertThat(invoice("\"currency\":\"XTR\",\"prices\":[{\"label\":\"Pack\",\"amount\":90},{\"label\":\"Tax\","
                + "\"amount\":10}]").description()).isEqualTo("Bad Request: STARS_INVOICE_INVALID");
        assertThat(invoice("\"currency\":\"XTR\",\"prices\":[{\"label\":\"Pack\",\"amount\":0}]").description())
                .isEqualTo("Bad Request: CURRENCY_TOTAL_AMOUNT_INVALID");
        assertThat(invoice("\"currency\":\"XTR\",\"max_tip_amount\":5,\"prices\":[{\"label\":\"Pack\",\"amount\":5}]")
                .description()).isEqualTo("Bad Request: STARS_INVOICE_INVALID");
        assertThat(invoice("\"currency\":\"xtr\",\"prices\":[{\"label\":\"Pack\",\"amount\":5}]").description())
                .isEqualTo("Bad Request: CURRENCY_INVALID");
        assertThat(bot.call("sendInvoice", "{\"chat_id\":3,\"title\":\"" + "t".repeat(33) + "\",\"description\":\"d\","
                + "\"payload\":\"p\",\"currency\":\"XTR\",\"prices\":[{\"label\":\"Pack\",\"amount\":5}]}").description())
                .isEqualTo("Bad Request: TITLE_INVALID");

        JsonNode sent = invoice("\"currency\":\"XTR\",\"provider_token\":\"\",\"prices\":[{\"label\":\"Pack\",\"amount\":50}]")
                .result();
        assertThat(sent.get("invoice").get("title").asText()).isEqualTo("Sticker pack");
        assertThat(sent.get("invoice").get("currency").asText()).isEqualTo("XTR");
        assertThat(sent.get("invoice").get("total_amount").asInt()).isEqualTo(50);
        assertThat(telegram.awaitCall("sendInvoice", Duration.ofSeconds(2)).text()).isEqualTo("Sticker pack");
    }

    @Test
    void aUserPaysTheBotAcceptsAndThenRefunds() {
        invoice("\"currency\":\"XTR\",\"prices\":[{\"label\":\"Pack\",\"amount\":50}]").result();

        UserAction pays = telegram.user(3, "Ada").paysInvoice();
        JsonNode query = bot.call("getUpdates", "{}").result().get(0).get("pre_checkout_query");
        assertThat(query.get("id").asText()).isEqualTo(pays.queryId());
        assertThat(query.get("from").get("id").asLong()).isEqualTo(3);
        assertThat(query.get("currency").asText()).isEqualTo("XTR");
        assertThat(query.get("total_amount").asInt()).isEqualTo(50);
        assertThat(query.get("invoice_payload").asText()).isEqualTo("pack-12");

        assertThat(answer(pays.queryId(), "\"ok\":true").result().asBoolean()).isTrue();
        assertThat(answer(pays.queryId(), "\"ok\":true").description())
                .isEqualTo("Bad Request: query is too old and response timeout expired or query ID is invalid");
        JsonNode paid = bot.call("getUpdates", "{\"offset\":" + (pays.updateId() + 1) + "}").result().get(0)
                .get("message");
        JsonNode payment = paid.get("successful_payment");
        String charge = payment.get("telegram_payment_charge_id").asText();
        assertThat(paid.get("chat").get("id").asLong()).isEqualTo(3);
        assertThat(payment.get("total_amount").asInt()).isEqualTo(50);
        assertThat(payment.get("invoice_payload").asText()).isEqualTo("pack-12");
        assertThat(charge).isNotEmpty();

        assertThat(refund(3, "nope").description()).isEqualTo("Bad Request: CHARGE_NOT_FOUND");
        assertThat(refund(4, charge).description()).isEqualTo("Bad Request: CHARGE_NOT_FOUND");
        assertThat(refund(3, charge).result().asBoolean()).isTrue();
        assertThat(refund(3, charge).description()).isEqualTo("Bad Request: CHARGE_ALREADY_REFUNDED");

        JsonNode transactions = bot.call("getStarTransactions", "{}").result().get("transactions");
        assertThat(transactions).hasSize(2);
        assertThat(transactions.get(0).get("id").asText()).isEqualTo(charge);
        assertThat(transactions.get(0).get("amount").asInt()).isEqualTo(50);
        assertThat(transactions.get(0).get("source").get("user").get("id").asLong()).isEqualTo(3);
        assertThat(transactions.get(0).get("source").get("invoice_payload").asText()).isEqualTo("pack-12");
        assertThat(transactions.get(1).get("id").asText()).isEqualTo(charge);
        assertThat(transactions.get(1).get("receiver").get("transaction_type").asText()).isEqualTo("invoice_payment");
        assertThat(bot.call("getStarTransactions", "{\"offset\":1,\"limit\":1}").result().get("transactions"))
                .hasSize(1);
        assertThat(bot.call("getStarTransactions", "{\"limit\":101}").description()).startsWith("Bad Request: limit");
        assertThat(telegram.transcript(3)).extracting(TranscriptEntry::kind).containsExactly("sendInvoice",
                "pre_checkout_query", "answerPreCheckoutQuery", "successful_payment", "refundStarPayment",
                "refunded_payment");
    }

    @Test
    void aRefusedCheckoutShowsItsMessageAndNothingIsPaid() {
        invoice("\"currency\":\"XTR\",\"prices\":[{\"label\":\"Pack\",\"amount\":50}]").result();
        UserAction pays = telegram.user(3, "Ada").paysInvoice();

        assertThat(answer(pays.queryId(), "\"ok\":false").description()).isEqualTo("Bad Request: ERROR_MESSAGE_EMPTY");
        assertThat(answer(pays.queryId(), "\"ok\":false,\"error_message\":\"Sold out\"").result().asBoolean()).isTrue();

        TranscriptEntry refusal = telegram.awaitCall("answerPreCheckoutQuery", Duration.ofSeconds(2));
        assertThat(refusal.text()).isEqualTo("Sold out");
        assertThat(FakeJson.parse(refusal.json()).get("ok").asBoolean()).isFalse();
        assertThat(bot.call("getUpdates", "{\"offset\":" + (pays.updateId() + 1) + "}").result()).isEmpty();
        assertThat(bot.call("getStarTransactions", "{}").result().get("transactions")).isEmpty();
        assertThat(answer("4100000000000999", "\"ok\":true").description())
                .isEqualTo("Bad Request: query is too old and response timeout expired or query ID is invalid");
    }

    @Test
    void anInvoiceLinkIsPaidOverTheControlApi() {
        assertThat(bot.call("createInvoiceLink", "{" + INVOICE + ",\"currency\":\"XTR\",\"prices\":"
                + "[{\"label\":\"Month\",\"amount\":30}],\"subscription_period\":60}").description())
                .isEqualTo("Bad Request: SUBSCRIPTION_PERIOD_INVALID");
        String link = bot.call("createInvoiceLink", "{" + INVOICE + ",\"currency\":\"XTR\",\"prices\":"
                + "[{\"label\":\"Month\",\"amount\":30}],\"subscription_period\":2592000}").result().asText();
        assertThat(link).startsWith("https://t.me/$");

        UserAction pays = client.user(3, "Ada").paysInvoiceLink(link);
        answer(pays.queryId(), "\"ok\":true").result();

        JsonNode updates = bot.call("getUpdates", "{}").result();
        assertThat(updates.get(0).get("pre_checkout_query").get("total_amount").asInt()).isEqualTo(30);
        JsonNode payment = updates.get(1).get("message").get("successful_payment");
        assertThat(payment.get("is_recurring").asBoolean()).isTrue();
        assertThat(payment.get("subscription_expiration_date").asLong()).isGreaterThan(System.currentTimeMillis() / 1000);
        assertThatThrownBy(() -> client.user(3, "Ada").paysInvoiceLink("https://t.me/$other"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("no invoice link");
        assertThatThrownBy(() -> client.user(3, "Ada").paysInvoice()).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("no invoice");
    }

    @Test
    void anAnswerLaterThanTenSecondsIsRefusedAndNothingIsPaid() {
        Vertx vertx = Vertx.vertx();
        try {
            // the fake's parts on a clock of the test's own
            FakeWorld world = new FakeWorld(1, "Shop", "shop_bot");
            Transcript transcript = new Transcript(100);
            UpdateQueue queue = new UpdateQueue(vertx, 1);
            BotMethods methods = new BotMethods(world, transcript, queue);
            StarPayments payments = StarPayments.in(world, transcript, queue);
            AtomicLong now = new AtomicLong();
            payments.clock(now::get);
            ObjectNode ada = world.meetUser(3, "Ada");
            methods.call("sendInvoice", params("{\"chat_id\":3," + INVOICE + ",\"currency\":\"XTR\",\"prices\":"
                    + "[{\"label\":\"Pack\",\"amount\":50}]}"));
            String onTime = payments.pay(ada, 3, 0, null).queryId();
            String late = payments.pay(ada, 3, 0, null).queryId();

            now.addAndGet(StarPayments.ANSWER_WITHIN.toNanos());
            JsonNode answeredOnTime = answer(methods, onTime);
            now.addAndGet(1);
            JsonNode answeredLate = answer(methods, late);

            assertThat(answeredOnTime.get("ok").asBoolean()).isTrue();
            assertThat(answeredLate.get("description").asText())
                    .isEqualTo("Bad Request: query is too old and response timeout expired or query ID is invalid");
            assertThat(transcript.all()).filteredOn(e -> e.kind().equals("successful_payment")).hasSize(1);
        } finally {
            vertx.close();
        }
    }

    private static JsonNode answer(BotMethods methods, String queryId) {
        FakeReply.Http reply = (FakeReply.Http) methods.call("answerPreCheckoutQuery",
                params("{\"pre_checkout_query_id\":\"" + queryId + "\",\"ok\":true}"));
        return FakeJson.parse(new String(reply.body(), StandardCharsets.UTF_8));
    }

    private static CallParams params(String json) {
        return CallParams.of((ObjectNode) FakeJson.parse(json));
    }

    private static BotApiCaller.Answer invoice(String rest) {
        return bot.call("sendInvoice", "{\"chat_id\":3," + INVOICE + "," + rest + "}");
    }

    private static BotApiCaller.Answer answer(String queryId, String rest) {
        return bot.call("answerPreCheckoutQuery", "{\"pre_checkout_query_id\":\"" + queryId + "\"," + rest + "}");
    }

    private static BotApiCaller.Answer refund(long userId, String charge) {
        return bot.call("refundStarPayment", "{\"user_id\":" + userId + ",\"telegram_payment_charge_id\":\"" + charge
                + "\"}");
    }
}
