package io.github.quarkustelegram.runtime.json;

import java.io.IOException;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

import org.jspecify.annotations.Nullable;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.SerializableString;
import com.fasterxml.jackson.core.base.ParserBase;
import com.fasterxml.jackson.core.io.SerializedString;
import com.fasterxml.jackson.core.util.JsonParserSequence;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.deser.std.NumberDeserializers;
import com.fasterxml.jackson.databind.deser.std.StringDeserializer;
import com.fasterxml.jackson.databind.util.TokenBuffer;

/**
 * What the generated readers of the model (registered by the generated {@code BotApiModule}) share: reading one
 * value at the parser's current token, lists, error reporting and the buffering of unions. Generated code calls it;
 * an application has no reason to.
 *
 * <p>
 * Each scalar reader handles the token Telegram sends itself and hands any other token to Jackson's own
 * deserializer for that type, so that odd input (a number as a string, a float for an integer) decodes exactly as
 * it would through the model's Jackson annotations. Differences from the annotation path, all on input Telegram
 * does not send: a JSON {@code null} for a primitive reads as 0 / false whatever
 * {@code FAIL_ON_NULL_FOR_PRIMITIVES} says (as an absent field does), a {@code null} inside a list is an error naming
 * the list (the annotation path fails too, constructing the record), and the shape-loosening features of an
 * application's mapper ({@code ACCEPT_SINGLE_VALUE_AS_ARRAY}, {@code UNWRAP_SINGLE_VALUE_ARRAYS},
 * {@code ACCEPT_EMPTY_STRING_AS_NULL_OBJECT}) do not apply to records and lists.
 */
public final class ReaderSupport {

    private static final JsonDeserializer<Integer> INT = new NumberDeserializers.IntegerDeserializer(Integer.TYPE, 0);
    private static final JsonDeserializer<Integer> INTEGER = new NumberDeserializers.IntegerDeserializer(
            Integer.class, null);
    private static final JsonDeserializer<Long> LONG = new NumberDeserializers.LongDeserializer(Long.TYPE, 0L);
    private static final JsonDeserializer<Long> LONG_OBJECT = new NumberDeserializers.LongDeserializer(Long.class,
            null);
    private static final JsonDeserializer<Double> DOUBLE = new NumberDeserializers.DoubleDeserializer(Double.TYPE,
            0.0);
    private static final JsonDeserializer<Double> DOUBLE_OBJECT = new NumberDeserializers.DoubleDeserializer(
            Double.class, null);
    private static final JsonDeserializer<Boolean> BOOLEAN = new NumberDeserializers.BooleanDeserializer(
            Boolean.TYPE, Boolean.FALSE);
    private static final JsonDeserializer<Boolean> BOOLEAN_OBJECT = new NumberDeserializers.BooleanDeserializer(
            Boolean.class, null);
    private static final JsonDeserializer<String> STRING = StringDeserializer.instance;

    private ReaderSupport() {
    }

    /**
     * Reads one value at the parser's current token; generated readers pass method references of their own.
     *
     * @param <T> the value's type
     */
    @FunctionalInterface
    public interface ValueReader<T> {
        /**
         * @param p the parser, at the value's first token
         * @param ctxt the context
         * @return the value; null for JSON null
         * @throws IOException on malformed input
         */
        @Nullable
        T read(JsonParser p, DeserializationContext ctxt) throws IOException;
    }

    // ---- walking an object ----

    /**
     * Moves to the next field of the current object and then onto its value.
     *
     * @param p the parser, at the previous field's value or at the object's start
     * @return the field's name, the parser on its value; null at the end of the object
     * @throws IOException on malformed input
     */
    public static @Nullable String nextField(JsonParser p) throws IOException {
        String name = p.nextFieldName();
        if (name != null) {
            p.nextToken();
        }
        return name;
    }

