package io.github.quarkustelegram.perf.harness;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The fixtures in the harness's resources are byte-identical to shared/fixtures (skipped when shared/ is absent). */
class FixturesTest {

    @ParameterizedTest
    @ValueSource(strings = { "small.json", "large.json", "sendMessage-response.json", "README.md" })
    void isACopyOfTheSharedFixture(String name) throws Exception {
        Path shared = Path.of(System.getProperty("telegram.shared.dir", "../../../shared"), "fixtures", name);
        assumeTrue(Files.isRegularFile(shared), () -> "shared/ is absent (" + shared + "): nothing to compare with");

        assertThat(Fixtures.bytes(name)).as(name).isEqualTo(Files.readAllBytes(shared));
    }
}
