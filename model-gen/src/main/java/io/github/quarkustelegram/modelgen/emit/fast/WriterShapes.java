package io.github.quarkustelegram.modelgen.emit.fast;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

import io.github.quarkustelegram.modelgen.emit.Alternatives;
import io.github.quarkustelegram.modelgen.emit.UnionsByMembers;
import io.github.quarkustelegram.modelgen.ir.ApiSpec;
import io.github.quarkustelegram.modelgen.ir.FieldDef;
import io.github.quarkustelegram.modelgen.ir.MethodDef;
import io.github.quarkustelegram.modelgen.ir.TypeDef;
import io.github.quarkustelegram.modelgen.ir.TypeRef;

/**
 * Reads the IR into {@link WriterShape}s by the rules the model emitter's {@code TypeMapper} follows (kept in step
 * by compilation: a writer that disagrees with the model does not compile; "A or B" is read by the same
 * {@link Alternatives}), and finds the types a request can contain.
 */
final class WriterShapes {

    private final ApiSpec spec;
    private final Map<String, TypeDef> types = new HashMap<>();
    private final UnionsByMembers unions;

    WriterShapes(ApiSpec spec) {
        this.spec = spec;
        for (TypeDef type : spec.types()) {
            types.put(type.name(), type);
        }
        unions = new UnionsByMembers(spec);
    }

    /** The shape of a field of a type or a parameter of a method. */
    WriterShape of(String owner, FieldDef field) {
        return of(owner + "." + field.name(), field, field.type());
    }

    /** The members of a union, each a record or a union. */
    java.util.List<WriterShape> members(TypeDef union) {
        return union.union().members().stream().map(name -> named(union.name(), name)).toList();
    }

    /** Every record and union some request can contain, in IR order. */
    Map<String, TypeDef> reachable() {
        Set<String> seen = new TreeSet<>();
        for (MethodDef method : spec.methods()) {
            for (FieldDef param : method.params()) {
                visit(of(method.name(), param), seen);
            }
        }
        Map<String, TypeDef> reachable = new LinkedHashMap<>();
        for (TypeDef type : spec.types()) {
            if (seen.contains(type.name())) {
                reachable.put(type.name(), type);
            }
        }
        return reachable;
    }

    private void visit(WriterShape shape, Set<String> seen) {
        if (shape instanceof WriterShape.ListOf list) {
            visit(list.element(), seen);
        } else if (shape instanceof WriterShape.UnionType union && seen.add(union.type().name())) {
            members(union.type()).forEach(member -> visit(member, seen));
        } else if (shape instanceof WriterShape.ObjectType object && seen.add(object.type().name())) {
            for (FieldDef field : object.type().fields()) {
                if (field.constValue() == null) {
                    visit(of(object.type().name(), field), seen);
                }
            }
        }
    }

    private WriterShape of(String where, FieldDef field, TypeRef ref) {
        if (ref instanceof TypeRef.Primitive p) {
            if (p.scalar() == TypeRef.Scalar.STRING) {
                if (field.enumName() != null) {
                    return new WriterShape.OpenEnum();
                }
                if (field.description() != null && field.description().contains("attach://")) {
                    return new WriterShape.File();
                }
            }
            return new WriterShape.Scalar(p.scalar());
        }
        if (ref instanceof TypeRef.Named n) {
            return named(where, n.name());
        }
        if (ref instanceof TypeRef.ArrayOf a) {
            return new WriterShape.ListOf(of(where, field, a.element()));
        }
        TypeRef.OneOf oneOf = (TypeRef.OneOf) ref;
        Alternatives alternatives = Alternatives.of(where, oneOf);
        if (alternatives.isChatId()) {
            return new WriterShape.ChatId();
        }
        if (alternatives.isInputFile()) {
            return new WriterShape.File();
        }
        if (alternatives.scalars().isEmpty()) {
            Optional<TypeDef> union = unions.find(alternatives.named());
            if (union.isPresent()) {
                return new WriterShape.UnionType(union.get());
            }
        }
        throw new IllegalStateException(where + ": the fast path cannot write " + oneOf);
    }

    private WriterShape named(String where, String name) {
        if (name.equals("InputFile")) {
            return new WriterShape.File();
        }
        TypeDef type = types.get(name);
        if (type == null) {
            throw new IllegalStateException(where + " refers to a type the IR lacks: " + name);
        }
        return type.isUnion() ? new WriterShape.UnionType(type) : new WriterShape.ObjectType(type);
    }
}
