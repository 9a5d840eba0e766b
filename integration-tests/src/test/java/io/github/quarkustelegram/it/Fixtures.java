package io.github.quarkustelegram.it;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;

/** The benchmark fixtures (copies of {@code shared/fixtures}), read from the test class path. */
final class Fixtures {

    private Fixtures() {
    }

    static byte[] bytes(String name) {
        try (InputStream in = Fixtures.class.getResourceAsStream("/fixtures/" + name)) {
            if (in == null) {
                throw new IllegalStateException("no fixture /fixtures/" + name + " on the test class path");
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
