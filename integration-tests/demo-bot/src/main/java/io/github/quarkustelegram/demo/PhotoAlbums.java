package io.github.quarkustelegram.demo;

import java.util.List;
import java.util.stream.Collectors;

import io.github.quarkustelegram.dispatch.OnMediaGroup;
import io.github.quarkustelegram.model.Message;

/** An album of photos, answered once: Telegram delivers each photo as an update of its own. */
public class PhotoAlbums {

    // tag::album[]
    @OnMediaGroup
    String album(List<Message> album) {
        String captions = album.stream()
                .map(photo -> photo.caption() == null ? "(no caption)" : photo.caption())
                .collect(Collectors.joining(", "));
        return "Thanks for the album of " + album.size() + " photos: " + captions;
    }
    // end::album[]
}
