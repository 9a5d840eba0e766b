package io.github.quarkustelegram.modelgen.emit;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import javax.lang.model.element.Modifier;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import com.palantir.javapoet.WildcardTypeName;

import io.github.quarkustelegram.modelgen.ir.ApiSpec;
import io.github.quarkustelegram.modelgen.ir.FieldDef;
import io.github.quarkustelegram.modelgen.ir.TypeDef;
import io.github.quarkustelegram.modelgen.ir.TypeRef;

/**
 * Emits what the dispatcher knows about the kinds of update, derived from the {@code Update} type (every field but
 * {@code update_id} is a kind), so that a kind added to the Bot API becomes handleable by regenerating:
 *
 * <ul>
 * <li>{@code io.github.quarkustelegram.dispatch.UpdateKind}, a public enum usable in annotations: a constant per
 * kind with its wire name and payload class, and {@code of(Update)} telling which kind an update is;</li>
 * <li>{@code io.github.quarkustelegram.runtime.updates.UpdateParts}, internal: an update's payload, and the chat
 * and sender it concerns, found through the payload's {@code chat} and {@code from} (or {@code user}) fields, or
 * through its {@code message}'s chat (a callback query).</li>
 * </ul>
 *
 * A spec without an {@code Update} type (a small test IR) gets neither.
 */
final class UpdateKindEmitter {

    static final ClassName UPDATE_KIND = ClassName.get("io.github.quarkustelegram.dispatch", "UpdateKind");
    static final ClassName UPDATE_PARTS = ClassName.get("io.github.quarkustelegram.runtime.updates", "UpdateParts");

    private static final String UPDATE = "Update";
    private static final String UPDATE_ID = "update_id";

    private final ApiSpec spec;
    private final JavadocText javadoc;

    UpdateKindEmitter(ApiSpec spec, JavadocText javadoc) {
        this.spec = spec;
        this.javadoc = javadoc;
    }

    /** @return the emitted types by package, empty when the spec has no {@code Update} type */
    Map<TypeSpec, String> emit() {
        Optional<TypeDef> update = spec.type(UPDATE);
        if (update.isEmpty()) {
            return Map.of();
        }
        List<Kind> kinds = kinds(update.get());
        Map<TypeSpec, String> out = new LinkedHashMap<>();
        out.put(kindEnum(kinds), UPDATE_KIND.packageName());
        out.put(parts(kinds), UPDATE_PARTS.packageName());
        return out;
    }

    /** One kind of update: its field of Update and the payload's type. */
    private record Kind(FieldDef field, String constant, String accessor, ClassName payload, TypeDef payloadType) {
    }

    private List<Kind> kinds(TypeDef update) {
        List<Kind> kinds = new ArrayList<>();
        for (FieldDef field : update.fields()) {
            if (field.name().equals(UPDATE_ID)) {
                continue;
            }
            if (!(field.type() instanceof TypeRef.Named named)) {
                throw new IllegalStateException("Update." + field.name() + " is not an object type: " + field.type());
            }
            TypeDef payloadType = spec.type(named.name()).orElseThrow(
                    () -> new IllegalStateException("Update." + field.name() + " names an unknown type " + named.name()));
            kinds.add(new Kind(field, Naming.constantName(field.name()), Naming.memberName(field.name()),
                    ClassName.get(Types.MODEL_PACKAGE, named.name()), payloadType));
        }
        return kinds;
    }

    private TypeSpec kindEnum(List<Kind> kinds) {
        ClassName update = ClassName.get(Types.MODEL_PACKAGE, UPDATE);
        TypeName anyClass = ParameterizedTypeName.get(ClassName.get(Class.class), WildcardTypeName.subtypeOf(Object.class));
        TypeSpec.Builder type = TypeSpec.enumBuilder(UPDATE_KIND)
                .addModifiers(Modifier.PUBLIC)
                .addJavadoc("""
                        The kinds of update of Telegram Bot API $L, one per optional field of {@link $T}: an update \
                        carries exactly one of them. Generated from the model, so a kind the Bot API adds appears \
                        here when the model is regenerated.

                        <p>Handlers name the kind they handle with it ({@code @OnUpdate(UpdateKind.CHAT_MEMBER)}); \
                        its {@link #wireName()} is what {@code allowed_updates} lists.
                        """, spec.version(), update);
        for (Kind kind : kinds) {
            String doc = javadoc.convert(kind.field().description(), UPDATE_KIND.packageName());
            type.addEnumConstant(kind.constant(), TypeSpec.anonymousClassBuilder("$S, $T.class",
                    kind.field().name(), kind.payload())
                    .addJavadoc("{@code $L} ({@link $T}): $L\n", kind.field().name(), kind.payload(), doc)
                    .build());
        }
        type.addField(FieldSpec.builder(String.class, "wireName", Modifier.PRIVATE, Modifier.FINAL).build());
        type.addField(FieldSpec.builder(anyClass, "payloadType", Modifier.PRIVATE, Modifier.FINAL).build());
        type.addMethod(MethodSpec.constructorBuilder()
                .addParameter(String.class, "wireName")
                .addParameter(anyClass, "payloadType")
                .addStatement("this.wireName = wireName")
                .addStatement("this.payloadType = payloadType")
                .build());
        type.addMethod(MethodSpec.methodBuilder("wireName")
                .addModifiers(Modifier.PUBLIC)
                .returns(String.class)
                .addJavadoc("@return the field of {@code Update} carrying this kind, e.g. {@code callback_query}\n")
                .addStatement("return wireName")
                .build());
        type.addMethod(MethodSpec.methodBuilder("payloadType")
                .addModifiers(Modifier.PUBLIC)
                .returns(anyClass)
                .addJavadoc("@return the type of that field, e.g. {@code CallbackQuery}\n")
                .addStatement("return payloadType")
                .build());
        CodeBlock.Builder of = CodeBlock.builder();
        for (Kind kind : kinds) {
            of.beginControlFlow("if (update.$L() != null)", kind.accessor())
                    .addStatement("return $L", kind.constant())
                    .endControlFlow();
        }
        type.addMethod(MethodSpec.methodBuilder("of")
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                .returns(UPDATE_KIND.annotated(Types.NULLABLE_ANNOTATION))
                .addParameter(update, "update")
                .addJavadoc("""
                        @param update an update
                        @return the kind of {@code update}, or null when it carries none the model knows (a kind \
                        newer than the model)
                        """)
                .addCode(of.build())
                .addStatement("return null")
                .build());
        CodeBlock.Builder byName = CodeBlock.builder().beginControlFlow("for ($T kind : values())", UPDATE_KIND)
                .beginControlFlow("if (kind.wireName.equals(wireName))")
                .addStatement("return kind")
                .endControlFlow()
                .endControlFlow();
        type.addMethod(MethodSpec.methodBuilder("forWireName")
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                .returns(UPDATE_KIND.annotated(Types.NULLABLE_ANNOTATION))
                .addParameter(String.class, "wireName")
                .addJavadoc("""
                        @param wireName a field name of {@code Update}, e.g. {@code chat_member}
                        @return its kind, or null when the model has no such kind
                        """)
                .addCode(byName.build())
                .addStatement("return null")
                .build());
        return type.build();
    }

