package io.github.quarkustelegram.runtime.dispatch;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;

import jakarta.enterprise.invoke.Invoker;

import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.dispatch.Filters;
import io.github.quarkustelegram.dispatch.Route;
import io.github.quarkustelegram.dispatch.UpdateFilter;
import io.github.quarkustelegram.dispatch.UpdateMiddleware;
import io.github.quarkustelegram.runtime.dispatch.conversations.ConversationDefinition;
import io.github.quarkustelegram.runtime.replies.ResultDelivery;
import io.github.quarkustelegram.runtime.replies.ResultType;
import io.github.quarkustelegram.runtime.sessions.HandlerSessions;
import io.github.quarkustelegram.runtime.sessions.SessionEngine;
import io.github.quarkustelegram.runtime.streaming.AnswerStreams;
import io.quarkus.arc.SyntheticCreationalContext;
import io.quarkus.runtime.annotations.Recorder;
import io.smallrye.mutiny.infrastructure.Infrastructure;

/**
 * Makes the {@link AnnotatedHandlers} bean from the handler definitions the build recorded and the synthetic bean's
 * parameters: the CDI invokers it generated ({@value #INVOKERS}, in the same order; {@value #ERROR_INVOKERS} for the
 * {@code @OnError} methods), and each handler's filter and class-middleware classes ({@link #filtersParam(int)},
 * {@link #middlewareParam(int)}), which are injection points of the bean: ArC checks them at build time and gives them
 * here, when the bean is created.
 */
@Recorder
public class HandlersRecorder {

    /** The synthetic bean's parameter holding the invokers. */
    public static final String INVOKERS = "invokers";
    /** The synthetic bean's parameter holding the invokers of the {@code @OnError} methods. */
    public static final String ERROR_INVOKERS = "error-invokers";

    /**
     * @param handler a handler's position among the definitions
     * @return the synthetic bean's parameter holding its filter classes
     */
    public static String filtersParam(int handler) {
        return "filters." + handler;
    }

    /**
     * @param handler a handler's position among the definitions
     * @return the synthetic bean's parameter holding the middleware classes of its class's {@code @Router}
     */
    public static String middlewareParam(int handler) {
        return "middleware." + handler;
    }

    /**
     * @param definitions the handlers, in the order of the invokers
     * @param errors the {@code @OnError} methods, in the order of their invokers
     * @param conversations the conversations classes declare with {@code @Conversational}
     * @return the creator of the {@link AnnotatedHandlers} bean
     */
    public Function<SyntheticCreationalContext<AnnotatedHandlers>, AnnotatedHandlers> handlers(
            List<HandlerDefinition> definitions, List<ErrorHandlerDefinition> errors,
            List<ConversationDefinition> conversations) {
        return context -> {
            Object[] invokers = invokers(context, INVOKERS, definitions.size());
            boolean requestScoped = RequestContextInvoker.needed();
            List<Route> routes = new ArrayList<>();
            List<AnnotatedHandlers.Step> steps = new ArrayList<>();
            Set<String> classMiddleware = new TreeSet<>();
            for (int i = 0; i < invokers.length; i++) {
                HandlerDefinition definition = definitions.get(i);
                Class<?>[] middlewareClasses = classes(context, middlewareParam(i));
                for (Class<?> middlewareClass : middlewareClasses) {
                    classMiddleware.add(middlewareClass.getName());
                }
                Route route = route(definition, invoker(invokers[i], requestScoped), delivery(context, definition.result()),
                        injected(context, classes(context, filtersParam(i)), UpdateFilter.class),
                        sessions(context, definition), injected(context, middlewareClasses, UpdateMiddleware.class));
                if (definition.conversation().isEmpty()) {
                    routes.add(route);
                } else {
                    steps.add(new AnnotatedHandlers.Step(definition.conversation(), definition.state(), route));
                }
            }
            Object[] errorInvokers = invokers(context, ERROR_INVOKERS, errors.size());
            List<FailureHandling.ErrorMethod> errorMethods = new ArrayList<>();
            for (int i = 0; i < errorInvokers.length; i++) {
                ErrorHandlerDefinition error = errors.get(i);
                errorMethods.add(new FailureHandling.ErrorMethod(error.handlerClass(), failureType(error),
                        new AnnotatedHandler(invoker(errorInvokers[i], requestScoped), error.parameters(), error.blocking(),
                                Infrastructure.getDefaultWorkerPool(), delivery(context, error.result()))));
            }
            return new AnnotatedHandlers(routes, steps, errorMethods, classMiddleware,
                    conversations.stream().map(ConversationDefinition::conversation).toList());
        };
    }

    private static Object[] invokers(SyntheticCreationalContext<AnnotatedHandlers> context, String param, int expected) {
        Object[] invokers = (Object[]) context.getParams().get(param);
        int found = invokers == null ? 0 : invokers.length;
        if (found != expected) {
            throw new IllegalStateException("quarkus-telegram: " + expected + " methods but " + found + " invokers ("
                    + param + ")");
        }
        return invokers == null ? new Object[0] : invokers;
    }

    private static Class<? extends Throwable> failureType(ErrorHandlerDefinition error) {
        try {
            return Class.forName(error.failure(), false, Thread.currentThread().getContextClassLoader())
                    .asSubclass(Throwable.class);
        } catch (ClassNotFoundException e) {
            throw new IllegalStateException("quarkus-telegram: " + error.name() + " handles " + error.failure()
                    + ", which cannot be loaded", e);
        }
    }

    /**
     * @param requestScoped whether the application has request-scoped beans: then each call has a request context
     */
    @SuppressWarnings("unchecked")
    private static Invoker<Object, Object> invoker(Object invoker, boolean requestScoped) {
        Invoker<Object, Object> method = (Invoker<Object, Object>) invoker;
        return requestScoped ? RequestContextInvoker.around(method) : method;
    }

    /** @return the classes a parameter of the bean holds (a handler's filters or middleware), none when absent */
    private static Class<?>[] classes(SyntheticCreationalContext<AnnotatedHandlers> context, String param) {
        Class<?>[] classes = (Class<?>[]) context.getParams().get(param);
        return classes == null ? new Class<?>[0] : classes;
    }

    /** @return the beans of those classes, injected into the bean being created, in order */
    private static <T> List<T> injected(SyntheticCreationalContext<AnnotatedHandlers> context, Class<?>[] classes,
            Class<T> type) {
        List<T> beans = new ArrayList<>();
        for (Class<?> beanClass : classes) {
            beans.add(context.getInjectedReference(beanClass.asSubclass(type)));
        }
        return beans;
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

    /**
     * @return how a handler's results are sent; a {@code Multi} streams, through the streams' bean, an injection
     *         point of the handlers' bean when some handler streams
     */
    private static ResultDelivery delivery(SyntheticCreationalContext<AnnotatedHandlers> context, ResultType result) {
        return result.multi() ? context.getInjectedReference(AnswerStreams.class).delivery(result.element())
                : ResultDelivery.of(result);
    }

    private static Route route(HandlerDefinition definition, Invoker<Object, Object> invoker, ResultDelivery delivery,
            List<UpdateFilter> filters, @Nullable HandlerSessions sessions, List<UpdateMiddleware> middleware) {
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
                Infrastructure.getDefaultWorkerPool(), sessions, delivery,
                middleware.isEmpty() ? null : new MiddlewareChain(middleware));
        return new Route(definition.name(), definition.trigger(), filter, handler, filtered);
    }
}
