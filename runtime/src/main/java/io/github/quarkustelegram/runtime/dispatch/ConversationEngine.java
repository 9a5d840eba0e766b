package io.github.quarkustelegram.runtime.dispatch;

import java.time.Clock;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;

import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.dispatch.Conversation;
import io.github.quarkustelegram.dispatch.ConversationConflictException;
import io.github.quarkustelegram.dispatch.ConversationData;
import io.github.quarkustelegram.dispatch.ConversationState;
import io.github.quarkustelegram.dispatch.ConversationStore;
import io.github.quarkustelegram.dispatch.Transition;
import io.smallrye.mutiny.Uni;

/**
 * Finds the conversation step for an update and applies its transition with the store's compare-and-set.
 * Conversations are tried in the order of their names.
 */
final class ConversationEngine {

    /** A step chosen for an update: which conversation, the step, the state it starts from. */
    record Chosen(Conversation conversation, Conversation.Step step, String key, ConversationState state,
            @Nullable ConversationState stored) {

        String name() {
            return "conversation " + conversation.name() + " (" + state.state() + ")";
        }
    }

    private final List<Conversation> conversations;
    private final ConversationStore store;
    private final Clock clock;

    ConversationEngine(List<Conversation> conversations, ConversationStore store, Clock clock) {
        this.conversations = conversations.stream().sorted(Comparator.comparing(Conversation::name)).toList();
        for (int i = 1; i < this.conversations.size(); i++) {
            if (this.conversations.get(i).name().equals(this.conversations.get(i - 1).name())) {
                throw new IllegalStateException("Two conversations are named " + this.conversations.get(i).name());
            }
        }
        this.store = Objects.requireNonNull(store, "store");
        this.clock = Objects.requireNonNull(clock, "clock");
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
            for (Conversation.Step step : conversation.steps(stored.state())) {
                if (step.filter().test(update)) {
                    return new Chosen(conversation, step, key, stored, stored);
                }
            }
            for (Conversation.Step step : conversation.fallbacks()) {
                if (step.filter().test(update)) {
                    return new Chosen(conversation, step, key, stored, stored);
                }
            }
            return null;
        }
        for (Conversation.Step step : conversation.entries()) {
            if (step.filter().test(update)) {
                ConversationState entry = new ConversationState(conversation.name(), key, ConversationState.ENTRY,
                        ConversationData.empty(), clock.instant().plus(conversation.ttl()),
                        stored == null ? 0 : stored.version());
                return new Chosen(conversation, step, key, entry, stored);
            }
        }
        return null;
    }

    /** Runs the chosen step and applies its transition. */
    Uni<Void> run(Chosen chosen, DispatchContext update) {
        return Uni.createFrom().deferred(() -> Objects.requireNonNull(chosen.step().step().apply(update, chosen.state()),
                "a conversation step returned a null Uni"))
                .onItem().transformToUni(transition -> apply(chosen, Objects.requireNonNull(transition,
                        "a conversation step returned a null Transition")));
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
