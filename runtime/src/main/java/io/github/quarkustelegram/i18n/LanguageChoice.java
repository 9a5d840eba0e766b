package io.github.quarkustelegram.i18n;

import java.util.Objects;

import io.github.quarkustelegram.sessions.SessionData;
import io.github.quarkustelegram.sessions.SessionScope;

/**
 * The language a user chose in the bot, kept in a per-user session (in memory, or on Redis with the shared state):
 * it comes before their Telegram app's language. Written by {@link UserLocales#choose} and removed by
 * {@link UserLocales#forget}; a handler with a {@code Locale} parameter has it loaded for it.
 *
 * @param languageTag the locale as an IETF language tag, e.g. {@code de} or {@code pt-BR}
 */
@SessionData(scope = SessionScope.USER, name = "telegram-language")
public record LanguageChoice(String languageTag) {

    /** Checks the component. */
    public LanguageChoice {
        Objects.requireNonNull(languageTag, "languageTag");
    }
}
