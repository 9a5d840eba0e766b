package io.github.quarkustelegram.runtime.state.redis;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Set;
import java.util.function.Supplier;

import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.broadcasts.BroadcastState;
import io.github.quarkustelegram.broadcasts.BroadcastStore;
import io.github.quarkustelegram.broadcasts.RecipientClaim;
import io.github.quarkustelegram.broadcasts.RecipientOutcome;
import io.github.quarkustelegram.broadcasts.StoredBroadcast;
import io.github.quarkustelegram.broadcasts.StoredMessage;
import io.smallrye.mutiny.Uni;
import io.vertx.core.Future;
import io.vertx.redis.client.Command;
import io.vertx.redis.client.Request;
import io.vertx.redis.client.Response;

/**
 * The {@link BroadcastStore} the instances of a bot share, on Redis, so that a broadcast or a scheduled message
 * outlives the instance that started it and another goes on from where it was.
 *
 * <ul>
 * <li>A broadcast: the hash {@code <prefix>bc:<id>} (name, message, paid, state by name, next, created, ended, the
 * counts; {@link BroadcastHash}), its recipients in order, the list {@code ...:to} (its length is the total), those
 * in flight, the hash {@code ...:flight} (index → sender), and the unreached, the hash {@code ...:unreached} (chat →
 * reason). The sorted set {@code <prefix>bcs} holds the ids by creation time, for {@link #all()}.</li>
 * <li>Scheduled messages: the sorted set {@code <prefix>sched} of those waiting (ids by due time), the hash
 * {@code <prefix>sched:msg} (id → {@link ScheduledJson}, waiting or in flight) and the hash
 * {@code <prefix>sched:flight} (id → sender).</li>
 * <li>Each step is one Lua script ({@code broadcast-*.lua}, {@code scheduled-*.lua}): atomic, one round trip.
 * Recipients are appended 1,000 a script call, the calls of one {@link #addRecipients} pipelined on the one
 * connection (so in order, without waiting for each other).</li>
 * <li>Fencing: taking and settling ({@link #claim}, {@link #settle}, {@link #claimDue}, {@link #sent}) do nothing
 * unless the sender named holds the senders' lock, the key {@code <prefix>broadcasts:sender} ({@link #SENDER_LOCK},
 * which {@code RedisPollerLock} keeps with {@link RedisPollerLock.Words#BROADCAST_SENDER}): the sender is the
 * instance's name, as that lock holds it. The check is in the script, at the moment of the write.</li>
 * </ul>
 *
 * <p>
 * Times are kept to the millisecond. Nothing expires: a broadcast stays until {@link #remove}d. Redis unreachable:
 * every call fails at once, saying what it could not do (one WARN per outage). The {@code Uni}s complete on the Redis
 * client's event loop. Thread-safe.
 */
public final class RedisBroadcastStore implements BroadcastStore {

    /** The senders' lock's key after the prefix: what the fencing scripts read, the lock the fleet competes for. */
    public static final String SENDER_LOCK = "broadcasts:sender";
    /** Recipients appended by one script call, at most. */
    static final int CHUNK = 1000;

    private static final RedisScript CREATE = RedisScript.load("broadcast-create");
    private static final RedisScript ADD = RedisScript.load("broadcast-add");
    private static final RedisScript TRANSITION = RedisScript.load("broadcast-transition");
    private static final RedisScript CLAIM = RedisScript.load("broadcast-claim");
    private static final RedisScript SETTLE = RedisScript.load("broadcast-settle");
    private static final RedisScript UNREACHED = RedisScript.load("broadcast-unreached");
    private static final RedisScript UNREACHED_READ = RedisScript.load("broadcast-unreached-read");
    private static final RedisScript READ = RedisScript.load("broadcast-read");
    private static final RedisScript REMOVE = RedisScript.load("broadcast-remove");
    private static final RedisScript SCHEDULE = RedisScript.load("scheduled-add");
    private static final RedisScript CLAIM_DUE = RedisScript.load("scheduled-claim");
    private static final RedisScript SENT = RedisScript.load("scheduled-sent");
    private static final RedisScript CANCEL = RedisScript.load("scheduled-cancel");
    private static final RedisScript SCHEDULED = RedisScript.load("scheduled-read");
    private static final String OUTAGE = "broadcasts and scheduled messages are neither taken, recorded nor read";

    private final RedisState state;
    private final String broadcasts;
    private final String waiting;
    private final String messages;
    private final String taken;
    private final String lock;

