package io.github.quarkustelegram.runtime.dispatch;

import java.util.List;
import java.util.Set;

import jakarta.enterprise.invoke.Invoker;

import io.github.quarkustelegram.dispatch.Conversation;
import io.github.quarkustelegram.dispatch.Route;
import io.github.quarkustelegram.dispatch.UpdateHandler;
import io.github.quarkustelegram.runtime.replies.ResultDelivery;
import io.github.quarkustelegram.runtime.replies.ResultType;

/**
 * The routes of the annotated handler methods the build found, as a bean (synthetic, made by the build) that the
 * router starts from.
 *
 * @param routes the routes, in the order the build sorted them (by class and method name)
 * @param steps the conversation steps ({@code @InConversation}), in the same order
 * @param errorMethods the {@code @OnError} methods of the handler classes
 * @param classMiddleware the classes of the middleware named by {@code @Router}s: not also global middleware
 * @param conversations the conversations classes declare with {@code @Conversational}
 */
public record AnnotatedHandlers(List<Route> routes, List<Step> steps, List<FailureHandling.ErrorMethod> errorMethods,
        Set<String> classMiddleware, List<Conversation> conversations) {

    /**
     * An annotated conversation step.
     *
     * @param conversation the conversation's name
     * @param state the state it applies in
     * @param route its trigger, filter and handler
     */
    public record Step(String conversation, String state, Route route) {
    }

    /**
     * A handler as the build makes one for a method that runs on the routing thread, without sessions or class
     * middleware: for benchmarks and tests of the dispatcher's path through annotated handlers.
     *
     * @param invoker the method's invoker (given the update's context in every position)
     * @param parameters how many parameters the method has
     * @param result what its return type makes of its result
     * @return the handler
     */
    public static UpdateHandler nonBlocking(Invoker<Object, Object> invoker, int parameters, ResultType result) {
        return new AnnotatedHandler(invoker, parameters, false, Runnable::run, ResultDelivery.of(result));
    }

    /** Copies the lists. */
    public AnnotatedHandlers {
        routes = List.copyOf(routes);
        steps = List.copyOf(steps);
        errorMethods = List.copyOf(errorMethods);
        classMiddleware = Set.copyOf(classMiddleware);
        conversations = List.copyOf(conversations);
    }
}
