package io.github.quarkustelegram.modelgen.emit;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;

import io.github.quarkustelegram.modelgen.ir.ApiSpec;
import io.github.quarkustelegram.modelgen.ir.EnumDef;
import io.github.quarkustelegram.modelgen.ir.TypeDef;

/**
 * The code that reads one component's value at the parser's current token, by the component's Java type: scalars
 * and hand-written types through {@code ReaderSupport}, records and unions through their generated reader (a static
 * call, no lookup), open enums through their {@code of}, lists through the element's reader. The generated code
 * names the parser {@code p} and the context {@code ctxt}.
 */
final class ReadCode {

    private static final ClassName LIST = ClassName.get(List.class);
    private static final ClassName STRING = ClassName.get(String.class);
    private static final ClassName SUPPORT = ReaderTypes.READER_SUPPORT;

    private final Set<String> enums = new HashSet<>();
    private final java.util.Map<String, List<String>> enumValues = new java.util.HashMap<>();
    private final Set<String> unions = new HashSet<>();
    private final Set<String> records = new HashSet<>();

    ReadCode(ApiSpec spec) {
        for (EnumDef e : spec.enums()) {
            enums.add(e.name());
            enumValues.put(e.name(), e.values());
        }
        for (TypeDef type : spec.types()) {
            (type.union() != null ? unions : records).add(type.name());
        }
        records.remove(Types.INPUT_FILE_PAGE_TYPE);
    }

    /** Whether the type is a generated record or union of the model, i.e. has a generated reader. */
    boolean hasReader(TypeName type) {
        return type instanceof ClassName c && c.packageName().equals(Types.MODEL_PACKAGE)
                && (records.contains(c.simpleName()) || unions.contains(c.simpleName()));
    }

    boolean isUnion(ClassName type) {
        return type.packageName().equals(Types.MODEL_PACKAGE) && unions.contains(type.simpleName());
    }

    /** The statement assigning the value at the parser to {@code target} (a local, or a field of a holder). */
    CodeBlock assign(CodeBlock target, Component c) {
        return CodeBlock.of("$L = $L;\n", target, expression(c.javaName(), c.type().withoutAnnotations()));
    }

    private boolean isEnum(ClassName type) {
        return type.packageName().equals(Types.MODEL_PACKAGE) && enums.contains(type.simpleName());
    }

    private CodeBlock expression(String where, TypeName type) {
        if (type.isPrimitive()) {
            String method = switch (type.toString()) {
                case "int" -> "intValue";
                case "long" -> "longValue";
                case "double" -> "doubleValue";
                // a "True" flag too: absent, false and null are all false
                case "boolean" -> "booleanValue";
                default -> throw new IllegalStateException(where + ": no reader for " + type);
            };
            return CodeBlock.of("$T.$L(p, ctxt)", SUPPORT, method);
        }
        if (type instanceof ParameterizedTypeName list && list.rawType().equals(LIST)) {
            return listExpression(where, list.typeArguments().get(0));
        }
        if (!(type instanceof ClassName named)) {
            throw new IllegalStateException(where + ": no reader for " + type);
        }
        if (named.equals(STRING)) {
            return CodeBlock.of("$T.string(p, ctxt)", SUPPORT);
        }
        String boxed = switch (named.canonicalName()) {
            case "java.lang.Integer" -> "integer";
            case "java.lang.Long" -> "longObject";
            case "java.lang.Double" -> "doubleObject";
            case "java.lang.Boolean" -> "booleanObject";
            default -> null;
        };
        if (boxed != null) {
            return CodeBlock.of("$T.$L(p, ctxt)", SUPPORT, boxed);
        }
        if (named.equals(Types.CHAT_ID)) {
            return CodeBlock.of("$T.chatId(p, ctxt)", Types.MODEL_READERS);
        }
        if (named.equals(Types.INPUT_FILE)) {
            return CodeBlock.of("$T.inputFile(p, ctxt)", Types.MODEL_READERS);
        }
        if (named.equals(Types.MESSAGE_OR_TRUE)) {
            return CodeBlock.of("$T.value(p, ctxt, $T.class)", SUPPORT, named);
        }
        if (isEnum(named)) {
            // a string is what Telegram sends (a known value is matched without making a String); anything else as
            // the enum's own creator takes it
            return CodeBlock.of("p.hasToken($T.VALUE_STRING) ? $T.of($T.text(p, $N))\n$>$>: $T.value(p, ctxt, $T.class)$<$<",
                    ReaderTypes.JSON_TOKEN, named, SUPPORT, knownValuesName(named), SUPPORT, named);
        }
        if (hasReader(named)) {
            return CodeBlock.of("$T.read(p, ctxt)", ReaderTypes.reader(named));
        }
        throw new IllegalStateException(where + ": no reader for " + type);
    }

