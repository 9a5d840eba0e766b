package io.github.quarkustelegram.webapp;

import org.jspecify.annotations.Nullable;

/**
 * A user as a Mini App's {@code initData} describes them: Telegram's {@code WebAppUser}. Written by hand: the type is
 * on Telegram's Mini Apps page, not on the Bot API page the model is generated from.
 *
 * @param id the user's (or bot's) id
 * @param isBot whether it is a bot (only in {@code receiver})
 * @param firstName the first name
 * @param lastName the last name, if any
 * @param username the username, if any
 * @param languageCode the IETF language tag of the user's client, if given
 * @param isPremium whether the user has Telegram Premium
 * @param addedToAttachmentMenu whether the user added the bot to their attachment menu
 * @param allowsWriteToPm whether the user allowed the bot to message them
 * @param photoUrl the URL of the profile photo ({@code .jpeg} or {@code .svg}), if the privacy settings allow
 */
public record WebAppUser(long id, boolean isBot, String firstName, @Nullable String lastName,
        @Nullable String username, @Nullable String languageCode, boolean isPremium, boolean addedToAttachmentMenu,
        boolean allowsWriteToPm, @Nullable String photoUrl) {
}
