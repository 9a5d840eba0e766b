package io.github.quarkustelegram.modelgen.emit;

import javax.lang.model.element.Modifier;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeSpec;
import com.palantir.javapoet.WildcardTypeName;

import io.github.quarkustelegram.modelgen.ir.ApiSpec;
import io.github.quarkustelegram.modelgen.ir.MethodDef;
import io.github.quarkustelegram.modelgen.ir.TypeDef;

/**
 * Emits {@code BotApiModule}: the Jackson module of the model. It registers, lazily (a reader class is loaded when a
 * mapper first needs it), the generated readers ({@link DeserializerEmitter}, {@link UnionReaderEmitter}): one per
 * union, which no annotation could decode, and one per record and request, which decode several times faster than
 * Jackson's creator-based decoding of the records' annotations. {@code BotApiModule.annotationDriven()} registers the
 * unions' tree-based decoders only, leaving records to their annotations: the reference the readers are tested
 * against. Records keep their annotations either way, so a mapper without the module still maps them.
 */
final class ModuleEmitter {

    private static final String NAME = "quarkus-telegram-bot-api";

    private final ApiSpec spec;
    private final String version;

    ModuleEmitter(ApiSpec spec) {
        this.spec = spec;
        this.version = spec.version();
    }

    TypeSpec emit() {
        ClassName module = Types.BOT_API_MODULE;
        ClassName readers = module.nestedClass("Readers");
        TypeSpec.Builder type = TypeSpec.classBuilder(module)
                .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
                .superclass(Types.SIMPLE_MODULE)
                .addJavadoc("$L", JavadocText.wrap("""
                        The Jackson module of Bot API %s: decodes the unions (sealed interfaces) into their variants, \
                        and every record and request with a generated streaming reader; also the hand-written \
                        {@link MessageOrTrue}.

                        <p>Register it on any {@code ObjectMapper} that reads Telegram JSON; \
                        {@code io.github.quarkustelegram.json.TelegramJson} does. Every union decodes through its own \
                        deserializer registered here, never through annotations on the interface (those would be \
                        inherited by the member records). A variant this version does not know decodes to the union's \
                        {@code Unknown}. The records keep their Jackson annotations, which a mapper without this \
                        module uses: the generated readers decode the same JSON to the same values, several times \
                        faster than Jackson's creator-based decoding of records this wide.
                        """.formatted(version)))
                .addField(FieldSpec.builder(long.class, "serialVersionUID", Modifier.PRIVATE, Modifier.STATIC,
                        Modifier.FINAL).initializer("1L").build())
                .addField(FieldSpec.builder(boolean.class, "streaming", Modifier.PRIVATE, Modifier.FINAL).build())
                .addMethod(MethodSpec.constructorBuilder()
                        .addJavadoc("A module decoding the model of Bot API $L with the generated readers.\n", version)
                        .addModifiers(Modifier.PUBLIC)
                        .addStatement("this(true)")
                        .build())
                .addMethod(MethodSpec.constructorBuilder()
                        .addModifiers(Modifier.PRIVATE)
                        .addParameter(boolean.class, "streaming")
                        .addStatement("super(streaming ? $S : $S, $T.unknownVersion())", NAME,
                                NAME + "-annotation-driven", Types.JACKSON_VERSION)
                        .addStatement("this.streaming = streaming")
                        .addStatement("addDeserializer($T.class, new $T())", Types.MESSAGE_OR_TRUE,
                                Types.MESSAGE_OR_TRUE_DESERIALIZER)
                        .build())
                .addMethod(MethodSpec.methodBuilder("annotationDriven")
                        .addJavadoc("$L", JavadocText.wrap("""
                                A module that decodes the unions only, each from a tree of the whole object, and leaves \
                                the records and requests to Jackson's decoding of their annotations: slower, the \
                                reference the generated readers are tested against.

                                @return a new module
                                """))
                        .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                        .returns(module)
                        .addStatement("return new $T(false)", module)
                        .build())
                .addMethod(MethodSpec.methodBuilder("setupModule")
                        .addAnnotation(Override.class)
                        .addModifiers(Modifier.PUBLIC)
                        .addParameter(ReaderTypes.SETUP_CONTEXT, "context")
                        .addStatement("super.setupModule(context)")
                        .addStatement("context.addDeserializers(new $T(streaming))", readers)
                        .build());
        type.addType(readers(readers));
        return type.build();
    }

    /** Finds the reader of a model class by its name: a switch, so that only the readers used get loaded. */
    private TypeSpec readers(ClassName readers) {
        CodeBlock.Builder cases = CodeBlock.builder();
        for (TypeDef type : spec.types()) {
            ClassName target = Types.model(type.name());
            if (type.union() != null) {
                cases.add("case $S:\n", target.reflectionName()).indent()
                        .addStatement("return new $T(streaming)", ReaderTypes.reader(target)).unindent();
            } else if (!(type.name().equals(Types.INPUT_FILE_PAGE_TYPE) && type.fields().isEmpty())) {
                cases.add("case $S:\n", target.reflectionName()).indent()
                        .addStatement("return streaming ? new $T() : null", ReaderTypes.reader(target)).unindent();
            }
        }
        for (MethodDef method : spec.methods()) {
            ClassName target = Types.request(method.name());
            cases.add("case $S:\n", target.reflectionName()).indent()
                    .addStatement("return streaming ? new $T() : null", ReaderTypes.reader(target)).unindent();
        }
        cases.add("default:\n").indent().addStatement("return null").unindent();
        return TypeSpec.classBuilder(readers)
                .addModifiers(Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
                .superclass(ReaderTypes.DESERIALIZERS_BASE)
                .addJavadoc("The generated readers, by class name.\n")
                .addField(FieldSpec.builder(boolean.class, "streaming", Modifier.PRIVATE, Modifier.FINAL).build())
                .addMethod(MethodSpec.constructorBuilder()
                        .addParameter(boolean.class, "streaming")
                        .addStatement("this.streaming = streaming")
                        .build())
                .addMethod(MethodSpec.methodBuilder("findBeanDeserializer")
                        .addAnnotation(Override.class)
                        .addModifiers(Modifier.PUBLIC)
                        .returns(ParameterizedTypeName.get(ReaderTypes.JSON_DESERIALIZER,
                                WildcardTypeName.subtypeOf(Object.class)).annotated(Types.NULLABLE_ANNOTATION))
                        .addParameter(Types.JAVA_TYPE, "type")
                        .addParameter(ReaderTypes.DESERIALIZATION_CONFIG, "config")
                        .addParameter(ReaderTypes.BEAN_DESCRIPTION, "beanDesc")
                        .beginControlFlow("switch (type.getRawClass().getName())")
                        .addCode(cases.build())
                        .endControlFlow()
                        .build())
                .build();
    }
}
