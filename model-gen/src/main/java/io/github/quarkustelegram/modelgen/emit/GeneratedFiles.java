package io.github.quarkustelegram.modelgen.emit;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Writes generated files into a directory the way every emitter does ({@link JavaModelEmitter}, and the test
 * generator {@code emit.tests.ClientTestsEmitter}): as UTF-8, leaving a file whose content did not change untouched,
 * then deleting the earlier output that was not written this time.
 */
public final class GeneratedFiles {

    /** Where an emitter's earlier output is: the files it may have written before, to delete when stale. */
    @FunctionalInterface
    public interface EarlierOutput {
        /** The files under {@code outDir} this emitter may have written before (whether written now or not). */
        List<Path> list(Path outDir) throws IOException;
    }

    private GeneratedFiles() {
    }

    /**
     * Writes {@code files} under {@code outDir}, then deletes each file of {@code earlier} not among them.
     *
     * @param files path relative to {@code outDir} -> content
     * @param what what is written, for the error message ("the model")
     */
    public static void write(Path outDir, Map<Path, String> files, EarlierOutput earlier, String what) {
        try {
            Set<Path> written = new HashSet<>();
            for (Map.Entry<Path, String> file : files.entrySet()) {
                Path target = outDir.resolve(file.getKey());
                written.add(target.toAbsolutePath().normalize());
                byte[] bytes = file.getValue().getBytes(StandardCharsets.UTF_8);
                if (Files.isRegularFile(target) && Arrays.equals(Files.readAllBytes(target), bytes)) {
                    continue;
                }
                Files.createDirectories(target.getParent());
                Files.write(target, bytes);
            }
            for (Path file : earlier.list(outDir)) {
                if (!written.contains(file.toAbsolutePath().normalize())) {
                    Files.delete(file);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot write " + what + " into " + outDir, e);
        }
    }
}
