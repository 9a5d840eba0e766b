package io.github.quarkustelegram.runtime.dispatch;

import jakarta.enterprise.context.RequestScoped;
import jakarta.enterprise.inject.Any;
import jakarta.enterprise.invoke.Invoker;

import org.jspecify.annotations.Nullable;

import io.quarkus.arc.Arc;
import io.quarkus.arc.InjectableContext.ContextState;
import io.quarkus.arc.ManagedContext;
import io.smallrye.mutiny.Multi;
import io.smallrye.mutiny.Uni;

/**
 * A handler method called inside a CDI request context of its own, as Quarkus gives one to each HTTP request and each
 * WebSocket message: a {@code @RequestScoped} bean the method uses (a quarkus-langchain4j AI service is one by default,
 * a Hibernate session wants one) is made for this call and destroyed when the call's result is over: at once for a
 * plain result, when a returned {@code Uni} ends, when a returned {@code Multi} (a streamed answer) ends. Without it,
 * such a bean worked only where some other request context happened to be active on the thread. A context already
 * active on the thread is put back after the call.
 */
final class RequestContextInvoker implements Invoker<Object, Object> {

    private final Invoker<Object, Object> method;
    private final ManagedContext requests;

    private RequestContextInvoker(Invoker<Object, Object> method, ManagedContext requests) {
        this.method = method;
        this.requests = requests;
    }

    /**
     * @param method a handler's invoker
     * @return it, calling the method in a request context of its own
     */
    static Invoker<Object, Object> around(Invoker<Object, Object> method) {
        return new RequestContextInvoker(method, Arc.container().requestContext());
    }

    /**
     * @return whether the application has request-scoped beans; without any, the handlers are called as they are
     *         (nothing to pay per update for what no bean needs)
     */
    static boolean needed() {
        return Arc.container().beanManager().getBeans(Object.class, Any.Literal.INSTANCE).stream()
                .anyMatch(bean -> bean.getScope() == RequestScoped.class);
    }

    @Override
    public @Nullable Object invoke(@Nullable Object instance, Object @Nullable [] arguments) throws Exception {
        ContextState outer = requests.isActive() ? requests.getState() : null;
        requests.activate();
        ContextState own = requests.getState();
        Object result;
        try {
            result = method.invoke(instance, arguments);
        } catch (Exception | Error e) {
            requests.destroy(own);
            throw e;
        } finally {
            requests.deactivate();
            if (outer != null) {
                requests.activate(outer);
            }
        }
        return endedWith(result, own);
    }

    /** The call's beans are destroyed once its result is over. */
    private @Nullable Object endedWith(@Nullable Object result, ContextState own) {
        if (result instanceof Uni<?> uni) {
            return uni.onTermination().invoke(() -> requests.destroy(own));
        }
        if (result instanceof Multi<?> multi) {
            return multi.onTermination().invoke(() -> requests.destroy(own));
        }
        requests.destroy(own);
        return result;
    }
}
