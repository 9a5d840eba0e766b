package io.github.quarkustelegram.runtime.dispatch;

import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.hooks.UpdateObserver;
import io.github.quarkustelegram.runtime.dispatch.albums.Album;
import io.smallrye.mutiny.subscription.UniSubscriber;

/** The job of a whole album, in the chat of its first part. */
final class AlbumJob extends UpdateJob {

    private final Album album;

    AlbumJob(DispatchParts parts, Album album, UniSubscriber<? super Void> downstream,
            @Nullable UpdateObserver observer) {
        super(parts, album.ordered().get(0).update(), downstream, observer);
        this.album = album;
    }

    @Override
    Album album() {
        return album;
    }
}
