package io.github.quarkustelegram.modelgen.emit;

import static io.github.quarkustelegram.modelgen.emit.SmallIr.method;
import static io.github.quarkustelegram.modelgen.emit.SmallIr.oneOf;
import static io.github.quarkustelegram.modelgen.emit.SmallIr.opt;
import static io.github.quarkustelegram.modelgen.emit.SmallIr.req;
import static io.github.quarkustelegram.modelgen.emit.SmallIr.scalar;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import io.github.quarkustelegram.modelgen.ir.ApiSpec;
import io.github.quarkustelegram.modelgen.ir.MethodDef;
import io.github.quarkustelegram.modelgen.ir.TypeRef.Scalar;

/**
 * Requests whose {@code chat_id} is a {@code ChatId} implement {@code ChatTargeted}, required or optional; a
 * {@code chat_id} that is a plain integer, or no chat at all, does not.
 */
class ChatTargetedEmitTest {

    private static final String METHOD = "io.github.quarkustelegram.method.";

    /** The small IR plus a method whose chat_id is an Integer, as sendMessageDraft's is. */
    private static ApiSpec spec() {
        ApiSpec small = SmallIr.spec();
        List<MethodDef> methods = new ArrayList<>(small.methods());
        methods.add(method("sendMessageDraft", scalar(Scalar.TRUE), "Streams a partial message.",
                req("chat_id", scalar(Scalar.INTEGER64), "Target private chat"),
                req("text", scalar(Scalar.STRING), "Text of the draft")));
        methods.add(method("getGameHighScores", scalar(Scalar.TRUE), "An optional integer chat id.",
                opt("chat_id", scalar(Scalar.INTEGER64), "Target chat"),
                opt("inline_message_id", scalar(Scalar.STRING), "Inline message")));
        methods.add(method("banChatSenderChat", scalar(Scalar.TRUE), "A chat id in the middle of the list.",
                req("sender_chat_id", scalar(Scalar.INTEGER64), "Sender chat"),
                req("chat_id", oneOf(scalar(Scalar.INTEGER64), scalar(Scalar.STRING)), "Target chat")));
        return new ApiSpec(small.version(), small.releaseDate(), small.types(), methods, small.enums());
    }

    private final Map<Path, String> files = new JavaModelEmitter(spec()).render();

    private String request(String name) {
        String source = files.get(Path.of("io/github/quarkustelegram/method/" + name + ".java"));
        assertThat(source).as(name).isNotNull();
        return source;
    }

    @Test
    void requestsWithAChatIdParameterImplementChatTargeted() {
        assertThat(request("SendMessage")).contains("implements TelegramRequest<Message>, ChatTargeted {");
        assertThat(request("SendMediaGroup")).contains("implements TelegramRequest<List<Message>>, ChatTargeted {");
        assertThat(request("BanChatSenderChat")).contains("implements TelegramRequest<Boolean>, ChatTargeted {");
        // optional: chatId() may return null (the edit is then addressed by inline_message_id)
        assertThat(request("EditMessageText"))
                .contains("@JsonProperty(\"chat_id\") @Nullable ChatId chatId")
                .contains("implements TelegramRequest<MessageOrTrue>, ChatTargeted {");
    }

    @Test
    void integerChatIdsAndRequestsWithoutAChatDoNot() {
        assertThat(request("SendMessageDraft")).contains("@JsonProperty(\"chat_id\") long chatId")
                .doesNotContain("ChatTargeted");
        assertThat(request("GetGameHighScores")).doesNotContain("ChatTargeted");
        assertThat(request("GetMe")).doesNotContain("ChatTargeted");
        assertThat(request("GetMyCommandsCount")).doesNotContain("ChatTargeted");
    }

    @Test
    void theEmittedRecordsCompileAndTheAccessorIsTheInterfaceMethod(@TempDir Path classes) throws Exception {
        ClassLoader loader = SourceCompiler.compile(files, classes);
        Class<?> chatTargeted = Class.forName(METHOD + "ChatTargeted", true, loader);
        assertThat(chatTargeted).isAssignableFrom(Class.forName(METHOD + "SendMessage", true, loader));
        assertThat(chatTargeted).isAssignableFrom(Class.forName(METHOD + "EditMessageText", true, loader));
        assertThat(chatTargeted.isAssignableFrom(Class.forName(METHOD + "SendMessageDraft", true, loader))).isFalse();

        Class<?> chatId = Class.forName("io.github.quarkustelegram.model.ChatId", true, loader);
        Object username = chatId.getMethod("of", String.class).invoke(null, "@channel");
        Class<?> sendMessage = Class.forName(METHOD + "SendMessage", true, loader);
        Object builder = sendMessage.getMethod("builder", chatId, String.class).invoke(null, username, "hi");
        Object request = builder.getClass().getMethod("build").invoke(builder);
        assertThat(chatTargeted.getMethod("chatId").invoke(request)).isEqualTo(username);
    }
}
