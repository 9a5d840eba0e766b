package io.github.quarkustelegram.examples.starspayments;

import java.util.List;

import io.github.quarkustelegram.TelegramBot;
import io.github.quarkustelegram.dispatch.OnCommand;
import io.github.quarkustelegram.dispatch.OnUpdate;
import io.github.quarkustelegram.dispatch.UpdateKind;
import io.github.quarkustelegram.method.AnswerPreCheckoutQuery;
import io.github.quarkustelegram.method.RefundStarPayment;
import io.github.quarkustelegram.method.SendInvoice;
import io.github.quarkustelegram.method.SendMessage;
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
    @OnCommand("buy")
    SendInvoice buy(Chat chat) {
        return SendInvoice.builder(ChatId.of(chat.id()), "Star map", "A printable map of tonight's sky", STAR_MAP,
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
    @OnUpdate(value = UpdateKind.MESSAGE, filter = SuccessfulPayments.class)
    SendMessage paid(Message message, Purchases purchases) {
        SuccessfulPayment payment = message.successfulPayment();
        purchases.starMapCharge = payment.telegramPaymentChargeId();
        return SendMessage.builder(ChatId.of(message.chat().id()),
                "Thank you for " + payment.totalAmount() + " ⭐! Your star map: " + MAP_URL).build();
    }
    // end::checkout[]

    // tag::refund[]
    @OnCommand("refund")
    SendMessage refund(Chat chat, User user, Purchases purchases, TelegramBot bot) {
        if (!purchases.ownsStarMap()) {
            return SendMessage.builder(ChatId.of(chat.id()), "You have nothing to refund.").build();
        }
        bot.refundStarPayment(RefundStarPayment.builder(user.id(), purchases.starMapCharge).build());
        purchases.starMapCharge = null;
        return SendMessage.builder(ChatId.of(chat.id()), "Refunded " + PRICE + " ⭐.").build();
    }
    // end::refund[]
}
