package io.github.quarkustelegram.deployment.broadcasts;

import java.util.List;

import org.jboss.jandex.ClassInfo;
import org.jboss.jandex.DotName;
import org.jboss.jandex.IndexView;

import io.github.quarkustelegram.broadcasts.BroadcastMessage;
import io.github.quarkustelegram.broadcasts.Broadcasts;
import io.github.quarkustelegram.broadcasts.ScheduledMessages;
import io.github.quarkustelegram.runtime.broadcasts.BroadcastActivity;
import io.github.quarkustelegram.runtime.broadcasts.BroadcastBeans;
import io.quarkus.arc.deployment.AdditionalBeanBuildItem;
import io.quarkus.arc.deployment.UnremovableBeanBuildItem;
import io.quarkus.deployment.annotations.BuildStep;
import io.quarkus.deployment.builditem.CombinedIndexBuildItem;
import io.quarkus.deployment.builditem.RunTimeConfigurationDefaultBuildItem;

/** Broadcasts and scheduled messages: their beans, and whether the engine starts at start-up. */
public class TelegramBroadcastsProcessor {

    static final String ENABLED = "quarkus.telegram.broadcasts.enabled";
    private static final List<DotName> FACES = List.of(DotName.createSimple(Broadcasts.class),
            DotName.createSimple(ScheduledMessages.class));
    private static final String EXTENSION_PACKAGE = "io.github.quarkustelegram.";

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

    /**
     * An application that names neither {@code Broadcasts} nor {@code ScheduledMessages} sends none: its engine does
     * not start (and never asks a shared store for them) unless configured to.
     */
    @BuildStep
    RunTimeConfigurationDefaultBuildItem enabledWhenUsed(CombinedIndexBuildItem combined) {
        IndexView index = combined.getIndex();
        boolean used = FACES.stream().flatMap(face -> index.getKnownUsers(face).stream())
                .map(ClassInfo::name).anyMatch(user -> !user.toString().startsWith(EXTENSION_PACKAGE));
        return new RunTimeConfigurationDefaultBuildItem(ENABLED, Boolean.toString(used));
    }
}
