package io.github.quarkustelegram.modelgen.emit.tests;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import io.github.quarkustelegram.modelgen.emit.Alternatives;
import io.github.quarkustelegram.modelgen.emit.UnionsByMembers;
import io.github.quarkustelegram.modelgen.ir.ApiSpec;
import io.github.quarkustelegram.modelgen.ir.EnumDef;
import io.github.quarkustelegram.modelgen.ir.FieldDef;
import io.github.quarkustelegram.modelgen.ir.TypeDef;
import io.github.quarkustelegram.modelgen.ir.TypeRef;

/**
 * Reads the IR into {@link Shape}s by the rules the model emitter's {@code TypeMapper} follows (kept in step with
 * it by compilation: a generated test that disagrees with the model does not compile; "A or B" is read by the same
 * {@link Alternatives}). The rules: "Integer or String" is a ChatId; "InputFile or String", and a String whose
 * description offers {@code attach://}, is an InputFile; a String with an enum name is that open enum; "A or B" of
 * page types is the union with exactly those members (a page union before a synthetic one); "Message or True" is
 * MessageOrTrue.
 */
final class ApiShapes {

    private final ApiSpec spec;
    private final Map<String, TypeDef> types = new HashMap<>();
    private final Map<String, EnumDef> enums = new HashMap<>();
    private final UnionsByMembers unions;

    ApiShapes(ApiSpec spec) {
        this.spec = spec;
        for (TypeDef type : spec.types()) {
            types.put(type.name(), type);
        }
        for (EnumDef e : spec.enums()) {
            enums.put(e.name(), e);
        }
        unions = new UnionsByMembers(spec);
    }

    ApiSpec spec() {
        return spec;
    }

    /** The shape of a field of a type or a parameter of a method. */
    Shape of(String owner, FieldDef field) {
        return of(owner + "." + field.name(), field, field.type());
    }

    /** The shape of a method's result. */
    Shape ofResult(String method, TypeRef returns) {
        if (returns == null) {
            throw new IllegalStateException(method + " has no result type");
        }
        return of(method + " result", null, returns);
    }

    /** The members of a union, each an object type or a union. */
    List<Shape> members(TypeDef union) {
        return union.union().members().stream().map(name -> named(union.name(), name)).toList();
    }

    /**
     * The member a sample of the union takes: the first one that can be built from required fields without
     * re-entering a type already being built ({@code path}); recursive unions (rich text blocks holding blocks)
     * would otherwise never end.
     */
    Shape sampleMember(TypeDef union, Set<String> path) {
        for (Shape member : members(union)) {
            if (finite(member, path)) {
                return member;
            }
        }
        throw new IllegalStateException("No member of " + union.name() + " can be built outside of " + path);
    }

    /** True when a value of this shape can be built from required fields without entering a type in {@code path}. */
    boolean finite(Shape shape, Set<String> path) {
        if (shape instanceof Shape.ListOf list) {
            return finite(list.element(), path);
        }
        if (shape instanceof Shape.UnionType union) {
            if (path.contains(union.type().name())) {
                return false;
            }
            Set<String> inner = with(path, union.type().name());
            return members(union.type()).stream().anyMatch(m -> finite(m, inner));
        }
        if (shape instanceof Shape.ObjectType object) {
            TypeDef type = object.type();
            if (path.contains(type.name())) {
                return false;
            }
            Set<String> inner = with(path, type.name());
            return type.fields().stream().filter(f -> f.required() && f.constValue() == null)
                    .allMatch(f -> finite(of(type.name(), f), inner));
        }
        return true;
    }

    static Set<String> with(Set<String> path, String name) {
        Set<String> inner = new java.util.HashSet<>(path);
        inner.add(name);
        return inner;
    }

    TypeDef type(String name) {
        TypeDef type = types.get(name);
        if (type == null) {
            throw new IllegalStateException("The IR has no type " + name);
        }
        return type;
    }

    private Shape of(String where, FieldDef field, TypeRef ref) {
        if (ref instanceof TypeRef.Primitive p) {
            if (p.scalar() == TypeRef.Scalar.STRING && field != null) {
                if (field.enumName() != null) {
                    EnumDef e = enums.get(field.enumName());
                    if (e == null) {
                        throw new IllegalStateException(where + " names an enum the IR lacks: " + field.enumName());
                    }
                    return new Shape.OpenEnum(e);
                }
                if (field.description() != null && field.description().contains("attach://")) {
                    return new Shape.File(true);
                }
            }
            return new Shape.Scalar(p.scalar());
        }
        if (ref instanceof TypeRef.Named n) {
            return named(where, n.name());
        }
        if (ref instanceof TypeRef.ArrayOf a) {
            return new Shape.ListOf(of(where, field, a.element()));
        }
        return oneOf(where, (TypeRef.OneOf) ref);
    }

    private Shape named(String where, String name) {
        if (name.equals("InputFile")) {
            return new Shape.File(false);
        }
        TypeDef type = types.get(name);
        if (type == null) {
            throw new IllegalStateException(where + " refers to a type the IR lacks: " + name);
        }
        return type.isUnion() ? new Shape.UnionType(type) : new Shape.ObjectType(type);
    }

    private Shape oneOf(String where, TypeRef.OneOf oneOf) {
        Alternatives alternatives = Alternatives.of(where, oneOf);
        Set<String> scalars = alternatives.scalars();
        Set<String> named = alternatives.named();
        if (alternatives.isChatId()) {
            return new Shape.ChatId();
        }
        if (alternatives.isInputFile()) {
            return new Shape.File(true);
        }
        if (named.equals(Set.of("Message")) && scalars.equals(Set.of("TRUE"))) {
            return new Shape.MessageOrTrue();
        }
        if (scalars.isEmpty()) {
            Optional<TypeDef> union = unions.find(named);
            if (union.isPresent()) {
                return new Shape.UnionType(union.get());
            }
        }
        throw new IllegalStateException(where + ": cannot read " + oneOf);
    }
}