    /**
     * The fields a record's reader knows, by index, and the order they came in last time: a reader walks an object
     * with {@link #next}, which guesses that the field after field {@code i} is the one that followed it last time and
     * asks the parser to match that name's bytes ({@link JsonParser#nextFieldName(SerializableString)}), so that a
     * guessed name is neither looked up in Jackson's symbol table nor switched on as a String. Telegram writes the
     * fields of a type in a stable order, so the guess is right for nearly every field; a wrong guess costs the
     * lookup a plain walk makes anyway, and what was read is the same either way.
     *
     * <p>
     * The guesses are shared by every thread reading the type, without synchronization: each slot holds a valid
     * index whatever the interleaving, and a stale guess is only a slower read.
     */
    public static final class FieldOrder {

        /** What {@link #next} returns at the end of the object (and {@link #index} for no field). */
        public static final int END = -2;
        /** What {@link #next} and {@link #index} return for a field the record does not know. */
        public static final int UNKNOWN = -1;
        /** The {@code previous} of the first field. */
        public static final int START = -1;

        private final SerializableString[] names;
        private final Map<String, Integer> indices;
        /** Slot 0: the first field guessed; slot {@code i + 1}: the field guessed after field {@code i}. */
        private final int[] guesses;

        private FieldOrder(String[] names) {
            if (names.length == 0) {
                throw new IllegalArgumentException("A record without fields has no field order");
            }
            this.names = new SerializableString[names.length];
            this.indices = new HashMap<>(names.length * 2);
            this.guesses = new int[names.length + 1];
            for (int i = 0; i < names.length; i++) {
                this.names[i] = new SerializedString(names[i]);
                if (indices.put(names[i], i) != null) {
                    throw new IllegalArgumentException("The field " + names[i] + " is named twice");
                }
                // before anything is read, the page's order
                guesses[i] = i;
            }
            guesses[names.length] = 0;
        }

        /**
         * @param names the JSON names of a record's fields, in the order of their indices
         * @return the fields' order
         */
        public static FieldOrder of(String... names) {
            return new FieldOrder(names);
        }

        /**
         * Moves to the next field of the current object and then onto its value.
         *
         * @param p the parser, at the previous field's value or at the object's start
         * @param previous the index of the last known field read in this object, or {@link #START}
         * @return the field's index, the parser on its value ({@link #UNKNOWN} for a field the record does not know,
         *         whose name {@code p.currentName()} gives); {@link #END} at the end of the object
         * @throws IOException on malformed input
         */
        public int next(JsonParser p, int previous) throws IOException {
            // after a matched name the byte parser holds the value's token already, and nextToken() only moves it
            // into place: replacing that call by the inlinable nextXxxValue() path (measured on 2026-12-06 through
            // nextBooleanValue(), which moves any token) changed no decode time, so the plain call stays
            int guess = guesses[previous + 1];
            if (p.nextFieldName(names[guess])) {
                p.nextToken();
                return guess;
            }
            if (!p.hasToken(JsonToken.FIELD_NAME)) {
                return END;
            }
            String name = p.currentName();
            p.nextToken();
            Integer index = indices.get(name);
            if (index == null) {
                return UNKNOWN;
            }
            guesses[previous + 1] = index;
            return index;
        }

        /**
         * @param name a JSON field name, or null for none
         * @return its index, {@link #UNKNOWN} for a name the record does not know, {@link #END} for null
         */
        public int index(@Nullable String name) {
            if (name == null) {
                return END;
            }
            Integer index = indices.get(name);
            return index == null ? UNKNOWN : index;
        }

        /**
         * @param index a field's index
         * @return its JSON name
         */
        public String name(int index) {
            return names[index].getValue();
        }
    }

    /**
     * For a reader entered inside an object (after a type handler buffered the object's start): the field at the
     * current {@code FIELD_NAME} token, the parser moved onto its value; null at {@code END_OBJECT}.
     *
     * @param p the parser
     * @return the name, or null
     * @throws IOException on malformed input
     */
    public static @Nullable String currentField(JsonParser p) throws IOException {
        if (p.hasToken(JsonToken.FIELD_NAME)) {
            String name = p.currentName();
            p.nextToken();
            return name;
        }
        return null;
    }

    /**
     * @param token a token
     * @return whether a reader can continue an object from it ({@code FIELD_NAME} or {@code END_OBJECT})
     */
    public static boolean insideObject(@Nullable JsonToken token) {
        return token == JsonToken.FIELD_NAME || token == JsonToken.END_OBJECT;
    }

