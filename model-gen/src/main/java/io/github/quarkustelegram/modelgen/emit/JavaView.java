package io.github.quarkustelegram.modelgen.emit;

import java.util.List;
import java.util.stream.Collectors;

import com.palantir.javapoet.ArrayTypeName;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;

import io.github.quarkustelegram.modelgen.ir.ApiSpec;
import io.github.quarkustelegram.modelgen.ir.EnumDef;
import io.github.quarkustelegram.modelgen.ir.FieldDef;
import io.github.quarkustelegram.modelgen.ir.MethodDef;
import io.github.quarkustelegram.modelgen.ir.TypeDef;

/**
 * The Java a user sees for a piece of the IR, as short readable text: type names without packages, accessors,
 * builder signatures, constants. The names come from the emitter's own rules ({@link TypeMapper}, {@link Naming}), so
 * that what the IR diff reports is what the generated model has. For {@code model-gen diff}.
 */
public final class JavaView {

    private final ApiSpec spec;
    private final TypeMapper types;

    public JavaView(ApiSpec spec) {
        this.spec = spec;
        this.types = new TypeMapper(spec);
    }

    /** @return the spec this view reads */
    public ApiSpec spec() {
        return spec;
    }

    /**
     * @return the Java type of a field or parameter as its accessor returns it: {@code long}, {@code @Nullable Long},
     *         {@code List<MessageEntity>}, {@code boolean} for a "True" flag; for a fixed discriminator, the type of its
     *         constant
     */
    public String componentType(String owner, FieldDef field) {
        TypeName type = field.constValue() != null ? Constants.type(owner, field) : types.componentType(owner, field);
        boolean nullable = type.annotations().stream().anyMatch(a -> a.type().equals(Types.NULLABLE));
        return (nullable ? "@Nullable " : "") + readable(type.withoutAnnotations());
    }

    /** @return {@code message_thread_id} -> {@code messageThreadId}: the accessor and builder method */
    public static String member(String jsonName) {
        return Naming.memberName(jsonName);
    }

    /** @return {@code sendMessage} -> {@code SendMessage}: the request record */
    public static String request(String method) {
        return Naming.requestName(method);
    }

    /** @return {@code stopped_message_generation} -> {@code STOPPED_MESSAGE_GENERATION}: the UpdateKind constant */
    public static String updateKind(String updateField) {
        return Naming.constantName(updateField);
    }

    /** @return the constant an open enum has for one of its values ({@code ButtonStyle.LINK}) */
    public static String enumConstant(EnumDef def, String value) {
        return Naming.constantNames(def.values()).get(value);
    }

    /** @return the Java result type of a method: {@code Message}, {@code List<Update>}, {@code Boolean} */
    public String resultType(MethodDef method) {
        return readable(types.resultType(method));
    }

    /**
     * @return the builder factory of a type or request, which takes its required fields in page order:
     *         {@code SendMessage.builder(ChatId chatId, String text)}; "" when it has no builder (no components)
     */
    public String builder(String owner, List<FieldDef> fields) {
        List<FieldDef> components = fields.stream().filter(f -> f.constValue() == null).toList();
        if (components.isEmpty()) {
            return "";
        }
        String className = spec.type(owner).isPresent() ? owner : request(owner);
        return className + ".builder(" + components.stream().filter(f -> f.required() && !TypeMapper.isFlag(f))
                .map(f -> componentType(owner, f) + " " + member(f.name())).collect(Collectors.joining(", ")) + ")";
    }

    /**
     * @return the bot's short form of a method, which takes its required parameters:
     *         {@code sendMessage(ChatId chatId, String text)}
     */
    public String facade(MethodDef method) {
        return method.name() + "(" + method.params().stream().filter(p -> p.required() && !TypeMapper.isFlag(p))
                .map(p -> componentType(method.name(), p) + " " + member(p.name())).collect(Collectors.joining(", "))
                + ")";
    }

    /** @return whether the type is emitted as a sealed interface */
    public static boolean isUnion(TypeDef type) {
        return type.union() != null;
    }

    /** A type name as a user writes it: simple names, type arguments, no annotations. */
    static String readable(TypeName type) {
        if (type instanceof ParameterizedTypeName p) {
            return p.rawType().simpleName() + "<" + p.typeArguments().stream().map(t -> readable(t.withoutAnnotations()))
                    .collect(Collectors.joining(", ")) + ">";
        }
        if (type instanceof ClassName c) {
            return String.join(".", c.simpleNames());
        }
        if (type instanceof ArrayTypeName a) {
            return readable(a.componentType()) + "[]";
        }
        return type.toString();
    }
}
