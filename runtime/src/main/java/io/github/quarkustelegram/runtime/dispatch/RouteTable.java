package io.github.quarkustelegram.runtime.dispatch;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicLong;

import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.dispatch.Route;
import io.github.quarkustelegram.dispatch.TelegramRouter;
import io.github.quarkustelegram.dispatch.UpdateKind;

/**
 * The routes, kept sorted in the order they are tried: by kind of trigger (commands, exact callback data, callback
 * data prefixes longest first, callback data patterns, text patterns, kinds), filtered before unfiltered, then in
 * order of registration. Routing reads an immutable array; registrations copy it (they are rare). Each trigger is
 * matched by its {@link TriggerMatcher}, as the annotated conversation steps are.
 */
public final class RouteTable implements TelegramRouter {

    /** A route, its registration number, and its trigger made ready to match. */
    private record Entry(Route route, long sequence, TriggerMatcher trigger) {
    }

    private static final Comparator<Entry> ORDER = Comparator
            .comparingInt((Entry e) -> e.trigger().rank())
            .thenComparingInt(e -> -e.trigger().prefixLength())
            .thenComparing(e -> !e.route().filtered())
            .thenComparingLong(Entry::sequence);

    private final AtomicLong sequence = new AtomicLong();
    private final Object writeLock = new Object();
    private volatile Entry[] entries = new Entry[0];
    /** The kinds whose albums some route collects; empty (the same instance) while no route does. */
    private volatile EnumSet<UpdateKind> albumKinds = NO_ALBUMS;
    private static final EnumSet<UpdateKind> NO_ALBUMS = EnumSet.noneOf(UpdateKind.class);

    @Override
    public Registration add(Route route) {
        Objects.requireNonNull(route, "route");
        Entry entry = new Entry(route, sequence.incrementAndGet(), TriggerMatcher.of(route.trigger()));
        synchronized (writeLock) {
            Entry[] next = Arrays.copyOf(entries, entries.length + 1);
            next[entries.length] = entry;
            Arrays.sort(next, ORDER);
            entries = next;
            albumKinds = albumKindsOf(next);
        }
        return () -> remove(entry);
    }

    private void remove(Entry entry) {
        synchronized (writeLock) {
            List<Entry> next = new ArrayList<>(Arrays.asList(entries));
            if (next.remove(entry)) {
                entries = next.toArray(new Entry[0]);
                albumKinds = albumKindsOf(entries);
            }
        }
    }

    private static EnumSet<UpdateKind> albumKindsOf(Entry[] entries) {
        EnumSet<UpdateKind> kinds = EnumSet.noneOf(UpdateKind.class);
        for (Entry e : entries) {
            if (TriggerMatcher.givesAlbum(e.route().trigger())) {
                kinds.addAll(TriggerMatcher.kinds(e.route().trigger()));
            }
        }
        return kinds.isEmpty() ? NO_ALBUMS : kinds;
    }

    /** @return the kinds whose albums a route collects (not to be changed); empty when none does */
    EnumSet<UpdateKind> albumKinds() {
        return albumKinds;
    }

    /** @return the routes in the order they are tried */
    public List<Route> routes() {
        return Arrays.stream(entries).map(Entry::route).toList();
    }

    /**
     * Chooses the handler of an update: the first route whose trigger matches and whose filter passes. What the
     * trigger found (the command, the pattern's match) goes into the context. Allocates nothing for the routes that
     * do not match.
     *
     * @param update an update being routed
     * @return the route chosen, or null
     */
    @Nullable
    Route find(DispatchContext update) {
        boolean album = update.collectedAlbum() != null;
        for (Entry entry : entries) {
            Route route = entry.route();
            TriggerMatcher trigger = entry.trigger();
            if ((album ? trigger.matchesAlbum(update) : trigger.matchesSingle(update)) && route.filter().test(update)) {
                entry.trigger().choose(update, route.name(), null);
                return route;
            }
        }
        return null;
    }
}
