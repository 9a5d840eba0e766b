package io.github.quarkustelegram.runtime.dispatch.albums;

import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;

import org.jboss.logging.Logger;
import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.dispatch.UpdateKind;
import io.github.quarkustelegram.model.Message;
import io.github.quarkustelegram.model.Update;
import io.github.quarkustelegram.resilience.ResilienceScheduler;
import io.github.quarkustelegram.runtime.updates.UpdateParts;
import io.smallrye.mutiny.Uni;
import io.smallrye.mutiny.subscription.Cancellable;
import io.smallrye.mutiny.subscription.UniEmitter;
import io.smallrye.mutiny.subscription.UniSubscriber;
import io.smallrye.mutiny.subscription.UniSubscription;

/**
 * Albums collected by the whole fleet ({@link SharedAlbums}): the instance that offered an album's first part owns
 * it, arms the window and, once the store closes the album, handles it once with every instance's parts; an instance
 * whose part joined another's album answers it with that album's outcome, and takes the album over when its owner
 * went silent. A part of an album already being handled starts one of its own here, as in memory; when the store
 * fails, an album is collected from this instance's parts alone (better a split album than a lost one).
 */
public final class SharedAlbumCollector implements AlbumCollection {

    private static final Logger LOG = Logger.getLogger(SharedAlbumCollector.class);
    private static final UniSubscriber<Void> NOBODY = new UniSubscriber<>() {
        @Override
        public void onSubscribe(UniSubscription subscription) {
        }

        @Override
        public void onItem(Void item) {
        }

        @Override
        public void onFailure(Throwable failure) {
        }
    };

    private final SharedAlbums shared;
    private final AlbumCollector local;
    private final Duration window;
    private final Duration poll;
    private final ResilienceScheduler timer;
    private final Executor executor;
    private final Consumer<Album> handle;
    /** This instance's own parts of the albums it owns, until the store closes them. */
    private final Map<AlbumKey, List<Album.Part>> owned = new ConcurrentHashMap<>();

    /**
     * @param shared the store the instances share
     * @param local the in-memory collector, for late parts and when the store fails
     * @param window how long an album waits for its next part
     * @param timer the windows' and polls' timer
     * @param executor where an album is handed over (never the timer's thread)
     * @param handle what handles a closed album
     */
    public SharedAlbumCollector(SharedAlbums shared, AlbumCollector local, Duration window, ResilienceScheduler timer,
            Executor executor, Consumer<Album> handle) {
        this.shared = shared;
        this.local = local;
        this.window = window;
        this.poll = clamp(window.dividedBy(2), Duration.ofMillis(50), Duration.ofMillis(500));
        this.timer = timer;
        this.executor = executor;
        this.handle = handle;
    }

    @Override
    public Uni<Void> collect(Update update, Message message) {
        AlbumKey key = new AlbumKey(message.chat().id(), message.mediaGroupId());
        return shared.offer(key, message.messageId(), update)
                .onItemOrFailure().transformToUni((offer, failure) -> {
                    if (failure != null) {
                        LOG.debugf("Album %s collected in this instance alone: %s", key.mediaGroupId(), failure);
                        return local.collect(update, message);
                    }
                    return switch (offer) {
                        case OWNER -> own(key, update, message);
                        case JOINED -> awaitOutcome(key, update, message);
                        case DUPLICATE -> Uni.createFrom().voidItem();
                        case LATE -> local.collect(update, message);
                    };
                });
    }

    @Override
    public int collecting() {
        return owned.size() + local.collecting();
    }

    /** A part of an album this instance owns: it waits in {@link #owned} until the album closes. */
    private Uni<Void> own(AlbumKey key, Update update, Message message) {
        return Uni.createFrom().emitter(emitter -> {
            boolean[] first = { false };
            owned.compute(key, (k, parts) -> {
                List<Album.Part> list = parts == null ? new ArrayList<>(4) : parts;
                first[0] = parts == null;
                list.add(new Album.Part(update, message, answering(emitter)));
                return list;
            });
            if (first[0]) {
                timer.schedule(window, () -> closeStep(key));
            }
        });
    }

    /** The window the owner armed passed: the store closes the album or says how long to wait. */
    private void closeStep(AlbumKey key) {
        shared.close(key, window, AlbumCollector.LARGEST).subscribe().with(closing -> {
            if (closing instanceof SharedAlbums.Closing.Wait wait) {
                timer.schedule(wait.delay(), () -> closeStep(key));
            } else if (closing instanceof SharedAlbums.Closing.Closed closed) {
                handOver(key, closed.parts());
            } else {
                // taken over by another instance: this instance's parts wait for its outcome like joined ones
                List<Album.Part> mine = owned.remove(key);
                if (mine != null) {
                    mine.forEach(part -> awaitOutcome(key, part.update(), part.message()).subscribe()
                            .withSubscriber(part.receiver()));
                }
            }
        }, failure -> {
            LOG.debugf("Album %s handled with this instance's parts alone: %s", key.mediaGroupId(), failure);
            handOver(key, List.of());
        });
    }

