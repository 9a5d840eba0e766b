package io.github.quarkustelegram.modelgen.emit.tests;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.palantir.javapoet.CodeBlock;

import io.github.quarkustelegram.modelgen.emit.Naming;
import io.github.quarkustelegram.modelgen.emit.tests.RequestSamples.FileMode;
import io.github.quarkustelegram.modelgen.emit.tests.RequestSamples.Param;
import io.github.quarkustelegram.modelgen.emit.tests.RequestSamples.Sample;
import io.github.quarkustelegram.modelgen.ir.ApiSpec;
import io.github.quarkustelegram.modelgen.ir.EnumDef;
import io.github.quarkustelegram.modelgen.ir.FieldDef;
import io.github.quarkustelegram.modelgen.ir.Limits;
import io.github.quarkustelegram.modelgen.ir.MethodDef;
import io.github.quarkustelegram.modelgen.ir.TypeDef;
import io.github.quarkustelegram.modelgen.ir.TypeRef;
import io.github.quarkustelegram.modelgen.ir.UnionDef;
import io.github.quarkustelegram.modelgen.ir.UnionStrategy;
import io.github.quarkustelegram.modelgen.ir.UnionVariant;

/** Sample requests and results on a small IR made for the purpose: each rule of the samples, one at a time. */
class SamplesTest {

    private static final TypeRef STRING = TypeRef.scalar(TypeRef.Scalar.STRING);
    private static final String ATTACH = "File to send. Pass a file_id, or upload a new one using "
            + "multipart/form-data under &lt;file_attach_name&gt; name: attach://&lt;file_attach_name&gt;";
    private static final ObjectMapper JSON = new ObjectMapper();

    /**
     * sendThing(chat_id: Integer or String, things: Array of Loop (2-10), mode: Mode, note: String?, big: Integer64,
     * ratio: Float (0-1)) returns Receipt. Loop is Nested (which requires a Loop: never ending) or Thing; Thing has
     * a fixed type, a required attach:// media, an optional attach:// thumb, a count of 1-100 and a required True flag.
     */
    private static final ApiSpec SPEC = new ApiSpec("1.0", "today",
            List.of(
                    type("Thing", field("type", STRING, true, null, "thing", null),
                            field("media", STRING, true, null, null, ATTACH),
                            field("thumb", STRING, false, null, null, ATTACH),
                            field("count", TypeRef.scalar(TypeRef.Scalar.INTEGER), true, new Limits(null, null, 1L, 100L),
                                    null, null),
                            field("flag", TypeRef.scalar(TypeRef.Scalar.TRUE), true, null, null, null)),
                    type("Nested", field("type", STRING, true, null, "nested", null),
                            field("inner", TypeRef.named("Loop"), true, null, null, null)),
                    new TypeDef("Loop", "loop", "", List.of(), new UnionDef(List.of("Nested", "Thing"),
                            UnionStrategy.DISCRIMINATOR, "type", List.of(new UnionVariant("Nested", "nested", null),
                                    new UnionVariant("Thing", "thing", null)),
                            false, false), false),
                    type("Receipt", field("ok", TypeRef.scalar(TypeRef.Scalar.BOOLEAN), true, null, null, null),
                            field("id", TypeRef.scalar(TypeRef.Scalar.INTEGER64), true, null, null, null),
                            new FieldDef("mode", STRING, true, "", null, "Mode", null, null),
                            field("note", STRING, false, null, null, null))),
            List.of(new MethodDef("sendThing", "sendthing", "", List.of(
                    field("chat_id", new TypeRef.OneOf(List.of(TypeRef.scalar(TypeRef.Scalar.INTEGER64), STRING)), true,
                            null, null, null),
                    field("things", TypeRef.arrayOf(TypeRef.named("Loop")), true, new Limits(2, 10, null, null), null,
                            null),
                    new FieldDef("mode", STRING, true, "", null, "Mode", null, null),
                    field("note", STRING, false, null, null, null),
                    field("big", TypeRef.scalar(TypeRef.Scalar.INTEGER64), true, null, null, null),
                    field("ratio", TypeRef.scalar(TypeRef.Scalar.FLOAT), true, new Limits(null, null, 0L, 1L), null,
                            null)),
                    TypeRef.named("Receipt"))),
            List.of(new EnumDef("Mode", List.of("fast", "slow"), "")));

    private final ApiShapes shapes = new ApiShapes(SPEC);

    @Test
    void requiredUploadsBuildTheRequestWithUploadsAndExpectAttachNames() throws Exception {
        Sample sample = samples().sample(SPEC.methods().get(0), FileMode.REQUIRED_UPLOADS);

        assertThat(sample.code().toString()).isEqualTo("io.github.quarkustelegram.method.SendThing.builder("
                + "io.github.quarkustelegram.model.ChatId.of(-1001234567890L), java.util.List.of("
                + "io.github.quarkustelegram.model.Thing.builder(THINGS_1_MEDIA, 100).flag(true).build(), "
                + "io.github.quarkustelegram.model.Thing.builder(THINGS_2_MEDIA, 100).flag(true).build()), "
                + "io.github.quarkustelegram.model.Mode.of(\"fast\"), 1234567890123L, 0.5).build()");
        assertThat(sample.params()).extracting(p -> p.param().name())
                .containsExactly("chat_id", "things", "mode", "big", "ratio");
        assertThat(json(sample, "things")).isEqualTo(JSON.readTree("[{\"type\":\"thing\",\"media\":"
                + "\"attach://⟪THINGS_1_MEDIA⟫\",\"count\":100,\"flag\":true},{\"type\":\"thing\",\"media\":"
                + "\"attach://⟪THINGS_2_MEDIA⟫\",\"count\":100,\"flag\":true}]"));
        assertThat(json(sample, "chat_id").longValue()).isEqualTo(-1001234567890L);
        assertThat(json(sample, "big").longValue()).as("64-bit ids go past 2^31").isGreaterThan(1L << 31);
        assertThat(json(sample, "ratio").doubleValue()).as("within the stated 0-1").isEqualTo(0.5);
        assertThat(sample.multipart()).isTrue();
        assertThat(sample.uploads()).extracting(RequestSamples.Upload::constant)
                .containsExactly("THINGS_1_MEDIA", "THINGS_2_MEDIA");
        assertThat(sample.uploads().get(0).filename()).isEqualTo("things_1_media.bin");
    }

