package io.github.quarkustelegram.modelgen.emit.tests;

import java.util.List;
import java.util.Locale;
import java.util.Set;

import javax.lang.model.SourceVersion;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;

/**
 * The names of the generated model and of the test support, as the tests refer to them. Member names follow the
 * model emitter's rule ({@code message_thread_id} -> {@code messageThreadId}, keywords and Object's method names
 * get {@code Value}).
 */
final class JavaNames {

    static final String MODEL = "io.github.quarkustelegram.model";
    static final String METHOD = "io.github.quarkustelegram.method";
    static final String ERROR = "io.github.quarkustelegram.error";
    static final String TESTING = "io.github.quarkustelegram.testing";

    static final ClassName CHAT_ID = ClassName.get(MODEL, "ChatId");
    static final ClassName INPUT_FILE = ClassName.get(MODEL, "InputFile");
    static final ClassName UPLOAD = INPUT_FILE.nestedClass("Upload");
    static final ClassName MESSAGE_OR_TRUE = ClassName.get(MODEL, "MessageOrTrue");
    static final ClassName LIST = ClassName.get(List.class);

    // the hand-written test support in runtime/src/test/java/io/github/quarkustelegram/testing
    static final ClassName SHARED_FAKE_BOT_API = ClassName.get(TESTING, "SharedFakeBotApi");
    static final ClassName FAKE_REPLY = ClassName.get(TESTING, "FakeReply");
    static final ClassName RECORDED_REQUEST = ClassName.get(TESTING, "RecordedRequest");
    static final ClassName EXPECTED_CALL = ClassName.get(TESTING, "ExpectedCall");
    static final ClassName SAMPLE_FILES = ClassName.get(TESTING, "SampleFiles");
    static final ClassName CALL_ASSERTIONS = ClassName.get(TESTING, "CallAssertions");

    private static final Set<String> RESERVED_MEMBER_NAMES = Set.of("getClass", "hashCode", "toString", "equals",
            "clone", "finalize", "notify", "notifyAll", "wait", "toBuilder", "builder");

    private JavaNames() {
    }

    static ClassName request(String methodName) {
        return ClassName.get(METHOD, upperFirst(methodName));
    }

    static ClassName model(String typeName) {
        return ClassName.get(MODEL, typeName);
    }

    static ClassName error(String simpleName) {
        return ClassName.get(ERROR, simpleName);
    }

    static String upperFirst(String name) {
        return Character.toUpperCase(name.charAt(0)) + name.substring(1);
    }

    /** {@code message_thread_id} -> {@code messageThreadId}; {@code class} -> {@code classValue}. */
    static String member(String jsonName) {
        StringBuilder out = new StringBuilder(jsonName.length());
        boolean upperNext = false;
        for (int i = 0; i < jsonName.length(); i++) {
            char c = jsonName.charAt(i);
            if (c == '_' || c == '-' || c == ' ') {
                upperNext = out.length() > 0;
            } else if (upperNext) {
                out.append(Character.toUpperCase(c));
                upperNext = false;
            } else {
                out.append(out.length() == 0 ? Character.toLowerCase(c) : c);
            }
        }
        if (out.length() == 0 || !Character.isJavaIdentifierStart(out.charAt(0))) {
            out.insert(0, "value");
        }
        String name = out.toString();
        return SourceVersion.isKeyword(name) || RESERVED_MEMBER_NAMES.contains(name) ? name + "Value" : name;
    }

    /** {@code media_1} / {@code photo.media} -> {@code MEDIA_1} / {@code PHOTO_MEDIA}: a constant name. */
    static String constant(String label) {
        String name = label.replaceAll("([a-z0-9])([A-Z])", "$1_$2").replaceAll("[^A-Za-z0-9]+", "_")
                .replaceAll("^_|_$", "").toUpperCase(Locale.ROOT);
        return name.isEmpty() || !Character.isJavaIdentifierStart(name.charAt(0)) ? "V_" + name : name;
    }

    /** The Java type a bot method returns for a result of this shape (always a reference type). */
    static TypeName resultType(Shape shape) {
        if (shape instanceof Shape.Scalar s) {
            return switch (s.scalar()) {
                case TRUE, BOOLEAN -> ClassName.get(Boolean.class);
                case INTEGER -> ClassName.get(Integer.class);
                case INTEGER64 -> ClassName.get(Long.class);
                case FLOAT -> ClassName.get(Double.class);
                case STRING -> ClassName.get(String.class);
            };
        }
        if (shape instanceof Shape.ListOf l) {
            return ParameterizedTypeName.get(LIST, resultType(l.element()));
        }
        if (shape instanceof Shape.ObjectType o) {
            return model(o.type().name());
        }
        if (shape instanceof Shape.UnionType u) {
            return model(u.type().name());
        }
        if (shape instanceof Shape.OpenEnum e) {
            return model(e.def().name());
        }
        if (shape instanceof Shape.MessageOrTrue) {
            return MESSAGE_OR_TRUE;
        }
        throw new IllegalStateException("No Bot API method returns " + shape);
    }
}
