package io.github.quarkustelegram.modelgen.emit;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

import javax.lang.model.element.Modifier;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeSpec;

import io.github.quarkustelegram.modelgen.ir.ApiSpec;
import io.github.quarkustelegram.modelgen.ir.FieldDef;
import io.github.quarkustelegram.modelgen.ir.TypeDef;
import io.github.quarkustelegram.modelgen.ir.UnionDef;
import io.github.quarkustelegram.modelgen.ir.UnionStrategy;
import io.github.quarkustelegram.modelgen.ir.UnionVariant;

/**
 * Emits {@code BotApiModule}: a Jackson module with one deserializer per union, each reading the JSON as a tree,
 * picking the member by the union's {@link UnionStrategy}, and decoding the tree as that member's record (whose own
 * bean deserializer is untouched: module deserializers apply to the exact interface type only). Anything not
 * recognised becomes the union's {@code Unknown} variant; only input that is not a JSON object (where one belongs)
 * fails.
 */
final class ModuleEmitter {

    private final ApiSpec spec;
    private final String version;

    ModuleEmitter(ApiSpec spec) {
        this.spec = spec;
        this.version = spec.version();
    }

    TypeSpec emit() {
        MethodSpec.Builder constructor = MethodSpec.constructorBuilder()
                .addJavadoc("A module decoding every union of Bot API $L.\n", version)
                .addModifiers(Modifier.PUBLIC)
                .addStatement("super($S, $T.unknownVersion())", "quarkus-telegram-bot-api", Types.JACKSON_VERSION);
        TypeSpec.Builder module = TypeSpec.classBuilder(Types.BOT_API_MODULE)
                .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
                .superclass(Types.SIMPLE_MODULE)
                .addJavadoc("$L", JavadocText.wrap("""
                        Decodes the unions of Bot API %s (sealed interfaces) into their variants, and the hand-written \
                        {@link MessageOrTrue}.

                        <p>Register it on any {@code ObjectMapper} that reads Telegram JSON; \
                        {@code io.github.quarkustelegram.json.TelegramJson} does. Every union decodes through its own \
                        deserializer registered here, never through annotations on the interface (those would be \
                        inherited by the member records). A variant this version does not know decodes to the union's \
                        {@code Unknown}.
                        """.formatted(version)));
        for (TypeDef type : spec.types()) {
            if (type.union() == null) {
                continue;
            }
            ClassName union = Types.model(type.name());
            String deserializer = type.name() + "Deserializer";
            constructor.addStatement("addDeserializer($T.class, new $N())", union, deserializer);
            module.addType(deserializer(type, union, deserializer));
        }
        constructor.addStatement("addDeserializer($T.class, new $T())", Types.MESSAGE_OR_TRUE,
                Types.MESSAGE_OR_TRUE_DESERIALIZER);
        module.addMethod(constructor.build());
        return module.build();
    }

    private TypeSpec deserializer(TypeDef type, ClassName union, String name) {
        UnionDef def = Objects.requireNonNull(type.union());
        CodeBlock.Builder body = CodeBlock.builder()
                .addStatement("$T json = ctxt.readTree(p)", Types.JSON_NODE);
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
            case DISCRIMINATOR -> discriminator(type, def, body);
            case FIELD_PRESENCE -> fieldPresence(type, def, body);
            case ZERO_DATE -> zeroDate(type, def, body);
        }
        body.addStatement("return new $T(json)", union.nestedClass("Unknown"));

