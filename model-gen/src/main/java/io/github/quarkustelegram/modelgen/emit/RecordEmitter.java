package io.github.quarkustelegram.modelgen.emit;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.stream.Collectors;

import javax.lang.model.element.Modifier;

import com.palantir.javapoet.AnnotationSpec;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;

import io.github.quarkustelegram.modelgen.ir.ApiSpec;
import io.github.quarkustelegram.modelgen.ir.FieldDef;
import io.github.quarkustelegram.modelgen.ir.MethodDef;
import io.github.quarkustelegram.modelgen.ir.TypeDef;
import io.github.quarkustelegram.modelgen.ir.TypeRef;

/**
 * Emits an object type, or a method's request, as an immutable record with a builder.
 *
 * <ul>
 * <li>Components in page order, each {@code @JsonProperty("json_name")}; optional ones {@code @Nullable} and boxed;
 * "True" flags a primitive {@code boolean} written only when true.</li>
 * <li>A fixed field (a union member's discriminator) is no component: a method returns its constant.</li>
 * <li>The compact constructor only makes lists immutable: decoding never fails on a missing field.</li>
 * <li>A request whose {@code chat_id} is a {@code ChatId} also implements {@code ChatTargeted}.</li>
 * <li>A request with an {@code allow_paid_broadcast} also implements {@code AllowsPaidBroadcast}.</li>
 * <li>A record with a secret ({@code secret_token}) has a {@code toString} showing it as {@code ***}.</li>
 * <li>{@code builder(required...)}, a setter per component, {@code build()} naming a missing required field,
 * and {@code toBuilder()}. A record without components has no builder.</li>
 * <li>A request whose parameters a Bot API version moved into an object parameter ({@link MovedParameters}) keeps,
 * for one version, the old setter and accessor, deprecated for removal: the setter's value goes into that object
 * parameter when the request is built, the accessor reads it from there.</li>
 * </ul>
 */
final class RecordEmitter {

    /** Fields whose value is a password: {@code toString} does not show them. */
    static final java.util.Set<String> SECRET_FIELDS = java.util.Set.of("secret_token");

    private final TypeMapper types;
    /** The interfaces request builders implement when they have their parameters ({@code SendBuilder}...). */
    private final SharedBuilders shared;
    private final JavadocText javadoc;
    private final ApiSpec spec;

    RecordEmitter(ApiSpec spec, TypeMapper types, JavadocText javadoc, SharedBuilders shared) {
        this.spec = spec;
        this.types = types;
        this.javadoc = javadoc;
        this.shared = shared;
    }

    /**
     * A parameter a Bot API version moved into a field of an object parameter.
     *
     * @param move the curated fact
     * @param into the object parameter, as a component of the request
     * @param holder the object parameter's type
     * @param field the field of that type the value goes in
     * @param javaName the old parameter's Java name (the deprecated setter and accessor)
     * @param type the old setter's parameter type: the field's type, boxed and nullable
     */
    private record Moved(MovedParameters.Move move, Component into, TypeDef holder, FieldDef field, String javaName,
            TypeName type) {

        String builderField() {
            return "moved" + Character.toUpperCase(javaName.charAt(0)) + javaName.substring(1);
        }
    }

    /** An object type of the page, implementing the unions it is a member of. */
    TypeSpec emitType(TypeDef type, List<ClassName> unions) {
        ClassName name = Types.model(type.name());
        List<Component> components = Component.of(type.name(), type.fields(), types);
        TypeSpec.Builder record = startRecord(name, components, type.description(), type.anchor(), type.name());
        record.addSuperinterfaces(unions);
        return finish(record, name, components, List.of(), List.of()).build();
    }

