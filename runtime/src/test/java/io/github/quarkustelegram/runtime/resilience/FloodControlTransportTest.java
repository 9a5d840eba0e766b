package io.github.quarkustelegram.runtime.resilience;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import org.junit.jupiter.api.Test;

import io.github.quarkustelegram.method.EditMessageText;
import io.github.quarkustelegram.method.GetChat;
import io.github.quarkustelegram.method.SendMessage;
import io.github.quarkustelegram.model.ChatId;
import io.github.quarkustelegram.model.Message;
import io.github.quarkustelegram.model.MessageOrTrue;
import io.github.quarkustelegram.resilience.FloodControlLimits;
import io.github.quarkustelegram.resilience.FloodControlWaitException;
import io.github.quarkustelegram.resilience.ResilienceScheduler;
import io.github.quarkustelegram.resilience.RetryPolicy;
import io.smallrye.mutiny.Uni;
import io.smallrye.mutiny.helpers.test.UniAssertSubscriber;

/** The flood-control decorator over a scripted transport, on a virtual clock. */
class FloodControlTransportTest {

    private static final Duration SECOND = Duration.ofSeconds(1);
    /** The spacing of the default global limit: 1 s / 30, rounded up to the nanosecond. */
    private static final Duration SPACING = Duration.ofNanos(33_333_334);

    private final VirtualScheduler time = new VirtualScheduler();
    private final ScriptedTransport telegram = new ScriptedTransport(time);
    private final List<UniAssertSubscriber<?>> results = new ArrayList<>();

    private FloodControlChain flood(FloodControlLimits limits) {
        return new FloodControlChain(telegram, limits, time);
    }

    private <R> UniAssertSubscriber<R> submit(Uni<R> uni) {
        UniAssertSubscriber<R> s = uni.subscribe().withSubscriber(UniAssertSubscriber.create());
        results.add(s);
        return s;
    }

    private List<String> labels() {
        return telegram.calls().stream().map(ScriptedTransport.Call::label).toList();
    }

    private List<Duration> times(String labelPrefix) {
        return telegram.calls().stream().filter(c -> c.label().startsWith(labelPrefix))
                .map(ScriptedTransport.Call::at).toList();
    }

    /** The most calls in any window of {@code window} (the window [t, t + window)). */
    private static int mostInAnyWindow(List<Duration> times, Duration window) {
        return FloodWindows.mostInAnySlidingWindow(times.stream().map(Duration::toNanos).toList(), window.toNanos());
    }

    @Test
    void requestsToOneChatGoInOrderOneASecond() {
        FloodControlChain flood = flood(FloodControlLimits.defaults());
        for (int i = 0; i < 10; i++) {
            submit(flood.execute(TestRequest.send(42, "m" + i)));
        }

        assertThat(labels()).containsExactly("m0");
        assertThat(flood.waiting()).isEqualTo(9);
        time.runUntilIdle(Duration.ofMinutes(1));

        assertThat(labels()).containsExactly("m0", "m1", "m2", "m3", "m4", "m5", "m6", "m7", "m8", "m9");
        List<Duration> at = times("m");
        for (int i = 0; i < 10; i++) {
            assertThat(at.get(i)).isEqualTo(SECOND.multipliedBy(i));
        }
        assertThat(results).allSatisfy(r -> assertThat(r.assertCompleted().getItem()).isEqualTo("ok"));
        assertThat(flood.waiting()).isZero();
    }

    @Test
    void theGlobalRateIsKeptOverAnySecond() {
        FloodControlChain flood = flood(FloodControlLimits.defaults());
        for (int chat = 1; chat <= 200; chat++) {
            submit(flood.execute(TestRequest.send(chat, "c" + chat)));
        }
        // smooth: the first goes at once, then one every 1/30 s (never a burst of 30 that a late send or two would
        // push over the limit in some second)
        assertThat(telegram.callCount()).as("one at once, the rest spaced").isEqualTo(1);

        time.runUntilIdle(Duration.ofMinutes(1));

        List<Duration> at = times("c");
        assertThat(at).hasSize(200);
        assertThat(mostInAnyWindow(at, SECOND)).isEqualTo(30);
        for (int i = 0; i < 200; i++) {
            assertThat(at.get(i)).isEqualTo(SPACING.multipliedBy(i));
        }
        // no idling either: 200 at 30 a second are done in under 7 s
        assertThat(at.get(199)).isLessThan(Duration.ofSeconds(7));
        assertThat(labels()).as("first come, first served across chats").isEqualTo(
                java.util.stream.IntStream.rangeClosed(1, 200).mapToObj(c -> "c" + c).toList());
    }

