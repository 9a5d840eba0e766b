package io.github.quarkustelegram.runtime.fast.http;

import java.nio.charset.StandardCharsets;
import java.util.Objects;

import io.netty.buffer.ByteBuf;

/**
 * Writes the head of a Bot API call (a POST of JSON) into the same buffer as its body, just in front of it, so that
 * one buffer, one write and no copy carry the whole request. The body is encoded first, after room left for the head
 * ({@link #room(String)}); its length is then known and the head is written backwards from where the body starts.
 *
 * <pre>
 * POST /bot&lt;token&gt;/sendMessage HTTP/1.1
 * Host: api.telegram.org
 * User-Agent: quarkus-telegram
 * Accept: application/json
 * Content-Type: application/json
 * Content-Length: 38
 * </pre>
 *
 * Everything but the method name and the length is encoded once, per client. The head holds the token (in the
 * path): it is never shown. Immutable, thread-safe.
 */
public final class HttpRequestHead {

    /** The most digits a body length takes. */
    private static final int LENGTH_DIGITS = 10;
    private static final byte[] END = "\r\n\r\n".getBytes(StandardCharsets.US_ASCII);

    /** {@code POST <path prefix>}: up to the method name. */
    private final byte[] start;
    /** From after the method name to the length's first digit. */
    private final byte[] middle;

    /**
     * @param hostHeader the {@code Host} header's value: the host, with {@code :port} unless it is the scheme's
     *        default
     * @param pathPrefix the path up to the method name, e.g. {@code /bot<token>/} (already URL-safe)
     */
    public HttpRequestHead(String hostHeader, String pathPrefix) {
        Objects.requireNonNull(hostHeader, "hostHeader");
        Objects.requireNonNull(pathPrefix, "pathPrefix");
        this.start = ("POST " + pathPrefix).getBytes(StandardCharsets.US_ASCII);
        this.middle = (" HTTP/1.1\r\nHost: " + hostHeader
                + "\r\nUser-Agent: quarkus-telegram\r\nAccept: application/json\r\nContent-Type: application/json"
                + "\r\nContent-Length: ").getBytes(StandardCharsets.US_ASCII);
    }

    /**
     * @param methodName the Bot API method the body is for
     * @return how many bytes to leave in front of the body for its head (a few more than it will take)
     * @throws IllegalArgumentException when the method name cannot be part of a request path
     */
    public int room(String methodName) {
        checkMethodName(methodName);
        return start.length + methodName.length() + middle.length + LENGTH_DIGITS + END.length;
    }

    /**
     * Writes the head right before the body, which runs from {@code bodyStart} to the buffer's writer index, and
     * moves the reader index to the head's first byte: the buffer then holds the whole request, ready to send.
     *
     * @param buffer the buffer, with at least {@link #room(String)} bytes before {@code bodyStart}
     * @param bodyStart where the body starts
     * @param methodName the method (as given to {@link #room(String)})
     */
    public void writeBefore(ByteBuf buffer, int bodyStart, String methodName) {
        int bodyLength = buffer.writerIndex() - bodyStart;
        int digits = digits(bodyLength);
        int headLength = start.length + methodName.length() + middle.length + digits + END.length;
        int at = bodyStart - headLength;
        if (at < buffer.readerIndex()) {
            throw new IllegalArgumentException("No room for the request head before the body: " + headLength
                    + " bytes needed, " + (bodyStart - buffer.readerIndex()) + " left");
        }
        buffer.readerIndex(at);
        buffer.setBytes(at, start);
        at += start.length;
        for (int i = 0; i < methodName.length(); i++) {
            buffer.setByte(at++, methodName.charAt(i));
        }
        buffer.setBytes(at, middle);
        at += middle.length;
        for (int i = digits - 1, rest = bodyLength; i >= 0; i--, rest /= 10) {
            buffer.setByte(at + i, '0' + rest % 10);
        }
        at += digits;
        buffer.setBytes(at, END);
    }

    private static int digits(int value) {
        int digits = 1;
        for (int rest = value / 10; rest > 0; rest /= 10) {
            digits++;
        }
        return digits;
    }

    /** A method name goes into the request line as it is: letters, digits and {@code _} only. */
    private static void checkMethodName(String methodName) {
        if (methodName.isEmpty()) {
            throw new IllegalArgumentException("A Bot API method name is empty");
        }
        for (int i = 0; i < methodName.length(); i++) {
            char c = methodName.charAt(i);
            if (!(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_')) {
                throw new IllegalArgumentException("A Bot API method name has letters, digits and '_' only, not: "
                        + methodName);
            }
        }
    }

    @Override
    public String toString() {
        return "HttpRequestHead[POST <path>]";
    }
}
