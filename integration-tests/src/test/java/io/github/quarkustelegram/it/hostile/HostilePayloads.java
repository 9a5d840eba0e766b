package io.github.quarkustelegram.it.hostile;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.function.IntSupplier;

import com.fasterxml.jackson.core.json.JsonWriteFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;

/**
 * Hostile bodies for the webhook, made by mutating the model's round-trip corpus of updates
 * ({@code runtime/src/test/resources/corpus}), each with the status the webhook must answer. Deterministic for a given
 * seed. The expected status of each kind is written here once; {@code docs/.../receiving-updates.adoc} states the same
 * table.
 */
final class HostilePayloads {

    /** One body and what the webhook must do with it. */
    record Payload(Kind kind, byte[] body, int status, int handedId) {
    }

    /** The kinds of body, with the status each must get. */
    enum Kind {
        /** A corpus update as it is: 200, handed over. */
        VALID(200),
        /** Fields a newer Bot API might add, anywhere, of any JSON type: 200, handed over. */
        UNKNOWN_FIELDS(200),
        /** An update kind this model does not know (the known kind renamed): 200, handed over. */
        UNKNOWN_KIND(200),
        /** A discriminator ({@code type}, {@code status}, {@code source}) with a value this model does not know: 200. */
        UNKNOWN_VARIANT(200),
        /** Duplicate keys, every value valid: 200, the last value counts (as in JavaScript's JSON.parse). */
        DUPLICATE_KEYS(200),
        /** A string of nearly {@code max-body-size} bytes: 200, handed over. */
        HUGE_STRING(200),
        /** Cut anywhere before its end: 400. */
        TRUNCATED(400),
        /** A known field given a JSON type no model type reads there (an object for a string...): 400. */
        WRONG_TYPE(400),
        /** 100,000 levels of arrays or objects, in a known or an unknown field: 400 (deeper than 200). */
        DEEP_NESTING(400),
        /** A number of 1,000 digits (integer, fraction or exponent), in a known or an unknown field: 400. */
        BIG_NUMBER(400),
        /**
         * Bytes that are not UTF-8 in a string the model reads or in a field name: 400. (In the value of a field the
         * model does not know, which the decoder skips unread, some such sequences go unnoticed: the update is handled
         * without that field. Not generated here, documented in receiving-updates.adoc.)
         */
        INVALID_UTF8(400),
        /** Not an Update object: an array, a scalar, nothing, trailing data, no positive update_id: 400. */
        NOT_AN_UPDATE(400),
        /** One byte more than {@code max-body-size}: 413. */
        OVERSIZED(413);

        final int status;

        Kind(int status) {
            this.status = status;
        }
    }

    /** A corpus update; strict when every field and variant in it is known to the model (index.json's flags). */
    record Seed(String name, ObjectNode json, boolean strict) {
    }

    /** Writes an emoji as its 4 UTF-8 bytes, as Telegram does (Jackson's default escapes each surrogate: 12 bytes). */
    static final ObjectMapper JSON = JsonMapper.builder().enable(JsonWriteFeature.COMBINE_UNICODE_SURROGATES_IN_UTF8)
            .build();
    private static final Set<String> DISCRIMINATORS = Set.of("type", "status", "source");
    /**
     * Left alone by {@link Kind#WRONG_TYPE}: the discriminators, and {@code date}, which chooses the member of
     * {@code MaybeInaccessibleMessage} (a non-number there reads as that union's {@code Unknown}, by design).
     */
    private static final Set<String> CHOOSERS = Set.of("type", "status", "source", "date");
    private static final byte[][] NOT_UTF8 = {
            { (byte) 0xFF }, // never valid
            { (byte) 0xC3, '(' }, // a 2-byte sequence cut short
            { (byte) 0x80 }, // a continuation byte alone
            { (byte) 0xED, (byte) 0xA0, (byte) 0x80 }, // a surrogate (CESU-8)
            { (byte) 0xF8, (byte) 0x88, (byte) 0x80, (byte) 0x80, (byte) 0x80 }, // a 5-byte form
            { (byte) 0xE2, (byte) 0x82 }, // a 3-byte sequence ended by the closing quote
    };
    private static final String[] NOT_AN_UPDATE = { "", "null", "[]", "[{\"update_id\":1}]", "\"text\"", "42", "true",
            "{}", "{\"update_id\":0}", "{\"update_id\":-7}", "{\"update_id\":1} {}", "{\"update_id\":1}x",
            "{\"update_id\":1}]", "{\"update_id\":", "{\"update_id\":1,}", "{'update_id':1}", "{\"update_id\":1 /**/}",
            "{\"update_id\":NaN}", "{\"update_id\":\"\"}", "{\"update_id\":2147483648}", "\uFEFF\uFEFF{\"update_id\":1}",
            "{\"update_id\":1,\"message\":\"\u0001\"}" };

