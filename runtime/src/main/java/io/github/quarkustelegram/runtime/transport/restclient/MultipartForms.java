package io.github.quarkustelegram.runtime.transport.restclient;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Objects;
import java.util.concurrent.CancellationException;

import org.jboss.resteasy.reactive.client.api.ClientMultipartForm;
import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.model.InputFile;
import io.github.quarkustelegram.runtime.multipart.EncodedRequest;
import io.github.quarkustelegram.runtime.multipart.PartFilenames;
import io.github.quarkustelegram.runtime.multipart.SpooledUploads;
import io.github.quarkustelegram.runtime.multipart.UploadSpool;
import io.vertx.core.buffer.Buffer;

/**
 * Turns a multipart request into the REST client's {@link ClientMultipartForm}, counting the bytes of files it
 * uploads (the call's deadline grows with them): a file from disk streams from its path, bytes from memory go as
 * they are, and a stream goes from its copy, the spool's (made above the retries) or one made for this attempt only,
 * since the REST client streams multipart content only from files.
 */
final class MultipartForms {

    /** The copies of stream uploads a layer above made for the calls in progress. */
    private final UploadSpool spool;

    /** @param spool the copies of stream uploads made above the retry layer */
    MultipartForms(UploadSpool spool) {
        this.spool = Objects.requireNonNull(spool, "spool");
    }

    /** A multipart body, and how many bytes of files it uploads. */
    record Form(ClientMultipartForm form, long uploadBytes) {
    }

    /**
     * @param multipart the request
     * @return whether one of its streams has no copy in the spool: it must be copied for the attempt, on a thread that
     *         may block ({@link #form} with an attempt)
     */
    boolean copiesStreams(EncodedRequest.Multipart multipart) {
        return multipart.files().stream()
                .anyMatch(f -> UploadSpool.isStream(f.upload()) && spool.file(f.upload()) == null);
    }

    /**
     * @param multipart the request
     * @param attempt where copies of streams go, or null when every stream has a copy in the spool
     * @return its form
     */
    Form form(EncodedRequest.Multipart multipart, @Nullable SpooledUploads attempt) {
        ClientMultipartForm form = ClientMultipartForm.create();
        long uploadBytes = 0;
        for (EncodedRequest.Part part : multipart.parts()) {
            if (part instanceof EncodedRequest.Part.Field field) {
                form.attribute(field.name(), field.value(), null);
                continue;
            }
            EncodedRequest.Part.File file = (EncodedRequest.Part.File) part;
            InputFile.Upload upload = file.upload();
            String type = MediaTypes.forFileName(upload.filename());
            String filename = PartFilenames.escape(upload.filename());
            Path path = upload.file();
            if (path != null) {
                if (!Files.isReadable(path)) {
                    throw new UncheckedIOException(new IOException(multipart.methodName()
                            + ": cannot read the file to upload as " + file.name() + ": " + upload.filename()));
                }
                form.binaryFileUpload(file.name(), filename, path.toString(), type);
                uploadBytes += Math.max(0, upload.contentLength());
            } else if (!UploadSpool.isStream(upload)) {
                byte[] content = readAll(upload);
                form.binaryFileUpload(file.name(), filename, Buffer.buffer(content), type);
                uploadBytes += content.length;
            } else {
                Path copy = spool.file(upload);
                if (copy == null) {
                    copy = copyForThisAttempt(multipart.methodName(), upload, Objects.requireNonNull(attempt));
                }
                form.binaryFileUpload(file.name(), filename, copy.toString(), type);
                uploadBytes += size(copy);
            }
        }
        return new Form(form, uploadBytes);
    }

    private Path copyForThisAttempt(String method, InputFile.Upload upload, SpooledUploads attempt) {
        Path copy = spool.copy(method, upload, attempt);
        if (copy == null || !attempt.add(copy, () -> {
        })) {
            throw new CancellationException(method + ": ended while its upload was copied");
        }
        return copy;
    }

    private static long size(Path file) {
        try {
            return Files.size(file);
        } catch (IOException e) {
            return 0;
        }
    }

    private static byte[] readAll(InputFile.Upload upload) {
        try (InputStream in = upload.open()) {
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
