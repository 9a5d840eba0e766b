package io.github.quarkustelegram.i18n;

import java.util.Locale;

import jakarta.inject.Inject;
import jakarta.inject.Singleton;

import io.github.quarkustelegram.runtime.dispatch.DispatchContext;
import io.github.quarkustelegram.runtime.dispatch.SenderLocale;

/**
 * The locales of handlers' {@code Locale} parameters, for the dispatcher: the sender's choice the handler loaded,
 * resolved by {@link UserLocales}. Package-private, so that the public {@code UserLocales} shows no internal type.
 */
@Singleton
class HandlerLocales implements SenderLocale {

    private final UserLocales locales;

    @Inject
    HandlerLocales(UserLocales locales) {
        this.locales = locales;
    }

    @Override
    public Locale of(DispatchContext context) {
        return locales.resolve(context.loadedSession(LanguageChoice.class), context.sender());
    }
}
