package io.github.quarkustelegram.testing.telegram.methods;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.LongSupplier;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import io.github.quarkustelegram.testing.internal.FakeJson;
import io.github.quarkustelegram.testing.server.FakeReply;
import io.github.quarkustelegram.testing.telegram.actions.QueuedUpdate;
import io.github.quarkustelegram.testing.telegram.api.BotApiError;
import io.github.quarkustelegram.testing.telegram.api.CallParams;
import io.github.quarkustelegram.testing.telegram.world.FakeArea;
import io.github.quarkustelegram.testing.telegram.world.FakeWorld;
import io.github.quarkustelegram.testing.telegram.world.Step;
import io.github.quarkustelegram.testing.telegram.world.Transcript;
import io.github.quarkustelegram.testing.telegram.world.UpdateQueue;

/**
 * Payments in Telegram Stars, the only payments the fake takes (no card provider): {@code sendInvoice} and
 * {@code createInvoiceLink} checked as for Stars (currency {@code XTR}, one price, no provider token, no tips); a user
 * paying an invoice makes a {@code pre_checkout_query}; {@code answerPreCheckoutQuery} with {@code ok} completes the
 * payment (a {@code successful_payment} message with its {@code telegram_payment_charge_id}), without it refuses
 * (the user sees the {@code error_message}); {@code refundStarPayment} refunds (a {@code refunded_payment} message);
 * {@code getStarTransactions} lists payments and refunds.
 */
public final class StarPayments implements FakeArea {

    static final String STARS = "XTR";
    static final int MAX_TITLE = 32;
    static final int MAX_DESCRIPTION = 255;
    static final int MAX_PAYLOAD_BYTES = 128;
    static final int MAX_STARS = 100_000;
    static final long SUBSCRIPTION_PERIOD = 2_592_000;
    /** Telegram waits this long for the answer to a pre-checkout query. */
    public static final Duration ANSWER_WITHIN = Duration.ofSeconds(10);
    static final int REMEMBERED = 1_000;

    /** What a user pays: an invoice message of a chat, or an invoice link. */
    private record Invoice(String title, String payload, long amount, Long subscriptionPeriod) {
    }

    /** A pre-checkout query waiting for the bot's answer. */
    private record Checkout(ObjectNode user, long chatId, Invoice invoice, long sentNanos) {
    }

    /** A payment done: who, what, when, and whether it was refunded. */
    private static final class Charge {
        final String id;
        final ObjectNode user;
        final long chatId;
        final Invoice invoice;
        final long date;
        long refundDate;

        Charge(String id, ObjectNode user, long chatId, Invoice invoice, long date) {
            this.id = id;
            this.user = user;
            this.chatId = chatId;
            this.invoice = invoice;
            this.date = date;
        }
    }

    private final FakeWorld world;
    private final Transcript transcript;
    private final UpdateQueue queue;
    /** "chat id:message id" or an invoice link -> the invoice. */
    private final Map<String, Invoice> invoices = FakeWorld.boundedMap(REMEMBERED);
    private final Map<String, Checkout> checkouts = FakeWorld.boundedMap(REMEMBERED);
    /** telegram_payment_charge_id -> the payment, in the order paid. */
    private final Map<String, Charge> charges = new LinkedHashMap<>();
    /** Transactions in order: a charge id, negated (prefix "-") for its refund. */
    private final List<String> transactions = new ArrayList<>();
    private long nextId = 1;
    private volatile LongSupplier nanoTime = System::nanoTime;

    private StarPayments(FakeWorld world, Transcript transcript, UpdateQueue queue) {
        this.world = world;
        this.transcript = transcript;
        this.queue = queue;
    }

    public static StarPayments in(FakeWorld world, Transcript transcript, UpdateQueue queue) {
        return world.area(StarPayments.class, () -> new StarPayments(world, transcript, queue));
    }

    void register(BotMethods bot) {
        bot.add("sendInvoice", p -> sendInvoice(bot, p));
        bot.add("createInvoiceLink", this::createInvoiceLink);
        bot.add("answerPreCheckoutQuery", this::answerPreCheckoutQuery);
        bot.add("refundStarPayment", this::refundStarPayment);
        bot.add("getStarTransactions", this::getStarTransactions);
    }

