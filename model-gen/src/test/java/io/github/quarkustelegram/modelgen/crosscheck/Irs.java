package io.github.quarkustelegram.modelgen.crosscheck;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Optional;

import com.fasterxml.jackson.databind.ObjectMapper;

import io.github.quarkustelegram.modelgen.ir.ApiSpec;
import io.github.quarkustelegram.modelgen.ir.IrJson;

/**
 * The two committed IRs: the current one (bundled in the generator) and the previous Bot API version's, which
 * {@code ModelGen upgrade} keeps in the test resources for the diff, the changelog and these cross-checks.
 */
final class Irs {

    static final String PREVIOUS_RESOURCE = "/io/github/quarkustelegram/modelgen/bot-api.previous.ir.json";

    private static final ApiSpec CURRENT = IrJson.readBundled();
    private static final ApiSpec PREVIOUS = readPrevious();

    private Irs() {
    }

    static ApiSpec current() {
        return CURRENT;
    }

    static ApiSpec previous() {
        return PREVIOUS;
    }

    /** @return the committed IR of this Bot API version, current or previous, if either is */
    static Optional<ApiSpec> ofVersion(String version) {
        if (CURRENT.version().equals(version)) {
            return Optional.of(CURRENT);
        }
        return PREVIOUS.version().equals(version) ? Optional.of(PREVIOUS) : Optional.empty();
    }

    /** @return {@code 10.2} before {@code 10.3} before {@code 10.10}: negative, zero or positive */
    static int compareVersions(String a, String b) {
        String[] x = a.split("\\.");
        String[] y = b.split("\\.");
        for (int i = 0; i < Math.max(x.length, y.length); i++) {
            int c = Integer.compare(i < x.length ? Integer.parseInt(x[i]) : 0, i < y.length ? Integer.parseInt(y[i]) : 0);
            if (c != 0) {
                return c;
            }
        }
        return 0;
    }

    /** @return the page of this version in {@code ../shared/spec}, by its file name there */
    static String pageFile(ApiSpec spec) {
        return "telegram-bot-api-" + spec.version() + ".html";
    }

    private static ApiSpec readPrevious() {
        try (InputStream in = Irs.class.getResourceAsStream(PREVIOUS_RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException("No previous IR at " + PREVIOUS_RESOURCE);
            }
            return new ObjectMapper().readValue(in, ApiSpec.class);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
