package io.github.quarkustelegram.runtime.dispatch.albums;

import io.github.quarkustelegram.model.Message;
import io.github.quarkustelegram.model.Update;
import io.smallrye.mutiny.Uni;

/** Where the dispatcher hands the parts of albums: collected in memory, or shared by the instances of a fleet. */
public interface AlbumCollection {

    /**
     * @param update a part of an album
     * @param message its message
     * @return completes when the album was handled (or fails as the album's handling failed)
     */
    Uni<Void> collect(Update update, Message message);

    /** @return how many albums this instance is collecting */
    int collecting();
}
