package io.github.quarkustelegram.examples.starspayments;

import io.github.quarkustelegram.dispatch.UpdateContext;
import io.github.quarkustelegram.dispatch.UpdateFilter;

/** The service messages Telegram sends when a payment went through. */
public class SuccessfulPayments implements UpdateFilter {

    @Override
    public boolean test(UpdateContext update) {
        return update.message() != null && update.message().successfulPayment() != null;
    }
}
