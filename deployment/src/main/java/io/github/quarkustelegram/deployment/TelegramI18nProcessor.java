package io.github.quarkustelegram.deployment;

import io.github.quarkustelegram.i18n.UserLocales;
import io.quarkus.arc.deployment.AdditionalBeanBuildItem;
import io.quarkus.deployment.annotations.BuildStep;

/**
 * Answering users in their language: the {@link UserLocales} bean (handlers' {@code Locale} parameters are a built-in
 * {@code ContextValueArgument.LOCALE}).
 */
public class TelegramI18nProcessor {

    @BuildStep
    AdditionalBeanBuildItem userLocales() {
        return AdditionalBeanBuildItem.unremovableOf(UserLocales.class);
    }
}