    /**
     * What a reader throws for an exception raised while reading a field: Jackson's own rule (the reference chain
     * gets {@code type["field"]}; an I/O error that is not Jackson's passes unchanged; with
     * {@code WRAP_EXCEPTIONS} off, runtime exceptions pass unchanged).
     *
     * @param e what was thrown
     * @param ctxt the context
     * @param type the record being read
     * @param field the JSON field being read, if known
     * @return the exception to throw
     */
    public static IOException wrap(Exception e, DeserializationContext ctxt, Class<?> type, @Nullable String field) {
        if (e instanceof IOException io && !(e instanceof JacksonException)) {
            return io;
        }
        if (e instanceof RuntimeException runtime && !ctxt.isEnabled(DeserializationFeature.WRAP_EXCEPTIONS)) {
            throw runtime;
        }
        return JsonMappingException.wrapWithPath(e, type, field == null ? "?" : field);
    }

    // ---- scalars ----

    /**
     * @param p the parser, at the value
     * @param ctxt the context
     * @return an {@code int}; 0 for null
     * @throws IOException on input Jackson does not read as an {@code int}
     */
    public static int intValue(JsonParser p, DeserializationContext ctxt) throws IOException {
        if (p.hasToken(JsonToken.VALUE_NUMBER_INT)) {
            return p.getIntValue();
        }
        return p.hasToken(JsonToken.VALUE_NULL) ? 0 : INT.deserialize(p, ctxt);
    }

    /**
     * @param p the parser, at the value
     * @param ctxt the context
     * @return an {@code Integer}, or null
     * @throws IOException on input Jackson does not read as an {@code Integer}
     */
    public static @Nullable Integer integer(JsonParser p, DeserializationContext ctxt) throws IOException {
        if (p.hasToken(JsonToken.VALUE_NUMBER_INT)) {
            return p.getIntValue();
        }
        return p.hasToken(JsonToken.VALUE_NULL) ? null : INTEGER.deserialize(p, ctxt);
    }

    /**
     * @param p the parser, at the value
     * @param ctxt the context
     * @return a {@code long}; 0 for null
     * @throws IOException on input Jackson does not read as a {@code long}
     */
    public static long longValue(JsonParser p, DeserializationContext ctxt) throws IOException {
        if (p.hasToken(JsonToken.VALUE_NUMBER_INT)) {
            return p.getLongValue();
        }
        return p.hasToken(JsonToken.VALUE_NULL) ? 0L : LONG.deserialize(p, ctxt);
    }

    /**
     * @param p the parser, at the value
     * @param ctxt the context
     * @return a {@code Long}, or null
     * @throws IOException on input Jackson does not read as a {@code Long}
     */
    public static @Nullable Long longObject(JsonParser p, DeserializationContext ctxt) throws IOException {
        if (p.hasToken(JsonToken.VALUE_NUMBER_INT)) {
            return p.getLongValue();
        }
        return p.hasToken(JsonToken.VALUE_NULL) ? null : LONG_OBJECT.deserialize(p, ctxt);
    }

    /**
     * @param p the parser, at the value
     * @param ctxt the context
     * @return a {@code double}; 0 for null
     * @throws IOException on input Jackson does not read as a {@code double}
     */
    public static double doubleValue(JsonParser p, DeserializationContext ctxt) throws IOException {
        if (p.hasToken(JsonToken.VALUE_NUMBER_FLOAT) || p.hasToken(JsonToken.VALUE_NUMBER_INT)) {
            return p.getDoubleValue();
        }
        return p.hasToken(JsonToken.VALUE_NULL) ? 0.0 : DOUBLE.deserialize(p, ctxt);
    }

    /**
     * @param p the parser, at the value
     * @param ctxt the context
     * @return a {@code Double}, or null
     * @throws IOException on input Jackson does not read as a {@code Double}
     */
    public static @Nullable Double doubleObject(JsonParser p, DeserializationContext ctxt) throws IOException {
        if (p.hasToken(JsonToken.VALUE_NUMBER_FLOAT) || p.hasToken(JsonToken.VALUE_NUMBER_INT)) {
            return p.getDoubleValue();
        }
        return p.hasToken(JsonToken.VALUE_NULL) ? null : DOUBLE_OBJECT.deserialize(p, ctxt);
    }

