package io.github.quarkustelegram.deployment.broadcasts;

import io.github.quarkustelegram.broadcasts.BroadcastMessage;
import io.github.quarkustelegram.runtime.broadcasts.BroadcastActivity;
import io.github.quarkustelegram.runtime.broadcasts.BroadcastBeans;
import io.quarkus.arc.deployment.AdditionalBeanBuildItem;
import io.quarkus.arc.deployment.UnremovableBeanBuildItem;
import io.quarkus.deployment.annotations.BuildStep;

/** Broadcasts and scheduled messages: their beans. */
public class TelegramBroadcastsProcessor {

    @BuildStep
    AdditionalBeanBuildItem broadcastBeans() {
        return AdditionalBeanBuildItem.builder().addBeanClasses(BroadcastBeans.class, BroadcastActivity.class)
                .setUnremovable().build();
    }

    /** A message bean is found by its class when a broadcast goes on, never injected: it must not be removed. */
    @BuildStep
    UnremovableBeanBuildItem messageBeans() {
        return UnremovableBeanBuildItem.beanTypes(BroadcastMessage.class);
    }
}
