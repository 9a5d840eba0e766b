package io.github.quarkustelegram.runtime.dispatch;

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
import io.github.quarkustelegram.dispatch.Route;
import io.github.quarkustelegram.dispatch.Transition;
import io.github.quarkustelegram.runtime.replies.ResultDelivery;
import io.smallrye.mutiny.Uni;

/**
 * Finds the conversation step for an update and applies its transition with the store's compare-and-set.
 * Conversations are tried in the order of their names.
 */
final class ConversationEngine {

    /** A step chosen for an update: which conversation, the step, the state it starts from. */
    record Chosen(Conversation conversation, EngineStep step, String key, ConversationState state,
            @Nullable ConversationState stored) {

        String name() {
            return "conversation " + conversation.name() + " (" + state.state() + ")";
        }
    }

    private final List<Conversation> conversations;
    private final ConversationStore store;
    private final Clock clock;

    /** Annotated steps by conversation, then state. */
    private final Map<String, Map<String, List<EngineStep>>> annotated = new HashMap<>();

    ConversationEngine(List<Conversation> conversations, List<AnnotatedHandlers.Step> annotatedSteps,
            ConversationStore store, Clock clock) {
        this.conversations = conversations.stream().sorted(Comparator.comparing(Conversation::name)).toList();
        Set<String> names = new HashSet<>();
        for (Conversation conversation : this.conversations) {
            if (!names.add(conversation.name())) {
                throw new IllegalStateException("Two conversations are named " + conversation.name());
            }
        }
        for (AnnotatedHandlers.Step step : annotatedSteps) {
            if (!names.contains(step.conversation())) {
                throw new IllegalStateException(step.route().name() + " is a step of conversation "
                        + step.conversation() + ", but no Conversation bean has that name");
            }
            annotated.computeIfAbsent(step.conversation(), c -> new HashMap<>())
                    .computeIfAbsent(step.state(), s -> new ArrayList<>()).add(AnnotatedStep.of(step.route()));
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
     * A step as the engine runs it, with the dispatcher's own context of the update: a step a {@link Conversation}
     * declares (which sees the public face), or an annotated handler.
     */
    interface EngineStep {

        boolean selects(DispatchContext update);

        Uni<Transition> run(DispatchContext update, ConversationState state);
    }

    /** A step a {@code Conversation} bean declares. */
    private record DeclaredStep(Conversation.Step step) implements EngineStep {

        @Override
        public boolean selects(DispatchContext update) {
            return step.filter().test(update);
        }

        @Override
        public Uni<Transition> run(DispatchContext update, ConversationState state) {
            return step.step().apply(update, state);
        }
    }

    /** An annotated handler as a step: its trigger and filter select the update, its result is the transition. */
    private record AnnotatedStep(TriggerMatcher trigger, Route route, AnnotatedHandler handler) implements EngineStep {

        static AnnotatedStep of(Route route) {
            if (!(route.handler() instanceof AnnotatedHandler handler)) {
                throw new IllegalArgumentException(route.name() + " is not an annotated handler");
            }
            return new AnnotatedStep(TriggerMatcher.of(route.trigger()), route, handler);
        }

        @Override
        public boolean selects(DispatchContext update) {
            return trigger.matches(update) && route.filter().test(update);
        }

        @Override
        public Uni<Transition> run(DispatchContext update, ConversationState state) {
            if (trigger.matches(update)) {
                trigger.choose(update, route.name(), state);
            } else {
                update.chosen(route.name(), null, null, state);
            }
            return handler.transition(update);
        }
    }

    /** @return the annotated steps of {@code conversation} in {@code state} */
    private List<EngineStep> steps(Conversation conversation, String state) {
        return annotated.getOrDefault(conversation.name(), Map.of()).getOrDefault(state, List.of());
    }

    boolean isEmpty() {
        return conversations.isEmpty();
    }

    /** @return the step to run for {@code update}, or null (then the routes are tried) */
    Uni<@Nullable Chosen> choose(DispatchContext update) {
        return choose(update, 0);
    }

    private Uni<@Nullable Chosen> choose(DispatchContext update, int index) {
        if (index >= conversations.size()) {
            return Uni.createFrom().nullItem();
        }
        Conversation conversation = conversations.get(index);
        String key = conversation.key().of(update);
        if (key == null) {
            return choose(update, index + 1);
        }
        return store.load(conversation.name(), key).onItem().transformToUni(stored -> {
            Chosen chosen = chooseIn(conversation, key, stored, update);
            return chosen != null ? Uni.createFrom().item(chosen) : choose(update, index + 1);
        });
    }

    private @Nullable Chosen chooseIn(Conversation conversation, String key, @Nullable ConversationState stored,
            DispatchContext update) {
        boolean active = stored != null && !stored.expiredAt(clock.instant());
        if (active) {
            EngineStep step = select(conversation.steps(stored.state()), steps(conversation, stored.state()), update);
            if (step == null) {
                // then the ways out of any state: the conversation's fallbacks, the annotated steps of state ANY
                step = select(conversation.fallbacks(), steps(conversation, InConversation.ANY), update);
            }
            return step == null ? null : new Chosen(conversation, step, key, stored, stored);
        }
        EngineStep step = select(conversation.entries(), steps(conversation, ConversationState.ENTRY), update);
        if (step == null) {
            return null;
        }
        ConversationState entry = new ConversationState(conversation.name(), key, ConversationState.ENTRY,
                ConversationData.empty(), clock.instant().plus(conversation.ttl()), stored == null ? 0 : stored.version());
        return new Chosen(conversation, step, key, entry, stored);
    }

    /** @return the first of the declared steps, then of the annotated ones, that selects the update; null for none */
    private static @Nullable EngineStep select(List<Conversation.Step> declared, List<EngineStep> annotated,
            DispatchContext update) {
        for (Conversation.Step step : declared) {
            if (step.filter().test(update)) {
                return new DeclaredStep(step);
            }
        }
        for (EngineStep step : annotated) {
            if (step.selects(update)) {
                return step;
            }
        }
        return null;
    }

    /** Runs the chosen step, applies its transition, then sends what the transition replies. */
    Uni<Void> run(Chosen chosen, DispatchContext update) {
        return Uni.createFrom().deferred(() -> Objects.requireNonNull(chosen.step().run(update, chosen.state()),
                "a conversation step returned a null Uni"))
                .onItem().transformToUni(transition -> {
                    Objects.requireNonNull(transition, "a conversation step returned a null Transition");
                    return apply(chosen, transition).onItem().transformToUni(moved -> transition.replies().isEmpty()
                            ? Uni.createFrom().voidItem()
                            : ResultDelivery.sendAll(transition.replies(), update));
                });
    }

    private Uni<Void> apply(Chosen chosen, Transition transition) {
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
