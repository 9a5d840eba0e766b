package io.github.quarkustelegram.deployment.handlers.arguments;

import java.util.Locale;

import org.jboss.jandex.DotName;

import io.github.quarkustelegram.deployment.handlers.ContextMethod;
import io.github.quarkustelegram.deployment.handlers.HandlerArgument;
import io.github.quarkustelegram.deployment.handlers.HandlerContext;
import io.github.quarkustelegram.i18n.UserLocales;

/** {@code Locale}: the language the update's sender is answered in ({@link UserLocales}). */
public final class LocaleArgument implements HandlerArgument {

    private static final DotName TYPE = DotName.createSimple(Locale.class);
    private static final ContextMethod VALUE = new ContextMethod(UserLocales.class, "of");

    @Override
    public DotName type(HandlerContext handler) {
        return TYPE;
    }

    @Override
    public ContextMethod value(HandlerContext handler) {
        return VALUE;
    }
}
