package io.github.quarkustelegram.testing.telegram.actions;

import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * Connects the bot to the user's business account, changes its rights or disconnects it: {@code business_connection}.
 *
 * @param userId the user who acts
 * @param firstName their first name, or null for the fake's default
 * @param canReply whether the bot may reply on the account's behalf
 * @param enabled false to disconnect
 */
public record ConnectBusiness(long userId, String firstName, boolean canReply,
        @JsonProperty("is_enabled") boolean enabled) implements Action {
}
