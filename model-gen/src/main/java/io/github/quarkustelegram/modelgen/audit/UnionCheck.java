package io.github.quarkustelegram.modelgen.audit;

import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

import io.github.quarkustelegram.modelgen.ir.ApiSpec;
import io.github.quarkustelegram.modelgen.ir.FieldDef;
import io.github.quarkustelegram.modelgen.ir.TypeDef;
import io.github.quarkustelegram.modelgen.ir.UnionDef;
import io.github.quarkustelegram.modelgen.ir.UnionVariant;

/**
 * Proves every union decodes without guessing: each member exists and is an object type, each has a discriminator
 * value (or a field that selects it), and replaying the decoding rule on each member picks that member.
 */
final class UnionCheck {

    private final ApiSpec spec;
    private final List<String> problems;

    UnionCheck(ApiSpec spec, List<String> problems) {
        this.spec = spec;
        this.problems = problems;
    }

    void checkAll() {
        for (TypeDef type : spec.types()) {
            if (type.union() != null) {
                check(type.name(), type.union());
            }
        }
    }

    private void check(String union, UnionDef def) {
        if (def.members().isEmpty()) {
            problems.add("union " + union + ": has no members; it would become Object");
            return;
        }
        boolean membersOk = true;
        for (String member : def.members()) {
            Optional<TypeDef> type = spec.type(member);
            if (type.isEmpty()) {
                problems.add("union " + union + " -> " + member + ": unknown type (not defined on the page)");
                membersOk = false;
            } else if (type.get().union() != null) {
                problems.add("union " + union + " -> " + member + ": a union cannot be a member of another union");
                membersOk = false;
            }
        }
        if (!membersOk) {
            return;
        }
        switch (def.strategy()) {
            case DISCRIMINATOR -> checkDiscriminated(union, def);
            case FIELD_PRESENCE -> checkFieldPresence(union, def);
            case ZERO_DATE -> checkZeroDate(union, def);
        }
    }

    private void checkDiscriminated(String union, UnionDef def) {
        Set<String> seen = new HashSet<>();
        for (UnionVariant v : def.variants()) {
            if (v.discriminatorValue() == null) {
                problems.add("union " + union + " -> " + v.type() + ": member has no discriminator value for '"
                        + def.discriminator() + "' (the page should say: always “value” or must be value)");
                continue;
            }
            long sharing = def.variants().stream()
                    .filter(o -> v.discriminatorValue().equals(o.discriminatorValue())).count();
            if (sharing > 1 && (v.presentField() == null || !requiredFields(v.type()).contains(v.presentField()))) {
                problems.add("union " + union + " -> " + v.type() + ": shares '" + def.discriminator() + "' = \""
                        + v.discriminatorValue() + "\" with another member and has no required field of its own"
                        + " to tell them apart");
                continue;
            }
            if (!seen.add(v.discriminatorValue() + "/" + v.presentField())) {
                problems.add("union " + union + " -> " + v.type() + ": cannot be told apart from another member");
            }
        }
    }

    /** Replays the decoder: a JSON object with just the member's required fields must select that member. */
    private void checkFieldPresence(String union, UnionDef def) {
        for (UnionVariant v : def.variants()) {
            if (v.presentField() == null) {
                problems.add("union " + union + " -> " + v.type() + ": member has no discriminator and no required"
                        + " field to recognise it by");
                continue;
            }
            Set<String> present = requiredFields(v.type());
            String chosen = def.variants().stream().filter(o -> o.presentField() != null
                    && present.contains(o.presentField())).map(UnionVariant::type).findFirst().orElse(null);
            if (!v.type().equals(chosen)) {
                problems.add("union " + union + " -> " + v.type() + ": member has no discriminator, and an object"
                        + " with its required fields would decode as " + chosen);
            }
        }
    }

    private void checkZeroDate(String union, UnionDef def) {
        long withDate = def.members().stream().filter(m -> requiredFields(m).contains("date")).count();
        if (def.members().size() != 2 || withDate != 2) {
            problems.add("union " + union + ": the date == 0 rule needs exactly two members that both have a date");
        }
    }

    private Set<String> requiredFields(String type) {
        return spec.type(type).map(t -> t.fields().stream().filter(FieldDef::required).map(FieldDef::name)
                .collect(Collectors.toSet())).orElse(Set.of());
    }
}
