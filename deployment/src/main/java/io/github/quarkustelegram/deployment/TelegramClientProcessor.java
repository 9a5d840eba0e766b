package io.github.quarkustelegram.deployment;

import io.github.quarkustelegram.ReactiveTelegramBot;
import io.github.quarkustelegram.TelegramBot;
import io.github.quarkustelegram.TelegramClient;
import io.github.quarkustelegram.files.TelegramFiles;
import io.github.quarkustelegram.runtime.TelegramBotProducer;
import io.github.quarkustelegram.transport.TelegramTransport;
import io.quarkus.arc.deployment.AdditionalBeanBuildItem;
import io.quarkus.arc.deployment.UnremovableBeanBuildItem;
import io.quarkus.deployment.annotations.BuildStep;

/**
 * The client's build steps: the beans a bot injects. Their configuration ({@code quarkus.telegram.*},
 * {@code TelegramConfig}) is a run-time config root the extension processor lists, so it needs no step here; nor does
 * the REST client, used through its Jakarta REST client API (no typed interface to index).
 */
class TelegramClientProcessor {

    /** The producer of {@code TelegramClient} and of the bots, transport and files made from it. */
    @BuildStep
    AdditionalBeanBuildItem clientBeans() {
        return AdditionalBeanBuildItem.unremovableOf(TelegramBotProducer.class);
    }

    /**
     * Kept even when nothing injects them, so that code looking them up programmatically finds them; they are lazy
     * singletons, so an unused one costs nothing.
     */
    @BuildStep
    UnremovableBeanBuildItem keepClientBeans() {
        return UnremovableBeanBuildItem.beanTypes(TelegramClient.class, TelegramBot.class,
                ReactiveTelegramBot.class, TelegramTransport.class, TelegramFiles.class);
    }
}
