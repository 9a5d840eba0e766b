package io.github.quarkustelegram.modelgen.diff;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

import io.github.quarkustelegram.modelgen.audit.SpecAudit;
import io.github.quarkustelegram.modelgen.diff.Change.Impact;
import io.github.quarkustelegram.modelgen.diff.Change.Kind;
import io.github.quarkustelegram.modelgen.diff.ChangelogWriter.Format;
import io.github.quarkustelegram.modelgen.ir.ApiSpec;
import io.github.quarkustelegram.modelgen.ir.EnumDef;
import io.github.quarkustelegram.modelgen.ir.FieldDef;
import io.github.quarkustelegram.modelgen.ir.MethodDef;
import io.github.quarkustelegram.modelgen.ir.TypeDef;
import io.github.quarkustelegram.modelgen.ir.TypeRef;
import io.github.quarkustelegram.modelgen.ir.TypeRef.Scalar;
import io.github.quarkustelegram.modelgen.ir.UnionDef;
import io.github.quarkustelegram.modelgen.ir.UnionStrategy;
import io.github.quarkustelegram.modelgen.ir.UnionVariant;

/**
 * {@link ApiDiff} and {@link ChangelogWriter} on two small IRs that differ in one of every way: what each change says
 * to a Java user, and whether it is flagged as breaking.
 */
class ApiDiffTest {

    private static final ApiSpec OLDER = older();
    private static final ApiSpec NEWER = newer();
    private static final ApiChanges CHANGES = ApiDiff.of(OLDER, NEWER);

    @Test
    void bothIrsPassTheAudit() {
        assertThat(SpecAudit.problems(OLDER)).isEmpty();
        assertThat(SpecAudit.problems(NEWER)).isEmpty();
    }

    @Test
    void typesAddedAndRemoved() {
        assertThat(text(Kind.TYPE_ADDED, "Ghost", null)).isEqualTo(
                "`Ghost`: a record of 2 fields; `Ghost.builder()`; a member of `Thing`.");
        assertThat(text(Kind.TYPE_ADDED, "Flags", null)).isEqualTo(
                "`Flags`: a record of 1 field; `Flags.builder(String color)`.");
        assertThat(change(Kind.TYPE_REMOVED, "Old", null).impact()).isEqualTo(Impact.BREAKING);
    }

    @Test
    void fieldsAddedRemovedAndChangedWithTheirJavaNames() {
        assertThat(text(Kind.FIELD_ADDED, "Message", "stopped_at")).isEqualTo(
                "`stopped_at` → `Message.stoppedAt`: `@Nullable Integer`, optional.");
        assertThat(text(Kind.FIELD_ADDED, "Message", "is_private")).isEqualTo(
                "`is_private` → `Message.isPrivate`: `boolean`, a flag.");
        assertThat(change(Kind.FIELD_REMOVED, "Message", "caption").impact()).isEqualTo(Impact.BREAKING);
        Change relaxed = change(Kind.FIELD_CHANGED, "Message", "zoom");
        assertThat(relaxed.text()).isEqualTo("`zoom` → `Message.zoom`: now optional (was required); its type is now"
                + " `@Nullable Integer` (was `int`).");
        assertThat(relaxed.impact()).isEqualTo(Impact.BREAKING);
        assertThat(text(Kind.FIELD_CHANGED, "Message", "id")).isEqualTo(
                "`id` → `Message.id`: its type is now `long` (was `int`).");
    }

    @Test
    void aBuilderWhoseRequiredFieldsChangedIsBreaking() {
        Change builder = change(Kind.BUILDER_CHANGED, "Message", null);
        assertThat(builder.text()).isEqualTo("`Message.builder(...)` takes `Chat chat` too, and takes `long id` instead"
                + " of `int id`, and no longer takes `int zoom` (set it with the builder's setters): it is now"
                + " `Message.builder(long id, Chat chat)`.");
        assertThat(builder.impact()).isEqualTo(Impact.BREAKING);
    }

    @Test
    void aMovedParameterIsDeprecatedWhenMovedParametersKeepsItAndBreakingOtherwise() {
        Change kept = change(Kind.PARAMETER_MOVED, "sendMessage", "receiver_user_id");
        assertThat(kept.related()).isEqualTo("ephemeral_message_parameters");
        assertThat(kept.impact()).isEqualTo(Impact.DEPRECATED);
        assertThat(kept.text()).startsWith("`receiver_user_id` moved into `ephemeral_message_parameters`: it is"
                + " `EphemeralMessageParameters.receiverUserId` now, set through"
                + " `ephemeralMessageParameters(EphemeralMessageParameters)`. For one version the builder keeps"
                + " `receiverUserId(...)`");

        Change dropped = change(Kind.PARAMETER_MOVED, "sendThing", "receiver_user_id");
        assertThat(dropped.impact()).isEqualTo(Impact.BREAKING);
        assertThat(dropped.text()).endsWith("Code that set it no longer compiles.");
        assertThat(CHANGES.find(Kind.PARAMETER_REMOVED, "sendMessage", "receiver_user_id")).isEmpty();
        assertThat(change(Kind.PARAMETER_ADDED, "sendMessage", "ephemeral_message_parameters").impact())
                .isEqualTo(Impact.ADDITION);
    }

