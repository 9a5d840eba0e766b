package io.github.quarkustelegram.runtime.transport.restclient;

import java.io.InputStream;
import java.lang.annotation.Annotation;
import java.lang.reflect.Type;
import java.nio.ByteBuffer;

import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.MultivaluedMap;
import jakarta.ws.rs.ext.MessageBodyReader;

/**
 * The REST client's reader of an answer body as a {@link ByteBuffer}: the bytes the REST client holds in memory,
 * copied once into an array of its size ({@link ReceivedBodies}). Asked for instead of a {@code byte[]}, whose
 * reader copies through a new 8 KiB buffer and a new array each time, and instead of an {@code InputStream}, which the
 * REST client would read from the connection as the caller reads it (a blocking stream).
 */
final class ReceivedBodyReader implements MessageBodyReader<ByteBuffer> {

    @Override
    public boolean isReadable(Class<?> type, Type genericType, Annotation[] annotations, MediaType mediaType) {
        return type == ByteBuffer.class;
    }

    @Override
    public ByteBuffer readFrom(Class<ByteBuffer> type, Type genericType, Annotation[] annotations,
            MediaType mediaType, MultivaluedMap<String, String> httpHeaders, InputStream entityStream) {
        return ReceivedBodies.read(entityStream);
    }
}
