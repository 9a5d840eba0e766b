package io.github.quarkustelegram.webapp;

import java.time.Instant;

import org.jspecify.annotations.Nullable;

/**
 * The user the Telegram Login Widget authorised, once {@link LoginWidgetValidator} found the data signed by Telegram.
 * Written by hand: the widget is documented on Telegram's widgets page, not on the Bot API page.
 *
 * @param id the user's id
 * @param firstName the first name
 * @param lastName the last name, if any
 * @param username the username, if any
 * @param photoUrl the URL of the profile photo, if any
 * @param authDate when the user authorised
 */
public record LoginWidgetData(long id, String firstName, @Nullable String lastName, @Nullable String username,
        @Nullable String photoUrl, Instant authDate) {
}
