package io.github.quarkustelegram.runtime.dispatch;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.dispatch.HandlerErrorHook;
import io.smallrye.mutiny.Uni;

/**
 * Where a failed update goes: the {@code @OnError} method of the failed handler's class whose failure type is the most
 * specific for the failure, else the application's {@link HandlerErrorHook}; when the method fails too, the hook gets
 * its failure, the handler's attached. Chosen by the failed handler's name ({@code Class#method}), on the failure path
 * only: an update that does not fail pays nothing for it.
 */
final class FailureHandling {

    /**
     * An {@code @OnError} method.
     *
     * @param handlerClass the class whose handlers' failures it handles
     * @param failure the type it handles, with its subclasses
     * @param method the method, run as a handler is
     */
    record ErrorMethod(String handlerClass, Class<? extends Throwable> failure, AnnotatedHandler method) {
    }

    private final HandlerErrorHook hook;
    /** By handler class, then failure type. */
    private final Map<String, Map<Class<?>, AnnotatedHandler>> byClass = new HashMap<>();

    FailureHandling(List<ErrorMethod> methods, HandlerErrorHook hook) {
        this.hook = Objects.requireNonNull(hook, "hook");
        for (ErrorMethod method : methods) {
            byClass.computeIfAbsent(method.handlerClass(), c -> new HashMap<>()).put(method.failure(), method.method());
        }
    }

    /**
     * @param context the failed update, its handler chosen (or "routing"); null when it could not even be read
     * @param failure what failed
     * @return completes when the failure was handled, the update then counting as handled; fails when it was not
     */
    Uni<Void> onError(@Nullable DispatchContext context, Throwable failure) {
        AnnotatedHandler method = byClass.isEmpty() || context == null ? null : method(context.handlerName(), failure);
        if (method == null) {
            return hook(context, failure);
        }
        context.failureBeingHandled(unwrapped(failure));
        return Uni.createFrom().deferred(() -> Objects.requireNonNull(method.handle(context, context),
                "an @OnError method's handler returned a null Uni"))
                .onFailure().recoverWithUni(own -> {
                    if (own != failure) {
                        own.addSuppressed(failure);
                    }
                    return hook(context, own);
                });
    }

    private Uni<Void> hook(@Nullable DispatchContext context, Throwable failure) {
        return Objects.requireNonNull(hook.onError(context, failure), "the error hook returned a null Uni");
    }

    private @Nullable AnnotatedHandler method(String handlerName, Throwable failure) {
        int hash = handlerName.indexOf('#');
        Map<Class<?>, AnnotatedHandler> methods = hash < 0 ? null : byClass.get(handlerName.substring(0, hash));
        if (methods == null) {
            return null;
        }
        for (Class<?> type = unwrapped(failure).getClass(); type != null; type = type.getSuperclass()) {
            AnnotatedHandler method = methods.get(type);
            if (method != null) {
                return method;
            }
        }
        return null;
    }

    /** A checked exception a blocking handler threw is what its method handles, not the wrapper carrying it. */
    private static Throwable unwrapped(Throwable failure) {
        return failure instanceof AnnotatedHandler.HandlerInvocationException && failure.getCause() != null
                ? failure.getCause()
                : failure;
    }
}
