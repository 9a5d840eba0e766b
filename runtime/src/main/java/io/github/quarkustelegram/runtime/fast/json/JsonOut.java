package io.github.quarkustelegram.runtime.fast.json;

import java.util.Iterator;
import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;

import io.github.quarkustelegram.model.ChatId;
import io.github.quarkustelegram.model.InputFile;
import net.openhft.chronicle.bytes.Bytes;

/**
 * Where the generated request writers put JSON: a Chronicle {@link Bytes} pointed at the free part of a Netty
 * buffer. Internal to the fast path (the generated writers, in another package, call it: hence public).
 *
 * <p>
 * Object keys come pre-encoded as {@code ,"name":} ({@link #key(byte[], boolean)} skips the comma for the first
 * one), so a request is written without a String, a byte[] or a stack. Doubles are checked (NaN and infinities are
 * no JSON) and written so they parse back to the same value ({@link JsonDoubles}); strings go through
 * {@link JsonStrings}.
 *
 * <p>
 * Every write first checks that it fits before the limit. The first one that does not switches to counting: from
 * then on nothing is written, and the bytes still needed are added up, so the encoder grows the buffer once, to the
 * exact size, and writes again; no exception is thrown for a full buffer. One instance per thread
 * ({@link EncoderState}); not thread-safe.
 */
public final class JsonOut {

    private static final byte[] TRUE = { 't', 'r', 'u', 'e' };
    private static final byte[] FALSE = { 'f', 'a', 'l', 's', 'e' };
    private static final byte[] NULL = { 'n', 'u', 'l', 'l' };

    private final JsonDoubles doubles = new JsonDoubles();
    private Bytes<?> bytes;
    private long limit;
    /** Whether {@link #bytes} is over fixed memory (a Netty buffer), where strings take the direct route. */
    private boolean fixedMemory;
    /** Bytes that did not fit, once one write did not: 0 while everything fits. */
    private long missing;
    private String method = "";
    private String param = "";

    /** @param bytes where it writes until {@link #start} points it elsewhere */
    public JsonOut(Bytes<?> bytes) {
        this.bytes = bytes;
    }

    /**
     * Starts a request written into {@code target}, up to {@code limit} bytes; names the method for errors.
     * {@code fixedMemory}: the target is a store over fixed memory (not elastic), written to directly.
     */
    public void start(Bytes<?> target, long limit, boolean fixedMemory, String methodName) {
        this.bytes = target;
        this.limit = limit;
        this.fixedMemory = fixedMemory;
        this.missing = 0;
        this.method = methodName;
        this.param = "";
    }

    /** @return whether something did not fit, and nothing was written from there on */
    public boolean overflowed() {
        return missing != 0;
    }

    /** @return the bytes the whole request takes (what was written plus what did not fit) */
    public long needed() {
        return bytes.writePosition() + missing;
    }

    /** Whether {@code length} more bytes fit; if not, counts them as missing (and everything after them). */
    private boolean fits(long length) {
        if (missing == 0 && bytes.writePosition() + length <= limit) {
            return true;
        }
        missing += length;
        return false;
    }

    private void punctuation(char c) {
        if (fits(1)) {
            bytes.writeByte((byte) c);
        }
    }

    /**
     * Names the request parameter being written, for the message of a value that cannot be written.
     *
     * @param name the parameter's JSON name
     */
    public void param(String name) {
        this.param = name;
    }

    public void beginObject() {
        punctuation('{');
    }

    public void endObject() {
        punctuation('}');
    }

    public void beginArray() {
        punctuation('[');
    }

    public void endArray() {
        punctuation(']');
    }

    /**
     * Writes a pre-encoded key.
     *
     * @param commaKey the bytes of {@code ,"name":}
     * @param more whether a member came before (then the comma is written too)
     * @return true, the next member's {@code more}
     */
    public boolean key(byte[] commaKey, boolean more) {
        int from = more ? 0 : 1;
        if (fits(commaKey.length - from)) {
            bytes.write(commaKey, from, commaKey.length - from);
        }
        return true;
    }

    /** Writes the comma before an array element other than the first. */
    public void comma(boolean more) {
        if (more) {
            punctuation(',');
        }
    }

