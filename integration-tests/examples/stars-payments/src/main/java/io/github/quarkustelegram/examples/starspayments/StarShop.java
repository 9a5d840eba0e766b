package io.github.quarkustelegram.examples.starspayments;

import java.util.List;

import io.github.quarkustelegram.TelegramBot;
import io.github.quarkustelegram.dispatch.Has;
import io.github.quarkustelegram.dispatch.OnCommand;
import io.github.quarkustelegram.dispatch.OnUpdate;
import io.github.quarkustelegram.dispatch.UpdateKind;
import io.github.quarkustelegram.method.AnswerPreCheckoutQuery;
import io.github.quarkustelegram.method.SendInvoice;
import io.github.quarkustelegram.model.Chat;
import io.github.quarkustelegram.model.ChatId;
import io.github.quarkustelegram.model.LabeledPrice;
import io.github.quarkustelegram.model.Message;
import io.github.quarkustelegram.model.PreCheckoutQuery;
import io.github.quarkustelegram.model.SuccessfulPayment;
import io.github.quarkustelegram.model.User;

/**
 * A shop selling one digital good for Telegram Stars: {@code /buy} sends the invoice, the pre-checkout query is
 * checked (a user owns one star map at most), the paid map is delivered, {@code /refund} gives the Stars back.
 */
public class StarShop {

    static final String STAR_MAP = "star-map";
    static final int PRICE = 25;
    static final String MAP_URL = "https://example.org/maps/tonight.pdf";

    // tag::invoice[]
    /** An invoice is a request of its own (a reply is a message): it names the chat. */
    @OnCommand("buy")
    SendInvoice buy(Chat chat) {
        return SendInvoice.builder(ChatId.of(chat), "Star map", "A printable map of tonight's sky", STAR_MAP,
                "XTR", // Telegram Stars: no payment provider, so no provider token
                List.of(LabeledPrice.builder("Star map", PRICE).build())) // exactly one price in Stars
                .build();
    }
    // end::invoice[]

    // tag::checkout[]
    /** The last check before Telegram takes the Stars: answered within 10 seconds, ok or with a reason. */
    @OnUpdate(UpdateKind.PRE_CHECKOUT_QUERY)
    AnswerPreCheckoutQuery checkout(PreCheckoutQuery query, Purchases purchases) {
        if (!query.invoicePayload().equals(STAR_MAP) || query.totalAmount() != PRICE) {
            return AnswerPreCheckoutQuery.builder(query.id(), false).errorMessage("This offer has ended.").build();
        }
        if (purchases.ownsStarMap()) {
            return AnswerPreCheckoutQuery.builder(query.id(), false)
                    .errorMessage("You already have the star map.").build();
        }
        return AnswerPreCheckoutQuery.builder(query.id(), true).build();
    }

    /** Telegram took the Stars: deliver, and keep the charge id to refund it. */
    @OnUpdate(value = UpdateKind.MESSAGE, filter = Has.SuccessfulPayment.class)
    String paid(Message message, Purchases purchases) {
        SuccessfulPayment payment = message.successfulPayment();
        purchases.starMapCharge = payment.telegramPaymentChargeId();
        return "Thank you for " + payment.totalAmount() + " ⭐! Your star map: " + MAP_URL;
    }
    // end::checkout[]

    // tag::refund[]
    @OnCommand("refund")
    String refund(User user, Purchases purchases, TelegramBot bot) {
        if (!purchases.ownsStarMap()) {
            return "You have nothing to refund.";
        }
        bot.refundStarPayment(user.id(), purchases.starMapCharge);
        purchases.starMapCharge = null;
        return "Refunded " + PRICE + " ⭐.";
    }
    // end::refund[]
}