    @Test
    void referencesKeepTheRequestJson() {
        Sample sample = samples().sample(SPEC.methods().get(0), FileMode.REFERENCES);

        assertThat(sample.multipart()).isFalse();
        assertThat(json(sample, "things").get(0).get("media").textValue()).isEqualTo("sample-file-id-things_1-media");
        assertThat(sample.code().toString()).contains("InputFile.reference(\"sample-file-id-things_1-media\")");
    }

    @Test
    void allUploadsAddOptionalFilesButNoOtherOptionalValue() {
        Sample sample = samples().sample(SPEC.methods().get(0), FileMode.ALL_UPLOADS);

        assertThat(sample.params()).extracting(p -> p.param().name()).doesNotContain("note");
        assertThat(json(sample, "things").get(0).get("thumb").textValue()).isEqualTo("attach://⟪THINGS_1_THUMB⟫");
        assertThat(sample.code().toString())
                .contains("Thing.builder(THINGS_1_MEDIA, 100).thumb(THINGS_1_THUMB).flag(true).build()");
        assertThat(sample.uploads()).hasSize(4);
    }

    @Test
    void aUnionSampleSkipsMembersThatReenterTheUnion() {
        Shape nested = new Shape.ObjectType(SPEC.type("Nested").orElseThrow());
        assertThat(shapes.finite(nested, Set.of())).as("a Nested holding a Thing").isTrue();
        assertThat(shapes.finite(nested, Set.of("Loop"))).as("inside a Loop, a Nested needs another Loop").isFalse();
        assertThat(shapes.sampleMember(SPEC.type("Loop").orElseThrow(), Set.of("Loop")))
                .isEqualTo(new Shape.ObjectType(SPEC.type("Thing").orElseThrow()));
    }

    @Test
    void aResultSampleFillsRequiredFieldsAndIsCheckedThroughANumber() throws Exception {
        ResultSamples results = new ResultSamples(shapes);
        Shape receipt = shapes.ofResult("sendThing", TypeRef.named("Receipt"));

        JsonNode sample = results.sample(receipt);
        CodeBlock probe = results.probe(CodeBlock.of("result"), receipt, sample);

        assertThat(sample).isEqualTo(JSON.readTree("{\"ok\":true,\"id\":1234567890123,\"mode\":\"fast\"}"));
        assertThat(probe.toString()).isEqualTo("assertThat(result.id()).isEqualTo(1234567890123L);\n");
    }

    @Test
    void attachPlaceholdersBecomeAttachNamesInTheExpectedJsonText() {
        CodeBlock text = ExpectedCallCode.jsonText(JSON.createArrayNode().add("attach://⟪PHOTO⟫").add("x"));

        assertThat(text.toString()).isEqualTo("\"[\\\"attach://\" + PHOTO.attachName() + \"\\\",\\\"x\\\"]\"");
    }

    @Test
    void namesConstantsAndFilesAfterWhereTheFileSits() {
        assertThat(JavaNames.constant("media_1.thumbnail")).isEqualTo("MEDIA_1_THUMBNAIL");
        assertThat(Naming.memberName("class")).isEqualTo("classValue");
        assertThat(Naming.memberName("message_thread_id")).isEqualTo("messageThreadId");
        assertThat(RequestSamples.filename("media", "InputMediaVideo", "media")).isEqualTo("media.mp4");
        assertThat(RequestSamples.filename("thumbnail", "InputMediaVideo", "media.thumbnail"))
                .isEqualTo("media_thumbnail.jpg");
        assertThat(RequestSamples.filename("media", "InputMediaLivePhoto", "media")).isEqualTo("media.mp4");
        assertThat(RequestSamples.filename("photo", "InputMediaLivePhoto", "photo")).isEqualTo("photo.jpg");
        assertThat(RequestSamples.filename("certificate", "setWebhook", "certificate")).isEqualTo("certificate.pem");
    }

    private RequestSamples samples() {
        return new RequestSamples(shapes, new LinkedHashMap<>());
    }

    private static JsonNode json(Sample sample, String param) {
        return sample.params().stream().filter(p -> p.param().name().equals(param)).map(Param::json).findFirst()
                .orElseThrow();
    }

    private static TypeDef type(String name, FieldDef... fields) {
        return new TypeDef(name, name.toLowerCase(), "", List.of(fields), null, false);
    }

    private static FieldDef field(String name, TypeRef type, boolean required, Limits limits, String constValue,
            String description) {
        return new FieldDef(name, type, required, description == null ? "" : description, constValue, null, null,
                limits);
    }
}
