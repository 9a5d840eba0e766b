package io.github.quarkustelegram.runtime.multipart;

import java.util.List;
import java.util.Objects;

import io.github.quarkustelegram.method.TelegramRequest;
import io.github.quarkustelegram.model.InputFile;
import io.github.quarkustelegram.transport.ForwardingTransport;
import io.github.quarkustelegram.transport.TelegramTransport;
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
public final class UploadSpooling extends ForwardingTransport {

    private final UploadSpool spool;
    private final RequestEncoder encoder = RequestEncoder.standard();

    /**
     * @param delegate the transport below (retry, flood control, the HTTP transport)
     * @param spool where the copies go; the HTTP transport below must read the same spool
     */
    public UploadSpooling(TelegramTransport delegate, UploadSpool spool) {
        super(delegate);
        this.spool = Objects.requireNonNull(spool, "spool");
    }

    @Override
    public <R> Uni<R> execute(TelegramRequest<R> request) {
        if (!UploadingRequests.canUpload(request.getClass())) {
            return delegate.execute(request);
        }
        return Uni.createFrom().deferred(() -> {
            List<InputFile.Upload> streams = streams(request);
            if (streams.isEmpty()) {
                return delegate.execute(request);
            }
            SpooledUploads call = spool.begin(streams);
            return Uni.createFrom().item(() -> {
                spool.spool(request.methodName(), streams, call);
                return call;
            })
                    .runSubscriptionOn(Infrastructure.getDefaultWorkerPool())
                    .chain(spooled -> delegate.execute(request))
                    .onTermination().invoke(call::release);
        });
    }

    @Override
    public <R> R call(TelegramRequest<R> request) {
        if (!UploadingRequests.canUpload(request.getClass())) {
            return delegate.call(request);
        }
        List<InputFile.Upload> streams = streams(request);
        if (streams.isEmpty()) {
            return delegate.call(request);
        }
        SpooledUploads call = spool.begin(streams);
        try {
            spool.spool(request.methodName(), streams, call);
            return delegate.call(request);
        } finally {
            call.release();
        }
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
