package io.github.quarkustelegram.runtime.files;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Objects;

import io.github.quarkustelegram.error.TelegramNetworkException;
import io.github.quarkustelegram.model.File;
import io.github.quarkustelegram.runtime.transport.BlockingCall;
import io.github.quarkustelegram.runtime.transport.NetworkFailures;
import io.github.quarkustelegram.runtime.transport.RestClientTransport;
import io.github.quarkustelegram.runtime.transport.TokenRedactor;
import io.smallrye.mutiny.Uni;
import io.smallrye.mutiny.infrastructure.Infrastructure;

/**
 * Downloads the files a bot receives. First ask Telegram for the file's path with {@code getFile(fileId)}, then
 * download it by the {@link File} it returns, or by its {@code file_path}:
 *
 * <pre>{@code
 * File file = bot.getFile(document.fileId());
 * files.download(file, Path.of("report.pdf")).await().indefinitely();
 * }</pre>
 *
 * <ul>
 * <li>A relative {@code file_path} (Telegram's servers) is fetched with a GET of
 * {@code {baseUrl}/file/bot{token}/{file_path}}; the content streams to its target, never held whole in memory
 * (except by {@link #read}).</li>
 * <li>An absolute {@code file_path} is what a local Bot API server started with {@code --local} returns: the file
 * on its own disk, which this reads directly (the application must run where that disk is mounted).</li>
 * <li>Failures: a {@link io.github.quarkustelegram.error.TelegramException} for the server's answers and network
 * failures (the method name in them is {@value #LABEL}); an {@link UncheckedIOException} for local files. No
 * message has the token, although a local server's paths contain it.</li>
 * </ul>
 * The cloud Bot API serves files up to 20 MB; a local server has no such limit. Thread-safe.
 */
public final class TelegramFiles {

    /** What failures name as their method. */
    public static final String LABEL = "downloadFile";

    private final RestClientTransport transport;
    private final TokenRedactor redactor;

    /** @param transport the transport whose server and token the files come from */
    public TelegramFiles(RestClientTransport transport) {
        this.transport = Objects.requireNonNull(transport, "transport");
        this.redactor = transport.endpoint().redactor();
    }

    /**
     * Downloads a file to {@code target} (replaced if it exists), streaming: the content goes to a temporary file
     * next to the target, moved in place when complete, so a failed download leaves no partial target.
     *
     * @param file a file from getFile
     * @param target where to write it
     * @return the target, once written
     */
    public Uni<Path> download(File file, Path target) {
        return download(filePath(file), target);
    }

    /**
     * @param filePath a {@code file_path} from getFile
     * @param target where to write it (replaced if it exists)
     * @return the target, once written
     * @see #download(File, Path)
     */
    public Uni<Path> download(String filePath, Path target) {
        Objects.requireNonNull(filePath, "filePath");
        Objects.requireNonNull(target, "target");
        if (isLocal(filePath)) {
            return onWorker(() -> {
                try {
                    Files.copy(Path.of(filePath), target, StandardCopyOption.REPLACE_EXISTING);
                    return target;
                } catch (IOException e) {
                    throw localFailure(filePath, e);
                }
            });
        }
        return transport.openFile(filePath, LABEL)
                .emitOn(Infrastructure.getDefaultWorkerPool())
                .onItem().transform(in -> writeTo(in, target));
    }

    /**
     * Reads a whole file into memory: for small files (a photo, a document a bot parses).
     *
     * @param file a file from getFile
     * @return the content
     */
    public Uni<byte[]> read(File file) {
        return read(filePath(file));
    }

    /**
     * @param filePath a {@code file_path} from getFile
     * @return the content
     * @see #read(File)
     */
    public Uni<byte[]> read(String filePath) {
        Objects.requireNonNull(filePath, "filePath");
        if (isLocal(filePath)) {
            return onWorker(() -> {
                try {
                    return Files.readAllBytes(Path.of(filePath));
                } catch (IOException e) {
                    throw localFailure(filePath, e);
                }
            });
        }
        return transport.openFile(filePath, LABEL)
                .emitOn(Infrastructure.getDefaultWorkerPool())
                .onItem().transform(in -> {
                    try (in) {
                        return in.readAllBytes();
                    } catch (IOException e) {
                        throw networkFailure(e);
                    }
                });
    }

