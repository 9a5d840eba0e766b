package io.github.quarkustelegram.callbacks;

import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;

import io.github.quarkustelegram.runtime.callbacks.DataFailure;
import io.github.quarkustelegram.runtime.callbacks.DataTokens;
import io.github.quarkustelegram.runtime.callbacks.RecordCodec;

/**
 * Writes a {@link CallbackData} record into {@code callback_data} and reads it back. One codec per record type, made
 * and checked on first use ({@link #of}) and then known by its prefix, so that {@link #decodeAny} finds it. Thread-safe.
 *
 * @param <T> the record type
 */
public final class CallbackDataCodec<T extends Record> {

    private static final ClassValue<CallbackDataCodec<?>> CODECS = new ClassValue<>() {
        @Override
        protected CallbackDataCodec<?> computeValue(Class<?> type) {
            return create(type);
        }
    };
    private static final ConcurrentMap<String, CallbackDataCodec<?>> BY_PREFIX = new ConcurrentHashMap<>();
    private static volatile CallbackDataStore store = CallbackDataStore.inMemory(CallbackDataStore.DEFAULT_CAPACITY,
            CallbackDataStore.DEFAULT_TTL);

    private final Class<T> type;
    private final RecordCodec engine;
    private final boolean stored;
    private final String routePrefix;

    private CallbackDataCodec(Class<T> type, RecordCodec engine, boolean stored) {
        this.type = type;
        this.engine = engine;
        this.stored = stored;
        this.routePrefix = engine.prefix() + DataTokens.SEPARATOR;
    }

    /**
     * @param type a record annotated {@link CallbackData}
     * @param <T> its type
     * @return its codec
     * @throws IllegalArgumentException when it is not annotated, a field's type is not supported, its worst case is
     *         over 64 bytes (and it is not stored), or another record has its prefix
     */
    @SuppressWarnings("unchecked")
    public static <T extends Record> CallbackDataCodec<T> of(Class<T> type) {
        CallbackDataCodec<T> codec = (CallbackDataCodec<T>) CODECS.get(Objects.requireNonNull(type, "type"));
        if (BY_PREFIX.get(codec.prefix()) != codec) {
            register(codec);
        }
        return codec;
    }

    private static CallbackDataCodec<?> create(Class<?> type) {
        CallbackData annotation = type.getAnnotation(CallbackData.class);
        if (annotation == null || !type.isRecord()) {
            throw new IllegalArgumentException(type.getName() + " is not a record annotated @CallbackData");
        }
        // a stored record may be of any size: only its key is sent
        RecordCodec engine = annotation.stored() ? new RecordCodec(type, annotation.value(), Integer.MAX_VALUE)
                : new RecordCodec(type, annotation.value(), RecordCodec.MAX_BYTES);
        @SuppressWarnings({ "unchecked", "rawtypes" })
        CallbackDataCodec<?> codec = new CallbackDataCodec(type, engine, annotation.stored());
        return codec;
    }

    /**
     * Makes the codec known by its prefix. A record of another class loader takes the prefix over: an application
     * restarted in the same JVM (dev mode, tests) loads its classes again; two records of one application conflict.
     */
    private static synchronized void register(CallbackDataCodec<?> codec) {
        CallbackDataCodec<?> other = BY_PREFIX.get(codec.prefix());
        if (other != null && other != codec && other.type.getClassLoader() == codec.type.getClassLoader()) {
            throw new IllegalArgumentException("The callback data prefix \"" + codec.prefix() + "\" is used by "
                    + other.type.getName() + " and " + codec.type.getName() + "; give each record its own");
        }
        BY_PREFIX.put(codec.prefix(), codec);
    }

    /**
     * Replaces the store of {@link CallbackData#stored()} records (in memory, {@value CallbackDataStore#DEFAULT_CAPACITY}
     * entries for a day, by default). With Quarkus, declare a {@link CallbackDataStore} bean instead: it is installed at
     * start-up.
     *
     * @param replacement the store
     */
    public static void useStore(CallbackDataStore replacement) {
        store = Objects.requireNonNull(replacement, "store");
    }

