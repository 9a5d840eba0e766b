package io.github.quarkustelegram.modelgen.emit;

import static io.github.quarkustelegram.modelgen.emit.SmallIr.listOf;
import static io.github.quarkustelegram.modelgen.emit.SmallIr.named;
import static io.github.quarkustelegram.modelgen.emit.SmallIr.oneOf;
import static io.github.quarkustelegram.modelgen.emit.SmallIr.opt;
import static io.github.quarkustelegram.modelgen.emit.SmallIr.req;
import static io.github.quarkustelegram.modelgen.emit.SmallIr.scalar;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;

import org.junit.jupiter.api.Test;

import io.github.quarkustelegram.modelgen.ir.FieldDef;
import io.github.quarkustelegram.modelgen.ir.MethodDef;
import io.github.quarkustelegram.modelgen.ir.TypeRef;
import io.github.quarkustelegram.modelgen.ir.TypeRef.Scalar;

class TypeMapperTest {

    private final TypeMapper types = new TypeMapper(SmallIr.spec());

    private String component(FieldDef field) {
        // JavaPoet's toString puts a space before a type annotation of a qualified name
        return types.componentType("Owner", field).toString().replace(". @", ".@");
    }

    @Test
    void requiredScalarsArePrimitiveOptionalOnesBoxedAndNullable() {
        assertThat(component(req("a", scalar(Scalar.INTEGER), ""))).isEqualTo("int");
        assertThat(component(opt("a", scalar(Scalar.INTEGER), "")))
                .isEqualTo("java.lang.@org.jspecify.annotations.Nullable Integer");
        assertThat(component(req("a", scalar(Scalar.INTEGER64), ""))).isEqualTo("long");
        assertThat(component(opt("a", scalar(Scalar.INTEGER64), "")))
                .isEqualTo("java.lang.@org.jspecify.annotations.Nullable Long");
        assertThat(component(req("a", scalar(Scalar.FLOAT), ""))).isEqualTo("double");
        assertThat(component(opt("a", scalar(Scalar.FLOAT), "")))
                .isEqualTo("java.lang.@org.jspecify.annotations.Nullable Double");
        assertThat(component(req("a", scalar(Scalar.BOOLEAN), ""))).isEqualTo("boolean");
        assertThat(component(opt("a", scalar(Scalar.BOOLEAN), "")))
                .isEqualTo("java.lang.@org.jspecify.annotations.Nullable Boolean");
        assertThat(component(req("a", scalar(Scalar.STRING), ""))).isEqualTo("java.lang.String");
        assertThat(component(opt("a", scalar(Scalar.STRING), "")))
                .isEqualTo("java.lang.@org.jspecify.annotations.Nullable String");
    }

    @Test
    void trueFlagsArePrimitiveBooleansEvenWhenOptional() {
        assertThat(component(opt("a", scalar(Scalar.TRUE), ""))).isEqualTo("boolean");
        assertThat(component(req("a", scalar(Scalar.TRUE), ""))).isEqualTo("boolean");
    }

    @Test
    void namedListsAndEnums() {
        assertThat(component(req("a", named("User"), ""))).isEqualTo("io.github.quarkustelegram.model.User");
        assertThat(component(req("a", listOf(scalar(Scalar.INTEGER)), ""))).isEqualTo("java.util.List<java.lang.Integer>");
        assertThat(component(opt("a", listOf(listOf(named("InlineKeyboardButton"))), "")))
                .isEqualTo("java.util.@org.jspecify.annotations.Nullable List<java.util.List<"
                        + "io.github.quarkustelegram.model.InlineKeyboardButton>>");
        assertThat(component(new FieldDef("a", scalar(Scalar.STRING), true, "", null, "ChatType", null, null)))
                .isEqualTo("io.github.quarkustelegram.model.ChatType");
        assertThat(component(new FieldDef("a", listOf(scalar(Scalar.STRING)), true, "", null, "ChatType", null, null)))
                .isEqualTo("java.util.List<io.github.quarkustelegram.model.ChatType>");
    }

