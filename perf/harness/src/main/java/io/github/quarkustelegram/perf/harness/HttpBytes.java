package io.github.quarkustelegram.perf.harness;

import java.util.Locale;

import io.netty.buffer.ByteBuf;
import io.netty.handler.codec.CorruptedFrameException;

/**
 * Reading the ASCII parts of an HTTP/1.1 request in place, without making a String: what
 * {@link BotApiConnectionHandler} needs to find a body's length on every request at no allocation.
 */
final class HttpBytes {

    private HttpBytes() {
    }

    /** @return the length of the line from {@code start} to the LF at {@code lf}, without its CR */
    static int lineLength(ByteBuf in, int start, int lf) {
        return lf > start && in.getByte(lf - 1) == '\r' ? lf - 1 - start : lf - start;
    }

    static boolean is(ByteBuf in, int start, int length, String lowerCaseName) {
        if (length != lowerCaseName.length()) {
            return false;
        }
        for (int i = 0; i < length; i++) {
            if (lower(in.getByte(start + i)) != lowerCaseName.charAt(i)) {
                return false;
            }
        }
        return true;
    }

    static boolean contains(ByteBuf in, int from, int to, String lowerCaseWord) {
        int last = to - lowerCaseWord.length();
        for (int i = from; i <= last; i++) {
            if (is(in, i, lowerCaseWord.length(), lowerCaseWord)) {
                return true;
            }
        }
        return false;
    }

    static boolean endsWith(ByteBuf in, int start, int length, String suffix) {
        return length >= suffix.length() && is(in, start + length - suffix.length(), suffix.length(),
                suffix.toLowerCase(Locale.ROOT));
    }

    /** Decimal digits between optional whitespace, from {@code from} to {@code to} (a CR there is skipped). */
    static long contentLength(ByteBuf in, int from, int to) {
        long value = 0;
        boolean digits = false;
        for (int i = from; i < to; i++) {
            byte b = in.getByte(i);
            if (b >= '0' && b <= '9') {
                value = value * 10 + (b - '0');
                digits = true;
            } else if (b != ' ' && b != '\t' && b != '\r') {
                throw new CorruptedFrameException("not a decimal number");
            }
        }
        return digits ? value : 0;
    }

    /** Hex digits up to a {@code ;} (chunk extensions are ignored), a blank or the end of the line. */
    static long chunkSize(ByteBuf in, int from, int lf) {
        long value = 0;
        boolean digits = false;
        for (int i = from; i < lf; i++) {
            int b = lower(in.getByte(i));
            if (b >= '0' && b <= '9') {
                value = value * 16 + (b - '0');
            } else if (b >= 'a' && b <= 'f') {
                value = value * 16 + (b - 'a' + 10);
            } else {
                break;
            }
            digits = true;
        }
        if (!digits) {
            throw new CorruptedFrameException("a chunk without its size");
        }
        return value;
    }

    private static int lower(byte b) {
        return b >= 'A' && b <= 'Z' ? b + ('a' - 'A') : b;
    }
}
