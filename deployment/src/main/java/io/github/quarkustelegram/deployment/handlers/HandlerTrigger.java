package io.github.quarkustelegram.deployment.handlers;

import org.jboss.jandex.DotName;
import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.dispatch.Trigger;

/**
 * One handler annotation ({@code @OnCommand}, {@code @OnText}...), all of it in one place: which annotation it is,
 * what is wrong with a method carrying it (checked at build time), and the {@link Trigger} it gives the method's
 * route: the trigger the build records and the router matches, as for a route registered through the
 * {@code TelegramRouter}. Adding a handler annotation is writing an implementation and producing a
 * {@link HandlerTriggerBuildItem} for it; nothing else changes.
 *
 * <p>
 * What all handler annotations share is read by the {@link HandlerScanner} where the annotation has it:
 * {@code chatType}, {@code filter}, and {@code @InConversation} beside it. The handler's parameters are then checked
 * against the trigger ({@link HandlerContext#trigger()}), and a class whose methods carry the annotation becomes a
 * bean. Modelled on the {@link HandlerArgument}s (and the {@code CallbackArgument}s of Quarkus WebSockets Next).
 */
public interface HandlerTrigger {

    /** @return the annotation's name */
    DotName annotation();

    /**
     * Reads the annotation on a method and checks it. A mistake is reported through {@link TriggerContext#problem}
     * (the build fails with it, next to the other problems); an {@link IllegalArgumentException} thrown here (a
     * {@code Trigger}'s constructor refusing its arguments, say) is reported alike.
     *
     * @param handler the method and its annotation
     * @return the trigger; after a problem, a trigger of the same kind standing in for it, so that the handler's
     *         parameters are checked too, or null to check them no further
     */
    @Nullable
    Trigger trigger(TriggerContext handler);
}
