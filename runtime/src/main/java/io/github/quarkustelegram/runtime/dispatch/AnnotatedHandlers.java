package io.github.quarkustelegram.runtime.dispatch;

import java.util.List;

import io.github.quarkustelegram.dispatch.Route;

/**
 * The routes of the annotated handler methods the build found, as a bean (synthetic, made by the build) that the
 * router starts from.
 *
 * @param routes the routes, in the order the build sorted them (by class and method name)
 */
public record AnnotatedHandlers(List<Route> routes) {

    /** Copies the list. */
    public AnnotatedHandlers {
        routes = List.copyOf(routes);
    }
}
