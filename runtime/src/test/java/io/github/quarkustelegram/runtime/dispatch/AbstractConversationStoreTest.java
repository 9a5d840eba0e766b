package io.github.quarkustelegram.runtime.dispatch;

import static io.github.quarkustelegram.runtime.dispatch.TestUpdates.message;
import static io.github.quarkustelegram.runtime.dispatch.TestUpdates.text;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import io.github.quarkustelegram.dispatch.Conversation;
import io.github.quarkustelegram.dispatch.ConversationConflictException;
import io.github.quarkustelegram.dispatch.ConversationData;
import io.github.quarkustelegram.dispatch.ConversationKey;
import io.github.quarkustelegram.dispatch.ConversationState;
import io.github.quarkustelegram.dispatch.ConversationStore;
import io.github.quarkustelegram.dispatch.Filters;
import io.github.quarkustelegram.dispatch.HandlerErrorHook;
import io.github.quarkustelegram.dispatch.Transition;
import io.github.quarkustelegram.model.Update;
import io.smallrye.mutiny.Uni;

/**
 * The contract every {@link ConversationStore} the extension offers passes, through the dispatcher and directly: one
 * small subclass a store ({@code ConversationTest} in memory, {@code RedisConversationStoreTest} on a real Redis), as
 * Netty tests its buffers. The clock starts at the real time, so that a store whose expiry is Redis's own keeps the
 * states the test expects to find.
 */
public abstract class AbstractConversationStoreTest {

    /** A clock the test moves. */
    private static final class TestClock extends Clock {
        private volatile Instant now = Instant.now().truncatedTo(ChronoUnit.MILLIS);

        @Override
        public ZoneOffset getZone() {
            return ZoneOffset.UTC;
        }

        @Override
        public Clock withZone(java.time.ZoneId zone) {
            return this;
        }

        @Override
        public Instant instant() {
            return now;
        }

        void advance(Duration by) {
            now = now.plus(by);
        }
    }

    private final TestClock clock = new TestClock();
    private ConversationStore store;
    protected final RouteTable routes = new RouteTable();
    private final List<String> said = new CopyOnWriteArrayList<>();
    private final List<Throwable> errors = new CopyOnWriteArrayList<>();

    /**
     * @param clock the clock deciding expiry, which the tests move
     * @return a store with nothing in it
     */
    protected abstract ConversationStore newStore(Clock clock);

    /** @return how many states the store keeps, expired ones not yet dropped included */
    protected abstract int stored();

    @BeforeEach
    public void freshStore() {
        store = newStore(clock);
    }

    private Uni<Transition> say(String text, Transition then) {
        said.add(text);
        return Uni.createFrom().item(then);
    }

    private Conversation signup(ConversationKey key) {
        return Conversation.named("signup")
                .key(key)
                .ttl(Duration.ofMinutes(5))
                .entry(Filters.command("signup"), (u, s) -> say("name?", Transition.to("name")))
                .on("name", Filters.hasText().and(Filters.command("cancel").negate()),
                        (u, s) -> say("age?", Transition.to("age", s.data().with("name", u.text()))))
                .on("age", Filters.textMatches(java.util.regex.Pattern.compile("^\\d+$")),
                        (u, s) -> say(s.data().get("name") + " is " + u.text(), Transition.end()))
                .on("age", Filters.hasText().and(Filters.command("cancel").negate()),
                        (u, s) -> say("a number please", Transition.stay()))
                .fallback(Filters.command("cancel"), (u, s) -> say("cancelled in " + s.state(), Transition.end()))
                .build();
    }

    private UpdateDispatcher dispatcher(Conversation conversation, ConversationStore store) {
        HandlerErrorHook hook = (update, failure) -> {
            errors.add(failure);
            return Uni.createFrom().voidItem();
        };
        routes.on(io.github.quarkustelegram.dispatch.UpdateKind.MESSAGE, u -> {
            said.add("route: " + u.text());
            return Uni.createFrom().voidItem();
        });
        return UpdateDispatcher.builder(routes).conversations(List.of(conversation)).store(store).clock(clock)
                .errorHook(hook).build();
    }

    private void send(UpdateDispatcher dispatcher, Update update) {
        dispatcher.accept(update).await().atMost(Duration.ofSeconds(5));
    }

    @Test
    public void entryStatesDataAndExit() {
        UpdateDispatcher dispatcher = dispatcher(signup(ConversationKey.CHAT_AND_USER), store);
        send(dispatcher, text(1, 7, "hello"));
        send(dispatcher, text(2, 7, "/signup"));
        send(dispatcher, text(3, 7, "Ada"));
        send(dispatcher, text(4, 7, "old"));
        send(dispatcher, text(5, 7, "36"));
        send(dispatcher, text(6, 7, "after"));
        assertThat(said).containsExactly("route: hello", "name?", "age?", "a number please", "Ada is 36",
                "route: after");
        assertThat(stored()).isZero();
        assertThat(errors).isEmpty();
    }

