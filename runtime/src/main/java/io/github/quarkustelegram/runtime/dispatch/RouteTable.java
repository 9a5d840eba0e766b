package io.github.quarkustelegram.runtime.dispatch;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicLong;
import java.util.regex.MatchResult;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.dispatch.CommandArguments;
import io.github.quarkustelegram.dispatch.Route;
import io.github.quarkustelegram.dispatch.TelegramRouter;
import io.github.quarkustelegram.dispatch.Trigger;
import io.github.quarkustelegram.model.CallbackQuery;

/**
 * The routes, kept sorted in the order they are tried: by kind of trigger (commands, exact callback data, callback
 * data prefixes longest first, callback data patterns, text patterns, kinds), filtered before unfiltered, then in
 * order of registration. Routing reads an immutable array; registrations copy it (they are rare).
 */
public final class RouteTable implements TelegramRouter {

    /** A route chosen for an update, with what its trigger found. */
    record Found(Route route, @Nullable CommandArguments command, @Nullable MatchResult match) {
    }

    /** A route, its registration number, and its callback-data pattern compiled once. */
    private record Entry(Route route, long sequence, @Nullable Pattern pattern) {

        static Entry of(Route route, long sequence) {
            return new Entry(route, sequence, dataPattern(route));
        }
    }

    private static final Comparator<Entry> ORDER = Comparator
            .comparingInt((Entry e) -> rank(e.route().trigger()))
            .thenComparingInt(e -> -prefixLength(e.route().trigger()))
            .thenComparing(e -> !e.route().filtered())
            .thenComparingLong(Entry::sequence);

    private final AtomicLong sequence = new AtomicLong();
    private final Object writeLock = new Object();
    private volatile Entry[] entries = new Entry[0];

    @Override
    public Registration add(Route route) {
        Objects.requireNonNull(route, "route");
        Entry entry = Entry.of(route, sequence.incrementAndGet());
        synchronized (writeLock) {
            Entry[] next = Arrays.copyOf(entries, entries.length + 1);
            next[entries.length] = entry;
            Arrays.sort(next, ORDER);
            entries = next;
        }
        return () -> remove(entry);
    }

    private void remove(Entry entry) {
        synchronized (writeLock) {
            List<Entry> next = new ArrayList<>(Arrays.asList(entries));
            if (next.remove(entry)) {
                entries = next.toArray(new Entry[0]);
            }
        }
    }

    /** @return the routes in the order they are tried */
    public List<Route> routes() {
        return Arrays.stream(entries).map(Entry::route).toList();
    }

    /**
     * @param update an update being routed
     * @return the first route whose trigger matches and whose filter passes, or null
     */
    @Nullable Found find(DispatchContext update) {
        for (Entry entry : entries) {
            Found found = match(entry.route(), entry.pattern(), update);
            if (found != null && entry.route().filter().test(update)) {
                return found;
            }
        }
        return null;
    }

    /** @return the callback-data pattern of {@code route} compiled, or null when it has none */
    static @Nullable Pattern dataPattern(Route route) {
        return route.trigger() instanceof Trigger.CallbackData d && d.match() == Trigger.DataMatch.PATTERN
                ? Pattern.compile(d.value())
                : null;
    }

    /**
     * @param route a route
     * @param dataPattern its {@link #dataPattern}
     * @param update an update
     * @return what the route's trigger found in the update, or null when it does not match (its filter is not asked)
     */
    static @Nullable Found match(Route route, @Nullable Pattern dataPattern, DispatchContext update) {
        Trigger trigger = route.trigger();
        if (trigger instanceof Trigger.Command c) {
            if (update.kind() == null || !c.kinds().contains(update.kind())) {
                return null;
            }
            CommandArguments command = CommandParser.parse(update);
            return command != null && command.name().equals(c.name()) ? new Found(route, command, null) : null;
        }
        if (trigger instanceof Trigger.Text t) {
            String text = update.text();
            if (text != null && update.kind() != null && t.kinds().contains(update.kind())) {
                Matcher m = t.pattern().matcher(text);
                if (m.find()) {
                    return new Found(route, null, m.toMatchResult());
                }
            }
            return null;
        }
        if (trigger instanceof Trigger.CallbackData d) {
            return callbackData(route, dataPattern, d, update.update().callbackQuery());
        }
        return trigger instanceof Trigger.Kind k && k.kind() == update.kind() ? new Found(route, null, null) : null;
    }

    private static @Nullable Found callbackData(Route route, @Nullable Pattern dataPattern,
            Trigger.CallbackData trigger, @Nullable CallbackQuery query) {
        String data = query == null ? null : query.data();
        if (data == null) {
            return null;
        }
        return switch (trigger.match()) {
            case EXACT -> data.equals(trigger.value()) ? new Found(route, null, null) : null;
            case PREFIX -> data.startsWith(trigger.value()) ? new Found(route, null, null) : null;
            case PATTERN -> {
                Matcher m = dataPattern.matcher(data);
                yield m.matches() ? new Found(route, null, m.toMatchResult()) : null;
            }
        };
    }

    private static int rank(Trigger trigger) {
        if (trigger instanceof Trigger.Command) {
            return 0;
        }
        if (trigger instanceof Trigger.CallbackData d) {
            return switch (d.match()) {
                case EXACT -> 1;
                case PREFIX -> 2;
                case PATTERN -> 3;
            };
        }
        return trigger instanceof Trigger.Text ? 4 : 5;
    }

    private static int prefixLength(Trigger trigger) {
        return trigger instanceof Trigger.CallbackData d && d.match() == Trigger.DataMatch.PREFIX ? d.value().length()
                : 0;
    }
}
