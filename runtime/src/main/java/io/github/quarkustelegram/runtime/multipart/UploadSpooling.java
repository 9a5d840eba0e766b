package io.github.quarkustelegram.runtime.multipart;

import java.util.List;
import java.util.Objects;

import io.github.quarkustelegram.method.TelegramRequest;
import io.github.quarkustelegram.model.InputFile;
import io.github.quarkustelegram.transport.TransportDecorator;
import io.smallrye.mutiny.Uni;
import io.smallrye.mutiny.infrastructure.Infrastructure;

/**
 * Copies a call's stream uploads to disk once, before the retry layer below sends it any number of times, and deletes
 * the copies when the call has ended, however it ends (answer, failure, cancel, even a cancel during the copy). A
 * stream can be read only once: without this a retried {@code sendDocument(InputStream)} would fail with "a stream
 * upload can be sent only once" instead of its real error.
 *
 * <p>
 * Files and bytes need no copy and pass straight through, as do requests whose class cannot carry an upload.
 */
public final class UploadSpooling implements TransportDecorator {

    private final UploadSpool spool;
    private final RequestEncoder encoder = RequestEncoder.standard();

    /** @param spool where the copies go; the HTTP transport below must read the same spool */
    public UploadSpooling(UploadSpool spool) {
        this.spool = Objects.requireNonNull(spool, "spool");
    }

    @Override
    public <R> Uni<R> intercept(TelegramRequest<R> request, Chain chain) {
        if (!UploadingRequests.canUpload(request.getClass())) {
            return chain.proceed(request);
        }
        List<InputFile.Upload> streams = streams(request);
        if (streams.isEmpty()) {
            return chain.proceed(request);
        }
        SpooledUploads call = spool.begin(streams);
        Uni<SpooledUploads> copied = Uni.createFrom().item(() -> {
            spool.spool(request.methodName(), streams, call);
            return call;
        });
        if (!chain.blocking()) {
            copied = copied.runSubscriptionOn(Infrastructure.getDefaultWorkerPool());
        } // else the caller's thread, outermost as this decorator is, waits anyway: the copy is made there
        return copied.chain(spooled -> chain.proceed(request)).onTermination().invoke(call::release);
    }

    /** The distinct stream uploads of a request; none when it cannot be written (the layers below say why). */
    private List<InputFile.Upload> streams(TelegramRequest<?> request) {
        try {
            return encoder.uploads(request).stream().filter(UploadSpool::isStream).distinct().toList();
        } catch (IllegalArgumentException e) {
            return List.of();
        }
    }
}
