package io.github.quarkustelegram.deployment.handlers;

import java.util.List;

import org.jboss.jandex.AnnotationInstance;
import org.jboss.jandex.DotName;

import io.github.quarkustelegram.deployment.handlers.triggers.OnCallbackDataAnnotation;
import io.github.quarkustelegram.deployment.handlers.triggers.OnCommandAnnotation;
import io.github.quarkustelegram.deployment.handlers.triggers.OnTextAnnotation;
import io.github.quarkustelegram.deployment.handlers.triggers.OnUpdateAnnotation;

/**
 * One handler annotation ({@code @OnCommand}, {@code @OnText}...): reads what it makes a method handle and checks it.
 * What all of them share ({@code chatType}, {@code filter}, {@code @InConversation}) is read by the
 * {@link HandlerScanner}.
 */
public interface TriggerAnnotation {

    /** Each handler annotation, in the order the build looks for them. */
    List<TriggerAnnotation> ALL = List.of(new OnCommandAnnotation(), new OnTextAnnotation(),
            new OnCallbackDataAnnotation(), new OnUpdateAnnotation());

    /** @return the name of each handler annotation */
    static List<DotName> names() {
        return ALL.stream().map(TriggerAnnotation::name).toList();
    }

    /** @return the annotation's name */
    DotName name();

    /**
     * @param handler {@code Class#method}, to name in problems
     * @param annotation the annotation on the method
     * @param problems where each mistake goes, naming the handler
     * @return the trigger; when there were mistakes, as much of it as could be read (its parameters are checked too)
     */
    FoundTrigger read(String handler, AnnotationInstance annotation, List<String> problems);
}