    public void string(String value) {
        // the worst case (every char a 6-byte escape) fits: no need to measure the string first
        if (missing == 0 && bytes.writePosition() + 2 + 6L * value.length() <= limit
                || fits(JsonStrings.length(value))) {
            if (fixedMemory) {
                JsonStrings.writeToMemory(value, bytes);
            } else {
                JsonStrings.write(value, bytes);
            }
        }
    }

    public void number(long value) {
        if (fits(digits(value))) {
            bytes.append(value);
        }
    }

    /**
     * @param value a finite double
     * @param field the field or parameter it is, named in the error
     * @throws IllegalArgumentException for NaN or an infinity, naming the method, parameter and field
     */
    public void number(double value, String field) {
        if (!Double.isFinite(value)) {
            throw new IllegalArgumentException(notFinite(value, field));
        }
        if (fits(doubles.prepare(value))) {
            doubles.write(bytes);
        }
    }

    public void bool(boolean value) {
        byte[] text = value ? TRUE : FALSE;
        if (fits(text.length)) {
            bytes.write(text);
        }
    }

    public void chatId(ChatId chat) {
        if (chat instanceof ChatId.Numeric numeric) {
            number(numeric.id());
        } else {
            string(((ChatId.Username) chat).username());
        }
    }

    /** A file reference is its string; an upload cannot go as JSON, and the request is sent multipart instead. */
    public void inputFile(InputFile file) {
        if (file instanceof InputFile.Reference reference) {
            string(reference.value());
        } else {
            throw UploadFound.INSTANCE;
        }
    }

    /** Writes JSON kept as a tree (the {@code Unknown} variant of a union) as the default path does. */
    public void json(JsonNode node) {
        switch (node.getNodeType()) {
            case OBJECT -> {
                punctuation('{');
                boolean more = false;
                for (Iterator<Map.Entry<String, JsonNode>> it = node.fields(); it.hasNext();) {
                    Map.Entry<String, JsonNode> field = it.next();
                    comma(more);
                    string(field.getKey());
                    punctuation(':');
                    json(field.getValue());
                    more = true;
                }
                punctuation('}');
            }
            case ARRAY -> {
                punctuation('[');
                for (int i = 0; i < node.size(); i++) {
                    comma(i > 0);
                    json(node.get(i));
                }
                punctuation(']');
            }
            case STRING -> string(node.textValue());
            case BOOLEAN -> bool(node.booleanValue());
            case NULL, MISSING -> {
                if (fits(NULL.length)) {
                    bytes.write(NULL);
                }
            }
            case NUMBER -> number(node);
            case BINARY, POJO -> string(node.asText());
        }
    }

    private void number(JsonNode node) {
        if (node.isIntegralNumber() && node.canConvertToLong()) {
            number(node.longValue());
        } else if (node.isIntegralNumber() || node.isBigDecimal()) {
            // BigInteger/BigDecimal: their own decimal text is exact JSON
            String text = node.numberValue().toString();
            if (fits(text.length())) {
                ascii(text, bytes);
            }
        } else {
            number(node.doubleValue(), "(unknown variant)");
        }
    }

    /** Characters of {@code value} in decimal, sign included. */
    static int digits(long value) {
        if (value == Long.MIN_VALUE) {
            return 20;
        }
        int digits = value < 0 ? 2 : 1;
        for (long rest = Math.abs(value); rest >= 10; rest /= 10) {
            digits++;
        }
        return digits;
    }

    /**
     * Writes text known to be ASCII (a number's digits). Not Chronicle's {@code append(CharSequence)}: it reports a
     * full buffer as an IndexOutOfBoundsException.
     */
    static void ascii(String text, Bytes<?> out) {
        for (int i = 0; i < text.length(); i++) {
            out.writeByte((byte) text.charAt(i));
        }
    }

    private String notFinite(double value, String field) {
        return "Cannot write " + method + ": parameter " + param
                + (field.equals(param) ? "" : " (" + field + ")") + " is " + value
                + ", which JSON cannot carry";
    }

    /** Thrown, without a stack trace, when the request carries an upload. */
    public static final class UploadFound extends RuntimeException {
        private static final long serialVersionUID = 1L;
        static final UploadFound INSTANCE = new UploadFound();

        private UploadFound() {
            super("request carries an upload", null, false, false);
        }
    }
}
