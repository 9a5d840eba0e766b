package io.github.quarkustelegram.modelgen.emit;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Set;

import javax.lang.model.element.Modifier;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import com.palantir.javapoet.TypeVariableName;

import io.github.quarkustelegram.modelgen.ir.ApiSpec;
import io.github.quarkustelegram.modelgen.ir.MethodDef;

/**
 * Emits the two bot facades a bot author calls, one method per Bot API method, over a {@code TelegramTransport}:
 *
 * <ul>
 * <li>{@code TelegramBot}, blocking: {@code Message sendMessage(SendMessage request)} waits for the result on the
 * caller's thread (through {@code TelegramTransport.call}, which refuses an event-loop thread);</li>
 * <li>{@code ReactiveTelegramBot}: {@code Uni<Message> sendMessage(SendMessage request)}, lazy.</li>
 * </ul>
 *
 * Each method also gets an overload taking its required parameters in page order
 * ({@code sendMessage(ChatId chatId, String text)}); a method without required parameters gets a no-argument one
 * ({@code getMe()}, {@code getUpdates()}). Both facades have a generic {@code execute(TelegramRequest<R>)} for
 * requests built elsewhere (a method newer than the model included). Results are the request's result type:
 * {@code Boolean} for the methods that return True, in both facades.
 */
final class BotFacadeEmitter {

    /** The facades live in the root package, next to the hand-written {@code TelegramClient}. */
    static final String PACKAGE = "io.github.quarkustelegram";

    static final ClassName TELEGRAM_BOT = ClassName.get(PACKAGE, "TelegramBot");
    static final ClassName REACTIVE_TELEGRAM_BOT = ClassName.get(PACKAGE, "ReactiveTelegramBot");

    // hand-written in runtime
    static final ClassName TELEGRAM_TRANSPORT = ClassName.get("io.github.quarkustelegram.transport",
            "TelegramTransport");
    static final ClassName TELEGRAM_EXCEPTION = ClassName.get("io.github.quarkustelegram.error",
            "TelegramException");
    static final ClassName UNI = ClassName.get("io.smallrye.mutiny", "Uni");

    /** Members of the facades that no Bot API method may take as its name. */
    private static final Set<String> RESERVED = Set.of("execute", "transport", "equals", "hashCode", "toString",
            "getClass", "wait", "notify", "notifyAll", "clone", "finalize");

    private final ApiSpec spec;
    private final TypeMapper types;
    private final JavadocText javadoc;

    BotFacadeEmitter(ApiSpec spec, TypeMapper types, JavadocText javadoc) {
        this.spec = spec;
        this.types = types;
        this.javadoc = javadoc;
    }

    /** {@code TelegramBot}: every method, blocking. */
    TypeSpec blocking() {
        TypeSpec.Builder type = start(TELEGRAM_BOT, """
                Every method of Telegram Bot API %s as a blocking call: each waits on the caller's thread for \
                Telegram's answer and returns the typed result, or throws a {@link %s}.

                <p>Each method comes as {@code sendMessage(SendMessage request)}, taking a request built with its \
                builder, and as {@code sendMessage(ChatId chatId, String text)}, taking just the required \
                parameters. Methods that return True return {@code Boolean} ({@code true}).

                <p>A blocking call refuses to run on a Vert.x event-loop thread (it throws an \
                {@link IllegalStateException} instead of stalling the loop): there, use \
                {@link ReactiveTelegramBot}. Thread-safe; get it by injection, or from \
                {@code TelegramClient.bot()} outside CDI.
                """.formatted(spec.version(), TELEGRAM_EXCEPTION.canonicalName()));
        TypeVariableName r = TypeVariableName.get("R");
        type.addMethod(MethodSpec.methodBuilder("execute")
                .addJavadoc("""
                        Calls any Bot API method, waiting for its result: for a request built elsewhere, or a \
                        method newer than this model (an own {@link $T} implementation).

                        @param request the request
                        @param <R> the result type
                        @return the result
                        @throws $T when the call failed (its subclasses say how)
                        @throws IllegalStateException when called on a thread that must not block
                        """, Types.TELEGRAM_REQUEST, TELEGRAM_EXCEPTION)
                .addModifiers(Modifier.PUBLIC)
                .addTypeVariable(r)
                .returns(r)
                .addParameter(ParameterizedTypeName.get(Types.TELEGRAM_REQUEST, r), "request")
                .addStatement("$T.requireNonNull(request, $S)", Objects.class, "request")
                .addStatement("return transport.call(request)")
                .build());
        for (MethodDef method : spec.methods()) {
            TypeName result = types.resultType(method);
            addMethods(type, method, result, "the result, a {@code " + describe(result) + "}",
                    "@throws " + TELEGRAM_EXCEPTION.canonicalName() + " when the call failed (its subclasses say how)\n"
                            + "@throws IllegalStateException when called on a thread that must not block\n");
        }
        return type.build();
    }

