package io.github.quarkustelegram.runtime.dispatch;

import static io.github.quarkustelegram.runtime.dispatch.TestUpdates.text;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

import io.github.quarkustelegram.dispatch.UpdateContext;
import io.github.quarkustelegram.dispatch.UpdateHandler;
import io.github.quarkustelegram.dispatch.UpdateMiddleware;
import io.smallrye.mutiny.Uni;

/** The chain alone, on one thread: its order, a middleware that stops the update, null {@code Uni}s, laziness. */
class MiddlewareChainTest {

    private final List<String> events = new ArrayList<>();
    private final DispatchContext context = new DispatchContext(text(1, 42, "hi"), () -> null, () -> null);
    private final UpdateHandler handler = update -> {
        events.add("handler");
        return Uni.createFrom().voidItem();
    };

    private UpdateMiddleware named(String name, int order) {
        return new UpdateMiddleware() {
            @Override
            public Uni<Void> around(UpdateContext update, Next next) {
                events.add(name + " before");
                return next.proceed().onItem().invoke(() -> events.add(name + " after"));
            }

            @Override
            public int order() {
                return order;
            }
        };
    }

    private void run(MiddlewareChain chain) {
        chain.around(context, handler).await().atMost(Duration.ofSeconds(5));
    }

    @Test
    void theLowestOrderIsOutermostWhateverTheOrderGiven() {
        run(new MiddlewareChain(List.of(named("b", 5), named("a", -1), named("c", 7))));

        assertThat(events).containsExactly("a before", "b before", "c before", "handler", "c after", "b after",
                "a after");
    }

    @Test
    void aMiddlewareThatDoesNotProceedStopsTheRestAndTheHandler() {
        UpdateMiddleware gate = (update, next) -> {
            events.add("gate");
            return Uni.createFrom().voidItem();
        };
        run(new MiddlewareChain(List.of(named("outer", -1), gate, named("inner", 1))));

        assertThat(events).containsExactly("outer before", "gate", "outer after");
    }

    @Test
    void nothingRunsBeforeTheChainIsSubscribed() {
        Uni<Void> chain = new MiddlewareChain(List.of(named("only", 0))).around(context, handler);

        assertThat(events).isEmpty();
        chain.await().atMost(Duration.ofSeconds(5));
        assertThat(events).containsExactly("only before", "handler", "only after");
    }

    @Test
    void withoutMiddlewareTheHandlerRunsAloneAndTheChainSaysItIsEmpty() {
        MiddlewareChain none = new MiddlewareChain(List.of());

        assertThat(none.isEmpty()).isTrue();
        assertThat(new MiddlewareChain(List.of(named("one", 0))).isEmpty()).isFalse();
        run(none);
        assertThat(events).containsExactly("handler");
    }

    @Test
    void aNullUniFailsTheUpdateNamingWhoReturnedIt() {
        UpdateMiddleware broken = (update, next) -> null;
        context.chosen("text hi", null, null, null);

        assertThatThrownBy(() -> new MiddlewareChain(List.of(broken)).around(context, handler).await()
                .atMost(Duration.ofSeconds(5)))
                .isInstanceOf(NullPointerException.class)
                .hasMessageContaining("middleware " + broken.getClass().getName() + " returned a null Uni");
        assertThatThrownBy(() -> new MiddlewareChain(List.of(named("outer", 0))).around(context, update -> null)
                .await().atMost(Duration.ofSeconds(5)))
                .isInstanceOf(NullPointerException.class)
                .hasMessage("handler text hi returned a null Uni");
        assertThat(events).containsExactly("outer before");
    }
}
