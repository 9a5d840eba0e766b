package io.github.quarkustelegram.modelgen.ir;

import java.util.List;

import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;

/**
 * A type as written in a field's Type column or a method's return prose.
 */
@JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "kind")
@JsonSubTypes({
        @JsonSubTypes.Type(value = TypeRef.Primitive.class, name = "primitive"),
        @JsonSubTypes.Type(value = TypeRef.Named.class, name = "named"),
        @JsonSubTypes.Type(value = TypeRef.ArrayOf.class, name = "array"),
        @JsonSubTypes.Type(value = TypeRef.OneOf.class, name = "oneOf")
})
public sealed interface TypeRef {

    /** The page's scalar types. */
    enum Scalar {
        /** "Integer" that fits 32 bits. */
        INTEGER,
        /** "Integer" the page says may exceed 32 bits (ids, file sizes): 64-bit. */
        INTEGER64,
        /** "Float" / "Float number". */
        FLOAT,
        STRING,
        BOOLEAN,
        /** "True": a flag that is only ever true (absent means false). */
        TRUE
    }

    record Primitive(Scalar scalar) implements TypeRef {
    }

    /** A type of the page (or a synthetic union) by name, e.g. {@code Message}, {@code InputFile}. */
    record Named(String name) implements TypeRef {
    }

    record ArrayOf(TypeRef element) implements TypeRef {
    }

    /** "A or B": chat ids (Integer or String), files (InputFile or String), results (Message or True). */
    record OneOf(List<TypeRef> options) implements TypeRef {
        public OneOf {
            options = List.copyOf(options);
        }
    }

    static TypeRef scalar(Scalar scalar) {
        return new Primitive(scalar);
    }

    static TypeRef named(String name) {
        return new Named(name);
    }

    static TypeRef arrayOf(TypeRef element) {
        return new ArrayOf(element);
    }
}
