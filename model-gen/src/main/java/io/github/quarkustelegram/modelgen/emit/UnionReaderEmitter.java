package io.github.quarkustelegram.modelgen.emit;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

import javax.lang.model.element.Modifier;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeSpec;

import io.github.quarkustelegram.modelgen.ir.ApiSpec;
import io.github.quarkustelegram.modelgen.ir.FieldDef;
import io.github.quarkustelegram.modelgen.ir.TypeDef;
import io.github.quarkustelegram.modelgen.ir.UnionDef;
import io.github.quarkustelegram.modelgen.ir.UnionStrategy;
import io.github.quarkustelegram.modelgen.ir.UnionVariant;

/**
 * Emits a union's reader, {@code ChatMemberJsonReader}, with two ways of decoding:
 *
 * <ul>
 * <li>{@code read}, streaming (our mapper): fields are buffered (Jackson's {@code TokenBuffer}) only until the one
 * that chooses the member is seen: a discriminator value that names a single member, a field only one member has,
 * or the numeric {@code date} of a {@code MaybeInaccessibleMessage}. The member's reader then reads the buffered
 * fields and the rest of the object, in one pass; when the chooser is the object's first field nothing is buffered.
 * An object read to its end without a choice (members told apart by a field's absence, an unknown variant) becomes
 * a tree and goes to {@code fromTree}.</li>
 * <li>{@code fromTree}: the whole object as a tree, the member chosen by the union's {@link UnionStrategy} and decoded
 * from the tree by whatever deserializer the mapper has for it. It is the whole decoder of the annotation-driven
 * module ({@code BotApiModule.annotationDriven()}), the reference the streaming one is tested against.</li>
 * </ul>
 * Anything not recognised becomes the union's {@code Unknown}; only input that is not a JSON object (where one
 * belongs) fails. One difference on malformed input only: an object carrying the telling fields of two members is
 * read as the member whose field comes first in the object ({@code fromTree} takes the first member in its order).
 */
final class UnionReaderEmitter {

    private static final ClassName SUPPORT = ReaderTypes.READER_SUPPORT;
    private static final ClassName TOKEN = ReaderTypes.JSON_TOKEN;

    private final ApiSpec spec;

    UnionReaderEmitter(ApiSpec spec) {
        this.spec = spec;
    }

    TypeSpec emit(TypeDef type, boolean withList) {
        UnionDef def = Objects.requireNonNull(type.union());
        ClassName union = Types.model(type.name());
        ClassName reader = ReaderTypes.reader(union);
        TypeSpec.Builder spec = DeserializerEmitter.start(reader, union, describe(def))
                .addField(FieldSpec.builder(boolean.class, "streaming", Modifier.PRIVATE, Modifier.FINAL).build())
                .addMethod(MethodSpec.constructorBuilder()
                        .addParameter(boolean.class, "streaming")
                        .addStatement("super($T.class)", union)
                        .addStatement("this.streaming = streaming")
                        .build())
                .addMethod(DeserializerEmitter.deserialize(union, CodeBlock.of(
                        "return streaming ? read(p, ctxt) : fromTree(ctxt.readTree(p), ctxt);\n")));
        spec.addMethod(read(type, def, union));
        spec.addMethod(fromTree(type, def, union));
        if (withList) {
            DeserializerEmitter.addList(spec, union,
                    CodeBlock.of("$T.notAnObject(p, ctxt, $T.class)", SUPPORT, union));
        }
        return spec.build();
    }

    private static String describe(UnionDef def) {
        return switch (def.strategy()) {
            case DISCRIMINATOR -> "by the value of \"" + def.discriminator() + "\"";
            case FIELD_PRESENCE -> "by the fields present";
            case ZERO_DATE -> "a zero \"date\" is an inaccessible message";
        };
    }

    // ---- streaming ----

