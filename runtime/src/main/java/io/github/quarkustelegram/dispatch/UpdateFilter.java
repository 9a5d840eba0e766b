package io.github.quarkustelegram.dispatch;

import java.util.Objects;

/**
 * A condition on an update, deciding whether a handler applies. Combine filters with {@link #and}, {@link #or} and
 * {@link #negate}; {@link Filters} has the common ones.
 *
 * <p>
 * An annotated handler names filter classes in its annotation ({@code filter = AdminsOnly.class}): such a class is
 * used as a CDI bean when it is one, else built with its no-argument constructor. Filters run on the thread routing
 * the update, possibly a Vert.x event loop: they must be quick and must not block.
 */
@FunctionalInterface
public interface UpdateFilter {

    /**
     * @param update the update being routed
     * @return whether the handler applies to it
     */
    boolean test(UpdateContext update);

    /**
     * @param other another filter
     * @return a filter passing when both pass ({@code other} is not asked when this one fails)
     */
    default UpdateFilter and(UpdateFilter other) {
        Objects.requireNonNull(other, "other");
        return update -> test(update) && other.test(update);
    }

    /**
     * @param other another filter
     * @return a filter passing when either passes ({@code other} is not asked when this one passes)
     */
    default UpdateFilter or(UpdateFilter other) {
        Objects.requireNonNull(other, "other");
        return update -> test(update) || other.test(update);
    }

    /** @return a filter passing when this one fails */
    default UpdateFilter negate() {
        return update -> !test(update);
    }
}
