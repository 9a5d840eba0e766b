package io.github.quarkustelegram.testing.server;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Objects;

/**
 * One part of a {@code multipart/form-data} request, as {@link FakeBotApiServer} received it.
 *
 * <p>
 * A server built with {@link FakeBotApiServer.Builder#keepUploads(boolean) keepUploads(false)} counts the bytes of
 * the file parts instead of keeping them: their {@link #size()} is known, their {@link #content()} is not.
 *
 * @param name the form field name ({@code chat_id}, {@code photo}, or an attach name)
 * @param filename the file name of a file part, or null for a text field
 * @param contentType the part's Content-Type for a file part, or null
 * @param content the part's bytes (a text field's value as UTF-8), or null when the server counted them without
 *        keeping them
 * @param size how many bytes the part carried
 */
public record RecordedPart(String name, String filename, String contentType, byte[] content, long size) {

    public RecordedPart {
        Objects.requireNonNull(name, "name");
        if (content != null) {
            if (size != content.length) {
                throw new IllegalArgumentException("A part of " + content.length + " bytes has not " + size);
            }
            content = content.clone();
        }
    }

    /**
     * A part whose bytes were kept.
     *
     * @param name the form field name
     * @param filename the file name of a file part, or null for a text field
     * @param contentType the part's Content-Type, or null
     * @param content the part's bytes
     */
    public RecordedPart(String name, String filename, String contentType, byte[] content) {
        this(name, filename, contentType, content, content.length);
    }

    /** @return true for a file part (one with a file name) */
    public boolean isFile() {
        return filename != null;
    }

    /** @return true when the part's bytes were kept, false when the server only counted them */
    public boolean isKept() {
        return content != null;
    }

    /**
     * @return the part's bytes (a copy)
     * @throws IllegalStateException when the server counted them without keeping them
     */
    @Override
    public byte[] content() {
        if (content == null) {
            throw new IllegalStateException("The fake Bot API counted the bytes of part " + name + " (" + size
                    + " bytes) without keeping them (FakeBotApiServer.Builder.keepUploads(false)): only its size is "
                    + "known");
        }
        return content.clone();
    }

    /**
     * @return the content as UTF-8 text
     * @throws IllegalStateException when the server counted the bytes without keeping them
     */
    public String text() {
        return new String(content(), StandardCharsets.UTF_8);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof RecordedPart p && p.name.equals(name) && Objects.equals(p.filename, filename)
                && Objects.equals(p.contentType, contentType) && p.size == size && Arrays.equals(p.content, content);
    }

    @Override
    public int hashCode() {
        return name.hashCode() * 31 + (content == null ? Long.hashCode(size) : Arrays.hashCode(content));
    }

    @Override
    public String toString() {
        if (isFile()) {
            return "Part[" + name + ": file " + filename + " (" + contentType + ", " + size + " bytes"
                    + (isKept() ? "" : ", counted") + ")]";
        }
        if (!isKept()) {
            return "Part[" + name + ": " + size + " bytes, counted]";
        }
        String text = text();
        return "Part[" + name + "=" + (text.length() > 200 ? text.substring(0, 200) + "..." : text) + "]";
    }
}
