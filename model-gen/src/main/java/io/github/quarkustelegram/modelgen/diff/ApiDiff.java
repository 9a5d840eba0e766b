package io.github.quarkustelegram.modelgen.diff;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.function.Predicate;

import io.github.quarkustelegram.modelgen.diff.Change.Impact;
import io.github.quarkustelegram.modelgen.diff.Change.Kind;
import io.github.quarkustelegram.modelgen.emit.JavaView;
import io.github.quarkustelegram.modelgen.emit.MovedParameters;
import io.github.quarkustelegram.modelgen.ir.ApiSpec;
import io.github.quarkustelegram.modelgen.ir.EnumDef;
import io.github.quarkustelegram.modelgen.ir.FieldDef;
import io.github.quarkustelegram.modelgen.ir.Limits;
import io.github.quarkustelegram.modelgen.ir.MethodDef;
import io.github.quarkustelegram.modelgen.ir.TypeDef;
import io.github.quarkustelegram.modelgen.ir.TypeRef;
import io.github.quarkustelegram.modelgen.ir.UnionDef;
import io.github.quarkustelegram.modelgen.ir.UnionVariant;

/**
 * Compares two IRs (an older and a newer Bot API version) and lists what changed as it affects a Java user: types,
 * fields, methods and parameters added and removed, required flags and Java types changed, builders whose arguments
 * changed, union members, update kinds and known values, with the Java names of the generated model. Descriptions
 * are not compared: the page rewords them in every version, and they only reach the Javadoc.
 *
 * <p>
 * Changes come in the newer page's order (removed ones where the older page had them), so that the changelog
 * reads like the page.
 */
public final class ApiDiff {

    private static final String UPDATE = "Update";
    private static final String UPDATE_ID = "update_id";

    private final ApiSpec older;
    private final ApiSpec newer;
    private final JavaView olderJava;
    private final JavaView newerJava;
    private final List<Change> changes = new ArrayList<>();

    private ApiDiff(ApiSpec older, ApiSpec newer) {
        this.older = older;
        this.newer = newer;
        this.olderJava = new JavaView(older);
        this.newerJava = new JavaView(newer);
    }

    /**
     * @param older the IR of the older Bot API version (audited)
     * @param newer the IR of the newer one (audited)
     * @return every change, in page order
     */
    public static ApiChanges of(ApiSpec older, ApiSpec newer) {
        ApiDiff diff = new ApiDiff(older, newer);
        diff.updateKinds();
        diff.types();
        diff.methods();
        diff.enums();
        return new ApiChanges(older.version(), older.releaseDate(), newer.version(), newer.releaseDate(),
                diff.changes);
    }

    // ------------------------------------------------------------------------------------------------ update kinds

    private void updateKinds() {
        Map<String, FieldDef> before = updateFields(older);
        Map<String, FieldDef> after = updateFields(newer);
        for (FieldDef kind : after.values()) {
            if (!before.containsKey(kind.name())) {
                add(Kind.UPDATE_KIND_ADDED, UPDATE, kind.name(), "`UpdateKind." + JavaView.updateKind(kind.name())
                        + "` (`" + kind.name() + "`): its payload is `" + newerJava.componentType(UPDATE, kind)
                                .replace("@Nullable ", "")
                        + "`, read with `Update." + JavaView.member(kind.name())
                        + "()`; handle it with `@OnUpdate(UpdateKind." + JavaView.updateKind(kind.name())
                        + ")`. An exhaustive `switch` over `UpdateKind` needs a case for it.", Impact.NOTE);
            }
        }
        for (FieldDef kind : before.values()) {
            if (!after.containsKey(kind.name())) {
                add(Kind.UPDATE_KIND_REMOVED, UPDATE, kind.name(), "`UpdateKind." + JavaView.updateKind(kind.name())
                        + "` (`" + kind.name() + "`) is gone, and `Update." + JavaView.member(kind.name()) + "()` with it.",
                        Impact.BREAKING);
            }
        }
    }

    private static Map<String, FieldDef> updateFields(ApiSpec spec) {
        Map<String, FieldDef> kinds = new LinkedHashMap<>();
        spec.type(UPDATE).ifPresent(update -> update.fields().stream()
                .filter(f -> !f.name().equals(UPDATE_ID)).forEach(f -> kinds.put(f.name(), f)));
        return kinds;
    }

    // ------------------------------------------------------------------------------------------------------ types

