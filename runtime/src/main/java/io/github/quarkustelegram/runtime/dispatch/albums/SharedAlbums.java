package io.github.quarkustelegram.runtime.dispatch.albums;

import java.time.Duration;
import java.util.List;

import io.github.quarkustelegram.model.Update;
import io.smallrye.mutiny.Uni;

/**
 * Where the parts of an album received by different instances meet (webhooks behind a load balancer spread one
 * album's updates over the fleet): the first instance to offer a part owns the album and handles it once, with every
 * instance's parts; the others wait for its outcome to answer theirs, and take over when the owner is gone. On Redis
 * ({@code runtime.state.redis.RedisAlbums}); without a shared store, albums are collected in memory only.
 */
public interface SharedAlbums {

    /**
     * @param key the album
     * @param messageId the part's message
     * @param update the part
     * @return what this instance does with the part
     */
    Uni<Offer> offer(AlbumKey key, int messageId, Update update);

    /**
     * The owner, when the window it armed passed: closes the album if no part came for the window (or it is full).
     *
     * @param key the album
     * @param window how long an album waits for its next part
     * @param largest the most parts an album has
     * @return wait longer, the parts of the closed album, or lost (another instance took it over)
     */
    Uni<Closing> close(AlbumKey key, Duration window, int largest);

    /**
     * The owner, once the album was handled: the instances waiting learn the outcome.
     *
     * @param key the album
     * @param handled whether it was handled (else it failed, and its parts will be redelivered)
     * @return completes when recorded
     */
    Uni<Void> settle(AlbumKey key, boolean handled);

    /**
     * An instance whose part joined another's album, asking how it went.
     *
     * @param key the album
     * @param window how long an album waits for its next part
     * @return still pending, handled, failed, or taken over (the owner went silent: this instance owns it now)
     */
    Uni<Outcome> outcome(AlbumKey key, Duration window);

    /** What an instance does with a part it offered. */
    enum Offer {
        /** Its album is this instance's to close and handle. */
        OWNER,
        /** Another instance collects the album: wait for its outcome. */
        JOINED,
        /** That message was in an album handled already: answer it as handled. */
        DUPLICATE,
        /** The album is being handled without it: the part starts an album of its own here. */
        LATE
    }

    /** What the owner's closing found. */
    sealed interface Closing {
        /** Parts came within the window: ask again after {@code delay}. */
        record Wait(Duration delay) implements Closing {
        }

        /** Closed: every instance's parts. */
        record Closed(List<Update> parts) implements Closing {
        }

        /** Another instance took the album over. */
        record Lost() implements Closing {
        }
    }

    /** How an album another instance collects went. */
    enum Outcome {
        PENDING,
        HANDLED,
        FAILED,
        /** The owner went silent: this instance owns the album now and closes it. */
        TAKEN_OVER
    }
}