        return TypeSpec.classBuilder(name)
                .addModifiers(Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
                .superclass(ParameterizedTypeName.get(Types.STD_DESERIALIZER, union))
                .addJavadoc("Decodes {@link $T} ($L).\n", union, describe(def))
                .addField(com.palantir.javapoet.FieldSpec.builder(long.class, "serialVersionUID",
                        Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL).initializer("1L").build())
                .addMethod(MethodSpec.constructorBuilder()
                        .addStatement("super($T.class)", union)
                        .build())
                .addMethod(MethodSpec.methodBuilder("deserialize")
                        .addAnnotation(Override.class)
                        .addModifiers(Modifier.PUBLIC)
                        .returns(union)
                        .addParameter(Types.JSON_PARSER, "p")
                        .addParameter(Types.DESERIALIZATION_CONTEXT, "ctxt")
                        .addException(IOException.class)
                        .addCode(body.build())
                        .build())
                .build();
    }

    private static String describe(UnionDef def) {
        return switch (def.strategy()) {
            case DISCRIMINATOR -> "by the value of \"" + def.discriminator() + "\"";
            case FIELD_PRESENCE -> "by the fields present";
            case ZERO_DATE -> "a zero \"date\" is an inaccessible message";
        };
    }

    /** Members by discriminator value; members sharing a value are told apart by a present field. */
    private void discriminator(TypeDef type, UnionDef def, CodeBlock.Builder body) {
        String property = def.discriminator();
        if (property == null) {
            throw new IllegalStateException("Union " + type.name() + " decodes by discriminator but names none");
        }
        Map<String, List<UnionVariant>> byValue = new LinkedHashMap<>();
        for (UnionVariant variant : variants(type, def)) {
            String value = discriminatorValue(type, property, variant);
            byValue.computeIfAbsent(value, v -> new ArrayList<>()).add(variant);
        }
        body.addStatement("$T discriminator = json.get($S)", Types.JSON_NODE, property);
        body.beginControlFlow("if (discriminator != null && discriminator.isTextual())");
        body.beginControlFlow("switch (discriminator.textValue())");
        for (Map.Entry<String, List<UnionVariant>> entry : byValue.entrySet()) {
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

    /** Each member is recognised by a field only it has; members whose field others also have are tried last. */
    private void fieldPresence(TypeDef type, UnionDef def, CodeBlock.Builder body) {
        for (UnionVariant variant : orderedForPresence(type, variants(type, def))) {
            if (variant.presentField() == null) {
                throw new IllegalStateException("Union " + type.name() + ": no field selects " + variant.type());
            }
            body.beginControlFlow("if (json.has($S))", variant.presentField())
                    .addStatement("return ctxt.readTreeAsValue(json, $T.class)", Types.model(variant.type()))
                    .endControlFlow();
        }
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
            boolean elsewhere = variants.stream().filter(v -> !v.type().equals(variant.type()))
                    .anyMatch(v -> member(union, v.type()).fields().stream()
                            .anyMatch(f -> f.name().equals(variant.presentField())));
            (elsewhere ? shared : unique).add(variant);
        }
        List<UnionVariant> ordered = new ArrayList<>(unique);
        ordered.addAll(shared);
        ordered.addAll(none);
        return ordered;
    }

    /**
     * MaybeInaccessibleMessage: the page says InaccessibleMessage.date is always 0. A zero date selects the
     * inaccessible member, any other number the message; no numeric date at all is Unknown.
     */
    private void zeroDate(TypeDef type, UnionDef def, CodeBlock.Builder body) {
        List<String> members = def.members();
        if (members.size() != 2 || !members.contains("Message")) {
            throw new IllegalStateException("Union " + type.name() + " decodes by a zero date but is not "
                    + "\"Message or an inaccessible message\": " + members);
        }
        String inaccessible = members.get(0).equals("Message") ? members.get(1) : members.get(0);
        body.addStatement("$T date = json.get($S)", Types.JSON_NODE, "date");
        body.beginControlFlow("if (date != null && date.isNumber() && date.asLong() == 0)")
                .addStatement("return ctxt.readTreeAsValue(json, $T.class)", Types.model(inaccessible))
                .endControlFlow()
                .beginControlFlow("if (date != null && date.isNumber())")
                .addStatement("return ctxt.readTreeAsValue(json, $T.class)", Types.model("Message"))
                .endControlFlow();
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
