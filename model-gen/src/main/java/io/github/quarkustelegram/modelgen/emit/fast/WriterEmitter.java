package io.github.quarkustelegram.modelgen.emit.fast;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import javax.lang.model.element.Modifier;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;

import io.github.quarkustelegram.modelgen.emit.Naming;
import io.github.quarkustelegram.modelgen.emit.Types;
import io.github.quarkustelegram.modelgen.ir.FieldDef;
import io.github.quarkustelegram.modelgen.ir.MethodDef;
import io.github.quarkustelegram.modelgen.ir.TypeDef;
import io.github.quarkustelegram.modelgen.ir.TypeRef;

/**
 * Emits the writer of one request, record or union: a final class with {@code static void write(X value, JsonOut
 * out)}, and each JSON key encoded once, as a constant {@code ,"name":}.
 *
 * <ul>
 * <li>Fields are written in page order, fixed ones (discriminators) first, as the model's {@code @JsonPropertyOrder}
 * has them; a null is left out (the model's {@code NON_NULL}); a "True" flag is written only when true.</li>
 * <li>A request names each parameter to {@code JsonOut} before writing it, for the message of a NaN.</li>
 * <li>A union writes the variant it holds (whose writer writes its discriminator); a plain-string variant as the
 * string, a concatenation as an array, an {@code Unknown} variant as the JSON it carries.</li>
 * </ul>
 */
final class WriterEmitter {

    static final String PACKAGE = "io.github.quarkustelegram.runtime.fast.generated";
    static final ClassName JSON_OUT = ClassName.get("io.github.quarkustelegram.runtime.fast.json", "JsonOut");

    private final WriterShapes shapes;
    private final WriterCode code;

    WriterEmitter(WriterShapes shapes, WriterCode code) {
        this.shapes = shapes;
        this.code = code;
    }

    TypeSpec request(MethodDef method, ClassName writer) {
        return object(writer, Types.request(method.name()), method.name(), method.params(), true);
    }

    TypeSpec record(TypeDef type, ClassName writer) {
        return object(writer, Types.model(type.name()), type.name(), type.fields(), false);
    }

    private TypeSpec object(ClassName writer, ClassName target, String owner, List<FieldDef> fields,
            boolean request) {
        TypeSpec.Builder type = start(writer, target);
        MethodSpec.Builder write = writeMethod(target);
        List<FieldDef> ordered = new ArrayList<>();
        fields.stream().filter(f -> f.constValue() != null).forEach(ordered::add);
        fields.stream().filter(f -> f.constValue() == null).forEach(ordered::add);
        write.addStatement("out.beginObject()");
        if (!ordered.isEmpty()) {
            write.addStatement("boolean more = false");
        }
        int n = 0;
        for (FieldDef field : ordered) {
            if (!field.name().matches("[A-Za-z0-9_]+")) {
                throw new IllegalStateException(owner + "." + field.name() + ": a JSON name that needs escaping");
            }
            String key = "K_" + n;
            type.addField(FieldSpec.builder(byte[].class, key, Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
                    .initializer("key($S)", field.name())
                    .build());
            String label = request ? field.name() : owner + "." + field.name();
            if (request) {
                write.addStatement("out.param($S)", field.name());
            }
            if (field.constValue() != null) {
                write.addStatement("more = out.key($L, more)", key);
                write.addCode(WriterCode.fixed(((TypeRef.Primitive) field.type()).scalar(), field.constValue(), label));
            } else {
                write.addCode(field(field, owner, key, label, "f" + n));
            }
            n++;
        }
        write.addStatement("out.endObject()");
        type.addMethod(write.build());
        type.addMethod(keyMethod());
        return type.build();
    }

    private CodeBlock field(FieldDef field, String owner, String key, String label, String local) {
        String accessor = "value." + Naming.memberName(field.name()) + "()";
        WriterShape shape = shapes.of(owner, field);
        boolean flag = field.type() instanceof TypeRef.Primitive p && p.scalar() == TypeRef.Scalar.TRUE;
        boolean primitive = field.required() && shape instanceof WriterShape.Scalar s && s.scalar() != TypeRef.Scalar.STRING;
        CodeBlock.Builder block = CodeBlock.builder();
        if (flag) {
            return block.beginControlFlow("if ($L)", accessor)
                    .addStatement("more = out.key($L, more)", key)
                    .addStatement("out.bool(true)")
                    .endControlFlow()
                    .build();
        }
        if (primitive) {
            return block.addStatement("more = out.key($L, more)", key)
                    .add(code.write(shape, accessor, label, 0))
                    .build();
        }
        // optional, or a reference a caller may still have left null: the default path leaves a null out
        return block.addStatement("var $L = $L", local, accessor)
                .beginControlFlow("if ($L != null)", local)
                .addStatement("more = out.key($L, more)", key)
                .add(code.write(shape, local, label, 0))
                .endControlFlow()
                .build();
    }

    TypeSpec union(TypeDef union, ClassName writer) {
        ClassName target = Types.model(union.name());
        TypeSpec.Builder type = start(writer, target);
        MethodSpec.Builder write = writeMethod(target);
        boolean first = true;
        int n = 0;
        for (WriterShape member : shapes.members(union)) {
            String name = member instanceof WriterShape.ObjectType o ? o.type().name()
                    : ((WriterShape.UnionType) member).type().name();
            String local = "v" + n++;
            write.addCode(first ? "if " : "} else if ").addCode("(value instanceof $T $L) {\n$>", Types.model(name), local);
            write.addStatement("$T.write($L, out)", code.writer(name), local);
            write.addCode("$<");
            first = false;
        }
        if (union.union().admitsString()) {
            write.addCode("} else if (value instanceof $T plain) {\n$>", target.nestedClass("Plain"));
            write.addStatement("out.string(plain.text())").addCode("$<");
        }
        if (union.union().admitsArray()) {
            write.addCode("} else if (value instanceof $T parts) {\n$>", target.nestedClass("Concatenation"));
            write.addCode(code.write(new WriterShape.ListOf(new WriterShape.UnionType(union)), "parts.parts()",
                    union.name(), 0)).addCode("$<");
        }
        if (first) {
            write.addStatement("out.json((($T) value).json())", target.nestedClass("Unknown"));
        } else {
            write.addCode("} else {\n$>");
            write.addStatement("out.json((($T) value).json())", target.nestedClass("Unknown"));
            write.addCode("$<}\n");
        }
        type.addMethod(write.build());
        return type.build();
    }

    private static TypeSpec.Builder start(ClassName writer, ClassName target) {
        return TypeSpec.classBuilder(writer)
                .addModifiers(Modifier.FINAL)
                .addJavadoc("Writes a {@link $T} as JSON.\n", target)
                .addMethod(MethodSpec.constructorBuilder().addModifiers(Modifier.PRIVATE).build());
    }

    private static MethodSpec.Builder writeMethod(TypeName target) {
        return MethodSpec.methodBuilder("write")
                .addModifiers(Modifier.STATIC)
                .addParameter(target, "value")
                .addParameter(JSON_OUT, "out");
    }

    /** {@code ,"name":} in UTF-8; JSON names of the API are plain ASCII, needing no escape. */
    private static MethodSpec keyMethod() {
        return MethodSpec.methodBuilder("key")
                .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
                .returns(byte[].class)
                .addParameter(String.class, "name")
                .addStatement("return (\",\\\"\" + name + \"\\\":\").getBytes($T.UTF_8)", StandardCharsets.class)
                .build();
    }
}
