package io.github.quarkustelegram.dispatch;

import java.util.Objects;

/**
 * A handler and when it applies: its {@link Trigger}, and a filter the update must pass as well.
 *
 * @param name a name for logs and the error hook ({@code Class#method} for annotated handlers)
 * @param trigger what makes it a candidate
 * @param filter what the update must pass too ({@link Filters#any()} for nothing more)
 * @param handler the handler
 * @param filtered whether {@code filter} restricts anything: among routes with the same kind of trigger, filtered
 *        routes are tried before unfiltered ones, so that a catch-all does not hide a specific handler
 */
public record Route(String name, Trigger trigger, UpdateFilter filter, UpdateHandler handler, boolean filtered) {

    /** Checks the components. */
    public Route {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(trigger, "trigger");
        Objects.requireNonNull(filter, "filter");
        Objects.requireNonNull(handler, "handler");
    }

    /**
     * @param name a name for logs
     * @param trigger what makes it a candidate
     * @param handler the handler
     * @return an unfiltered route
     */
    public static Route of(String name, Trigger trigger, UpdateHandler handler) {
        return new Route(name, trigger, Filters.any(), handler, false);
    }

    /**
     * @param name a name for logs
     * @param trigger what makes it a candidate
     * @param filter what the update must pass too
     * @param handler the handler
     * @return a filtered route
     */
    public static Route of(String name, Trigger trigger, UpdateFilter filter, UpdateHandler handler) {
        return new Route(name, trigger, filter, handler, true);
    }
}