    /** A method's request: {@code record SendMessage(...) implements TelegramRequest<Message>}. */
    TypeSpec emitRequest(MethodDef method) {
        ClassName name = Types.request(method.name());
        List<Component> components = Component.of(method.name(), method.params(), types);
        TypeSpec.Builder record = startRecord(name, components, method.description(), method.anchor(), method.name());
        TypeName result = types.resultType(method);
        record.addSuperinterface(ParameterizedTypeName.get(Types.TELEGRAM_REQUEST, result));
        if (targetsChat(components)) {
            record.addSuperinterface(Types.CHAT_TARGETED);
        }
        if (allowsPaidBroadcast(components)) {
            record.addSuperinterface(Types.ALLOWS_PAID_BROADCAST);
        }
        record.addField(FieldSpec.builder(String.class, "METHOD_NAME", Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
                .addJavadoc("The Bot API method this request calls.\n")
                .initializer("$S", method.name())
                .build());
        record.addMethod(MethodSpec.methodBuilder("methodName")
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC)
                .returns(String.class)
                .addStatement("return METHOD_NAME")
                .build());
        record.addMethod(MethodSpec.methodBuilder("resultType")
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC)
                .returns(Types.JAVA_TYPE)
                .addParameter(Types.TYPE_FACTORY, "types")
                .addStatement("return $L", types.resultJavaType(method))
                .build());
        List<Moved> moved = moved(method, components);
        moved.forEach(m -> record.addMethod(movedAccessor(m, name)));
        return finish(record, name, components, moved,
                shared.implementedBy(method.name(), name.nestedClass("Builder"))).build();
    }

    /**
     * The method's {@link MovedParameters} that apply to this IR: the method lacks the parameter and has the object
     * parameter, whose type has the field. (On another IR, an older one, they do not apply; {@code MovedParametersTest}
     * keeps the list equal to the moves between the previous IR and the current one.)
     */
    private List<Moved> moved(MethodDef method, List<Component> components) {
        List<Moved> moved = new ArrayList<>();
        for (MovedParameters.Move move : MovedParameters.of(method.name())) {
            if (method.params().stream().anyMatch(p -> p.name().equals(move.parameter()))) {
                continue;
            }
            Component into = components.stream().filter(c -> c.jsonName().equals(move.into())).findFirst().orElse(null);
            if (into == null || !(into.field().type() instanceof TypeRef.Named named)) {
                continue;
            }
            TypeDef holder = spec.type(named.name()).filter(t -> t.union() == null).orElse(null);
            FieldDef field = holder == null ? null
                    : holder.fields().stream().filter(f -> f.name().equals(move.parameter())).findFirst().orElse(null);
            if (field != null) {
                moved.add(new Moved(move, into, holder, field, Naming.memberName(move.parameter()),
                        types.valueType(holder.name(), field).box().annotated(Types.NULLABLE_ANNOTATION)));
            }
        }
        return moved;
    }

    /** {@code receiverUserId()}: the moved value, read from its new home. */
    private MethodSpec movedAccessor(Moved m, ClassName request) {
        String into = m.into().javaName();
        return MethodSpec.methodBuilder(m.javaName())
                .addJavadoc("$L\n\n$L\n$L\n", fieldDoc(m.holder().name(), m.field(), request.packageName()),
                        JavadocText.tagWithText("@return", "{@code " + into + "()." + m.javaName()
                                + "()}, or null when {@code " + m.into().jsonName() + "} is not set"),
                        JavadocText.tagWithText("@deprecated", movedNote(m, "{@link #" + into + "()}{@code ."
                                + m.javaName() + "()}")))
                .addAnnotation(deprecated(m))
                .addAnnotation(Types.JSON_IGNORE)
                .addModifiers(Modifier.PUBLIC)
                .returns(m.type())
                .addStatement("return $N == null ? null : $N.$N()", into, into, m.javaName())
                .build();
    }

    private static AnnotationSpec deprecated(Moved m) {
        return AnnotationSpec.builder(Deprecated.class)
                .addMember("since", "$S", "Bot API " + m.move().since())
                .addMember("forRemoval", "true")
                .build();
    }

    private static String movedNote(Moved m, String use) {
        return "Bot API " + m.move().since() + " moved {@code " + m.move().parameter() + "} into {@code "
                + m.move().into() + "}: use " + use + ". Kept for one Bot API version.";
    }

    /**
     * Whether the request names its chat with a {@code chat_id} typed {@code ChatId} ("Integer or String"),
     * required or optional: its accessor {@code chatId()} then implements {@code ChatTargeted}. A {@code chat_id}
     * that is a plain integer (a private chat, a direct messages chat) has an accessor of another type and is left
     * out.
     */
    private static boolean targetsChat(List<Component> components) {
        return components.stream().anyMatch(c -> !c.fixed() && c.jsonName().equals("chat_id")
                && c.type().withoutAnnotations().equals(Types.CHAT_ID));
    }

    /**
     * Whether the request has Telegram's optional Boolean {@code allow_paid_broadcast}: its accessor then implements
     * {@code AllowsPaidBroadcast}, so that flood control can tell a paid send, which has its own rate.
     */
    private static boolean allowsPaidBroadcast(List<Component> components) {
        return components.stream().anyMatch(c -> !c.fixed() && c.jsonName().equals("allow_paid_broadcast")
                && c.type().withoutAnnotations().equals(TypeName.BOOLEAN.box()));
    }

    private TypeSpec.Builder startRecord(ClassName name, List<Component> components, String description,
            String anchor, String pageName) {
        String pkg = name.packageName();
        StringBuilder doc = new StringBuilder(javadoc.convert(description, pkg)).append("\n\n");
        List<Component> fixed = new ArrayList<>();
        MethodSpec.Builder constructor = MethodSpec.compactConstructorBuilder().addModifiers(Modifier.PUBLIC);
        boolean hasComponents = false;
        for (Component c : components) {
            if (c.fixed()) {
                fixed.add(c);
                continue;
            }
            hasComponents = true;
            constructor.addParameter(ParameterSpec.builder(c.type(), c.javaName())
                    .addAnnotations(componentAnnotations(c))
                    .build());
            doc.append(JavadocText.tagWithText("@param " + c.javaName(), fieldDoc(c, pkg))).append('\n');
            if (c.list()) {
                constructor.addStatement("$1N = $1N == null ? null : $2T.copyOf($1N)", c.javaName(), List.class);
            }
        }
        doc.append("@see ").append(JavadocText.seeAlso(anchor, pageName)).append('\n');
        TypeSpec.Builder record = TypeSpec.recordBuilder(name)
                .addModifiers(Modifier.PUBLIC)
                .addJavadoc("$L", doc.toString())
                .addAnnotation(AnnotationSpec.builder(Types.JSON_INCLUDE)
                        .addMember("value", "$T.NON_NULL", Types.JSON_INCLUDE_INCLUDE).build())
                .addAnnotation(AnnotationSpec.builder(Types.JSON_IGNORE_PROPERTIES)
                        .addMember("ignoreUnknown", "true").build());
        if (!fixed.isEmpty()) {
            AnnotationSpec.Builder order = AnnotationSpec.builder(Types.JSON_PROPERTY_ORDER);
            for (Component c : fixed) {
                order.addMember("value", "$S", c.jsonName());
            }
            record.addAnnotation(order.build());
        }
        if (hasComponents) {
            record.recordConstructor(constructor.build());
        }
        for (Component c : fixed) {
            record.addMethod(MethodSpec.methodBuilder(c.javaName())
                    .addJavadoc("$L\n\n@return always {@code $L}\n", fieldDoc(c, pkg),
                            JavadocText.escapeText(Constants.literal(name.simpleName(), c.field()).toString()))
                    .addAnnotation(jsonProperty(c))
                    .addModifiers(Modifier.PUBLIC)
                    .returns(c.type())
                    .addStatement("return $L", Constants.literal(name.simpleName(), c.field()))
                    .build());
        }
        return record;
    }

    private TypeSpec.Builder finish(TypeSpec.Builder record, ClassName name, List<Component> all, List<Moved> moved,
            List<TypeName> builderInterfaces) {
        List<Component> components = all.stream().filter(c -> !c.fixed()).toList();
        if (components.isEmpty()) {
            return record;
        }
        if (components.stream().anyMatch(c -> SECRET_FIELDS.contains(c.jsonName()))) {
            record.addMethod(toStringHidingSecrets(name, components));
        }
        String pkg = name.packageName();
        ClassName builderName = name.nestedClass("Builder");
        List<Component> required = components.stream().filter(c -> c.required() && !c.flag()).toList();

        MethodSpec.Builder factory = MethodSpec.methodBuilder("builder")
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                .returns(builderName);
        StringBuilder factoryDoc = new StringBuilder("A builder, starting from the required ")
                .append(required.isEmpty() ? "fields (there are none)." : "fields.").append("\n\n");
        CodeBlock.Builder chain = CodeBlock.builder().add("return new $T()", builderName);
        for (Component c : required) {
            factory.addParameter(c.type(), c.javaName());
            factoryDoc.append(JavadocText.tagWithText("@param " + c.javaName(), fieldDoc(c, pkg))).append('\n');
            chain.add(".$N($N)", c.javaName(), c.javaName());
        }
        factoryDoc.append("@return a builder for {@code ").append(name.simpleName()).append("}\n");
        record.addMethod(factory.addJavadoc("$L", factoryDoc.toString()).addStatement(chain.build()).build());

        MethodSpec.Builder toBuilder = MethodSpec.methodBuilder("toBuilder")
                .addJavadoc("A builder holding this value's fields, to derive a changed copy.\n\n"
                        + "@return a new builder\n")
                .addModifiers(Modifier.PUBLIC)
                .returns(builderName)
                .addStatement("$T builder = new $T()", builderName, builderName);
        for (Component c : components) {
            toBuilder.addStatement("builder.$N = $N", c.javaName(), c.javaName());
        }
        record.addMethod(toBuilder.addStatement("return builder").build());

        TypeSpec.Builder builder = TypeSpec.classBuilder(builderName)
                .addJavadoc("Builds a {@link $T}; {@link #build()} fails on a missing required field.\n", name)
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
                .addSuperinterfaces(builderInterfaces)
                .addMethod(MethodSpec.constructorBuilder().addModifiers(Modifier.PRIVATE).build());
        CodeBlock.Builder args = CodeBlock.builder();
        for (int i = 0; i < components.size(); i++) {
            Component c = components.get(i);
            builder.addField(FieldSpec.builder(builderFieldType(c), c.javaName(), Modifier.PRIVATE).build());
            builder.addMethod(MethodSpec.methodBuilder(c.javaName())
                    .addJavadoc("$L\n\n@param $L the value$L\n@return this builder\n", fieldDoc(c, pkg),
                            c.javaName(), c.required() || c.flag() ? "" : ", or null to leave it out")
                    .addModifiers(Modifier.PUBLIC)
                    .returns(builderName)
                    .addParameter(c.type(), c.javaName())
                    .addStatement("this.$N = $N", c.javaName(), c.javaName())
                    .addStatement("return this")
                    .build());
            if (i > 0) {
                args.add(",\n");
            }
            if (c.required() && !c.flag()) {
                args.add("$T.requireNonNull($N, $S)", Objects.class, c.javaName(),
                        name.simpleName() + "." + c.jsonName() + " is required");
            } else {
                args.add("$N", c.javaName());
            }
        }
        MethodSpec.Builder build = MethodSpec.methodBuilder("build")
                .addJavadoc("@return the value\n@throws NullPointerException naming the first required field not set\n")
                .addModifiers(Modifier.PUBLIC)
                .returns(name);
        addMoved(builder, build, builderName, name, moved);
        builder.addMethod(build.addStatement("return new $T(\n$>$L$<)", name, args.build()).build());
        record.addType(builder.build());
        return record;
    }

    /**
     * The record's {@code toString}, but a secret shows as {@code ***} when set: a request logged or put in an
     * exception message must not give away the webhook's secret.
     */
    private static MethodSpec toStringHidingSecrets(ClassName name, List<Component> components) {
        CodeBlock.Builder text = CodeBlock.builder().add("return $S", name.simpleName() + "[");
        for (int i = 0; i < components.size(); i++) {
            Component c = components.get(i);
            String label = (i > 0 ? ", " : "") + c.javaName() + "=";
            if (SECRET_FIELDS.contains(c.jsonName())) {
                text.add("\n+ $S + ($N == null ? null : $S)", label, c.javaName(), "***");
            } else {
                text.add("\n+ $S + $N", label, c.javaName());
            }
        }
        return MethodSpec.methodBuilder("toString")
                .addJavadoc("@return the fields, with {@code $L} hidden\n", String.join(", ",
                        components.stream().filter(c -> SECRET_FIELDS.contains(c.jsonName()))
                                .map(Component::jsonName).toList()))
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC)
                .returns(String.class)
                .addStatement("$L + $S", text.build(), "]")
                .build();
    }

    /**
     * The deprecated setters of moved parameters, and the lines of {@code build()} that put their values in the object
     * parameter now holding them: over the one set with its own setter, if any; otherwise a new one, which needs the
     * moved values to include its required fields.
     */
    private void addMoved(TypeSpec.Builder builder, MethodSpec.Builder build, ClassName builderName, ClassName request,
            List<Moved> moved) {
        String pkg = request.packageName();
        for (Moved m : moved) {
            builder.addField(FieldSpec.builder(m.type(), m.builderField(), Modifier.PRIVATE).build());
            builder.addMethod(MethodSpec.methodBuilder(m.javaName())
                    .addJavadoc("$L\n\n@param $L the value, or null to leave it out\n@return this builder\n$L\n",
                            fieldDoc(m.holder().name(), m.field(), pkg), m.javaName(),
                            JavadocText.tagWithText("@deprecated", movedNote(m, "{@link #" + m.into().javaName()
                                    + "(" + m.holder().name() + ")}; until then {@link #build()} puts this value"
                                    + " there")))
                    .addAnnotation(deprecated(m))
                    .addModifiers(Modifier.PUBLIC)
                    .returns(builderName)
                    .addParameter(m.type(), m.javaName())
                    .addStatement("this.$N = $N", m.builderField(), m.javaName())
                    .addStatement("return this")
                    .build());
        }
        Map<String, List<Moved>> byHome = new LinkedHashMap<>();
        moved.forEach(m -> byHome.computeIfAbsent(m.into().javaName(), k -> new ArrayList<>()).add(m));
        for (List<Moved> group : byHome.values()) {
            Component into = group.get(0).into();
            TypeDef holder = group.get(0).holder();
            ClassName holderName = Types.model(holder.name());
            String any = group.stream().map(m -> m.builderField() + " != null").collect(Collectors.joining(" || "));
            CodeBlock.Builder fresh = CodeBlock.builder().add("$T.builder(", holderName);
            String sep = "";
            for (FieldDef f : holder.fields()) {
                if (!f.required() || TypeMapper.isFlag(f) || f.constValue() != null) {
                    continue;
                }
                Moved source = group.stream().filter(m -> m.field().name().equals(f.name())).findFirst()
                        .orElseThrow(() -> new IllegalStateException("MovedParameters: " + request.simpleName()
                                + " cannot build " + holder.name() + " from the moved parameters: its required "
                                + f.name() + " is not one of them"));
                String others = group.stream().filter(m -> m != source).map(m -> m.javaName() + "(...)")
                        .collect(Collectors.joining(" or "));
                fresh.add("$L$T.requireNonNull($N,$W$S)", sep, Objects.class, source.builderField(),
                        request.simpleName() + ": " + (others.isEmpty() ? ""
                                : others + " needs " + source.javaName()
                                        + "(...) too: ")
                                + holder.name() + "." + f.name() + " is required (Bot API "
                                + source.move().since() + " moved " + group.stream().map(m -> m.move().parameter())
                                        .collect(Collectors.joining(" and "))
                                + " into " + into.jsonName() + ")");
                sep = ", ";
            }
            fresh.add(")");
            build.addStatement("$T $N = this.$N", into.type(), into.javaName(), into.javaName());
            build.beginControlFlow("if ($L)", any);
            build.addStatement("$T.Builder moved", holderName);
            build.beginControlFlow("if ($N != null)", into.javaName())
                    .addStatement("moved = $N.toBuilder()", into.javaName())
                    .nextControlFlow("else")
                    .addStatement("moved = $L", fresh.build())
                    .endControlFlow();
            for (Moved m : group) {
                build.beginControlFlow("if ($N != null)", m.builderField())
                        .addStatement("moved.$N($N)", m.javaName(), m.builderField())
                        .endControlFlow();
            }
            build.addStatement("$N = moved.build()", into.javaName());
            build.endControlFlow();
        }
    }

    /** In the builder every field starts unset: required primitives are boxed and nullable there. */
    private static TypeName builderFieldType(Component c) {
        if (c.flag()) {
            return TypeName.BOOLEAN;
        }
        if (c.required()) {
            return c.type().box().annotated(Types.NULLABLE_ANNOTATION);
        }
        return c.type();
    }

    private static List<AnnotationSpec> componentAnnotations(Component c) {
        List<AnnotationSpec> annotations = new ArrayList<>();
        annotations.add(jsonProperty(c));
        if (c.flag()) {
            // written only when true; and absent means false even to a mapper with FAIL_ON_NULL_FOR_PRIMITIVES,
            // since absence is how the API writes false
            annotations.add(AnnotationSpec.builder(Types.JSON_INCLUDE)
                    .addMember("value", "$T.NON_DEFAULT", Types.JSON_INCLUDE_INCLUDE).build());
            annotations.add(AnnotationSpec.builder(Types.JSON_SETTER)
                    .addMember("nulls", "$T.AS_EMPTY", Types.NULLS).build());
        }
        return annotations;
    }

    private static AnnotationSpec jsonProperty(Component c) {
        return AnnotationSpec.builder(Types.JSON_PROPERTY).addMember("value", "$S", c.jsonName()).build();
    }

    private String fieldDoc(String owner, FieldDef field, String pkg) {
        String text = javadoc.convert(field.description(), pkg);
        return text.isEmpty() ? "the {@code " + field.name() + "} field of {@code " + owner + "}" : text;
    }

    private String fieldDoc(Component c, String pkg) {
        String text = javadoc.convert(c.field().description(), pkg);
        if (c.flag()) {
            text = text + (text.isEmpty() ? "" : " ") + "(A flag: absent means false.)";
        }
        return text.isEmpty() ? "the {@code " + c.jsonName() + "} field" : text;
    }
}
