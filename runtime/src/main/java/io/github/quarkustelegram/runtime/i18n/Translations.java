package io.github.quarkustelegram.runtime.i18n;

import java.util.List;
import java.util.Locale;
import java.util.ResourceBundle;

/**
 * The engine behind {@code i18n.UserLocales}: the locale chain and, when the application has Qute, its message
 * bundles.
 */
public final class Translations {

    private static final boolean QUTE = present("io.quarkus.qute.i18n.MessageBundles");

    private final LocaleChain chain;
    private final Object bundles;
    private final ResourceBundle.Control fallbacks;

    /** @param chain the application's locales */
    public Translations(LocaleChain chain) {
        this.chain = chain;
        this.bundles = QUTE ? new QuteBundles() : new Object();
        Locale defaultLocale = chain.defaultLocale();
        this.fallbacks = new ResourceBundle.Control() {
            @Override
            public List<String> getFormats(String baseName) {
                return FORMAT_PROPERTIES;
            }

            @Override
            public Locale getFallbackLocale(String baseName, Locale locale) {
                return locale.equals(defaultLocale) ? null : defaultLocale;
            }
        };
    }

    /** @return how resource bundles fall back: to the application's default locale, not the JVM's */
    public ResourceBundle.Control resourceBundles() {
        return fallbacks;
    }

    /** @return the locale chain */
    public LocaleChain chain() {
        return chain;
    }

    /**
     * @param bundle a Qute message bundle interface
     * @param locale the locale wanted
     * @param <T> its type
     * @return the bundle in the first of {@code locale}, its language, the default locale, that has one
     */
    public <T> T bundle(Class<T> bundle, Locale locale) {
        if (!QUTE) {
            throw new IllegalStateException("Message bundles need Qute: add io.quarkus:quarkus-qute to the application");
        }
        return ((QuteBundles) bundles).bundle(bundle, locale, chain.fallbacks(locale));
    }

    private static boolean present(String className) {
        try {
            Class.forName(className, false, Translations.class.getClassLoader());
            return true;
        } catch (ClassNotFoundException | LinkageError e) {
            return false;
        }
    }
}
