package io.github.quarkustelegram.runtime.resilience;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;

import io.github.quarkustelegram.error.ServerErrorException;
import io.github.quarkustelegram.method.TelegramRequest;
import io.github.quarkustelegram.resilience.FloodControlLimits;
import io.github.quarkustelegram.resilience.RetryPolicy;
import io.github.quarkustelegram.transport.CallListener;
import io.smallrye.mutiny.helpers.test.UniAssertSubscriber;

/**
 * Retry and flood control tell {@link CallListener} what the decorators around them cannot see (a retry and its reason,
 * a wait for a chat's turn), and carry the context of the call (a tracing span, for the built-in tracing) to the
 * attempts and sends that start from their timers.
 */
class CallListenerTest {

    private final VirtualScheduler time = new VirtualScheduler();
    private final ScriptedTransport http = new ScriptedTransport(time);
    private final Recorder events = new Recorder();

    @Test
    void retryTellsEachRetryAndRunsTheNextAttemptInTheCallsContext() {
        http.fail(2, () -> new ServerErrorException("sendMessage", 500, "Internal Server Error", null)).answer("ok");
        RetryingChain retry = new RetryingChain(http, RetryPolicy.builder().jitter(false)
                .initialBackoff(Duration.ofMillis(100)).retryNonIdempotent(true).build(), time, events);

        UniAssertSubscriber<String> call;
        events.current = "call span";
        call = retry.execute(TestRequest.send(1, "x")).subscribe().withSubscriber(UniAssertSubscriber.create());
        events.current = null; // the subscribing thread moves on; the timers have their own
        time.runUntilIdle(Duration.ofSeconds(10));

        call.assertItem("ok");
        assertThat(events.seen).filteredOn(told -> told.startsWith("retrying")).containsExactly(
                "retrying sendMessage after attempt 1 in 100 ms (ServerErrorException) in call span",
                "retrying sendMessage after attempt 2 in 200 ms (ServerErrorException) in call span");
        assertThat(events.seen).as("the last attempt, started by a timer, runs in the call's context")
                .endsWith("retrying sendMessage after attempt 2 in 200 ms (ServerErrorException) in call span",
                        "restored call span");
    }

    @Test
    void floodControlTellsAWaitAndItsEndButNotAFreePermit() {
        http.answer("ok").answer("ok");
        FloodControlChain flood = new FloodControlChain(http, FloodControlLimits.builder().perChatPerSecond(1)
                .build(), time, events);

        events.current = "attempt span";
        flood.execute(TestRequest.send(7, "first")).subscribe().withSubscriber(UniAssertSubscriber.create())
                .assertItem("ok");
        UniAssertSubscriber<String> second = flood.execute(TestRequest.send(7, "second")).subscribe()
                .withSubscriber(UniAssertSubscriber.create());
        events.current = null;
        assertThat(events.seen).containsExactly("flood wait sendMessage for chat 7 in attempt span");

        time.runUntilIdle(Duration.ofSeconds(5));

        second.assertItem("ok");
        assertThat(events.seen).containsExactly("flood wait sendMessage for chat 7 in attempt span",
                "flood wait ended: granted", "restored attempt span");
    }

    @Test
    void aCancelledWaitEndsNotGranted() {
        http.answer("ok");
        FloodControlChain flood = new FloodControlChain(http, FloodControlLimits.builder().perChatPerSecond(1)
                .build(), time, events);
        flood.execute(TestRequest.send(7, "first")).subscribe().withSubscriber(UniAssertSubscriber.create());

        flood.execute(TestRequest.send(7, "second")).subscribe().withSubscriber(UniAssertSubscriber.create())
                .cancel();

        assertThat(events.seen).containsExactly("flood wait sendMessage for chat 7 in null",
                "flood wait ended: not granted");
        assertThat(flood.waiting()).isZero();
    }

    /** Records what it is told; its "context" is a string, current in {@link #current}. */
    static final class Recorder implements CallListener {

        final List<String> seen = new CopyOnWriteArrayList<>();
        volatile @Nullable String current;

        @Override
        public @Nullable Object capture() {
            return current;
        }

        @Override
        public Restored restore(@Nullable Object captured) {
            if (captured == null) {
                return Restored.NOTHING;
            }
            String before = current;
            current = (String) captured;
            seen.add("restored " + captured);
            return () -> current = before;
        }

        @Override
        public void retrying(TelegramRequest<?> request, int attempt, Throwable failure, Duration delay) {
            seen.add("retrying " + request.methodName() + " after attempt " + attempt + " in " + delay.toMillis()
                    + " ms (" + failure.getClass().getSimpleName() + ") in " + current);
        }

        @Override
        public @Nullable FloodWait floodWait(TelegramRequest<?> request, @Nullable Object chat) {
            seen.add("flood wait " + request.methodName() + " for chat " + chat + " in " + current);
            return granted -> seen.add("flood wait ended: " + (granted ? "granted" : "not granted"));
        }
    }
}
