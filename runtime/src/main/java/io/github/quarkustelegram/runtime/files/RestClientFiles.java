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
import java.util.function.Function;

import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.error.TelegramNetworkException;
import io.github.quarkustelegram.files.TelegramFiles;
import io.github.quarkustelegram.model.File;
import io.github.quarkustelegram.runtime.transport.BlockingCall;
import io.github.quarkustelegram.runtime.transport.NetworkFailures;
import io.github.quarkustelegram.runtime.transport.TokenRedactor;
import io.github.quarkustelegram.runtime.transport.restclient.RestClientTransport;
import io.smallrye.mutiny.Uni;
import io.smallrye.mutiny.infrastructure.Infrastructure;

/**
 * {@link TelegramFiles} over the REST client transport: its server, its token, its connections.
 */
public final class RestClientFiles implements TelegramFiles {

    private final RestClientTransport transport;
    private final TokenRedactor redactor;
    private final LocalFilesRoot local;

    /** @param transport the transport whose server and token the files come from; no local Bot API server */
    public RestClientFiles(RestClientTransport transport) {
        this(transport, null);
    }

    /**
     * @param transport the transport whose server and token the files come from
     * @param localFilesRoot the directory of a local Bot API server ({@code --local}) as this application sees it:
     *        absolute file paths below it are read from disk; null when there is none (an absolute path is refused)
     */
    public RestClientFiles(RestClientTransport transport, @Nullable Path localFilesRoot) {
        this.transport = Objects.requireNonNull(transport, "transport");
        this.redactor = transport.endpoint().redactor();
        this.local = new LocalFilesRoot(localFilesRoot, redactor);
    }

    @Override
    public Uni<Path> download(File file, Path target) {
        return download(filePath(file), target);
    }

    @Override
    public Uni<Path> download(String filePath, Path target) {
        Objects.requireNonNull(filePath, "filePath");
        Objects.requireNonNull(target, "target");
        Path onDisk = local.resolve(filePath);
        if (onDisk != null) {
            return onWorker(() -> writeTo(openLocal(filePath, onDisk), target, e -> localFailure(filePath, e)));
        }
        return transport.openFile(filePath, LABEL)
                .emitOn(Infrastructure.getDefaultWorkerPool())
                .onItem().transform(in -> writeTo(in, target, this::networkFailure));
    }

    @Override
    public Uni<byte[]> read(File file) {
        return read(filePath(file));
    }

    @Override
    public Uni<byte[]> read(String filePath) {
        Objects.requireNonNull(filePath, "filePath");
        Path onDisk = local.resolve(filePath);
        if (onDisk != null) {
            return onWorker(() -> {
                try {
                    return Files.readAllBytes(onDisk);
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

    @Override
    public InputStream openStream(File file) {
        return openStream(filePath(file));
    }

    @Override
    public InputStream openStream(String filePath) {
        Objects.requireNonNull(filePath, "filePath");
        BlockingCall.refuseToBlockIfForbidden(LABEL);
        Path onDisk = local.resolve(filePath);
        if (onDisk != null) {
            return openLocal(filePath, onDisk);
        }
        return BlockingCall.await(transport.openFile(filePath, LABEL), LABEL);
    }

    private InputStream openLocal(String filePath, Path onDisk) {
        try {
            return Files.newInputStream(onDisk);
        } catch (IOException e) {
            throw localFailure(filePath, e);
        }
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

    /** Streams to a temporary file next to the target, moved into place when complete: never a partial target. */
    private Path writeTo(InputStream in, Path target, Function<IOException, RuntimeException> readFailure) {
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
                while ((n = read(in, buffer, readFailure)) >= 0) {
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

    private static int read(InputStream in, byte[] buffer, Function<IOException, RuntimeException> readFailure) {
        try {
            return in.read(buffer);
        } catch (IOException e) {
            throw readFailure.apply(e);
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
