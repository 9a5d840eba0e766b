package io.github.quarkustelegram.testing.telegram.actions;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Sends an album: one photo per caption (null for none), one {@code media_group_id}, queued together.
 *
 * @param userId the user who acts
 * @param firstName their first name, or null for the fake's default
 * @param chatId the chat
 * @param captions the photos' captions, 2 to 10
 */
public record SendAlbum(long userId, String firstName, long chatId, List<String> captions) implements Action {

    public SendAlbum {
        captions = captions == null ? List.of() : Collections.unmodifiableList(new ArrayList<>(captions)); // nulls allowed
    }
}
