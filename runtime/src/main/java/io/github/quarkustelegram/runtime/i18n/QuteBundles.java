package io.github.quarkustelegram.runtime.i18n;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import io.quarkus.arc.Arc;
import io.quarkus.arc.InstanceHandle;
import io.quarkus.qute.i18n.Localized;
import io.quarkus.qute.i18n.MessageBundle;

/**
 * A Qute message bundle in the first locale of a chain that has one. Qute has a bean per bundle and locale
 * ({@code @Localized("de")}) and fails for a locale without one; here the chain falls back instead, to the bundle's
 * default (unqualified) bean at the end. Each bundle and locale is looked up once. Loaded only when the application has
 * Qute (an optional dependency).
 */
final class QuteBundles {

    private final Map<Class<?>, Map<Locale, Object>> found = new ConcurrentHashMap<>();

    <T> T bundle(Class<T> bundle, Locale locale, List<Locale> chain) {
        Object instance = found.computeIfAbsent(bundle, any -> new ConcurrentHashMap<>())
                .computeIfAbsent(locale, any -> lookUp(bundle, chain));
        return bundle.cast(instance);
    }

    private static Object lookUp(Class<?> bundle, List<Locale> chain) {
        if (!bundle.isInterface() || !bundle.isAnnotationPresent(MessageBundle.class)) {
            throw new IllegalArgumentException(bundle.getName() + " is not a Qute message bundle: an interface annotated"
                    + " @io.quarkus.qute.i18n.MessageBundle");
        }
        for (Locale candidate : chain) {
            InstanceHandle<?> handle = Arc.container().instance(bundle, Localized.Literal.of(candidate.toLanguageTag()));
            if (handle.isAvailable()) {
                return handle.get();
            }
        }
        InstanceHandle<?> fallback = Arc.container().instance(bundle);
        if (!fallback.isAvailable()) {
            throw new IllegalStateException("No bean for the message bundle " + bundle.getName()
                    + ": is it used by no template and removed? Qute keeps every @MessageBundle interface");
        }
        return fallback.get();
    }
}
