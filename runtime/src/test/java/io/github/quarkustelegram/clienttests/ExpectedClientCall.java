package io.github.quarkustelegram.clienttests;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;

import io.github.quarkustelegram.model.InputFile;
import io.github.quarkustelegram.testing.server.ExpectedCall;

/**
 * An {@link ExpectedCall} whose uploads are the client's own {@link InputFile.Upload}s: the file part must carry the
 * upload's file name and bytes, and an upload nested in a parameter is named by its
 * {@link InputFile.Upload#attachName() attach name}. The generated client tests write their expectations with it:
 *
 * <pre>{@code
 * ExpectedClientCall.multipart("sendMediaGroup")
 *         .param("chat_id", -1001234567890L)
 *         .paramJson("media", "[{\"type\":\"audio\",\"media\":\"attach://" + MEDIA_1_MEDIA.attachName() + "\"}]")
 *         .attached(MEDIA_1_MEDIA)
 * }</pre>
 */
public final class ExpectedClientCall extends ExpectedCall {

    private ExpectedClientCall(String methodName, boolean multipart) {
        super(methodName, multipart);
    }

    /** @return a call sent as {@code application/json} */
    public static ExpectedClientCall json(String methodName) {
        return new ExpectedClientCall(methodName, false);
    }

    /** @return a call sent as {@code multipart/form-data} (it uploads a file) */
    public static ExpectedClientCall multipart(String methodName) {
        return new ExpectedClientCall(methodName, true);
    }

    /**
     * @param name a parameter that is itself an uploaded file ({@code photo} of sendPhoto)
     * @param upload the upload
     * @return this
     */
    public ExpectedClientCall file(String name, InputFile.Upload upload) {
        return file(name, upload.filename(), contentOf(upload));
    }

    /**
     * @param upload an upload nested in a parameter (its JSON says {@code attach://<attach name>})
     * @return this
     */
    public ExpectedClientCall attached(InputFile.Upload upload) {
        return attached(upload.attachName(), upload.filename(), contentOf(upload));
    }

    // the inherited setters, returning this type so that a chain can go on with the uploads above

    @Override
    public ExpectedClientCall param(String name, String value) {
        super.param(name, value);
        return this;
    }

    @Override
    public ExpectedClientCall param(String name, long value) {
        super.param(name, value);
        return this;
    }

    @Override
    public ExpectedClientCall param(String name, double value) {
        super.param(name, value);
        return this;
    }

    @Override
    public ExpectedClientCall param(String name, boolean value) {
        super.param(name, value);
        return this;
    }

    @Override
    public ExpectedClientCall paramJson(String name, String json) {
        super.paramJson(name, json);
        return this;
    }

    @Override
    public ExpectedClientCall file(String name, String filename, byte[] content) {
        super.file(name, filename, content);
        return this;
    }

    @Override
    public ExpectedClientCall attached(String attachName, String filename, byte[] content) {
        super.attached(attachName, filename, content);
        return this;
    }

    private static byte[] contentOf(InputFile.Upload upload) {
        try (InputStream in = upload.open()) {
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
