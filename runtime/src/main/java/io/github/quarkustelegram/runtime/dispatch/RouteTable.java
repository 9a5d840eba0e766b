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
import io.netty.util.concurrent.FastThreadLocal;

/**
 * The routes, kept sorted in the order they are tried: by kind of trigger (commands, exact callback data, callback
 * data prefixes longest first, callback data patterns, text patterns, kinds), filtered before unfiltered, then in
 * order of registration. Routing reads an immutable array; registrations copy it (they are rare).
 */
public final class RouteTable implements TelegramRouter {

    /** A route chosen for an update, with what its trigger found (for a conversation's annotated steps). */
    record Found(Route route, @Nullable CommandArguments command, @Nullable MatchResult match) {
    }

    /**
     * A route, its registration number, its callback-data pattern compiled once, and a matcher per thread for its
     * pattern (text or callback data), reset for each update rather than made anew.
     */
    private record Entry(Route route, long sequence, @Nullable Pattern pattern,
            @Nullable FastThreadLocal<Matcher> matchers) {

        static Entry of(Route route, long sequence) {
            Pattern data = dataPattern(route);
            Pattern pattern = data != null ? data
                    : route.trigger() instanceof Trigger.Text t ? t.pattern() : null;
            return new Entry(route, sequence, data, pattern == null ? null : new FastThreadLocal<>() {
                @Override
                protected Matcher initialValue() {
                    return pattern.matcher("");
                }
            });
        }

        /** The matcher of this thread, reset to {@code input}. */
        Matcher matcher(CharSequence input) {
            return matchers.get().reset(input);
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
     * Chooses the handler of an update: the first route whose trigger matches and whose filter passes. What the
     * trigger found (the command, the pattern's match) goes into the context. Allocates nothing for the routes that
     * do not match.
     *
     * @param update an update being routed
     * @return the route chosen, or null
     */
    @Nullable
    Route find(DispatchContext update) {
        for (Entry entry : entries) {
            Route route = entry.route();
            Trigger trigger = route.trigger();
            if (trigger instanceof Trigger.Command c) {
                CommandArguments command = update.kind() != null && c.kinds().contains(update.kind())
                        ? update.parsedCommand()
                        : null;
                if (command != null && command.name().equals(c.name()) && route.filter().test(update)) {
                    update.chosen(route.name(), command, null, null);
                    return route;
                }
            } else if (trigger instanceof Trigger.Text t) {
                String text = update.text();
                if (text != null && update.kind() != null && t.kinds().contains(update.kind())) {
                    Matcher m = entry.matcher(text);
                    if (m.find() && route.filter().test(update)) {
                        update.chosen(route.name(), null, m.toMatchResult(), null);
                        return route;
                    }
                }
            } else if (trigger instanceof Trigger.CallbackData d) {
                CallbackQuery query = update.update().callbackQuery();
                String data = query == null ? null : query.data();
                if (data != null) {
                    MatchResult match = null;
                    boolean matches = switch (d.match()) {
                        case EXACT -> data.equals(d.value());
                        case PREFIX -> data.startsWith(d.value());
                        case PATTERN -> {
                            Matcher m = entry.matcher(data);
                            if (m.matches()) {
                                match = m.toMatchResult();
                                yield true;
                            }
                            yield false;
                        }
                    };
                    if (matches && route.filter().test(update)) {
                        update.chosen(route.name(), null, match, null);
                        return route;
                    }
                }
            } else if (trigger instanceof Trigger.Kind k && k.kind() == update.kind() && route.filter().test(update)) {
                update.chosen(route.name(), null, null, null);
                return route;
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
            CommandArguments command = update.parsedCommand();
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