    /**
     * @param p the parser, at the value
     * @param ctxt the context
     * @return a {@code boolean}; false for null
     * @throws IOException on input Jackson does not read as a {@code boolean}
     */
    public static boolean booleanValue(JsonParser p, DeserializationContext ctxt) throws IOException {
        if (p.hasToken(JsonToken.VALUE_TRUE)) {
            return true;
        }
        if (p.hasToken(JsonToken.VALUE_FALSE) || p.hasToken(JsonToken.VALUE_NULL)) {
            return false;
        }
        return BOOLEAN.deserialize(p, ctxt);
    }

    /**
     * @param p the parser, at the value
     * @param ctxt the context
     * @return a {@code Boolean}, or null
     * @throws IOException on input Jackson does not read as a {@code Boolean}
     */
    public static @Nullable Boolean booleanObject(JsonParser p, DeserializationContext ctxt) throws IOException {
        if (p.hasToken(JsonToken.VALUE_TRUE)) {
            return Boolean.TRUE;
        }
        if (p.hasToken(JsonToken.VALUE_FALSE)) {
            return Boolean.FALSE;
        }
        return p.hasToken(JsonToken.VALUE_NULL) ? null : BOOLEAN_OBJECT.deserialize(p, ctxt);
    }

    /**
     * @param p the parser, at the value
     * @param ctxt the context
     * @return a {@code String}, or null
     * @throws IOException on input Jackson does not read as a {@code String} (an object, an array)
     */
    public static @Nullable String string(JsonParser p, DeserializationContext ctxt) throws IOException {
        if (p.hasToken(JsonToken.VALUE_STRING)) {
            return p.getText();
        }
        return p.hasToken(JsonToken.VALUE_NULL) ? null : STRING.deserialize(p, ctxt);
    }

    /**
     * The string at the parser: the very instance of {@code known} it equals (an open enum's known value, matched
     * without making a String), else a new String.
     *
     * @param p the parser, at a {@code VALUE_STRING}
     * @param known the known values
     * @return the text
     * @throws IOException on malformed input
     */
    public static String text(JsonParser p, String[] known) throws IOException {
        if (!(p instanceof ParserBase)) {
            // a buffer or a tree holds Strings already: getTextCharacters() would copy one
            return p.getText();
        }
        char[] chars = p.getTextCharacters();
        int offset = p.getTextOffset();
        int length = p.getTextLength();
        candidates: for (String candidate : known) {
            if (candidate.length() != length) {
                continue;
            }
            for (int i = 0; i < length; i++) {
                if (candidate.charAt(i) != chars[offset + i]) {
                    continue candidates;
                }
            }
            return candidate;
        }
        return p.getText();
    }

    /**
     * A value of a type without a generated reader, through the deserializer Jackson finds for it.
     *
     * @param p the parser, at the value
     * @param ctxt the context
     * @param type the type
     * @param <T> the type
     * @return the value, or null for JSON null
     * @throws IOException on malformed input
     */
    public static <T> @Nullable T value(JsonParser p, DeserializationContext ctxt, Class<T> type) throws IOException {
        if (p.hasToken(JsonToken.VALUE_NULL)) {
            return null;
        }
        return ctxt.readValue(p, type);
    }

    /**
     * An open enum's value: {@code of} of a string, null for JSON null, anything else as the enum's own creator takes
     * it (it takes strings only).
     *
     * @param p the parser, at the value
     * @param ctxt the context
     * @param type the enum type
     * @param of the enum's {@code of}
     * @param <T> the enum type
     * @return the value, or null
     * @throws IOException on anything but a string or null
     */
    public static <T> @Nullable T openEnum(JsonParser p, DeserializationContext ctxt, Class<T> type,
            Function<String, T> of) throws IOException {
        if (p.hasToken(JsonToken.VALUE_STRING)) {
            return of.apply(p.getText());
        }
        return value(p, ctxt, type);
    }