    /** {@code ReactiveTelegramBot}: every method, as a lazy {@code Uni}. */
    TypeSpec reactive() {
        TypeSpec.Builder type = start(REACTIVE_TELEGRAM_BOT, """
                Every method of Telegram Bot API %s as a Mutiny {@code Uni}: lazy (nothing is sent until it is \
                subscribed, and each subscription sends the request again), completing with the typed result or \
                failing with a {@link %s}. Cancelling the subscription abandons the call.

                <p>Each method comes as {@code sendMessage(SendMessage request)}, taking a request built with its \
                builder, and as {@code sendMessage(ChatId chatId, String text)}, taking just the required \
                parameters. Methods that return True give a {@code Uni<Boolean>}.

                <p>Safe on any thread, an event loop included. Thread-safe; get it by injection, or from \
                {@code TelegramClient.reactiveBot()} outside CDI; {@link TelegramBot} is its blocking twin.
                """.formatted(spec.version(), TELEGRAM_EXCEPTION.canonicalName()));
        TypeVariableName r = TypeVariableName.get("R");
        type.addMethod(MethodSpec.methodBuilder("execute")
                .addJavadoc("""
                        Calls any Bot API method: for a request built elsewhere, or a method newer than this model \
                        (an own {@link $T} implementation).

                        @param request the request
                        @param <R> the result type
                        @return the call, lazy; it fails with a {@link $T}
                        """, Types.TELEGRAM_REQUEST, TELEGRAM_EXCEPTION)
                .addModifiers(Modifier.PUBLIC)
                .addTypeVariable(r)
                .returns(ParameterizedTypeName.get(UNI, r))
                .addParameter(ParameterizedTypeName.get(Types.TELEGRAM_REQUEST, r), "request")
                .addStatement("return transport.execute($T.requireNonNull(request, $S))", Objects.class, "request")
                .build());
        for (MethodDef method : spec.methods()) {
            TypeName result = types.resultType(method);
            addMethods(type, method, ParameterizedTypeName.get(UNI, result),
                    "the call, lazy: it completes with a {@code " + describe(result) + "}, or fails with a {@link "
                            + TELEGRAM_EXCEPTION.canonicalName() + "}",
                    "");
        }
        return type.build();
    }

    private TypeSpec.Builder start(ClassName name, String doc) {
        return TypeSpec.classBuilder(name)
                .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
                .addJavadoc("$L", JavadocText.wrap(doc.strip()) + "\n")
                .addField(FieldSpec.builder(TELEGRAM_TRANSPORT, "transport", Modifier.PRIVATE, Modifier.FINAL).build())
                .addMethod(MethodSpec.constructorBuilder()
                        .addJavadoc("@param transport sends the calls: the REST client transport with its decorators, "
                                + "or any other\n")
                        .addModifiers(Modifier.PUBLIC)
                        .addParameter(TELEGRAM_TRANSPORT, "transport")
                        .addStatement("this.transport = $T.requireNonNull(transport, $S)", Objects.class, "transport")
                        .build())
                .addMethod(MethodSpec.methodBuilder("transport")
                        .addJavadoc("@return the transport this bot sends its calls through\n")
                        .addModifiers(Modifier.PUBLIC)
                        .returns(TELEGRAM_TRANSPORT)
                        .addStatement("return transport")
                        .build());
    }

    /** The method taking the request, and the overload taking the required parameters. */
    private void addMethods(TypeSpec.Builder type, MethodDef method, TypeName returns, String returnDoc,
            String throwsDoc) {
        String name = method.name();
        if (RESERVED.contains(name)) {
            throw new IllegalStateException("Bot API method " + name + " would clash with a member of the bot facades");
        }
        ClassName request = Types.request(name);
        String description = javadoc.convert(method.description(), PACKAGE);
        String see = "@see " + JavadocText.seeAlso(method.anchor(), name) + "\n";
        List<Component> all = Component.of(name, method.params(), types);
        boolean hasComponents = all.stream().anyMatch(c -> !c.fixed());

        type.addMethod(MethodSpec.methodBuilder(name)
                .addJavadoc("$L\n\n@param request the request$L\n@return $L\n$L$L", description,
                        hasComponents ? ", from {@link " + request.simpleName() + "#builder}" : "", returnDoc,
                        throwsDoc, see)
                .addModifiers(Modifier.PUBLIC)
                .returns(returns)
                .addParameter(request, "request")
                .addStatement("return execute(request)")
                .build());

        List<Component> required = all.stream().filter(c -> !c.fixed() && c.required() && !c.flag()).toList();
        MethodSpec.Builder overload = MethodSpec.methodBuilder(name)
                .addModifiers(Modifier.PUBLIC)
                .returns(returns);
        StringBuilder doc = new StringBuilder(description).append("\n\n");
        if (!required.isEmpty()) {
            doc.append("<p>Takes the required parameters; for the optional ones, use {@link #").append(name)
                    .append("(").append(request.simpleName()).append(")}.\n\n");
        } else if (hasComponents) {
            doc.append("<p>With every parameter left out; to set them, use {@link #").append(name)
                    .append("(").append(request.simpleName()).append(")}.\n\n");
        }
        List<String> args = new ArrayList<>();
        for (Component c : required) {
            overload.addParameter(c.type(), c.javaName());
            String text = javadoc.convert(c.field().description(), PACKAGE);
            doc.append(JavadocText.tagWithText("@param " + c.javaName(),
                    text.isEmpty() ? "the {@code " + c.jsonName() + "} parameter" : text)).append('\n');
            args.add(c.javaName());
        }
        doc.append("@return ").append(returnDoc).append('\n');
        CodeBlock call = hasComponents
                ? CodeBlock.of("$T.builder($L).build()", request, String.join(", ", args))
                : CodeBlock.of("new $T()", request);
        type.addMethod(overload
                .addJavadoc("$L$L$L", doc.toString(), throwsDoc, see)
                .addStatement("return execute($L)", call)
                .build());
    }

    /** A result type as the text of a {@code {@code}} tag: {@code Message}, {@code List<Update>}, {@code Boolean}. */
    private static String describe(TypeName type) {
        return type.toString().replaceAll("(\\b[a-z][a-z0-9_]*\\.)+", "");
    }
}
