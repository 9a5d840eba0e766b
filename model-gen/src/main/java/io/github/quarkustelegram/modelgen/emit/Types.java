package io.github.quarkustelegram.modelgen.emit;

import com.palantir.javapoet.AnnotationSpec;
import com.palantir.javapoet.ClassName;

/**
 * The class names the generated code refers to: its own packages, the hand-written runtime types, Jackson. The
 * public ones are also used by the test generator ({@code emit.tests}) to refer to the model.
 */
public final class Types {

    public static final String MODEL_PACKAGE = "io.github.quarkustelegram.model";
    public static final String METHOD_PACKAGE = "io.github.quarkustelegram.method";
    static final String JSON_PACKAGE = "io.github.quarkustelegram.json";
    /** Where the support of the generated code lives: not for applications. */
    static final String RUNTIME_JSON_PACKAGE = "io.github.quarkustelegram.runtime.json";

    // hand-written in runtime
    public static final ClassName CHAT_ID = ClassName.get(MODEL_PACKAGE, "ChatId");
    public static final ClassName INPUT_FILE = ClassName.get(MODEL_PACKAGE, "InputFile");
    public static final ClassName MESSAGE_OR_TRUE = ClassName.get(MODEL_PACKAGE, "MessageOrTrue");
    static final ClassName TELEGRAM_REQUEST = ClassName.get(METHOD_PACKAGE, "TelegramRequest");
    /** Implemented by every request whose {@code chat_id} is a {@link #CHAT_ID} (flood control keys on it). */
    static final ClassName CHAT_TARGETED = ClassName.get(METHOD_PACKAGE, "ChatTargeted");
    static final ClassName ALLOWS_PAID_BROADCAST = ClassName.get(METHOD_PACKAGE, "AllowsPaidBroadcast");
    // hand-written in runtime, package-private in the model's package: what generated code needs that knows the model
    // (from runtime.json, which the generated code also uses, it would tie that package and the model in a loop)
    static final ClassName UNKNOWN_FIELDS = ClassName.get(MODEL_PACKAGE, "UnknownFields");
    static final ClassName MESSAGE_OR_TRUE_DESERIALIZER = ClassName.get(MODEL_PACKAGE, "MessageOrTrueDeserializer");
    static final ClassName MODEL_READERS = ClassName.get(MODEL_PACKAGE, "ModelReaders");
    /** Names the runtime's hand-written types take: no generated type may take them. */
    static final java.util.Set<String> HAND_WRITTEN = java.util.Set.of("InputFile", "ChatId", "MessageOrTrue",
            "UnknownFields", "MessageOrTrueDeserializer", "ModelReaders");
    /** The one page type written by hand (the page lists InputFile as a type without fields). */
    static final String INPUT_FILE_PAGE_TYPE = "InputFile";

    /** The generated module registering every union decoder. */
    static final ClassName BOT_API_MODULE = ClassName.get(MODEL_PACKAGE, "BotApiModule");

    static final ClassName NULLABLE = ClassName.get("org.jspecify.annotations", "Nullable");
    static final ClassName NULL_MARKED = ClassName.get("org.jspecify.annotations", "NullMarked");
    static final AnnotationSpec NULLABLE_ANNOTATION = AnnotationSpec.builder(NULLABLE).build();

    static final String JACKSON_ANNOTATION = "com.fasterxml.jackson.annotation";
    static final ClassName JSON_PROPERTY = ClassName.get(JACKSON_ANNOTATION, "JsonProperty");
    static final ClassName JSON_INCLUDE = ClassName.get(JACKSON_ANNOTATION, "JsonInclude");
    static final ClassName JSON_INCLUDE_INCLUDE = JSON_INCLUDE.nestedClass("Include");
    static final ClassName JSON_IGNORE_PROPERTIES = ClassName.get(JACKSON_ANNOTATION, "JsonIgnoreProperties");
    static final ClassName JSON_PROPERTY_ORDER = ClassName.get(JACKSON_ANNOTATION, "JsonPropertyOrder");
    static final ClassName JSON_VALUE = ClassName.get(JACKSON_ANNOTATION, "JsonValue");
    static final ClassName JSON_SETTER = ClassName.get(JACKSON_ANNOTATION, "JsonSetter");
    static final ClassName JSON_IGNORE = ClassName.get(JACKSON_ANNOTATION, "JsonIgnore");
    static final ClassName NULLS = ClassName.get(JACKSON_ANNOTATION, "Nulls");
    static final ClassName JSON_CREATOR = ClassName.get(JACKSON_ANNOTATION, "JsonCreator");
    static final ClassName JSON_CREATOR_MODE = JSON_CREATOR.nestedClass("Mode");

    static final String JACKSON_DATABIND = "com.fasterxml.jackson.databind";
    static final ClassName JSON_NODE = ClassName.get(JACKSON_DATABIND, "JsonNode");
    static final ClassName JAVA_TYPE = ClassName.get(JACKSON_DATABIND, "JavaType");
    static final ClassName TYPE_FACTORY = ClassName.get(JACKSON_DATABIND + ".type", "TypeFactory");
    static final ClassName DESERIALIZATION_CONTEXT = ClassName.get(JACKSON_DATABIND, "DeserializationContext");
    static final ClassName STD_DESERIALIZER = ClassName.get(JACKSON_DATABIND + ".deser.std", "StdDeserializer");
    static final ClassName SIMPLE_MODULE = ClassName.get(JACKSON_DATABIND + ".module", "SimpleModule");
    static final ClassName JSON_PARSER = ClassName.get("com.fasterxml.jackson.core", "JsonParser");
    static final ClassName JACKSON_VERSION = ClassName.get("com.fasterxml.jackson.core", "Version");

    private Types() {
    }

    public static ClassName model(String simpleName) {
        return ClassName.get(MODEL_PACKAGE, simpleName);
    }

    public static ClassName request(String methodName) {
        return ClassName.get(METHOD_PACKAGE, Naming.requestName(methodName));
    }
}
