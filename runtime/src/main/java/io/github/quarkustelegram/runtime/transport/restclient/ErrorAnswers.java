package io.github.quarkustelegram.runtime.transport.restclient;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;

import jakarta.ws.rs.WebApplicationException;
import jakarta.ws.rs.core.Response;

import org.jboss.logging.Logger;

import io.github.quarkustelegram.runtime.transport.NetworkFailures;
import io.github.quarkustelegram.runtime.transport.PendingCall;
import io.github.quarkustelegram.runtime.transport.TransportCore;
import io.netty.buffer.ByteBufInputStream;
import io.smallrye.mutiny.infrastructure.Infrastructure;

/**
 * What the REST client reports when a call does not end in a 2xx answer: any other answer comes as a
 * {@link WebApplicationException} carrying it, which is decoded as an answer (the Bot API's error, mostly); the rest
 * is a failure of the HTTP client.
 */
final class ErrorAnswers {

    private static final Logger LOG = Logger.getLogger(RestClientTransport.class);
    /** The most of an error answer's body a download reads. */
    private static final int MAX_FILE_ERROR_BYTES = 64 * 1024;

    private ErrorAnswers() {
    }

    /**
     * A call that did not end in a 2xx answer. The answer's body is in memory, but for cases a Bot API answer never
     * meets: a stream that could block is read on a worker thread.
     *
     * @param call the call
     * @param failure what the REST client failed with
     */
    static void notOk(PendingCall<?> call, Throwable failure) {
        Throwable cause = NetworkFailures.unwrap(failure);
        if (!(cause instanceof WebApplicationException wae) || wae.getResponse() == null) {
            call.failed(failure);
            return;
        }
        Response response = wae.getResponse();
        int status = response.getStatus();
        String retryAfter = response.getHeaderString("Retry-After");
        Object entity = response.getEntity();
        if (entity instanceof InputStream in && !(in instanceof ByteBufInputStream)
                && !(in instanceof ByteArrayInputStream)) {
            Infrastructure.getDefaultWorkerPool().execute(() -> {
                try {
                    call.answered(status, retryAfter, ByteBuffer.wrap(readAll(in)));
                } catch (RuntimeException e) {
                    call.failed(e);
                }
            });
            return;
        }
        ByteBuffer body = entity instanceof ByteBuffer bytes ? bytes
                : entity instanceof InputStream in ? ReceivedBodies.read(in) // in memory: one copy
                        : entity instanceof byte[] bytes ? ByteBuffer.wrap(bytes)
                                : entity instanceof String text ? ByteBuffer.wrap(text.getBytes(StandardCharsets.UTF_8))
                                        : ByteBuffer.allocate(0);
        call.answered(status, retryAfter, body);
    }

    /**
     * What a download fails with: the Bot API's error when the server answered (its body read from the stream, on
     * this thread, which may block), else the HTTP client's failure mapped by the core.
     *
     * @param core the transport's core
     * @param label what the failure names as its method
     * @param failure what the REST client failed with
     * @return the exception to fail the download with
     */
    static Throwable fileFailure(TransportCore core, String label, Throwable failure) {
        Throwable cause = NetworkFailures.unwrap(failure);
        if (cause instanceof WebApplicationException wae && wae.getResponse() != null) {
            Response response = wae.getResponse();
            byte[] body = new byte[0];
            try {
                Object entity = response.getEntity();
                if (entity instanceof InputStream in) {
                    try (in) {
                        body = in.readNBytes(MAX_FILE_ERROR_BYTES);
                    }
                } else if (entity instanceof byte[] bytes) {
                    body = bytes;
                }
            } catch (IOException | RuntimeException e) {
                LOG.debugf("%s: cannot read the body of HTTP %d: %s", label, response.getStatus(),
                        core.redactor().redact(e.toString()));
            }
            return core.decoder().failure(label, response.getStatus(), response.getHeaderString("Retry-After"), body);
        }
        return core.failure(label, failure);
    }

    private static byte[] readAll(InputStream in) {
        try (in) {
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
