package io.github.quarkustelegram.runtime.fast.http;

import java.nio.charset.StandardCharsets;

import org.jspecify.annotations.Nullable;

import io.netty.buffer.ByteBuf;

/**
 * Reads one HTTP/1.1 answer from the bytes received so far, as they grow: the status, the few headers a Bot API call
 * needs ({@code Content-Length}, {@code Transfer-Encoding}, {@code Connection}, {@code Retry-After}) and where the body
 * is. Both fast-path clients use it: the event-loop one on Netty's received buffers, the blocking one on its receive
 * array.
 *
 * <p>
 * Why not Netty's {@code HttpClientCodec}: it builds a message object and a header map for every answer (about
 * 1.5 KB of garbage each), and the blocking client has no channel to run it in. A Bot API answer is a small JSON body
 * behind a handful of headers; everything else is skipped without making a String.
 *
 * <ul>
 * <li>Framing as RFC 9112 says: {@code chunked} (de-chunked in place, so the body ends contiguous), else
 * {@code Content-Length}, else the body runs until the server closes (the connection is then not reused). Interim
 * {@code 1xx} answers are skipped; {@code 204} and {@code 304} have no body.</li>
 * <li>Lines may end in CRLF or a bare LF. Header names are compared ignoring case.</li>
 * <li>Bounded: a head over {@value #MAX_HEAD_BYTES} bytes, a body over the given maximum, a malformed status line,
 * size or length fail with an {@link HttpProtocolException} as soon as they are seen.</li>
 * </ul>
 *
 * Positions are offsets from the buffer's reader index, which the parser never moves: the caller may replace the
 * buffer by a larger copy of the same bytes between calls. One answer at a time; {@link #reset()} before the next.
 * Not thread-safe.
 */
public final class HttpResponseParser {

    /** The most bytes the status line and headers of one answer may take. */
    public static final int MAX_HEAD_BYTES = 64 * 1024;

    private static final int HEAD = 0;
    private static final int BODY_LENGTH = 1;
    private static final int BODY_UNTIL_CLOSE = 2;
    private static final int CHUNK_SIZE = 3;
    private static final int CHUNK_DATA = 4;
    private static final int CHUNK_DATA_END = 5;
    private static final int TRAILERS = 6;
    private static final int DONE = 7;