    /** @param nanoTime the clock that times the answers to pre-checkout queries (a test's own) */
    public void clock(LongSupplier nanoTime) {
        this.nanoTime = nanoTime;
    }

    @Override
    public synchronized void clear() {
        invoices.clear();
        checkouts.clear();
        charges.clear();
        transactions.clear();
    }

    // ------------------------------------------------------------------------------------------------ invoices

    private FakeReply sendInvoice(BotMethods bot, CallParams p) {
        ObjectNode chat = bot.messages().chat(p);
        Invoice invoice = invoice(p);
        if (p.text("subscription_period").isPresent()) {
            throw BotApiError.badRequest("subscription_period is supported only by createInvoiceLink");
        }
        Optional<JsonNode> markup = p.json("reply_markup");
        markup.map(m -> m.path("inline_keyboard").path(0).path(0)).filter(first -> !first.isMissingNode())
                .filter(first -> !first.path("pay").asBoolean()).ifPresent(first -> {
                    throw BotApiError.badRequest("the first button of an invoice must be a Pay button");
                });
        ObjectNode message = bot.messages().newMessage(chat, p);
        ObjectNode shown = message.putObject("invoice");
        shown.put("title", invoice.title());
        shown.put("description", p.text("description").orElse(""));
        shown.put("start_parameter", p.text("start_parameter").orElse(""));
        shown.put("currency", STARS);
        shown.put("total_amount", invoice.amount());
        ObjectNode stored = bot.messages().storeWithText("sendInvoice", message, invoice.title());
        synchronized (this) {
            invoices.put(chat.get("id").asLong() + ":" + stored.get("message_id").asLong(), invoice);
        }
        return FakeReply.ok(stored);
    }

    private FakeReply createInvoiceLink(CallParams p) {
        Invoice invoice = invoice(p);
        String link;
        synchronized (this) {
            link = "https://t.me/$FAKE-invoice-" + nextId++;
            invoices.put(link, invoice);
        }
        ObjectNode params = FakeJson.MAPPER.createObjectNode();
        params.put("title", invoice.title());
        params.put("payload", invoice.payload());
        params.put("amount", invoice.amount());
        params.put("link", link);
        transcript.add(Step.From.BOT, "createInvoiceLink", 0, 0, invoice.title(), List.of(),
                params.toString());
        return FakeReply.ok(FakeJson.MAPPER.getNodeFactory().textNode(link));
    }

    /** An invoice's parameters, checked as Telegram checks an invoice in Stars. */
    private static Invoice invoice(CallParams p) {
        String title = p.requiredText("title", "TITLE_INVALID");
        if (title.length() > MAX_TITLE) {
            throw BotApiError.badRequest("TITLE_INVALID");
        }
        String description = p.requiredText("description", "DESCRIPTION_INVALID");
        if (description.length() > MAX_DESCRIPTION) {
            throw BotApiError.badRequest("DESCRIPTION_INVALID");
        }
        String payload = p.requiredText("payload", "PAYLOAD_INVALID");
        if (payload.getBytes(StandardCharsets.UTF_8).length > MAX_PAYLOAD_BYTES) {
            throw BotApiError.badRequest("PAYLOAD_INVALID");
        }
        String currency = p.requiredText("currency", "CURRENCY_INVALID");
        if (!currency.matches("[A-Z]{3}")) {
            throw BotApiError.badRequest("CURRENCY_INVALID");
        }
        if (!currency.equals(STARS) || p.text("provider_token").filter(t -> !t.isEmpty()).isPresent()) {
            // the fake has no payment provider: only Stars, whose provider token is empty
            throw BotApiError.badRequest("PAYMENT_PROVIDER_INVALID");
        }
        JsonNode prices = p.json("prices").filter(JsonNode::isArray)
                .orElseThrow(() -> BotApiError.badRequest("can't parse prices JSON object"));
        if (prices.size() != 1) {
            throw BotApiError.badRequest("STARS_INVOICE_INVALID");
        }
        JsonNode price = prices.get(0);
        long amount = price.path("amount").canConvertToLong() ? price.path("amount").asLong() : 0;
        if (price.path("label").asText("").isEmpty() || amount <= 0 || amount > MAX_STARS) {
            throw BotApiError.badRequest("CURRENCY_TOTAL_AMOUNT_INVALID");
        }
        if (p.longValue("max_tip_amount").filter(t -> t != 0).isPresent()
                || p.json("suggested_tip_amounts").filter(t -> !t.isEmpty()).isPresent()) {
            throw BotApiError.badRequest("STARS_INVOICE_INVALID");
        }
        Optional<Long> period = p.longValue("subscription_period");
        if (period.filter(s -> s != SUBSCRIPTION_PERIOD).isPresent()) {
            throw BotApiError.badRequest("SUBSCRIPTION_PERIOD_INVALID");
        }
        return new Invoice(title, payload, amount, period.orElse(null));
    }

