package io.github.quarkustelegram.runtime.fast;

import io.github.quarkustelegram.method.TelegramRequest;
import io.netty.buffer.ByteBuf;

/**
 * Writes a request's JSON body straight into a Netty buffer: the encoding half of the fast path, which the fast
 * transport sends without a copy.
 *
 * <p>
 * Contract, for implementations and callers alike:
 * <ul>
 * <li>The JSON is written from {@code out.writerIndex()}, which advances past it. The buffer grows as needed
 * ({@code ensureWritable}); nothing is ever written past its capacity.</li>
 * <li>The output is strict JSON in valid UTF-8 and means the same as the default path's body
 * ({@code TelegramJson.mapper()}): equal as a JSON tree.</li>
 * <li>A request that carries an upload ({@code InputFile.Upload}) anywhere cannot go as JSON: {@code encode} then
 * returns {@code false} and leaves {@code out.writerIndex()} where it was, and the caller sends it multipart.</li>
 * <li>Safe to call from any thread, event loops included; the steady state allocates nothing on the heap.</li>
 * </ul>
 */
public interface FastRequestEncoder {

    /**
     * @param request the request to write
     * @param out where to write its JSON body
     * @return {@code true} when written; {@code false} when the request carries an upload (nothing written)
     * @throws IllegalArgumentException when a value cannot be written as JSON (a NaN or infinite double), naming the
     *         method and parameter; {@code out.writerIndex()} is then where it was
     */
    boolean encode(TelegramRequest<?> request, ByteBuf out);
}