    private MethodSpec read(TypeDef type, UnionDef def, ClassName union) {
        MethodSpec.Builder method = DeserializerEmitter.entry(union)
                .addJavadoc("""
                        Reads the value at the parser in one pass, buffering only the fields before the one that \
                        chooses the member.

                        @param p the parser, at the value's first token
                        @param ctxt the context
                        @return the value, or null for JSON null
                        @throws $T on malformed input
                        """, java.io.IOException.class)
                .addStatement("$T token = p.currentToken()", TOKEN)
                .addStatement("$T jsonName", String.class)
                .beginControlFlow("if (token == $T.START_OBJECT)", TOKEN)
                .addStatement("jsonName = $T.nextField(p)", SUPPORT)
                .nextControlFlow("else if (token == $T.VALUE_NULL)", TOKEN)
                .addStatement("return null")
                .nextControlFlow("else if ($T.insideObject(token))", SUPPORT)
                .addStatement("jsonName = $T.currentField(p)", SUPPORT);
        if (def.admitsString()) {
            method.nextControlFlow("else if (token == $T.VALUE_STRING)", TOKEN)
                    .addStatement("return new $T(p.getText())", union.nestedClass("Plain"));
        }
        if (def.admitsArray()) {
            method.nextControlFlow("else if (token == $T.START_ARRAY)", TOKEN)
                    .addStatement("return new $T($T.requireNonNull(list(p, ctxt)))", union.nestedClass("Concatenation"),
                            Objects.class);
        }
        method.nextControlFlow("else")
                .addStatement("return $T.notAnObject(p, ctxt, $T.class)", SUPPORT, union)
                .endControlFlow();

        method.addStatement("$T buffer = null", ReaderTypes.TOKEN_BUFFER.annotated(Types.NULLABLE_ANNOTATION));
        CodeBlock.Builder cases = CodeBlock.builder();
        switch (def.strategy()) {
            case DISCRIMINATOR -> discriminatorCase(type, def, cases);
            case FIELD_PRESENCE -> presenceCases(type, def, cases);
            case ZERO_DATE -> zeroDateCase(type, def, cases);
        }
        method.beginControlFlow("for (; jsonName != null; jsonName = $T.nextField(p))", SUPPORT);
        if (!cases.isEmpty()) {
            method.beginControlFlow("switch (jsonName)")
                    .addCode(cases.build())
                    .addCode("default:\n").addCode(CodeBlock.builder().indent().addStatement("break").unindent().build())
                    .endControlFlow();
        }
        method.addStatement("buffer = $T.buffer(buffer, jsonName, p, ctxt)", SUPPORT)
                .endControlFlow()
                .addStatement("return fromTree($T.tree(buffer, p, ctxt), ctxt)", SUPPORT);
        return method.build();
    }

    /** The member, read from here: the chooser is a field it ignores (a discriminator), so it is not replayed. */
    private static CodeBlock afterDiscriminator(ClassName member) {
        ClassName reader = ReaderTypes.reader(member);
        return CodeBlock.of("return buffer == null ? $T.fields(p, ctxt, $T.nextField(p))\n$>$>: $T.requireNonNull("
                + "$T.read($T.replay(buffer, p), ctxt));\n$<$<", reader, SUPPORT, Objects.class, reader, SUPPORT);
    }

    /** The member, read from here: the chooser is one of its own fields, which it reads too. */
    private static CodeBlock fromChooser(ClassName member) {
        ClassName reader = ReaderTypes.reader(member);
        return CodeBlock.of("return buffer == null ? $T.fields(p, ctxt, jsonName)\n$>$>: $T.requireNonNull("
                + "$T.read($T.replay($T.buffer(buffer, jsonName, p, ctxt), p), ctxt));\n$<$<", reader, Objects.class,
                reader, SUPPORT, SUPPORT);
    }

    /** A discriminator value naming one member chooses it at once; a value shared by members waits for the end. */
    private void discriminatorCase(TypeDef type, UnionDef def, CodeBlock.Builder cases) {
        Map<String, List<UnionVariant>> byValue = byValue(type, def);
        CodeBlock.Builder values = CodeBlock.builder();
        for (Map.Entry<String, List<UnionVariant>> entry : byValue.entrySet()) {
            if (entry.getValue().size() == 1) {
                values.add("case $S:\n", entry.getKey()).indent()
                        .add(afterDiscriminator(Types.model(entry.getValue().get(0).type())))
                        .unindent();
            }
        }
        if (values.isEmpty()) {
            return;
        }
        cases.add("case $S:\n", def.discriminator()).indent()
                .beginControlFlow("if (p.hasToken($T.VALUE_STRING))", TOKEN)
                .beginControlFlow("switch (p.getText())")
                .add(values.build())
                .add("default:\n").indent().addStatement("break").unindent()
                .endControlFlow()
                .endControlFlow()
                .addStatement("break")
                .unindent();
    }

    /** A field only one member has chooses it at once; fields several members have wait for the end. */
    private void presenceCases(TypeDef type, UnionDef def, CodeBlock.Builder cases) {
        List<UnionVariant> variants = variants(type, def);
        for (UnionVariant variant : variants) {
            String field = variant.presentField();
            if (field == null || presentElsewhere(type, variants, variant)) {
                continue;
            }
            cases.add("case $S:\n", field).indent().add(fromChooser(Types.model(variant.type()))).unindent();
        }
    }

    /** A numeric date chooses at once: zero is the inaccessible message. */
    private void zeroDateCase(TypeDef type, UnionDef def, CodeBlock.Builder cases) {
        String inaccessible = inaccessibleMember(type, def);
        cases.add("case $S:\n", "date").indent()
                .beginControlFlow("if (p.currentToken().isNumeric())")
                .beginControlFlow("if ($T.isZero(p))", SUPPORT)
                .add(fromChooser(Types.model(inaccessible)))
                .endControlFlow()
                .add(fromChooser(Types.model("Message")))
                .endControlFlow()
                .addStatement("break")
                .unindent();
    }

