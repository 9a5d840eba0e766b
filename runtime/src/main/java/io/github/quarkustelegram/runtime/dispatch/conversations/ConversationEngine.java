package io.github.quarkustelegram.runtime.dispatch.conversations;

import java.time.Clock;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.dispatch.Conversation;
import io.github.quarkustelegram.dispatch.ConversationConflictException;
import io.github.quarkustelegram.dispatch.ConversationData;
import io.github.quarkustelegram.dispatch.ConversationState;
import io.github.quarkustelegram.dispatch.ConversationStore;
import io.github.quarkustelegram.dispatch.InConversation;
import io.github.quarkustelegram.dispatch.Transition;
import io.github.quarkustelegram.dispatch.UpdateContext;
import io.github.quarkustelegram.runtime.replies.Replying;
import io.github.quarkustelegram.runtime.replies.ResultDelivery;
import io.smallrye.mutiny.Uni;

/**
 * Finds the conversation step for an update and applies its transition with the store's compare-and-set.
 * Conversations are tried in the order of their names.
 *
 * <p>
 * Generic in the update's context so that the engine knows nothing of the dispatcher: the dispatcher gives the steps
 * of its annotated handlers as {@link EngineStep}s over its own context, and the engine runs them as it runs a
 * {@link Conversation}'s declared steps.
 *
 * @param <C> the dispatcher's context of an update
 */
public final class ConversationEngine<C extends UpdateContext & Replying> {

    /**
     * A step chosen for an update: which conversation, the step, the state it starts from.
     *
     * @param <C> the context's type
     */
    public record Chosen<C>(Conversation conversation, EngineStep<C> step, String key, ConversationState state,
            @Nullable ConversationState stored) {

        /** @return the name the update's handler is known by in logs and metrics */
        public String name() {
            return "conversation " + conversation.name() + " (" + state.state() + ")";
        }
    }

    /**
     * A step as the engine runs it: a step a {@link Conversation} declares, or one the dispatcher gives (an annotated
     * handler).
     *
     * @param <C> the context's type
     */
    public interface EngineStep<C> {

        /**
         * @param update an update
         * @return whether this step takes it
         */
        boolean selects(C update);

        /**
         * @param update the update it selected
         * @param state the conversation's state it starts from
         * @return the transition
         */
        Uni<Transition> run(C update, ConversationState state);
    }

    /**
     * A step the dispatcher gives, where it belongs.
     *
     * @param conversation the conversation's name
     * @param state the state it is a step of
     * @param name the handler's name, for the errors
     * @param step the step
     * @param <C> the context's type
     */
    public record PlacedStep<C>(String conversation, String state, String name, EngineStep<C> step) {
    }

    private final List<Conversation> conversations;
    private final ConversationStore store;
    private final Clock clock;

    /** The dispatcher's steps by conversation, then state. */
    private final Map<String, Map<String, List<EngineStep<C>>>> placed = new HashMap<>();

    /**
     * @param conversations the conversations
     * @param placedSteps the steps the dispatcher adds to them
     * @param store where their states are kept
     * @param clock the time, for their expiry
     */
    public ConversationEngine(List<Conversation> conversations, List<PlacedStep<C>> placedSteps,
            ConversationStore store, Clock clock) {
        this.conversations = conversations.stream().sorted(Comparator.comparing(Conversation::name)).toList();
        Set<String> names = new HashSet<>();
        for (Conversation conversation : this.conversations) {
            if (!names.add(conversation.name())) {
                throw new IllegalStateException("Two conversations are named " + conversation.name());
            }
        }
        for (PlacedStep<C> step : placedSteps) {
            if (!names.contains(step.conversation())) {
                throw new IllegalStateException(step.name() + " is a step of conversation "
                        + step.conversation() + ", but no Conversation bean has that name");
            }
            placed.computeIfAbsent(step.conversation(), c -> new HashMap<>())
                    .computeIfAbsent(step.state(), s -> new ArrayList<>()).add(step.step());
        }
        for (Conversation conversation : this.conversations) {
            if (conversation.entries().isEmpty() && steps(conversation, ConversationState.ENTRY).isEmpty()) {
                throw new IllegalStateException("Conversation " + conversation.name() + " has no entry step");
            }
        }
        this.store = Objects.requireNonNull(store, "store");
        this.clock = Objects.requireNonNull(clock, "clock");
    }

    /**
     * A step a {@code Conversation} bean declares.
     *
     * @param <C> the context's type
     */
    private record DeclaredStep<C extends UpdateContext>(Conversation.Step step) implements EngineStep<C> {

        @Override
        public boolean selects(C update) {
            return step.filter().test(update);
        }

