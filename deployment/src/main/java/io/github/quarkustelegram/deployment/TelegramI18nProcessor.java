package io.github.quarkustelegram.deployment;

import io.github.quarkustelegram.deployment.handlers.HandlerArgumentBuildItem;
import io.github.quarkustelegram.deployment.handlers.arguments.LocaleArgument;
import io.github.quarkustelegram.i18n.UserLocales;
import io.quarkus.arc.deployment.AdditionalBeanBuildItem;
import io.quarkus.deployment.annotations.BuildStep;

/** Answering users in their language: the {@link UserLocales} bean and handlers' {@code Locale} parameters. */
public class TelegramI18nProcessor {

    @BuildStep
    AdditionalBeanBuildItem userLocales() {
        return AdditionalBeanBuildItem.unremovableOf(UserLocales.class);
    }

    @BuildStep
    HandlerArgumentBuildItem localeArgument() {
        return new HandlerArgumentBuildItem(new LocaleArgument());
    }
}
