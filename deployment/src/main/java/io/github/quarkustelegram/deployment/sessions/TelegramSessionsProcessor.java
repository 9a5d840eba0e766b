package io.github.quarkustelegram.deployment.sessions;

import java.util.TreeSet;

import org.jboss.jandex.AnnotationInstance;
import org.jboss.jandex.AnnotationTarget;

import io.github.quarkustelegram.runtime.sessions.SessionEngine;
import io.quarkus.arc.deployment.AdditionalBeanBuildItem;
import io.quarkus.deployment.annotations.BuildProducer;
import io.quarkus.deployment.annotations.BuildStep;
import io.quarkus.deployment.builditem.CombinedIndexBuildItem;
import io.quarkus.deployment.builditem.nativeimage.ReflectiveClassBuildItem;

/**
 * Sessions: the {@code Sessions} bean (its store is a state bean, in memory or on Redis), and the session classes
 * open to reflection, so that the engine makes and reads them in a native image too. Handler parameters are a
 * {@code HandlerArgument} ({@code SessionArgument}).
 */
class TelegramSessionsProcessor {

    @BuildStep
    AdditionalBeanBuildItem sessionsBean() {
        return AdditionalBeanBuildItem.unremovableOf(SessionEngine.class);
    }

    @BuildStep
    void sessionClassesForReflection(CombinedIndexBuildItem index, BuildProducer<ReflectiveClassBuildItem> reflective) {
        TreeSet<String> classes = new TreeSet<>();
        for (AnnotationInstance data : index.getIndex().getAnnotations(SessionParameters.SESSION_DATA)) {
            if (data.target().kind() == AnnotationTarget.Kind.CLASS) {
                classes.add(data.target().asClass().name().toString());
            }
        }
        if (!classes.isEmpty()) {
            reflective.produce(ReflectiveClassBuildItem.builder(classes.toArray(new String[0])).constructors()
                    .methods().fields().build());
        }
    }
}
