package io.github.quarkustelegram.runtime.dispatch.albums;

import java.time.Duration;
import java.util.EnumSet;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executor;
import java.util.function.Consumer;

import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.dispatch.UpdateKind;
import io.github.quarkustelegram.model.Message;
import io.github.quarkustelegram.model.Update;
import io.github.quarkustelegram.resilience.ResilienceScheduler;
import io.github.quarkustelegram.runtime.updates.UpdateParts;
import io.smallrye.mutiny.Uni;
import io.smallrye.mutiny.operators.AbstractUni;
import io.smallrye.mutiny.subscription.UniSubscriber;

/**
 * Collects the parts of albums for the {@code @OnMediaGroup} routes: a part waits in its album until no other part
 * came for the window (or the album holds ten, Telegram's largest), then the album is handed to {@code handle} once.
 * Collecting happens before the chat's order is taken: a part holding its chat's turn would keep the next part out.
 *
 * <p>
 * Only updates of the kinds some album route takes are collected: a bot without album routes never gets here.
 */
public final class AlbumCollector implements AlbumCollection {

    /** The most parts an album has (Telegram's limit): one that full needs no more waiting. */
    public static final int LARGEST = 10;

    private final Duration window;
    private final ResilienceScheduler timer;
    private final Executor executor;
    private final Consumer<Album> handle;
    private final Map<AlbumKey, Album> collecting = new ConcurrentHashMap<>();

    /**
     * @param window how long an album waits for its next part
     * @param timer the window's timer
     * @param executor where a closed album is handed over (never the timer's thread)
     * @param handle what handles a closed album
     */
    public AlbumCollector(Duration window, ResilienceScheduler timer, Executor executor, Consumer<Album> handle) {
        this.window = window;
        this.timer = timer;
        this.executor = executor;
        this.handle = handle;
    }

    /**
     * @param update an update
     * @param kinds the kinds the album routes collect
     * @return the message when the update is a part of an album of those kinds, else null
     */
    public static @Nullable Message part(Update update, EnumSet<UpdateKind> kinds) {
        UpdateKind kind = UpdateKind.of(update);
        if (kind == null || !kinds.contains(kind)) {
            return null;
        }
        return UpdateParts.payload(update, kind) instanceof Message m && m.mediaGroupId() != null ? m : null;
    }

    /**
     * @param update a part of an album
     * @param message its message
     * @return completes when the album was handled (or fails as the album's handling failed)
     */
    @Override
    public Uni<Void> collect(Update update, Message message) {
        return new AbstractUni<>() {
            @Override
            public void subscribe(UniSubscriber<? super Void> receiver) {
                // the receiver leaving does not take the part out of its album: the album is handled all the same
                receiver.onSubscribe(() -> {
                });
                add(new Album.Part(update, message, receiver));
            }
        };
    }

    private void add(Album.Part part) {
        AlbumKey key = new AlbumKey(part.message().chat().id(), part.message().mediaGroupId());
        while (true) {
            Album album = collecting.computeIfAbsent(key, Album::new);
            int size = album.add(part, () -> timer.schedule(window, () -> closeThenHandle(album)));
            if (size == 0) {
                collecting.remove(key, album); // closed meanwhile: a late part starts the next album
                continue;
            }
            if (size >= LARGEST) {
                closeThenHandle(album);
            }
            return;
        }
    }

    private void closeThenHandle(Album album) {
        if (album.close()) {
            collecting.remove(album.key(), album);
            executor.execute(() -> handle.accept(album));
        }
    }

    /** @return how many albums are being collected, for diagnostics */
    @Override
    public int collecting() {
        return collecting.size();
    }
}
