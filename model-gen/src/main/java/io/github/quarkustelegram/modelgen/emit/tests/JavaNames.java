package io.github.quarkustelegram.modelgen.emit.tests;

import java.util.List;
import java.util.Locale;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;

import io.github.quarkustelegram.modelgen.emit.Naming;
import io.github.quarkustelegram.modelgen.emit.Types;

/**
 * The names of the test support and of the error types, as the tests refer to them. The model's own names come from
 * the model emitter ({@link Types}, {@link Naming}), so that tests and model cannot disagree.
 */
final class JavaNames {

    static final String ERROR = "io.github.quarkustelegram.error";
    /** fake-bot-api's scriptable HTTP server, and what checks its records. */
    static final String FAKE_BOT_API = "io.github.quarkustelegram.testing.server";
    /** The hand-written test support that needs the client: runtime/src/test/java/io/github/quarkustelegram/clienttests. */
    static final String CLIENT_TESTS = "io.github.quarkustelegram.clienttests";

    static final ClassName UPLOAD = Types.INPUT_FILE.nestedClass("Upload");
    static final ClassName LIST = ClassName.get(List.class);

    static final ClassName FAKE_REPLY = ClassName.get(FAKE_BOT_API, "FakeReply");
    static final ClassName RECORDED_REQUEST = ClassName.get(FAKE_BOT_API, "RecordedRequest");
    static final ClassName SAMPLE_FILES = ClassName.get(FAKE_BOT_API, "SampleFiles");
    static final ClassName SHARED_FAKE_BOT_API = ClassName.get(CLIENT_TESTS, "SharedFakeBotApi");
    static final ClassName EXPECTED_CALL = ClassName.get(CLIENT_TESTS, "ExpectedClientCall");
    static final ClassName CALL_ASSERTIONS = ClassName.get(CLIENT_TESTS, "CallAssertions");

    private JavaNames() {
    }

    static ClassName error(String simpleName) {
        return ClassName.get(ERROR, simpleName);
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
            return Types.model(o.type().name());
        }
        if (shape instanceof Shape.UnionType u) {
            return Types.model(u.type().name());
        }
        if (shape instanceof Shape.OpenEnum e) {
            return Types.model(e.def().name());
        }
        if (shape instanceof Shape.MessageOrTrue) {
            return Types.MESSAGE_OR_TRUE;
        }
        throw new IllegalStateException("No Bot API method returns " + shape);
    }
}