    // ---- from a tree ----

    private MethodSpec fromTree(TypeDef type, UnionDef def, ClassName union) {
        CodeBlock.Builder body = CodeBlock.builder();
        if (def.admitsString()) {
            body.beginControlFlow("if (json.isTextual())")
                    .addStatement("return new $T(json.textValue())", union.nestedClass("Plain"))
                    .endControlFlow();
        }
        if (def.admitsArray()) {
            body.beginControlFlow("if (json.isArray())")
                    .addStatement("$T<$T> parts = new $T<>(json.size())", List.class, union, ArrayList.class)
                    .beginControlFlow("for ($T part : json)", Types.JSON_NODE)
                    .addStatement("parts.add(ctxt.readTreeAsValue(part, $T.class))", union)
                    .endControlFlow()
                    .addStatement("return new $T(parts)", union.nestedClass("Concatenation"))
                    .endControlFlow();
        }
        // Malformed input (a number or an array where an object belongs) is an error, not an Unknown variant:
        // Unknown is for well-formed members of a newer Bot API.
        body.beginControlFlow("if (!json.isObject())")
                .addStatement("return ctxt.reportInputMismatch($T.class, $S, json.getNodeType())", union,
                        "Expected a JSON object for " + type.name() + ", got %s")
                .endControlFlow();
        switch (def.strategy()) {
            case DISCRIMINATOR -> treeDiscriminator(type, def, body);
            case FIELD_PRESENCE -> treePresence(type, def, body);
            case ZERO_DATE -> treeZeroDate(type, def, body);
        }
        body.addStatement("return new $T(json)", union.nestedClass("Unknown"));
        return MethodSpec.methodBuilder("fromTree")
                .addJavadoc("""
                        Decodes a whole tree, the member chosen $L.

                        @param json the value
                        @param ctxt the context
                        @return the value
                        @throws $T when the value is not an object (nor a string or an array the union admits) or \
                        the member does not decode
                        """, describe(def), java.io.IOException.class)
                .addModifiers(Modifier.STATIC)
                .returns(union)
                .addParameter(Types.JSON_NODE, "json")
                .addParameter(Types.DESERIALIZATION_CONTEXT, "ctxt")
                .addException(java.io.IOException.class)
                .addCode(body.build())
                .build();
    }

    /** Members by discriminator value; members sharing a value are told apart by a present field. */
    private void treeDiscriminator(TypeDef type, UnionDef def, CodeBlock.Builder body) {
        String property = Objects.requireNonNull(def.discriminator());
        body.addStatement("$T discriminator = json.get($S)", Types.JSON_NODE, property);
        body.beginControlFlow("if (discriminator != null && discriminator.isTextual())");
        body.beginControlFlow("switch (discriminator.textValue())");
        for (Map.Entry<String, List<UnionVariant>> entry : byValue(type, def).entrySet()) {
            body.add("case $S:\n", entry.getKey()).indent();
            List<UnionVariant> group = orderedForPresence(type, entry.getValue());
            UnionVariant fallback = null;
            for (UnionVariant variant : group) {
                if (group.size() == 1) {
                    fallback = variant;
                } else if (variant.presentField() != null) {
                    body.beginControlFlow("if (json.has($S))", variant.presentField())
                            .addStatement("return ctxt.readTreeAsValue(json, $T.class)", Types.model(variant.type()))
                            .endControlFlow();
                } else if (fallback == null) {
                    fallback = variant;
                } else {
                    throw new IllegalStateException("Union " + type.name() + ": members " + fallback.type() + " and "
                            + variant.type() + " share the value \"" + entry.getKey()
                            + "\" and no present field tells them apart");
                }
            }
            if (fallback != null) {
                body.addStatement("return ctxt.readTreeAsValue(json, $T.class)", Types.model(fallback.type()));
            } else {
                body.addStatement("break");
            }
            body.unindent();
        }
        body.add("default:\n").indent().addStatement("break").unindent();
        body.endControlFlow();
        body.endControlFlow();
    }

    /** Each member is recognised by a field only it has; members whose field others also have are tried last. */
    private void treePresence(TypeDef type, UnionDef def, CodeBlock.Builder body) {
        for (UnionVariant variant : orderedForPresence(type, variants(type, def))) {
            if (variant.presentField() == null) {
                throw new IllegalStateException("Union " + type.name() + ": no field selects " + variant.type());
            }
            body.beginControlFlow("if (json.has($S))", variant.presentField())
                    .addStatement("return ctxt.readTreeAsValue(json, $T.class)", Types.model(variant.type()))
                    .endControlFlow();
        }
    }

