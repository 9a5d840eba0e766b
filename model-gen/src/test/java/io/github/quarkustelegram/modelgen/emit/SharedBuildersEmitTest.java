package io.github.quarkustelegram.modelgen.emit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import io.github.quarkustelegram.modelgen.ir.ApiSpec;
import io.github.quarkustelegram.modelgen.ir.FieldDef;
import io.github.quarkustelegram.modelgen.ir.IrJson;
import io.github.quarkustelegram.modelgen.ir.MethodDef;
import io.github.quarkustelegram.modelgen.ir.TypeRef;

/**
 * The builders of the requests that send one message implement {@code SendBuilder}, those with a caption
 * {@code CaptionedSendBuilder}: checked on the committed IR, compiled, and through the interface a builder of each sets
 * the shared parameters.
 */
class SharedBuildersEmitTest {

    private static final String METHOD = "io.github.quarkustelegram.method.";
    private final ApiSpec spec = IrJson.readBundled();

    @Test
    void theSendMethodsImplementTheInterfacesTheirParametersAllow() {
        SharedBuilders shared = new SharedBuilders(spec, new TypeMapper(spec));
        Map<String, List<String>> implementors = new java.util.LinkedHashMap<>();
        shared.resolved().forEach(r -> implementors.put(r.shared().name(), r.implementors()));
        assertThat(implementors.get("SendBuilder")).contains("sendMessage", "sendPhoto", "sendDocument", "sendVideo",
                "sendAudio", "sendAnimation", "sendVoice", "sendVideoNote", "sendSticker", "sendLocation", "sendDice",
                "sendRichMessage")
                // no business connection or no direct-messages topic: not a message sent to a chat as a reply is
                .doesNotContain("sendPoll", "sendInvoice", "sendGame", "forwardMessage", "copyMessage",
                        "sendMessageDraft", "sendChatAction");
        assertThat(implementors.get("CaptionedSendBuilder")).containsExactlyInAnyOrder("sendPhoto", "sendLivePhoto",
                "sendAudio", "sendDocument", "sendVideo", "sendAnimation", "sendVoice");
        assertThat(shared.implementedBy("sendPhoto", Types.request("sendPhoto").nestedClass("Builder")))
                .hasToString("[io.github.quarkustelegram.method.CaptionedSendBuilder<"
                        + "io.github.quarkustelegram.method.SendPhoto.Builder>]");
        assertThat(shared.implementedBy("getMe", Types.request("getMe").nestedClass("Builder"))).isEmpty();
    }

    @Test
    void throughTheInterfaceABuilderSetsTheSharedParameters(@TempDir Path classes) throws Exception {
        ClassLoader loader = SourceCompiler.compile(new JavaModelEmitter(spec).render(), classes);
        Class<?> sendBuilder = Class.forName(METHOD + "SendBuilder", true, loader);
        Class<?> captioned = Class.forName(METHOD + "CaptionedSendBuilder", true, loader);
        Class<?> photoBuilder = Class.forName(METHOD + "SendPhoto$Builder", true, loader);
        assertThat(captioned).isAssignableFrom(photoBuilder);
        assertThat(sendBuilder).isAssignableFrom(Class.forName(METHOD + "SendMessage$Builder", true, loader));
        assertThat(captioned.isAssignableFrom(Class.forName(METHOD + "SendMessage$Builder", true, loader))).isFalse();

        Class<?> chatId = Class.forName("io.github.quarkustelegram.model.ChatId", true, loader);
        Object chat = chatId.getMethod("of", long.class).invoke(null, -100L);
        Class<?> inputFile = Class.forName("io.github.quarkustelegram.model.InputFile", true, loader);
        Object file = inputFile.getMethod("reference", String.class).invoke(null, "AgAD");
        Object builder = Class.forName(METHOD + "SendPhoto", true, loader).getMethod("builder", chatId, inputFile)
                .invoke(null, chat, file);
        sendBuilder.getMethod("messageThreadId", Integer.class).invoke(builder, 7);
        sendBuilder.getMethod("businessConnectionId", String.class).invoke(builder, "bc1");
        sendBuilder.getMethod("directMessagesTopicId", Long.class).invoke(builder, 9L);
        captioned.getMethod("caption", String.class).invoke(builder, "a caption");
        Object request = sendBuilder.getMethod("build").invoke(builder);
        assertThat(request.toString()).contains("messageThreadId=7", "businessConnectionId=bc1",
                "directMessagesTopicId=9", "caption=a caption");
    }

    @Test
    void aParameterOfAnotherTypeInOneImplementorStopsTheBuild() {
        List<MethodDef> methods = new ArrayList<>();
        for (MethodDef method : spec.methods()) {
            if (!method.name().equals("sendDice")) {
                methods.add(method);
                continue;
            }
            List<FieldDef> params = new ArrayList<>();
            for (FieldDef p : method.params()) {
                params.add(!p.name().equals("message_thread_id") ? p
                        : new FieldDef(p.name(), new TypeRef.Primitive(TypeRef.Scalar.STRING), p.required(),
                                p.description(), p.constValue(), p.enumName(), p.defaultValue(), p.limits()));
            }
            methods.add(new MethodDef(method.name(), method.anchor(), method.description(), params, method.returns()));
        }
        ApiSpec changed = new ApiSpec(spec.version(), spec.releaseDate(), spec.types(), methods, spec.enums());
        assertThatThrownBy(() -> new SharedBuilders(changed, new TypeMapper(changed)))
                .hasMessageContaining("SendBuilder: sendDice.message_thread_id is a")
                .hasMessageContaining("change SharedBuilders");
    }
}
