package io.github.quarkustelegram.modelgen.emit.fast;

import java.util.Map;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;

import io.github.quarkustelegram.modelgen.ir.TypeRef;

/**
 * The statements writing one value of a {@link WriterShape} through the runtime's {@code JsonOut} (a variable named
 * {@code out}). The value is an expression that is not null.
 */
final class WriterCode {

    private final Map<String, ClassName> writers;

    /** @param writers the generated writer class of each record and union, by type name */
    WriterCode(Map<String, ClassName> writers) {
        this.writers = writers;
    }

    /**
     * @param shape what the value is
     * @param value a Java expression of the value, evaluated once
     * @param field the field's name for error messages ({@code "latitude"}, {@code "Location.latitude"})
     * @param depth nesting of lists, to name loop variables apart
     */
    CodeBlock write(WriterShape shape, String value, String field, int depth) {
        if (shape instanceof WriterShape.Scalar scalar) {
            return scalar(scalar.scalar(), value, field);
        }
        if (shape instanceof WriterShape.OpenEnum) {
            return CodeBlock.of("out.string($L.value());\n", value);
        }
        if (shape instanceof WriterShape.File) {
            return CodeBlock.of("out.inputFile($L);\n", value);
        }
        if (shape instanceof WriterShape.ChatId) {
            return CodeBlock.of("out.chatId($L);\n", value);
        }
        if (shape instanceof WriterShape.ObjectType object) {
            return CodeBlock.of("$T.write($L, out);\n", writer(object.type().name()), value);
        }
        if (shape instanceof WriterShape.UnionType union) {
            return CodeBlock.of("$T.write($L, out);\n", writer(union.type().name()), value);
        }
        WriterShape.ListOf list = (WriterShape.ListOf) shape;
        String items = "l" + depth;
        String index = "i" + depth;
        return CodeBlock.builder()
                .addStatement("var $L = $L", items, value)
                .addStatement("out.beginArray()")
                .beginControlFlow("for (int $1L = 0, n$2L = $3L.size(); $1L < n$2L; $1L++)", index, depth, items)
                .addStatement("out.comma($L > 0)", index)
                .add(write(list.element(), items + ".get(" + index + ")", field, depth + 1))
                .endControlFlow()
                .addStatement("out.endArray()")
                .build();
    }

    private static CodeBlock scalar(TypeRef.Scalar scalar, String value, String field) {
        return switch (scalar) {
            case INTEGER, INTEGER64 -> CodeBlock.of("out.number($L);\n", value);
            case FLOAT -> CodeBlock.of("out.number($L, $S);\n", value, field);
            case STRING -> CodeBlock.of("out.string($L);\n", value);
            case BOOLEAN, TRUE -> CodeBlock.of("out.bool($L);\n", value);
        };
    }

    /** The literal a fixed field (a discriminator) is written with. */
    static CodeBlock fixed(TypeRef.Scalar scalar, String value, String field) {
        return switch (scalar) {
            case STRING -> CodeBlock.of("out.string($S);\n", value);
            case INTEGER, INTEGER64 -> CodeBlock.of("out.number($LL);\n", Long.parseLong(value));
            case FLOAT -> CodeBlock.of("out.number($L, $S);\n", Double.parseDouble(value), field);
            case BOOLEAN, TRUE -> CodeBlock.of("out.bool($L);\n", Boolean.parseBoolean(value));
        };
    }

    ClassName writer(String typeName) {
        ClassName writer = writers.get(typeName);
        if (writer == null) {
            throw new IllegalStateException("No writer for " + typeName + ": it was not found reachable from a request");
        }
        return writer;
    }
}
