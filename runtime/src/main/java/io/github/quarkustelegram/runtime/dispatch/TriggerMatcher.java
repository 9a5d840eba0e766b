package io.github.quarkustelegram.runtime.dispatch;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.dispatch.CommandArguments;
import io.github.quarkustelegram.dispatch.ConversationState;
import io.github.quarkustelegram.dispatch.Trigger;
import io.github.quarkustelegram.dispatch.UpdateKind;
import io.github.quarkustelegram.model.CallbackQuery;
import io.netty.util.concurrent.FastThreadLocal;

/**
 * A {@link Trigger} made ready to match updates: the one place that knows how each kind of trigger matches an update,
 * what it finds there (the command, the pattern's match), the order the router tries the kinds in, and, for the build,
 * what each kind looks at. The routes ({@link RouteTable}) and the annotated conversation steps
 * ({@link ConversationEngine}) both match through it.
 *
 * <p>
 * Nothing is allocated for an update that does not match: a pattern (text or callback data) has a matcher per thread,
 * reset for each update rather than made anew; what it found is copied out ({@link #choose}) only for the route
 * chosen.
 */
public final class TriggerMatcher {

    // the kinds of trigger, in the order the router tries them
    private static final int COMMAND = 0;
    private static final int DATA_EXACT = 1;
    private static final int DATA_PREFIX = 2;
    private static final int DATA_PATTERN = 3;
    private static final int TEXT = 4;
    private static final int KIND = 5;
    private static final int ALBUM = 6;

    private final Trigger trigger;
    private final int type;
    /** The command, or the callback data or prefix; empty for the others. */
    private final String value;
    /** The kinds a command or a text pattern looks at; the kind of a kind trigger. */
    private final EnumSet<UpdateKind> kinds;
    private final @Nullable UpdateKind kind;
    private final @Nullable FastThreadLocal<Matcher> matchers;

    private TriggerMatcher(Trigger trigger) {
        this.trigger = trigger;
        this.kinds = kindsOf(trigger);
        Pattern pattern = null;
        if (trigger instanceof Trigger.Command c) {
            type = COMMAND;
            value = c.name();
            kind = null;
        } else if (trigger instanceof Trigger.Text t) {
            type = TEXT;
            value = "";
            kind = null;
            pattern = t.pattern();
        } else if (trigger instanceof Trigger.CallbackData d) {
            type = switch (d.match()) {
                case EXACT -> DATA_EXACT;
                case PREFIX -> DATA_PREFIX;
                case PATTERN -> DATA_PATTERN;
            };
            value = d.value();
            kind = null;
            pattern = d.match() == Trigger.DataMatch.PATTERN ? Pattern.compile(d.value()) : null;
        } else if (trigger instanceof Trigger.MediaGroup) {
            type = ALBUM;
            value = "";
            kind = null;
        } else {
            type = KIND;
            value = "";
            kind = ((Trigger.Kind) trigger).kind();
        }
        Pattern compiled = pattern;
        matchers = compiled == null ? null : new FastThreadLocal<>() {
            @Override
            protected Matcher initialValue() {
                return compiled.matcher("");
            }
        };
    }

    /**
     * @param trigger a trigger
     * @return it, ready to match updates
     */
    static TriggerMatcher of(Trigger trigger) {
        return new TriggerMatcher(trigger);
    }

    /** @return the trigger */
    Trigger trigger() {
        return trigger;
    }

    /**
     * Whether the trigger matches the update. What it found stays with this thread until the next update it is
     * asked about: take it with {@link #choose}, on this thread, before.
     *
     * @param update an update being routed
     * @return whether it matches (the route's filter is not asked)
     */
    boolean matches(DispatchContext update) {
        return update.collectedAlbum() != null ? matchesAlbum(update) : matchesSingle(update);
    }

    /** An album is routed apart: only album triggers see it, and they see nothing else. */
    boolean matchesAlbum(DispatchContext album) {
        return type == ALBUM && album.kind() != null && kinds.contains(album.kind());
    }

    /** {@link #matches} for an update that is no album (the router asks once per update, not once per route). */
    boolean matchesSingle(DispatchContext update) {
        switch (type) {
            case COMMAND -> {
                CommandArguments command = update.kind() != null && kinds.contains(update.kind())
                        ? update.parsedCommand()
                        : null;
                return command != null && command.name().equals(value);
            }
            case TEXT -> {
                String text = update.text();
                return text != null && update.kind() != null && kinds.contains(update.kind())
                        && matcher(text).find();
            }
            case DATA_EXACT, DATA_PREFIX, DATA_PATTERN -> {
                CallbackQuery query = update.update().callbackQuery();
                String data = query == null ? null : query.data();
                if (data == null) {
                    return false;
                }
                return type == DATA_EXACT ? data.equals(value)
                        : type == DATA_PREFIX ? data.startsWith(value) : matcher(data).matches();
            }
            case ALBUM -> {
                return false;
            }
            default -> {
                return kind == update.kind();
            }
        }
    }

