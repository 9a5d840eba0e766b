package io.github.quarkustelegram.modelgen.emit;

import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

import io.github.quarkustelegram.modelgen.ir.ApiSpec;
import io.github.quarkustelegram.modelgen.ir.TypeDef;

/**
 * Which union an inline "A or B or C" of the page stands for: the union whose members are exactly those types. When a
 * page union and a synthetic one have the same members, the page union wins. One rule for the model's types, the
 * fast path's writers and the generated tests.
 */
public final class UnionsByMembers {

    private final Map<Set<String>, TypeDef> unions = new HashMap<>();

    /** @param spec the IR */
    public UnionsByMembers(ApiSpec spec) {
        for (TypeDef type : spec.types()) {
            if (type.union() != null) {
                Set<String> members = new TreeSet<>(type.union().members());
                TypeDef existing = unions.get(members);
                if (existing == null || existing.synthetic() && !type.synthetic()) {
                    unions.put(members, type);
                }
            }
        }
    }

    /**
     * @param members type names
     * @return the union with exactly these members, if the IR has one
     */
    public Optional<TypeDef> find(Set<String> members) {
        return Optional.ofNullable(unions.get(new TreeSet<>(members)));
    }
}