    /** @param state the client and the key prefix */
    public RedisBroadcastStore(RedisState state) {
        this.state = Objects.requireNonNull(state, "state");
        this.broadcasts = state.key("bcs");
        this.waiting = state.key("sched");
        this.messages = state.key("sched:msg");
        this.taken = state.key("sched:flight");
        this.lock = state.key(SENDER_LOCK);
    }

    @Override
    public Uni<Void> create(String id, String name, String message, boolean paid, Instant now) {
        return run(CREATE, List.of(hash(id), broadcasts), List.of(id, name, message, paid ? "1" : "0", millis(now)),
                "keep broadcast " + id)
                .map(reply -> {
                    if (reply.toInteger() != 1) {
                        throw new IllegalArgumentException("A broadcast " + id + " exists already");
                    }
                    return null;
                });
    }

    @Override
    public Uni<Void> addRecipients(String id, long[] chatIds) {
        List<String> keys = List.of(hash(id), recipients(id));
        return this.<List<Response>> call(() -> {
            // all sent now, on the one connection: Redis runs them in this order (and, when it does not know the
            // script, answers each NOSCRIPT in this order, so that their EVALs follow in it too)
            List<Future<Response>> chunks = new ArrayList<>();
            int from = 0;
            do {
                int to = Math.min(chatIds.length, from + CHUNK);
                List<String> args = new ArrayList<>(to - from);
                for (int i = from; i < to; i++) {
                    args.add(Long.toString(chatIds[i]));
                }
                chunks.add(state.run(ADD, keys, args));
                from = to;
            } while (from < chatIds.length);
            return Future.all(chunks).map(all -> all.<Response> list());
        }, "keep the recipients of broadcast " + id).map(replies -> {
            if (replies.stream().anyMatch(reply -> reply.toInteger() != 1)) {
                throw new IllegalStateException("Broadcast " + id + " is not being prepared");
            }
            return null;
        });
    }

    @Override
    public Uni<Boolean> transition(String id, Set<BroadcastState> from, BroadcastState to, Instant now) {
        List<String> args = new ArrayList<>(3 + from.size());
        args.add(to.name());
        args.add(millis(now));
        args.add(to.ended() ? "1" : "0");
        from.forEach(state -> args.add(state.name()));
        return run(TRANSITION, List.of(hash(id), recipients(id), flight(id)), args, "move broadcast " + id)
                .map(RedisBroadcastStore::yes);
    }

    @Override
    public Uni<List<RecipientClaim>> claim(String id, String sender, int max) {
        return run(CLAIM, List.of(hash(id), recipients(id), flight(id), lock), List.of(sender, Integer.toString(max)),
                "take recipients of broadcast " + id)
                .map(reply -> {
                    List<RecipientClaim> claims = new ArrayList<>(reply.size() / 3);
                    for (int i = 0; i + 2 < reply.size(); i += 3) {
                        claims.add(new RecipientClaim(Long.parseLong(reply.get(i).toString()),
                                Long.parseLong(reply.get(i + 1).toString()), "1".equals(reply.get(i + 2).toString())));
                    }
                    return claims;
                });
    }

    @Override
    public Uni<Boolean> settle(String id, String sender, long index, RecipientOutcome outcome, boolean migrated,
            Instant now) {
        return run(SETTLE, List.of(hash(id), recipients(id), flight(id), lock), List.of(sender, Long.toString(index),
                outcome.name().toLowerCase(Locale.ROOT), migrated ? "1" : "0", millis(now)),
                "settle a recipient of broadcast " + id)
                .map(RedisBroadcastStore::yes);
    }

    @Override
    public Uni<Void> unreached(String id, long chatId, String reason) {
        return run(UNREACHED, List.of(hash(id), unreached(id)), List.of(Long.toString(chatId), reason),
                "keep an unreached recipient of broadcast " + id)
                .replaceWithVoid();
    }

    @Override
    public Uni<@Nullable StoredBroadcast> find(String id) {
        return call(() -> read(id), "read broadcast " + id).map(Read::broadcast);
    }

    @Override
    public Uni<List<StoredBroadcast>> all() {
        return this.<List<Read>> call(() -> state.link().send(Request.cmd(Command.ZRANGE).arg(broadcasts).arg(0)
                .arg(-1)).compose(ids -> {
                    List<Future<Read>> reads = new ArrayList<>(ids.size());
                    ids.forEach(id -> reads.add(read(id.toString())));
                    return Future.all(reads).map(all -> all.<Read> list());
                }), "read the broadcasts").map(reads -> {
                    List<StoredBroadcast> kept = new ArrayList<>(reads.size());
                    for (Read read : reads) {
                        StoredBroadcast broadcast = read.broadcast();
                        if (broadcast != null) { // removed meanwhile
                            kept.add(broadcast);
                        }
                    }
                    return kept;
                });
    }