    @Test
    void handWrittenTypes() {
        assertThat(component(req("a", oneOf(scalar(Scalar.INTEGER64), scalar(Scalar.STRING)), "")))
                .isEqualTo("io.github.quarkustelegram.model.ChatId");
        assertThat(component(req("a", oneOf(scalar(Scalar.INTEGER), scalar(Scalar.STRING)), "")))
                .isEqualTo("io.github.quarkustelegram.model.ChatId");
        assertThat(component(req("a", oneOf(named("InputFile"), scalar(Scalar.STRING)), "")))
                .isEqualTo("io.github.quarkustelegram.model.InputFile");
        assertThat(component(req("a", named("InputFile"), ""))).isEqualTo("io.github.quarkustelegram.model.InputFile");
        assertThat(component(req("media", scalar(Scalar.STRING), "or “attach://&lt;file_attach_name&gt;” to upload")))
                .isEqualTo("io.github.quarkustelegram.model.InputFile");
    }

    @Test
    void alternativesOfNamedTypesAreTheUnionWithExactlyThoseMembers() {
        assertThat(component(req("a", oneOf(named("ForceReply"), named("InlineKeyboardMarkup"),
                named("ReplyKeyboardRemove")), ""))).isEqualTo("io.github.quarkustelegram.model.ReplyMarkup");
        assertThat(component(req("a", listOf(oneOf(named("InputMediaVideo"), named("InputMediaPhoto"))), "")))
                .isEqualTo("java.util.List<io.github.quarkustelegram.model.InputMediaGroupItem>");
        assertThatThrownBy(() -> component(req("a", oneOf(named("InputMediaVideo"), named("User")), "")))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("Owner.a")
                .hasMessageContaining("no union");
    }

    @Test
    void unknownTypesFailNamingTheField() {
        assertThatThrownBy(() -> component(req("a", named("Nope"), "")))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("Owner.a").hasMessageContaining("Nope");
        assertThatThrownBy(() -> component(new FieldDef("a", scalar(Scalar.STRING), true, "", null, "NoEnum", null, null)))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("NoEnum");
        assertThatThrownBy(() -> component(req("a", oneOf(named("User"), scalar(Scalar.TRUE)), "")))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("Message or True");
    }

    @Test
    void resultTypesAreReferenceTypes() {
        assertThat(result(scalar(Scalar.TRUE))).isEqualTo("java.lang.Boolean");
        assertThat(result(scalar(Scalar.BOOLEAN))).isEqualTo("java.lang.Boolean");
        assertThat(result(scalar(Scalar.INTEGER))).isEqualTo("java.lang.Integer");
        assertThat(result(scalar(Scalar.STRING))).isEqualTo("java.lang.String");
        assertThat(result(named("User"))).isEqualTo("io.github.quarkustelegram.model.User");
        assertThat(result(listOf(named("ChatMember")))).isEqualTo("java.util.List<io.github.quarkustelegram.model.ChatMember>");
        assertThat(result(oneOf(named("Message"), scalar(Scalar.TRUE))))
                .isEqualTo("io.github.quarkustelegram.model.MessageOrTrue");
        assertThat(types.resultJavaType(method(listOf(named("ChatMember")))).toString())
                .isEqualTo(
                        "types.constructCollectionType(java.util.List.class, io.github.quarkustelegram.model.ChatMember.class)");
        assertThat(types.resultJavaType(method(scalar(Scalar.TRUE))).toString())
                .isEqualTo("types.constructType(java.lang.Boolean.class)");
    }

    private String result(TypeRef ref) {
        return types.resultType(method(ref)).toString();
    }

    private static MethodDef method(TypeRef returns) {
        return new MethodDef("m", "m", "", List.of(), returns);
    }
}
