package io.github.quarkustelegram.runtime.fast.json;

import java.lang.reflect.Constructor;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.stream.Stream;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

import io.github.quarkustelegram.method.SendMessage;
import io.github.quarkustelegram.method.TelegramRequest;
import io.github.quarkustelegram.model.ChatId;
import io.github.quarkustelegram.model.InputFile;

/**
 * Builds random values of the generated model by reflection over record components: strings full of what is hard
 * to encode, extreme numbers, every variant of every union (taken in turn, so that all are reached), open enums'
 * known and unknown values, chat ids of both kinds and file references (never uploads).
 */
final class RandomRequests {

    /** Pieces strings are made of: escapes, controls, emoji, lone and reversed surrogates, other scripts. */
    private static final String[] PIECES = { "plain", "\"", "\\", "\\\"", "/", "\u0000", "\u0001", "\u001f", "\n",
            "\r\n", "\t", "\b", "\f", "\u007f", "\u2028", "\u2029", "\ud83d\ude00", "\ud83d\udc4d\ud83c\udffd",
            "\ud800", "\udc00", "\ude00\ud83d", "x\ud83d", "\udbff\udfff", "Привет, мир", "日本語", "é", "\u00a0",
            "\ufffd", "\ufeff", "<b>&amp;</b>", "{\"json\":[1,2]}", " ", "" };
    private static final double[] DOUBLES = { 0.0, -0.0, 4.9E-324, 1.7976931348623157E308, -1.7976931348623157E308,
            Double.MIN_NORMAL, 1.0, -1.0, 0.1, 1e22, 1e23, 123456789.123, 55.755826, -37.6173, 90.0, -180.0 };
    private static final long[] LONGS = { Long.MIN_VALUE, Long.MAX_VALUE, 0, -1, 1, Integer.MIN_VALUE - 1L,
            Integer.MAX_VALUE + 1L, -1001234567890L };
    private static final int[] INTS = { Integer.MIN_VALUE, Integer.MAX_VALUE, 0, -1, 1, 4096 };
    private static final int MAX_DEPTH = 5;

    private final Random random;
    private final Map<Class<?>, Integer> turns = new HashMap<>();
    /** Every union variant produced, to show that all were reached. */
    final Set<Class<?>> variantsMade = new LinkedHashSet<>();
    /** Every union variant a produced union could have been. */
    final Set<Class<?>> variantsSeen = new LinkedHashSet<>();

    /** The unions each request type led to. */
    private final Map<Class<?>, Set<Class<?>>> unionsOfRequest = new HashMap<>();
    private Set<Class<?>> currentUnions = new LinkedHashSet<>();

    RandomRequests(long seed) {
        this.random = new Random(seed);
    }

    /** Every generated request type, from the compiled model. */
    static List<Class<? extends TelegramRequest<?>>> requestTypes() {
        try {
            Path root = Path.of(SendMessage.class.getProtectionDomain().getCodeSource().getLocation().toURI());
            Path dir = root.resolve(SendMessage.class.getPackageName().replace('.', '/'));
            List<Class<? extends TelegramRequest<?>>> types = new ArrayList<>();
            try (Stream<Path> files = Files.list(dir)) {
                for (Path file : files.sorted().toList()) {
                    String name = file.getFileName().toString();
                    if (!name.endsWith(".class") || name.contains("$")) {
                        continue;
                    }
                    Class<?> type = Class.forName(SendMessage.class.getPackageName() + "."
                            + name.substring(0, name.length() - ".class".length()));
                    if (type.isRecord() && TelegramRequest.class.isAssignableFrom(type)) {
                        @SuppressWarnings("unchecked")
                        Class<? extends TelegramRequest<?>> request = (Class<? extends TelegramRequest<?>>) type;
                        types.add(request);
                    }
                }
            }
            return types;
        } catch (URISyntaxException | java.io.IOException | ClassNotFoundException e) {
            throw new IllegalStateException("Cannot list the generated request types", e);
        }
    }

    <T> T request(Class<T> type) {
        currentUnions = unionsOfRequest.computeIfAbsent(type, t -> new LinkedHashSet<>());
        return type.cast(record(type, 0));
    }

    /** The request types that led to a union with a variant not written yet: more of them may reach it. */
    List<Class<?>> requestsNearMissingVariants() {
        List<Class<?>> requests = new ArrayList<>();
        for (Map.Entry<Class<?>, Set<Class<?>>> entry : unionsOfRequest.entrySet()) {
            boolean missing = entry.getValue().stream().flatMap(u -> java.util.Arrays.stream(u.getPermittedSubclasses()))
                    .anyMatch(v -> !v.isSealed() && !variantsMade.contains(v));
            if (missing) {
                requests.add(entry.getKey());
            }
        }
        return requests;
    }

