package io.github.quarkustelegram.modelgen.scrape;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

import io.github.quarkustelegram.modelgen.ir.FieldDef;
import io.github.quarkustelegram.modelgen.ir.TypeDef;
import io.github.quarkustelegram.modelgen.ir.TypeRef;
import io.github.quarkustelegram.modelgen.ir.UnionDef;
import io.github.quarkustelegram.modelgen.ir.UnionStrategy;
import io.github.quarkustelegram.modelgen.ir.UnionVariant;
import io.github.quarkustelegram.modelgen.scrape.BotApiPageScraper.RawField;
import io.github.quarkustelegram.modelgen.scrape.BotApiPageScraper.RawMethod;
import io.github.quarkustelegram.modelgen.scrape.BotApiPageScraper.RawType;

/**
 * Works out how each union decodes: the page's "one of the following" types, and the unnamed ones it spells in a
 * Type column ("InlineKeyboardMarkup or ReplyKeyboardMarkup or ..."), which get a name from
 * {@link SyntheticUnionNames}. Where a member's discriminator value is missing or ambiguous it leaves the gap for
 * the audit to report instead of guessing.
 */
final class UnionAnalysis {

    private final Map<String, RawType> byName = new LinkedHashMap<>();
    /** member type -> (discriminator field -> value) */
    private final Map<String, Map<String, String>> constValues = new HashMap<>();

    private UnionAnalysis(List<RawType> types) {
        types.forEach(t -> byName.put(t.name(), t));
    }

    static List<TypeDef> resolve(List<RawType> types, List<RawMethod> methods) {
        return new UnionAnalysis(types).run(types, methods);
    }

    private List<TypeDef> run(List<RawType> types, List<RawMethod> methods) {
        Map<String, UnionDef> unions = new LinkedHashMap<>();
        for (RawType t : types) {
            if (!t.members().isEmpty() && t.fields().isEmpty()) {
                String prose = t.section().prose().stream().map(e -> e.text()).collect(Collectors.joining(" "));
                boolean admitsString = prose.contains("a String");
                boolean admitsArray = prose.contains("an Array of " + t.name());
                unions.put(t.name(), analyse(t.members(), admitsString, admitsArray));
            }
        }
        Map<String, UnionDef> synthetic = new LinkedHashMap<>();
        for (Set<String> members : inlineAlternatives(types, methods)) {
            boolean named = unions.values().stream().anyMatch(u -> Set.copyOf(u.members()).equals(members));
            String name = SyntheticUnionNames.nameFor(members);
            if (!named && name != null && !synthetic.containsKey(name)) {
                synthetic.put(name, analyse(new ArrayList<>(members), false, false));
            }
        }
        List<TypeDef> out = new ArrayList<>();
        for (RawType t : types) {
            List<FieldDef> fields = new ArrayList<>();
            Map<String, String> consts = constValues.getOrDefault(t.name(), Map.of());
            for (RawField f : t.fields()) {
                fields.add(f.toFieldDef(consts.get(f.name)));
            }
            out.add(new TypeDef(t.name(), t.section().anchor(), t.section().proseHtml(), fields, unions.get(t.name()),
                    false));
        }
        synthetic.forEach((name, union) -> out.add(new TypeDef(name, "", "One of " + String.join(", ",
                union.members()) + ". The page names no type for this set; it only lists the alternatives.",
                List.of(), union, true)));
        return out;
    }

    /** Every "A or B or ..." of page types found in a field or parameter, as a member set (page order kept). */
    private static List<Set<String>> inlineAlternatives(List<RawType> types, List<RawMethod> methods) {
        List<Set<String>> found = new ArrayList<>();
        List<RawField> fields = new ArrayList<>();
        types.forEach(t -> fields.addAll(t.fields()));
        methods.forEach(m -> fields.addAll(m.params()));
        for (RawField f : fields) {
            TypeRef type = f.type;
            while (type instanceof TypeRef.ArrayOf a) {
                type = a.element();
            }
            if (type instanceof TypeRef.OneOf o && o.options().stream().allMatch(x -> x instanceof TypeRef.Named)) {
                Set<String> members = new LinkedHashSet<>();
                o.options().forEach(x -> members.add(((TypeRef.Named) x).name()));
                if (!found.contains(members)) {
                    found.add(members);
                }
            }
        }
        return found;
    }

