package io.github.quarkustelegram.runtime.state.redis;

import java.time.Instant;
import java.util.List;

import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.broadcasts.BroadcastState;
import io.github.quarkustelegram.broadcasts.StoredBroadcast;
import io.vertx.redis.client.Response;

/**
 * A broadcast's hash in Redis ({@code <prefix>bc:<id>}), as {@code broadcast-read.lua} reads it: the fields asked for,
 * in {@link #FIELDS}' order, then the length of its list of recipients (its total) and of its hash of those in flight.
 * The state is kept by its name, times in epoch milliseconds, counts as integers; the other {@code broadcast-*.lua}
 * scripts write it.
 */
final class BroadcastHash {

    /** The fields read, in the order of the reply. */
    static final List<String> FIELDS = List.of("name", "message", "paid", "state", "next", "created", "ended", "sent",
            "unreachable", "failed", "migrated", "again");

    private BroadcastHash() {
    }

    /**
     * @param redisKey the hash's key, for the error
     * @param id the broadcast's id
     * @param reply {@code broadcast-read.lua}'s reply
     * @return the broadcast, or null when the reply is empty (no such broadcast)
     * @throws IllegalStateException naming the key, when the hash was not written by the store
     */
    static @Nullable StoredBroadcast read(String redisKey, String id, Response reply) {
        if (reply.size() == 0) {
            return null;
        }
        try {
            if (reply.size() != FIELDS.size() + 2) {
                throw new IllegalArgumentException(reply.size() + " values for " + (FIELDS.size() + 2));
            }
            String ended = text(reply, 6);
            StoredBroadcast.Counts counts = new StoredBroadcast.Counts(number(reply, 7), number(reply, 8),
                    number(reply, 9), number(reply, 10), number(reply, 11));
            return new StoredBroadcast(id, required(reply, 0), required(reply, 1), "1".equals(text(reply, 2)),
                    BroadcastState.valueOf(required(reply, 3)), number(reply, 12), number(reply, 4),
                    number(reply, 13), counts, Instant.ofEpochMilli(number(reply, 5)),
                    ended == null ? null : Instant.ofEpochMilli(Long.parseLong(ended)));
        } catch (IllegalArgumentException e) {
            throw new IllegalStateException("The broadcast at Redis key " + redisKey + " cannot be read ("
                    + e.getMessage() + "): it was not written by quarkus-telegram's RedisBroadcastStore; delete it"
                    + " (and its :to, :flight and :unreached keys)", e);
        }
    }

    private static @Nullable String text(Response reply, int index) {
        Response value = reply.get(index);
        return value == null ? null : value.toString();
    }

    private static String required(Response reply, int index) {
        String value = text(reply, index);
        if (value == null) {
            throw new IllegalArgumentException("no " + (index < FIELDS.size() ? FIELDS.get(index) : "count"));
        }
        return value;
    }

    private static long number(Response reply, int index) {
        return Long.parseLong(required(reply, index));
    }
}
