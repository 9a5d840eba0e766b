package io.github.quarkustelegram.modelgen.emit;

import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;

import io.github.quarkustelegram.modelgen.ir.ApiSpec;
import io.github.quarkustelegram.modelgen.ir.EnumDef;
import io.github.quarkustelegram.modelgen.ir.FieldDef;
import io.github.quarkustelegram.modelgen.ir.MethodDef;
import io.github.quarkustelegram.modelgen.ir.TypeDef;
import io.github.quarkustelegram.modelgen.ir.TypeRef;

/**
 * Maps the IR's {@link TypeRef}s to Java types. Every rule is here; anything it cannot map exactly throws,
 * naming the field (the audit should have stopped the build before).
 */
final class TypeMapper {

    private static final ClassName LIST = ClassName.get(List.class);
    private static final ClassName STRING = ClassName.get(String.class);

    private final Set<String> typeNames = new HashSet<>();
    private final Set<String> enumNames = new HashSet<>();
    private final UnionsByMembers unions;

    TypeMapper(ApiSpec spec) {
        for (TypeDef type : spec.types()) {
            typeNames.add(type.name());
        }
        unions = new UnionsByMembers(spec);
        for (EnumDef e : spec.enums()) {
            enumNames.add(e.name());
        }
    }

    /**
     * The type of a record component for a field or parameter: primitives for required scalars, boxed and
     * {@code @Nullable} for optional ones, a primitive {@code boolean} for a "True" flag.
     */
    TypeName componentType(String owner, FieldDef field) {
        TypeName type = valueType(owner, field);
        if (isFlag(field)) {
            return TypeName.BOOLEAN;
        }
        if (field.required()) {
            return type;
        }
        return type.box().annotated(Types.NULLABLE_ANNOTATION);
    }

    /** The field's type without nullability: primitive for scalars. */
    TypeName valueType(String owner, FieldDef field) {
        return map(owner, field, field.type(), false);
    }

    /** A "True" field: a flag that is only ever true, absent meaning false. */
    static boolean isFlag(FieldDef field) {
        return field.type() instanceof TypeRef.Primitive p && p.scalar() == TypeRef.Scalar.TRUE;
    }

    static boolean isList(FieldDef field) {
        return field.type() instanceof TypeRef.ArrayOf;
    }

    /** The Java result type of a method, always a reference type: "True" results are {@code Boolean}. */
    TypeName resultType(MethodDef method) {
        if (method.returns() == null) {
            throw new IllegalStateException("Method " + method.name() + " has no result type");
        }
        return resultType(method.name(), method.returns());
    }

    private TypeName resultType(String method, TypeRef ref) {
        if (ref instanceof TypeRef.Primitive p) {
            return switch (p.scalar()) {
                case TRUE, BOOLEAN -> ClassName.get(Boolean.class);
                case INTEGER -> ClassName.get(Integer.class);
                case INTEGER64 -> ClassName.get(Long.class);
                case FLOAT -> ClassName.get(Double.class);
                case STRING -> STRING;
            };
        }
        if (ref instanceof TypeRef.ArrayOf a) {
            return ParameterizedTypeName.get(LIST, resultType(method, a.element()));
        }
        if (ref instanceof TypeRef.OneOf oneOf) {
            return messageOrTrue(method + " result", oneOf);
        }
        return named(method + " result", ((TypeRef.Named) ref).name());
    }

    /** Code building the Jackson {@code JavaType} of a method's result from a {@code TypeFactory} named {@code types}. */
    CodeBlock resultJavaType(MethodDef method) {
        return javaType(resultType(method));
    }

    private static CodeBlock javaType(TypeName type) {
        if (type instanceof ParameterizedTypeName p && p.rawType().equals(LIST)) {
            TypeName element = p.typeArguments().get(0);
            if (element instanceof ParameterizedTypeName) {
                return CodeBlock.of("types.constructCollectionType($T.class, $L)", LIST, javaType(element));
            }
            return CodeBlock.of("types.constructCollectionType($T.class, $T.class)", LIST, element);
        }
        return CodeBlock.of("types.constructType($T.class)", type);
    }