    private UnionDef analyse(List<String> members, boolean admitsString, boolean admitsArray) {
        String discriminator = commonDiscriminator(members);
        if (discriminator != null) {
            return discriminated(members, discriminator, admitsString, admitsArray);
        }
        if (isZeroDateUnion(members)) {
            List<UnionVariant> variants = members.stream().map(m -> new UnionVariant(m, null, null)).toList();
            return new UnionDef(members, UnionStrategy.ZERO_DATE, null, variants, admitsString, admitsArray);
        }
        return new UnionDef(members, UnionStrategy.FIELD_PRESENCE, null, byPresentField(members), admitsString,
                admitsArray);
    }

    /**
     * The field the members fix to their own value ({@code always “creator”}, {@code must be photo}). Chosen when
     * at least two members fix it; a member that does not is left without a value for the audit to name.
     */
    private String commonDiscriminator(List<String> members) {
        RawType first = byName.get(members.get(0));
        if (first == null) {
            return null;
        }
        String best = null;
        long bestCount = 1;
        for (String member : members) {
            RawType type = byName.get(member);
            for (RawField candidate : type == null ? List.<RawField> of() : type.fields()) {
                long count = members.stream().filter(m -> constValueOf(m, candidate.name) != null).count();
                if (count > bestCount) {
                    best = candidate.name;
                    bestCount = count;
                }
            }
        }
        return best;
    }

    private String constValueOf(String member, String field) {
        RawType type = byName.get(member);
        if (type == null) {
            return null;
        }
        return type.fields().stream().filter(f -> f.name.equals(field)).findFirst()
                .map(f -> DescriptionFacts.constValue(f.text)).orElse(null);
    }

    private UnionDef discriminated(List<String> members, String discriminator, boolean admitsString,
            boolean admitsArray) {
        Map<String, List<String>> byValue = new LinkedHashMap<>();
        for (String m : members) {
            String value = constValueOf(m, discriminator);
            if (value != null) {
                constValues.computeIfAbsent(m, k -> new HashMap<>()).put(discriminator, value);
            }
            byValue.computeIfAbsent(value, k -> new ArrayList<>()).add(m);
        }
        List<UnionVariant> variants = new ArrayList<>();
        for (String m : members) {
            String value = constValueOf(m, discriminator);
            List<String> sharing = byValue.get(value);
            String tieBreaker = value != null && sharing.size() > 1 ? uniqueRequiredField(m, sharing) : null;
            variants.add(new UnionVariant(m, value, tieBreaker));
        }
        return new UnionDef(members, UnionStrategy.DISCRIMINATOR, discriminator, variants, admitsString, admitsArray);
    }

    /** InaccessibleMessage's {@code date} is "Always 0": the page's own rule for telling it from Message. */
    private boolean isZeroDateUnion(List<String> members) {
        return members.size() == 2 && members.stream().anyMatch(m -> byName.containsKey(m) && byName.get(m).fields()
                .stream().anyMatch(f -> f.name.equals("date") && f.text.startsWith("Always 0")));
    }

    /**
     * Members told apart by which fields are present: members with a required field no other member has come
     * first, keyed on it; a member without one (InputLocationMessageContent shares latitude with the venue) comes
     * after them, keyed on its first required field. The audit replays this order on each member to prove it.
     */
    private List<UnionVariant> byPresentField(List<String> members) {
        List<UnionVariant> unique = new ArrayList<>();
        List<UnionVariant> fallback = new ArrayList<>();
        for (String m : members) {
            String key = uniqueRequiredField(m, members);
            if (key != null) {
                unique.add(new UnionVariant(m, null, key));
            } else {
                RawType type = byName.get(m);
                String first = type == null ? null
                        : type.fields().stream().filter(f -> f.required)
                                .map(f -> f.name).findFirst().orElse(null);
                fallback.add(new UnionVariant(m, null, first));
            }
        }
        unique.addAll(fallback);
        return unique;
    }

    private String uniqueRequiredField(String member, List<String> among) {
        RawType type = byName.get(member);
        if (type == null) {
            return null;
        }
        for (RawField f : type.fields()) {
            if (!f.required) {
                continue;
            }
            boolean elsewhere = among.stream().filter(o -> !o.equals(member)).map(byName::get)
                    .anyMatch(o -> o != null && o.fields().stream().anyMatch(of -> of.name.equals(f.name)));
            if (!elsewhere) {
                return f.name;
            }
        }
        return null;
    }
}