    // ------------------------------------------------------------------------------------------------ paying

    /**
     * A user pays an invoice: a {@code pre_checkout_query} the bot has {@link #ANSWER_WITHIN} to answer.
     *
     * @param chatId the invoice message's chat (ignored for a link)
     * @param messageId the invoice message, or 0 for the latest invoice the bot sent in the chat
     * @param link an invoice link from {@code createInvoiceLink}, or null
     */
    public QueuedUpdate pay(ObjectNode user, long chatId, long messageId, String link) {
        long userId = user.get("id").asLong();
        Invoice invoice;
        long paidIn;
        String queryId;
        synchronized (this) {
            if (link != null) {
                invoice = invoices.get(link);
                if (invoice == null) {
                    throw new IllegalArgumentException("The bot created no invoice link " + link);
                }
                paidIn = userId;
            } else {
                invoice = invoices.get(chatId + ":" + messageId);
                if (messageId == 0) {
                    String prefix = chatId + ":";
                    for (Map.Entry<String, Invoice> entry : invoices.entrySet()) {
                        if (entry.getKey().startsWith(prefix)) {
                            invoice = entry.getValue();
                        }
                    }
                }
                if (invoice == null) {
                    throw new IllegalArgumentException("The bot sent no invoice " + (messageId == 0 ? "" : messageId + " ")
                            + "in chat " + chatId);
                }
                paidIn = chatId;
            }
            queryId = Long.toString(4_100_000_000_000_000L + nextId++);
            checkouts.put(queryId, new Checkout(user, paidIn, invoice, nanoTime.getAsLong()));
        }
        ObjectNode query = FakeJson.MAPPER.createObjectNode();
        query.put("id", queryId);
        query.set("from", user);
        query.put("currency", STARS);
        query.put("total_amount", invoice.amount());
        query.put("invoice_payload", invoice.payload());
        Step step = transcript.add(Step.From.USER, "pre_checkout_query", paidIn, 0,
                invoice.payload(), List.of(), query.toString());
        long updateId = queue.add("pre_checkout_query", query);
        return step.queued(updateId, "pre_checkout_query", queryId);
    }

    private FakeReply answerPreCheckoutQuery(CallParams p) {
        String id = p.requiredText("pre_checkout_query_id", "QUERY_ID_INVALID");
        boolean ok = p.bool("ok").orElseThrow(() -> BotApiError.badRequest("parameter \"ok\" is required"));
        Optional<String> error = p.text("error_message").filter(e -> !e.isBlank());
        if (!ok && error.isEmpty()) {
            throw BotApiError.badRequest("ERROR_MESSAGE_EMPTY");
        }
        Checkout checkout;
        synchronized (this) {
            checkout = checkouts.remove(id);
        }
        if (checkout == null || nanoTime.getAsLong() - checkout.sentNanos() > ANSWER_WITHIN.toNanos()) {
            throw BotApiError.badRequest("query is too old and response timeout expired or query ID is invalid");
        }
        ObjectNode params = FakeJson.MAPPER.createObjectNode();
        params.put("pre_checkout_query_id", id);
        params.put("ok", ok);
        error.ifPresent(e -> params.put("error_message", e));
        transcript.add(Step.From.BOT, "answerPreCheckoutQuery", checkout.chatId(), 0,
                ok ? "ok" : error.get(), List.of(), params.toString());
        if (ok) {
            paid(checkout);
        }
        return FakeReply.okTrue();
    }

