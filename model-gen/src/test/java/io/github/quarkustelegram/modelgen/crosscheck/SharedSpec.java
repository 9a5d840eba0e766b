package io.github.quarkustelegram.modelgen.crosscheck;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Assumptions;

/**
 * Finds {@code ../shared/spec} beside the checkout (the build passes it as {@code telegram.shared.dir}). Tests that
 * cross-check against it skip, saying so, when it is absent: the project builds and tests without it.
 */
final class SharedSpec {

    private SharedSpec() {
    }

    static Path file(String name) {
        String configured = System.getProperty("telegram.shared.dir", "../../shared");
        Path spec = Path.of(configured, "spec").toAbsolutePath().normalize();
        Path file = spec.resolve(name);
        if (!Files.isRegularFile(file)) {
            String message = "SKIPPED: cross-check input " + file + " not found (../shared is absent); "
                    + "the committed IR is still audited and emitted";
            System.out.println(message);
            Assumptions.abort(message);
        }
        return file;
    }
}