    private void types() {
        for (TypeDef type : newer.types()) {
            Optional<TypeDef> before = older.type(type.name());
            if (before.isEmpty()) {
                typeAdded(type);
            } else if (before.get().isUnion() != type.isUnion()) {
                add(Kind.TYPE_KIND_CHANGED, type.name(), null, "`" + type.name() + "` is now "
                        + (type.isUnion() ? "a sealed interface" : "a record") + ", no longer "
                        + (type.isUnion() ? "a record" : "a sealed interface") + ".", Impact.BREAKING);
            } else if (type.isUnion()) {
                unionChanged(before.get(), type);
            } else {
                fieldsChanged(before.get().name(), before.get().fields(), type.fields(), false);
            }
        }
        for (TypeDef type : older.types()) {
            if (newer.type(type.name()).isEmpty()) {
                add(Kind.TYPE_REMOVED, type.name(), null, "`" + type.name() + "` is gone.", Impact.BREAKING);
            }
        }
    }

    private void typeAdded(TypeDef type) {
        String what;
        if (type.isUnion()) {
            what = "a sealed interface of " + members(type.union());
        } else if (type.fields().isEmpty()) {
            what = "a record without fields (the page says it holds no information yet)";
        } else {
            String builder = newerJava.builder(type.name(), type.fields());
            what = "a record of " + type.fields().size() + " field" + (type.fields().size() == 1 ? "" : "s")
                    + (builder.isEmpty() ? "" : "; `" + builder + "`");
        }
        List<String> unions = unionsOf(newer, type.name());
        add(Kind.TYPE_ADDED, type.name(), null, "`" + type.name() + "`: " + what
                + (unions.isEmpty() ? "" : "; a member of `" + String.join("`, `", unions) + "`")
                + (type.synthetic() ? " (the page only spells it inline; named in `SyntheticUnionNames`)" : "")
                + ".", Impact.ADDITION);
    }

    private void unionChanged(TypeDef before, TypeDef after) {
        UnionDef old = before.union();
        UnionDef now = after.union();
        for (String member : now.members()) {
            if (!old.members().contains(member)) {
                add(Kind.UNION_MEMBER_ADDED, after.name(), member, "`" + member + "` joins `" + after.name() + "`"
                        + selector(now, member) + "; an exhaustive `switch` over `" + after.name()
                        + "` needs a case for it.", Impact.NOTE);
            }
        }
        for (String member : old.members()) {
            if (!now.members().contains(member)) {
                add(Kind.UNION_MEMBER_REMOVED, after.name(), member, "`" + member + "` is no longer a `"
                        + after.name() + "`.", Impact.BREAKING);
            }
        }
        if (old.strategy() != now.strategy() || !Objects.equals(old.discriminator(), now.discriminator())) {
            add(Kind.UNION_RULE_CHANGED, after.name(), null, "`" + after.name() + "` now decodes by "
                    + rule(now) + " (was " + rule(old) + ").", Impact.NOTE);
        } else if (old.admitsString() != now.admitsString() || old.admitsArray() != now.admitsArray()) {
            add(Kind.UNION_RULE_CHANGED, after.name(), null, "`" + after.name() + "` "
                    + (now.admitsString() ? "admits" : "no longer admits") + " a plain string and "
                    + (now.admitsArray() ? "admits" : "no longer admits") + " an array.", Impact.BREAKING);
        }
        for (UnionVariant variant : now.variants()) {
            old.variants().stream().filter(v -> v.type().equals(variant.type())).findFirst()
                    .filter(v -> !Objects.equals(v.discriminatorValue(), variant.discriminatorValue()))
                    .ifPresent(v -> add(Kind.UNION_RULE_CHANGED, after.name(), variant.type(), "`" + variant.type()
                            + "` is now told by `" + now.discriminator() + "` = \"" + variant.discriminatorValue()
                            + "\" (was \"" + v.discriminatorValue() + "\").", Impact.BREAKING));
        }
    }

    private static String members(UnionDef union) {
        return "`" + String.join("`, `", union.members()) + "`";
    }

    private static String selector(UnionDef union, String member) {
        return union.variants().stream().filter(v -> v.type().equals(member)).findFirst().map(v -> {
            if (v.discriminatorValue() != null) {
                return " (`" + union.discriminator() + "` = \"" + v.discriminatorValue() + "\")";
            }
            return v.presentField() != null ? " (told by its `" + v.presentField() + "`)" : "";
        }).orElse("");
    }

    private static String rule(UnionDef union) {
        return switch (union.strategy()) {
            case DISCRIMINATOR -> "its `" + union.discriminator() + "` property";
            case FIELD_PRESENCE -> "which fields are present";
            case ZERO_DATE -> "a zero `date`";
        };
    }

    private static List<String> unionsOf(ApiSpec spec, String member) {
        return spec.types().stream().filter(t -> t.isUnion() && t.union().members().contains(member))
                .map(TypeDef::name).toList();
    }