    private final List<Seed> seeds;
    private final List<Seed> strictSeeds;
    private final Random random;
    private final IntSupplier ids;
    private final int maxBodyBytes;

    HostilePayloads(List<Seed> seeds, long seed, IntSupplier ids, int maxBodyBytes) {
        this.seeds = seeds;
        this.strictSeeds = seeds.stream().filter(Seed::strict).toList();
        this.random = new Random(seed);
        this.ids = ids;
        this.maxBodyBytes = maxBodyBytes;
    }

    /** @return the corpus's updates: its Update files and the elements of its getUpdates results */
    static List<Seed> corpus() {
        List<Seed> seeds = new ArrayList<>();
        JsonNode index = read("corpus/index.json");
        for (JsonNode entry : index) {
            String type = entry.get("type").asText();
            boolean strict = !entry.path("unknownFields").asBoolean() && !entry.path("unknownVariant").asBoolean()
                    && !entry.path("knownIssue").asBoolean();
            String file = entry.get("file").asText();
            if (type.equals("Update")) {
                seeds.add(new Seed(file, (ObjectNode) read("corpus/" + file), strict));
            } else if (type.equals("List<Update>")) {
                int i = 0;
                for (JsonNode update : read("corpus/" + file)) {
                    seeds.add(new Seed(file + "[" + i++ + "]", (ObjectNode) update, strict));
                }
            }
        }
        if (seeds.size() < 50) {
            throw new IllegalStateException("the corpus has " + seeds.size() + " updates: not found on the class path?");
        }
        return List.copyOf(seeds);
    }

