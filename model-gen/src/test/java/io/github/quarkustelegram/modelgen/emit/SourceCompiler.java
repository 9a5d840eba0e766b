package io.github.quarkustelegram.modelgen.emit;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.JsonNode;

/**
 * Compiles emitted sources (held in memory) together with the hand-written runtime types they use, read from
 * {@code ../runtime/src/main/java}, and loads the result. Only the hand-written files of the packages the emitter
 * writes into are taken, so the check does not depend on the rest of the runtime.
 */
final class SourceCompiler {

    /** The hand-written runtime files generated code refers to, relative to runtime's source root. */
    static final List<String> HAND_WRITTEN = List.of(
            "io/github/quarkustelegram/model/ChatId.java",
            "io/github/quarkustelegram/model/InputFile.java",
            "io/github/quarkustelegram/model/MessageOrTrue.java",
            "io/github/quarkustelegram/method/TelegramRequest.java",
            "io/github/quarkustelegram/method/ChatTargeted.java",
            "io/github/quarkustelegram/method/AllowsPaidBroadcast.java",
            "io/github/quarkustelegram/json/TelegramJson.java",
            "io/github/quarkustelegram/model/UnknownFields.java",
            "io/github/quarkustelegram/model/MessageOrTrueDeserializer.java",
            "io/github/quarkustelegram/model/ModelReaders.java",
            "io/github/quarkustelegram/runtime/json/ReaderSupport.java",
            "io/github/quarkustelegram/json/package-info.java",
            // what the bot facades use (and the types their Javadoc links to)
            "io/github/quarkustelegram/transport/TelegramTransport.java",
            "io/github/quarkustelegram/transport/TransportDecorator.java",
            "io/github/quarkustelegram/runtime/transport/BlockingCall.java",
            "io/github/quarkustelegram/error/TelegramException.java",
            "io/github/quarkustelegram/error/TelegramApiException.java",
            "io/github/quarkustelegram/error/BadRequestException.java",
            "io/github/quarkustelegram/error/UnauthorizedException.java",
            "io/github/quarkustelegram/error/ForbiddenException.java",
            "io/github/quarkustelegram/error/NotFoundException.java",
            "io/github/quarkustelegram/error/ConflictException.java",
            "io/github/quarkustelegram/error/TooManyRequestsException.java",
            "io/github/quarkustelegram/error/ServerErrorException.java",
            "io/github/quarkustelegram/error/TelegramNetworkException.java",
            "io/github/quarkustelegram/error/TelegramResponseException.java");

    private static final Path RUNTIME_SOURCES = Path.of("..", "runtime", "src", "main", "java");

    private SourceCompiler() {
    }

    /**
     * Compiles the sources into {@code outDir} and returns a class loader over it; fails listing javac's errors.
     *
     * @param sources path relative to a source root -> content
     */
    static ClassLoader compile(Map<Path, String> sources, Path outDir, String... extraOptions) {
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        List<JavaFileObject> units = new ArrayList<>();
        sources.forEach((path, content) -> units.add(new Source(path, content)));
        for (String file : HAND_WRITTEN) {
            Path path = RUNTIME_SOURCES.resolve(file);
            try {
                units.add(new Source(Path.of(file), Files.readString(path)));
            } catch (IOException e) {
                throw new UncheckedIOException("The hand-written runtime source is missing: " + path, e);
            }
        }
        List<String> options = new ArrayList<>(List.of("-d", outDir.toString(), "--release", "17",
                "-classpath", classpath(), "-proc:none", "-Xlint:none"));
        options.addAll(List.of(extraOptions));
        try (StandardJavaFileManager files = javac.getStandardFileManager(diagnostics, Locale.ROOT, null)) {
            boolean ok = javac.getTask(null, files, diagnostics, options, null, units).call();
            List<String> errors = diagnostics.getDiagnostics().stream()
                    .filter(d -> d.getKind() == Diagnostic.Kind.ERROR
                            || d.getKind() == Diagnostic.Kind.WARNING && List.of(extraOptions).contains("-Werror"))
                    .map(d -> (d.getSource() == null ? "" : d.getSource().getName() + ":" + d.getLineNumber() + ": ")
                            + d.getMessage(Locale.ROOT))
                    .toList();
            if (!ok || !errors.isEmpty()) {
                throw new AssertionError("The emitted sources do not compile:\n" + String.join("\n", errors));
            }
            return new URLClassLoader(new URL[] { outDir.toUri().toURL() }, SourceCompiler.class.getClassLoader());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Jackson and JSpecify, and Mutiny and Vert.x for the bot facades, from this test's own class path (surefire may
     * hide java.class.path in a jar).
     */
    private static String classpath() {
        return Stream.of(JsonNode.class, JsonParser.class, JsonProperty.class, org.jspecify.annotations.Nullable.class,
                io.smallrye.mutiny.Uni.class, io.vertx.core.Vertx.class, io.netty.channel.EventLoop.class,
                io.netty.util.concurrent.EventExecutor.class)
                .map(SourceCompiler::location)
                .distinct()
                .collect(Collectors.joining(java.io.File.pathSeparator));
    }

    private static String location(Class<?> type) {
        try {
            return Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    private static final class Source extends SimpleJavaFileObject {
        private final String content;

        Source(Path path, String content) {
            super(java.net.URI.create("string:///" + path.toString().replace('\\', '/')), Kind.SOURCE);
            this.content = content;
        }

        @Override
        public CharSequence getCharContent(boolean ignoreEncodingErrors) {
            return content;
        }
    }
}
