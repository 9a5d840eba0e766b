package io.github.quarkustelegram.runtime.fast.http;

import java.nio.ByteBuffer;

import org.jspecify.annotations.Nullable;

/**
 * Turns an answer into what the caller of {@link BlockingHttpClient#exchange} wants (a decoded result, or an
 * exception), while the connection still holds its bytes.
 *
 * @param <R> the result
 */
@FunctionalInterface
public interface AnswerReader<R> {

    /**
     * @param status the HTTP status
     * @param retryAfter the {@code Retry-After} header, or null
     * @param body the body, between its position and its limit; valid only during this call
     * @return the result
     */
    R read(int status, @Nullable String retryAfter, ByteBuffer body);
}