    // ---- lists ----

    /**
     * What a list reader returns when the value is not an array: null for JSON null, otherwise a
     * {@link com.fasterxml.jackson.databind.exc.MismatchedInputException}.
     *
     * @param p the parser, at the value
     * @param ctxt the context
     * @param <T> the element type
     * @return null
     * @throws IOException when the value is not null
     */
    public static <T> @Nullable List<T> notAnArray(JsonParser p, DeserializationContext ctxt) throws IOException {
        if (p.hasToken(JsonToken.VALUE_NULL)) {
            return null;
        }
        return ctxt.reportInputMismatch(List.class, "Expected a JSON array, got %s", describe(p.currentToken()));
    }

    /**
     * Fails on a null element of a list: the model's lists hold no nulls.
     *
     * @param ctxt the context
     * @param element the element type
     * @param <T> the element type
     * @return never
     * @throws IOException always
     */
    public static <T> T nullElement(DeserializationContext ctxt, Class<?> element) throws IOException {
        return ctxt.reportInputMismatch(element, "A list of %s cannot hold null", element.getSimpleName());
    }

    /**
     * The immutable list of the first {@code size} items (no nulls), as the model's records keep it: their
     * constructors' {@code List.copyOf} then keeps it as it is.
     *
     * @param items the items
     * @param size how many
     * @param <T> the element type
     * @return the list
     */
    @SuppressWarnings("unchecked")
    public static <T> List<T> immutableList(Object[] items, int size) {
        return (List<T>) List.of(size == items.length ? items : Arrays.copyOf(items, size));
    }

    /**
     * A list read element by element.
     *
     * @param p the parser, at the value
     * @param ctxt the context
     * @param element reads one element (null is an error)
     * @param <T> the element type
     * @return the immutable list, or null for JSON null
     * @throws IOException on malformed input
     */
    public static <T> @Nullable List<T> list(JsonParser p, DeserializationContext ctxt, ValueReader<T> element)
            throws IOException {
        if (!p.hasToken(JsonToken.START_ARRAY)) {
            return notAnArray(p, ctxt);
        }
        if (p.nextToken() == JsonToken.END_ARRAY) {
            return List.of();
        }
        Object[] items = new Object[4];
        int size = 0;
        do {
            T item = element.read(p, ctxt);
            if (item == null) {
                return ctxt.reportInputMismatch(List.class, "A list cannot hold null");
            }
            if (size == items.length) {
                items = Arrays.copyOf(items, size * 2);
            }
            items[size++] = item;
        } while (p.nextToken() != JsonToken.END_ARRAY);
        return immutableList(items, size);
    }

    /**
     * @param p the parser, at the value
     * @param ctxt the context
     * @param type the enum type
     * @param of the enum's {@code of}
     * @param <T> the enum type
     * @return the values, or null
     * @throws IOException on malformed input
     */
    public static <T> @Nullable List<T> enumList(JsonParser p, DeserializationContext ctxt, Class<T> type,
            Function<String, T> of) throws IOException {
        return list(p, ctxt, (q, c) -> openEnum(q, c, type, of));
    }

    /**
     * @param p the parser, at the value
     * @param ctxt the context
     * @return the values, or null
     * @throws IOException on malformed input
     */
    public static @Nullable List<Integer> integerList(JsonParser p, DeserializationContext ctxt) throws IOException {
        return list(p, ctxt, ReaderSupport::integer);
    }

    /**
     * @param p the parser, at the value
     * @param ctxt the context
     * @return the values, or null
     * @throws IOException on malformed input
     */
    public static @Nullable List<Long> longList(JsonParser p, DeserializationContext ctxt) throws IOException {
        return list(p, ctxt, ReaderSupport::longObject);
    }

    /**
     * @param p the parser, at the value
     * @param ctxt the context
     * @return the values, or null
     * @throws IOException on malformed input
     */
    public static @Nullable List<Double> doubleList(JsonParser p, DeserializationContext ctxt) throws IOException {
        return list(p, ctxt, ReaderSupport::doubleObject);
    }

