package io.github.quarkustelegram.webapp;

import org.jspecify.annotations.Nullable;

/**
 * The chat a Mini App was launched in from the attachment menu: Telegram's {@code WebAppChat}. Written by hand: the
 * type is on Telegram's Mini Apps page, not on the Bot API page the model is generated from.
 *
 * @param id the chat's id
 * @param type {@code group}, {@code supergroup} or {@code channel}
 * @param title the chat's title
 * @param username the chat's username, if any
 * @param photoUrl the URL of the chat's photo, if any
 */
public record WebAppChat(long id, String type, String title, @Nullable String username, @Nullable String photoUrl) {
}
