package io.github.quarkustelegram.modelgen.emit;

import java.util.List;
import java.util.Objects;

import javax.lang.model.element.Modifier;

import com.palantir.javapoet.AnnotationSpec;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;

import io.github.quarkustelegram.modelgen.ir.ApiSpec;
import io.github.quarkustelegram.modelgen.ir.TypeDef;
import io.github.quarkustelegram.modelgen.ir.UnionDef;

/**
 * Emits a union as {@code public sealed interface X permits <members>, X.Unknown}.
 *
 * <ul>
 * <li>The interface declares the accessors all members share ({@link SharedAccessors}).</li>
 * <li>{@code X.Unknown(JsonNode json)} holds a member this version does not know (a newer Bot API) and writes its
 * JSON back unchanged; the shared accessors read from that JSON (a missing one reads as null, 0 or false).</li>
 * <li>A union that also admits a JSON string gets {@code X.Plain(String text)}, one that admits a JSON array of
 * itself gets {@code X.Concatenation(List<X> parts)}; both are written back as the string / array.</li>
 * </ul>
 * Decoding is done by the deserializer {@link ModuleEmitter} writes for the union, never by annotations here:
 * annotations on an interface are inherited by its member records.
 */
final class UnionEmitter {

    private final ApiSpec spec;
    private final TypeMapper types;
    private final JavadocText javadoc;

    UnionEmitter(ApiSpec spec, TypeMapper types, JavadocText javadoc) {
        this.spec = spec;
        this.types = types;
        this.javadoc = javadoc;
    }

    TypeSpec emit(TypeDef type) {
        UnionDef union = Objects.requireNonNull(type.union());
        ClassName name = Types.model(type.name());
        ClassName unknown = name.nestedClass("Unknown");
        String pkg = name.packageName();

        StringBuilder doc = new StringBuilder(javadoc.convert(type.description(), pkg));
        doc.append("\n\n<p>One of:\n<ul>\n");
        for (String member : union.members()) {
            doc.append("<li>{@link ").append(member).append("}</li>\n");
        }
        if (union.admitsString()) {
            doc.append("<li>{@link Plain}: a plain string</li>\n");
        }
        if (union.admitsArray()) {
            doc.append("<li>{@link Concatenation}: an array of {@code ").append(type.name()).append("}</li>\n");
        }
        doc.append("<li>{@link Unknown}: a variant this version of the model does not know, kept as raw JSON</li>\n");
        doc.append("</ul>\n\n");
        if (type.synthetic()) {
            doc.append("<p>The page names no such type: it writes the alternatives inline (\"A or B\").\n\n");
        } else {
            doc.append("@see ").append(JavadocText.seeAlso(type.anchor(), type.name())).append('\n');
        }

        List<Component> shared = SharedAccessors.of(type, spec, types);
        TypeSpec.Builder iface = TypeSpec.interfaceBuilder(name)
                .addModifiers(Modifier.PUBLIC, Modifier.SEALED)
                .addJavadoc("$L", doc.toString());
        for (String member : union.members()) {
            iface.addPermittedSubclass(Types.model(member));
        }

        TypeSpec.Builder unknownRecord = TypeSpec.recordBuilder(unknown)
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                .addSuperinterface(name)
                .addJavadoc("$L", JavadocText.wrap("""
                        A {@code %s} this version of the model does not know (sent by a newer Bot API), kept as the JSON \
                        it came in; it is written back unchanged.%s

                        @param json the variant's JSON, as received
                        """.formatted(type.name(), shared.isEmpty() ? ""
                        : " The accessors the interface declares read "
                                + "their field out of that JSON; one it lacks reads as null, 0 or false.")))
                .recordConstructor(MethodSpec.compactConstructorBuilder()
                        .addModifiers(Modifier.PUBLIC)
                        .addAnnotation(AnnotationSpec.builder(Types.JSON_CREATOR)
                                .addMember("mode", "$T.DELEGATING", Types.JSON_CREATOR_MODE).build())
                        .addParameter(Types.JSON_NODE, "json")
                        .addStatement("json = $T.requireNonNull(json, $S).deepCopy()", Objects.class, "json")
                        .build())
                .addMethod(MethodSpec.methodBuilder("json")
                        .addJavadoc("@return a copy of the variant's JSON, as received\n")
                        .addAnnotation(Types.JSON_VALUE)
                        .addModifiers(Modifier.PUBLIC)
                        .returns(Types.JSON_NODE)
                        .addStatement("return json.deepCopy()")
                        .build());
        for (Component c : shared) {
            boolean discriminator = c.jsonName().equals(union.discriminator());
            String accessorDoc = discriminator || c.fixed()
                    ? "The {@code " + c.jsonName() + "} field, which tells the variants apart."
                    : javadoc.convert(c.field().description(), pkg);
            iface.addMethod(MethodSpec.methodBuilder(c.javaName())
                    .addJavadoc("$L\n\n@return the {@code $L} field\n", accessorDoc, c.jsonName())
                    .addModifiers(Modifier.PUBLIC, Modifier.ABSTRACT)
                    .returns(c.type())
                    .build());
            unknownRecord.addMethod(unknownAccessor(c, discriminator));
        }
        if (union.admitsString()) {
            iface.addType(plain(name));
            iface.addMethod(MethodSpec.methodBuilder("of")
                    .addJavadoc("@param text plain text\n@return the text as a {@code $L}\n", name.simpleName())
                    .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                    .returns(name)
                    .addParameter(String.class, "text")
                    .addStatement("return new $T(text)", name.nestedClass("Plain"))
                    .build());
            iface.addPermittedSubclass(name.nestedClass("Plain"));
        }
        if (union.admitsArray()) {
            iface.addType(concatenation(name));
            iface.addMethod(MethodSpec.methodBuilder("of")
                    .addJavadoc("@param parts the parts, in order\n@return the parts as one {@code $L}\n",
                            name.simpleName())
                    .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                    .varargs(true)
                    .returns(name)
                    .addParameter(com.palantir.javapoet.ArrayTypeName.of(name), "parts")
                    .addStatement("return new $T($T.of(parts))", name.nestedClass("Concatenation"), List.class)
                    .build());
            iface.addPermittedSubclass(name.nestedClass("Concatenation"));
        }
        iface.addPermittedSubclass(unknown);
        iface.addType(unknownRecord.build());
        return iface.build();
    }