    /**
     * @param value a record annotated {@link CallbackData}
     * @return its callback data
     * @throws CallbackDataException (too long) when it would be over 64 bytes, naming the field
     */
    @SuppressWarnings({ "unchecked", "rawtypes" })
    public static String encodeAny(Record value) {
        return ((CallbackDataCodec) of(value.getClass())).encode(value);
    }

    /**
     * @param data callback data written by some record's codec
     * @return the record
     * @throws CallbackDataException when no record has the data's prefix, or it cannot be read back
     */
    public static Record decodeAny(String data) {
        String prefix = DataTokens.prefixOf(data);
        CallbackDataCodec<?> codec = prefix == null ? null : BY_PREFIX.get(prefix);
        if (codec == null) {
            throw new CallbackDataException(CallbackDataException.Reason.UNKNOWN_PREFIX,
                    "No @CallbackData record of this application has the prefix of \"" + excerpt(data) + "\"");
        }
        return codec.decode(data);
    }

    /** @return the record type */
    public Class<T> type() {
        return type;
    }

    /** @return the prefix */
    public String prefix() {
        return engine.prefix();
    }

    /** @return what every data of this record starts with: the prefix and the separator, e.g. {@code cart:} */
    public String routePrefix() {
        return routePrefix;
    }

    /** @return whether its data is kept in the store */
    public boolean stored() {
        return stored;
    }

    /**
     * @param data callback data
     * @return whether it is this record's
     */
    public boolean accepts(String data) {
        return data.startsWith(routePrefix);
    }

    /**
     * @param value a record
     * @return its callback data, at most 64 bytes
     * @throws CallbackDataException (too long) when it would be over 64 bytes, naming the field; never cut
     */
    public String encode(T value) {
        Objects.requireNonNull(value, "value");
        if (stored) {
            CallbackDataStore current = store;
            String key = current.put(engine.fields(value));
            String data = routePrefix + DataTokens.STORED + key;
            if (key.isEmpty() || key.indexOf(DataTokens.SEPARATOR) >= 0 || key.indexOf(DataTokens.ESCAPE) >= 0
                    || DataTokens.utf8Length(data) > RecordCodec.MAX_BYTES) {
                throw new IllegalStateException("The CallbackDataStore " + current.getClass().getName()
                        + " returned a key that does not fit a button of " + type.getName() + " (" + key.length()
                        + " characters); a key is short, without ':' or '\\'");
            }
            return data;
        }
        try {
            return engine.encode(value);
        } catch (DataFailure e) {
            throw new CallbackDataException(CallbackDataException.Reason.TOO_LONG, e.getMessage());
        }
    }

    /**
     * @param data callback data this codec wrote
     * @return the record
     * @throws CallbackDataException when it is another record's, or this version of the record cannot read it
     *         (unreadable), or a stored record's entry is gone (expired)
     */
    public T decode(String data) {
        if (!accepts(data)) {
            throw new CallbackDataException(CallbackDataException.Reason.UNREADABLE,
                    "\"" + excerpt(data) + "\" is not callback data of " + type.getName());
        }
        String fields = data.substring(routePrefix.length());
        if (stored) {
            if (!fields.startsWith(DataTokens.STORED)) {
                throw new CallbackDataException(CallbackDataException.Reason.UNREADABLE,
                        "Callback data of " + type.getName() + " is stored, but the button carries no key");
            }
            String kept = store.get(fields.substring(DataTokens.STORED.length()));
            if (kept == null) {
                throw new CallbackDataException(CallbackDataException.Reason.EXPIRED, "The stored callback data of "
                        + type.getName() + " has expired (or was never kept by this store)");
            }
            fields = kept;
        }
        try {
            return type.cast(engine.decode(fields));
        } catch (DataFailure e) {
            throw new CallbackDataException(CallbackDataException.Reason.UNREADABLE, e.getMessage());
        }
    }

    /** The prefix only: the rest may be a user's data. */
    private static String excerpt(String data) {
        int end = data.indexOf(DataTokens.SEPARATOR);
        return (end < 0 ? (data.length() > 16 ? data.substring(0, 16) : data) : data.substring(0, end)) + ":...";
    }

    @Override
    public String toString() {
        return "CallbackDataCodec[" + type.getName() + ", prefix " + engine.prefix() + (stored ? ", stored]" : "]");
    }
}
