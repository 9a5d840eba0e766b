package io.github.quarkustelegram.json;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Stream;

import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.deser.BeanDeserializer;
import com.fasterxml.jackson.databind.deser.DefaultDeserializationContext;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.json.JsonMapper;

import io.github.quarkustelegram.method.SendMessage;
import io.github.quarkustelegram.method.TelegramRequest;
import io.github.quarkustelegram.model.BotApiModule;
import io.github.quarkustelegram.model.CallbackQuery;
import io.github.quarkustelegram.model.ChatFullInfo;
import io.github.quarkustelegram.model.ChatId;
import io.github.quarkustelegram.model.InaccessibleMessage;
import io.github.quarkustelegram.model.InputFile;
import io.github.quarkustelegram.model.Message;
import io.github.quarkustelegram.model.MessageEntity;
import io.github.quarkustelegram.model.MessageOrTrue;
import io.github.quarkustelegram.model.Update;
import io.github.quarkustelegram.model.corpus.CorpusManifest;

/**
 * The generated readers (the streaming deserializers {@code BotApiModule} registers for our mapper) against the
 * reference: a mapper with {@link BotApiModule#annotationDriven()}, which decodes the records through their Jackson
 * annotations and the unions from trees. Both must decode the same JSON to equal values, and fail on the same
 * malformed input, ours with a {@link MismatchedInputException} naming the type and the field.
 */
class GeneratedReadersTest {

    private static final String MODEL = "io.github.quarkustelegram.model";
    private static final String METHOD = "io.github.quarkustelegram.method";

    private static final ObjectMapper FAST = TelegramJson.mapper();
    /** Annotations only: what a mapper without our readers does (ignoring unknown fields, like ours). */
    private static final ObjectMapper REFERENCE = JsonMapper.builder()
            .addModule(BotApiModule.annotationDriven())
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            // trees as TelegramJson keeps them (an unknown member's decimals as written)
            .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
            .nodeFactory(com.fasterxml.jackson.databind.node.JsonNodeFactory.withExactBigDecimals(true))
            .build();

    private static final String CHAT = "{\"id\":-100123,\"type\":\"supergroup\",\"title\":\"Devs\"}";

    // ---- the two paths really are different ----

    @Test
    void ourMapperUsesTheGeneratedReadersAndTheReferenceTheAnnotations() throws IOException {
        assertThat(deserializer(FAST, Message.class).getClass().getSimpleName()).isEqualTo("MessageJsonReader");
        assertThat(deserializer(FAST, SendMessage.class).getClass().getSimpleName())
                .isEqualTo("SendMessageJsonReader");
        assertThat(deserializer(REFERENCE, Message.class)).isInstanceOf(BeanDeserializer.class);
        assertThat(deserializer(REFERENCE, SendMessage.class)).isInstanceOf(BeanDeserializer.class);
        // a plain mapper without the module: records decode through their annotations
        assertThat(new ObjectMapper().readValue("{\"id\":1,\"type\":\"private\",\"extra\":2}",
                io.github.quarkustelegram.model.Chat.class).id()).isEqualTo(1L);
    }

    private static JsonDeserializer<Object> deserializer(ObjectMapper mapper, Class<?> type) throws IOException {
        try (JsonParser p = mapper.createParser("{}")) {
            DefaultDeserializationContext ctxt = ((DefaultDeserializationContext) mapper.getDeserializationContext())
                    .createInstance(mapper.getDeserializationConfig(), p, null);
            return ctxt.findRootValueDeserializer(mapper.constructType(type));
        }
    }

    @Test
    void aMapperWithOurModuleDecodesRecordsWhateverItsFeaturesSay() throws IOException {
        ObjectMapper strict = TelegramJson.register(JsonMapper.builder()
                .enable(DeserializationFeature.FAIL_ON_MISSING_CREATOR_PROPERTIES)
                .enable(DeserializationFeature.FAIL_ON_NULL_CREATOR_PROPERTIES)
                .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
                .enable(com.fasterxml.jackson.databind.MapperFeature.ALLOW_EXPLICIT_PROPERTY_RENAMING)
                .propertyNamingStrategy(com.fasterxml.jackson.databind.PropertyNamingStrategies.UPPER_CAMEL_CASE)
                .build());
        String json = "{\"update_id\":3,\"message\":{\"message_id\":1,\"chat\":" + CHAT + ",\"text\":null}}";
        assertThat(strict.readValue(json, Update.class)).isEqualTo(FAST.readValue(json, Update.class));
        // through the annotations, those features reject what Telegram sends (absent optional fields)
        ObjectMapper annotations = JsonMapper.builder()
                .addModule(BotApiModule.annotationDriven())
                .enable(DeserializationFeature.FAIL_ON_MISSING_CREATOR_PROPERTIES)
                .build();
        assertThatThrownBy(() -> annotations.readValue(json, Update.class)).isInstanceOf(MismatchedInputException.class);
    }