    /** Closed: this instance's parts and the others', each answered; the store learns the outcome at the end. */
    private void handOver(AlbumKey key, List<Update> everyPart) {
        List<Album.Part> mine = owned.remove(key);
        List<Album.Part> parts = new ArrayList<>(mine == null ? List.of() : mine);
        Set<Integer> known = new HashSet<>();
        parts.forEach(part -> known.add(part.update().updateId()));
        for (Update update : everyPart) {
            Message message = message(update);
            if (message != null && known.add(update.updateId())) {
                parts.add(new Album.Part(update, message, NOBODY));
            }
        }
        if (parts.isEmpty()) {
            return;
        }
        Album album = new Album(key);
        Settling settling = new Settling(key, parts.size());
        Cancellable none = () -> {
        };
        for (Album.Part part : parts) {
            album.add(new Album.Part(part.update(), part.message(), settling.wrap(part.receiver())), () -> none);
        }
        album.close();
        executor.execute(() -> handle.accept(album));
    }

    /** A part in another instance's album: answered as that album ends, or owned here if its owner went silent. */
    private Uni<Void> awaitOutcome(AlbumKey key, Update update, Message message) {
        return Uni.createFrom().<SharedAlbums.Outcome> emitter(emitter -> {
            AtomicBoolean gone = new AtomicBoolean();
            emitter.onTermination(() -> gone.set(true));
            askLater(key, emitter, gone, Duration.ZERO);
        })
                .onItem().transformToUni(outcome -> switch (outcome) {
                    case HANDLED -> Uni.createFrom().voidItem();
                    case FAILED -> Uni.createFrom().failure(new IllegalStateException("Album " + key.mediaGroupId()
                            + " failed on the instance that handled it; Telegram will deliver its parts again"));
                    default -> own(key, update, message);
                });
    }

    private void askLater(AlbumKey key, UniEmitter<? super SharedAlbums.Outcome> emitter, AtomicBoolean gone,
            Duration delay) {
        timer.schedule(delay, () -> {
            if (gone.get()) {
                return;
            }
            shared.outcome(key, window).subscribe().with(outcome -> {
                if (outcome == SharedAlbums.Outcome.PENDING) {
                    askLater(key, emitter, gone, poll);
                } else {
                    emitter.complete(outcome);
                }
            }, failure -> askLater(key, emitter, gone, poll)); // the store's outage is logged by the store
        });
    }

    private static UniSubscriber<Void> answering(UniEmitter<? super Void> emitter) {
        return new UniSubscriber<>() {
            @Override
            public void onSubscribe(UniSubscription subscription) {
            }

            @Override
            public void onItem(Void item) {
                emitter.complete(null);
            }

            @Override
            public void onFailure(Throwable failure) {
                emitter.fail(failure);
            }
        };
    }

    private static @Nullable Message message(Update update) {
        UpdateKind kind = UpdateKind.of(update);
        return kind != null && UpdateParts.payload(update, kind) instanceof Message m ? m : null;
    }

    private static Duration clamp(Duration value, Duration min, Duration max) {
        return value.compareTo(min) < 0 ? min : value.compareTo(max) > 0 ? max : value;
    }

    /** Counts the parts' answers; the last one tells the store how the album went. */
    private final class Settling {
        private final AlbumKey key;
        private final AtomicInteger left;
        private final AtomicBoolean failed = new AtomicBoolean();

        Settling(AlbumKey key, int parts) {
            this.key = key;
            this.left = new AtomicInteger(parts);
        }

        UniSubscriber<Void> wrap(UniSubscriber<? super Void> receiver) {
            return new UniSubscriber<>() {
                @Override
                public void onSubscribe(UniSubscription subscription) {
                }

                @Override
                public void onItem(Void item) {
                    receiver.onItem(null);
                    answered();
                }

                @Override
                public void onFailure(Throwable failure) {
                    failed.set(true);
                    receiver.onFailure(failure);
                    answered();
                }
            };
        }

        private void answered() {
            if (left.decrementAndGet() == 0) {
                shared.settle(key, !failed.get()).subscribe().with(ok -> {
                }, failure -> LOG.debugf("Album %s's outcome not recorded: %s", key.mediaGroupId(), failure));
            }
        }
    }
}
