package io.github.quarkustelegram.modelgen.emit;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.Map;

import org.junit.jupiter.api.Test;

import io.github.quarkustelegram.modelgen.ir.ApiSpec;
import io.github.quarkustelegram.modelgen.ir.IrJson;

/**
 * The deprecated setters and accessors {@link MovedParameters} asks for: on the methods that lost the parameter,
 * nowhere else. (The bundled model compiles with them, doclint and {@code -Werror}: {@link BundledIrTest}; the runtime
 * tests check what a request built through them sends.)
 */
class MovedParametersEmitTest {

    private static final ApiSpec SPEC = IrJson.readBundled();
    private static final Map<Path, String> FILES = new JavaModelEmitter(SPEC).render();

    /** The request's source, its whitespace runs made one space, so that assertions need not spell indentation. */
    private static String request(String name) {
        return flat(FILES.get(Path.of("io/github/quarkustelegram/method/" + name + ".java")));
    }

    private static String flat(String code) {
        return code.replaceAll("\\s+", " ");
    }

    @Test
    void aMovedParameterKeepsADeprecatedSetterThatBuildPutsInItsNewHome() {
        String sendMessage = request("SendMessage");
        assertThat(sendMessage).contains(flat("""
                @Deprecated( since = "Bot API 10.3", forRemoval = true )
                public Builder receiverUserId(@Nullable Long receiverUserId) {
                    this.movedReceiverUserId = receiverUserId;"""));
        assertThat(sendMessage).contains("public Builder callbackQueryId(@Nullable String callbackQueryId) {");
        assertThat(sendMessage).contains("if (movedReceiverUserId != null || movedCallbackQueryId != null) {")
                .contains("moved = ephemeralMessageParameters.toBuilder();")
                .contains("moved = EphemeralMessageParameters.builder(Objects.requireNonNull(movedReceiverUserId,")
                .contains("\"SendMessage: callbackQueryId(...) needs receiverUserId(...) too:");
        assertThat(sendMessage).contains("@deprecated Bot API 10.3 moved {@code receiver_user_id} into"
                + " {@code ephemeral_message_parameters}:");
    }

    @Test
    void andADeprecatedAccessorThatReadsIt() {
        assertThat(request("SendPhoto")).contains(flat("""
                @JsonIgnore
                public @Nullable Long receiverUserId() {
                    return ephemeralMessageParameters == null ? null : ephemeralMessageParameters.receiverUserId();
                }"""));
    }

    @Test
    void onlyTheMethodsThatHadTheParameter() {
        // sendRichMessage gained ephemeral_message_parameters in 10.3 but never had receiver_user_id
        assertThat(request("SendRichMessage")).contains("ephemeralMessageParameters")
                .doesNotContain("receiverUserId(").doesNotContain("@Deprecated");
        long withShims = FILES.values().stream().filter(s -> s.contains("movedReceiverUserId")).count();
        assertThat(withShims).isEqualTo(MovedParameters.all().stream().map(MovedParameters.Move::method).distinct().count())
                .isEqualTo(13);
    }
}
