package io.github.quarkustelegram.updates;

import java.util.List;
import java.util.Objects;

/**
 * The update kinds the application's handlers handle, by wire name ({@code message}, {@code callback_query}, ...),
 * as handler discovery found them at build time. A bean, made by the build.
 */
public final class HandledUpdateKinds {

    private final List<String> kinds;

    /** @param kinds the wire names, sorted */
    public HandledUpdateKinds(List<String> kinds) {
        this.kinds = List.copyOf(Objects.requireNonNull(kinds, "kinds"));
    }

    /** @return the wire names, sorted; empty when the application has no handler found at build time */
    public List<String> kinds() {
        return kinds;
    }

    /** @return whether the application has handlers */
    public boolean any() {
        return !kinds.isEmpty();
    }

    @Override
    public String toString() {
        return "HandledUpdateKinds" + kinds;
    }
}