    // ---- the corpus ----

    @TestFactory
    Stream<DynamicTest> everyCorpusPayloadDecodesAlikeThroughBothPaths() {
        return CorpusManifest.entries().stream().map(entry -> DynamicTest.dynamicTest(entry.file(), () -> {
            byte[] payload = entry.bytes();
            JavaType type = entry.javaType();
            Object reference;
            try {
                reference = REFERENCE.readValue(payload, type);
            } catch (IOException e) {
                assertThatThrownBy(() -> FAST.readValue(payload, type)).as("%s fails through annotations", entry)
                        .isInstanceOf(JsonMappingException.class);
                return;
            }
            assertThat((Object) FAST.readValue(payload, type)).as(entry.toString()).isEqualTo(reference);
        }));
    }

    // ---- every record and request, every field ----

    /**
     * Every generated record and request, built with a value in every field (nested records two levels deep, every
     * union member in turn), written with our mapper, and read back by both paths: both must give the value built.
     */
    @TestFactory
    Stream<DynamicTest> everyRecordAndRequestReadsBackWhatItWrites() throws IOException {
        Samples samples = new Samples();
        List<Class<?>> types = new ArrayList<>(generatedRecords(MODEL));
        types.addAll(generatedRecords(METHOD));
        assertThat(types).hasSizeGreaterThan(500);
        return types.stream().map(type -> DynamicTest.dynamicTest(type.getSimpleName(), () -> {
            Object value = samples.record(type, 0);
            byte[] json = FAST.writeValueAsBytes(value);
            assertThat((Object) FAST.readValue(json, type)).as("ours: %s", new String(json)).isEqualTo(value);
            assertThat((Object) REFERENCE.readValue(json, type)).as("reference: %s", new String(json)).isEqualTo(value);
        }));
    }

