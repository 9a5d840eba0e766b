package io.github.quarkustelegram.modelgen.emit;

import com.palantir.javapoet.ClassName;

/**
 * The class names the generated readers refer to (kept apart from {@link Types}, which the model's emitters share),
 * and the names of the readers themselves.
 */
final class ReaderTypes {

    /** The suffix of a reader's name: {@code Message} is read by {@code MessageJsonReader}. */
    static final String SUFFIX = "JsonReader";

    static final ClassName READER_SUPPORT = ClassName.get(Types.RUNTIME_JSON_PACKAGE, "ReaderSupport");

    static final ClassName JSON_TOKEN = ClassName.get("com.fasterxml.jackson.core", "JsonToken");
    static final ClassName TOKEN_BUFFER = ClassName.get(Types.JACKSON_DATABIND + ".util", "TokenBuffer");
    static final ClassName LOGICAL_TYPE = ClassName.get(Types.JACKSON_DATABIND + ".type", "LogicalType");
    static final ClassName JSON_DESERIALIZER = ClassName.get(Types.JACKSON_DATABIND, "JsonDeserializer");
    static final ClassName DESERIALIZERS_BASE = ClassName.get(Types.JACKSON_DATABIND + ".deser", "Deserializers",
            "Base");
    static final ClassName DESERIALIZATION_CONFIG = ClassName.get(Types.JACKSON_DATABIND, "DeserializationConfig");
    static final ClassName BEAN_DESCRIPTION = ClassName.get(Types.JACKSON_DATABIND, "BeanDescription");
    static final ClassName SETUP_CONTEXT = ClassName.get("com.fasterxml.jackson.databind", "Module", "SetupContext");

    private ReaderTypes() {
    }

    /**
     * The reader of a record, request or union: package-private, in the model package (a request's reader too, so
     * that readers call one another without being public).
     */
    static ClassName reader(ClassName type) {
        return ClassName.get(Types.MODEL_PACKAGE, type.simpleName() + SUFFIX);
    }
}
