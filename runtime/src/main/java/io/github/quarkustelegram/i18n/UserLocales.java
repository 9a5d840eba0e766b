package io.github.quarkustelegram.i18n;

import java.util.Locale;
import java.util.ResourceBundle;

import jakarta.enterprise.inject.Instance;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;

import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.dispatch.UpdateContext;
import io.github.quarkustelegram.model.User;
import io.github.quarkustelegram.runtime.i18n.LocaleChain;
import io.github.quarkustelegram.runtime.i18n.Translations;
import io.github.quarkustelegram.sessions.Sessions;
import io.quarkus.runtime.LocalesBuildTimeConfig;
import io.smallrye.mutiny.Uni;

/**
 * The language each user is answered in, and the application's Qute message bundles in it.
 *
 * <p>
 * A user's locale is the first of these that the application supports ({@code quarkus.locales}): the language the user
 * chose in the bot, if they chose one ({@link #choose}, kept in a per-user session); the language their Telegram app
 * is set to (the sender's {@code language_code}, e.g. {@code pt-br}), in full then as its language alone
 * ({@code pt}); else {@code quarkus.default-locale}. An annotated handler gets it as a {@code Locale} parameter (the
 * choice is loaded for it), other code from {@link #localeOf}.
 *
 * <p>
 * A message bundle is taken in that locale, else in its language alone, else in the default locale, else the bundle's
 * default messages: a missing translation never fails a reply.
 */
@Singleton
public class UserLocales {

    private final Translations translations;
    private final Instance<Sessions> sessions;

    /**
     * Made by CDI only (package-private: an application injects the bean, it never builds one from Quarkus's
     * configuration types).
     *
     * @param locales {@code quarkus.locales} and {@code quarkus.default-locale}
     * @param sessions where the users' choices are kept
     */
    @Inject
    UserLocales(LocalesBuildTimeConfig locales, Instance<Sessions> sessions) {
        this.translations = new Translations(
                new LocaleChain(locales.locales(), locales.defaultLocale().orElse(Locale.getDefault())));
        this.sessions = sessions;
    }

    /**
     * @param update an update
     * @return the locale its sender is answered in, their choice read from its session (one read of the session
     *         store)
     */
    public Uni<Locale> localeOf(UpdateContext update) {
        if (update.sender() == null) {
            return Uni.createFrom().item(resolve(null, null));
        }
        return sessions.get().load(update, LanguageChoice.class)
                .map(session -> resolve(session.get(), update.sender()));
    }

    /**
     * Keeps the sender's choice of language (their session, per user): it comes before their app's language from the
     * next update on, on every instance. A locale the application does not support is kept all the same and skipped
     * while it stays unsupported.
     *
     * @param update an update whose sender chose
     * @param locale the language they chose
     * @return done when kept
     */
    public Uni<Void> choose(UpdateContext update, Locale locale) {
        String tag = locale.toLanguageTag();
        return sessions.get().update(update, LanguageChoice.class, any -> new LanguageChoice(tag)).replaceWithVoid();
    }

    /**
     * Forgets the sender's choice: their app's language counts again.
     *
     * @param update an update whose sender changed their mind
     * @return done
     */
    public Uni<Void> forget(UpdateContext update) {
        return sessions.get().delete(update, LanguageChoice.class);
    }

    /**
     * @param tag a language the user typed or picked, e.g. {@code de} or {@code pt-br}
     * @return it as a locale the application supports, else null (an unknown or ill-formed tag)
     */
    public @Nullable Locale supported(String tag) {
        Locale locale = LocaleChain.parse(tag);
        return locale == null ? null : translations.chain().supported(locale);
    }

    /** The chosen language if supported, else the app's; used by {@link HandlerLocales} too. */
    Locale resolve(@Nullable LanguageChoice choice, @Nullable User sender) {
        Locale chosen = choice == null ? null : LocaleChain.parse(choice.languageTag());
        return translations.chain().resolve(chosen, languageCode(sender));
    }

    /**
     * @param user a user
     * @return the locale of the user's Telegram app ({@code language_code}) among the supported ones, without their
     *         choice (which {@link #localeOf} reads)
     */
    public Locale locale(@Nullable User user) {
        return translations.chain().resolve(null, languageCode(user));
    }

    /**
     * @param locale a locale
     * @param bundle a Qute message bundle ({@code @MessageBundle} interface)
     * @param <T> its type
     * @return the bundle in that locale (with the fallbacks above)
     */
    public <T> T messages(Locale locale, Class<T> bundle) {
        return translations.bundle(bundle, locale);
    }

    /**
     * A {@link ResourceBundle} of properties files ({@code messages/replies_de.properties}, UTF-8), for applications
     * without Qute: the locale, then its language, then the default locale, then the base file.
     *
     * @param baseName the bundle's base name, e.g. {@code messages/replies}
     * @param locale a locale
     * @return the bundle
     * @throws java.util.MissingResourceException when there is no such bundle at all
     */
    public ResourceBundle resourceBundle(String baseName, Locale locale) {
        return ResourceBundle.getBundle(baseName, locale, Thread.currentThread().getContextClassLoader(),
                translations.resourceBundles());
    }

    /** @return {@code quarkus.default-locale} (or the JVM's) */
    public Locale defaultLocale() {
        return translations.chain().defaultLocale();
    }

    private static @Nullable String languageCode(@Nullable User user) {
        return user == null ? null : user.languageCode();
    }
}
