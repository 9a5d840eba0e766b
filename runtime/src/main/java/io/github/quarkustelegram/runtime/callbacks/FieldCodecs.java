package io.github.quarkustelegram.runtime.callbacks;

import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.nio.ByteBuffer;
import java.util.Base64;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;

import org.jspecify.annotations.Nullable;

/**
 * The field types callback data supports, each as the shortest token that reads back exactly: numbers in base 36,
 * booleans as {@code 1}/{@code 0}, enum constants by name (so reordering them keeps old buttons working), UUIDs as 22
 * base64url characters, strings escaped. A boxed type or {@code Optional} takes null/empty as an empty token. The
 * bounds are public so that the build checks a record's worst case with the same numbers.
 */
public final class FieldCodecs {

    /** {@code Integer.MIN_VALUE} in base 36: {@code -zik0zk}. */
    public static final int INT_BYTES = Long.toString(Integer.MIN_VALUE, 36).length();
    /** {@code Long.MIN_VALUE} in base 36. */
    public static final int LONG_BYTES = Long.toString(Long.MIN_VALUE, 36).length();
    /** {@code 1} or {@code 0}. */
    public static final int BOOLEAN_BYTES = 1;
    /** 16 bytes in unpadded base64url. */
    public static final int UUID_BYTES = 22;

    private static final Base64.Encoder BASE64 = Base64.getUrlEncoder().withoutPadding();
    private static final Base64.Decoder BASE64_READ = Base64.getUrlDecoder();

    private FieldCodecs() {
    }

    /**
     * @param type a record component's generic type
     * @return its codec
     * @throws IllegalArgumentException when callback data cannot hold that type
     */
    public static FieldCodec of(Type type) {
        if (type instanceof ParameterizedType parameterized && parameterized.getRawType() == Optional.class) {
            Type element = parameterized.getActualTypeArguments()[0];
            if (element instanceof Class<?> c && (c.isPrimitive() || c == Optional.class)) {
                throw new IllegalArgumentException("Optional<" + c.getSimpleName() + "> is not supported");
            }
            return new OptionalCodec(nullable(element));
        }
        if (type == int.class) {
            return new NumberCodec(INT_BYTES, true);
        }
        if (type == long.class) {
            return new NumberCodec(LONG_BYTES, false);
        }
        if (type == boolean.class) {
            return new BooleanCodec();
        }
        return nullable(type);
    }

    /** A type whose null is an empty token. */
    private static FieldCodec nullable(Type type) {
        if (type == Integer.class) {
            return new NumberCodec(INT_BYTES, true);
        }
        if (type == Long.class) {
            return new NumberCodec(LONG_BYTES, false);
        }
        if (type == Boolean.class) {
            return new BooleanCodec();
        }
        if (type == String.class) {
            return new StringCodec();
        }
        if (type == UUID.class) {
            return new UuidCodec();
        }
        if (type instanceof Class<?> c && c.isEnum()) {
            return new EnumCodec(c);
        }
        throw new IllegalArgumentException(type.getTypeName() + " is not supported (int, long, boolean, their boxes,"
                + " String, an enum, UUID, or an Optional of one)");
    }

    private static IllegalArgumentException unreadable(String token, String what) {
        return new IllegalArgumentException("\"" + token + "\" is not " + what);
    }

    /** int and long, boxed or not; the empty token is null, which a primitive refuses. */
    private record NumberCodec(int maxBytes, boolean isInt) implements FieldCodec {

        @Override
        public void write(StringBuilder out, @Nullable Object value) {
            if (value != null) {
                out.append(Long.toString(((Number) value).longValue(), 36));
            }
        }

        @Override
        public @Nullable Object read(String token) {
            if (token.isEmpty()) {
                return null;
            }
            try {
                return isInt ? (Object) Integer.parseInt(token, 36) : (Object) Long.parseLong(token, 36);
            } catch (NumberFormatException e) {
                throw unreadable(token, isInt ? "an int" : "a long");
            }
        }
    }

    private record BooleanCodec() implements FieldCodec {

        @Override
        public void write(StringBuilder out, @Nullable Object value) {
            if (value != null) {
                out.append((Boolean) value ? '1' : '0');
            }
        }

        @Override
        public @Nullable Object read(String token) {
            return switch (token) {
                case "" -> null;
                case "1" -> Boolean.TRUE;
                case "0" -> Boolean.FALSE;
                default -> throw unreadable(token, "a boolean");
            };
        }

        @Override
        public int maxBytes() {
            return BOOLEAN_BYTES;
        }
    }

    private record StringCodec() implements FieldCodec {

        @Override
        public void write(StringBuilder out, @Nullable Object value) {
            if (value != null) {
                DataTokens.appendEscaped(out, (String) value);
            }
        }

        @Override
        public @Nullable Object read(String token) {
            return token.isEmpty() ? null : DataTokens.unescape(token);
        }

        @Override
        public int maxBytes() {
            return UNBOUNDED;
        }
    }

    private record UuidCodec() implements FieldCodec {

        @Override
        public void write(StringBuilder out, @Nullable Object value) {
            if (value != null) {
                UUID uuid = (UUID) value;
                ByteBuffer bytes = ByteBuffer.allocate(16);
                bytes.putLong(uuid.getMostSignificantBits()).putLong(uuid.getLeastSignificantBits());
                out.append(BASE64.encodeToString(bytes.array()));
            }
        }

        @Override
        public @Nullable Object read(String token) {
            if (token.isEmpty()) {
                return null;
            }
            byte[] bytes;
            try {
                bytes = BASE64_READ.decode(token);
            } catch (IllegalArgumentException e) {
                throw unreadable(token, "a UUID");
            }
            if (bytes.length != 16) {
                throw unreadable(token, "a UUID");
            }
            ByteBuffer buffer = ByteBuffer.wrap(bytes);
            return new UUID(buffer.getLong(), buffer.getLong());
        }

        @Override
        public int maxBytes() {
            return UUID_BYTES;
        }
    }

    /**
     * By name: a constant removed or renamed since the button was sent is reported, never read as another one. The
     * constants are looked up in a map made once ({@code getEnumConstants()} copies its array at each call).
     */
    private static final class EnumCodec implements FieldCodec {

        private final Class<?> type;
        private final Map<String, Object> byName = new HashMap<>();
        private final int maxBytes;

        EnumCodec(Class<?> type) {
            this.type = type;
            int max = 0;
            for (Object constant : type.getEnumConstants()) {
                String name = ((Enum<?>) constant).name();
                byName.put(name, constant);
                max = Math.max(max, DataTokens.utf8Length(name));
            }
            this.maxBytes = max;
        }

        @Override
        public void write(StringBuilder out, @Nullable Object value) {
            if (value != null) {
                out.append(((Enum<?>) value).name());
            }
        }

        @Override
        public @Nullable Object read(String token) {
            if (token.isEmpty()) {
                return null;
            }
            Object constant = byName.get(token);
            if (constant == null) {
                throw unreadable(token, "a constant of " + type.getSimpleName());
            }
            return constant;
        }

        @Override
        public int maxBytes() {
            return maxBytes;
        }
    }

    /** Empty is an empty token, so an {@code Optional} of a nullable type cannot hold null. */
    private record OptionalCodec(FieldCodec element) implements FieldCodec {

        @Override
        public void write(StringBuilder out, @Nullable Object value) {
            if (value != null) {
                ((Optional<?>) value).ifPresent(v -> element.write(out, v));
            }
        }

        @Override
        public Object read(String token) {
            return Optional.ofNullable(element.read(token));
        }

        @Override
        public int maxBytes() {
            return element.maxBytes();
        }
    }
}
