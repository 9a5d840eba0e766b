package io.github.quarkustelegram.runtime.callbacks;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.List;

import org.jspecify.annotations.Nullable;

/**
 * One record type as callback data: {@code prefix:field:field...}, each field written by its {@link FieldCodec}. Checks
 * at creation what can be checked then (a prefix Telegram would refuse, a worst case over the limit); a value that
 * would not fit is refused when written, naming the field, never cut.
 */
public final class RecordCodec {

    /** Telegram's limit on {@code callback_data}, in UTF-8 bytes. */
    public static final int MAX_BYTES = 64;

    private final Class<?> type;
    private final String prefix;
    private final List<Field> fields;
    private final MethodHandle constructor;
    private final int maxBytes;
    private final int limit;

    private record Field(String name, MethodHandle accessor, FieldCodec codec, boolean primitive) {
    }

    /**
     * @param type a record class
     * @param prefix its prefix
     * @param limit the most bytes its data may take: {@link #MAX_BYTES} when sent, more when stored
     * @throws IllegalArgumentException when it is no record, the prefix is not usable, a field's type is not supported,
     *         or its worst case is over the limit
     */
    public RecordCodec(Class<?> type, String prefix, int limit) {
        this.type = type;
        this.prefix = checkedPrefix(type, prefix);
        if (!type.isRecord()) {
            throw new IllegalArgumentException(type.getName() + " is not a record; callback data is a record");
        }
        MethodHandles.Lookup lookup = MethodHandles.lookup();
        List<Field> found = new ArrayList<>();
        RecordComponent[] components = type.getRecordComponents();
        Class<?>[] types = new Class<?>[components.length];
        try {
            for (int i = 0; i < components.length; i++) {
                RecordComponent component = components[i];
                FieldCodec codec;
                try {
                    codec = FieldCodecs.of(component.getGenericType());
                } catch (IllegalArgumentException e) {
                    throw new IllegalArgumentException(type.getName() + "." + component.getName() + ": " + e.getMessage(),
                            e);
                }
                component.getAccessor().setAccessible(true);
                // adapted once to (Object)Object, so that each call is an invokeExact
                MethodHandle accessor = lookup.unreflect(component.getAccessor())
                        .asType(MethodType.methodType(Object.class, Object.class));
                found.add(new Field(component.getName(), accessor, codec, component.getType().isPrimitive()));
                types[i] = component.getType();
            }
            var canonical = type.getDeclaredConstructor(types);
            canonical.setAccessible(true);
            this.constructor = lookup.unreflectConstructor(canonical)
                    .asSpreader(Object[].class, components.length)
                    .asType(MethodType.methodType(Object.class, Object[].class));
        } catch (ReflectiveOperationException | RuntimeException e) {
            if (e instanceof IllegalArgumentException iae) {
                throw iae;
            }
            throw new IllegalArgumentException(type.getName() + " cannot be read as callback data: " + e, e);
        }
        this.fields = List.copyOf(found);
        this.maxBytes = worstCase();
        this.limit = limit;
        if (maxBytes > limit) {
            throw new IllegalArgumentException(tooBig(type.getName(), maxBytes));
        }
    }

    /**
     * @param record the record's name
     * @param worstCase its worst case, in bytes
     * @return the problem of a record whose worst case is over the limit, as the build reports it too
     */
    public static String tooBig(String record, int worstCase) {
        return "@CallbackData record " + record + " can take up to " + worstCase + " bytes of callback data;"
                + " Telegram takes " + MAX_BYTES + ". Shorten the prefix, use smaller fields, or store it"
                + " (@CallbackData(stored = true))";
    }

    /** @return the prefix, checked: not empty, and nothing the syntax uses */
    public static String checkedPrefix(Class<?> type, String prefix) {
        if (prefix.isEmpty() || prefix.indexOf(DataTokens.SEPARATOR) >= 0
                || prefix.indexOf(DataTokens.ESCAPE) >= 0) {
            throw new IllegalArgumentException("The callback data prefix of " + type.getName() + " is \"" + prefix
                    + "\"; give a non-empty one without ':' or '\\'");
        }
        return prefix;
    }

