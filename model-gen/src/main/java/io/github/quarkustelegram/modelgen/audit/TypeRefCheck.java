package io.github.quarkustelegram.modelgen.audit;

import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

import io.github.quarkustelegram.modelgen.ir.ApiSpec;
import io.github.quarkustelegram.modelgen.ir.TypeDef;
import io.github.quarkustelegram.modelgen.ir.TypeRef;
import io.github.quarkustelegram.modelgen.ir.TypeRef.Scalar;
import io.github.quarkustelegram.modelgen.scrape.SyntheticUnionNames;

/**
 * Checks that each type reference maps to exactly one Java type: names exist, and each "A or B" is one of the
 * shapes with a dedicated type (chat id, input file, Message-or-True result, a named union).
 */
final class TypeRefCheck {

    private final ApiSpec spec;
    private final List<String> problems;

    TypeRefCheck(ApiSpec spec, List<String> problems) {
        this.spec = spec;
        this.problems = problems;
    }

    void checkField(String where, TypeRef type) {
        if (type instanceof TypeRef.Named named) {
            checkName(where, named.name());
        } else if (type instanceof TypeRef.ArrayOf array) {
            checkField(where, array.element());
        } else if (type instanceof TypeRef.OneOf oneOf) {
            checkAlternatives(where, oneOf);
        }
    }

    void checkResult(String method, TypeRef type) {
        if (type instanceof TypeRef.OneOf oneOf) {
            boolean messageOrTrue = oneOf.options().size() == 2
                    && oneOf.options().contains(TypeRef.named("Message"))
                    && oneOf.options().contains(TypeRef.scalar(Scalar.TRUE));
            if (!messageOrTrue) {
                problems.add("method " + method + ": result '" + describe(type)
                        + "' has no Java type (only 'Message or True' has one); it would become Object");
            }
            return;
        }
        checkField("method " + method + " result", type);
    }

    private void checkName(String where, String name) {
        if (spec.type(name).isEmpty()) {
            problems.add(where + ": unknown type '" + name + "' (not defined on the page)");
        }
    }

    private void checkAlternatives(String where, TypeRef.OneOf oneOf) {
        List<TypeRef> options = oneOf.options();
        boolean chatId = options.size() == 2 && options.contains(TypeRef.scalar(Scalar.STRING))
                && (options.contains(TypeRef.scalar(Scalar.INTEGER)) || options.contains(TypeRef.scalar(Scalar.INTEGER64)));
        boolean inputFile = options.size() == 2 && options.contains(TypeRef.scalar(Scalar.STRING))
                && options.contains(TypeRef.named("InputFile"));
        if (chatId || inputFile) {
            return;
        }
        if (options.stream().allMatch(o -> o instanceof TypeRef.Named)) {
            options.forEach(o -> checkName(where, ((TypeRef.Named) o).name()));
            Set<String> members = options.stream().map(o -> ((TypeRef.Named) o).name()).collect(Collectors.toSet());
            boolean union = spec.types().stream().filter(TypeDef::isUnion)
                    .anyMatch(t -> Set.copyOf(t.union().members()).equals(members));
            if (!union) {
                problems.add(where + ": '" + describe(oneOf) + "' matches no union; give this member set a name in "
                        + "SyntheticUnionNames, or it would become Object" + SyntheticUnionNames.nearest(members)
                                .map(n -> " (nearest named set: " + n + ")").orElse(""));
            }
            return;
        }
        problems.add(where + ": '" + describe(oneOf) + "' mixes kinds that no Java type covers; it would become Object");
    }

    static String describe(TypeRef type) {
        if (type instanceof TypeRef.Primitive p) {
            return p.scalar().name();
        }
        if (type instanceof TypeRef.Named n) {
            return n.name();
        }
        if (type instanceof TypeRef.ArrayOf a) {
            return "Array of " + describe(a.element());
        }
        return ((TypeRef.OneOf) type).options().stream().map(TypeRefCheck::describe).collect(Collectors.joining(" or "));
    }
}
