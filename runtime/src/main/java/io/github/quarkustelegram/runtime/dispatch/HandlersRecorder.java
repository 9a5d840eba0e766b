package io.github.quarkustelegram.runtime.dispatch;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.function.Function;

import jakarta.enterprise.invoke.Invoker;

import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.dispatch.Filters;
import io.github.quarkustelegram.dispatch.Route;
import io.github.quarkustelegram.dispatch.UpdateFilter;
import io.github.quarkustelegram.runtime.replies.ResultDelivery;
import io.github.quarkustelegram.runtime.sessions.HandlerSessions;
import io.github.quarkustelegram.runtime.sessions.SessionEngine;
import io.quarkus.arc.SyntheticCreationalContext;
import io.quarkus.runtime.annotations.Recorder;
import io.smallrye.mutiny.infrastructure.Infrastructure;

/**
 * Makes the {@link AnnotatedHandlers} bean from the handler definitions the build recorded and the synthetic bean's
 * parameters: the CDI invokers it generated ({@value #INVOKERS}, in the same order), and each handler's filter classes
 * ({@link #filtersParam(int)}), which are injection points of the bean: ArC checks them at build time and gives them
 * here, when the bean is created.
 */
@Recorder
public class HandlersRecorder {

    /** The synthetic bean's parameter holding the invokers. */
    public static final String INVOKERS = "invokers";

    /**
     * @param handler a handler's position among the definitions
     * @return the synthetic bean's parameter holding its filter classes
     */
    public static String filtersParam(int handler) {
        return "filters." + handler;
    }

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
                Route route = route(definition, invoker(invokers[i]), filters(context, i), sessions(context, definition));
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

    /** @return the handler's filter beans, injected into the bean being created */
    private static List<UpdateFilter> filters(SyntheticCreationalContext<AnnotatedHandlers> context, int handler) {
        Class<?>[] classes = (Class<?>[]) context.getParams().get(filtersParam(handler));
        List<UpdateFilter> filters = new ArrayList<>();
        if (classes != null) {
            for (Class<?> filterClass : classes) {
                filters.add(context.getInjectedReference(filterClass.asSubclass(UpdateFilter.class)));
            }
        }
        return filters;
    }

    /**
     * @return the handler's session parameters, null when it has none; the engine is an injection point of the bean
     *         when some handler has them
     */
    private static @Nullable HandlerSessions sessions(SyntheticCreationalContext<AnnotatedHandlers> context,
            HandlerDefinition definition) {
        if (definition.sessions().isEmpty()) {
            return null;
        }
        return HandlerSessions.of(definition.sessions(), context.getInjectedReference(SessionEngine.class),
                Thread.currentThread().getContextClassLoader());
    }

    private static Route route(HandlerDefinition definition, Invoker<Object, Object> invoker,
            List<UpdateFilter> filters, @Nullable HandlerSessions sessions) {
        UpdateFilter filter = Filters.any();
        boolean filtered = false;
        if (!definition.chatTypes().isEmpty()) {
            filter = Filters.chatTypeNamed(new HashSet<>(definition.chatTypes()));
            filtered = true;
        }
        for (UpdateFilter beanFilter : filters) {
            filter = filter.and(beanFilter);
            filtered = true;
        }
        AnnotatedHandler handler = new AnnotatedHandler(invoker, definition.parameters(), definition.blocking(),
                Infrastructure.getDefaultWorkerPool(), sessions, ResultDelivery.of(definition.result()));
        return new Route(definition.name(), definition.trigger(), filter, handler, filtered);
    }
}
