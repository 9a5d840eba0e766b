package io.github.quarkustelegram.dispatch;

import io.github.quarkustelegram.callbacks.CallbackDataCodec;
import io.github.quarkustelegram.runtime.callbacks.pressed.PressedButton;

/**
 * Routes registered while the application runs, next to the annotated handlers found at build time. Inject it and
 * add routes, e.g. at start-up or when a feature is switched on; remove them through their {@link Registration}.
 *
 * <p>
 * One handler handles an update: the first route, in the order of {@link Trigger}, whose trigger matches and whose
 * filter passes; annotated handlers and registered routes compete alike, filtered routes before unfiltered ones, then
 * in order of registration. An update no route takes is ignored (logged at DEBUG). Thread-safe.
 */
public interface TelegramRouter {

    /**
     * @param route a route
     * @return its registration, to remove it
     */
    Registration add(Route route);

    /**
     * @param command a command, e.g. {@code help}
     * @param handler its handler
     * @return the registration
     */
    default Registration onCommand(String command, UpdateHandler handler) {
        return add(Route.of("command /" + command, Trigger.command(command), handler));
    }

    /**
     * @param regex a regular expression found in a message's text or caption
     * @param handler its handler; {@link UpdateContext#match()} holds the groups
     * @return the registration
     */
    default Registration onText(String regex, UpdateHandler handler) {
        return add(Route.of("text " + regex, Trigger.text(regex), handler));
    }

    /**
     * @param data callback data, exactly
     * @param handler its handler
     * @return the registration
     */
    default Registration onCallbackData(String data, UpdateHandler handler) {
        return add(Route.of("callback data " + data, Trigger.callbackData(data), handler));
    }

    /**
     * @param type a record annotated {@code @CallbackData}: its buttons' data (its prefix) is routed here
     * @param handler its handler, given the record read back from the data; data that cannot be read (an expired
     *        stored entry, a button from an older version of the record) is answered with a toast and fails the
     *        update with a {@code CallbackDataException} instead
     * @param <T> the record type
     * @return the registration
     * @throws IllegalArgumentException when the record cannot be callback data (see {@code CallbackDataCodec#of})
     */
    default <T extends Record> Registration onCallbackData(Class<T> type, CallbackDataHandler<T> handler) {
        CallbackDataCodec<T> codec = CallbackDataCodec.of(type);
        return add(Route.of("callback data " + type.getSimpleName(), Trigger.callbackDataPrefix(codec.routePrefix()),
                update -> handler.handle(update,
                        type.cast(PressedButton.read(update.update(), update.reactiveBot()::answerCallbackQuery, codec)))));
    }

    /**
     * @param kind a kind of update
     * @param handler its handler
     * @return the registration
     */
    default Registration on(UpdateKind kind, UpdateHandler handler) {
        return add(Route.of("kind " + kind.wireName(), Trigger.kind(kind), handler));
    }

    /**
     * @param handler the handler of albums: {@link UpdateContext#album()} holds the messages of one
     *        {@code media_group_id}, in message order (see {@link OnMediaGroup})
     * @return the registration
     */
    default Registration onMediaGroup(UpdateHandler handler) {
        return add(Route.of("albums", Trigger.mediaGroup(), handler));
    }

    /** A route's place in the router. */
    @FunctionalInterface
    interface Registration extends AutoCloseable {

        /** Removes the route: updates routed after this returns do not reach it. Removing twice does nothing. */
        void remove();

        /** Same as {@link #remove()}. */
        @Override
        default void close() {
            remove();
        }
    }
}
