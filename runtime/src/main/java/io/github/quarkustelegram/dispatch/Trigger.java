package io.github.quarkustelegram.dispatch;

import java.util.EnumSet;
import java.util.Locale;
import java.util.Objects;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * What makes a route a candidate for an update, before its filter is asked: a command, a text pattern, callback data,
 * a kind of update, or an album. The router tries triggers from the most specific to the least: commands, then
 * callback data (exact, then prefixes longest first, then patterns), then text patterns, then kinds. Albums are
 * routed apart: an album goes only to {@link MediaGroup} triggers, and they see nothing else.
 */
public sealed interface Trigger {

    /** The kinds of update whose message commands and text patterns look at by default. */
    Set<UpdateKind> MESSAGE_KINDS = Set.of(UpdateKind.MESSAGE);

    /**
     * A command: a message (or caption) starting with {@code /name}, optionally {@code /name@ThisBot}, then
     * arguments. Matched ignoring case; {@code /name@OtherBot} does not match.
     *
     * @param name the command without its slash, lower case
     * @param kinds the kinds whose message is looked at, all with a {@code Message} payload
     */
    record Command(String name, Set<UpdateKind> kinds) implements Trigger {

        /** Normalises and checks the components. */
        public Command {
            Objects.requireNonNull(name, "name");
            name = (name.startsWith("/") ? name.substring(1) : name).toLowerCase(Locale.ROOT);
            if (name.isEmpty() || !name.matches("[a-z0-9_]+")) {
                throw new IllegalArgumentException("A command is letters, digits and underscores: '" + name + "'");
            }
            kinds = Set.copyOf(kinds);
            checkMessageKinds(kinds);
        }
    }

    /**
     * A regular expression found in a message's text or caption ({@link java.util.regex.Matcher#find()}: anchor it
     * with {@code ^...$} to match the whole text). Its groups reach the handler.
     *
     * @param pattern the expression
     * @param kinds the kinds whose message is looked at, all with a {@code Message} payload
     */
    record Text(Pattern pattern, Set<UpdateKind> kinds) implements Trigger {

        /** Checks the components. */
        public Text {
            Objects.requireNonNull(pattern, "pattern");
            kinds = Set.copyOf(kinds);
            checkMessageKinds(kinds);
        }
    }

    /**
     * The data of a callback query's button.
     *
     * @param match how {@code value} is compared with the data
     * @param value the data, the prefix, or the regular expression (matched in full)
     */
    record CallbackData(DataMatch match, String value) implements Trigger {

        /** Checks the components. */
        public CallbackData {
            Objects.requireNonNull(match, "match");
            Objects.requireNonNull(value, "value");
            if (match == DataMatch.PATTERN) {
                Pattern.compile(value);
            }
        }
    }

    /**
     * Any update of a kind.
     *
     * @param kind the kind
     */
    record Kind(UpdateKind kind) implements Trigger {

        /** Checks the component. */
        public Kind {
            Objects.requireNonNull(kind, "kind");
        }
    }

    /**
     * An album: the messages of one {@code media_group_id}, collected and handled once
     * ({@link UpdateContext#album()}).
     *
     * @param kinds the kinds whose albums are collected, all with a {@code Message} payload
     */
    record MediaGroup(Set<UpdateKind> kinds) implements Trigger {

        /** Checks the components. */
        public MediaGroup {
            kinds = Set.copyOf(kinds);
            checkMessageKinds(kinds);
        }
    }

    /** How callback data is compared. */
    enum DataMatch {
        /** Equal. */
        EXACT,
        /** Starting with the value. */
        PREFIX,
        /** Matching the value as a regular expression, in full. */
        PATTERN
    }

    /**
     * @param name a command, with or without its slash
     * @return a trigger on that command in messages
     */
    static Trigger command(String name) {
        return new Command(name, MESSAGE_KINDS);
    }

    /**
     * @param regex a regular expression
     * @return a trigger on messages whose text or caption contains a match
     */
    static Trigger text(String regex) {
        return new Text(Pattern.compile(regex), MESSAGE_KINDS);
    }

    /**
     * @param data callback data
     * @return a trigger on callback queries with exactly that data
     */
    static Trigger callbackData(String data) {
        return new CallbackData(DataMatch.EXACT, data);
    }

    /**
     * @param prefix a prefix
     * @return a trigger on callback queries whose data starts with it
     */
    static Trigger callbackDataPrefix(String prefix) {
        return new CallbackData(DataMatch.PREFIX, prefix);
    }

    /**
     * @param regex a regular expression
     * @return a trigger on callback queries whose data matches it in full
     */
    static Trigger callbackDataPattern(String regex) {
        return new CallbackData(DataMatch.PATTERN, regex);
    }

    /** @return a trigger on the albums of new messages */
    static Trigger mediaGroup() {
        return new MediaGroup(MESSAGE_KINDS);
    }

    /**
     * @param kind a kind of update
     * @return a trigger on every update of that kind
     */
    static Trigger kind(UpdateKind kind) {
        return new Kind(kind);
    }

    private static void checkMessageKinds(Set<UpdateKind> kinds) {
        if (kinds.isEmpty()) {
            throw new IllegalArgumentException("No kind of update given");
        }
        EnumSet<UpdateKind> notMessages = EnumSet.noneOf(UpdateKind.class);
        for (UpdateKind kind : kinds) {
            if (kind.payloadType() != io.github.quarkustelegram.model.Message.class) {
                notMessages.add(kind);
            }
        }
        if (!notMessages.isEmpty()) {
            throw new IllegalArgumentException("Commands and text patterns apply to message kinds; " + notMessages
                    + " carry no Message");
        }
    }
}
