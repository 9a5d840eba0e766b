package io.github.quarkustelegram.i18n;

import java.util.Locale;

import jakarta.inject.Inject;
import jakarta.inject.Singleton;

import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.dispatch.UpdateContext;
import io.github.quarkustelegram.model.User;
import io.github.quarkustelegram.runtime.i18n.LocaleChain;
import io.github.quarkustelegram.runtime.i18n.Translations;
import io.quarkus.arc.Arc;
import io.quarkus.runtime.LocalesBuildTimeConfig;

/**
 * The language each user is answered in, and the application's Qute message bundles in it.
 *
 * <p>
 * A user's locale is the first of these that the application supports ({@code quarkus.locales}): the language the user
 * chose in the bot, if they chose one; the language their Telegram app is set to (the
 * sender's {@code language_code}, e.g. {@code pt-br}), in full then as its language alone ({@code pt}); else
 * {@code quarkus.default-locale}. A handler gets it as a {@code Locale} parameter, or through this bean.
 *
 * <p>
 * A message bundle is taken in that locale, else in its language alone, else in the default locale, else the bundle's
 * default messages: a missing translation never fails a reply.
 */
@Singleton
public class UserLocales {

    private final Translations translations;

    /** @param locales {@code quarkus.locales} and {@code quarkus.default-locale} */
    @Inject
    public UserLocales(LocalesBuildTimeConfig locales) {
        this(new LocaleChain(locales.locales(), locales.defaultLocale().orElse(Locale.getDefault())));
    }

    /** @param chain the application's locales, for tests */
    UserLocales(LocaleChain chain) {
        this.translations = new Translations(chain);
    }

    /**
     * @param update an update
     * @return the locale its sender is answered in
     */
    public Locale locale(UpdateContext update) {
        return translations.chain().resolve(null, languageCode(update.sender()));
    }

    /**
     * @param user a user
     * @return the locale the user is answered in, from their {@code language_code} alone (outside an update, their
     *         choice is not known here)
     */
    public Locale locale(@Nullable User user) {
        return translations.chain().resolve(null, languageCode(user));
    }

    /**
     * @param update an update
     * @param bundle a Qute message bundle ({@code @MessageBundle} interface)
     * @param <T> its type
     * @return the bundle in the locale of the update's sender (with the fallbacks above)
     */
    public <T> T messages(UpdateContext update, Class<T> bundle) {
        return translations.bundle(bundle, locale(update));
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

    /** @return {@code quarkus.default-locale} (or the JVM's) */
    public Locale defaultLocale() {
        return translations.chain().defaultLocale();
    }

    /**
     * The value of a handler's {@code Locale} parameter.
     *
     * @param update the update
     * @return the locale its sender is answered in
     */
    public static Locale of(UpdateContext update) {
        return Arc.container().instance(UserLocales.class).get().locale(update);
    }

    private static @Nullable String languageCode(@Nullable User user) {
        return user == null ? null : user.languageCode();
    }
}
