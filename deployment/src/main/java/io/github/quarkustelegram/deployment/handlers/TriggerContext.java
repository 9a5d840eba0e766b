package io.github.quarkustelegram.deployment.handlers;

import java.util.List;

import org.jboss.jandex.AnnotationInstance;
import org.jboss.jandex.AnnotationValue;
import org.jboss.jandex.IndexView;
import org.jboss.jandex.MethodInfo;
import org.jspecify.annotations.Nullable;

/** A handler method and its annotation, as its {@link HandlerTrigger} reads them. */
public final class TriggerContext {

    private final MethodInfo method;
    private final AnnotationInstance annotation;
    private final IndexView index;
    private final List<String> problems;

    TriggerContext(MethodInfo method, AnnotationInstance annotation, IndexView index, List<String> problems) {
        this.method = method;
        this.annotation = annotation;
        this.index = index;
        this.problems = problems;
    }

    /** @return the method */
    public MethodInfo method() {
        return method;
    }

    /** @return the handler annotation on it */
    public AnnotationInstance annotation() {
        return annotation;
    }

    /**
     * @param name an attribute of the annotation
     * @return its value, null when absent (an attribute left to its default is absent from the index)
     */
    public @Nullable AnnotationValue value(String name) {
        return annotation.value(name);
    }

    /** @return the index, to look at types */
    public IndexView index() {
        return index;
    }

    /** @return {@code Class#method} */
    public String name() {
        return HandlerScanner.name(method);
    }

    /**
     * Reports a mistake: the build fails with it, next to the other problems.
     *
     * @param problem what is wrong, e.g. {@code @OnText is not a valid regular expression...}; it is prefixed with
     *        {@code Class#method: }
     */
    public void problem(String problem) {
        problems.add(name() + ": " + problem);
    }
}
