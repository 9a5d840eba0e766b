package io.github.quarkustelegram.runtime.fast.json;

import java.nio.BufferOverflowException;

import net.openhft.chronicle.bytes.Bytes;
import net.openhft.chronicle.core.UnsafeMemory;

/**
 * Writes a Java string as a JSON string in UTF-8, the way the default path (Jackson) means it.
 *
 * <ul>
 * <li>{@code "} and {@code \} are escaped, and so is every character below U+0020 ({@code \n}, {@code \t},
 * {@code \r}, {@code \b}, {@code \f} short, the others <code>&#92;u00XX</code>); everything else is written as it is.</li>
 * <li>ASCII goes byte by byte; any other code point through {@code appendUtf8(int)}, so a surrogate pair becomes one
 * 4-byte sequence. Chronicle's own {@code append(CharSequence)} writes each half of a pair on its own (CESU-8), which
 * strict decoders reject: it is never used here.</li>
 * <li>A lone surrogate (half of a pair without the other half) has no UTF-8 form. Jackson writes it as a
 * <code>&#92;uXXXX</code> escape, which keeps the output valid UTF-8 and decodes to the same Java string; so does this.</li>
 * </ul>
 */
final class JsonStrings {

    private static final byte[] HEX = "0123456789ABCDEF".getBytes(java.nio.charset.StandardCharsets.US_ASCII);

    private JsonStrings() {
    }

    /** The bytes {@link #write} takes for {@code value}, quotes included. */
    static long length(String value) {
        long length = 2;
        int n = value.length();
        for (int i = 0; i < n; i++) {
            char c = value.charAt(i);
            if (c < 0x80) {
                length += c >= 0x20 && c != '"' && c != '\\' ? 1
                        : c == '"' || c == '\\' || c == '\n' || c == '\t' || c == '\r' || c == '\b' || c == '\f' ? 2 : 6;
            } else if (c < 0x800) {
                length += 2;
            } else if (!Character.isSurrogate(c)) {
                length += 3;
            } else if (Character.isHighSurrogate(c) && i + 1 < n && Character.isLowSurrogate(value.charAt(i + 1))) {
                length += 4;
                i++;
            } else {
                length += 6;
            }
        }
        return length;
    }

    /** Writes {@code value}, each byte through Chronicle's checked {@code writeByte}: for any {@link Bytes}. */
    static void write(String value, Bytes<?> out) {
        out.writeByte((byte) '"');
        int length = value.length();
        for (int i = 0; i < length; i++) {
            char c = value.charAt(i);
            if (c >= 0x20 && c < 0x80 && c != '"' && c != '\\') {
                out.writeByte((byte) c);
            } else {
                i = writeOther(value, i, out);
            }
        }
        out.writeByte((byte) '"');
    }

    /**
     * Writes {@code value} into a {@link Bytes} over fixed memory: runs of plain ASCII go straight to memory (bounded
     * by the write limit, then one {@code writeSkip}), the rest through {@link #writeOther}. Several times faster
     * than a checked {@code writeByte} per byte.
     */
    static void writeToMemory(String value, Bytes<?> out) {
        long address = out.addressForWritePosition();
        long end = address + out.writeRemaining();
        long at = address;
        at = put(at, end, '"');
        int length = value.length();
        for (int i = 0; i < length; i++) {
            char c = value.charAt(i);
            if (c >= 0x20 && c < 0x80 && c != '"' && c != '\\') {
                at = put(at, end, c);
            } else {
                out.writeSkip(at - address);
                i = writeOther(value, i, out);
                address = out.addressForWritePosition();
                end = address + out.writeRemaining();
                at = address;
            }
        }
        at = put(at, end, '"');
        out.writeSkip(at - address);
    }

    private static long put(long at, long end, char c) {
        if (at >= end) {
            throw new BufferOverflowException();
        }
        UnsafeMemory.MEMORY.writeByte(at, (byte) c);
        return at + 1;
    }

    /** Writes the char at {@code i}, which needs more than one plain byte; returns the last index consumed. */
    private static int writeOther(String value, int i, Bytes<?> out) {
        char c = value.charAt(i);
        if (c < 0x80) {
            escapeAscii(c, out);
        } else if (!Character.isSurrogate(c)) {
            out.appendUtf8(c);
        } else if (Character.isHighSurrogate(c) && i + 1 < value.length()
                && Character.isLowSurrogate(value.charAt(i + 1))) {
            out.appendUtf8(Character.toCodePoint(c, value.charAt(i + 1)));
            return i + 1;
        } else {
            unicodeEscape(c, out);
        }
        return i;
    }

    private static void escapeAscii(char c, Bytes<?> out) {
        byte shortForm = switch (c) {
            case '"' -> '"';
            case '\\' -> '\\';
            case '\n' -> 'n';
            case '\t' -> 't';
            case '\r' -> 'r';
            case '\b' -> 'b';
            case '\f' -> 'f';
            default -> 0;
        };
        if (shortForm != 0) {
            out.writeByte((byte) '\\');
            out.writeByte(shortForm);
        } else {
            unicodeEscape(c, out);
        }
    }

    private static void unicodeEscape(char c, Bytes<?> out) {
        out.writeByte((byte) '\\');
        out.writeByte((byte) 'u');
        out.writeByte(HEX[(c >> 12) & 0xF]);
        out.writeByte(HEX[(c >> 8) & 0xF]);
        out.writeByte(HEX[(c >> 4) & 0xF]);
        out.writeByte(HEX[c & 0xF]);
    }
}