    /** Unknown reads a shared field out of its JSON: scalars directly, anything else through our mapper. */
    private static MethodSpec unknownAccessor(Component c, boolean discriminator) {
        String json = c.jsonName();
        TypeName type = c.type();
        MethodSpec.Builder m = MethodSpec.methodBuilder(c.javaName())
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC);
        if (discriminator || type.equals(ClassName.get(String.class)) && c.fixed()) {
            return m.returns(type).addStatement("return json.path($S).asText()", json).build();
        }
        if (type.isPrimitive()) {
            String read = switch (type.toString()) {
                case "int" -> "asInt";
                case "long" -> "asLong";
                case "double" -> "asDouble";
                case "boolean" -> "asBoolean";
                default -> throw new IllegalStateException("Unexpected primitive " + type);
            };
            return m.returns(type).addStatement("return json.path($S).$L()", json, read).build();
        }
        TypeName plain = type.withoutAnnotations();
        m.returns(plain.annotated(Types.NULLABLE_ANNOTATION));
        if (plain instanceof ParameterizedTypeName p && p.rawType().equals(ClassName.get(List.class))) {
            TypeName element = p.typeArguments().get(0);
            if (element instanceof ParameterizedTypeName) {
                throw new IllegalStateException("Shared accessor " + c.javaName() + ": nested lists not supported");
            }
            return m.addStatement("return $T.readList(json, $S, $T.class)", Types.UNKNOWN_FIELDS, json, element).build();
        }
        return m.addStatement("return $T.read(json, $S, $T.class)", Types.UNKNOWN_FIELDS, json, plain).build();
    }

    private static TypeSpec plain(ClassName union) {
        ClassName plain = union.nestedClass("Plain");
        return TypeSpec.recordBuilder(plain)
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                .addSuperinterface(union)
                .addJavadoc("Plain text, written as a JSON string.\n\n@param text the text\n")
                .recordConstructor(MethodSpec.compactConstructorBuilder()
                        .addModifiers(Modifier.PUBLIC)
                        .addAnnotation(AnnotationSpec.builder(Types.JSON_CREATOR)
                                .addMember("mode", "$T.DELEGATING", Types.JSON_CREATOR_MODE).build())
                        .addParameter(String.class, "text")
                        .addStatement("$T.requireNonNull(text, $S)", Objects.class, "text")
                        .build())
                .addMethod(MethodSpec.methodBuilder("text")
                        .addJavadoc("@return the text\n")
                        .addAnnotation(Types.JSON_VALUE)
                        .addModifiers(Modifier.PUBLIC)
                        .returns(String.class)
                        .addStatement("return text")
                        .build())
                .build();
    }

    private static TypeSpec concatenation(ClassName union) {
        ClassName concatenation = union.nestedClass("Concatenation");
        TypeName list = ParameterizedTypeName.get(ClassName.get(List.class), union);
        return TypeSpec.recordBuilder(concatenation)
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                .addSuperinterface(union)
                .addJavadoc("Parts that follow one another, written as a JSON array of {@code $L}.\n\n"
                        + "@param parts the parts, in order\n", union.simpleName())
                .recordConstructor(MethodSpec.compactConstructorBuilder()
                        .addModifiers(Modifier.PUBLIC)
                        .addAnnotation(AnnotationSpec.builder(Types.JSON_CREATOR)
                                .addMember("mode", "$T.DELEGATING", Types.JSON_CREATOR_MODE).build())
                        .addParameter(ParameterSpec.builder(list, "parts").build())
                        .addStatement("parts = $T.copyOf(parts)", List.class)
                        .build())
                .addMethod(MethodSpec.methodBuilder("parts")
                        .addJavadoc("@return the parts, in order\n")
                        .addAnnotation(Types.JSON_VALUE)
                        .addModifiers(Modifier.PUBLIC)
                        .returns(list)
                        .addStatement("return parts")
                        .build())
                .build();
    }
}