    /** The payment goes through: the {@code successful_payment} service message, in the chat of the invoice. */
    private void paid(Checkout checkout) {
        Charge charge;
        synchronized (this) {
            String chargeId = "stxFAKE" + nextId++;
            charge = new Charge(chargeId, checkout.user(), checkout.chatId(), checkout.invoice(), FakeWorld.now());
            charges.put(chargeId, charge);
            transactions.add(chargeId);
        }
        ObjectNode payment = FakeJson.MAPPER.createObjectNode();
        payment.put("currency", STARS);
        payment.put("total_amount", charge.invoice.amount());
        payment.put("invoice_payload", charge.invoice.payload());
        if (charge.invoice.subscriptionPeriod() != null) {
            payment.put("subscription_expiration_date", charge.date + charge.invoice.subscriptionPeriod());
            payment.put("is_recurring", true);
            payment.put("is_first_recurring", true);
        }
        payment.put("telegram_payment_charge_id", charge.id);
        payment.put("provider_payment_charge_id", "");
        serviceMessage(charge, "successful_payment", payment);
    }

    private void serviceMessage(Charge charge, String field, ObjectNode content) {
        ObjectNode message = FakeJson.MAPPER.createObjectNode();
        message.set("from", charge.user);
        message.set("chat", world.chat(Long.toString(charge.chatId)));
        message.put("date", FakeWorld.now());
        message.set(field, content);
        ObjectNode stored = world.addMessage(message);
        long messageId = stored.get("message_id").asLong();
        transcript.add(Step.From.USER, field, charge.chatId, messageId, charge.id, List.of(),
                stored.toString());
        queue.add("message", stored);
    }

    // ------------------------------------------------------------------------------------------------ refunds

    private FakeReply refundStarPayment(CallParams p) {
        long userId = p.longValue("user_id").orElseThrow(() -> BotApiError.badRequest("USER_ID_INVALID"));
        String chargeId = p.requiredText("telegram_payment_charge_id", "CHARGE_ID_EMPTY");
        Charge charge;
        synchronized (this) {
            charge = charges.get(chargeId);
            if (charge == null || charge.user.get("id").asLong() != userId) {
                throw BotApiError.badRequest("CHARGE_NOT_FOUND");
            }
            if (charge.refundDate != 0) {
                throw BotApiError.badRequest("CHARGE_ALREADY_REFUNDED");
            }
            charge.refundDate = FakeWorld.now();
            transactions.add("-" + chargeId);
        }
        ObjectNode params = FakeJson.MAPPER.createObjectNode();
        params.put("user_id", userId);
        params.put("telegram_payment_charge_id", chargeId);
        transcript.add(Step.From.BOT, "refundStarPayment", charge.chatId, 0, chargeId, List.of(),
                params.toString());
        ObjectNode refund = FakeJson.MAPPER.createObjectNode();
        refund.put("currency", STARS);
        refund.put("total_amount", charge.invoice.amount());
        refund.put("invoice_payload", charge.invoice.payload());
        refund.put("telegram_payment_charge_id", chargeId);
        serviceMessage(charge, "refunded_payment", refund);
        return FakeReply.okTrue();
    }

    private FakeReply getStarTransactions(CallParams p) {
        long offset = p.longValue("offset").orElse(0L);
        long limit = p.longValue("limit").orElse(100L);
        if (offset < 0) {
            throw BotApiError.badRequest("offset must be non-negative");
        }
        if (limit < 1 || limit > 100) {
            throw BotApiError.badRequest("limit must be between 1 and 100");
        }
        ObjectNode result = FakeJson.MAPPER.createObjectNode();
        ArrayNode list = result.putArray("transactions");
        synchronized (this) {
            transactions.stream().skip(offset).limit(limit).forEach(entry -> {
                boolean refund = entry.startsWith("-");
                Charge charge = charges.get(refund ? entry.substring(1) : entry);
                ObjectNode transaction = list.addObject();
                transaction.put("id", charge.id);
                transaction.put("amount", charge.invoice.amount());
                transaction.put("date", refund ? charge.refundDate : charge.date);
                ObjectNode partner = transaction.putObject(refund ? "receiver" : "source");
                partner.put("type", "user");
                partner.put("transaction_type", "invoice_payment");
                partner.set("user", charge.user.deepCopy());
                partner.put("invoice_payload", charge.invoice.payload());
                if (charge.invoice.subscriptionPeriod() != null) {
                    partner.put("subscription_period", charge.invoice.subscriptionPeriod());
                }
            });
        }
        return FakeReply.ok(result);
    }
}