    private TypeSpec parts(List<Kind> kinds) {
        ClassName update = ClassName.get(Types.MODEL_PACKAGE, UPDATE);
        ClassName chat = ClassName.get(Types.MODEL_PACKAGE, "Chat");
        ClassName user = ClassName.get(Types.MODEL_PACKAGE, "User");
        TypeSpec.Builder type = TypeSpec.classBuilder(UPDATE_PARTS)
                .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
                .addJavadoc("""
                        An update's payload and the chat and user it concerns, read through the payload's own \
                        fields ({@code chat}, {@code from} or {@code user}, a {@code message}'s chat). Internal to \
                        the dispatcher.
                        """)
                .addMethod(MethodSpec.constructorBuilder().addModifiers(Modifier.PRIVATE).build());

        CodeBlock.Builder payload = CodeBlock.builder().beginControlFlow("return switch (kind)");
        for (Kind kind : kinds) {
            payload.addStatement("case $L -> update.$L()", kind.constant(), kind.accessor());
        }
        payload.unindent().add("};\n");
        type.addMethod(MethodSpec.methodBuilder("payload")
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                .returns(ClassName.get(Object.class).annotated(Types.NULLABLE_ANNOTATION))
                .addParameter(update, "update")
                .addParameter(UPDATE_KIND, "kind")
                .addJavadoc("@return the field of {@code update} that {@code kind} names, null when absent\n")
                .addCode(payload.build())
                .build());

        CodeBlock.Builder chats = CodeBlock.builder();
        CodeBlock.Builder senders = CodeBlock.builder();
        for (Kind kind : kinds) {
            String v = "update." + kind.accessor() + "()";
            if (hasField(kind.payloadType(), "chat", "Chat")) {
                chats.beginControlFlow("if ($L != null)", v).addStatement("return $L.chat()", v).endControlFlow();
            } else if (messageWithChat(kind.payloadType())) {
                chats.beginControlFlow("if ($L != null)", v)
                        .addStatement("return $L.message() == null ? null : $L.message().chat()", v, v)
                        .endControlFlow();
            }
            for (String sender : List.of("from", "user")) {
                if (hasField(kind.payloadType(), sender, "User")) {
                    senders.beginControlFlow("if ($L != null)", v)
                            .addStatement("return $L.$L()", v, sender)
                            .endControlFlow();
                    break;
                }
            }
        }
        type.addMethod(MethodSpec.methodBuilder("chat")
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                .returns(chat.annotated(Types.NULLABLE_ANNOTATION))
                .addParameter(update, "update")
                .addJavadoc("@return the chat {@code update} happened in, null for kinds without one (inline queries, polls)\n")
                .addCode(chats.build())
                .addStatement("return null")
                .build());
        type.addMethod(MethodSpec.methodBuilder("sender")
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                .returns(user.annotated(Types.NULLABLE_ANNOTATION))
                .addParameter(update, "update")
                .addJavadoc("@return the user who caused {@code update}, null for kinds without one (channel posts, polls)\n")
                .addCode(senders.build())
                .addStatement("return null")
                .build());
        return type.build();
    }

    private static boolean hasField(TypeDef type, String name, String typeName) {
        if (type.union() != null) {
            return false;
        }
        for (FieldDef field : type.fields()) {
            if (field.name().equals(name) && field.type() instanceof TypeRef.Named named
                    && named.name().equals(typeName)) {
                return true;
            }
        }
        return false;
    }

    /** Whether {@code type} has a {@code message} whose every variant has a {@code chat} (a callback query). */
    private boolean messageWithChat(TypeDef type) {
        if (type.union() != null) {
            return false;
        }
        for (FieldDef field : type.fields()) {
            if (field.name().equals("message") && field.type() instanceof TypeRef.Named named) {
                TypeDef message = spec.type(named.name()).orElse(null);
                if (message == null) {
                    return false;
                }
                if (message.union() == null) {
                    return hasField(message, "chat", "Chat");
                }
                for (String member : message.union().members()) {
                    if (!spec.type(member).map(m -> hasField(m, "chat", "Chat")).orElse(false)) {
                        return false;
                    }
                }
                return true;
            }
        }
        return false;
    }
}
