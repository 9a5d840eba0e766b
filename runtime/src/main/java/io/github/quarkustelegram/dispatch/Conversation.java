package io.github.quarkustelegram.dispatch;

import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * A conversation: a state machine per key (chat, user...), declared as a CDI bean of this type (typically from a
 * producer method) or added to the router.
 *
 * <pre>{@code
 * Conversation.named("signup")
 *         .entry(Filters.command("signup"), (update, state) -> ask("Your name?").replaceWith(Transition.to("name")))
 *         .on("name", Filters.hasText(), (update, state) -> ...Transition.to("age", state.data().with("name", text)))
 *         .fallback(Filters.command("cancel"), (update, state) -> ...Transition.end())
 *         .build();
 * }</pre>
 *
 * For an update with its key, an active conversation tries the steps of its current state, then its fallbacks; an
 * inactive one tries its entry steps. The first step whose filter passes handles the update, before any route; when
 * none does, the routes are tried as usual. A conversation no update moved for its {@link Builder#ttl time to live}
 * ends by itself.
 */
public final class Conversation {

    /** A step and the filter that selects it. */
    public record Step(UpdateFilter filter, ConversationStep step) {

        /** Checks the components. */
        public Step {
            Objects.requireNonNull(filter, "filter");
            Objects.requireNonNull(step, "step");
        }
    }

    private final String name;
    private final ConversationKey key;
    private final Duration ttl;
    private final List<Step> entries;
    private final Map<String, List<Step>> states;
    private final List<Step> fallbacks;

    private Conversation(Builder builder) {
        this.name = builder.name;
        this.key = builder.key;
        this.ttl = builder.ttl;
        this.entries = List.copyOf(builder.entries);
        Map<String, List<Step>> copy = new LinkedHashMap<>();
        builder.states.forEach((state, steps) -> copy.put(state, List.copyOf(steps)));
        this.states = copy;
        this.fallbacks = List.copyOf(builder.fallbacks);
    }

    /**
     * @param name the conversation's name, unique in the application
     * @return a builder
     */
    public static Builder named(String name) {
        return new Builder(name);
    }

    /** @return the name */
    public String name() {
        return name;
    }

    /** @return whose conversation an update belongs to */
    public ConversationKey key() {
        return key;
    }

    /** @return how long the conversation lives without an update moving it */
    public Duration ttl() {
        return ttl;
    }

    /** @return the entry steps, in order */
    public List<Step> entries() {
        return entries;
    }

    /**
     * @param state a state
     * @return its steps, in order; empty for a state without steps
     */
    public List<Step> steps(String state) {
        return states.getOrDefault(state, List.of());
    }

    /** @return the states that have steps */
    public Set<String> states() {
        return states.keySet();
    }

    /** @return the fallback steps, tried in any state after the state's own */
    public List<Step> fallbacks() {
        return fallbacks;
    }

    /** Builds a {@link Conversation}. */
    public static final class Builder {

        private final String name;
        private ConversationKey key = ConversationKey.CHAT_AND_USER;
        private Duration ttl = Duration.ofMinutes(15);
        private final List<Step> entries = new ArrayList<>();
        private final Map<String, List<Step>> states = new LinkedHashMap<>();
        private final List<Step> fallbacks = new ArrayList<>();

        private Builder(String name) {
            if (Objects.requireNonNull(name, "name").isBlank()) {
                throw new IllegalArgumentException("A conversation needs a name");
            }
            this.name = name;
        }

        /**
         * @param key whose conversation an update belongs to; by default {@link ConversationKey#CHAT_AND_USER}
         * @return this builder
         */
        public Builder key(ConversationKey key) {
            this.key = Objects.requireNonNull(key, "key");
            return this;
        }

        /**
         * @param ttl how long the conversation lives without an update moving it; 15 minutes by default
         * @return this builder
         */
        public Builder ttl(Duration ttl) {
            if (ttl.isNegative() || ttl.isZero()) {
                throw new IllegalArgumentException("The time to live must be positive: " + ttl);
            }
            this.ttl = ttl;
            return this;
        }

        /**
         * @param filter when the conversation starts
         * @param step what it does then
         * @return this builder
         */
        public Builder entry(UpdateFilter filter, ConversationStep step) {
            entries.add(new Step(filter, step));
            return this;
        }

        /**
         * @param state a state
         * @param filter which updates the step handles in that state
         * @param step what it does
         * @return this builder
         */
        public Builder on(String state, UpdateFilter filter, ConversationStep step) {
            Objects.requireNonNull(state, "state");
            if (state.equals(ConversationState.ENTRY)) {
                throw new IllegalArgumentException("'" + ConversationState.ENTRY + "' is the state before the entry");
            }
            states.computeIfAbsent(state, s -> new ArrayList<>()).add(new Step(filter, step));
            return this;
        }

        /**
         * @param filter which updates the step handles, in any state, when the state's own steps did not
         * @param step what it does (e.g. end on {@code /cancel})
         * @return this builder
         */
        public Builder fallback(UpdateFilter filter, ConversationStep step) {
            fallbacks.add(new Step(filter, step));
            return this;
        }

        /**
         * @return the conversation; it needs an entry step, here or from an {@link InConversation} handler (checked
         *         when the dispatcher starts)
         */
        public Conversation build() {
            return new Conversation(this);
        }
    }
}