    @Test
    void aBurstToOneChatDoesNotHoldAnotherBack() {
        // the per-chat limit alone would keep A to one a second; lift it so that only the global budget is shared
        FloodControlChain flood = flood(FloodControlLimits.builder().perChatPerSecond(0).globalPerSecond(10).build());
        for (int i = 0; i < 100; i++) {
            submit(flood.execute(TestRequest.send(1, "A" + i)));
        }
        for (int i = 0; i < 5; i++) {
            submit(flood.execute(TestRequest.send(2, "B" + i)));
        }

        time.runUntilIdle(Duration.ofMinutes(1));

        List<String> order = labels();
        assertThat(order).hasSize(105);
        assertThat(order.stream().filter(l -> l.startsWith("B")).toList()).containsExactly("B0", "B1", "B2", "B3", "B4");
        // A's first second of budget went out before B came; then they take turns
        assertThat(order.indexOf("B4")).isLessThan(20);
        assertThat(times("B").get(4)).isLessThanOrEqualTo(Duration.ofSeconds(1));
        assertThat(mostInAnyWindow(times(""), SECOND)).isEqualTo(10);
    }

    @Test
    void withTheDefaultLimitsAFewRequestsToAnotherChatAreNotBehindABurst() {
        FloodControlChain flood = flood(FloodControlLimits.defaults());
        for (int i = 0; i < 100; i++) {
            submit(flood.execute(TestRequest.send(1, "A" + i)));
        }
        for (int i = 0; i < 5; i++) {
            submit(flood.execute(TestRequest.send(2, "B" + i)));
        }
        time.runUntilIdle(Duration.ofMinutes(5));

        // one global spacing after A's send of each second: B is never behind A's queue
        assertThat(times("B")).containsExactly(SPACING, SECOND.plus(SPACING), SECOND.multipliedBy(2).plus(SPACING),
                SECOND.multipliedBy(3).plus(SPACING), SECOND.multipliedBy(4).plus(SPACING));
        assertThat(times("A")).hasSize(100).last().isEqualTo(Duration.ofSeconds(99));
    }

    @Test
    void aGroupGetsTwentyAMinute() {
        FloodControlChain flood = flood(FloodControlLimits.defaults());
        for (int i = 0; i < 45; i++) {
            submit(flood.execute(TestRequest.send(-1001234567890L, "g" + i)));
        }
        time.runUntilIdle(Duration.ofMinutes(5));

        List<Duration> at = times("g");
        assertThat(at).hasSize(45);
        assertThat(mostInAnyWindow(at, Duration.ofMinutes(1))).isEqualTo(20);
        assertThat(mostInAnyWindow(at, SECOND)).isEqualTo(1);
        assertThat(at.get(19)).isEqualTo(Duration.ofSeconds(19));
        assertThat(at.get(20)).as("the 21st waits for the first to leave the minute").isEqualTo(Duration.ofSeconds(60));
        assertThat(at.get(40)).isEqualTo(Duration.ofSeconds(120));
        assertThat(labels()).isEqualTo(java.util.stream.IntStream.range(0, 45).mapToObj(i -> "g" + i).toList());
    }

    @Test
    void aPublicUsernameIsOneChatWhateverItsCaseAndCountsAsAGroup() {
        FloodControlChain flood = flood(FloodControlLimits.builder().perChatPerSecond(0).build());
        for (int i = 0; i < 30; i++) {
            submit(flood.execute(TestRequest.send(i % 2 == 0 ? "@Releases" : "@releases", "u" + i)));
        }
        time.runUntilIdle(Duration.ofMinutes(5));

        // the first 20 as fast as the global spacing lets them, the rest once the first have left the minute
        List<Duration> at = times("u");
        for (int i = 0; i < 20; i++) {
            assertThat(at.get(i)).isEqualTo(SPACING.multipliedBy(i));
        }
        for (int i = 20; i < 30; i++) {
            assertThat(at.get(i)).isEqualTo(Duration.ofMinutes(1).plus(SPACING.multipliedBy(i - 20)));
        }
        assertThat(mostInAnyWindow(at, Duration.ofMinutes(1))).isEqualTo(20);
    }