    /**
     * MaybeInaccessibleMessage: the page says InaccessibleMessage.date is always 0. A zero date selects the
     * inaccessible member, any other number the message; no numeric date at all is Unknown.
     */
    private void treeZeroDate(TypeDef type, UnionDef def, CodeBlock.Builder body) {
        String inaccessible = inaccessibleMember(type, def);
        body.addStatement("$T date = json.get($S)", Types.JSON_NODE, "date");
        body.beginControlFlow("if (date != null && date.isNumber() && date.asLong() == 0)")
                .addStatement("return ctxt.readTreeAsValue(json, $T.class)", Types.model(inaccessible))
                .endControlFlow()
                .beginControlFlow("if (date != null && date.isNumber())")
                .addStatement("return ctxt.readTreeAsValue(json, $T.class)", Types.model("Message"))
                .endControlFlow();
    }

    // ---- the union's rules ----

    private static String inaccessibleMember(TypeDef type, UnionDef def) {
        List<String> members = def.members();
        if (members.size() != 2 || !members.contains("Message")) {
            throw new IllegalStateException("Union " + type.name() + " decodes by a zero date but is not "
                    + "\"Message or an inaccessible message\": " + members);
        }
        return members.get(0).equals("Message") ? members.get(1) : members.get(0);
    }

    private Map<String, List<UnionVariant>> byValue(TypeDef type, UnionDef def) {
        String property = def.discriminator();
        if (property == null) {
            throw new IllegalStateException("Union " + type.name() + " decodes by discriminator but names none");
        }
        Map<String, List<UnionVariant>> byValue = new LinkedHashMap<>();
        for (UnionVariant variant : variants(type, def)) {
            String value = discriminatorValue(type, property, variant);
            byValue.computeIfAbsent(value, v -> new ArrayList<>()).add(variant);
        }
        return byValue;
    }

    private String discriminatorValue(TypeDef union, String property, UnionVariant variant) {
        TypeDef member = member(union, variant.type());
        String fixed = member.fields().stream().filter(f -> f.name().equals(property)).map(FieldDef::constValue)
                .filter(Objects::nonNull).findFirst().orElse(null);
        String value = variant.discriminatorValue() != null ? variant.discriminatorValue() : fixed;
        if (value == null) {
            throw new IllegalStateException("Union " + union.name() + ": no value of \"" + property + "\" selects "
                    + variant.type());
        }
        if (fixed != null && !fixed.equals(value)) {
            throw new IllegalStateException("Union " + union.name() + ": " + variant.type() + " is selected by \""
                    + value + "\" but writes \"" + fixed + "\"");
        }
        if (fixed == null) {
            throw new IllegalStateException("Union " + union.name() + ": " + variant.type() + "." + property
                    + " has no fixed value, so the variant could not write its own discriminator");
        }
        return value;
    }

    /** Whether another member of the union also has the variant's telling field. */
    private boolean presentElsewhere(TypeDef union, List<UnionVariant> variants, UnionVariant variant) {
        return variants.stream().filter(v -> !v.type().equals(variant.type()))
                .anyMatch(v -> member(union, v.type()).fields().stream()
                        .anyMatch(f -> f.name().equals(variant.presentField())));
    }

    /** Orders variants so that a present field that only its own member has is tested before shared ones. */
    private List<UnionVariant> orderedForPresence(TypeDef union, List<UnionVariant> variants) {
        List<UnionVariant> unique = new ArrayList<>();
        List<UnionVariant> shared = new ArrayList<>();
        List<UnionVariant> none = new ArrayList<>();
        for (UnionVariant variant : variants) {
            if (variant.presentField() == null) {
                none.add(variant);
                continue;
            }
            (presentElsewhere(union, variants, variant) ? shared : unique).add(variant);
        }
        List<UnionVariant> ordered = new ArrayList<>(unique);
        ordered.addAll(shared);
        ordered.addAll(none);
        return ordered;
    }

    /** The union's variants in member order; a member without a variant entry gets an empty one. */
    private List<UnionVariant> variants(TypeDef union, UnionDef def) {
        Map<String, UnionVariant> byType = new LinkedHashMap<>();
        for (UnionVariant v : def.variants()) {
            byType.put(v.type(), v);
        }
        List<UnionVariant> variants = new ArrayList<>();
        for (String member : def.members()) {
            member(union, member);
            variants.add(byType.getOrDefault(member, new UnionVariant(member, null, null)));
        }
        return variants;
    }

    private TypeDef member(TypeDef union, String name) {
        return spec.type(name).orElseThrow(
                () -> new IllegalStateException("Union " + union.name() + " names an unknown member " + name));
    }
}
