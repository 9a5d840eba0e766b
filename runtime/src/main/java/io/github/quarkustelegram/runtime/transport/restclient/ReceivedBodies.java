package io.github.quarkustelegram.runtime.transport.restclient;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;

/**
 * Reads an answer body the HTTP client already holds in memory into an array of exactly its size: one copy, no
 * intermediate buffer ({@code InputStream.readAllBytes()} would fill 8 KiB chunks first). The decoder then parses it
 * from the array, Jackson's fastest input.
 */
final class ReceivedBodies {

    private ReceivedBodies() {
    }

    /**
     * @param in a stream over bytes in memory, whose {@link InputStream#available()} is what is left to read
     * @return the body; closes the stream
     */
    static ByteBuffer read(InputStream in) {
        try (in) {
            byte[] array = new byte[in.available()];
            int length = in.readNBytes(array, 0, array.length);
            int next = in.read();
            if (next < 0) {
                return ByteBuffer.wrap(array, 0, length);
            }
            // more than available() said: not a stream over memory after all; read the rest as it comes
            ByteArrayOutputStream whole = new ByteArrayOutputStream(length + 1024);
            whole.write(array, 0, length);
            whole.write(next);
            in.transferTo(whole);
            return ByteBuffer.wrap(whole.toByteArray());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
