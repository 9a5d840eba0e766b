package io.github.quarkustelegram.runtime.multipart;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;

import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.model.InputFile;

/**
 * Where stream uploads are copied to disk, once per call, so that every attempt of the call sends the same bytes: a
 * stream can be read only once, and the multipart body is written again for each attempt.
 *
 * <p>
 * {@link UploadSpooling}, above the retry layer, copies a call's streams here and releases them when the call has
 * ended; the REST client transport asks {@link #file} for each stream it sends. One spool is shared by a client's
 * layers; it holds only the files of calls in progress.
 */
public final class UploadSpool {

    private static final int COPY_BUFFER = 64 * 1024;

    private final @Nullable Path directory;
    /** A stream upload (identity: one particular stream) -> its copy, while its call is in progress. */
    private final Map<InputFile.Upload, Path> copies = new ConcurrentHashMap<>();

    /** @param directory where the copies go; null for the JVM's temporary directory */
    public UploadSpool(@Nullable Path directory) {
        this.directory = directory;
    }

    /** @return the copy of a stream upload made for the call in progress, or null when it has none */
    public @Nullable Path file(InputFile.Upload upload) {
        return copies.get(upload);
    }

    /** @return whether an upload is a stream: the only content whose length is unknown before reading it */
    public static boolean isStream(InputFile.Upload upload) {
        return upload.file() == null && upload.contentLength() < 0;
    }

    /** @return how many copies calls in progress hold */
    public int size() {
        return copies.size();
    }

    /**
     * Starts a call whose stream uploads are to be copied.
     *
     * @param streams the call's stream uploads
     * @return the call's files: released when the call has ended, they are forgotten and deleted
     */
    SpooledUploads begin(List<InputFile.Upload> streams) {
        return new SpooledUploads(() -> streams.forEach(copies::remove));
    }

    /**
     * Copies the streams of one call. Blocking: on a worker thread or the caller's. Stops early, leaving nothing,
     * when the call ends meanwhile.
     *
     * @param method the method, for error messages
     * @param streams the call's stream uploads
     * @param call what {@link #begin} gave for them
     * @throws UncheckedIOException when a stream cannot be read or the copy cannot be written
     */
    void spool(String method, List<InputFile.Upload> streams, SpooledUploads call) {
        for (InputFile.Upload upload : streams) {
            if (copies.containsKey(upload)) {
                continue; // referred to twice in one request
            }
            Path copy = copy(method, upload, call);
            if (copy == null || !call.add(copy, () -> copies.put(upload, copy))) {
                return; // the call ended meanwhile: its files are gone, nothing is sent
            }
        }
    }

    /** A stream copied to a new temporary file; null when the call ended during the copy (the file is deleted). */
    public @Nullable Path copy(String method, InputFile.Upload upload, SpooledUploads call) {
        Path copy = null;
        try (InputStream in = upload.open()) {
            copy = directory == null ? Files.createTempFile("quarkus-telegram-upload-", ".part")
                    : Files.createTempFile(directory, "quarkus-telegram-upload-", ".part");
            try (OutputStream out = Files.newOutputStream(copy)) {
                byte[] buffer = new byte[COPY_BUFFER];
                for (int n; (n = in.read(buffer)) >= 0;) {
                    if (call.released()) {
                        SpooledUploads.delete(copy);
                        return null;
                    }
                    out.write(buffer, 0, n);
                }
            }
            return copy;
        } catch (IOException | RuntimeException e) {
            if (copy != null) {
                SpooledUploads.delete(copy);
            }
            if (e instanceof IllegalStateException) {
                throw (IllegalStateException) e; // a stream sent before: say so as it is
            }
            throw new UncheckedIOException(method + ": cannot copy the stream to upload " + upload.filename()
                    + " to a temporary file", e instanceof IOException io ? io : new IOException(e));
        }
    }

    @Override
    public String toString() {
        return "UploadSpool[" + Objects.requireNonNullElse(directory, "temporary directory") + ", " + copies.size()
                + " in use]";
    }
}
