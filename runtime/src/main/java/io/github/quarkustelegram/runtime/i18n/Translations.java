package io.github.quarkustelegram.runtime.i18n;

import java.util.Locale;

/**
 * The engine behind {@code i18n.UserLocales}: the locale chain and, when the application has Qute, its message
 * bundles.
 */
public final class Translations {

    private static final boolean QUTE = present("io.quarkus.qute.i18n.MessageBundles");

    private final LocaleChain chain;
    private final Object bundles;

    /** @param chain the application's locales */
    public Translations(LocaleChain chain) {
        this.chain = chain;
        this.bundles = QUTE ? new QuteBundles() : new Object();
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