    private static final byte[] HTTP_1 = "HTTP/1.".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] CONTENT_LENGTH = bytes("content-length");
    private static final byte[] TRANSFER_ENCODING = bytes("transfer-encoding");
    private static final byte[] CONNECTION = bytes("connection");
    private static final byte[] RETRY_AFTER = bytes("retry-after");
    private static final byte[] CHUNKED = bytes("chunked");
    private static final byte[] CLOSE = bytes("close");
    private static final byte[] KEEP_ALIVE = bytes("keep-alive");

    private final int maxBodyBytes;

    private int state;
    /** Where the next unread byte is. */
    private int scan;
    /** Where the current head began (an interim answer moves it). */
    private int headStart;
    private int status;
    private @Nullable String retryAfter;
    private boolean keepAlive;
    private long contentLength;
    private boolean chunked;
    private boolean otherCoding;
    /** Whether the body's end is known from the head (so the connection may carry another request). */
    private boolean framed;
    private int bodyStart;
    /** The end of the (de-chunked) body written so far. */
    private int bodyEnd;
    private long chunkLeft;

    /** @param maxBodyBytes the largest body accepted */
    public HttpResponseParser(int maxBodyBytes) {
        if (maxBodyBytes < 0) {
            throw new IllegalArgumentException("maxBodyBytes must not be negative: " + maxBodyBytes);
        }
        this.maxBodyBytes = maxBodyBytes;
        reset();
    }

    /** Forgets the answer read, for the next one. */
    public void reset() {
        state = HEAD;
        scan = 0;
        headStart = 0;
        status = 0;
        retryAfter = null;
        keepAlive = true;
        contentLength = -1;
        chunked = false;
        otherCoding = false;
        framed = false;
        bodyStart = 0;
        bodyEnd = 0;
        chunkLeft = 0;
    }

    /**
     * Reads on from where the last call stopped.
     *
     * @param in the answer's bytes so far, from its reader index to its writer index; chunked bodies are rewritten
     *        in place
     * @return whether the whole answer has been read
     * @throws HttpProtocolException when the bytes are not an HTTP/1.x answer, or exceed a bound
     */
    public boolean parse(ByteBuf in) throws HttpProtocolException {
        int base = in.readerIndex();
        int end = in.writerIndex() - base;
        while (true) {
            switch (state) {
                case HEAD -> {
                    if (!readHead(in, base, end)) {
                        return false;
                    }
                }
                case BODY_LENGTH -> {
                    if (end - bodyStart < contentLength) {
                        return false;
                    }
                    bodyEnd = bodyStart + (int) contentLength;
                    scan = bodyEnd;
                    state = DONE;
                }
                case BODY_UNTIL_CLOSE -> {
                    if (end - bodyStart > maxBodyBytes) {
                        throw tooLarge(end - bodyStart);
                    }
                    bodyEnd = end;
                    scan = end;
                    return false;
                }
                case CHUNK_SIZE -> {
                    if (!readChunkSize(in, base, end)) {
                        return false;
                    }
                }
                case CHUNK_DATA -> {
                    int available = (int) Math.min(chunkLeft, end - scan);
                    moveLeft(in, base + scan, base + bodyEnd, available);
                    scan += available;
                    bodyEnd += available;
                    chunkLeft -= available;
                    if (chunkLeft > 0) {
                        return false;
                    }
                    state = CHUNK_DATA_END;
                }
                case CHUNK_DATA_END -> {
                    int eol = lineEnd(in, base, scan, end);
                    if (eol < 0) {
                        return false;
                    }
                    if (eol != scan) {
                        throw new HttpProtocolException("a chunk of the answer is longer than its size says");
                    }
                    scan = next(in, base, eol);
                    state = CHUNK_SIZE;
                }
                case TRAILERS -> {
                    if (!skipTrailers(in, base, end)) {
                        return false;
                    }
                    state = DONE;
                }
                default -> {
                    return true;
                }
            }
        }
    }

    /**
     * The connection was closed by the server: completes an answer whose body runs until the close.
     *
     * @return whether the whole answer has now been read
     */
    public boolean endOfInput() {
        if (state == BODY_UNTIL_CLOSE) {
            state = DONE;
            return true;
        }
        return state == DONE;
    }

    /** @return whether any byte of an answer has been read (a connection closed after none was likely idle) */
    public boolean started() {
        return scan > 0;
    }

    /** @return the status code of the answer read */
    public int status() {
        return status;
    }

    /** @return the {@code Retry-After} header, or null */
    public @Nullable String retryAfter() {
        return retryAfter;
    }

    /** @return whether the connection may carry another request after this answer */
    public boolean keepAlive() {
        return keepAlive && framed && state == DONE;
    }

    /** @return where the body starts, from the buffer's reader index */
    public int bodyStart() {
        return bodyStart;
    }

    /** @return the body's length (de-chunked) */
    public int bodyLength() {
        return bodyEnd - bodyStart;
    }

    /** @return how many bytes of the buffer the whole answer took, from its reader index */
    public int answerLength() {
        return scan;
    }

    private boolean readHead(ByteBuf in, int base, int end) throws HttpProtocolException {
        while (true) {
            int eol = lineEnd(in, base, scan, end);
            if (eol < 0) {
                if (end - headStart > MAX_HEAD_BYTES) {
                    throw new HttpProtocolException("the answer's head is longer than " + MAX_HEAD_BYTES + " bytes");
                }
                return false;
            }
            if (eol - headStart > MAX_HEAD_BYTES) {
                throw new HttpProtocolException("the answer's head is longer than " + MAX_HEAD_BYTES + " bytes");
            }
            int lineStart = scan;
            scan = next(in, base, eol);
            if (lineStart == headStart) {
                statusLine(in, base + lineStart, eol - lineStart);
            } else if (eol == lineStart) {
                if (headEnded()) {
                    return true;
                }
            } else {
                header(in, base + lineStart, base + eol);
            }
        }
    }

    /** The empty line after the headers: decides the framing; false when it was an interim answer. */
    private boolean headEnded() throws HttpProtocolException {
        if (status >= 100 && status < 200) {
            if (status == 101) {
                throw new HttpProtocolException("the server switched protocols (HTTP 101)");
            }
            int interimEnd = scan;
            reset();
            scan = interimEnd;
            headStart = interimEnd;
            return false;
        }
        bodyStart = scan;
        bodyEnd = scan;
        framed = true;
        if (status == 204 || status == 304) {
            state = DONE;
        } else if (otherCoding) {
            framed = false;
            state = BODY_UNTIL_CLOSE;
        } else if (chunked) {
            state = CHUNK_SIZE;
        } else if (contentLength >= 0) {
            state = BODY_LENGTH;
        } else {
            framed = false;
            state = BODY_UNTIL_CLOSE;
        }
        return true;
    }

    private void statusLine(ByteBuf in, int at, int length) throws HttpProtocolException {
        // HTTP/1.x SSS[ reason]
        if (length < 12 || !startsWith(in, at, HTTP_1) || in.getByte(at + 8) != ' ') {
            throw new HttpProtocolException("the answer does not start with an HTTP/1.x status line: "
                    + excerpt(in, at, length));
        }
        byte minor = in.getByte(at + 7);
        if (minor != '0' && minor != '1') {
            throw new HttpProtocolException("the answer is not HTTP/1.0 or 1.1: " + excerpt(in, at, length));
        }
        keepAlive = minor == '1';
        int code = 0;
        for (int i = 9; i < 12; i++) {
            byte digit = in.getByte(at + i);
            if (digit < '0' || digit > '9') {
                throw new HttpProtocolException("the answer's status is not a number: " + excerpt(in, at, length));
            }
            code = code * 10 + digit - '0';
        }
        if (length > 12 && in.getByte(at + 12) != ' ') {
            throw new HttpProtocolException("the answer's status is not a number: " + excerpt(in, at, length));
        }
        if (code < 100) {
            throw new HttpProtocolException("the answer's status is out of range: " + code);
        }
        status = code;
    }

    private void header(ByteBuf in, int from, int to) throws HttpProtocolException {
        int colon = in.indexOf(from, to, (byte) ':');
        if (colon <= from) {
            throw new HttpProtocolException("a header line of the answer has no name: " + excerpt(in, from, to - from));
        }
        int valueStart = colon + 1;
        while (valueStart < to && isSpace(in.getByte(valueStart))) {
            valueStart++;
        }
        int valueEnd = to;
        while (valueEnd > valueStart && isSpace(in.getByte(valueEnd - 1))) {
            valueEnd--;
        }
        int nameLength = colon - from;
        if (nameIs(in, from, nameLength, CONTENT_LENGTH)) {
            long length = parseLength(in, valueStart, valueEnd);
            if (contentLength >= 0 && contentLength != length) {
                throw new HttpProtocolException("the answer has two different Content-Length headers");
            }
            if (length > maxBodyBytes) {
                throw tooLarge(length);
            }
            contentLength = length;
        } else if (nameIs(in, from, nameLength, TRANSFER_ENCODING)) {
            // the last coding decides the framing: chunked, or the body runs until the connection closes
            int lastToken = lastTokenStart(in, valueStart, valueEnd);
            boolean lastIsChunked = tokenIs(in, lastToken, valueEnd, CHUNKED);
            if (chunked || !lastIsChunked) {
                otherCoding = true; // chunked twice, or a coding after chunked: not something we can frame
            }
            chunked = lastIsChunked;
        } else if (nameIs(in, from, nameLength, CONNECTION)) {
            connectionTokens(in, valueStart, valueEnd);
        } else if (nameIs(in, from, nameLength, RETRY_AFTER)) {
            retryAfter = in.toString(valueStart, valueEnd - valueStart, StandardCharsets.US_ASCII);
        }
    }

    private void connectionTokens(ByteBuf in, int from, int to) {
        int start = from;
        while (start < to) {
            int comma = in.indexOf(start, to, (byte) ',');
            int stop = comma < 0 ? to : comma;
            int a = start;
            int b = stop;
            while (a < b && isSpace(in.getByte(a))) {
                a++;
            }
            while (b > a && isSpace(in.getByte(b - 1))) {
                b--;
            }
            if (tokenIs(in, a, b, CLOSE)) {
                keepAlive = false;
            } else if (tokenIs(in, a, b, KEEP_ALIVE)) {
                keepAlive = true;
            }
            start = stop + 1;
        }
    }

    private boolean readChunkSize(ByteBuf in, int base, int end) throws HttpProtocolException {
        int eol = lineEnd(in, base, scan, end);
        if (eol < 0) {
            if (end - scan > 1024) {
                throw new HttpProtocolException("a chunk size line of the answer is longer than 1024 bytes");
            }
            return false;
        }
        long size = 0;
        int at = scan;
        int digits = 0;
        for (; at < eol; at++) {
            int digit = Character.digit(in.getByte(base + at), 16);
            if (digit < 0) {
                break;
            }
            size = size * 16 + digit;
            if (++digits > 8) {
                throw tooLarge(Long.MAX_VALUE);
            }
        }
        if (digits == 0 || at < eol && in.getByte(base + at) != ';' && !isSpace(in.getByte(base + at))) {
            throw new HttpProtocolException("a chunk size of the answer is not hexadecimal: "
                    + excerpt(in, base + scan, eol - scan));
        }
        if ((long) bodyEnd - bodyStart + size > maxBodyBytes) {
            throw tooLarge((long) bodyEnd - bodyStart + size);
        }
        scan = next(in, base, eol);
        chunkLeft = size;
        state = size == 0 ? TRAILERS : CHUNK_DATA;
        return true;
    }

    private boolean skipTrailers(ByteBuf in, int base, int end) throws HttpProtocolException {
        while (true) {
            int eol = lineEnd(in, base, scan, end);
            if (eol < 0) {
                if (end - scan > MAX_HEAD_BYTES) {
                    throw new HttpProtocolException("the answer's trailers are longer than " + MAX_HEAD_BYTES
                            + " bytes");
                }
                return false;
            }
            boolean empty = eol == scan;
            scan = next(in, base, eol);
            if (empty) {
                return true;
            }
        }
    }

    /**
     * Copies {@code length} bytes from {@code from} down to {@code to} (not above it): the de-chunked body catches up
     * with what was read. Forward, eight bytes at a time: each byte is read before anything lands on it.
     */
    private static void moveLeft(ByteBuf in, int from, int to, int length) {
        if (from == to || length == 0) {
            return;
        }
        int i = 0;
        if (from - to >= Long.BYTES) {
            for (; i + Long.BYTES <= length; i += Long.BYTES) {
                in.setLong(to + i, in.getLong(from + i));
            }
        }
        for (; i < length; i++) {
            in.setByte(to + i, in.getByte(from + i));
        }
    }

    /** The offset of the line end (the CR of a CRLF, or a bare LF) at or after {@code from}, or -1. */
    private static int lineEnd(ByteBuf in, int base, int from, int end) {
        if (from >= end) {
            return -1;
        }
        int lf = in.indexOf(base + from, base + end, (byte) '\n');
        if (lf < 0) {
            return -1;
        }
        int eol = lf - base;
        return eol > from && in.getByte(lf - 1) == '\r' ? eol - 1 : eol;
    }

    /** The offset after the line end at {@code eol}. */
    private static int next(ByteBuf in, int base, int eol) {
        return in.getByte(base + eol) == '\r' ? eol + 2 : eol + 1;
    }

    private long parseLength(ByteBuf in, int from, int to) throws HttpProtocolException {
        if (from == to || to - from > 18) {
            throw new HttpProtocolException("the answer's Content-Length is not a length: " + excerpt(in, from, to - from));
        }
        long length = 0;
        for (int i = from; i < to; i++) {
            byte digit = in.getByte(i);
            if (digit < '0' || digit > '9') {
                throw new HttpProtocolException("the answer's Content-Length is not a length: "
                        + excerpt(in, from, to - from));
            }
            length = length * 10 + digit - '0';
        }
        return length;
    }

    private HttpProtocolException tooLarge(long length) {
        return new HttpProtocolException("the answer's body is larger than the " + maxBodyBytes + " bytes accepted"
                + (length == Long.MAX_VALUE ? "" : " (" + length + " bytes)"));
    }

    private static int lastTokenStart(ByteBuf in, int from, int to) {
        int comma = -1;
        for (int i = to - 1; i >= from; i--) {
            if (in.getByte(i) == ',') {
                comma = i;
                break;
            }
        }
        int start = comma < 0 ? from : comma + 1;
        while (start < to && isSpace(in.getByte(start))) {
            start++;
        }
        return start;
    }

    private static boolean tokenIs(ByteBuf in, int from, int to, byte[] lowerCase) {
        return to - from == lowerCase.length && nameIs(in, from, lowerCase.length, lowerCase);
    }

    /** ASCII comparison ignoring case, against a lower-case name. */
    private static boolean nameIs(ByteBuf in, int at, int length, byte[] lowerCase) {
        if (length != lowerCase.length) {
            return false;
        }
        for (int i = 0; i < length; i++) {
            byte b = in.getByte(at + i);
            if (b >= 'A' && b <= 'Z') {
                b += 'a' - 'A';
            }
            if (b != lowerCase[i]) {
                return false;
            }
        }
        return true;
    }

    private static boolean startsWith(ByteBuf in, int at, byte[] prefix) {
        for (int i = 0; i < prefix.length; i++) {
            if (in.getByte(at + i) != prefix[i]) {
                return false;
            }
        }
        return true;
    }

    private static boolean isSpace(byte b) {
        return b == ' ' || b == '\t';
    }

    private static String excerpt(ByteBuf in, int at, int length) {
        String text = in.toString(at, Math.min(length, 80), StandardCharsets.ISO_8859_1);
        return '"' + text.replaceAll("[^\\x20-\\x7e]", "?") + (length > 80 ? "...\"" : "\"");
    }

    private static byte[] bytes(String lowerCase) {
        return lowerCase.getBytes(StandardCharsets.US_ASCII);
    }
}
