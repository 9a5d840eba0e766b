package io.github.quarkustelegram.runtime.dispatch;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.function.Function;

import jakarta.enterprise.invoke.Invoker;

import io.github.quarkustelegram.dispatch.Filters;
import io.github.quarkustelegram.dispatch.Route;
import io.github.quarkustelegram.dispatch.UpdateFilter;
import io.quarkus.arc.Arc;
import io.quarkus.arc.SyntheticCreationalContext;
import io.quarkus.runtime.annotations.Recorder;
import io.smallrye.mutiny.infrastructure.Infrastructure;

/**
 * Makes the {@link AnnotatedHandlers} bean from the handler definitions the build recorded and the CDI invokers it
 * generated (the synthetic bean's {@value #INVOKERS} parameter, in the same order).
 */
@Recorder
public class HandlersRecorder {

    /** The synthetic bean's parameter holding the invokers. */
    public static final String INVOKERS = "invokers";

    /**
     * @param definitions the handlers, in the order of the invokers
     * @return the creator of the {@link AnnotatedHandlers} bean
     */
    public Function<SyntheticCreationalContext<AnnotatedHandlers>, AnnotatedHandlers> handlers(
            List<HandlerDefinition> definitions) {
        return context -> {
            Object[] invokers = (Object[]) context.getParams().get(INVOKERS);
            if (invokers == null || invokers.length != definitions.size()) {
                throw new IllegalStateException("quarkus-telegram: " + definitions.size() + " handlers but "
                        + (invokers == null ? 0 : invokers.length) + " invokers");
            }
            List<Route> routes = new ArrayList<>();
            List<AnnotatedHandlers.Step> steps = new ArrayList<>();
            for (int i = 0; i < invokers.length; i++) {
                HandlerDefinition definition = definitions.get(i);
                Route route = route(definition, invoker(invokers[i]));
                if (definition.conversation().isEmpty()) {
                    routes.add(route);
                } else {
                    steps.add(new AnnotatedHandlers.Step(definition.conversation(), definition.state(), route));
                }
            }
            return new AnnotatedHandlers(routes, steps);
        };
    }

    @SuppressWarnings("unchecked")
    private static Invoker<Object, Object> invoker(Object invoker) {
        return (Invoker<Object, Object>) invoker;
    }

    private static Route route(HandlerDefinition definition, Invoker<Object, Object> invoker) {
        UpdateFilter filter = Filters.any();
        boolean filtered = false;
        if (!definition.chatTypes().isEmpty()) {
            filter = Filters.chatTypeNamed(new HashSet<>(definition.chatTypes()));
            filtered = true;
        }
        for (String filterClass : definition.filters()) {
            filter = filter.and(filterBean(filterClass));
            filtered = true;
        }
        AnnotatedHandler handler = new AnnotatedHandler(invoker, definition.arguments(), definition.blocking(),
                Infrastructure.getDefaultWorkerPool());
        return new Route(definition.name(), definition.toTrigger(), filter, handler, filtered);
    }

    /** Filter classes are beans (the build makes those that are not): no reflection. */
    private static UpdateFilter filterBean(String className) {
        for (var handle : Arc.container().listAll(UpdateFilter.class)) {
            if (handle.getBean().getBeanClass().getName().equals(className)) {
                return handle.get();
            }
        }
        throw new IllegalStateException("quarkus-telegram: the filter " + className + " is not a bean");
    }
}
