package io.github.quarkustelegram.runtime.dispatch.albums;

/**
 * Which album a part belongs to: Telegram's {@code media_group_id} is unique within a chat only.
 *
 * @param chatId the chat
 * @param mediaGroupId the album's id
 */
public record AlbumKey(long chatId, String mediaGroupId) {
}