    // -------------------------------------------------------------------------------------------- fields, params

    /**
     * The fields of a type, or the parameters of a method ({@code method} true), compared by name.
     */
    private void fieldsChanged(String owner, List<FieldDef> before, List<FieldDef> after, boolean method) {
        Map<String, FieldDef> old = byName(before);
        Map<String, FieldDef> now = byName(after);
        String holder = method ? JavaView.request(owner) : owner;
        Map<String, String> moved = method ? moves(owner, old, now) : Map.of();
        for (FieldDef field : after) {
            FieldDef was = old.get(field.name());
            if (was == null) {
                add(method ? Kind.PARAMETER_ADDED : Kind.FIELD_ADDED, owner, field.name(), "`" + field.name() + "` → `"
                        + holder + "." + JavaView.member(field.name()) + "`: `"
                        + newerJava.componentType(owner, field) + "`, " + requiredness(field)
                        + (field.constValue() != null ? ", always \"" + field.constValue() + "\"" : "") + ".",
                        Impact.ADDITION);
            } else {
                fieldChanged(owner, holder, was, field, method);
            }
        }
        for (FieldDef field : before) {
            if (now.containsKey(field.name())) {
                continue;
            }
            String into = moved.get(field.name());
            if (into != null) {
                boolean shimmed = MovedParameters.of(owner).stream()
                        .anyMatch(m -> m.parameter().equals(field.name()) && m.into().equals(into));
                changes.add(new Change(Kind.PARAMETER_MOVED, owner, field.name(), into,
                        movedText(owner, field, into, shimmed), shimmed ? Impact.DEPRECATED : Impact.BREAKING));
            } else {
                add(method ? Kind.PARAMETER_REMOVED : Kind.FIELD_REMOVED, owner, field.name(), "`" + field.name()
                        + "` is gone: `" + holder + "." + JavaView.member(field.name()) + "` with it.", Impact.BREAKING);
            }
        }
        String oldBuilder = olderJava.builder(owner, before);
        String newBuilder = newerJava.builder(owner, after);
        if (!oldBuilder.isEmpty() && !newBuilder.isEmpty() && !oldBuilder.equals(newBuilder)) {
            String facade = "";
            if (method) {
                String oldFacade = olderJava.facade(older.method(owner).orElseThrow());
                String newFacade = newerJava.facade(newer.method(owner).orElseThrow());
                facade = oldFacade.equals(newFacade) ? "" : ", and the bot's short form `bot." + newFacade + "`";
            }
            add(Kind.BUILDER_CHANGED, owner, null, "`" + holder + ".builder(...)` " + arguments(oldBuilder, newBuilder)
                    + ": it is now `" + newBuilder + "`" + facade + ".", Impact.BREAKING);
        }
    }

    /**
     * "takes `boolean x` too, `long id` instead of `int id`, and no longer takes `int y`": the builder's arguments that
     * came, changed type and went, by name.
     */
    private static String arguments(String oldBuilder, String newBuilder) {
        Map<String, String> was = byArgumentName(builderArguments(oldBuilder));
        Map<String, String> now = byArgumentName(builderArguments(newBuilder));
        List<String> added = new ArrayList<>();
        List<String> retyped = new ArrayList<>();
        now.forEach((name, argument) -> {
            if (!was.containsKey(name)) {
                added.add("`" + argument + "`");
            } else if (!was.get(name).equals(argument)) {
                retyped.add("`" + argument + "` instead of `" + was.get(name) + "`");
            }
        });
        List<String> removed = was.keySet().stream().filter(name -> !now.containsKey(name))
                .map(name -> "`" + was.get(name) + "`").toList();
        List<String> parts = new ArrayList<>();
        if (!added.isEmpty()) {
            parts.add("takes " + String.join(", ", added) + " too");
        }
        if (!retyped.isEmpty()) {
            parts.add("takes " + String.join(", ", retyped));
        }
        if (!removed.isEmpty()) {
            parts.add("no longer takes " + String.join(", ", removed) + " (set " + (removed.size() == 1 ? "it" : "them")
                    + " with the builder's setters)");
        }
        return parts.isEmpty() ? "takes its arguments in another order" : String.join(", and ", parts);
    }

    private static Map<String, String> byArgumentName(List<String> arguments) {
        Map<String, String> byName = new LinkedHashMap<>();
        arguments.forEach(a -> byName.put(a.substring(a.lastIndexOf(' ') + 1), a));
        return byName;
    }

