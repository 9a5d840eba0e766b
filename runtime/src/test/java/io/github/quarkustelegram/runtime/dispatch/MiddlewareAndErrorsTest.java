package io.github.quarkustelegram.runtime.dispatch;

import static io.github.quarkustelegram.runtime.dispatch.TestUpdates.text;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

import org.junit.jupiter.api.Test;

import io.github.quarkustelegram.dispatch.HandlerErrorHook;
import io.github.quarkustelegram.dispatch.Route;
import io.github.quarkustelegram.dispatch.Trigger;
import io.github.quarkustelegram.dispatch.UpdateMiddleware;
import io.smallrye.mutiny.Uni;

class MiddlewareAndErrorsTest {

    private final RouteTable routes = new RouteTable();
    private final List<String> events = new CopyOnWriteArrayList<>();

    private UpdateMiddleware named(String name, int order) {
        return new UpdateMiddleware() {
            @Override
            public Uni<Void> around(io.github.quarkustelegram.dispatch.UpdateContext update, Next next) {
                events.add(name + " before " + update.handlerName());
                return next.proceed().onTermination().invoke(() -> events.add(name + " after"));
            }

            @Override
            public int order() {
                return order;
            }
        };
    }

    @Test
    void middlewareNestsByOrderAroundTheChosenHandler() {
        routes.onCommand("go", u -> {
            events.add("handler");
            return Uni.createFrom().voidItem();
        });
        UpdateDispatcher dispatcher = UpdateDispatcher.builder(routes)
                .middleware(List.of(named("inner", 10), named("outer", -5))).build();
        dispatcher.accept(text(1, 1, "/go")).await().atMost(Duration.ofSeconds(5));
        dispatcher.accept(text(2, 1, "no handler")).await().atMost(Duration.ofSeconds(5));
        assertThat(events).containsExactly("outer before command /go", "inner before command /go", "handler",
                "inner after", "outer after");
    }

    @Test
    void aMiddlewareMayStopTheUpdate() {
        routes.onCommand("go", u -> {
            events.add("handler");
            return Uni.createFrom().voidItem();
        });
        // tag::middleware[]
        UpdateMiddleware gate = (update, next) -> update.sender().id() == 1 ? next.proceed()
                : Uni.createFrom().voidItem(); // not calling next: the update stops here, handled
        // end::middleware[]
        UpdateDispatcher dispatcher = UpdateDispatcher.builder(routes).middleware(List.of(gate)).build();
        dispatcher.accept(text(1, 1, "/go")).await().atMost(Duration.ofSeconds(5));
        dispatcher.accept(text(2, 2, "/go")).await().atMost(Duration.ofSeconds(5));
        assertThat(events).containsExactly("handler");
    }

    @Test
    void aFailingHandlerGoesToTheHookAndTheUpdateCountsAsHandledAndTheBotGoesOn() {
        routes.onCommand("boom", u -> {
            throw new IllegalStateException("thrown");
        });
        routes.onCommand("fail", u -> Uni.createFrom().failure(new IllegalArgumentException("failed")));
        routes.onCommand("ok", u -> {
            events.add("ok");
            return Uni.createFrom().voidItem();
        });
        HandlerErrorHook hook = (update, failure) -> {
            events.add(update.handlerName() + ": " + failure.getMessage() + " on " + update.update().updateId());
            return Uni.createFrom().voidItem();
        };
        UpdateDispatcher dispatcher = UpdateDispatcher.builder(routes).errorHook(hook).build();
        dispatcher.accept(text(1, 1, "/boom")).await().atMost(Duration.ofSeconds(5));
        dispatcher.accept(text(2, 1, "/fail")).await().atMost(Duration.ofSeconds(5));
        dispatcher.accept(text(3, 1, "/ok")).await().atMost(Duration.ofSeconds(5));
        assertThat(events).containsExactly("command /boom: thrown on 1", "command /fail: failed on 2", "ok");
    }

    @Test
    void theDefaultHookLogsAndCountsTheUpdateAsHandled() {
        routes.onCommand("boom", u -> {
            throw new IllegalStateException("thrown");
        });
        UpdateDispatcher dispatcher = UpdateDispatcher.builder(routes).build();
        assertThat(dispatcher.accept(text(1, 1, "/boom")).await().atMost(Duration.ofSeconds(5))).isNull();
    }

    @Test
    void aHookThatFailsMakesTheUpdateCountAsNotHandled() {
        routes.onCommand("retry", u -> Uni.createFrom().failure(new IllegalStateException("database down")));
        // tag::error-hook[]
        HandlerErrorHook hook = (update, failure) -> Uni.createFrom().failure(failure); // ask for a redelivery
        // end::error-hook[]
        UpdateDispatcher dispatcher = UpdateDispatcher.builder(routes).errorHook(hook).build();
        assertThatThrownBy(() -> dispatcher.accept(text(1, 1, "/retry")).await().atMost(Duration.ofSeconds(5)))
                .hasMessageContaining("database down");
        routes.onCommand("ok", u -> {
            events.add("ok");
            return Uni.createFrom().voidItem();
        });
        dispatcher.accept(text(2, 1, "/ok")).await().atMost(Duration.ofSeconds(5));
        assertThat(events).containsExactly("ok");
    }

    @Test
    void aFailingMiddlewareAndANullUniGoToTheHookToo() {
        routes.onCommand("null", u -> null);
        UpdateMiddleware failing = (update, next) -> update.text().equals("/mw") ? null : next.proceed();
        routes.onCommand("mw", u -> Uni.createFrom().voidItem());
        HandlerErrorHook hook = (update, failure) -> {
            events.add(failure.getClass().getSimpleName() + ": " + failure.getMessage());
            return Uni.createFrom().voidItem();
        };
        UpdateDispatcher dispatcher = UpdateDispatcher.builder(routes).middleware(List.of(failing)).errorHook(hook)
                .build();
        dispatcher.accept(text(1, 1, "/null")).await().atMost(Duration.ofSeconds(5));
        dispatcher.accept(text(2, 1, "/mw")).await().atMost(Duration.ofSeconds(5));
        assertThat(events).hasSize(2);
        assertThat(events.get(0)).contains("NullPointerException", "command /null returned a null Uni");
        assertThat(events.get(1)).contains("NullPointerException", "returned a null Uni");
    }

    @Test
    void aFilterThatThrowsGoesToTheHookAndTheUpdateCountsAsHandled() {
        routes.add(Route.of("picky", Trigger.command("go"), update -> {
            throw new IllegalStateException("filter broke");
        }, u -> Uni.createFrom().voidItem()));
        HandlerErrorHook hook = (update, failure) -> {
            events.add(update.handlerName() + ": " + failure.getMessage());
            return Uni.createFrom().voidItem();
        };
        UpdateDispatcher dispatcher = UpdateDispatcher.builder(routes).errorHook(hook).build();
        dispatcher.accept(text(1, 1, "/go")).await().atMost(Duration.ofSeconds(5));
        assertThat(events).containsExactly("routing: filter broke");
    }
}
