package io.github.quarkustelegram.runtime.dispatch;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Clock;
import java.time.Duration;
import java.util.List;

import org.junit.jupiter.api.Test;

import io.github.quarkustelegram.dispatch.Conversation;
import io.github.quarkustelegram.dispatch.ConversationState;
import io.github.quarkustelegram.dispatch.ConversationStore;
import io.github.quarkustelegram.dispatch.Filters;
import io.github.quarkustelegram.dispatch.Transition;
import io.github.quarkustelegram.runtime.dispatch.conversations.InMemoryConversationStore;
import io.smallrye.mutiny.Uni;

/** Conversations on the in-memory store (the contract), and the checks of their definitions. */
class ConversationTest extends AbstractConversationStoreTest {

    private InMemoryConversationStore memory;

    @Override
    protected ConversationStore newStore(Clock clock) {
        memory = new InMemoryConversationStore(clock);
        return memory;
    }

    @Override
    protected int stored() {
        return memory.size();
    }

    @Test
    void definitionsAreChecked() {
        Conversation noEntry = Conversation.named("x").build();
        assertThatThrownBy(() -> UpdateDispatcher.builder(routes).conversations(List.of(noEntry)).build())
                .hasMessageContaining("Conversation x has no entry step");
        assertThatThrownBy(() -> Conversation.named("x").on(ConversationState.ENTRY, Filters.any(),
                (u, s) -> Uni.createFrom().item(Transition.end()))).hasMessageContaining("entry");
        assertThatThrownBy(() -> Conversation.named("x").ttl(Duration.ZERO)).hasMessageContaining("positive");
    }
}