        @Override
        public Uni<Transition> run(C update, ConversationState state) {
            return step.step().apply(update, state);
        }
    }

    /** @return the annotated steps of {@code conversation} in {@code state} */
    private List<EngineStep<C>> steps(Conversation conversation, String state) {
        return placed.getOrDefault(conversation.name(), Map.of()).getOrDefault(state, List.of());
    }

    /** @return whether there is no conversation (then the dispatcher skips the engine) */
    public boolean isEmpty() {
        return conversations.isEmpty();
    }

    /**
     * @param update an update
     * @return the step to run for it, or null (then the routes are tried)
     */
    public Uni<@Nullable Chosen<C>> choose(C update) {
        return choose(update, 0);
    }

    private Uni<@Nullable Chosen<C>> choose(C update, int index) {
        if (index >= conversations.size()) {
            return Uni.createFrom().nullItem();
        }
        Conversation conversation = conversations.get(index);
        String key = conversation.key().of(update);
        if (key == null) {
            return choose(update, index + 1);
        }
        return store.load(conversation.name(), key).onItem().transformToUni(stored -> {
            Chosen<C> chosen = chooseIn(conversation, key, stored, update);
            return chosen != null ? Uni.createFrom().item(chosen) : choose(update, index + 1);
        });
    }

    private @Nullable Chosen<C> chooseIn(Conversation conversation, String key, @Nullable ConversationState stored,
            C update) {
        boolean active = stored != null && !stored.expiredAt(clock.instant());
        if (active) {
            EngineStep<C> step = select(conversation.steps(stored.state()), steps(conversation, stored.state()), update);
            if (step == null) {
                // then the ways out of any state: the conversation's fallbacks, the annotated steps of state ANY
                step = select(conversation.fallbacks(), steps(conversation, InConversation.ANY), update);
            }
            return step == null ? null : new Chosen<>(conversation, step, key, stored, stored);
        }
        EngineStep<C> step = select(conversation.entries(), steps(conversation, ConversationState.ENTRY), update);
        if (step == null) {
            return null;
        }
        ConversationState entry = new ConversationState(conversation.name(), key, ConversationState.ENTRY,
                ConversationData.empty(), clock.instant().plus(conversation.ttl()), stored == null ? 0 : stored.version());
        return new Chosen<>(conversation, step, key, entry, stored);
    }

    /** @return the first of the declared steps, then of the given ones, that selects the update; null for none */
    private static <C extends UpdateContext> @Nullable EngineStep<C> select(List<Conversation.Step> declared,
            List<EngineStep<C>> given, C update) {
        for (Conversation.Step step : declared) {
            if (step.filter().test(update)) {
                return new DeclaredStep<>(step);
            }
        }
        for (EngineStep<C> step : given) {
            if (step.selects(update)) {
                return step;
            }
        }
        return null;
    }

    /**
     * Runs the chosen step, applies its transition, then sends what the transition replies.
     *
     * @param chosen the step {@link #choose} chose for the update
     * @param update the update
     * @return done when the transition was stored and its replies sent
     */
    public Uni<Void> run(Chosen<C> chosen, C update) {
        return Uni.createFrom().deferred(() -> Objects.requireNonNull(chosen.step().run(update, chosen.state()),
                "a conversation step returned a null Uni"))
                .onItem().transformToUni(transition -> {
                    Objects.requireNonNull(transition, "a conversation step returned a null Transition");
                    return apply(chosen, transition).onItem().transformToUni(moved -> transition.replies().isEmpty()
                            ? Uni.createFrom().voidItem()
                            : ResultDelivery.sendAll(transition.replies(), update));
                });
    }

    private Uni<Void> apply(Chosen<C> chosen, Transition transition) {
        ConversationState from = chosen.state();
        ConversationState next;
        if (transition.isEnd()) {
            next = null;
        } else {
            String state = transition.state() != null ? transition.state() : from.state();
            if (state.equals(ConversationState.ENTRY)) {
                throw new IllegalStateException("Conversation " + from.conversation() + ": an entry step must move to a"
                        + " state or end, not stay");
            }
            ConversationData data = transition.data() != null ? transition.data() : from.data();
            next = new ConversationState(from.conversation(), from.key(), state, data,
                    clock.instant().plus(chosen.conversation().ttl()), from.version() + 1);
        }
        return store.compareAndSet(from.conversation(), from.key(), chosen.stored(), next).onItem()
                .transformToUni(done -> done ? Uni.createFrom().voidItem()
                        : Uni.createFrom().failure(new ConversationConflictException(from.conversation(), from.key())));
    }
}
