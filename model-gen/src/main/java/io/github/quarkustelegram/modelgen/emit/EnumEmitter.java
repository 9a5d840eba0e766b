package io.github.quarkustelegram.modelgen.emit;

import java.util.List;
import java.util.Map;
import java.util.Objects;

import javax.lang.model.element.Modifier;

import com.palantir.javapoet.AnnotationSpec;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeSpec;

import io.github.quarkustelegram.modelgen.ir.EnumDef;

/**
 * Emits an open enum: {@code public record ChatType(String value)} with a constant per known value, {@code of(String)}
 * returning the shared constant for a known value and a new instance for any other, so a value added by a newer Bot
 * API decodes, compares and re-encodes unchanged.
 */
final class EnumEmitter {

    private final JavadocText javadoc;

    EnumEmitter(JavadocText javadoc) {
        this.javadoc = javadoc;
    }

    TypeSpec emit(EnumDef def) {
        ClassName name = Types.model(def.name());
        ParameterizedTypeName listType = ParameterizedTypeName.get(ClassName.get(List.class), name);
        Map<String, String> constants = Naming.constantNames(def.values());
        String description = javadoc.convert(def.description(), name.packageName());

        TypeSpec.Builder record = TypeSpec.recordBuilder(name)
                .addModifiers(Modifier.PUBLIC)
                .addJavadoc("$L", JavadocText.wrap("""
                        %s

                        <p>An open set of values: the constants below are the values this version of the model knows; any \
                        other value (from a newer Bot API) still decodes, compares by value and is written back unchanged.

                        @param value the value as written in JSON
                        """.formatted(description.isEmpty() ? "Known values of a string field." : description)))
                .recordConstructor(MethodSpec.compactConstructorBuilder()
                        .addModifiers(Modifier.PUBLIC)
                        .addParameter(String.class, "value")
                        .addStatement("$T.requireNonNull(value, $S)", Objects.class, "value")
                        .build());

        CodeBlock.Builder known = CodeBlock.builder();
        CodeBlock.Builder cases = CodeBlock.builder();
        boolean first = true;
        for (Map.Entry<String, String> constant : constants.entrySet()) {
            record.addField(FieldSpec.builder(name, constant.getValue(), Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
                    .addJavadoc("{@code $L}\n", JavadocText.escapeText("\"" + constant.getKey() + "\""))
                    .initializer("new $T($S)", name, constant.getKey())
                    .build());
            known.add(first ? "$N" : ", $N", constant.getValue());
            cases.add("case $S -> $N;\n", constant.getKey(), constant.getValue());
            first = false;
        }
        record.addField(FieldSpec.builder(listType, "KNOWN_VALUES", Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
                .initializer("$T.of($L)", List.class, known.build())
                .build());

        record.addMethod(MethodSpec.methodBuilder("of")
                .addJavadoc("""
                        The value for a string: the shared constant when it is a known value, a new instance otherwise.

                        @param value the value as written in JSON
                        @return the value
                        """)
                .addAnnotation(AnnotationSpec.builder(Types.JSON_CREATOR)
                        .addMember("mode", "$T.DELEGATING", Types.JSON_CREATOR_MODE).build())
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                .returns(name)
                .addParameter(String.class, "value")
                .addCode(CodeBlock.builder()
                        .add("return switch (value) {\n").indent()
                        .add(cases.build())
                        .add("default -> new $T(value);\n", name)
                        .unindent().add("};\n")
                        .build())
                .build());
        record.addMethod(MethodSpec.methodBuilder("value")
                .addJavadoc("@return the value as written in JSON\n")
                .addAnnotation(Types.JSON_VALUE)
                .addModifiers(Modifier.PUBLIC)
                .returns(String.class)
                .addStatement("return value")
                .build());
        record.addMethod(MethodSpec.methodBuilder("isKnown")
                .addJavadoc("@return whether this version of the model knows this value\n")
                .addModifiers(Modifier.PUBLIC)
                .returns(boolean.class)
                .addStatement("return KNOWN_VALUES.contains(this)")
                .build());
        record.addMethod(MethodSpec.methodBuilder("knownValues")
                .addJavadoc("@return the values this version of the model knows, in page order\n")
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                .returns(listType)
                .addStatement("return KNOWN_VALUES")
                .build());
        record.addMethod(MethodSpec.methodBuilder("toString")
                .addJavadoc("@return the value as written in JSON\n")
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC)
                .returns(String.class)
                .addStatement("return value")
                .build());
        return record.build();
    }
}
