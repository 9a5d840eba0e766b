package io.github.quarkustelegram.broadcasts;

/**
 * A recipient a sender took from a {@link BroadcastStore} to send to.
 *
 * @param index its place in the broadcast's recipients, from 0
 * @param chatId the chat to send to
 * @param again whether another sender had taken it and never said what became of it (it died or lost its lease): the
 *        message may have reached the chat already, and is sent again (Telegram has no idempotency key)
 */
public record RecipientClaim(long index, long chatId, boolean again) {
}