    @Test
    void aRequiredParameterAddedChangesTheBuilderAndTheBotsShortForm() {
        assertThat(text(Kind.BUILDER_CHANGED, "sendThing", null)).isEqualTo("`SendThing.builder(...)` takes"
                + " `String label` too: it is now `SendThing.builder(long chatId, String label)`, and the bot's short form"
                + " `bot.sendThing(long chatId, String label)`.");
    }

    @Test
    void methodsAddedRemovedAndResultsChanged() {
        assertThat(text(Kind.METHOD_ADDED, "stopThing", null)).isEqualTo(
                "`stopThing` → `StopThing`, returning `Boolean`; `bot.stopThing(long chatId)`.");
        assertThat(change(Kind.METHOD_REMOVED, "getOld", null).impact()).isEqualTo(Impact.BREAKING);
        assertThat(text(Kind.RESULT_CHANGED, "sendThing", null)).isEqualTo(
                "`sendThing` now returns `Message` (was `Boolean`).");
    }

    @Test
    void unionMembersUpdateKindsAndKnownValues() {
        Change member = change(Kind.UNION_MEMBER_ADDED, "Thing", "Ghost");
        assertThat(member.text()).isEqualTo("`Ghost` joins `Thing` (`type` = \"ghost\"); an exhaustive `switch` over"
                + " `Thing` needs a case for it.");
        assertThat(member.impact()).isEqualTo(Impact.NOTE);
        assertThat(text(Kind.UPDATE_KIND_ADDED, "Update", "stopped_thing")).startsWith(
                "`UpdateKind.STOPPED_THING` (`stopped_thing`): its payload is `Flags`, read with"
                        + " `Update.stoppedThing()`; handle it with `@OnUpdate(UpdateKind.STOPPED_THING)`.");
        assertThat(text(Kind.ENUM_VALUE_ADDED, "Color", "link")).isEqualTo("`Color.LINK` (\"link\").");
        assertThat(change(Kind.ENUM_VALUE_REMOVED, "Color", "blue").impact()).isEqualTo(Impact.BREAKING);
    }

    @Test
    void nothingChangedSaysSo() {
        ApiChanges none = ApiDiff.of(OLDER, OLDER);
        assertThat(none.isEmpty()).isTrue();
        assertThat(ChangelogWriter.write(none, Format.MARKDOWN)).contains("No change.")
                .contains("Nothing to do: code written for 1.0 compiles and means the same.");
    }

    @Test
    void theChangelogInMarkdownAndAsciiDoc() {
        String markdown = ChangelogWriter.write(CHANGES, Format.MARKDOWN);
        assertThat(markdown).startsWith("# Bot API 1.0 → 1.1: what changes for Java code\n")
                .contains("\n## Upgrading code written for 1.0\n")
                .contains("\n- `sendMessage`: `receiver_user_id` moved into `ephemeral_message_parameters`")
                .contains("\n## New update kinds\n")
                .contains("\n### `Message`\n")
                .contains("(was `int`). **Breaking.**\n")
                .contains("\n## Known values\n\n- `Color.LINK` (\"link\").\n");
        String asciidoc = ChangelogWriter.write(CHANGES, Format.ASCIIDOC);
        assertThat(asciidoc).startsWith("= Bot API 1.0 → 1.1: what changes for Java code\n")
                .contains("\n== Upgrading code written for 1.0\n")
                .contains("\n=== `+Message+`\n")
                .contains("\n* `+Color.LINK+` (\"link\").\n")
                .contains("(was `+int+`). *Breaking.*\n")
                .doesNotContain("**");
        assertThat(Format.forFile("docs/changes.adoc")).isEqualTo(Format.ASCIIDOC);
        assertThat(Format.forFile("CHANGES.md")).isEqualTo(Format.MARKDOWN);
    }

    @Test
    void sameIrsSameText() {
        assertThat(ChangelogWriter.write(ApiDiff.of(older(), newer()), Format.ASCIIDOC))
                .isEqualTo(ChangelogWriter.write(CHANGES, Format.ASCIIDOC));
    }

    // ------------------------------------------------------------------------------------------------ the two IRs