    /**
     * The arrays of known values the reader of these components matches strings against: one per open enum a
     * component holds directly.
     */
    List<com.palantir.javapoet.FieldSpec> knownValues(List<Component> components) {
        java.util.Map<String, com.palantir.javapoet.FieldSpec> fields = new java.util.TreeMap<>();
        for (Component c : components) {
            if (c.type().withoutAnnotations() instanceof ClassName named && isEnum(named)) {
                CodeBlock.Builder values = CodeBlock.builder();
                List<String> known = enumValues.get(named.simpleName());
                for (int i = 0; i < known.size(); i++) {
                    values.add(i == 0 ? "$S" : ", $S", known.get(i));
                }
                fields.put(named.simpleName(), com.palantir.javapoet.FieldSpec.builder(String[].class,
                        knownValuesName(named), javax.lang.model.element.Modifier.PRIVATE,
                        javax.lang.model.element.Modifier.STATIC, javax.lang.model.element.Modifier.FINAL)
                        .addJavadoc("The values {@link $T} knows.\n", named)
                        .initializer("{ $L }", values.build())
                        .build());
            }
        }
        return List.copyOf(fields.values());
    }

    private static String knownValuesName(ClassName enumType) {
        return enumType.simpleName().replaceAll("([a-z0-9])([A-Z])", "$1_$2").toUpperCase(java.util.Locale.ROOT);
    }

    /** The call reading a list of {@code element} at the parser. */
    private CodeBlock listExpression(String where, TypeName element) {
        TypeName plain = element.withoutAnnotations();
        if (plain instanceof ParameterizedTypeName inner && inner.rawType().equals(LIST)) {
            return CodeBlock.of("$T.list(p, ctxt, $L)", SUPPORT, listReference(where, inner.typeArguments().get(0)));
        }
        if (plain instanceof ClassName named && isEnum(named)) {
            return CodeBlock.of("$T.enumList(p, ctxt, $T.class, $T::of)", SUPPORT, named, named);
        }
        ListMethod method = listMethod(where, plain);
        return CodeBlock.of("$T.$L(p, ctxt)", method.owner(), method.name());
    }

    /** A {@code ReaderSupport.ValueReader} reading a list of {@code element}: an inner list of a list of lists. */
    private CodeBlock listReference(String where, TypeName element) {
        TypeName plain = element.withoutAnnotations();
        if (plain instanceof ParameterizedTypeName) {
            throw new IllegalStateException(where + ": lists nested three deep are not supported");
        }
        if (plain instanceof ClassName named && isEnum(named)) {
            return CodeBlock.of("(q, c) -> $T.enumList(q, c, $T.class, $T::of)", SUPPORT, named, named);
        }
        ListMethod method = listMethod(where, plain);
        return CodeBlock.of("$T::$L", method.owner(), method.name());
    }

    /** A static method {@code owner.name(JsonParser, DeserializationContext)} reading a list. */
    private record ListMethod(ClassName owner, String name) {
    }

    /** The qualified name of the static method reading a list of a scalar, record or union. */
    private ListMethod listMethod(String where, TypeName element) {
        if (!(element instanceof ClassName named)) {
            throw new IllegalStateException(where + ": no reader for a list of " + element);
        }
        String scalar = switch (named.canonicalName()) {
            case "java.lang.Integer" -> "integerList";
            case "java.lang.Long" -> "longList";
            case "java.lang.Double" -> "doubleList";
            case "java.lang.String" -> "stringList";
            default -> null;
        };
        if (scalar != null) {
            return new ListMethod(SUPPORT, scalar);
        }
        if (hasReader(named)) {
            return new ListMethod(ReaderTypes.reader(named), "list");
        }
        throw new IllegalStateException(where + ": no reader for a list of " + element);
    }
}
