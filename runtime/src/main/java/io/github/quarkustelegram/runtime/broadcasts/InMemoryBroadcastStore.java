package io.github.quarkustelegram.runtime.broadcasts;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.broadcasts.BroadcastState;
import io.github.quarkustelegram.broadcasts.BroadcastStore;
import io.github.quarkustelegram.broadcasts.RecipientClaim;
import io.github.quarkustelegram.broadcasts.RecipientOutcome;
import io.github.quarkustelegram.broadcasts.StoredBroadcast;
import io.github.quarkustelegram.broadcasts.StoredMessage;
import io.smallrye.mutiny.Uni;

/**
 * The {@link BroadcastStore} of one instance: broadcasts and scheduled messages in this JVM, lost with it. Recipients
 * are kept as {@code long}s (8 bytes each: a million recipients take 8 MB). Thread-safe (one lock).
 */
public final class InMemoryBroadcastStore implements BroadcastStore {

    private final Map<String, Kept> broadcasts = new LinkedHashMap<>();
    private final Map<String, StoredMessage> waiting = new HashMap<>();
    /** Messages taken to be sent, by id: the sender that took them, and the message. */
    private final Map<String, Taken> taken = new HashMap<>();

    @Override
    public synchronized Uni<Void> create(String id, String name, String message, boolean paid, Instant now) {
        if (broadcasts.containsKey(id)) {
            return Uni.createFrom().failure(new IllegalArgumentException("A broadcast " + id + " exists already"));
        }
        broadcasts.put(id, new Kept(id, name, message, paid, now));
        return Uni.createFrom().voidItem();
    }

    @Override
    public synchronized Uni<Void> addRecipients(String id, long[] chatIds) {
        Kept kept = broadcasts.get(id);
        if (kept == null || kept.state != BroadcastState.PREPARING) {
            return Uni.createFrom().failure(new IllegalStateException("Broadcast " + id + " is not being prepared"));
        }
        kept.add(chatIds);
        return Uni.createFrom().voidItem();
    }

    @Override
    public synchronized Uni<Boolean> transition(String id, Set<BroadcastState> from, BroadcastState to, Instant now) {
        Kept kept = broadcasts.get(id);
        if (kept == null || !from.contains(kept.state)) {
            return Uni.createFrom().item(false);
        }
        kept.state = to == BroadcastState.RUNNING && kept.settled() == kept.size ? BroadcastState.DONE : to;
        if (kept.state.ended()) {
            kept.endedAt = now;
            kept.inFlight.clear();
        }
        return Uni.createFrom().item(true);
    }

    @Override
    public synchronized Uni<List<RecipientClaim>> claim(String id, String sender, int max) {
        Kept kept = broadcasts.get(id);
        if (kept == null || kept.state != BroadcastState.RUNNING) {
            return Uni.createFrom().item(List.of());
        }
        List<RecipientClaim> claims = new ArrayList<>();
        for (Map.Entry<Long, String> flight : kept.inFlight.entrySet()) {
            if (claims.size() == max) {
                break;
            }
            if (!flight.getValue().equals(sender)) {
                flight.setValue(sender);
                kept.again++;
                claims.add(new RecipientClaim(flight.getKey(), kept.chat(flight.getKey()), true));
            }
        }
        while (claims.size() < max && kept.next < kept.size) {
            long index = kept.next++;
            kept.inFlight.put(index, sender);
            claims.add(new RecipientClaim(index, kept.chat(index), false));
        }
        claims.sort(Comparator.comparingLong(RecipientClaim::index));
        return Uni.createFrom().item(claims);
    }

    @Override
    public synchronized Uni<Boolean> settle(String id, String sender, long index, RecipientOutcome outcome,
            boolean migrated, Instant now) {
        Kept kept = broadcasts.get(id);
        if (kept == null || !sender.equals(kept.inFlight.get(index))) {
            return Uni.createFrom().item(false);
        }
        kept.inFlight.remove(index);
        switch (outcome) {
            case SENT -> kept.sent++;
            case UNREACHABLE -> kept.unreachable++;
            case FAILED -> kept.failed++;
        }
        if (migrated) {
            kept.migrated++;
        }
        if (kept.state == BroadcastState.RUNNING && kept.settled() == kept.size) {
            kept.state = BroadcastState.DONE;
            kept.endedAt = now;
        }
        return Uni.createFrom().item(true);
    }

    @Override
    public synchronized Uni<Void> unreached(String id, long chatId, String reason) {
        Kept kept = broadcasts.get(id);
        if (kept != null) {
            kept.unreached.put(chatId, reason);
        }
        return Uni.createFrom().voidItem();
    }