    private static List<String> builderArguments(String builder) {
        String inside = builder.substring(builder.indexOf('(') + 1, builder.lastIndexOf(')'));
        List<String> arguments = new ArrayList<>();
        int depth = 0;
        int start = 0;
        for (int i = 0; i < inside.length(); i++) {
            char ch = inside.charAt(i);
            if (ch == '<') {
                depth++;
            } else if (ch == '>') {
                depth--;
            } else if (ch == ',' && depth == 0) {
                arguments.add(inside.substring(start, i).strip());
                start = i + 1;
            }
        }
        if (!inside.isBlank()) {
            arguments.add(inside.substring(start).strip());
        }
        return arguments;
    }

    private void fieldChanged(String owner, String holder, FieldDef was, FieldDef now, boolean method) {
        Kind kind = method ? Kind.PARAMETER_CHANGED : Kind.FIELD_CHANGED;
        String accessor = "`" + holder + "." + JavaView.member(now.name()) + "`";
        String oldType = olderJava.componentType(owner, was);
        String newType = newerJava.componentType(owner, now);
        List<String> what = new ArrayList<>();
        Impact impact = Impact.ADDITION;
        if (was.required() != now.required()) {
            what.add("now " + requiredness(now) + " (was " + requiredness(was) + ")");
            impact = Impact.BREAKING;
        }
        if (!oldType.equals(newType)) {
            what.add("its type is now `" + newType + "` (was `" + oldType + "`)");
            impact = Impact.BREAKING;
        }
        if (!Objects.equals(was.constValue(), now.constValue())) {
            what.add(now.constValue() == null ? "no longer fixed (was always \"" + was.constValue() + "\")"
                    : "always \"" + now.constValue() + "\"" + (was.constValue() == null ? ""
                            : " (was \"" + was.constValue() + "\")"));
            impact = Impact.BREAKING;
        }
        if (!Objects.equals(was.defaultValue(), now.defaultValue())) {
            what.add(now.defaultValue() == null ? "the page no longer states a default (was: " + was.defaultValue() + ")"
                    : "defaults to " + now.defaultValue() + (was.defaultValue() == null ? ""
                            : " (was: " + was.defaultValue() + ")"));
        }
        if (!Objects.equals(was.limits(), now.limits())) {
            what.add("limits " + limits(now.limits()) + " (were " + limits(was.limits()) + ")");
        }
        if (!what.isEmpty()) {
            add(kind, owner, now.name(), "`" + now.name() + "` → " + accessor + ": " + String.join("; ", what) + ".",
                    impact);
        }
    }

    private static String requiredness(FieldDef field) {
        if (field.constValue() != null) {
            return "fixed";
        }
        if (field.type() instanceof TypeRef.Primitive p && p.scalar() == TypeRef.Scalar.TRUE) {
            return "a flag";
        }
        return field.required() ? "required" : "optional";
    }

    private static String limits(Limits limits) {
        if (limits == null) {
            return "none";
        }
        List<String> parts = new ArrayList<>();
        if (limits.minLength() != null || limits.maxLength() != null) {
            parts.add("length " + bound(limits.minLength()) + "-" + bound(limits.maxLength()));
        }
        if (limits.min() != null || limits.max() != null) {
            parts.add("value " + bound(limits.min()) + "-" + bound(limits.max()));
        }
        return String.join(", ", parts);
    }

    private static String bound(Object value) {
        return value == null ? "…" : value.toString();
    }

    /**
     * Parameters removed from a method whose name and Java type a field of an added object parameter has: the
     * value moved there (10.3: {@code sendMessage.receiver_user_id} into {@code ephemeral_message_parameters}).
     *
     * @return removed parameter -> the added parameter holding it
     */
    private Map<String, String> moves(String method, Map<String, FieldDef> old, Map<String, FieldDef> now) {
        Map<String, String> moved = new LinkedHashMap<>();
        for (FieldDef added : now.values()) {
            if (old.containsKey(added.name()) || !(added.type() instanceof TypeRef.Named named)) {
                continue;
            }
            Optional<TypeDef> holder = newer.type(named.name()).filter(t -> !t.isUnion());
            if (holder.isEmpty()) {
                continue;
            }
            for (FieldDef removed : old.values()) {
                if (now.containsKey(removed.name()) || moved.containsKey(removed.name())) {
                    continue;
                }
                holder.get().fields().stream().filter(f -> f.name().equals(removed.name())).findFirst()
                        .filter(f -> valueType(newerJava, holder.get().name(), f)
                                .equals(valueType(olderJava, method, removed)))
                        .ifPresent(f -> moved.put(removed.name(), added.name()));
            }
        }
        return moved;
    }