    @Test
    void privateChatsHaveNoPerMinuteLimit() {
        FloodControlChain flood = flood(FloodControlLimits.defaults());
        for (int i = 0; i < 30; i++) {
            submit(flood.execute(TestRequest.send(777, "p" + i)));
        }
        time.runUntilIdle(Duration.ofMinutes(5));
        assertThat(times("p")).last().isEqualTo(Duration.ofSeconds(29));
    }

    @Test
    void nothingIsDropped() {
        FloodControlChain flood = flood(FloodControlLimits.defaults());
        Map<String, Integer> expected = new HashMap<>();
        for (int i = 0; i < 600; i++) {
            TestRequest request = switch (i % 4) {
                case 0 -> TestRequest.send(i % 37, "r" + i);
                case 1 -> TestRequest.send(-100 - i % 5, "r" + i);
                case 2 -> TestRequest.send("@channel" + i % 3, "r" + i);
                default -> new TestRequest("copyMessage", null, "r" + i);
            };
            expected.put(request.label(), 1);
            submit(flood.execute(request));
        }
        time.runUntilIdle(Duration.ofHours(1));

        assertThat(results).allSatisfy(r -> assertThat(r.assertCompleted().getItem()).isEqualTo("ok"));
        Map<String, Integer> sent = new HashMap<>();
        labels().forEach(l -> sent.merge(l, 1, Integer::sum));
        assertThat(sent).isEqualTo(expected);
        assertThat(mostInAnyWindow(times("r"), SECOND)).isLessThanOrEqualTo(30);
        assertThat(flood.waiting()).isZero();
        assertThat(time.pendingTimers()).isZero();
    }

    @Test
    void aCancelledWaiterGivesItsPlaceToTheNext() {
        FloodControlChain flood = flood(FloodControlLimits.defaults());
        submit(flood.execute(TestRequest.send(7, "first")));
        UniAssertSubscriber<String> second = submit(flood.execute(TestRequest.send(7, "second")));
        submit(flood.execute(TestRequest.send(7, "third")));
        assertThat(flood.waiting()).isEqualTo(2);

        second.cancel();
        assertThat(flood.waiting()).isEqualTo(1);
        time.runUntilIdle(Duration.ofMinutes(1));

        assertThat(labels()).containsExactly("first", "third");
        assertThat(times("third")).containsExactly(SECOND);
        second.assertNotTerminated();
        assertThat(flood.waiting()).isZero();
    }

    @Test
    void aRequestStillWaitingAfterMaxWaitFailsClearlyAndIsNeverSent() {
        FloodControlChain flood = flood(FloodControlLimits.builder().maxWait(Duration.ofMillis(3500)).build());
        List<UniAssertSubscriber<String>> burst = new ArrayList<>();
        for (int i = 0; i < 6; i++) {
            burst.add(submit(flood.execute(TestRequest.send(7, "m" + i))));
        }
        time.runUntilIdle(Duration.ofMinutes(1));

        // one a second: m0 at once, m1..m3 within 3.5 s of waiting; m4 and m5 would have waited 4 and 5 s
        assertThat(labels()).containsExactly("m0", "m1", "m2", "m3");
        for (int i = 4; i < 6; i++) {
            burst.get(i).assertFailedWith(FloodControlWaitException.class, "sendMessage: not sent: waited 3500 ms");
            assertThat(burst.get(i).getFailure().getMessage()).contains("chat 7")
                    .contains("quarkus.telegram.flood-control.max-wait");
        }
        assertThat(((FloodControlWaitException) burst.get(4).getFailure()).waitingAhead()).isEqualTo(1);
        assertThat(flood.waiting()).isZero();
        assertThat(time.pendingTimers()).as("granted requests' deadlines are cancelled").isZero();
    }

