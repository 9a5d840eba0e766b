package io.github.quarkustelegram.modelgen;

import static io.github.quarkustelegram.modelgen.scrape.MiniPage.row;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import io.github.quarkustelegram.modelgen.audit.SpecAudit;
import io.github.quarkustelegram.modelgen.ir.IrJson;
import io.github.quarkustelegram.modelgen.scrape.MiniPage;

/** The commands that write files: {@code upgrade} (and through it {@code diff}) on small pages. */
class ModelGenTest {

    private static MiniPage page(String version) {
        return new MiniPage().version(version)
                .type("Update", "An update.", row("update_id", "Integer", "Id"),
                        row("message", "<a href=\"#message\">Message</a>", "<em>Optional</em>. New message"))
                .type("Message", "A message.", row("message_id", "Integer", "Id"), row("date", "Integer", "Date"))
                .method("sendMessage", "On success, the sent <a href=\"#message\">Message</a> is returned.",
                        row("chat_id", "Integer or String", "Yes", "Target chat"),
                        row("text", "String", "Yes", "Text"));
    }

    @Test
    void upgradeKeepsThePreviousIrAndWritesTheChangelog(@TempDir Path dir) throws IOException {
        Path ir = dir.resolve("bot-api.ir.json");
        Path previous = dir.resolve("bot-api.previous.ir.json");
        Path changelog = dir.resolve("changes.adoc");
        Path older = write(dir.resolve("old.html"), page("1.0").document().outerHtml());
        ModelGen.main(new String[] { "scrape", "--page", older.toString(), "--out", ir.toString() });
        Path newer = write(dir.resolve("new.html"), page("1.1")
                .type("Message", "A message.", row("message_id", "Integer", "Id"), row("date", "Integer", "Date"),
                        row("stopped", "True", "<em>Optional</em>. True, if stopped"))
                .document().outerHtml().replaceFirst("(?s)<h4><a class=\"anchor\" name=\"message\".*?</table>\\s*", ""));

        ModelGen.main(new String[] { "upgrade", "--page", newer.toString(), "--ir", ir.toString(), "--previous",
                previous.toString(), "--changelog", changelog.toString() });

        assertThat(IrJson.read(ir).version()).isEqualTo("1.1");
        assertThat(IrJson.read(previous).version()).isEqualTo("1.0");
        assertThat(Files.readString(changelog)).startsWith("= Bot API 1.0 → 1.1: what changes for Java code\n")
                .contains("* `+stopped+` → `+Message.stopped+`: `+boolean+`, a flag.");
    }

    @Test
    void upgradeWritesNothingWhenTheAuditFails(@TempDir Path dir) throws IOException {
        Path ir = dir.resolve("bot-api.ir.json");
        Path previous = dir.resolve("bot-api.previous.ir.json");
        Path changelog = dir.resolve("changes.adoc");
        Path older = write(dir.resolve("old.html"), page("1.0").document().outerHtml());
        ModelGen.main(new String[] { "scrape", "--page", older.toString(), "--out", ir.toString() });
        String committed = Files.readString(ir);
        Path broken = write(dir.resolve("new.html"), page("1.1")
                .type("Story", "A story.", row("chat", "<a href=\"#chat\">Chat</a>", "Chat that posted the story"))
                .document().outerHtml());

        assertThatThrownBy(() -> ModelGen.main(new String[] { "upgrade", "--page", broken.toString(), "--ir",
                ir.toString(), "--previous", previous.toString(), "--changelog", changelog.toString() }))
                .isInstanceOf(SpecAudit.AuditException.class).hasMessageContaining("Story.chat: unknown type 'Chat'");
        assertThat(Files.readString(ir)).isEqualTo(committed);
        assertThat(previous).doesNotExist();
        assertThat(changelog).doesNotExist();
    }

    @Test
    void diffReadsPagesOrIrsAndWritesMarkdownUnlessAdoc(@TempDir Path dir) throws IOException {
        Path older = write(dir.resolve("old.html"), page("1.0").document().outerHtml());
        Path newer = write(dir.resolve("new.html"), page("1.1")
                .method("stopThing", "Returns <em>True</em> on success.", row("chat_id", "Integer", "Yes", "Chat"))
                .document().outerHtml());
        Path md = dir.resolve("changes.md");

        ModelGen.main(new String[] { "diff", older.toString(), newer.toString(), "--out", md.toString() });

        assertThat(Files.readString(md)).startsWith("# Bot API 1.0 → 1.1").contains("\n## New methods\n")
                .contains("- `stopThing` → `StopThing`, returning `Boolean`; `bot.stopThing(long chatId)`.");
    }

    private static Path write(Path file, String text) throws IOException {
        return Files.writeString(file, text);
    }
}
