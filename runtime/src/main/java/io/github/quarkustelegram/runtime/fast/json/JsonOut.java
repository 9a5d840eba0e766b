package io.github.quarkustelegram.runtime.fast.json;

import java.util.Iterator;
import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;

import io.github.quarkustelegram.model.ChatId;
import io.github.quarkustelegram.model.InputFile;
import net.openhft.chronicle.bytes.Bytes;

/**
 * Where the generated request writers put JSON: a Chronicle {@link Bytes} pointed at the free part of a Netty
 * buffer. Internal to the fast path (the generated writers in another package call it, hence public).
 *
 * <p>Object keys come pre-encoded as {@code ,"name":} ({@link #key(byte[], boolean)} skips the comma for the first
 * one), so a request is written without a String, a byte[] or a stack. Doubles are checked (NaN and infinities are
 * no JSON) and written so they parse back to the same value ({@link JsonDoubles}); strings go through
 * {@link JsonStrings}. One instance per thread ({@link EncoderState}); not thread-safe.
 */
public final class JsonOut {

    private static final byte[] TRUE = { 't', 'r', 'u', 'e' };
    private static final byte[] FALSE = { 'f', 'a', 'l', 's', 'e' };
    private static final byte[] NULL = { 'n', 'u', 'l', 'l' };

    private final JsonDoubles doubles = new JsonDoubles();
    private Bytes<?> bytes;
    private String method = "";
    private String param = "";

    JsonOut(Bytes<?> bytes) {
        this.bytes = bytes;
    }

    /** Starts a request: names the method for error messages. */
    void start(Bytes<?> target, String methodName) {
        this.bytes = target;
        this.method = methodName;
        this.param = "";
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
        bytes.writeByte((byte) '{');
    }

    public void endObject() {
        bytes.writeByte((byte) '}');
    }

    public void beginArray() {
        bytes.writeByte((byte) '[');
    }

    public void endArray() {
        bytes.writeByte((byte) ']');
    }

    /**
     * Writes a pre-encoded key.
     *
     * @param commaKey the bytes of {@code ,"name":}
     * @param more whether a member came before (then the comma is written too)
     * @return true, the next member's {@code more}
     */
    public boolean key(byte[] commaKey, boolean more) {
        if (more) {
            bytes.write(commaKey, 0, commaKey.length);
        } else {
            bytes.write(commaKey, 1, commaKey.length - 1);
        }
        return true;
    }

    /** Writes the comma before an array element other than the first. */
    public void comma(boolean more) {
        if (more) {
            bytes.writeByte((byte) ',');
        }
    }

    public void string(String value) {
        JsonStrings.write(value, bytes);
    }

    public void number(long value) {
        bytes.append(value);
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
        doubles.write(value, bytes);
    }

    public void bool(boolean value) {
        bytes.write(value ? TRUE : FALSE);
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
                bytes.writeByte((byte) '{');
                boolean more = false;
                for (Iterator<Map.Entry<String, JsonNode>> it = node.fields(); it.hasNext();) {
                    Map.Entry<String, JsonNode> field = it.next();
                    comma(more);
                    string(field.getKey());
                    bytes.writeByte((byte) ':');
                    json(field.getValue());
                    more = true;
                }
                bytes.writeByte((byte) '}');
            }
            case ARRAY -> {
                bytes.writeByte((byte) '[');
                for (int i = 0; i < node.size(); i++) {
                    comma(i > 0);
                    json(node.get(i));
                }
                bytes.writeByte((byte) ']');
            }
            case STRING -> string(node.textValue());
            case BOOLEAN -> bool(node.booleanValue());
            case NULL, MISSING -> bytes.write(NULL);
            case NUMBER -> number(node);
            case BINARY, POJO -> string(node.asText());
        }
    }

    private void number(JsonNode node) {
        if (node.isIntegralNumber() && node.canConvertToLong()) {
            number(node.longValue());
        } else if (node.isIntegralNumber() || node.isBigDecimal()) {
            // BigInteger/BigDecimal: their own decimal text is exact JSON
            ascii(node.numberValue().toString(), bytes);
        } else {
            number(node.doubleValue(), "(unknown variant)");
        }
    }

    /**
     * Writes text known to be ASCII (a number's digits). Not Chronicle's {@code append(CharSequence)}: it reports a
     * full buffer as an IndexOutOfBoundsException rather than the BufferOverflowException the encoder grows on.
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
    static final class UploadFound extends RuntimeException {
        private static final long serialVersionUID = 1L;
        static final UploadFound INSTANCE = new UploadFound();

        private UploadFound() {
            super("request carries an upload", null, false, false);
        }
    }
}
