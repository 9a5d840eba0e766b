package io.github.quarkustelegram.runtime.dispatch;

import static io.github.quarkustelegram.runtime.dispatch.TestUpdates.text;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;

import io.github.quarkustelegram.dispatch.Conversation;
import io.github.quarkustelegram.dispatch.ConversationState;
import io.github.quarkustelegram.dispatch.ConversationStore;
import io.github.quarkustelegram.dispatch.Filters;
import io.github.quarkustelegram.dispatch.Transition;
import io.smallrye.mutiny.Uni;

/**
 * Routing that cannot be done (the conversation store unreachable: Redis gone) is not a handler's failure: the update
 * was never handled, so it fails, and the receiver has it delivered again, instead of counting as handled and being
 * lost.
 */
class RoutingFailureTest {

    final List<String> hookCalls = new ArrayList<>();

    /** A store whose Redis is gone. */
    static final class UnreachableStore implements ConversationStore {
        @Override
        public Uni<@Nullable ConversationState> load(String conversation, String key) {
            return Uni.createFrom().failure(new IOException("Connection reset by peer"));
        }

        @Override
        public Uni<Boolean> compareAndSet(String conversation, String key, @Nullable ConversationState expected,
                @Nullable ConversationState next) {
            return Uni.createFrom().failure(new IOException("Connection reset by peer"));
        }
    }

    @Test
    void anUpdateThatCouldNotBeRoutedFailsAndIsNotCountedAsHandled() {
        RouteTable routes = new RouteTable();
        List<String> handled = new ArrayList<>();
        routes.onText("^n$", context -> {
            handled.add(context.update().message().text());
            return Uni.createFrom().voidItem();
        });
        Conversation survey = Conversation.named("survey")
                .entry(Filters.command("survey"), (update, state) -> Uni.createFrom().item(Transition.to("first")))
                .build();
        UpdateDispatcher dispatcher = UpdateDispatcher.builder(routes).conversations(List.of(survey))
                .store(new UnreachableStore()).errorHook((update, failure) -> {
                    hookCalls.add(update.handlerName());
                    return Uni.createFrom().voidItem(); // a handler's failure would count as handled
                }).identity(new BotIdentity("ThisBot", () -> {
                    throw new AssertionError("not asked");
                })).build();

        assertThatThrownBy(() -> dispatcher.accept(text(1, 10, "n")).await().atMost(Duration.ofSeconds(5)))
                .as("not handled: the receiver has it delivered again").hasRootCauseInstanceOf(IOException.class)
                .hasMessageContaining("could not be routed");
        assertThat(handled).isEmpty();
        assertThat(hookCalls).as("the error hook is for handlers' failures").isEmpty();
    }
}
