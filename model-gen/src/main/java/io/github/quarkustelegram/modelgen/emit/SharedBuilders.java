package io.github.quarkustelegram.modelgen.emit;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import javax.lang.model.element.Modifier;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import com.palantir.javapoet.TypeVariableName;

import io.github.quarkustelegram.modelgen.ir.ApiSpec;
import io.github.quarkustelegram.modelgen.ir.MethodDef;

/**
 * Interfaces over the builders of requests that share a set of parameters, so that code can set those parameters
 * whatever the request: the reply of a handler is a text, a photo, a document... and goes to the update's chat, forum
 * topic, business connection and direct-messages topic, set once through {@code SendBuilder} rather than once per
 * request type.
 *
 * <p>
 * Curated by hand, like {@link MovedParameters}: each interface names its parameters; a method's builder implements it
 * when the method has them all. The parameters' types, their documentation and the result of {@code build()} are
 * read from the IR, and must agree among the implementors: a Bot API version where one method's parameter changed
 * type stops the build, naming it, rather than leaving the method out unnoticed.
 */
final class SharedBuilders {

    /**
     * A curated interface.
     *
     * @param name its simple name, in the method package
     * @param parent the interface it extends (its parameters required too), or null
     * @param params the parameters it adds, by JSON name, in the order its methods are declared
     * @param doc what it is for
     */
    record Shared(String name, String parent, List<String> params, String doc) {
    }

    static final List<Shared> CURATED = List.of(
            new Shared("SendBuilder", null, List.of("chat_id", "business_connection_id", "message_thread_id",
                    "direct_messages_topic_id", "disable_notification", "protect_content", "message_effect_id",
                    "reply_parameters", "reply_markup"),
                    """
                            The builder of a request that sends one message to a chat, seen through what every such \
                            request shares: where the message goes (the chat, its forum topic, the business \
                            connection it is sent on behalf of, the direct-messages topic), how (silently, protected, \
                            with an effect), in reply to what, and with which keyboard. Handler replies set these \
                            once for any kind of message."""),
            new Shared("CaptionedSendBuilder", "SendBuilder", List.of("caption", "parse_mode", "caption_entities"),
                    "A {@link SendBuilder} of a media message with a caption (a photo, a document, a video...)."));

    /** An interface as emitted for one IR: its methods' components and who implements it. */
    record Resolved(Shared shared, ClassName name, List<Component> components, TypeName result,
            List<String> implementors) {
    }

    private final Map<String, Resolved> resolved = new LinkedHashMap<>();

    /**
     * @param spec the IR
     * @param types its type mapper
     */
    SharedBuilders(ApiSpec spec, TypeMapper types) {
        for (Shared shared : CURATED) {
            List<String> params = new ArrayList<>(shared.params());
            if (shared.parent() != null) {
                params.addAll(0, allParams(shared.parent()));
            }
            Map<String, Component> agreed = new LinkedHashMap<>();
            TypeName result = null;
            List<String> implementors = new ArrayList<>();
            for (MethodDef method : spec.methods()) {
                Map<String, Component> byJson = new LinkedHashMap<>();
                Component.of(method.name(), method.params(), types).forEach(c -> byJson.put(c.jsonName(), c));
                if (!byJson.keySet().containsAll(params)) {
                    continue;
                }
                TypeName methodResult = types.resultType(method);
                if (result != null && !result.equals(methodResult)) {
                    throw new IllegalStateException(shared.name() + ": " + method.name() + " returns " + methodResult
                            + ", the others " + result + "; change SharedBuilders");
                }
                result = methodResult;
                for (String param : shared.params()) {
                    Component mine = byJson.get(param);
                    Component first = agreed.putIfAbsent(param, mine);
                    if (first != null && !first.type().withoutAnnotations().equals(mine.type().withoutAnnotations())) {
                        throw new IllegalStateException(shared.name() + ": " + method.name() + "." + param + " is a "
                                + mine.type() + " where another implementor's is a " + first.type()
                                + "; change SharedBuilders");
                    }
                }
                implementors.add(method.name());
            }
            if (!implementors.isEmpty()) {
                resolved.put(shared.name(), new Resolved(shared, ClassName.get(Types.METHOD_PACKAGE, shared.name()),
                        List.copyOf(agreed.values()), result, List.copyOf(implementors)));
            }
        }
    }

    private static List<String> allParams(String name) {
        Shared shared = CURATED.stream().filter(s -> s.name().equals(name)).findFirst()
                .orElseThrow(() -> new IllegalStateException("No shared builder " + name));
        List<String> params = new ArrayList<>(shared.parent() == null ? List.of() : allParams(shared.parent()));
        params.addAll(shared.params());
        return params;
    }

    /** @return the interfaces that have implementors in this IR, in curated order */
    List<Resolved> resolved() {
        return List.copyOf(resolved.values());
    }

    /**
     * @param method a Bot API method
     * @return the interfaces its builder implements, each as {@code Name<Builder>}: the most derived only (it extends
     *         the others)
     */
    List<TypeName> implementedBy(String method, ClassName builder) {
        List<TypeName> direct = new ArrayList<>();
        for (Resolved r : resolved.values()) {
            boolean derivedToo = resolved.values().stream()
                    .anyMatch(other -> r.shared().name().equals(other.shared().parent())
                            && other.implementors().contains(method));
            if (r.implementors().contains(method) && !derivedToo) {
                direct.add(ParameterizedTypeName.get(r.name(), builder));
            }
        }
        return direct;
    }

    /** @return the interface's source: a setter per parameter, returning the builder's own type, and {@code build()} */
    TypeSpec emit(Resolved r, JavadocText javadoc) {
        TypeVariableName b = TypeVariableName.get("B", ParameterizedTypeName.get(r.name(), TypeVariableName.get("B")));
        TypeSpec.Builder type = TypeSpec.interfaceBuilder(r.name())
                .addModifiers(Modifier.PUBLIC)
                .addTypeVariable(b)
                .addJavadoc("$L\n\n<p>Implemented by the builders of: $L.\n\n@param <B> the builder's own type\n",
                        r.shared().doc(),
                        String.join(", ", r.implementors().stream().map(m -> "{@code " + m + "}").toList()));
        if (r.shared().parent() != null) {
            type.addSuperinterface(ParameterizedTypeName.get(ClassName.get(Types.METHOD_PACKAGE, r.shared().parent()),
                    TypeVariableName.get("B")));
        }
        for (Component c : r.components()) {
            String doc = javadoc.convert(c.field().description(), Types.METHOD_PACKAGE);
            type.addMethod(MethodSpec.methodBuilder(c.javaName())
                    .addModifiers(Modifier.PUBLIC, Modifier.ABSTRACT)
                    .addJavadoc("$L\n\n@param $L the value$L\n@return this builder\n",
                            doc.isEmpty() ? "The {@code " + c.jsonName() + "} parameter." : doc, c.javaName(),
                            c.required() ? "" : ", or null to leave it out")
                    .returns(TypeVariableName.get("B"))
                    .addParameter(c.type(), c.javaName())
                    .build());
        }
        if (r.shared().parent() == null) {
            type.addMethod(MethodSpec.methodBuilder("build")
                    .addModifiers(Modifier.PUBLIC, Modifier.ABSTRACT)
                    .addJavadoc("@return the request\n@throws NullPointerException naming the first required field"
                            + " not set\n")
                    .returns(ParameterizedTypeName.get(Types.TELEGRAM_REQUEST, r.result()))
                    .build());
        }
        return type.build();
    }
}
