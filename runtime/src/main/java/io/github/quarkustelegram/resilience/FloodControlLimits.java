package io.github.quarkustelegram.resilience;

import java.time.Duration;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * The rates flood control keeps requests to, after Telegram's published limits: about 30 messages a
 * second in all, one a second in a chat, 20 a minute in a group. Requests over a limit wait; none is dropped.
 * Immutable; start from {@link #defaults()} or {@link #builder()}, derive with {@link #toBuilder()}.
 *
 * <pre>{@code
 * FloodControlLimits limits = FloodControlLimits.builder()
 *         .globalPerSecond(25)
 *         .methods(List.of("send*", "forward*", "copy*", "edit*"))
 *         .build();
 * }</pre>
 *
 * @param enabled false lets every request through at once
 * @param globalPerSecond requests a second over all chats; 0 for no limit
 * @param perChatPerSecond requests a second to one chat; 0 for no limit
 * @param perGroupPerMinute requests a minute to one group, supergroup or channel (a negative chat id, or a
 *        {@code @username}); 0 for no limit
 * @param methods the methods that count, each an exact method name ({@code sendMessage}) or a prefix ending in
 *        {@code *} ({@code send*}; {@code *} alone counts every method); other methods are never held
 * @param excludedMethods exact names or {@code *} prefixes taken out of {@link #methods()}
 * @param maxWait the longest a request waits for its turn: one still waiting then fails with a
 *        {@link FloodControlWaitException} (so a bot that keeps sending faster than the limits allow fails calls
 *        instead of growing a queue without end); {@link Duration#ZERO} waits as long as it takes
 */
public record FloodControlLimits(boolean enabled, int globalPerSecond, int perChatPerSecond, int perGroupPerMinute,
        Set<String> methods, Set<String> excludedMethods, Duration maxWait) {

    /** 30, Telegram's "about 30 messages per second" for bulk notifications. */
    public static final int DEFAULT_GLOBAL_PER_SECOND = 30;
    /** 1: "avoid sending more than one message per second in a particular chat". */
    public static final int DEFAULT_PER_CHAT_PER_SECOND = 1;
    /** 20: "not able to send more than 20 messages per minute to the same group". */
    public static final int DEFAULT_PER_GROUP_PER_MINUTE = 20;
    /** The methods that send messages to a chat. */
    public static final Set<String> DEFAULT_METHODS = Set.copyOf(List.of("send*", "forward*", "copy*"));
    /**
     * The {@code send*} methods that send no message: a chat action lasts a few seconds and is repeated while a bot
     * works, drafts stream a message being written (its final form is a {@code sendMessage}, which counts), and a
     * join-request Mini App is shown to one user outside any chat.
     */
    public static final Set<String> DEFAULT_EXCLUDED_METHODS = Set.copyOf(List.of("sendChatAction", "sendMessageDraft",
            "sendRichMessageDraft", "sendChatJoinRequestWebApp"));
    /**
     * 5 minutes: a broadcast of 9,000 messages at 30 a second still fits; a bot sending faster than that for
     * longer fails calls instead of holding them in memory.
     */
    public static final Duration DEFAULT_MAX_WAIT = Duration.ofMinutes(5);

    private static final FloodControlLimits DEFAULTS = new FloodControlLimits(true, DEFAULT_GLOBAL_PER_SECOND,
            DEFAULT_PER_CHAT_PER_SECOND, DEFAULT_PER_GROUP_PER_MINUTE, DEFAULT_METHODS, DEFAULT_EXCLUDED_METHODS,
            DEFAULT_MAX_WAIT);

    /**
     * @throws IllegalArgumentException on a negative limit or wait, or a method pattern that is blank or has a
     *         {@code *} anywhere but at its end
     */
    public FloodControlLimits {
        Objects.requireNonNull(maxWait, "maxWait");
        if (maxWait.isNegative()) {
            throw new IllegalArgumentException("maxWait must not be negative (0 means no limit): " + maxWait);
        }
        requireNotNegative("globalPerSecond", globalPerSecond);
        requireNotNegative("perChatPerSecond", perChatPerSecond);
        requireNotNegative("perGroupPerMinute", perGroupPerMinute);
        methods = patterns("methods", methods);
        excludedMethods = patterns("excludedMethods", excludedMethods);
    }

    private static void requireNotNegative(String name, int value) {
        if (value < 0) {
            throw new IllegalArgumentException(name + " must not be negative (0 means no limit): " + value);
        }
    }

    private static Set<String> patterns(String name, Collection<String> patterns) {
        Objects.requireNonNull(patterns, name);
        Set<String> copy = new LinkedHashSet<>();
        for (String pattern : patterns) {
            String p = Objects.requireNonNull(pattern, name + " contains null").strip();
            int star = p.indexOf('*');
            if (p.isEmpty() || star >= 0 && star != p.length() - 1) {
                throw new IllegalArgumentException(
                        name + ": '" + pattern + "' is neither a method name nor a prefix ending in *");
            }
            copy.add(p);
        }
        return Set.copyOf(copy);
    }

    /**
     * Telegram's published limits, on for {@code send*}, {@code forward*} and {@code copy*} (less
     * {@link #DEFAULT_EXCLUDED_METHODS}).
     *
     * @return the default limits
     */
    public static FloodControlLimits defaults() {
        return DEFAULTS;
    }

    /** @return limits that hold nothing back */
    public static FloodControlLimits disabled() {
        return DEFAULTS.toBuilder().enabled(false).build();
    }

    /** @return a builder starting from {@link #defaults()} */
    public static Builder builder() {
        return DEFAULTS.toBuilder();
    }

    /** @return a builder starting from these limits */
    public Builder toBuilder() {
        return new Builder(this);
    }

    /**
     * @param methodName a Bot API method name, e.g. {@code sendMessage}
     * @return whether requests of this method are held to the limits (false for every method when disabled)
     */
    public boolean counts(String methodName) {
        return enabled && matches(methods, methodName) && !matches(excludedMethods, methodName);
    }

    private static boolean matches(Set<String> patterns, String methodName) {
        for (String p : patterns) {
            if (p.endsWith("*") ? methodName.startsWith(p.substring(0, p.length() - 1)) : methodName.equals(p)) {
                return true;
            }
        }
        return false;
    }

    /** Builds {@link FloodControlLimits}; every setter has the record component's name. */
    public static final class Builder {
        private boolean enabled;
        private int globalPerSecond;
        private int perChatPerSecond;
        private int perGroupPerMinute;
        private Set<String> methods;
        private Set<String> excludedMethods;
        private Duration maxWait;

        private Builder(FloodControlLimits from) {
            enabled = from.enabled;
            globalPerSecond = from.globalPerSecond;
            perChatPerSecond = from.perChatPerSecond;
            perGroupPerMinute = from.perGroupPerMinute;
            methods = from.methods;
            excludedMethods = from.excludedMethods;
            maxWait = from.maxWait;
        }

        /**
         * @param enabled see {@link FloodControlLimits#enabled()}
         * @return this builder
         */
        public Builder enabled(boolean enabled) {
            this.enabled = enabled;
            return this;
        }

        /**
         * @param globalPerSecond see {@link FloodControlLimits#globalPerSecond()}
         * @return this builder
         */
        public Builder globalPerSecond(int globalPerSecond) {
            this.globalPerSecond = globalPerSecond;
            return this;
        }

        /**
         * @param perChatPerSecond see {@link FloodControlLimits#perChatPerSecond()}
         * @return this builder
         */
        public Builder perChatPerSecond(int perChatPerSecond) {
            this.perChatPerSecond = perChatPerSecond;
            return this;
        }

        /**
         * @param perGroupPerMinute see {@link FloodControlLimits#perGroupPerMinute()}
         * @return this builder
         */
        public Builder perGroupPerMinute(int perGroupPerMinute) {
            this.perGroupPerMinute = perGroupPerMinute;
            return this;
        }

        /**
         * @param methods see {@link FloodControlLimits#methods()}
         * @return this builder
         */
        public Builder methods(Collection<String> methods) {
            this.methods = Set.copyOf(methods);
            return this;
        }

        /**
         * @param excludedMethods see {@link FloodControlLimits#excludedMethods()}
         * @return this builder
         */
        public Builder excludedMethods(Collection<String> excludedMethods) {
            this.excludedMethods = Set.copyOf(excludedMethods);
            return this;
        }

        /**
         * @param maxWait see {@link FloodControlLimits#maxWait()}
         * @return this builder
         */
        public Builder maxWait(Duration maxWait) {
            this.maxWait = maxWait;
            return this;
        }

        /**
         * @return the limits
         * @throws IllegalArgumentException on a negative limit or wait, or a malformed method pattern
         */
        public FloodControlLimits build() {
            return new FloodControlLimits(enabled, globalPerSecond, perChatPerSecond, perGroupPerMinute, methods,
                    excludedMethods, maxWait);
        }
    }
}
