package io.github.quarkustelegram.runtime.files;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.Objects;

import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.runtime.transport.TokenRedactor;

/**
 * Which {@code file_path}s are read from this machine's disk: only those a local Bot API server ({@code --local})
 * gives, under its directory as configured. A {@code file_path} comes from a server's answer, and an application may
 * pass on one it did not make itself; read from any absolute path, it could be {@code /proc/self/environ}, which holds
 * the token. So an absolute path is read only below the configured root (after following links), and a path with a
 * {@code ..} segment is refused everywhere.
 */
final class LocalFilesRoot {

    private static final String LABEL = io.github.quarkustelegram.files.TelegramFiles.LABEL;

    private final @Nullable Path root;
    private final TokenRedactor redactor;

    /** @param root the local Bot API server's directory as this application sees it, or null when there is none */
    LocalFilesRoot(@Nullable Path root, TokenRedactor redactor) {
        this.root = root == null ? null : root.toAbsolutePath().normalize();
        this.redactor = Objects.requireNonNull(redactor, "redactor");
    }

    /**
     * @param filePath a {@code file_path} as a server gave it
     * @return the file on disk to read, or null when the path is one to download over HTTP (relative)
     * @throws IllegalArgumentException when the path may not be read: a {@code ..} segment, an absolute path
     *         without a configured root or outside it
     */
    @Nullable
    Path resolve(String filePath) {
        if (filePath.isEmpty() || hasParentSegment(filePath)) {
            throw new IllegalArgumentException(LABEL + ": refused the file_path " + redactor.redact(filePath)
                    + ": it is empty or has a '..' segment");
        }
        boolean absolute = filePath.startsWith("/") || filePath.startsWith("\\") || isAbsolute(filePath);
        if (!absolute) {
            return null;
        }
        if (root == null) {
            throw new IllegalArgumentException(LABEL + ": refused the absolute file_path " + redactor.redact(filePath)
                    + ": a local Bot API server's file is read from disk only below its directory; set "
                    + "quarkus.telegram.api.local-files-root (TelegramClient.Builder.localFilesRoot) to it");
        }
        Path path = Path.of(filePath).normalize();
        if (!path.startsWith(root) || !realPathUnderRoot(path)) {
            throw new IllegalArgumentException(LABEL + ": refused the file_path " + redactor.redact(filePath)
                    + ": it is not below the local Bot API server's directory " + redactor.redact(root.toString()));
        }
        return path;
    }

    /** A link inside the root may point outside it: the file's real path must be below the root's. */
    private boolean realPathUnderRoot(Path path) {
        if (!Files.exists(path, LinkOption.NOFOLLOW_LINKS)) {
            return true; // reading it fails as a missing file
        }
        try {
            return path.toRealPath().startsWith(root.toRealPath());
        } catch (IOException e) {
            throw new UncheckedIOException(LABEL + ": cannot resolve " + redactor.redact(path.toString()),
                    new IOException(redactor.redact(e.getMessage())));
        }
    }

    private static boolean hasParentSegment(String filePath) {
        for (String segment : filePath.split("[/\\\\]")) {
            if (segment.equals("..")) {
                return true;
            }
        }
        return false;
    }

    private static boolean isAbsolute(String filePath) {
        try {
            return Path.of(filePath).isAbsolute();
        } catch (InvalidPathException e) {
            throw new IllegalArgumentException(LABEL + ": refused the file_path: not a path: " + e.getReason(), e);
        }
    }
}