    /** @return the most bytes any value takes, or {@link FieldCodec#UNBOUNDED} */
    private int worstCase() {
        int total = DataTokens.utf8Length(prefix) + Math.max(1, fields.size());
        for (Field field : fields) {
            if (field.codec.maxBytes() == FieldCodec.UNBOUNDED) {
                return FieldCodec.UNBOUNDED;
            }
            total += field.codec.maxBytes();
        }
        return total;
    }

    /** @return the record class */
    public Class<?> type() {
        return type;
    }

    /** @return the prefix */
    public String prefix() {
        return prefix;
    }

    /** @return the most bytes a value takes, or {@link FieldCodec#UNBOUNDED} when a string field has no bound */
    public int maxBytes() {
        return maxBytes;
    }

    /**
     * @param value a record of {@link #type()}
     * @return its fields, separated, without the prefix; not checked against the limit
     */
    public String fields(Object value) {
        StringBuilder out = new StringBuilder(32);
        for (int i = 0; i < fields.size(); i++) {
            if (i > 0) {
                out.append(DataTokens.SEPARATOR);
            }
            Field field = fields.get(i);
            field.codec.write(out, get(field, value));
        }
        return out.toString();
    }

    /**
     * @param value a record of {@link #type()}
     * @return {@code prefix:fields}
     * @throws DataFailure (too long) when over the limit, naming the record, its largest field and the size
     */
    public String encode(Object value) {
        String data = prefix + DataTokens.SEPARATOR + fields(value);
        int bytes = maxBytes != FieldCodec.UNBOUNDED ? 0 : DataTokens.utf8Length(data);
        if (bytes > limit) {
            throw new DataFailure(DataFailure.Kind.TOO_LONG, type.getName() + " needs " + bytes
                    + " bytes of callback data, over Telegram's " + limit + "; its largest field is "
                    + largest(value) + ". Use shorter values or store it (@CallbackData(stored = true))");
        }
        return data;
    }

    private String largest(Object value) {
        String name = "";
        int most = -1;
        for (Field field : fields) {
            StringBuilder one = new StringBuilder();
            field.codec.write(one, get(field, value));
            int bytes = DataTokens.utf8Length(one);
            if (bytes > most) {
                most = bytes;
                name = field.name;
            }
        }
        return name + " (" + most + " bytes)";
    }

    /**
     * @param fieldsData the fields, as {@link #fields} wrote them
     * @return the record
     * @throws DataFailure (unreadable) naming the record and the field
     */
    public Object decode(String fieldsData) {
        List<String> tokens = DataTokens.split(fieldsData, 0);
        if (fields.isEmpty() && tokens.size() == 1 && tokens.get(0).isEmpty()) {
            tokens = List.of();
        }
        if (tokens.size() != fields.size()) {
            throw unreadable("has " + tokens.size() + " fields, " + type.getSimpleName() + " has " + fields.size());
        }
        Object[] values = new Object[fields.size()];
        for (int i = 0; i < values.length; i++) {
            Field field = fields.get(i);
            try {
                values[i] = field.codec.read(tokens.get(i));
            } catch (IllegalArgumentException e) {
                throw unreadable("field " + field.name + ": " + e.getMessage());
            }
            if (values[i] == null && field.primitive) {
                throw unreadable("field " + field.name + " is empty");
            }
        }
        try {
            return (Object) constructor.invokeExact(values);
        } catch (RuntimeException e) {
            throw unreadable(type.getSimpleName() + " refused the values: " + e.getMessage());
        } catch (Throwable e) {
            throw new IllegalStateException(e);
        }
    }

    private DataFailure unreadable(String why) {
        return new DataFailure(DataFailure.Kind.UNREADABLE, "Callback data \"" + prefix + ":...\" is not a "
                + type.getName() + " of this version (a button sent before the record changed?): " + why);
    }

    private static @Nullable Object get(Field field, Object value) {
        try {
            return (Object) field.accessor.invokeExact(value);
        } catch (RuntimeException e) {
            throw e;
        } catch (Throwable e) {
            throw new IllegalStateException(e);
        }
    }
}
