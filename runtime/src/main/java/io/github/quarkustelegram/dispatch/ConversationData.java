package io.github.quarkustelegram.dispatch;

import java.util.Collections;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeMap;

import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.runtime.values.ValueJson;

/**
 * What a conversation remembers between its steps: a record of the bot's own ({@link #of(Record)}, read back with
 * {@link #as(Class)}, or as a step's parameter), or named text values ({@link #with}: an answer, an id...). Immutable:
 * each change returns a copy. Kept as text so that any {@link ConversationStore} can keep it: a record as its JSON
 * under the names {@value #RECORD} and {@value #RECORD_TYPE}, which other values cannot take.
 */
public final class ConversationData {

    /** The name a record is kept under, as JSON. */
    public static final String RECORD = "$record";
    /** The name the record's class is kept under. */
    public static final String RECORD_TYPE = "$record-type";

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
     * The data a {@link ConversationStore} reads back: every name and value as it was stored ({@link #names()},
     * {@link #get}), a record's entries included.
     *
     * @param values the names and values
     * @return the data
     */
    public static ConversationData of(Map<String, String> values) {
        TreeMap<String, String> copy = new TreeMap<>();
        values.forEach((name, value) -> copy.put(Objects.requireNonNull(name, "name"),
                Objects.requireNonNull(value, "value")));
        return copy.isEmpty() ? EMPTY : new ConversationData(copy);
    }

    /**
     * @param value a record of the bot's own: what the conversation collected so far
     * @return data holding it (fields of any type Jackson writes: text, numbers, lists, dates, nested records...)
     * @throws IllegalArgumentException when it cannot be written as JSON
     */
    public static ConversationData of(Record value) {
        TreeMap<String, String> values = new TreeMap<>();
        values.put(RECORD, ValueJson.write(Objects.requireNonNull(value, "value")));
        values.put(RECORD_TYPE, value.getClass().getName());
        return new ConversationData(values);
    }

    /**
     * @param type the record's class
     * @param <T> the record's type
     * @return the record {@link #of(Record)} put here, or null when there is none (the conversation just started)
     * @throws IllegalStateException when the data holds a record of another class, or one that cannot be read as
     *         {@code type} any more (a field changed type since it was stored)
     */
    public <T extends Record> @Nullable T as(Class<T> type) {
        String json = values.get(RECORD);
        if (json == null) {
            return null;
        }
        String stored = values.get(RECORD_TYPE);
        if (!type.getName().equals(stored)) {
            throw new IllegalStateException("The conversation's data is a " + stored + ", not a " + type.getName());
        }
        try {
            return ValueJson.read(type, json);
        } catch (IllegalArgumentException e) {
            throw new IllegalStateException("The conversation's data cannot be read as " + type.getName() + ": "
                    + e.getMessage(), e);
        }
    }

    /** @return the class name of the record {@link #of(Record)} put here, null when there is none */
    public @Nullable String recordType() {
        return values.get(RECORD_TYPE);
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
        if (RECORD.equals(name) || RECORD_TYPE.equals(name)) {
            throw new IllegalArgumentException("'" + name + "' is where a record is kept; name the value otherwise");
        }
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
