package io.github.quarkustelegram.modelgen.emit;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.Map;

import org.junit.jupiter.api.Test;

import io.github.quarkustelegram.modelgen.ir.ApiSpec;
import io.github.quarkustelegram.modelgen.ir.FieldDef;
import io.github.quarkustelegram.modelgen.ir.IrJson;

/** The update kinds come from the fields of Update in the bundled IR, not from a list. */
class UpdateKindEmitterTest {

    private static final ApiSpec SPEC = IrJson.readBundled();

    @Test
    void everyOptionalFieldOfUpdateIsAKind() {
        String kinds = render().get(Path.of("io/github/quarkustelegram/dispatch/UpdateKind.java"));
        assertThat(kinds).isNotNull();
        for (FieldDef field : SPEC.type("Update").orElseThrow().fields()) {
            if (field.name().equals("update_id")) {
                assertThat(kinds).doesNotContain("\"update_id\"");
            } else {
                assertThat(kinds).contains(Naming.constantName(field.name()) + "(\"" + field.name() + "\", ");
            }
        }
        assertThat(kinds).contains("MANAGED_BOT(\"managed_bot\", ManagedBotUpdated.class)");
    }

    @Test
    void chatAndSenderAreReadThroughThePayloadsFields() {
        String parts = render().get(Path.of("io/github/quarkustelegram/runtime/updates/UpdateParts.java"));
        assertThat(parts).contains("return update.chatJoinRequest().chat();");
        assertThat(parts)
                .contains("return update.callbackQuery().message() == null ? null : update.callbackQuery().message().chat();");
        assertThat(parts).contains("return update.pollAnswer().user();");
        assertThat(parts).doesNotContain("update.poll().chat()");
    }

    @Test
    void aSpecWithoutUpdateGetsNoKinds() {
        assertThat(new UpdateKindEmitter(SmallIr.spec(), new JavadocText(Map.of())).emit()).isEmpty();
    }

    private static Map<Path, String> render() {
        return new JavaModelEmitter(SPEC).render();
    }
}
