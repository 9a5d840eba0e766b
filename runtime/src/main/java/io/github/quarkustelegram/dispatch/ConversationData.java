package io.github.quarkustelegram.dispatch;

import java.util.Collections;
import java.util.Objects;
import java.util.Set;
import java.util.TreeMap;

import org.jspecify.annotations.Nullable;

/**
 * What a conversation remembers between its steps: named text values (an answer, an id...). Immutable: {@link #with}
 * returns a changed copy. Kept as text so that any {@link ConversationStore} can keep it.
 */
public final class ConversationData {

    private static final ConversationData EMPTY = new ConversationData(new TreeMap<>());

    private final TreeMap<String, String> values;

    private ConversationData(TreeMap<String, String> values) {
        this.values = values;
    }

    /** @return data without values */
    public static ConversationData empty() {
        return EMPTY;
    }

    /**
     * @param name a name
     * @return its value, or null when there is none
     */
    public @Nullable String get(String name) {
        return values.get(name);
    }

    /**
     * @param name a name
     * @param value its value
     * @return a copy with {@code name} set to {@code value}
     */
    public ConversationData with(String name, String value) {
        TreeMap<String, String> copy = new TreeMap<>(values);
        copy.put(Objects.requireNonNull(name, "name"), Objects.requireNonNull(value, "value"));
        return new ConversationData(copy);
    }

    /**
     * @param name a name
     * @return a copy without {@code name}
     */
    public ConversationData without(String name) {
        TreeMap<String, String> copy = new TreeMap<>(values);
        copy.remove(name);
        return new ConversationData(copy);
    }

    /** @return the names that have a value, sorted */
    public Set<String> names() {
        return Collections.unmodifiableSet(values.keySet());
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof ConversationData data && data.values.equals(values);
    }

    @Override
    public int hashCode() {
        return values.hashCode();
    }

    @Override
    public String toString() {
        return values.keySet().toString();
    }
}