    @Test
    void aRetryWrappingFloodControlDoesNotRepeatACallThatWaitedTooLong() {
        FloodControlChain flood = flood(FloodControlLimits.builder().maxWait(Duration.ofMillis(1500)).build());
        RetryingChain retrying = new RetryingChain(flood, RetryPolicy.defaults(), time);
        submit(retrying.execute(TestRequest.send(7, "first")));
        submit(retrying.execute(TestRequest.send(7, "second")));
        UniAssertSubscriber<String> third = submit(retrying.execute(TestRequest.send(7, "third")));
        time.runUntilIdle(Duration.ofMinutes(1));

        third.assertFailedWith(FloodControlWaitException.class);
        assertThat(labels()).containsExactly("first", "second");
    }

    @Test
    void cancellingEveryWaiterLeavesNothingBehind() {
        FloodControlChain flood = flood(FloodControlLimits.defaults());
        List<UniAssertSubscriber<String>> waiting = new ArrayList<>();
        submit(flood.execute(TestRequest.send(7, "sent")));
        for (int i = 0; i < 50; i++) {
            waiting.add(submit(flood.execute(TestRequest.send(7, "cancelled" + i))));
        }
        waiting.forEach(UniAssertSubscriber::cancel);
        assertThat(flood.waiting()).isZero();

        // a later request to the chat waits only for the one really sent, not for 50 cancelled ones
        time.advance(Duration.ofMillis(100));
        submit(flood.execute(TestRequest.send(7, "later")));
        time.runUntilIdle(Duration.ofHours(1));
        assertThat(labels()).containsExactly("sent", "later");
        assertThat(times("later")).containsExactly(Duration.ofSeconds(1));
        assertThat(time.pendingTimers()).isZero();
    }

    @Test
    void disabledLetsEverythingThroughAtOnce() {
        FloodControlChain flood = flood(FloodControlLimits.disabled());
        for (int i = 0; i < 100; i++) {
            submit(flood.execute(TestRequest.send(-100, "d" + i)));
        }
        assertThat(telegram.callCount()).isEqualTo(100);
        assertThat(times("d")).allSatisfy(t -> assertThat(t).isEqualTo(Duration.ZERO));
        assertThat(time.scheduledTimers()).isZero();
        assertThat(results).allSatisfy(r -> assertThat(r.assertCompleted().getItem()).isEqualTo("ok"));
    }

    @Test
    void methodsThatDoNotCountAreNeverHeld() {
        FloodControlChain flood = flood(FloodControlLimits.defaults());
        for (int i = 0; i < 5; i++) {
            submit(flood.execute(TestRequest.send(7, "send" + i)));
        }
        ChatId chat = ChatId.of(7);
        submit(flood.execute(new TestRequest("getChat", chat, "getChat")));
        submit(flood.execute(new TestRequest("editMessageText", chat, "edit")));
        submit(flood.execute(new TestRequest("sendChatAction", chat, "typing")));
        submit(flood.execute(new TestRequest("answerInlineQuery", null, "inline")));

        assertThat(labels()).containsExactly("send0", "getChat", "edit", "typing", "inline");
    }

    @Test
    void theMethodsThatCountAreConfigurable() {
        FloodControlLimits limits = FloodControlLimits.builder()
                .methods(List.of("send*", "edit*"))
                .excludedMethods(List.of("sendChatAction", "editMessageReplyMarkup"))
                .build();
        assertThat(limits.counts("sendMessage")).isTrue();
        assertThat(limits.counts("editMessageText")).isTrue();
        assertThat(limits.counts("editMessageReplyMarkup")).isFalse();
        assertThat(limits.counts("sendChatAction")).isFalse();
        assertThat(limits.counts("forwardMessage")).isFalse();
        assertThat(FloodControlLimits.defaults().counts("forwardMessages")).isTrue();
        assertThat(FloodControlLimits.defaults().counts("copyMessage")).isTrue();
        assertThat(FloodControlLimits.defaults().counts("sendMessageDraft")).isFalse();
        assertThat(FloodControlLimits.defaults().counts("editMessageText")).isFalse();
        assertThat(FloodControlLimits.builder().methods(List.of("*")).build().counts("getMe")).isTrue();
        assertThat(FloodControlLimits.disabled().counts("sendMessage")).isFalse();
    }