    @Test
    public void fallbacksApplyInAnyStateAndUnmatchedUpdatesFallThroughToRoutes() {
        UpdateDispatcher dispatcher = dispatcher(signup(ConversationKey.CHAT_AND_USER), store);
        send(dispatcher, text(1, 7, "/signup"));
        send(dispatcher, message(2, 7, "private", "\"photo\":[]"));
        send(dispatcher, text(3, 7, "/cancel"));
        assertThat(said).containsExactly("name?", "route: null", "cancelled in name");
        assertThat(stored()).isZero();
    }

    @Test
    public void eachKeyHasItsOwnConversation() {
        UpdateDispatcher dispatcher = dispatcher(signup(ConversationKey.CHAT_AND_USER), store);
        send(dispatcher, text(1, 7, "/signup"));
        send(dispatcher, text(2, 8, "Bob"));
        send(dispatcher, text(3, 7, "Ada"));
        assertThat(said).containsExactly("name?", "route: Bob", "age?");
    }

    @Test
    public void aConversationNoUpdateMovesExpiresAfterItsTimeToLive() {
        UpdateDispatcher dispatcher = dispatcher(signup(ConversationKey.CHAT), store);
        send(dispatcher, text(1, 7, "/signup"));
        clock.advance(Duration.ofMinutes(4));
        send(dispatcher, text(2, 7, "Ada"));
        clock.advance(Duration.ofMinutes(4));
        send(dispatcher, text(3, 7, "still in time"));
        clock.advance(Duration.ofMinutes(5));
        send(dispatcher, text(4, 7, "too late"));
        assertThat(said).containsExactly("name?", "age?", "a number please", "route: too late");
        assertThat(stored()).isZero();
    }

    @Test
    public void aTransitionFromAStateThatChangedMeanwhileIsRefused() {
        // a store whose state changes between the step's read and its write, as a concurrent update would do
        ConversationStore racing = new ConversationStore() {
            @Override
            public Uni<ConversationState> load(String conversation, String key) {
                return store.load(conversation, key);
            }

            @Override
            public Uni<Boolean> compareAndSet(String conversation, String key, ConversationState expected,
                    ConversationState next) {
                if (expected != null && expected.state().equals("name")) {
                    ConversationState other = new ConversationState(conversation, key, "age",
                            ConversationData.empty().with("name", "other"), expected.expiresAt(),
                            expected.version() + 1);
                    // chained, not awaited: a store may answer on the event loop this runs on
                    return store.compareAndSet(conversation, key, expected, other).onItem()
                            .transformToUni(changed -> store.compareAndSet(conversation, key, expected, next));
                }
                return store.compareAndSet(conversation, key, expected, next);
            }
        };
        UpdateDispatcher dispatcher = dispatcher(signup(ConversationKey.CHAT), racing);
        send(dispatcher, text(1, 7, "/signup"));
        send(dispatcher, text(2, 7, "Ada"));
        assertThat(errors).singleElement().isInstanceOf(ConversationConflictException.class);
        ConversationState kept = store.load("signup", "7").await().indefinitely();
        assertThat(kept.data().get("name")).isEqualTo("other");
    }

    @Test
    public void theStoreComparesAndSetsWholeStates() {
        ConversationState first = new ConversationState("c", "k", "a", ConversationData.empty(),
                clock.instant().plusSeconds(60), 1);
        ConversationState second = new ConversationState("c", "k", "b", ConversationData.empty(),
                clock.instant().plusSeconds(60), 2);
        assertThat(store.compareAndSet("c", "k", null, first).await().indefinitely()).isTrue();
        assertThat(store.compareAndSet("c", "k", null, second).await().indefinitely()).isFalse();
        assertThat(store.compareAndSet("c", "k", first, second).await().indefinitely()).isTrue();
        assertThat(store.compareAndSet("c", "k", first, null).await().indefinitely()).isFalse();
        assertThat(store.compareAndSet("c", "k", second, null).await().indefinitely()).isTrue();
        assertThat(store.load("c", "k").await().indefinitely()).isNull();
    }

    /** What a step collected, kept as a record. */
    record Answers(String name, Integer age, List<String> notes) {
    }

    @Test
    public void dataHoldingARecordIsReadBackAsItWasStored() {
        ConversationData data = ConversationData.of(new Answers("Ada \"the first\"", 36, List.of("é", "👋")))
                .with("note", "kept beside it");
        ConversationState state = new ConversationState("c", "r", "age", data, clock.instant().plusSeconds(60), 1);
        assertThat(store.compareAndSet("c", "r", null, state).await().indefinitely()).isTrue();
        ConversationState loaded = store.load("c", "r").await().indefinitely();
        assertThat(loaded).isEqualTo(state);
        assertThat(loaded.data().as(Answers.class)).isEqualTo(new Answers("Ada \"the first\"", 36, List.of("é", "👋")));
        assertThat(loaded.data().get("note")).isEqualTo("kept beside it");
    }
}
