package io.github.quarkustelegram.testing;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * One part of a {@code multipart/form-data} request, as {@link FakeBotApiServer} received it.
 *
 * @param name the form field name ({@code chat_id}, {@code photo}, or an attach name)
 * @param filename the file name of a file part, or null for a text field
 * @param contentType the part's Content-Type for a file part, or null
 * @param content the part's bytes (a text field's value as UTF-8)
 */
public record RecordedPart(String name, String filename, String contentType, byte[] content) {

    public RecordedPart {
        content = content.clone();
    }

    /** @return true for a file part (one with a file name) */
    public boolean isFile() {
        return filename != null;
    }

    /** @return the content as UTF-8 text */
    public String text() {
        return new String(content, StandardCharsets.UTF_8);
    }

    @Override
    public byte[] content() {
        return content.clone();
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof RecordedPart p && p.name.equals(name) && java.util.Objects.equals(p.filename, filename)
                && java.util.Objects.equals(p.contentType, contentType) && Arrays.equals(p.content, content);
    }

    @Override
    public int hashCode() {
        return name.hashCode() * 31 + Arrays.hashCode(content);
    }

    @Override
    public String toString() {
        if (isFile()) {
            return "Part[" + name + ": file " + filename + " (" + contentType + ", " + content.length + " bytes)]";
        }
        String text = text();
        return "Part[" + name + "=" + (text.length() > 200 ? text.substring(0, 200) + "..." : text) + "]";
    }
}
