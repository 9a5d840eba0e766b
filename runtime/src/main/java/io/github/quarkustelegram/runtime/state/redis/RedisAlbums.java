package io.github.quarkustelegram.runtime.state.redis;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

import io.github.quarkustelegram.json.TelegramJson;
import io.github.quarkustelegram.model.Update;
import io.github.quarkustelegram.runtime.dispatch.albums.AlbumKey;
import io.github.quarkustelegram.runtime.dispatch.albums.SharedAlbums;
import io.smallrye.mutiny.Uni;

/**
 * The albums the instances of a bot collect together, on Redis: per album, a hash of its parts (message id → the
 * update's JSON) and a hash of its state (owner, collecting / closed / handled / failed, the last part's time, a
 * closed album's deadline), {@code <prefix>album:<chat>:<media group>} and {@code ...:parts}. Each step is one Lua
 * script (atomic, one round trip), timed by Redis's clock so that instances' clocks do not matter. The keys live for
 * the handled window: a part delivered again after its album was handled is known.
 */
public final class RedisAlbums implements SharedAlbums {

    private static final RedisScript OFFER = RedisScript.load("album-offer");
    private static final RedisScript CLOSE = RedisScript.load("album-close");
    private static final RedisScript SETTLE = RedisScript.load("album-settle");
    private static final RedisScript OUTCOME = RedisScript.load("album-outcome");
    private static final String OUTAGE = "albums are collected by each instance from its own parts";

    private final RedisState state;

    /** @param state the client, the key prefix, this instance, the lease and the handled window */
    public RedisAlbums(RedisState state) {
        this.state = Objects.requireNonNull(state, "state");
    }

    @Override
    public Uni<Offer> offer(AlbumKey key, int messageId, Update update) {
        String json = json(update);
        return state.call(() -> state.run(OFFER, keys(key), List.of(Integer.toString(messageId), json, state.instance(),
                ttl())), OUTAGE)
                .onItem().transform(reply -> switch (reply.toString()) {
                    case "owner" -> Offer.OWNER;
                    case "joined" -> Offer.JOINED;
                    case "duplicate" -> Offer.DUPLICATE;
                    default -> Offer.LATE;
                });
    }

    @Override
    public Uni<Closing> close(AlbumKey key, Duration window, int largest) {
        return state.call(() -> state.run(CLOSE, keys(key), List.of(state.instance(), millis(window),
                Integer.toString(largest), state.leaseMillis())), OUTAGE)
                .onItem().transform(reply -> {
                    String verdict = reply.get(0).toString();
                    if (verdict.equals("wait")) {
                        return new Closing.Wait(Duration.ofMillis(Math.max(1, reply.get(1).toLong())));
                    }
                    if (verdict.equals("lost")) {
                        return new Closing.Lost();
                    }
                    List<Update> parts = new ArrayList<>(reply.size() - 1);
                    for (int i = 1; i < reply.size(); i++) {
                        parts.add(update(key, reply.get(i).toString()));
                    }
                    return new Closing.Closed(parts);
                });
    }

    @Override
    public Uni<Void> settle(AlbumKey key, boolean handled) {
        return state.call(() -> state.run(SETTLE, keys(key), List.of(state.instance(), handled ? "handled" : "failed",
                ttl())), OUTAGE).replaceWithVoid();
    }

    @Override
    public Uni<Outcome> outcome(AlbumKey key, Duration window) {
        return state.call(() -> state.run(OUTCOME, keys(key), List.of(state.instance(), millis(window),
                state.leaseMillis())), OUTAGE)
                .onItem().transform(reply -> switch (reply.toString()) {
                    case "handled" -> Outcome.HANDLED;
                    case "failed" -> Outcome.FAILED;
                    case "taken" -> Outcome.TAKEN_OVER;
                    default -> Outcome.PENDING;
                });
    }

    /** @return the album's keys: its parts, its state */
    List<String> keys(AlbumKey key) {
        String album = state.key("album:" + key.chatId() + ":" + key.mediaGroupId());
        return List.of(album + ":parts", album);
    }

    private String ttl() {
        return millis(state.handledWindow());
    }

    private static String millis(Duration duration) {
        return Long.toString(Math.max(1, duration.toMillis()));
    }

    private static String json(Update update) {
        try {
            return TelegramJson.mapper().writeValueAsString(update);
        } catch (IOException e) {
            throw new UncheckedIOException("An update that cannot be written as JSON", e);
        }
    }

    private static Update update(AlbumKey key, String json) {
        try {
            return TelegramJson.mapper().readValue(json, Update.class);
        } catch (IOException e) {
            throw new IllegalStateException("A part of album " + key.mediaGroupId() + " in chat " + key.chatId()
                    + " cannot be read back from Redis", e);
        }
    }

}