    private static JsonNode read(String resource) {
        try (InputStream in = HostilePayloads.class.getClassLoader().getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException(resource + " not on the test class path");
            }
            return JSON.readTree(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A body of this kind. */
    Payload next(Kind kind) {
        return switch (kind) {
            case VALID -> handed(kind, withId(pick(seeds)));
            case UNKNOWN_FIELDS -> unknownFields();
            case UNKNOWN_KIND -> unknownKind();
            case UNKNOWN_VARIANT -> unknownVariant();
            case DUPLICATE_KEYS -> duplicateKeys();
            case HUGE_STRING -> hugeString();
            case TRUNCATED -> truncated();
            case WRONG_TYPE -> wrongType();
            case DEEP_NESTING -> deepNesting();
            case BIG_NUMBER -> bigNumber();
            case INVALID_UTF8 -> invalidUtf8();
            case NOT_AN_UPDATE -> new Payload(kind, utf8(NOT_AN_UPDATE[random.nextInt(NOT_AN_UPDATE.length)]), 400, 0);
            case OVERSIZED -> oversized();
        };
    }

    /** A corpus update as it is, with a fresh update_id (a repeated one would be answered as a redelivery). */
    Payload valid() {
        return next(Kind.VALID);
    }

    private Payload handed(Kind kind, ObjectNode update) {
        return new Payload(kind, bytes(update), 200, update.get("update_id").asInt());
    }

    private Payload unknownFields() {
        ObjectNode update = withId(pick(seeds));
        List<ObjectNode> objects = new ArrayList<>();
        collectObjects(update, objects);
        int count = 1 + random.nextInt(5);
        for (int i = 0; i < count; i++) {
            ObjectNode target = objects.get(random.nextInt(objects.size()));
            target.set("zz_future_field_" + random.nextInt(1000), randomValue(3));
        }
        return handed(Kind.UNKNOWN_FIELDS, update);
    }

    private Payload unknownKind() {
        ObjectNode update = withId(pick(seeds));
        ObjectNode renamed = JsonNodeFactory.instance.objectNode();
        for (Iterator<Map.Entry<String, JsonNode>> it = update.fields(); it.hasNext();) {
            Map.Entry<String, JsonNode> field = it.next();
            renamed.set(field.getKey().equals("update_id") ? "update_id" : "zz_future_kind_" + field.getKey(),
                    field.getValue());
        }
        return handed(Kind.UNKNOWN_KIND, renamed);
    }

    private Payload unknownVariant() {
        for (;;) {
            ObjectNode update = withId(pick(strictSeeds));
            List<ObjectNode> owners = new ArrayList<>();
            collectObjects(update, owners);
            owners.removeIf(o -> DISCRIMINATORS.stream().noneMatch(k -> o.path(k).isTextual()));
            if (owners.isEmpty()) {
                continue;
            }
            ObjectNode owner = owners.get(random.nextInt(owners.size()));
            for (String key : DISCRIMINATORS) {
                if (owner.path(key).isTextual()) {
                    owner.put(key, "zz_future_" + key);
                    break;
                }
            }
            return handed(Kind.UNKNOWN_VARIANT, update);
        }
    }

    private Payload duplicateKeys() {
        ObjectNode update = withId(pick(seeds));
        String compact = new String(bytes(update), StandardCharsets.UTF_8);
        // update_id twice (the last counts), then the update's kind twice, the first a copy of the second
        int decoy = 1 + random.nextInt(Integer.MAX_VALUE - 1);
        String kindKey = null;
        for (Iterator<String> it = update.fieldNames(); it.hasNext();) {
            String key = it.next();
            if (!key.equals("update_id")) {
                kindKey = key;
            }
        }
        StringBuilder body = new StringBuilder("{\"update_id\":").append(decoy).append(',');
        if (kindKey != null) {
            body.append(JSON.valueToTree(kindKey).toString()).append(':').append(update.get(kindKey)).append(',');
        }
        body.append(compact, 1, compact.length());
        return new Payload(Kind.DUPLICATE_KEYS, utf8(body.toString()), 200, update.get("update_id").asInt());
    }

    private Payload hugeString() {
        ObjectNode update = withId(pick(seeds));
        String unit = switch (random.nextInt(3)) {
            case 0 -> "x";
            case 1 -> "\u044f"; // Cyrillic, 2 bytes
            default -> "\uD83D\uDE80"; // an emoji, 4 bytes
        };
        int unitBytes = unit.getBytes(StandardCharsets.UTF_8).length;
        int room = maxBodyBytes - bytes(update).length - "\"zz_padding\":\"\",".length();
        update.put("zz_padding", unit.repeat(room / unitBytes));
        byte[] body = bytes(update);
        if (body.length > maxBodyBytes || body.length < maxBodyBytes - 4) {
            throw new IllegalStateException("huge body of " + body.length + " bytes");
        }
        return new Payload(Kind.HUGE_STRING, body, 200, update.get("update_id").asInt());
    }

    private Payload oversized() {
        ObjectNode update = withId(pick(seeds));
        int room = maxBodyBytes - bytes(update).length - "\"zz_padding\":\"\",".length();
        update.put("zz_padding", "x".repeat(room + 1));
        byte[] body = bytes(update);
        if (body.length != maxBodyBytes + 1) {
            throw new IllegalStateException("oversized body of " + body.length + " bytes");
        }
        return new Payload(Kind.OVERSIZED, body, 413, 0);
    }

    private Payload truncated() {
        byte[] whole = bytes(withId(pick(seeds)));
        int cut = random.nextInt(whole.length - 1); // never past the last '}'
        return new Payload(Kind.TRUNCATED, java.util.Arrays.copyOf(whole, cut), 400, 0);
    }

    /** Replaces a known value by one of a JSON type no model type reads there: a container by a number, else an array. */
    private Payload wrongType() {
        ObjectNode update = withId(pick(strictSeeds));
        List<Slot> slots = new ArrayList<>();
        collectSlots(update, slots);
        Slot slot = slots.get(random.nextInt(slots.size()));
        JsonNode wrong = slot.value().isContainerNode() ? JsonNodeFactory.instance.numberNode(12345)
                : JsonNodeFactory.instance.arrayNode().add(1).add(2);
        slot.replace(wrong);
        return new Payload(Kind.WRONG_TYPE, bytes(update), 400, 0);
    }

    private Payload deepNesting() {
        ObjectNode update = withId(pick(seeds));
        int depth = 100_000;
        String deep = random.nextBoolean() ? "[".repeat(depth) + "]".repeat(depth)
                : "{\"a\":".repeat(depth) + "1" + "}".repeat(depth);
        return new Payload(Kind.DEEP_NESTING, utf8(replaceSomeValue(update, deep)), 400, 0);
    }

    private Payload bigNumber() {
        ObjectNode update = withId(pick(seeds));
        String digits = "9".repeat(1000);
        String number = switch (random.nextInt(4)) {
            case 0 -> digits;
            case 1 -> "-" + digits;
            case 2 -> "0." + digits;
            default -> "1e" + digits;
        };
        return new Payload(Kind.BIG_NUMBER, utf8(replaceSomeValue(update, number)), 400, 0);
    }

    private Payload invalidUtf8() {
        // a strict seed: every string in it is read by the model (an unknown kind's would be skipped unread)
        ObjectNode update = withId(pick(strictSeeds));
        String marker = "zzNOTUTF8zz";
        List<Slot> slots = new ArrayList<>();
        collectSlots(update, slots);
        slots.removeIf(s -> !s.value().isTextual());
        if (slots.isEmpty() || random.nextInt(4) == 0) {
            update.put(marker, 1); // in a field name
        } else {
            Slot slot = slots.get(random.nextInt(slots.size()));
            String text = slot.value().asText();
            int at = random.nextInt(text.length() + 1);
            slot.replace(TextNode.valueOf(text.substring(0, at) + marker + text.substring(at)));
        }
        return new Payload(Kind.INVALID_UTF8, notUtf8(bytes(update), marker), 400, 0);
    }

    /** The body with the marker replaced by bytes that are not UTF-8. */
    private byte[] notUtf8(byte[] body, String marker) {
        byte[] bad = NOT_UTF8[random.nextInt(NOT_UTF8.length)];
        String latin = new String(body, StandardCharsets.ISO_8859_1);
        int at = latin.indexOf(marker);
        byte[] out = new byte[body.length - marker.length() + bad.length];
        System.arraycopy(body, 0, out, 0, at);
        System.arraycopy(bad, 0, out, at, bad.length);
        System.arraycopy(body, at + marker.length(), out, at + bad.length, body.length - at - marker.length());
        return out;
    }

    /** The update as text with one value (known or not: a new field) replaced by raw JSON text. */
    private String replaceSomeValue(ObjectNode update, String raw) {
        String marker = "zz_replaced_" + random.nextInt(1_000_000);
        List<Slot> slots = new ArrayList<>();
        collectSlots(update, slots);
        if (random.nextBoolean()) {
            slots.get(random.nextInt(slots.size())).replace(TextNode.valueOf(marker));
        } else {
            List<ObjectNode> objects = new ArrayList<>();
            collectObjects(update, objects);
            objects.get(random.nextInt(objects.size())).put("zz_unknown", marker);
        }
        return new String(bytes(update), StandardCharsets.UTF_8).replace("\"" + marker + "\"", raw);
    }

    /** A place holding a value: a field of an object or an element of an array. */
    private record Slot(JsonNode parent, String key, int index, JsonNode value) {
        void replace(JsonNode with) {
            if (parent instanceof ObjectNode o) {
                o.set(key, with);
            } else {
                ((ArrayNode) parent).set(index, with);
            }
        }
    }

    /** Every non-null value under the node, except update_id and the fields that choose a union's member. */
    private static void collectSlots(JsonNode node, List<Slot> slots) {
        if (node instanceof ObjectNode o) {
            for (Iterator<Map.Entry<String, JsonNode>> it = o.fields(); it.hasNext();) {
                Map.Entry<String, JsonNode> field = it.next();
                JsonNode value = field.getValue();
                if (!value.isNull() && !CHOOSERS.contains(field.getKey())
                        && !field.getKey().equals("update_id")) {
                    slots.add(new Slot(o, field.getKey(), -1, value));
                }
                collectSlots(value, slots);
            }
        } else if (node instanceof ArrayNode a) {
            for (int i = 0; i < a.size(); i++) {
                if (!a.get(i).isNull()) {
                    slots.add(new Slot(a, null, i, a.get(i)));
                }
                collectSlots(a.get(i), slots);
            }
        }
    }

    private static void collectObjects(JsonNode node, List<ObjectNode> objects) {
        if (node instanceof ObjectNode o) {
            objects.add(o);
        }
        for (JsonNode child : node) {
            collectObjects(child, objects);
        }
    }

    private JsonNode randomValue(int depth) {
        int choice = random.nextInt(depth > 0 ? 8 : 6);
        return switch (choice) {
            case 0 -> JsonNodeFactory.instance.textNode("future " + random.nextInt());
            case 1 -> JsonNodeFactory.instance.numberNode(random.nextLong());
            case 2 -> JsonNodeFactory.instance.numberNode(random.nextDouble() * 1e6);
            case 3 -> JsonNodeFactory.instance.booleanNode(random.nextBoolean());
            case 4 -> JsonNodeFactory.instance.nullNode();
            case 5 -> JsonNodeFactory.instance.textNode("\u00e9\u4e2d\uD83D\uDE00\"\\\n");
            case 6 -> {
                ObjectNode o = JsonNodeFactory.instance.objectNode();
                for (int i = random.nextInt(4); i > 0; i--) {
                    o.set("f" + i, randomValue(depth - 1));
                }
                yield o;
            }
            default -> {
                ArrayNode a = JsonNodeFactory.instance.arrayNode();
                for (int i = random.nextInt(4); i > 0; i--) {
                    a.add(randomValue(depth - 1));
                }
                yield a;
            }
        };
    }

    private Seed pick(List<Seed> from) {
        return from.get(random.nextInt(from.size()));
    }

    private ObjectNode withId(Seed seed) {
        ObjectNode copy = seed.json().deepCopy();
        copy.put("update_id", ids.getAsInt());
        return copy;
    }

    static byte[] bytes(JsonNode json) {
        try {
            return JSON.writeValueAsBytes(json);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static byte[] utf8(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }
}