    /**
     * @param p the parser, at the value
     * @param ctxt the context
     * @return the values, or null
     * @throws IOException on malformed input
     */
    public static @Nullable List<String> stringList(JsonParser p, DeserializationContext ctxt) throws IOException {
        return list(p, ctxt, ReaderSupport::string);
    }

    // ---- unions ----

    /**
     * Fails on a value that is not a JSON object where a union's object belongs.
     *
     * @param p the parser, at the value
     * @param ctxt the context
     * @param union the union
     * @param <T> the union
     * @return never
     * @throws IOException always
     */
    public static <T> T notAnObject(JsonParser p, DeserializationContext ctxt, Class<T> union) throws IOException {
        return ctxt.reportInputMismatch(union, "Expected a JSON object for %s, got %s", union.getSimpleName(),
                describe(p.currentToken()));
    }

    /**
     * Buffers the field at the parser (its name, then its whole value) while a union has not yet seen what
     * chooses its member.
     *
     * @param buffer the fields buffered so far, or null
     * @param name the field's name
     * @param p the parser, at the field's value
     * @param ctxt the context
     * @return the buffer, started with the object's start when it was null
     * @throws IOException on malformed input
     */
    public static TokenBuffer buffer(@Nullable TokenBuffer buffer, String name, JsonParser p,
            DeserializationContext ctxt) throws IOException {
        if (buffer == null) {
            buffer = ctxt.bufferForInputBuffering(p);
            buffer.writeStartObject();
        }
        buffer.writeFieldName(name);
        buffer.copyCurrentStructure(p);
        return buffer;
    }

    /**
     * A parser that gives the buffered start of the object and then the rest of it from {@code p}, positioned at
     * the object's start: a member's reader reads the whole object from it.
     *
     * @param buffer the buffered fields (with the object's start)
     * @param p the parser, at the last token buffered or skipped
     * @return the joined parser
     * @throws IOException on malformed input
     */
    public static JsonParser replay(TokenBuffer buffer, JsonParser p) throws IOException {
        p.clearCurrentToken();
        JsonParser joined = JsonParserSequence.createFlattened(false, buffer.asParser(p), p);
        joined.nextToken();
        return joined;
    }

    /**
     * The whole object as a tree, once a union has read to its end without choosing a member.
     *
     * @param buffer the buffered fields, or null for an empty object
     * @param p the parser the fields came from
     * @param ctxt the context
     * @return the object
     * @throws IOException on malformed input
     */
    public static JsonNode tree(@Nullable TokenBuffer buffer, JsonParser p, DeserializationContext ctxt)
            throws IOException {
        if (buffer == null) {
            return ctxt.getNodeFactory().objectNode();
        }
        buffer.writeEndObject();
        try (JsonParser tokens = buffer.asParser(p)) {
            tokens.nextToken();
            return ctxt.readTree(tokens);
        }
    }

    /**
     * Whether the numeric value at the parser is zero as a long (the rule of {@code MaybeInaccessibleMessage}).
     *
     * @param p the parser, at a number
     * @return whether it is 0
     * @throws IOException on malformed input
     */
    public static boolean isZero(JsonParser p) throws IOException {
        if (p.hasToken(JsonToken.VALUE_NUMBER_INT)) {
            return p.getNumberType() != JsonParser.NumberType.BIG_INTEGER && p.getLongValue() == 0;
        }
        return (long) p.getDoubleValue() == 0;
    }

    /** The JSON node type a token starts, as the messages of the tree-based decoders name it. */
    private static String describe(@Nullable JsonToken token) {
        if (token == null) {
            return "MISSING";
        }
        return switch (token) {
            case START_ARRAY, END_ARRAY -> "ARRAY";
            case START_OBJECT, END_OBJECT, FIELD_NAME -> "OBJECT";
            case VALUE_STRING -> "STRING";
            case VALUE_NUMBER_INT, VALUE_NUMBER_FLOAT -> "NUMBER";
            case VALUE_TRUE, VALUE_FALSE -> "BOOLEAN";
            case VALUE_NULL -> "NULL";
            case VALUE_EMBEDDED_OBJECT -> "POJO";
            case NOT_AVAILABLE -> "MISSING";
        };
    }
}
