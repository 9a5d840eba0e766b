package io.github.quarkustelegram.deployment;

import io.github.quarkustelegram.i18n.UserLocales;
import io.quarkus.arc.deployment.AdditionalBeanBuildItem;
import io.quarkus.deployment.annotations.BuildStep;

/**
 * Answering users in their language: the {@link UserLocales} bean, and the one giving handlers' {@code Locale}
 * parameters ({@code ContextValueArgument.LOCALE}, read through {@code DispatchContext#locale}).
 */
public class TelegramI18nProcessor {

    /** The package-private bean that gives the dispatcher the handlers' locales, named as deployment cannot see it. */
    static final String HANDLER_LOCALES = "io.github.quarkustelegram.i18n.HandlerLocales";

    @BuildStep
    AdditionalBeanBuildItem userLocales() {
        return AdditionalBeanBuildItem.builder().addBeanClasses(UserLocales.class.getName(), HANDLER_LOCALES)
                .setUnremovable().build();
    }
}