    @Test
    void generatedRequestsAreKeyedByTheirChatIdAndThoseWithoutAChatOnlyByTheGlobalLimit() {
        FloodControlChain flood = flood(FloodControlLimits.builder().methods(List.of("send*", "edit*")).build());
        for (int i = 0; i < 3; i++) {
            Uni<Message> sent = flood.execute(SendMessage.builder(ChatId.of(5), "hi " + i).build());
            submit(sent);
        }
        for (int i = 0; i < 40; i++) {
            // addressed by inline_message_id: no chat; the optional chat_id is null
            Uni<MessageOrTrue> edited = flood.execute(EditMessageText.builder()
                    .inlineMessageId("inline-" + i).text("edited " + i).build());
            submit(edited);
        }
        Uni<?> notCounted = flood.execute(GetChat.builder(ChatId.of(5)).build());
        submit(notCounted);

        // now: the first sendMessage (the global limit spaces the rest), getChat (not counted)
        assertThat(telegram.calls().stream().filter(c -> c.request() instanceof SendMessage).count()).isEqualTo(1);
        assertThat(telegram.calls().stream().filter(c -> c.request() instanceof EditMessageText).count()).isZero();
        assertThat(telegram.calls().stream().filter(c -> c.request() instanceof GetChat).count()).isEqualTo(1);
        time.runUntilIdle(Duration.ofMinutes(1));

        // chat 5 one a second, from its first at once, and never behind the 40 edits
        List<Duration> sends = telegram.calls().stream().filter(c -> c.request() instanceof SendMessage)
                .map(ScriptedTransport.Call::at).toList();
        assertThat(sends).hasSize(3).first().isEqualTo(Duration.ZERO);
        assertThat(sends.get(1).minus(sends.get(0))).isGreaterThanOrEqualTo(SECOND);
        assertThat(sends.get(2).minus(sends.get(1))).isGreaterThanOrEqualTo(SECOND);
        assertThat(sends.get(2)).isLessThanOrEqualTo(SECOND.multipliedBy(2).plus(SPACING.multipliedBy(2)));
        // the edits, without a chat, held by the global limit only: 43 counted requests, one a spacing apart
        List<Duration> edits = telegram.calls().stream().filter(c -> c.request() instanceof EditMessageText)
                .map(ScriptedTransport.Call::at).toList();
        assertThat(edits).hasSize(40).allSatisfy(t -> assertThat(t).isLessThanOrEqualTo(SPACING.multipliedBy(42)));
        List<Duration> counted = telegram.calls().stream().filter(c -> !(c.request() instanceof GetChat))
                .map(ScriptedTransport.Call::at).toList();
        assertThat(mostInAnyWindow(counted, SECOND)).isEqualTo(30);
        assertThat(telegram.callCount()).isEqualTo(44);
    }

    @Test
    void memoryFollowsTheChatsRecentlyActiveNotEveryChatEverSeen() {
        FloodControlChain flood = flood(FloodControlLimits.defaults());
        int most = 0;
        for (int chat = 1; chat <= 10_000; chat++) {
            submit(flood.execute(TestRequest.send(chat, "c")));
            if (chat % 30 == 0) {
                time.advance(SECOND);
            }
            most = Math.max(most, flood.trackedChats());
        }
        time.runUntilIdle(Duration.ofHours(1));
        assertThat(telegram.callCount()).isEqualTo(10_000);
        assertThat(most).isLessThanOrEqualTo(1024);
        // groups stay a minute (their window); still bounded by what a minute of traffic can touch
        most = 0;
        for (int chat = 1; chat <= 10_000; chat++) {
            submit(flood.execute(TestRequest.send(-chat, "g")));
            if (chat % 30 == 0) {
                time.advance(SECOND);
            }
            most = Math.max(most, flood.trackedChats());
        }
        time.runUntilIdle(Duration.ofHours(1));
        assertThat(telegram.callCount()).isEqualTo(20_000);
        // a second more than a minute: the 30 submitted at the start of a second are sent over that second (smooth),
        // so a minute of group windows covers 61 seconds of submissions
        assertThat(most).isLessThanOrEqualTo(2 * 61 * 30);
    }

    @Test
    void failuresPassThroughAndStillUsedTheirSlot() {
        telegram.fail(() -> RetryingTransportTest.tooMany(1));
        FloodControlChain flood = flood(FloodControlLimits.defaults());
        UniAssertSubscriber<String> failed = submit(flood.execute(TestRequest.send(9, "x")));
        submit(flood.execute(TestRequest.send(9, "y")));
        failed.assertFailedWith(io.github.quarkustelegram.error.TooManyRequestsException.class);
        time.runUntilIdle(Duration.ofMinutes(1));
        assertThat(times("y")).containsExactly(SECOND);
    }