    private TypeName map(String owner, FieldDef field, TypeRef ref, boolean boxed) {
        String where = owner + "." + field.name();
        if (ref instanceof TypeRef.Primitive p) {
            TypeName type = switch (p.scalar()) {
                case INTEGER -> TypeName.INT;
                case INTEGER64 -> TypeName.LONG;
                case FLOAT -> TypeName.DOUBLE;
                case BOOLEAN, TRUE -> TypeName.BOOLEAN;
                case STRING -> stringType(where, field);
            };
            return boxed ? type.box() : type;
        }
        if (ref instanceof TypeRef.Named n) {
            return named(where, n.name());
        }
        if (ref instanceof TypeRef.ArrayOf a) {
            return ParameterizedTypeName.get(LIST, map(owner, field, a.element(), true));
        }
        return oneOf(where, (TypeRef.OneOf) ref);
    }

    /**
     * A String field is the open enum named by {@link FieldDef#enumName()} when set. A String field whose prose
     * offers {@code attach://<file_attach_name>} is an {@code InputFile}: the page types it String (InputMedia*.media,
     * InputPaidMedia*.media, InputProfilePhoto*.photo, InputStoryContent*.video, ...) but it accepts an upload, which
     * only an InputFile can carry; a file_id or URL is an {@code InputFile} reference and is written as the same string.
     */
    private TypeName stringType(String where, FieldDef field) {
        if (field.enumName() != null) {
            if (!enumNames.contains(field.enumName())) {
                throw new IllegalStateException(where + " names an enum that the IR does not define: " + field.enumName());
            }
            return Types.model(field.enumName());
        }
        if (field.description() != null && field.description().contains("attach://")) {
            return Types.INPUT_FILE;
        }
        return STRING;
    }

    private TypeName named(String where, String name) {
        if (name.equals("InputFile")) {
            return Types.INPUT_FILE;
        }
        if (!typeNames.contains(name)) {
            throw new IllegalStateException(where + " refers to a type the IR does not define: " + name);
        }
        return Types.model(name);
    }

    private TypeName oneOf(String where, TypeRef.OneOf oneOf) {
        Alternatives alternatives = Alternatives.of(where, oneOf);
        Set<String> scalars = alternatives.scalars();
        Set<String> named = alternatives.named();
        if (alternatives.isChatId()) {
            return Types.CHAT_ID;
        }
        if (alternatives.isInputFile()) {
            return Types.INPUT_FILE;
        }
        if (scalars.equals(Set.of("TRUE"))) {
            return messageOrTrue(where, oneOf);
        }
        if (scalars.isEmpty()) {
            Optional<TypeDef> union = unions.find(named);
            if (union.isPresent()) {
                return Types.model(union.get().name());
            }
            throw new IllegalStateException(where + ": no union in the IR has exactly the members " + named);
        }
        throw new IllegalStateException(where + ": cannot map " + oneOf);
    }

    private static TypeName messageOrTrue(String where, TypeRef.OneOf oneOf) {
        boolean message = false;
        boolean isTrue = false;
        for (TypeRef option : oneOf.options()) {
            if (option instanceof TypeRef.Named n && n.name().equals("Message")) {
                message = true;
            } else if (option instanceof TypeRef.Primitive p && p.scalar() == TypeRef.Scalar.TRUE) {
                isTrue = true;
            } else {
                throw new IllegalStateException(where + ": only \"Message or True\" is supported, not " + oneOf);
            }
        }
        if (!message || !isTrue || oneOf.options().size() != 2) {
            throw new IllegalStateException(where + ": only \"Message or True\" is supported, not " + oneOf);
        }
        return Types.MESSAGE_OR_TRUE;
    }
}