    @Override
    public Uni<List<Unreached>> unreached(String id, int max) {
        return run(UNREACHED_READ, List.of(unreached(id)), List.of(Integer.toString(max)),
                "read the unreached recipients of broadcast " + id).map(reply -> {
                    List<Unreached> list = new ArrayList<>(reply.size() / 2);
                    for (int i = 0; i + 1 < reply.size(); i += 2) {
                        list.add(new Unreached(Long.parseLong(reply.get(i).toString()), reply.get(i + 1).toString()));
                    }
                    return list;
                });
    }

    @Override
    public Uni<Void> remove(String id) {
        return run(REMOVE, List.of(hash(id), recipients(id), flight(id), unreached(id), broadcasts), List.of(id),
                "remove broadcast " + id)
                .replaceWithVoid();
    }

    @Override
    public Uni<Void> schedule(StoredMessage message) {
        return run(SCHEDULE, List.of(waiting, messages), List.of(message.id(), millis(message.due()),
                ScheduledJson.write(message)), "keep scheduled message " + message.id()).replaceWithVoid();
    }

    @Override
    public Uni<List<StoredMessage>> claimDue(Instant now, String sender, int max) {
        return run(CLAIM_DUE, List.of(waiting, messages, taken, lock), List.of(sender, millis(now),
                Integer.toString(max)), "take the scheduled messages due").map(this::messages);
    }

    @Override
    public Uni<Boolean> sent(String id, String sender) {
        return run(SENT, List.of(taken, messages, lock), List.of(id, sender), "settle scheduled message " + id)
                .map(RedisBroadcastStore::yes);
    }

    @Override
    public Uni<Boolean> cancel(String id) {
        return run(CANCEL, List.of(waiting, messages), List.of(id), "cancel scheduled message " + id)
                .map(RedisBroadcastStore::yes);
    }

    @Override
    public Uni<List<StoredMessage>> scheduled() {
        return run(SCHEDULED, List.of(waiting, messages), List.of(), "read the scheduled messages").map(this::messages);
    }

    private Uni<Response> run(RedisScript script, List<String> keys, List<String> args, String what) {
        return call(() -> state.run(script, keys, args), what);
    }

    /**
     * @param what what the call does, for the failure: "the store could not {@code what}"
     * @return the reply; Redis's failure wrapped in one that says what was not done
     */
    private <T> Uni<T> call(Supplier<Future<T>> send, String what) {
        return state.call(send, OUTAGE).onFailure().transform(failure -> new IllegalStateException("Redis did not"
                + " answer (" + failure.getMessage() + "): the broadcasts' store could not " + what, failure));
    }

    /** @return the reply of {@code broadcast-read.lua}, read apart from the call (a bad hash is no outage) */
    private Future<Read> read(String id) {
        String key = hash(id);
        return state.run(READ, List.of(key, recipients(id), flight(id)), BroadcastHash.FIELDS)
                .map(reply -> new Read(key, id, reply));
    }

    /** A broadcast's hash as read, and where. */
    private record Read(String key, String id, Response reply) {

        @Nullable
        StoredBroadcast broadcast() {
            return BroadcastHash.read(key, id, reply);
        }
    }

    /** @return the messages of a reply of pairs (id, JSON) */
    private List<StoredMessage> messages(Response reply) {
        List<StoredMessage> list = new ArrayList<>(reply.size() / 2);
        for (int i = 0; i + 1 < reply.size(); i += 2) {
            list.add(ScheduledJson.read(messages, reply.get(i).toString(), reply.get(i + 1).toString()));
        }
        return list;
    }

    private static boolean yes(Response reply) {
        return reply != null && reply.toInteger() == 1;
    }

    private static String millis(Instant time) {
        return Long.toString(time.toEpochMilli());
    }

    /** @return the key of a broadcast's hash; its other keys are this and a suffix */
    String hash(String id) {
        return state.key("bc:" + id);
    }

    private String recipients(String id) {
        return hash(id) + ":to";
    }

    private String flight(String id) {
        return hash(id) + ":flight";
    }

    private String unreached(String id) {
        return hash(id) + ":unreached";
    }
}
