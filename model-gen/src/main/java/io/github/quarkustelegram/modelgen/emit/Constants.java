package io.github.quarkustelegram.modelgen.emit;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.TypeName;

import io.github.quarkustelegram.modelgen.ir.FieldDef;
import io.github.quarkustelegram.modelgen.ir.TypeRef;

/** Fixed field values ({@link FieldDef#constValue()}): their Java type and literal. */
final class Constants {

    private Constants() {
    }

    static TypeName type(String owner, FieldDef field) {
        TypeRef.Scalar scalar = scalar(owner, field);
        return switch (scalar) {
            case STRING -> ClassName.get(String.class);
            case INTEGER -> TypeName.INT;
            case INTEGER64 -> TypeName.LONG;
            case FLOAT -> TypeName.DOUBLE;
            case BOOLEAN, TRUE -> TypeName.BOOLEAN;
        };
    }

    static CodeBlock literal(String owner, FieldDef field) {
        String value = field.constValue();
        try {
            return switch (scalar(owner, field)) {
                case STRING -> CodeBlock.of("$S", value);
                case INTEGER -> CodeBlock.of("$L", Integer.parseInt(value));
                case INTEGER64 -> CodeBlock.of("$LL", Long.parseLong(value));
                case FLOAT -> CodeBlock.of("$L", Double.parseDouble(value));
                case BOOLEAN, TRUE -> CodeBlock.of("$L", parseBoolean(value));
            };
        } catch (IllegalArgumentException e) {
            throw new IllegalStateException(owner + "." + field.name() + ": fixed value " + value
                    + " does not fit its type " + field.type(), e);
        }
    }

    private static boolean parseBoolean(String value) {
        if (value.equalsIgnoreCase("true")) {
            return true;
        }
        if (value.equalsIgnoreCase("false")) {
            return false;
        }
        throw new IllegalArgumentException(value);
    }

    private static TypeRef.Scalar scalar(String owner, FieldDef field) {
        if (field.type() instanceof TypeRef.Primitive p) {
            return p.scalar();
        }
        throw new IllegalStateException(owner + "." + field.name() + " has a fixed value but is not a scalar: "
                + field.type());
    }
}
