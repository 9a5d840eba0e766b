package io.github.quarkustelegram.runtime.i18n;

import java.util.ArrayList;
import java.util.IllformedLocaleException;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Set;

import org.jspecify.annotations.Nullable;

/**
 * Which locale a user is answered in: their own choice if they made one, else the language their Telegram app is set
 * to ({@code language_code}, an IETF tag such as {@code en}, {@code pt-br} or {@code zh-hans}), each tried in full and
 * then as its language alone, among the locales the application supports; else the default. Pure: no CDI, no Qute.
 */
public final class LocaleChain {

    private final Set<Locale> supported;
    private final Locale defaultLocale;

    /**
     * @param supported the locales the application supports ({@code quarkus.locales}); empty means any
     * @param defaultLocale the locale of users whose language is not supported ({@code quarkus.default-locale})
     */
    public LocaleChain(Set<Locale> supported, Locale defaultLocale) {
        this.supported = Set.copyOf(supported);
        this.defaultLocale = Objects.requireNonNull(defaultLocale, "defaultLocale");
    }

    /** @return the locale of users whose language is not supported */
    public Locale defaultLocale() {
        return defaultLocale;
    }

    /**
     * @param chosen the user's own choice, null when they made none
     * @param languageCode the user's {@code language_code}, null when Telegram sent none
     * @return the first supported of: the choice, then the language code, each in full then as its language alone;
     *         else the default
     */
    public Locale resolve(@Nullable Locale chosen, @Nullable String languageCode) {
        for (Locale candidate : candidates(chosen, languageCode)) {
            if (isSupported(candidate)) {
                return candidate;
            }
        }
        return defaultLocale;
    }

    /**
     * What to try, most specific first, for something that exists per locale (a message bundle): the locale itself,
     * its language alone, then the default and its language.
     *
     * @param locale a resolved locale
     * @return the chain, without duplicates
     */
    public List<Locale> fallbacks(Locale locale) {
        Set<Locale> chain = new LinkedHashSet<>();
        addWithLanguage(chain, locale);
        addWithLanguage(chain, defaultLocale);
        return List.copyOf(chain);
    }

    private List<Locale> candidates(@Nullable Locale chosen, @Nullable String languageCode) {
        Set<Locale> candidates = new LinkedHashSet<>();
        if (chosen != null) {
            addWithLanguage(candidates, chosen);
        }
        Locale telegram = parse(languageCode);
        if (telegram != null) {
            addWithLanguage(candidates, telegram);
        }
        return new ArrayList<>(candidates);
    }

    /**
     * @param locale a locale
     * @return the supported locale it names in full or by its language, else null
     */
    public @Nullable Locale supported(Locale locale) {
        for (Locale candidate : candidates(locale, null)) {
            if (isSupported(candidate)) {
                return candidate;
            }
        }
        return null;
    }

    private boolean isSupported(Locale candidate) {
        if (supported.isEmpty()) {
            return true;
        }
        for (Locale locale : supported) {
            if (locale.toLanguageTag().equalsIgnoreCase(candidate.toLanguageTag())) {
                return true;
            }
        }
        return false;
    }

    private static void addWithLanguage(Set<Locale> chain, Locale locale) {
        if (!locale.getLanguage().isEmpty()) {
            chain.add(locale);
            chain.add(Locale.forLanguageTag(locale.getLanguage()));
        }
    }

    /**
     * @param languageCode an IETF language tag as Telegram sends it, in any case
     * @return its locale; null for null, blank or ill-formed tags (a client may send anything)
     */
    public static @Nullable Locale parse(@Nullable String languageCode) {
        if (languageCode == null || languageCode.isBlank()) {
            return null;
        }
        try {
            Locale locale = new Locale.Builder().setLanguageTag(languageCode.strip().replace('_', '-')).build();
            return locale.getLanguage().isEmpty() ? null : locale;
        } catch (IllformedLocaleException e) {
            return null;
        }
    }
}