    private static String valueType(JavaView java, String owner, FieldDef field) {
        String type = java.componentType(owner, field).replace("@Nullable ", "");
        return switch (type) {
            case "int" -> "Integer";
            case "long" -> "Long";
            case "double" -> "Double";
            case "boolean" -> "Boolean";
            default -> type;
        };
    }

    private String movedText(String method, FieldDef removed, String into, boolean shimmed) {
        FieldDef holder = newer.method(method).flatMap(m -> m.params().stream().filter(p -> p.name().equals(into))
                .findFirst()).orElseThrow();
        String holderType = ((TypeRef.Named) holder.type()).name();
        String member = JavaView.member(removed.name());
        String text = "`" + removed.name() + "` moved into `" + into + "`: it is `" + holderType + "." + member
                + "` now, set through `" + JavaView.member(into) + "(" + holderType + ")`.";
        return text + (shimmed ? " For one version the builder keeps `" + member + "(...)` and the request `"
                + member + "()`, deprecated for removal: the setter puts the value in `" + JavaView.member(into)
                + "`, the accessor reads it from there."
                : " Code that set it no longer compiles.");
    }

    private static Map<String, FieldDef> byName(List<FieldDef> fields) {
        Map<String, FieldDef> map = new LinkedHashMap<>();
        fields.forEach(f -> map.put(f.name(), f));
        return map;
    }

    // ---------------------------------------------------------------------------------------------------- methods

    private void methods() {
        for (MethodDef method : newer.methods()) {
            Optional<MethodDef> before = older.method(method.name());
            if (before.isEmpty()) {
                add(Kind.METHOD_ADDED, method.name(), null, "`" + method.name() + "` → `"
                        + JavaView.request(method.name()) + "`, returning `" + newerJava.resultType(method)
                        + "`; `bot." + newerJava.facade(method) + "`.", Impact.ADDITION);
                continue;
            }
            fieldsChanged(method.name(), before.get().params(), method.params(), true);
            String oldResult = olderJava.resultType(before.get());
            String newResult = newerJava.resultType(method);
            if (!oldResult.equals(newResult)) {
                add(Kind.RESULT_CHANGED, method.name(), null, "`" + method.name() + "` now returns `" + newResult
                        + "` (was `" + oldResult + "`).", Impact.BREAKING);
            }
        }
        for (MethodDef method : older.methods()) {
            if (newer.method(method.name()).isEmpty()) {
                add(Kind.METHOD_REMOVED, method.name(), null, "`" + method.name() + "` is gone: `"
                        + JavaView.request(method.name()) + "` and `bot." + method.name() + "(...)` with it.",
                        Impact.BREAKING);
            }
        }
    }

    // ------------------------------------------------------------------------------------------------------ enums

    private void enums() {
        for (EnumDef def : newer.enums()) {
            Optional<EnumDef> before = older.enumDef(def.name());
            if (before.isEmpty()) {
                add(Kind.ENUM_ADDED, def.name(), null, "`" + def.name() + "`: " + constants(def, def.values()) + ".",
                        Impact.ADDITION);
                continue;
            }
            Set<String> old = new LinkedHashSet<>(before.get().values());
            for (String value : def.values()) {
                if (!old.contains(value)) {
                    add(Kind.ENUM_VALUE_ADDED, def.name(), value, "`" + def.name() + "." + JavaView.enumConstant(def,
                            value) + "` (\"" + value + "\").", Impact.ADDITION);
                }
            }
            for (String value : before.get().values()) {
                if (!def.values().contains(value)) {
                    add(Kind.ENUM_VALUE_REMOVED, def.name(), value, "`" + def.name() + "."
                            + JavaView.enumConstant(before.get(), value) + "` (\"" + value + "\") is gone; the value"
                            + " still decodes, as `" + def.name() + ".of(\"" + value + "\")`.", Impact.BREAKING);
                }
            }
        }
        for (EnumDef def : older.enums()) {
            if (newer.enumDef(def.name()).isEmpty()) {
                add(Kind.ENUM_REMOVED, def.name(), null, "`" + def.name() + "` is gone.", Impact.BREAKING);
            }
        }
    }

    private static String constants(EnumDef def, List<String> values) {
        return values.stream().map(v -> "`" + JavaView.enumConstant(def, v) + "`")
                .reduce((a, b) -> a + ", " + b).orElse("no values");
    }

    private void add(Kind kind, String owner, String member, String text, Impact impact) {
        changes.add(new Change(kind, owner, member, null, text, impact));
    }

    /** @return a filter on changes of these kinds */
    static Predicate<Change> kind(Kind... kinds) {
        Set<Kind> set = Set.of(kinds);
        return c -> set.contains(c.kind());
    }
}