    private static ApiSpec older() {
        List<TypeDef> types = new ArrayList<>();
        types.add(object("Update", req("update_id", scalar(Scalar.INTEGER)), opt("message", named("Message"))));
        types.add(object("Chat", req("id", scalar(Scalar.INTEGER64))));
        types.add(object("Message", req("id", scalar(Scalar.INTEGER)), req("zoom", scalar(Scalar.INTEGER)),
                opt("chat", named("Chat")), opt("caption", scalar(Scalar.STRING))));
        types.add(object("Shape", fixed("type", "shape"), opt("color", enumRef("Color"))));
        types.add(union("Thing", variant("Shape", "shape")));
        types.add(object("Old", opt("name", scalar(Scalar.STRING))));
        types.add(object("EphemeralMessageParameters", req("receiver_user_id", scalar(Scalar.INTEGER64)),
                opt("callback_query_id", scalar(Scalar.STRING))));
        List<MethodDef> methods = List.of(
                method("sendMessage", named("Message"), req("chat_id", scalar(Scalar.INTEGER64)),
                        opt("receiver_user_id", scalar(Scalar.INTEGER64)), opt("callback_query_id", scalar(Scalar.STRING))),
                method("sendThing", scalar(Scalar.TRUE), req("chat_id", scalar(Scalar.INTEGER64)),
                        opt("receiver_user_id", scalar(Scalar.INTEGER64))),
                method("getOld", named("Old")));
        return new ApiSpec("1.0", "January 1, 2026", types, methods, List.of(
                new EnumDef("Color", List.of("red", "blue"), "Colors."),
                new EnumDef("UpdateType", List.of("message"), "Kinds.")));
    }

    private static ApiSpec newer() {
        List<TypeDef> types = new ArrayList<>();
        types.add(object("Update", req("update_id", scalar(Scalar.INTEGER)), opt("message", named("Message")),
                opt("stopped_thing", named("Flags"))));
        types.add(object("Chat", req("id", scalar(Scalar.INTEGER64))));
        types.add(object("Message", req("id", scalar(Scalar.INTEGER64)), opt("zoom", scalar(Scalar.INTEGER)),
                req("chat", named("Chat")), opt("stopped_at", scalar(Scalar.INTEGER)),
                opt("is_private", scalar(Scalar.TRUE))));
        types.add(object("Shape", fixed("type", "shape"), opt("color", enumRef("Color"))));
        types.add(object("Ghost", fixed("type", "ghost"), opt("color", enumRef("Color"))));
        types.add(union("Thing", variant("Shape", "shape"), variant("Ghost", "ghost")));
        types.add(object("Flags", req("color", scalar(Scalar.STRING))));
        types.add(object("EphemeralMessageParameters", req("receiver_user_id", scalar(Scalar.INTEGER64)),
                opt("callback_query_id", scalar(Scalar.STRING))));
        List<MethodDef> methods = List.of(
                method("sendMessage", named("Message"), req("chat_id", scalar(Scalar.INTEGER64)),
                        opt("ephemeral_message_parameters", named("EphemeralMessageParameters"))),
                method("sendThing", named("Message"), req("chat_id", scalar(Scalar.INTEGER64)),
                        req("label", scalar(Scalar.STRING)),
                        opt("ephemeral_message_parameters", named("EphemeralMessageParameters"))),
                method("stopThing", scalar(Scalar.TRUE), req("chat_id", scalar(Scalar.INTEGER64))));
        return new ApiSpec("1.1", "February 1, 2026", types, methods, List.of(
                new EnumDef("Color", List.of("red", "link"), "Colors."),
                new EnumDef("UpdateType", List.of("message", "stopped_thing"), "Kinds.")));
    }

    private Change change(Kind kind, String owner, String member) {
        return CHANGES.find(kind, owner, member).orElseThrow(() -> new AssertionError("no " + kind + " " + owner + "."
                + member + " in " + CHANGES.changes()));
    }

    private String text(Kind kind, String owner, String member) {
        return change(kind, owner, member).text();
    }

    private static TypeRef scalar(Scalar scalar) {
        return new TypeRef.Primitive(scalar);
    }

    private static TypeRef named(String name) {
        return new TypeRef.Named(name);
    }

    private static TypeRef enumRef(String name) {
        return new TypeRef.Primitive(Scalar.STRING);
    }

    private static FieldDef req(String name, TypeRef type) {
        return new FieldDef(name, type, true, "The " + name + ".", null, null, null, null);
    }

    private static FieldDef opt(String name, TypeRef type) {
        return new FieldDef(name, type, false, "<em>Optional</em>. The " + name + ".", null,
                name.equals("color") ? "Color" : null, null, null);
    }

    private static FieldDef fixed(String name, String value) {
        return new FieldDef(name, scalar(Scalar.STRING), true, "Always “" + value + "”", value, null, null, null);
    }

    private static TypeDef object(String name, FieldDef... fields) {
        return new TypeDef(name, name.toLowerCase(), "A " + name + ".", List.of(fields), null, false);
    }

    private static UnionVariant variant(String type, String value) {
        return new UnionVariant(type, value, null);
    }

    private static TypeDef union(String name, UnionVariant... variants) {
        List<String> members = List.of(variants).stream().map(UnionVariant::type).toList();
        return new TypeDef(name, name.toLowerCase(), "One of.", List.of(),
                new UnionDef(members, UnionStrategy.DISCRIMINATOR, "type", List.of(variants), false, false), false);
    }

    private static MethodDef method(String name, TypeRef returns, FieldDef... params) {
        return new MethodDef(name, name.toLowerCase(), "Returns something.", List.of(params), returns);
    }
}
