package io.github.quarkustelegram.modelgen.emit;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

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

import io.github.quarkustelegram.modelgen.ir.MethodDef;
import io.github.quarkustelegram.modelgen.ir.TypeDef;

/**
 * Emits an object type, or a method's request, as an immutable record with a builder.
 *
 * <ul>
 * <li>Components in page order, each {@code @JsonProperty("json_name")}; optional ones {@code @Nullable} and boxed;
 * "True" flags a primitive {@code boolean} written only when true.</li>
 * <li>A fixed field (a union member's discriminator) is no component: a method returns its constant.</li>
 * <li>The compact constructor only makes lists immutable: decoding never fails on a missing field.</li>
 * <li>A request whose {@code chat_id} is a {@code ChatId} also implements {@code ChatTargeted}.</li>
 * <li>A record with a secret ({@code secret_token}) has a {@code toString} showing it as {@code ***}.</li>
 * <li>{@code builder(required...)}, a setter per component, {@code build()} naming a missing required field,
 * and {@code toBuilder()}. A record without components has no builder.</li>
 * </ul>
 */
final class RecordEmitter {

    /** Fields whose value is a password: {@code toString} does not show them. */
    static final java.util.Set<String> SECRET_FIELDS = java.util.Set.of("secret_token");

    private final TypeMapper types;
    private final JavadocText javadoc;

    RecordEmitter(TypeMapper types, JavadocText javadoc) {
        this.types = types;
        this.javadoc = javadoc;
    }

    /** An object type of the page, implementing the unions it is a member of. */
    TypeSpec emitType(TypeDef type, List<ClassName> unions) {
        ClassName name = Types.model(type.name());
        List<Component> components = Component.of(type.name(), type.fields(), types);
        TypeSpec.Builder record = startRecord(name, components, type.description(), type.anchor(), type.name());
        record.addSuperinterfaces(unions);
        return finish(record, name, components).build();
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
        return finish(record, name, components).build();
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

    private TypeSpec.Builder finish(TypeSpec.Builder record, ClassName name, List<Component> all) {
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
        builder.addMethod(MethodSpec.methodBuilder("build")
                .addJavadoc("@return the value\n@throws NullPointerException naming the first required field not set\n")
                .addModifiers(Modifier.PUBLIC)
                .returns(name)
                .addStatement("return new $T(\n$>$L$<)", name, args.build())
                .build());
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

    private String fieldDoc(Component c, String pkg) {
        String text = javadoc.convert(c.field().description(), pkg);
        if (c.flag()) {
            text = text + (text.isEmpty() ? "" : " ") + "(A flag: absent means false.)";
        }
        return text.isEmpty() ? "the {@code " + c.jsonName() + "} field" : text;
    }
}