    @Override
    public synchronized Uni<@Nullable StoredBroadcast> find(String id) {
        Kept kept = broadcasts.get(id);
        return Uni.createFrom().item(kept == null ? null : kept.stored());
    }

    @Override
    public synchronized Uni<List<StoredBroadcast>> all() {
        List<StoredBroadcast> all = new ArrayList<>();
        broadcasts.values().forEach(kept -> all.add(kept.stored()));
        return Uni.createFrom().item(all);
    }

    @Override
    public synchronized Uni<List<Unreached>> unreached(String id, int max) {
        Kept kept = broadcasts.get(id);
        List<Unreached> list = new ArrayList<>();
        if (kept != null) {
            Iterator<Map.Entry<Long, String>> it = kept.unreached.entrySet().iterator();
            while (it.hasNext() && list.size() < max) {
                Map.Entry<Long, String> e = it.next();
                list.add(new Unreached(e.getKey(), e.getValue()));
            }
        }
        return Uni.createFrom().item(list);
    }

    @Override
    public synchronized Uni<Void> remove(String id) {
        broadcasts.remove(id);
        return Uni.createFrom().voidItem();
    }

    @Override
    public synchronized Uni<Void> schedule(StoredMessage message) {
        waiting.put(message.id(), message);
        return Uni.createFrom().voidItem();
    }

    @Override
    public synchronized Uni<List<StoredMessage>> claimDue(Instant now, String sender, int max) {
        List<StoredMessage> due = new ArrayList<>();
        for (Taken t : taken.values()) {
            if (!t.sender.equals(sender) && due.size() < max) {
                t.sender = sender;
                due.add(t.message);
            }
        }
        List<StoredMessage> ready = new ArrayList<>();
        for (StoredMessage m : waiting.values()) {
            if (!m.due().isAfter(now)) {
                ready.add(m);
            }
        }
        ready.sort(Comparator.comparing(StoredMessage::due).thenComparing(StoredMessage::id));
        for (StoredMessage m : ready) {
            if (due.size() == max) {
                break;
            }
            waiting.remove(m.id());
            taken.put(m.id(), new Taken(sender, m));
            due.add(m);
        }
        return Uni.createFrom().item(due);
    }

    @Override
    public synchronized Uni<Boolean> sent(String id, String sender) {
        Taken t = taken.get(id);
        if (t == null || !t.sender.equals(sender)) {
            return Uni.createFrom().item(false);
        }
        taken.remove(id);
        return Uni.createFrom().item(true);
    }

    @Override
    public synchronized Uni<Boolean> cancel(String id) {
        return Uni.createFrom().item(waiting.remove(id) != null);
    }

    @Override
    public synchronized Uni<List<StoredMessage>> scheduled() {
        List<StoredMessage> list = new ArrayList<>(waiting.values());
        list.sort(Comparator.comparing(StoredMessage::due).thenComparing(StoredMessage::id));
        return Uni.createFrom().item(list);
    }

    private static final class Taken {
        String sender;
        final StoredMessage message;

        Taken(String sender, StoredMessage message) {
            this.sender = sender;
            this.message = message;
        }
    }

    /** One broadcast; guarded by the store's lock. */
    private static final class Kept {
        final String id;
        final String name;
        final String message;
        final boolean paid;
        final Instant createdAt;
        BroadcastState state = BroadcastState.PREPARING;
        @Nullable
        Instant endedAt;
        long[] chats = new long[64];
        int size;
        long next;
        /** Taken and not settled: index to sender, in index order. */
        final TreeMap<Long, String> inFlight = new TreeMap<>();
        final Map<Long, String> unreached = new LinkedHashMap<>();
        long sent;
        long unreachable;
        long failed;
        long migrated;
        long again;

        Kept(String id, String name, String message, boolean paid, Instant createdAt) {
            this.id = id;
            this.name = name;
            this.message = message;
            this.paid = paid;
            this.createdAt = createdAt;
        }

        void add(long[] more) {
            if (size + more.length > chats.length) {
                chats = Arrays.copyOf(chats, Math.max(chats.length * 2, size + more.length));
            }
            System.arraycopy(more, 0, chats, size, more.length);
            size += more.length;
        }

        long chat(long index) {
            return chats[(int) index];
        }

        long settled() {
            return sent + unreachable + failed;
        }

        StoredBroadcast stored() {
            return new StoredBroadcast(id, name, message, paid, state, size, next, inFlight.size(),
                    new StoredBroadcast.Counts(sent, unreachable, failed, migrated, again), createdAt, endedAt);
        }
    }
}