    /**
     * Makes the update's handler the one this trigger chose, with what it found: the command, or the pattern's match.
     * Called after {@link #matches} returned true, on the same thread.
     *
     * @param update the update
     * @param name the handler's name
     * @param conversation the conversation's state, for a conversation's step; else null
     */
    void choose(DispatchContext update, String name, @Nullable ConversationState conversation) {
        switch (type) {
            case COMMAND -> update.chosen(name, update.parsedCommand(), null, conversation);
            case TEXT, DATA_PATTERN -> update.chosen(name, null, matchers.get().toMatchResult(), conversation);
            default -> update.chosen(name, null, null, conversation);
        }
    }

    /** The matcher of this thread, reset to {@code input}. */
    private Matcher matcher(CharSequence input) {
        return matchers.get().reset(input);
    }

    /** @return where the kind of trigger comes in the order the router tries them, from 0 */
    int rank() {
        return type;
    }

    /** @return the length of a callback data prefix, else 0: longer prefixes are tried first */
    int prefixLength() {
        return type == DATA_PREFIX ? value.length() : 0;
    }

    /**
     * @param trigger a trigger
     * @return the kinds of update it looks at, in their order: those of {@code allowed_updates} a handler needs
     */
    public static List<UpdateKind> kinds(Trigger trigger) {
        return new ArrayList<>(kindsOf(trigger));
    }

    private static EnumSet<UpdateKind> kindsOf(Trigger trigger) {
        if (trigger instanceof Trigger.Command c) {
            return EnumSet.copyOf(c.kinds());
        }
        if (trigger instanceof Trigger.Text t) {
            return EnumSet.copyOf(t.kinds());
        }
        if (trigger instanceof Trigger.CallbackData) {
            return EnumSet.of(UpdateKind.CALLBACK_QUERY);
        }
        if (trigger instanceof Trigger.MediaGroup m) {
            return EnumSet.copyOf(m.kinds());
        }
        return EnumSet.of(((Trigger.Kind) trigger).kind());
    }

    /**
     * @param trigger a trigger
     * @return whether it collects albums ({@code List<Message>} reaches the handler)
     */
    public static boolean givesAlbum(Trigger trigger) {
        return trigger instanceof Trigger.MediaGroup;
    }

    /**
     * @param trigger a trigger
     * @return whether it finds a command ({@code CommandArguments} reach the handler)
     */
    public static boolean givesCommand(Trigger trigger) {
        return trigger instanceof Trigger.Command;
    }

    /**
     * @param trigger a trigger
     * @return whether it finds a regular expression's match ({@code MatchResult} reaches the handler)
     */
    public static boolean givesMatch(Trigger trigger) {
        return trigger instanceof Trigger.Text
                || trigger instanceof Trigger.CallbackData d && d.match() == Trigger.DataMatch.PATTERN;
    }

    /**
     * @param trigger a trigger
     * @return what it handles, for messages: {@code command /help}, {@code text ^hi}, {@code callback data prefix x:},
     *         {@code kind chat_member}
     */
    public static String describe(Trigger trigger) {
        if (trigger instanceof Trigger.Command c) {
            return "command /" + c.name();
        }
        if (trigger instanceof Trigger.Text t) {
            return "text " + t.pattern().pattern();
        }
        if (trigger instanceof Trigger.CallbackData d) {
            return "callback data " + d.match().name().toLowerCase(Locale.ROOT) + " " + d.value();
        }
        if (trigger instanceof Trigger.MediaGroup) {
            return "albums";
        }
        return "kind " + ((Trigger.Kind) trigger).kind().wireName();
    }

    /**
     * @param trigger a trigger
     * @return equal for two triggers that take the same updates and find the same in them
     */
    public static String sameness(Trigger trigger) {
        Set<UpdateKind> kinds = kindsOf(trigger);
        String flags = trigger instanceof Trigger.Text t && t.pattern().flags() != 0 ? " flags=" + t.pattern().flags()
                : "";
        return describe(trigger) + flags + " " + kinds;
    }
}
