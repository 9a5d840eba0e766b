package io.github.quarkustelegram.modelgen.emit;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import com.palantir.javapoet.TypeName;

import io.github.quarkustelegram.modelgen.ir.ApiSpec;
import io.github.quarkustelegram.modelgen.ir.TypeDef;

/**
 * The accessors a union's interface declares: those every member has under the same Java name and type
 * (the discriminator at least, e.g. {@code status()}; also {@code user()} for ChatMember), so a caller reads
 * them without a switch. Nullable when any member's is. Unions that also admit a JSON string or array
 * (RichText) declare none: their plain-text and array variants have no fields.
 */
final class SharedAccessors {

    private SharedAccessors() {
    }

    /** @return the shared accessors in the first member's field order, with the first member's field docs */
    static List<Component> of(TypeDef union, ApiSpec spec, TypeMapper types) {
        if (union.union().admitsString() || union.union().admitsArray()) {
            return List.of();
        }
        Map<String, Component> shared = null;
        for (String memberName : union.union().members()) {
            TypeDef member = spec.type(memberName).orElseThrow(
                    () -> new IllegalStateException("Union " + union.name() + " names an unknown member " + memberName));
            if (member.union() != null) {
                throw new IllegalStateException("Union " + union.name() + " has a union member " + memberName
                        + "; nested unions are not supported");
            }
            Map<String, Component> mine = new LinkedHashMap<>();
            for (Component c : Component.of(member.name(), member.fields(), types)) {
                mine.put(c.javaName(), c);
            }
            if (shared == null) {
                shared = mine;
                continue;
            }
            Map<String, Component> next = new LinkedHashMap<>();
            for (Component c : shared.values()) {
                Component other = mine.get(c.javaName());
                if (other != null && other.type().withoutAnnotations().equals(c.type().withoutAnnotations())) {
                    next.put(c.javaName(), isNullable(other.type()) && !isNullable(c.type()) ? withType(c, other.type()) : c);
                }
            }
            shared = next;
        }
        return shared == null ? List.of() : new ArrayList<>(shared.values());
    }

    static boolean isNullable(TypeName type) {
        return type.annotations().contains(Types.NULLABLE_ANNOTATION);
    }

    private static Component withType(Component c, TypeName type) {
        return new Component(c.field(), c.javaName(), type);
    }
}
