package io.github.quarkustelegram.runtime.sessions;

import java.util.Objects;
import java.util.function.UnaryOperator;

import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.sessions.Session;

/**
 * A value as it was loaded: the version it was loaded at, and the text it started from, so that only a change is
 * written (a value changed in place is found by writing it again). Belongs to one update: not thread-safe.
 *
 * @param <T> the type
 */
public final class LoadedSession<T> implements Session<T> {

    private final SessionType<T> type;
    private final String key;
    private long version;
    /** The text of the value as loaded (or of the fresh value); null when there was none. */
    private @Nullable String baseline;
    private @Nullable T value;

    LoadedSession(SessionType<T> type, String key, long version, @Nullable String baseline, @Nullable T value) {
        this.type = type;
        this.key = key;
        this.version = version;
        this.baseline = baseline;
        this.value = value;
    }

    @Override
    public @Nullable T get() {
        return value;
    }

    @Override
    public void set(@Nullable T value) {
        this.value = value;
    }

    @Override
    public @Nullable T update(UnaryOperator<@Nullable T> change) {
        value = Objects.requireNonNull(change, "change").apply(value);
        return value;
    }

    @Override
    public String key() {
        return key;
    }

    /** @return the type */
    SessionType<T> type() {
        return type;
    }

    /** @return the version it was loaded (or last written) at, 0 when none */
    long version() {
        return version;
    }

    /** @return the change to write: null when the value did not change */
    @Nullable
    Change change() {
        String now = value == null ? null : SessionCodec.write(value);
        return Objects.equals(now, baseline) ? null : new Change(now);
    }

    /** Notes that {@code change} was written. */
    void written(Change change) {
        version = change.json() == null ? 0 : version + 1;
        baseline = change.json();
    }

    /** @param json the text to write, null to remove the value */
    record Change(@Nullable String json) {
    }

    @Override
    public String toString() {
        return "Session " + key + " (version " + version + ")";
    }
}