    @Test
    void retryWrappingFloodControlPacesEveryAttempt() {
        // a 429 is retried after retry_after, and the retry waits its turn in the chat like any request
        telegram.fail(() -> RetryingTransportTest.tooMany(1));
        FloodControlChain flood = flood(FloodControlLimits.defaults());
        RetryingChain client = new RetryingChain(flood, RetryPolicy.defaults(), time);
        submit(client.execute(TestRequest.send(9, "first")));
        submit(client.execute(TestRequest.send(9, "second")));
        submit(client.execute(TestRequest.send(9, "third")));
        time.runUntilIdle(Duration.ofMinutes(1));

        // first at 0 s (429); second at 1 s; the retry of first joins the chat's queue at 1 s, behind third (queued
        // at 0 s): third at 2 s, first again at 3 s
        assertThat(labels()).containsExactly("first", "second", "third", "first");
        assertThat(telegram.calls().stream().map(ScriptedTransport.Call::at)).containsExactly(Duration.ZERO, SECOND,
                SECOND.multipliedBy(2), SECOND.multipliedBy(3));
        assertThat(results).allSatisfy(r -> assertThat(r.assertCompleted().getItem()).isEqualTo("ok"));
    }

    // --- real time and threads ---------------------------------------------------------------------------------

    @Test
    void onARealSchedulerTheRateHoldsAndNothingIsLost() throws Exception {
        ScheduledExecutorService timers = Executors.newSingleThreadScheduledExecutor();
        ExecutorService callers = Executors.newFixedThreadPool(4);
        try {
            ResilienceScheduler real = ResilienceScheduler.of(timers);
            ScriptedTransport t = new ScriptedTransport(real);
            // 400 requests at 200 a second: at least 1 s of pacing, whatever the machine's load
            FloodControlChain flood = new FloodControlChain(t,
                    FloodControlLimits.builder().globalPerSecond(200).perChatPerSecond(0).build(), real);
            long start = real.nanoTime();
            int threads = 4;
            int perThread = 100;
            CountDownLatch done = new CountDownLatch(threads * perThread);
            AtomicInteger failures = new AtomicInteger();
            for (int thread = 0; thread < threads; thread++) {
                int id = thread;
                callers.execute(() -> {
                    for (int i = 0; i < perThread; i++) {
                        flood.execute(TestRequest.send(id % 2, "t" + id + "-" + i)).subscribe()
                                .with(ok -> done.countDown(), e -> {
                                    failures.incrementAndGet();
                                    done.countDown();
                                });
                    }
                });
            }
            assertThat(done.await(60, TimeUnit.SECONDS)).as("all answered").isTrue();
            assertThat(failures).hasValue(0);

            List<ScriptedTransport.Call> calls = t.calls();
            assertThat(calls).hasSize(threads * perThread);
            assertThat(calls.stream().map(ScriptedTransport.Call::label).distinct().count()).isEqualTo(400);
            // each thread's requests went in the order it made them
            for (int thread = 0; thread < threads; thread++) {
                String prefix = "t" + thread + "-";
                List<Integer> order = calls.stream().map(ScriptedTransport.Call::label).filter(l -> l.startsWith(prefix))
                        .map(l -> Integer.parseInt(l.substring(prefix.length()))).toList();
                assertThat(order).isSorted();
            }
            // the rate, on the real clock: the 201st permit cannot come earlier than a second after the first. Only
            // a lower bound on time is asserted (load makes it longer, never shorter); the exact windows are checked
            // on the virtual clock above
            long last = calls.stream().mapToLong(ScriptedTransport.Call::atNanos).max().orElseThrow();
            assertThat(Duration.ofNanos(last - start)).isGreaterThanOrEqualTo(SECOND);
            assertThat(flood.waiting()).isZero();
        } finally {
            callers.shutdownNow();
            timers.shutdownNow();
            assertThat(timers.awaitTermination(10, TimeUnit.SECONDS)).isTrue();
        }
    }
}