    /**
     * Opens a file for reading, blocking until the server answered. The stream reads from the connection as the
     * content comes; the caller closes it. Refuses to block an event-loop thread, as {@code TelegramBot} does.
     *
     * @param file a file from getFile
     * @return the content
     */
    public InputStream openStream(File file) {
        return openStream(filePath(file));
    }

    /**
     * @param filePath a {@code file_path} from getFile
     * @return the content; the caller closes it
     * @see #openStream(File)
     */
    public InputStream openStream(String filePath) {
        Objects.requireNonNull(filePath, "filePath");
        BlockingCall.refuseToBlockIfForbidden(LABEL);
        if (isLocal(filePath)) {
            try {
                return Files.newInputStream(Path.of(filePath));
            } catch (IOException e) {
                throw localFailure(filePath, e);
            }
        }
        return BlockingCall.await(transport.openFile(filePath, LABEL), LABEL);
    }

    /** @return whether the path is one a local Bot API server ({@code --local}) gives: absolute, on its disk */
    static boolean isLocal(String filePath) {
        return filePath.startsWith("/") || Path.of(filePath).isAbsolute();
    }

    private static String filePath(File file) {
        Objects.requireNonNull(file, "file");
        String path = file.filePath();
        if (path == null || path.isBlank()) {
            throw new IllegalArgumentException("File " + file.fileId() + " has no file_path: get the File from "
                    + "getFile(fileId), which sets it (a File in a message does not have it)");
        }
        return path;
    }

    private Path writeTo(InputStream in, Path target) {
        Path absolute = target.toAbsolutePath();
        Path dir = absolute.getParent();
        Path partial = null;
        try (in) {
            if (dir != null) {
                Files.createDirectories(dir);
            }
            partial = Files.createTempFile(dir, "." + absolute.getFileName() + ".", ".part");
            try (OutputStream out = Files.newOutputStream(partial)) {
                byte[] buffer = new byte[64 * 1024];
                int n;
                while ((n = readFromServer(in, buffer)) >= 0) {
                    out.write(buffer, 0, n);
                }
            }
            try {
                Files.move(partial, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(partial, target, StandardCopyOption.REPLACE_EXISTING);
            }
            partial = null;
            return target;
        } catch (IOException e) {
            throw new UncheckedIOException(LABEL + ": cannot write " + target + ": " + e.getMessage(), e);
        } finally {
            if (partial != null) {
                try {
                    Files.deleteIfExists(partial);
                } catch (IOException ignored) {
                    // best effort: a partial file in the target's directory, named .<target>.*.part
                }
            }
        }
    }

    private int readFromServer(InputStream in, byte[] buffer) {
        try {
            return in.read(buffer);
        } catch (IOException e) {
            throw networkFailure(e);
        }
    }

    /** A failure reading the content from the connection: a network failure, the request having reached Telegram. */
    private RuntimeException networkFailure(IOException e) {
        TelegramNetworkException network = NetworkFailures.classify(LABEL, e, redactor);
        return network != null ? network : new UncheckedIOException(e);
    }

    /** A failure reading a local server's file: its path contains the token, so the message is redacted. */
    private UncheckedIOException localFailure(String filePath, IOException e) {
        IOException redacted = new IOException(e.getClass().getSimpleName() + ": " + redactor.redact(e.getMessage()));
        redacted.setStackTrace(e.getStackTrace());
        return new UncheckedIOException(LABEL + ": cannot read the local Bot API server's file "
                + redactor.redact(filePath), redacted);
    }

    private static <T> Uni<T> onWorker(java.util.function.Supplier<T> work) {
        return Uni.createFrom().item(work).runSubscriptionOn(Infrastructure.getDefaultWorkerPool());
    }
}