    String string() {
        int pieces = random.nextInt(8);
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < pieces; i++) {
            text.append(PIECES[random.nextInt(PIECES.length)]);
            if (random.nextInt(4) == 0) {
                text.appendCodePoint(random.nextInt(0x20, 0x110000));
            }
        }
        return text.toString();
    }

    double finiteDouble() {
        return switch (random.nextInt(4)) {
            case 0 -> DOUBLES[random.nextInt(DOUBLES.length)];
            case 1 -> random.nextDouble() * 180 - 90;
            case 2 -> Math.round((random.nextDouble() * 360 - 180) * 1e6) / 1e6;
            default -> {
                double d;
                do {
                    d = Double.longBitsToDouble(random.nextLong());
                } while (!Double.isFinite(d));
                yield d;
            }
        };
    }

    private Object value(Type type, int depth, boolean nullable) {
        Class<?> raw = type instanceof ParameterizedType p ? (Class<?>) p.getRawType() : (Class<?>) type;
        if (nullable && !raw.isPrimitive() && (depth >= MAX_DEPTH || random.nextInt(depth == 0 ? 6 : 3) == 0)) {
            return null;
        }
        if (raw == String.class) {
            return string();
        }
        if (raw == int.class || raw == Integer.class) {
            return random.nextBoolean() ? INTS[random.nextInt(INTS.length)] : random.nextInt();
        }
        if (raw == long.class || raw == Long.class) {
            return random.nextBoolean() ? LONGS[random.nextInt(LONGS.length)] : random.nextLong();
        }
        if (raw == double.class || raw == Double.class) {
            return finiteDouble();
        }
        if (raw == boolean.class || raw == Boolean.class) {
            return random.nextBoolean();
        }
        if (raw == List.class) {
            Type element = ((ParameterizedType) type).getActualTypeArguments()[0];
            int size = depth >= MAX_DEPTH ? 0 : random.nextInt(4);
            List<Object> list = new ArrayList<>();
            for (int i = 0; i < size; i++) {
                list.add(value(element, depth + 1, false));
            }
            return list;
        }
        if (raw == ChatId.class) {
            return random.nextBoolean() ? ChatId.of(LONGS[random.nextInt(LONGS.length)]) : ChatId.of("@" + string());
        }
        if (raw == InputFile.class) {
            return InputFile.reference(random.nextBoolean() ? "https://example.org/" + string() : string());
        }
        if (raw == JsonNode.class) {
            return unknownJson(depth);
        }
        if (raw.isSealed()) {
            return variant(raw, depth);
        }
        if (raw.isRecord()) {
            return isOpenEnum(raw) ? openEnum(raw) : record(raw, depth + 1);
        }
        throw new IllegalStateException("No random value for " + type);
    }

    private Object variant(Class<?> union, int depth) {
        Class<?>[] variants = union.getPermittedSubclasses();
        currentUnions.add(union);
        for (Class<?> variant : variants) {
            if (!variant.isSealed() && !variant.isInterface()) {
                variantsSeen.add(variant);
            }
        }
        int turn = turns.merge(union, 1, Integer::sum);
        Class<?> chosen = variants[turn % variants.length];
        if (!chosen.isSealed()) {
            variantsMade.add(chosen);
        }
        return value(chosen, depth + 1, false);
    }

    private static boolean isOpenEnum(Class<?> type) {
        try {
            type.getMethod("knownValues");
            return true;
        } catch (NoSuchMethodException e) {
            return false;
        }
    }

    private Object openEnum(Class<?> type) {
        try {
            List<?> known = (List<?>) type.getMethod("knownValues").invoke(null);
            if (known.isEmpty() || random.nextInt(4) == 0) {
                return type.getMethod("of", String.class).invoke(null, string());
            }
            return known.get(random.nextInt(known.size()));
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }

    private Object record(Class<?> type, int depth) {
        RecordComponent[] components = type.getRecordComponents();
        // a union's Plain, Concatenation and Unknown hold what makes them: never null
        boolean nullable = type.getEnclosingClass() == null || !type.getEnclosingClass().isSealed();
        Class<?>[] types = new Class<?>[components.length];
        Object[] args = new Object[components.length];
        for (int i = 0; i < components.length; i++) {
            types[i] = components[i].getType();
            args[i] = value(components[i].getGenericType(), depth, nullable);
        }
        try {
            Constructor<?> constructor = type.getDeclaredConstructor(types);
            return constructor.newInstance(args);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("Cannot build a " + type.getName(), e);
        }
    }

    /** What a newer Bot API might send in a variant this model does not know. */
    private JsonNode unknownJson(int depth) {
        JsonNodeFactory nodes = JsonNodeFactory.instance;
        ObjectNode json = nodes.objectNode();
        json.put("type", "future_" + random.nextInt(100));
        json.put("text", string());
        json.put("id", LONGS[random.nextInt(LONGS.length)]);
        json.put("ratio", finiteDouble());
        json.put("flag", random.nextBoolean());
        json.putNull("nothing");
        json.put("big", new java.math.BigInteger("123456789012345678901234567890"));
        ArrayNode array = json.putArray("items");
        array.add(INTS[random.nextInt(INTS.length)]).add(string()).add(finiteDouble()).addNull();
        if (depth < MAX_DEPTH) {
            // a key with a lone surrogate cannot come in: Jackson's parser rejects it in a field name
            json.set("nested", nodes.objectNode().put("ключ \ud83d\ude00 \"q\" " + random.nextInt(), string()));
        }
        return json;
    }
}
