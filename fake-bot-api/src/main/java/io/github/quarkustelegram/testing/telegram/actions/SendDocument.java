package io.github.quarkustelegram.testing.telegram.actions;

import java.util.Objects;

import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * Sends a file as a document: a {@code document} message whose bytes the bot can download ({@code getFile}).
 *
 * @param userId the user who acts
 * @param firstName their first name, or null for the fake's default
 * @param chatId the chat
 * @param fileName the file's name
 * @param mimeType its MIME type, or null
 * @param content the file's bytes
 * @param caption the caption, or null
 */
public record SendDocument(long userId, String firstName, long chatId, String fileName, String mimeType,
        @JsonProperty("content_base64") byte[] content, String caption) implements Action {

    public SendDocument {
        Action.requireText(fileName, "file_name");
        Objects.requireNonNull(content, "content");
    }
}
