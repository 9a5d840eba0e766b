package io.github.quarkustelegram.runtime.hooks;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

import io.github.quarkustelegram.TelegramClient;
import io.github.quarkustelegram.hooks.UpdateListener;
import io.github.quarkustelegram.transport.TransportDecorator;
import io.quarkus.arc.InstanceHandle;

/**
 * The hook beans, in the order of their {@code @Priority} (ArC's bean priority; 0 without one), lowest first; beans of
 * equal priority by class name, so that the order is the same on every start. Collected once, when the client or the
 * dispatcher is created.
 */
public final class HookBeans {

    private HookBeans() {
    }

    /**
     * @param builder the client's builder
     * @param decorators the {@link TransportDecorator} beans
     * @return the builder, with each decorator at its bean's priority
     */
    public static TelegramClient.Builder decorate(TelegramClient.Builder builder,
            List<InstanceHandle<TransportDecorator>> decorators) {
        for (InstanceHandle<TransportDecorator> handle : sorted(decorators)) {
            builder.decorator(handle.getBean().getPriority(), handle.get());
        }
        return builder;
    }

    /**
     * @param listeners the listener beans ({@link UpdateListener}, {@code CallListener})
     * @param <L> their type
     * @return their instances, lowest priority first
     */
    public static <L> List<L> listeners(List<InstanceHandle<L>> listeners) {
        List<L> ordered = new ArrayList<>(listeners.size());
        for (InstanceHandle<L> handle : sorted(listeners)) {
            ordered.add(handle.get());
        }
        return ordered;
    }

    private static <T> List<InstanceHandle<T>> sorted(List<InstanceHandle<T>> handles) {
        List<InstanceHandle<T>> sorted = new ArrayList<>(handles);
        sorted.sort(Comparator.comparingInt((InstanceHandle<T> h) -> h.getBean().getPriority())
                .thenComparing(h -> h.getBean().getBeanClass().getName()));
        return sorted;
    }
}
