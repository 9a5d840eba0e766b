package io.github.quarkustelegram.modelgen.emit;

import java.util.Collections;
import java.util.Set;
import java.util.TreeSet;

import io.github.quarkustelegram.modelgen.ir.TypeRef;

/**
 * The options of an "A or B" type ({@link TypeRef.OneOf}), split into scalar names ({@code STRING}, {@code TRUE}, ...)
 * and type names, each sorted, with the rules that read them. Shared by {@link TypeMapper} and the test generator
 * ({@code emit.tests.ApiShapes}), so that both read an "A or B" the same way.
 *
 * @param scalars the {@link TypeRef.Scalar} names of the primitive options
 * @param named the names of the named options
 */
public record Alternatives(Set<String> scalars, Set<String> named) {

    /**
     * Splits the options of {@code oneOf}; throws, naming {@code where}, on an option that is neither a scalar nor a
     * named type.
     */
    public static Alternatives of(String where, TypeRef.OneOf oneOf) {
        Set<String> scalars = new TreeSet<>();
        Set<String> named = new TreeSet<>();
        for (TypeRef option : oneOf.options()) {
            if (option instanceof TypeRef.Primitive p) {
                scalars.add(p.scalar().name());
            } else if (option instanceof TypeRef.Named n) {
                named.add(n.name());
            } else {
                throw new IllegalStateException(where + ": cannot map the alternative " + option + " in " + oneOf);
            }
        }
        return new Alternatives(Collections.unmodifiableSet(scalars), Collections.unmodifiableSet(named));
    }

    /** "Integer or String" (or "Integer64 or String"): a chat id or a channel username, a {@code ChatId}. */
    public boolean isChatId() {
        return named.isEmpty() && scalars.size() == 2 && scalars.contains("STRING")
                && (scalars.contains("INTEGER") || scalars.contains("INTEGER64"));
    }

    /** "InputFile or String": an upload or a file_id/URL, an {@code InputFile}. */
    public boolean isInputFile() {
        return named.equals(Set.of("InputFile")) && scalars.equals(Set.of("STRING"));
    }
}