    /** The generated records of a package: top-level records that are not open enums (those have {@code of}). */
    private static List<Class<?>> generatedRecords(String pkg) throws IOException {
        Path dir;
        try {
            // the main classes' directory (test classes share the packages)
            dir = Path.of(Update.class.getProtectionDomain().getCodeSource().getLocation().toURI())
                    .resolve(pkg.replace('.', '/'));
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
        List<Class<?>> records = new ArrayList<>();
        try (Stream<Path> files = Files.list(dir)) {
            for (Path file : files.sorted().toList()) {
                String name = file.getFileName().toString();
                if (!name.endsWith(".class") || name.contains("$")) {
                    continue;
                }
                Class<?> type = load(pkg + "." + name.substring(0, name.length() - ".class".length()));
                if (type.isRecord() && Modifier.isPublic(type.getModifiers()) && !isOpenEnum(type)) {
                    records.add(type);
                }
            }
        }
        return records;
    }

    private static boolean isOpenEnum(Class<?> type) {
        try {
            type.getMethod("knownValues");
            return true;
        } catch (NoSuchMethodException e) {
            return false;
        }
    }

    private static Class<?> load(String name) {
        try {
            return Class.forName(name);
        } catch (ClassNotFoundException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * Builds model values reflectively: every field set two levels deep, below that the required fields only (which
     * include what tells a union's members apart), nothing below six levels; unions cycle through their members.
     */
    private static final class Samples {
        private static final int FULL = 2;
        private static final int MAX = 6;
        private final Map<Class<?>, Integer> nextMember = new HashMap<>();

        Object record(Class<?> type, int depth) throws ReflectiveOperationException {
            RecordComponent[] components = type.getRecordComponents();
            Class<?>[] types = new Class<?>[components.length];
            Object[] args = new Object[components.length];
            for (int i = 0; i < components.length; i++) {
                RecordComponent c = components[i];
                types[i] = c.getType();
                boolean optional = c.getAnnotatedType().isAnnotationPresent(org.jspecify.annotations.Nullable.class);
                if (c.getType().isPrimitive() || depth < FULL || !optional && depth < MAX) {
                    args[i] = value(type, c.getName(), c.getGenericType(), depth);
                }
            }
            Constructor<?> constructor = type.getDeclaredConstructor(types);
            try {
                return constructor.newInstance(args);
            } catch (InvocationTargetException e) {
                throw new IllegalStateException(type + ": " + e.getCause(), e.getCause());
            }
        }

        private Object value(Class<?> owner, String name, Type type, int depth) throws ReflectiveOperationException {
            if (type == int.class) {
                // InaccessibleMessage: the page says its date is always 0 (that is how it is told from Message)
                return owner == InaccessibleMessage.class && name.equals("date") ? 0 : 7;
            }
            if (type == long.class) {
                return (1L << 40) + 3;
            }
            if (type == double.class) {
                return 1.5;
            }
            if (type == boolean.class) {
                return true;
            }
            if (type == Integer.class) {
                return 11;
            }
            if (type == Long.class) {
                return -(1L << 41);
            }
            if (type == Double.class) {
                return -0.25;
            }
            if (type == Boolean.class) {
                return Boolean.FALSE;
            }
            if (type == String.class) {
                return name + " ✓";
            }
            if (type == ChatId.class) {
                return depth % 2 == 0 ? ChatId.of(-1001234567890L) : ChatId.of("@" + name);
            }
            if (type == InputFile.class) {
                return InputFile.reference("file-" + name);
            }
            if (type == MessageOrTrue.class) {
                return null;
            }
            if (type instanceof ParameterizedType list && list.getRawType() == List.class) {
                Object element = value(owner, name, list.getActualTypeArguments()[0], depth);
                return element == null ? null : List.of(element);
            }
            Class<?> raw = (Class<?>) type;
            if (isOpenEnum(raw)) {
                List<?> known = (List<?>) raw.getMethod("knownValues").invoke(null);
                return known.get(Math.abs(name.hashCode()) % known.size());
            }
            if (raw.isSealed()) {
                List<Class<?>> members = new ArrayList<>();
                for (Class<?> member : raw.getPermittedSubclasses()) {
                    if (member.isRecord() && member.getEnclosingClass() == null) {
                        members.add(member);
                    }
                }
                int next = nextMember.merge(raw, 1, Integer::sum) - 1;
                return record(members.get(next % members.size()), depth + 1);
            }
            if (raw.isRecord()) {
                return record(raw, depth + 1);
            }
            throw new IllegalStateException(owner.getSimpleName() + "." + name + ": no sample for " + type);
        }
    }

    // ---- odd but valid input: the same as the annotation path ----

    @TestFactory
    Stream<DynamicTest> oddInputDecodesAsThroughTheAnnotations() {
        Map<String, String> cases = new java.util.LinkedHashMap<>();
        cases.put("an int given as a string", "{\"id\":\"7\",\"type\":\"private\"}");
        cases.put("a long given as a float", "{\"id\":7.0,\"type\":\"private\"}");
        cases.put("a long given as a fraction", "{\"id\":7.9,\"type\":\"private\"}");
        cases.put("a string given as a number", "{\"id\":1,\"type\":\"private\",\"title\":42}");
        cases.put("a string given as a boolean", "{\"id\":1,\"type\":\"private\",\"title\":true}");
        cases.put("an enum given as an empty string", "{\"id\":1,\"type\":\"\"}");
        cases.put("a boolean given as a string", "{\"id\":1,\"type\":\"private\",\"is_forum\":\"true\"}");
        cases.put("a boolean given as a number", "{\"id\":1,\"type\":\"private\",\"is_forum\":1}");
        cases.put("nulls everywhere", "{\"id\":null,\"type\":null,\"title\":null,\"is_forum\":null}");
        cases.put("an empty string for a number", "{\"id\":\"\",\"type\":\"private\"}");
        cases.put("unknown fields of every shape", "{\"id\":1,\"x\":{\"a\":[1,{\"b\":null}]},\"y\":[[]],\"z\":null,"
                + "\"type\":\"private\",\"w\":\"s\",\"v\":1.5e300}");
        cases.put("a duplicate field (the last wins)", "{\"id\":1,\"id\":2,\"type\":\"private\"}");
        cases.put("an empty object", "{}");
        List<DynamicTest> tests = new ArrayList<>(cases.entrySet().stream().map(c -> DynamicTest.dynamicTest(c.getKey(), () -> {
            Object reference = REFERENCE.readValue(c.getValue(), io.github.quarkustelegram.model.Chat.class);
            assertThat(FAST.readValue(c.getValue(), io.github.quarkustelegram.model.Chat.class)).isEqualTo(reference);
        })).toList());
        // input both paths reject
        Map<String, String> rejected = new java.util.LinkedHashMap<>();
        rejected.put("an enum given as a number", "{\"id\":1,\"type\":5}");
        rejected.put("an enum given as an object", "{\"id\":1,\"type\":{}}");
        rejected.put("a number given as a boolean", "{\"id\":true,\"type\":\"private\"}");
        rejected.put("a boolean given as a word", "{\"id\":1,\"type\":\"private\",\"is_forum\":\"yes\"}");
        rejected.put("a number given as an array", "{\"id\":[1],\"type\":\"private\"}");
        rejected.forEach((name, json) -> tests.add(DynamicTest.dynamicTest(name, () -> {
            assertThatThrownBy(() -> REFERENCE.readValue(json, io.github.quarkustelegram.model.Chat.class))
                    .isInstanceOf(MismatchedInputException.class);
            assertThatThrownBy(() -> FAST.readValue(json, io.github.quarkustelegram.model.Chat.class))
                    .isInstanceOf(MismatchedInputException.class).hasMessageContaining("Chat[\"");
        })));
        return tests.stream();
    }

    @Test
    void numbersDecodeAsThroughTheAnnotations() throws IOException {
        for (String json : List.of("{\"latitude\":1,\"longitude\":-2}", "{\"latitude\":\"1.25\",\"longitude\":1e2}",
                "{\"latitude\":null,\"longitude\":4.9E-324,\"horizontal_accuracy\":3}",
                "{\"latitude\":52.520008,\"longitude\":13.404954,\"live_period\":\"60\",\"heading\":90.0}")) {
            assertThat(FAST.readValue(json, io.github.quarkustelegram.model.Location.class)).as(json)
                    .isEqualTo(REFERENCE.readValue(json, io.github.quarkustelegram.model.Location.class));
        }
    }

    @Test
    void requestsDecodeAsThroughTheAnnotations() throws IOException {
        List<String> requests = List.of(
                "{\"chat_id\":-1001234567890,\"text\":\"hi\",\"parse_mode\":\"HTML\",\"entities\":[{\"type\":\"bold\","
                        + "\"offset\":0,\"length\":2}],\"reply_markup\":{\"inline_keyboard\":[[{\"text\":\"a\","
                        + "\"callback_data\":\"1\"},{\"text\":\"b\",\"url\":\"https://t.me\"}]]},"
                        + "\"link_preview_options\":{\"is_disabled\":true}}",
                "{\"chat_id\":\"@channel\",\"text\":\"x\",\"reply_markup\":{\"force_reply\":true}}",
                "{\"chat_id\":12,\"text\":\"y\",\"reply_markup\":{\"keyboard\":[[{\"text\":\"k\"}]],"
                        + "\"resize_keyboard\":true}}");
        for (String json : requests) {
            assertThat(FAST.readValue(json, SendMessage.class)).as(json)
                    .isEqualTo(REFERENCE.readValue(json, SendMessage.class));
        }
        String album = "{\"chat_id\":1,\"media\":[{\"type\":\"photo\",\"media\":\"attach://a\",\"caption\":\"c\"},"
                + "{\"type\":\"video\",\"media\":\"https://x/v.mp4\",\"width\":3}]}";
        Class<?> sendMediaGroup = load(METHOD + ".SendMediaGroup");
        assertThat(FAST.readValue(album, sendMediaGroup)).isEqualTo(REFERENCE.readValue(album, sendMediaGroup));
        assertThat(TelegramRequest.class).isAssignableFrom(sendMediaGroup);
    }

    // ---- unions: the streaming decoder and the tree-based one agree ----

    @TestFactory
    Stream<DynamicTest> unionsDecodeAlikeWhereverTheirChooserIs() {
        String user = "{\"id\":42,\"is_bot\":false,\"first_name\":\"Ada\"}";
        Map<String, String> cases = new java.util.LinkedHashMap<>();
        cases.put("discriminator first", "{\"status\":\"kicked\",\"user\":" + user + ",\"until_date\":5}");
        cases.put("discriminator last", "{\"user\":" + user + ",\"until_date\":5,\"status\":\"kicked\"}");
        cases.put("unknown discriminator", "{\"user\":" + user + ",\"status\":\"moderator\",\"n\":[1,2.5]}");
        cases.put("no discriminator", "{\"user\":" + user + "}");
        cases.put("discriminator not a string", "{\"status\":3,\"user\":" + user + "}");
        cases.put("empty object", "{}");
        List<DynamicTest> tests = new ArrayList<>();
        cases.forEach((name, json) -> tests.add(DynamicTest.dynamicTest("ChatMember: " + name,
                () -> assertSameBothWays(json, io.github.quarkustelegram.model.ChatMember.class))));

        String callback = "{\"id\":\"q\",\"from\":" + user + ",\"chat_instance\":\"c\",\"message\":";
        Map<String, String> messages = new java.util.LinkedHashMap<>();
        messages.put("zero date after the chat", "{\"message_id\":7,\"chat\":" + CHAT + ",\"date\":0}");
        messages.put("zero date first", "{\"date\":0,\"message_id\":7,\"chat\":" + CHAT + "}");
        messages.put("a date", "{\"message_id\":8,\"from\":" + user + ",\"chat\":" + CHAT
                + ",\"date\":1715000000,\"text\":\"menu\",\"reply_markup\":{\"inline_keyboard\":[[{\"text\":\"x\","
                + "\"callback_data\":\"y\"}]]}}");
        messages.put("a date as a float", "{\"message_id\":8,\"chat\":" + CHAT + ",\"date\":0.0}");
        messages.put("no date", "{\"message_id\":8,\"chat\":" + CHAT + "}");
        messages.put("a date as a string", "{\"message_id\":8,\"chat\":" + CHAT + ",\"date\":\"0\"}");
        messages.forEach((name, json) -> tests.add(DynamicTest.dynamicTest("MaybeInaccessibleMessage: " + name,
                () -> assertSameBothWays(callback + json + "}", CallbackQuery.class))));

        Map<String, String> markups = new java.util.LinkedHashMap<>();
        markups.put("inline keyboard", "{\"inline_keyboard\":[[{\"text\":\"a\",\"callback_data\":\"1\"}]]}");
        markups.put("a field before the telling one", "{\"selective\":true,\"remove_keyboard\":true}");
        markups.put("keyboard", "{\"is_persistent\":true,\"keyboard\":[[{\"text\":\"k\"}]],\"one_time_keyboard\":true}");
        markups.put("nothing telling", "{\"selective\":true}");
        markups.forEach((name, json) -> tests.add(DynamicTest.dynamicTest("ReplyMarkup: " + name,
                () -> assertSameBothWays(json, io.github.quarkustelegram.model.ReplyMarkup.class))));

        Map<String, String> results = new java.util.LinkedHashMap<>();
        results.put("cached photo", "{\"type\":\"photo\",\"id\":\"1\",\"photo_file_id\":\"f\"}");
        results.put("photo", "{\"type\":\"photo\",\"id\":\"1\",\"photo_url\":\"u\",\"thumbnail_url\":\"t\"}");
        results.put("article", "{\"id\":\"2\",\"type\":\"article\",\"title\":\"t\",\"input_message_content\":"
                + "{\"message_text\":\"m\"}}");
        results.forEach((name, json) -> tests.add(DynamicTest.dynamicTest("InlineQueryResult: " + name,
                () -> assertSameBothWays(json, io.github.quarkustelegram.model.InlineQueryResult.class))));

        String rich = "[\"Hello, \",{\"type\":\"bold\",\"text\":[\"dear \",{\"type\":\"italic\",\"text\":\"reader\"}]},"
                + "{\"text\":\"x\",\"type\":\"glitter\"}]";
        tests.add(DynamicTest.dynamicTest("RichText: string, array and objects",
                () -> assertSameBothWays(rich, io.github.quarkustelegram.model.RichText.class)));
        return tests.stream();
    }

    private static void assertSameBothWays(String json, Class<?> type) throws IOException {
        Object reference = REFERENCE.readValue(json, type);
        Object ours = FAST.readValue(json, type);
        assertThat(ours).as(json).isEqualTo(reference);
        assertThat(FAST.readTree(FAST.writeValueAsBytes(ours))).isEqualTo(FAST.readTree(FAST.writeValueAsBytes(reference)));
    }

    // ---- lists ----

    @Test
    void listsAreTheImmutableListsTheRecordsKeep() throws IOException {
        for (int size = 0; size <= 12; size++) {
            StringBuilder entities = new StringBuilder("[");
            for (int i = 0; i < size; i++) {
                entities.append(i == 0 ? "" : ",").append("{\"type\":\"bold\",\"offset\":").append(i)
                        .append(",\"length\":1}");
            }
            String json = "{\"message_id\":1,\"date\":1,\"chat\":" + CHAT + ",\"entities\":" + entities + "]}";
            Message message = FAST.readValue(json, Message.class);
            List<MessageEntity> list = message.entities();
            assertThat(list).hasSize(size);
            assertThat(list).extracting(MessageEntity::offset).containsExactlyElementsOf(
                    java.util.stream.IntStream.range(0, size).boxed().toList());
            // already what the record keeps: the constructor's List.copyOf copied nothing
            assertThat(List.copyOf(list)).isSameAs(list);
            assertThatThrownBy(() -> list.add(null)).isInstanceOf(UnsupportedOperationException.class);
            assertThat(message).isEqualTo(REFERENCE.readValue(json, Message.class));
        }
    }

    // ---- malformed input: a MismatchedInputException naming the type and the field ----

    @Test
    void aStringWhereAnObjectBelongs() {
        assertMismatch("{\"update_id\":1,\"message\":{\"message_id\":1,\"date\":1,\"chat\":\"Devs\"}}",
                "Cannot deserialize value of type `io.github.quarkustelegram.model.Chat` from String value",
                "io.github.quarkustelegram.model.Message[\"chat\"]", "io.github.quarkustelegram.model.Update[\"message\"]");
    }

    @Test
    void anArrayWhereAnObjectBelongs() {
        assertMismatch("{\"update_id\":1,\"message\":[1,2]}", "from Array value",
                "io.github.quarkustelegram.model.Message", "Update[\"message\"]");
    }

    @Test
    void anObjectWhereANumberOrAStringBelongs() {
        assertMismatch("{\"update_id\":1,\"message\":{\"message_id\":{\"n\":1},\"date\":1}}",
                "Cannot deserialize value of type `int` from Object value", "Message[\"message_id\"]");
        assertMismatch("{\"update_id\":1,\"message\":{\"message_id\":1,\"text\":[\"a\"]}}",
                "Cannot deserialize value of type `java.lang.String` from Array value", "Message[\"text\"]");
        assertMismatch("{\"update_id\":1,\"message\":{\"chat\":{\"id\":1,\"type\":{\"v\":\"private\"}}}}",
                "from Object value", "Chat[\"type\"]", "Message[\"chat\"]");
    }

    @Test
    void somethingElseWhereAListBelongs() throws IOException {
        assertMismatch("{\"update_id\":1,\"message\":{\"message_id\":1,\"entities\":{\"type\":\"bold\"}}}",
                "Expected a JSON array, got OBJECT", "Message[\"entities\"]");
        assertMismatch("{\"update_id\":1,\"message\":{\"message_id\":1,\"entities\":\"bold\"}}",
                "Expected a JSON array, got STRING", "Message[\"entities\"]");
        assertMismatch("{\"update_id\":1,\"message\":{\"message_id\":1,\"photo\":[null]}}",
                "A list of PhotoSize cannot hold null", "Message[\"photo\"]");
        // the annotation path fails on a null in a list (the record's List.copyOf), but keeps one inside an inner
        // list (a mutable ArrayList then, inside the immutable outer one); the readers fail on both
        String nullButton = "{\"update_id\":1,\"message\":{\"message_id\":1,\"reply_markup\":"
                + "{\"inline_keyboard\":[[null]]}}}";
        assertThatThrownBy(() -> FAST.readValue(nullButton, Update.class)).isInstanceOf(MismatchedInputException.class)
                .hasMessageContaining("A list of InlineKeyboardButton cannot hold null")
                .hasMessageContaining("InlineKeyboardMarkup[\"inline_keyboard\"]")
                .hasMessageContaining("Message[\"reply_markup\"]");
        assertThat(REFERENCE.readValue(nullButton, Update.class).message().replyMarkup()).isNotNull();
    }

    @Test
    void somethingElseWhereAUnionBelongs() {
        assertMismatch("{\"update_id\":1,\"message\":{\"message_id\":1,\"forward_origin\":\"user\"}}",
                "Expected a JSON object for MessageOrigin, got STRING", "Message[\"forward_origin\"]");
        assertMismatch("{\"update_id\":1,\"message\":{\"message_id\":1,\"pinned_message\":7}}",
                "Expected a JSON object for MaybeInaccessibleMessage, got NUMBER", "Message[\"pinned_message\"]");
    }

    @Test
    void truncatedAndBrokenJsonFailsNamingWhereItStopped() {
        assertThatThrownBy(() -> FAST.readValue("{\"update_id\":1,\"message\":{\"message_id\":1,\"chat\":{\"id\":",
                Update.class)).isInstanceOf(JsonMappingException.class).hasMessageContaining("end-of-input")
                .hasMessageContaining("Message[\"chat\"]");
        assertThatThrownBy(() -> FAST.readValue("{\"update_id\":1,\"message\":{\"message_id\":1 \"date\":2}}",
                Update.class)).isInstanceOf(JsonMappingException.class).hasMessageContaining("Unexpected character");
        assertThatThrownBy(() -> FAST.readValue("{\"update_id\":99999999999}", Update.class))
                .isInstanceOf(JsonMappingException.class).hasMessageContaining("out of range of int")
                .hasMessageContaining("Update[\"update_id\"]");
    }

    private static void assertMismatch(String json, String... messageParts) {
        Throwable thrown = org.assertj.core.api.Assertions.catchThrowable(() -> FAST.readValue(json, Update.class));
        assertThat(thrown).as(json).isInstanceOf(MismatchedInputException.class);
        for (String part : messageParts) {
            assertThat(thrown.getMessage()).as(json).contains(part);
        }
        // the annotation path rejects it too
        assertThatThrownBy(() -> REFERENCE.readValue(json, Update.class)).as(json)
                .isInstanceOf(JsonMappingException.class);
    }

    // ---- each field's name guessed from the one before ----

    @Test
    void fieldsInAnyOrderDecodeAlikeWhateverTheReadersGuessed() throws IOException {
        String user = "{\"id\":42,\"is_bot\":false,\"first_name\":\"Alice\",\"language_code\":\"en\"}";
        String chat = "{\"id\":42,\"type\":\"private\",\"first_name\":\"Alice\"}";
        List<String> messages = List.of(
                // as Telegram writes a message
                "{\"message_id\":1,\"from\":" + user + ",\"chat\":" + chat + ",\"date\":2,\"text\":\"hi\"}",
                // as the small fixture does
                "{\"message_id\":1,\"date\":2,\"chat\":" + chat + ",\"from\":" + user + ",\"text\":\"hi\"}",
                // reversed, with fields the model does not know between and inside, a repeated one, an escaped name
                "{\"text\":\"hi\",\"new_field\":{\"text\":[1]},\"from\":{\"language_code\":\"en\",\"first_name\":"
                        + "\"Alice\",\"is_bot\":false,\"id\":42},\"date\":1,\"chat\":{\"first_name\":\"Alice\","
                        + "\"type\":\"private\",\"id\":42},\"date\":2,\"m\\u0065ssage_id\":1,\"another\":null}",
                // a few fields, the last one of the page among them
                "{\"reply_markup\":{\"inline_keyboard\":[]},\"message_id\":7,\"chat\":" + chat + "}",
                "{}");
        List<Message> expected = new ArrayList<>();
        for (String message : messages) {
            expected.add(REFERENCE.readValue(message, Message.class));
        }
        assertThat(expected.get(0)).isEqualTo(expected.get(1));
        for (int round = 0; round < 5; round++) {
            for (int i = 0; i < messages.size(); i++) {
                // each read changes what the next one guesses, never what it reads
                int which = (i * (round + 1)) % messages.size();
                assertThat(FAST.readValue(messages.get(which), Message.class)).as(messages.get(which))
                        .isEqualTo(expected.get(which));
                String update = "{\"update_id\":" + round + ",\"message\":" + messages.get(which) + "}";
                assertSameBothWays(update, Update.class);
            }
        }
    }

    @Test
    void aFailureNamesTheFieldWhetherItsNameWasGuessedOrNot() throws IOException {
        String chat = "{\"id\":42,\"type\":\"private\"}";
        // taught the order message_id, date, chat, text
        FAST.readValue("{\"message_id\":1,\"date\":2,\"chat\":" + chat + ",\"text\":\"a\"}", Message.class);
        // guessed right, then wrong, then a field the model does not know
        assertMismatch("{\"update_id\":1,\"message\":{\"message_id\":1,\"date\":[2]}}",
                "Cannot deserialize value of type `int` from Array value", "Message[\"date\"]", "Update[\"message\"]");
        assertMismatch("{\"update_id\":1,\"message\":{\"message_id\":1,\"text\":{}}}",
                "Cannot deserialize value of type `java.lang.String` from Object value", "Message[\"text\"]");
        assertThatThrownBy(() -> FAST.readValue("{\"message_id\":1,\"unknown_field\":[1,{\"a\":}]}", Message.class))
                .isInstanceOf(JsonMappingException.class).hasMessageContaining("Message[\"unknown_field\"]");
        // broken JSON after a field: the field before is named, as a plain walk names it
        assertThatThrownBy(() -> FAST.readValue("{\"message_id\":1,\"date\":2 \"chat\":{}}", Message.class))
                .isInstanceOf(JsonMappingException.class).hasMessageContaining("Unexpected character")
                .hasMessageContaining("Message[\"date\"]");
        assertThatThrownBy(() -> FAST.readValue("{\"message_id\":1,\"zzz\":2 \"chat\":{}}", Message.class))
                .isInstanceOf(JsonMappingException.class).hasMessageContaining("Unexpected character")
                .hasMessageContaining("Message[\"zzz\"]");
    }

    // ---- the wide records' holder ----

    @Test
    void aFailedReadLeavesNothingBehindForTheNextOne() throws IOException {
        String broken = "{\"message_id\":1,\"date\":2,\"text\":\"left over?\",\"chat\":" + CHAT
                + ",\"entities\":[{\"type\":\"bold\",\"offset\":0,\"length\":1}],\"photo\":\"not a list\"}";
        assertThatThrownBy(() -> FAST.readValue(broken, Message.class)).isInstanceOf(MismatchedInputException.class);
        Message next = FAST.readValue("{\"message_id\":3,\"date\":4}", Message.class);
        assertThat(next.text()).isNull();
        assertThat(next.chat()).isNull();
        assertThat(next.entities()).isNull();
        assertThat(next.messageId()).isEqualTo(3);
        assertThat(FAST.readValue("{}", ChatFullInfo.class)).isEqualTo(REFERENCE.readValue("{}", ChatFullInfo.class));
        // fields past the 64th (the holder remembers them in a second word) are forgotten too
        String late = "{\"message_id\":1,\"date\":2,\"web_app_data\":{\"data\":\"d\",\"button_text\":\"b\"},"
                + "\"reply_markup\":{\"inline_keyboard\":[]},\"delete_chat_photo\":true,\"video_chat_ended\":"
                + "{\"duration\":3},\"photo\":{}}";
        assertThatThrownBy(() -> FAST.readValue(late, Message.class)).isInstanceOf(MismatchedInputException.class);
        Message after = FAST.readValue("{\"message_id\":5,\"date\":6}", Message.class);
        assertThat(after).isEqualTo(REFERENCE.readValue("{\"message_id\":5,\"date\":6}", Message.class));
        assertThat(after.webAppData()).isNull();
        assertThat(after.replyMarkup()).isNull();
        assertThat(after.deleteChatPhoto()).isFalse();
        assertThat(after.videoChatEnded()).isNull();
    }

    @Test
    void messagesInsideMessagesAndManyThreadsAtOnce() throws Exception {
        String json = "{\"message_id\":1,\"date\":2,\"chat\":" + CHAT + ",\"text\":\"outer\",\"reply_to_message\":"
                + "{\"message_id\":0,\"date\":1,\"chat\":" + CHAT + ",\"text\":\"inner\",\"pinned_message\":"
                + "{\"message_id\":5,\"date\":3,\"chat\":" + CHAT + ",\"caption\":\"innermost\"}},"
                + "\"caption\":\"outer caption\"}";
        Message expected = REFERENCE.readValue(json, Message.class);
        Message message = FAST.readValue(json, Message.class);
        assertThat(message).isEqualTo(expected);
        assertThat(message.replyToMessage().text()).isEqualTo("inner");
        assertThat(((Message) message.replyToMessage().pinnedMessage()).caption()).isEqualTo("innermost");
        assertThat(message.caption()).isEqualTo("outer caption");

        ExecutorService pool = Executors.newFixedThreadPool(4);
        try {
            List<Callable<Boolean>> tasks = new ArrayList<>();
            for (int t = 0; t < 8; t++) {
                tasks.add(() -> {
                    for (int i = 0; i < 2_000; i++) {
                        if (!FAST.readValue(json, Message.class).equals(expected)) {
                            return false;
                        }
                    }
                    return true;
                });
            }
            for (Future<Boolean> result : pool.invokeAll(tasks)) {
                assertThat(result.get()).isTrue();
            }
        } finally {
            pool.shutdownNow();
        }
    }

    // ---- a parser that is not at an object's start ----

    @Test
    void readersContinueAnObjectOthersStarted() throws IOException {
        // convertValue replays a TokenBuffer; a tree is read through a TreeTraversingParser
        Message message = FAST.readValue("{\"message_id\":1,\"date\":2,\"chat\":" + CHAT + "}", Message.class);
        assertThat(FAST.convertValue(message, Message.class)).isEqualTo(message);
        assertThat(FAST.treeToValue(FAST.valueToTree(message), Message.class)).isEqualTo(message);
        Update update = FAST.readValue("{\"update_id\":5,\"message\":{\"message_id\":1,\"chat\":" + CHAT + "}}",
                Update.class);
        try (InputStream in = new java.io.ByteArrayInputStream(FAST.writeValueAsBytes(update))) {
            assertThat(FAST.readValue(in, Update.class)).isEqualTo(update);
        }
    }
}
