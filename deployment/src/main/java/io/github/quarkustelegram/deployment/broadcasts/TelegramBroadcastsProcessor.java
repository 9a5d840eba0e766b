package io.github.quarkustelegram.deployment.broadcasts;

import java.util.List;

import org.jboss.jandex.ClassInfo;
import org.jboss.jandex.DotName;
import org.jboss.jandex.IndexView;
import org.jboss.jandex.Type;

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
    /** The extension's own classes that name the faces (the faces themselves, their beans, the Dev UI). */
    private static final List<String> EXTENSION_PACKAGES = List.of("io.github.quarkustelegram.broadcasts.",
            "io.github.quarkustelegram.runtime.");

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
        boolean used = FACES.stream().anyMatch(face -> named(index, face));
        return new RunTimeConfigurationDefaultBuildItem(ENABLED, Boolean.toString(used));
    }

    /**
     * @return whether an application class names the type: a field, a method's (or constructor's) parameter, as
     *         itself or as a type argument ({@code Instance<Broadcasts>}); the index's users where it records them
     */
    private static boolean named(IndexView index, DotName face) {
        if (index.getKnownUsers(face).stream().anyMatch(user -> application(user.name()))) {
            return true;
        }
        for (ClassInfo type : index.getKnownClasses()) {
            if (!application(type.name())) {
                continue;
            }
            if (type.fields().stream().anyMatch(field -> names(field.type(), face))) {
                return true;
            }
            if (type.methods().stream().anyMatch(method -> method.parameterTypes().stream()
                    .anyMatch(parameter -> names(parameter, face)))) {
                return true;
            }
        }
        return false;
    }

    private static boolean names(Type type, DotName face) {
        if (type.name().equals(face)) {
            return true;
        }
        return type.kind() == Type.Kind.PARAMETERIZED_TYPE
                && type.asParameterizedType().arguments().stream().anyMatch(argument -> names(argument, face));
    }

    private static boolean application(DotName name) {
        String className = name.toString();
        return EXTENSION_PACKAGES.stream().noneMatch(className::startsWith);
    }
}
