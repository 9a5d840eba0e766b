package io.github.quarkustelegram.modelgen.ir;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;

/** Reads and writes the IR as the committed JSON file: stable order, two-space indent, nulls left out. */
public final class IrJson {

    /** Classpath location of the committed IR of the Bot API version this project is built for. */
    public static final String BUNDLED_RESOURCE = "/io/github/quarkustelegram/modelgen/bot-api.ir.json";

    private static final ObjectMapper MAPPER = new ObjectMapper()
            .setSerializationInclusion(JsonInclude.Include.NON_NULL)
            .enable(SerializationFeature.INDENT_OUTPUT)
            .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);

    private IrJson() {
    }

    public static ApiSpec read(Path file) {
        try (InputStream in = Files.newInputStream(file)) {
            return MAPPER.readValue(in, ApiSpec.class);
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot read the IR from " + file, e);
        }
    }

    /** The IR committed with this generator (the Bot API version the project targets). */
    public static ApiSpec readBundled() {
        try (InputStream in = IrJson.class.getResourceAsStream(BUNDLED_RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException("No bundled IR at " + BUNDLED_RESOURCE);
            }
            return MAPPER.readValue(in, ApiSpec.class);
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot read the bundled IR", e);
        }
    }

    public static String write(ApiSpec spec) {
        try {
            DefaultPrettyPrinter printer = new DefaultPrettyPrinter()
                    .withObjectIndenter(new DefaultIndenter("  ", "\n"))
                    .withArrayIndenter(new DefaultIndenter("  ", "\n"));
            return MAPPER.writer(printer).writeValueAsString(spec) + "\n";
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public static void write(ApiSpec spec, Path file) {
        try {
            Files.createDirectories(file.toAbsolutePath().getParent());
            Files.writeString(file, write(spec));
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot write the IR to " + file, e);
        }
    }
}
