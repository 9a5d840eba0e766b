package io.github.quarkustelegram.modelgen.diff;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.TreeSet;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.ObjectMapper;

import io.github.quarkustelegram.modelgen.diff.Change.Kind;
import io.github.quarkustelegram.modelgen.emit.MovedParameters;
import io.github.quarkustelegram.modelgen.ir.ApiSpec;
import io.github.quarkustelegram.modelgen.ir.IrJson;

/**
 * The committed changelog page and the curated list of moved parameters follow the two committed IRs: the page is
 * what {@code model-gen diff} writes from them, and {@link MovedParameters} lists exactly the parameters the newest
 * version moved (an entry of an older version must go: its deprecated shims have had their one version).
 */
class ChangelogIsCurrentTest {

    private static final Path PAGE = Path.of("..", "docs", "modules", "ROOT", "pages", "bot-api-changes.adoc");

    private static ApiSpec previous() throws IOException {
        try (InputStream in = ChangelogIsCurrentTest.class
                .getResourceAsStream("/io/github/quarkustelegram/modelgen/bot-api.previous.ir.json")) {
            return new ObjectMapper().readValue(in, ApiSpec.class);
        }
    }

    @Test
    void theCommittedChangelogIsTheDiffOfTheCommittedIrs() throws IOException {
        ApiChanges changes = ApiDiff.of(previous(), IrJson.readBundled());
        String expected = ChangelogWriter.write(changes, ChangelogWriter.Format.ASCIIDOC);

        assertThat(Files.readString(PAGE))
                .as("%s is out of date: from the root, ./mvnw -q -pl model-gen compile exec:java -Dexec.args=\"diff"
                        + " model-gen/src/test/resources/io/github/quarkustelegram/modelgen/bot-api.previous.ir.json"
                        + " model-gen/src/main/resources/io/github/quarkustelegram/modelgen/bot-api.ir.json --out %s\"",
                        PAGE, "docs/modules/ROOT/pages/bot-api-changes.adoc")
                .isEqualTo(expected);
    }

    @Test
    void movedParametersAreExactlyTheMovesOfTheNewestVersion() throws IOException {
        ApiSpec current = IrJson.readBundled();
        ApiChanges changes = ApiDiff.of(previous(), current);
        Set<String> moved = new TreeSet<>();
        for (Change c : changes.of(Kind.PARAMETER_MOVED)) {
            moved.add(c.owner() + "." + c.member() + " -> " + c.related() + " (" + current.version() + ")");
        }
        Set<String> listed = new TreeSet<>();
        MovedParameters.all().forEach(m -> listed.add(m.method() + "." + m.parameter() + " -> " + m.into() + " ("
                + m.since() + ")"));

        assertThat(listed).as("MovedParameters vs the moves between the previous IR and the current one")
                .isEqualTo(moved);
        assertThat(changes.of(Kind.PARAMETER_MOVED)).allSatisfy(c -> assertThat(c.impact())
                .isEqualTo(Change.Impact.DEPRECATED));
    }
}
