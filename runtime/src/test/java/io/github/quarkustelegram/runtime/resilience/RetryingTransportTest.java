package io.github.quarkustelegram.runtime.resilience;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.ConnectException;
import java.net.SocketTimeoutException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

import io.github.quarkustelegram.error.BadRequestException;
import io.github.quarkustelegram.error.ServerErrorException;
import io.github.quarkustelegram.error.TelegramApiException;
import io.github.quarkustelegram.error.TelegramNetworkException;
import io.github.quarkustelegram.error.TelegramResponseException;
import io.github.quarkustelegram.error.TooManyRequestsException;
import io.github.quarkustelegram.resilience.ResilienceScheduler;
import io.github.quarkustelegram.resilience.RetriesExhausted;
import io.github.quarkustelegram.resilience.RetriesExhausted.Reason;
import io.github.quarkustelegram.resilience.RetryPolicy;
import io.smallrye.mutiny.Uni;
import io.smallrye.mutiny.helpers.test.UniAssertSubscriber;

/** The retry decorator over a scripted transport, on a virtual clock: no test here waits in real time but the last. */
class RetryingTransportTest {

    private static final TestRequest SEND = TestRequest.send(42, "hello");
    private static final TestRequest EDIT = new TestRequest("editMessageText", SEND.chatId(), "edit");

    private final VirtualScheduler time = new VirtualScheduler();
    private final ScriptedTransport telegram = new ScriptedTransport(time);

    /** No jitter: the waits are exact. */
    private static final RetryPolicy EXACT = RetryPolicy.builder()
            .jitter(false)
            .initialBackoff(Duration.ofMillis(200))
            .maxBackoff(Duration.ofSeconds(1))
            .multiplier(2)
            .build();

    private RetryingChain retrying(RetryPolicy policy) {
        return new RetryingChain(telegram, policy, time);
    }

    private static UniAssertSubscriber<String> run(Uni<String> uni) {
        return uni.subscribe().withSubscriber(UniAssertSubscriber.create());
    }

    static TooManyRequestsException tooMany(long seconds) {
        return new TooManyRequestsException("sendMessage", "Too Many Requests: retry after " + seconds,
                Duration.ofSeconds(seconds));
    }

    static ServerErrorException serverError(int code) {
        return new ServerErrorException("sendMessage", code, "Internal Server Error", null);
    }

    static TelegramNetworkException neverSent() {
        return new TelegramNetworkException("sendMessage", "Connection refused", false, false,
                new ConnectException("Connection refused"));
    }

    static TelegramNetworkException mayHaveReached() {
        return new TelegramNetworkException("sendMessage", "Connection reset after the request was written", true,
                false, new java.io.IOException("Connection reset"));
    }

    /** A timeout counts as "may have reached" even when the transport did not say so. */
    static TelegramNetworkException timeout() {
        return new TelegramNetworkException("sendMessage", "Read timed out", false, true,
                new SocketTimeoutException("Read timed out"));
    }

    private List<Duration> callTimes() {
        return telegram.calls().stream().map(ScriptedTransport.Call::at).toList();
    }

    // --- retry_after --------------------------------------------------------------------------------------------

    static Stream<Arguments> tooManyRequests() {
        return Stream.of(
                // HTTP 429 with the Bot API body: the transport's usual exception
                Arguments.of("HTTP 429", (Supplier<Throwable>) () -> tooMany(3)),
                // "ok": false with error_code 429 in a body that came with another status: mapped by the factory
                Arguments.of("ok:false body", (Supplier<Throwable>) () -> TelegramApiException.of("sendMessage", 429,
                        "Too Many Requests: retry after 3", Duration.ofSeconds(3), null)),
                // the base class with the code, as an application's own transport might raise it
                Arguments.of("base class", (Supplier<Throwable>) () -> new TelegramApiException("sendMessage", 429,
                        "Too Many Requests: retry after 3", Duration.ofSeconds(3), null)));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("tooManyRequests")
    void retryAfterIsWaitedInFullWhateverItsSource(String source, Supplier<Throwable> error) {
        telegram.fail(error).answer("sent");

        UniAssertSubscriber<String> result = run(retrying(RetryPolicy.defaults()).execute(SEND));

        time.advance(Duration.ofMillis(2999));
        assertThat(telegram.callCount()).as("not a millisecond before retry_after").isEqualTo(1);
        result.assertNotTerminated();
        time.advance(Duration.ofMillis(1));
        assertThat(callTimes()).containsExactly(Duration.ZERO, Duration.ofSeconds(3));
        result.assertCompleted().assertItem("sent");
    }

    @Test
    void retryAfterIsNotShortenedByJitterNorCappedByMaxBackoff() {
        RetryPolicy policy = RetryPolicy.builder().maxBackoff(Duration.ofMillis(500)).jitter(true).build();
        telegram.fail(() -> tooMany(7)).fail(() -> tooMany(2)).answer("sent");

        UniAssertSubscriber<String> result = run(new RetryingChain(telegram, policy, time, () -> 0.0).execute(SEND));
        time.runUntilIdle(Duration.ofMinutes(1));

        assertThat(callTimes()).containsExactly(Duration.ZERO, Duration.ofSeconds(7), Duration.ofSeconds(9));
        result.assertItem("sent");
    }

    @Test
    void aServerErrorThatNamesAWaitWaitsAtLeastThatLong() {
        telegram.fail(() -> new ServerErrorException("getMe", 500, "Internal Server Error", Duration.ofSeconds(4)))
                .answer("me");

        run(retrying(EXACT).execute(TestRequest.of("getMe"))).assertNotTerminated();
        time.runUntilIdle(Duration.ofMinutes(1));

        assertThat(callTimes()).containsExactly(Duration.ZERO, Duration.ofSeconds(4));
    }

    @Test
    void aRetryAfterAboveTheCeilingGivesUpAtOnce() {
        telegram.fail(() -> tooMany(3600));

        UniAssertSubscriber<String> result = run(retrying(RetryPolicy.defaults()).execute(SEND));

        result.assertFailedWith(TooManyRequestsException.class, "retry after 3600");
        assertThat(telegram.callCount()).isEqualTo(1);
        assertThat(time.pendingTimers()).isZero();
        RetriesExhausted record = RetriesExhausted.of(result.getFailure()).orElseThrow();
        assertThat(record.reason()).isEqualTo(Reason.RETRY_AFTER_TOO_LONG);
        assertThat(record.attempts()).isEqualTo(1);
    }

    @Test
    void aStormOf429sEndsWithTheErrorAfterTheBounds() {
        telegram.otherwiseFail(() -> tooMany(1));

        // default bounds: 5 attempts
        UniAssertSubscriber<String> bounded = run(retrying(RetryPolicy.defaults()).execute(SEND));
        time.runUntilIdle(Duration.ofHours(1));
        bounded.assertFailedWith(TooManyRequestsException.class);
        assertThat(telegram.callCount()).isEqualTo(5);
        assertThat(RetriesExhausted.of(bounded.getFailure()).orElseThrow().reason()).isEqualTo(Reason.MAX_ATTEMPTS);

        // 1,000 attempts allowed: the total time (10 s here) ends it
        RetryPolicy generous = RetryPolicy.builder().maxAttempts(1000).maxTotalTime(Duration.ofSeconds(10)).build();
        UniAssertSubscriber<String> byTime = run(retrying(generous).execute(SEND));
        Duration stopped = time.runUntilIdle(Duration.ofHours(1));
        byTime.assertFailedWith(TooManyRequestsException.class);
        RetriesExhausted record = RetriesExhausted.of(byTime.getFailure()).orElseThrow();
        assertThat(record.reason()).isEqualTo(Reason.MAX_TOTAL_TIME);
        assertThat(record.attempts()).isEqualTo(11); // at 0, 1, ..., 10 s: the next would start after 10 s
        assertThat(record.elapsed()).isEqualTo(Duration.ofSeconds(10));
        assertThat(record.getSuppressed()).hasSize(RetriesExhausted.MAX_EARLIER_ERRORS)
                .allSatisfy(e -> assertThat(e).isInstanceOf(TooManyRequestsException.class));
        assertThat(time.pendingTimers()).isZero();
        assertThat(stopped).isLessThan(Duration.ofMinutes(1));
    }

    // --- backoff ------------------------------------------------------------------------------------------------

    @Test
    void backoffGrowsByTheMultiplierAndStopsAtMaxBackoff() {
        telegram.fail(5, () -> serverError(500)).answer("sent");

        UniAssertSubscriber<String> result = run(retrying(EXACT.toBuilder().maxAttempts(6).build()).execute(EDIT));
        time.runUntilIdle(Duration.ofMinutes(1));

        // waits 200, 400, 800, 1000 (capped), 1000 ms
        assertThat(callTimes()).containsExactly(Duration.ZERO, Duration.ofMillis(200), Duration.ofMillis(600),
                Duration.ofMillis(1400), Duration.ofMillis(2400), Duration.ofMillis(3400));
        result.assertItem("sent");
    }

    @Test
    void noRetryStartsAfterTheMaxTotalTime() {
        telegram.otherwiseFail(() -> serverError(503));
        RetryPolicy policy = EXACT.toBuilder().maxAttempts(100).maxTotalTime(Duration.ofMillis(1500)).build();

        UniAssertSubscriber<String> result = run(retrying(policy).execute(EDIT));
        time.runUntilIdle(Duration.ofMinutes(1));

        // 0, 0.2, 0.6, 1.4 s; the next would start at 2.4 s
        assertThat(callTimes()).containsExactly(Duration.ZERO, Duration.ofMillis(200), Duration.ofMillis(600),
                Duration.ofMillis(1400));
        result.assertFailedWith(ServerErrorException.class);
        RetriesExhausted record = RetriesExhausted.of(result.getFailure()).orElseThrow();
        assertThat(record.reason()).isEqualTo(Reason.MAX_TOTAL_TIME);
        assertThat(record.attempts()).isEqualTo(4);
    }

    @Test
    void fullJitterStaysBetweenZeroAndTheBackoff() {
        RetryPolicy policy = EXACT.toBuilder().jitter(true).maxAttempts(2).build();
        // the extremes of the random numbers
        for (double r : new double[] { 0.0, 0.5, Math.nextDown(1.0) }) {
            VirtualScheduler clock = new VirtualScheduler();
            ScriptedTransport t = new ScriptedTransport(clock).fail(() -> serverError(500));
            run(new RetryingChain(t, policy, clock, () -> r).execute(EDIT));
            clock.runUntilIdle(Duration.ofMinutes(1));
            assertThat(t.calls().get(1).at()).isEqualTo(Duration.ofNanos((long) (200_000_000L * r)));
        }
        // real random numbers: every wait within [0, backoff], and not all the same
        List<Duration> waits = new ArrayList<>();
        for (int i = 0; i < 200; i++) {
            VirtualScheduler clock = new VirtualScheduler();
            ScriptedTransport t = new ScriptedTransport(clock).fail(() -> serverError(500));
            run(new RetryingChain(t, policy, clock).execute(EDIT));
            clock.runUntilIdle(Duration.ofMinutes(1));
            waits.add(t.calls().get(1).at());
        }
        assertThat(waits).allSatisfy(w -> assertThat(w).isBetween(Duration.ZERO, Duration.ofMillis(200)));
        assertThat(waits.stream().distinct().count()).isGreaterThan(100);
    }

    @Test
    void jitterOfALaterRetryIsBoundedByThatRetrysBackoff() {
        RetryPolicy policy = EXACT.toBuilder().jitter(true).maxAttempts(5).build();
        for (int run = 0; run < 50; run++) {
            VirtualScheduler clock = new VirtualScheduler();
            ScriptedTransport t = new ScriptedTransport(clock).otherwiseFail(() -> serverError(500));
            run(new RetryingChain(t, policy, clock).execute(EDIT));
            clock.runUntilIdle(Duration.ofMinutes(1));
            List<ScriptedTransport.Call> calls = t.calls();
            assertThat(calls).hasSize(5);
            for (int retry = 1; retry < 5; retry++) {
                Duration wait = calls.get(retry).at().minus(calls.get(retry - 1).at());
                assertThat(wait).isBetween(Duration.ZERO, policy.backoff(retry));
            }
        }
    }

    @Test
    void attemptsAreBoundedAndTheLastErrorKeepsItsTypeAndTheEarlierOnes() {
        List<ServerErrorException> errors = new ArrayList<>();
        telegram.otherwiseFail(() -> {
            ServerErrorException e = serverError(errors.size() % 2 == 0 ? 500 : 503);
            errors.add(e);
            return e;
        });

        UniAssertSubscriber<String> result = run(retrying(EXACT.toBuilder().maxAttempts(3).build()).execute(EDIT));
        time.runUntilIdle(Duration.ofMinutes(1));

        assertThat(telegram.callCount()).isEqualTo(3);
        assertThat(result.getFailure()).isSameAs(errors.get(2)).isInstanceOf(ServerErrorException.class);
        RetriesExhausted record = RetriesExhausted.of(result.getFailure()).orElseThrow();
        assertThat(record.attempts()).isEqualTo(3);
        assertThat(record.reason()).isEqualTo(Reason.MAX_ATTEMPTS);
        assertThat(record.elapsed()).isEqualTo(Duration.ofMillis(600));
        assertThat(record.getMessage()).isEqualTo(
                "gave up after 3 attempts in 0.600 s: the maximum number of attempts was reached");
        assertThat(record.getSuppressed()).containsExactly(errors.get(0), errors.get(1));
    }

    // --- what is never retried ---------------------------------------------------------------------------------

    @ParameterizedTest(name = "error {0}")
    @ValueSource(ints = { 400, 401, 403, 404, 409, 420 })
    void clientErrorsAreNeverRetried(int code) {
        telegram.fail(() -> TelegramApiException.of("getMe", code, "nope", null, null));

        UniAssertSubscriber<String> result = run(retrying(RetryPolicy.defaults()).execute(TestRequest.of("getMe")));

        result.assertFailedWith(TelegramApiException.class, "nope");
        assertThat(((TelegramApiException) result.getFailure()).errorCode()).isEqualTo(code);
        assertThat(telegram.callCount()).isEqualTo(1);
        assertThat(time.pendingTimers()).isZero();
        assertThat(result.getFailure().getSuppressed()).as("passed through untouched").isEmpty();
    }

    @Test
    void anAnswerThatCannotBeReadIsNotRetriedUnlessItIsA5xxPage() {
        telegram.fail(() -> new TelegramResponseException("getMe", 200, "not JSON", "<html>", null));
        run(retrying(EXACT).execute(TestRequest.of("getMe"))).assertFailedWith(TelegramResponseException.class);
        assertThat(telegram.callCount()).isEqualTo(1);

        telegram.fail(() -> new TelegramResponseException("getMe", 503, "not JSON", "<html>503</html>", null))
                .answer("me");
        UniAssertSubscriber<String> result = run(retrying(EXACT).execute(TestRequest.of("getMe")));
        time.runUntilIdle(Duration.ofMinutes(1));
        result.assertItem("me");
        assertThat(telegram.callCount()).isEqualTo(3);
    }

    @Test
    void otherExceptionsAreNotRetried() {
        telegram.fail(() -> new IllegalStateException("a bug"));
        run(retrying(EXACT).execute(SEND)).assertFailedWith(IllegalStateException.class, "a bug");
        assertThat(telegram.callCount()).isEqualTo(1);
    }

    @Test
    void aRetryThatFailsWithAClientErrorStopsThere() {
        telegram.fail(() -> tooMany(1)).fail(() -> new BadRequestException("sendMessage", "chat not found", null));

        UniAssertSubscriber<String> result = run(retrying(RetryPolicy.defaults()).execute(SEND));
        time.runUntilIdle(Duration.ofMinutes(1));

        result.assertFailedWith(BadRequestException.class, "chat not found");
        RetriesExhausted record = RetriesExhausted.of(result.getFailure()).orElseThrow();
        assertThat(record.reason()).isEqualTo(Reason.NOT_RETRYABLE);
        assertThat(record.attempts()).isEqualTo(2);
        assertThat(record.getSuppressed()).singleElement().isInstanceOf(TooManyRequestsException.class);
    }

    // --- network errors and idempotency ------------------------------------------------------------------------

    @Test
    void aRequestThatNeverLeftIsRetriedForAnyMethod() {
        telegram.fail(() -> neverSent()).fail(() -> neverSent()).answer("sent");

        UniAssertSubscriber<String> result = run(retrying(EXACT).execute(SEND));
        time.runUntilIdle(Duration.ofMinutes(1));

        result.assertItem("sent");
        assertThat(telegram.callCount()).isEqualTo(3);
    }

    static Stream<Arguments> mayHaveReachedTelegram() {
        return Stream.of(
                Arguments.of("body written, then reset", (Supplier<Throwable>) RetryingTransportTest::mayHaveReached),
                Arguments.of("timeout", (Supplier<Throwable>) RetryingTransportTest::timeout),
                // Telegram may have sent the message before failing to answer: a 5xx proves nothing either way
                Arguments.of("500", (Supplier<Throwable>) () -> serverError(500)),
                Arguments.of("503", (Supplier<Throwable>) () -> serverError(503)),
                Arguments.of("502 from a gateway", (Supplier<Throwable>) () -> serverError(502)),
                Arguments.of("504 from a gateway", (Supplier<Throwable>) () -> serverError(504)),
                Arguments.of("502 HTML page", (Supplier<Throwable>) () -> new TelegramResponseException(
                        "sendMessage", 502, "not JSON", "<html>Bad Gateway</html>", null)));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("mayHaveReachedTelegram")
    void aNonIdempotentRequestThatMayHaveReachedTelegramIsNotSentAgain(String what, Supplier<Throwable> error) {
        telegram.fail(error).answer("sent twice!");

        UniAssertSubscriber<String> result = run(retrying(EXACT).execute(SEND));
        time.runUntilIdle(Duration.ofMinutes(1));

        assertThat(telegram.callCount()).isEqualTo(1);
        assertThat(result.getFailure()).isInstanceOf(error.get().getClass());
        RetriesExhausted record = RetriesExhausted.of(result.getFailure()).orElseThrow();
        assertThat(record.reason()).isEqualTo(Reason.MAY_HAVE_REACHED_TELEGRAM);
        assertThat(record.attempts()).isEqualTo(1);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("mayHaveReachedTelegram")
    void anIdempotentRequestThatMayHaveReachedTelegramIsRetried(String what, Supplier<Throwable> error) {
        telegram.fail(error).answer("edited");

        UniAssertSubscriber<String> result = run(retrying(EXACT).execute(EDIT));
        time.runUntilIdle(Duration.ofMinutes(1));

        result.assertItem("edited");
        assertThat(callTimes()).containsExactly(Duration.ZERO, Duration.ofMillis(200));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("mayHaveReachedTelegram")
    void theOptInRetriesANonIdempotentRequestToo(String what, Supplier<Throwable> error) {
        telegram.fail(error).answer("sent");
        RetryPolicy optIn = EXACT.toBuilder().retryNonIdempotent(true).build();

        UniAssertSubscriber<String> result = run(retrying(optIn).execute(SEND));
        time.runUntilIdle(Duration.ofMinutes(1));

        result.assertItem("sent");
        assertThat(telegram.callCount()).isEqualTo(2);
    }

    @Test
    void tooManyRequestsIsRetriedForANonIdempotentMethod() {
        // a 429 means Telegram did not act on the request
        telegram.fail(() -> tooMany(1)).answer("sent");
        UniAssertSubscriber<String> result = run(retrying(RetryPolicy.defaults()).execute(SEND));
        time.runUntilIdle(Duration.ofMinutes(1));
        result.assertItem("sent");
    }

    // --- cancellation ------------------------------------------------------------------------------------------

    @Test
    void cancellingDuringAWaitStopsEverything() {
        telegram.fail(() -> tooMany(5)).answer("sent");

        UniAssertSubscriber<String> result = run(retrying(RetryPolicy.defaults()).execute(SEND));
        time.advance(Duration.ofSeconds(2));
        assertThat(time.pendingTimers()).isEqualTo(1);
        result.cancel();

        assertThat(time.pendingTimers()).as("the wait's timer is cancelled").isZero();
        time.runUntilIdle(Duration.ofHours(1));
        assertThat(telegram.callCount()).as("no attempt after the cancellation").isEqualTo(1);
        result.assertNotTerminated();
    }

    @Test
    void cancellingDuringAnAttemptCancelsItAndStartsNoOther() {
        telegram.fail(() -> serverError(500)).hang();

        UniAssertSubscriber<String> result = run(retrying(EXACT).execute(EDIT));
        time.advance(Duration.ofMillis(200));
        assertThat(telegram.callCount()).isEqualTo(2);
        result.cancel();

        assertThat(telegram.cancelledCalls()).as("the attempt in flight is cancelled").isEqualTo(1);
        time.runUntilIdle(Duration.ofHours(1));
        assertThat(telegram.callCount()).isEqualTo(2);
    }

    // --- pass-through ------------------------------------------------------------------------------------------

    @Test
    void aSuccessIsReturnedAsIsAndNoneTurnsRetryOff() {
        telegram.answer("first");
        run(retrying(RetryPolicy.defaults()).execute(SEND)).assertItem("first");

        telegram.fail(() -> serverError(500));
        UniAssertSubscriber<String> once = run(retrying(RetryPolicy.none()).execute(SEND));
        once.assertFailedWith(ServerErrorException.class);
        assertThat(once.getFailure().getSuppressed()).isEmpty();
        assertThat(telegram.callCount()).isEqualTo(2);
        assertThat(time.scheduledTimers()).isZero();
    }

    @Test
    void eachSubscriptionIsANewCall() {
        Uni<String> uni = retrying(EXACT).execute(SEND);
        assertThat(telegram.callCount()).as("lazy").isZero();
        run(uni).assertItem("ok");
        run(uni).assertItem("ok");
        assertThat(telegram.callCount()).isEqualTo(2);
    }

    // --- real time ---------------------------------------------------------------------------------------------

    @Test
    void waitsOnARealSchedulerWithoutBlockingTheCaller() throws Exception {
        ScheduledExecutorService executor = Executors.newSingleThreadScheduledExecutor();
        try {
            ResilienceScheduler real = ResilienceScheduler.of(executor);
            ScriptedTransport t = new ScriptedTransport(real)
                    .fail(() -> serverError(500))
                    .fail(() -> new TooManyRequestsException("sendMessage", "wait", Duration.ofMillis(100)))
                    .answer("sent");
            // TooManyRequestsException's retry_after has whole seconds in practice; 100 ms keeps this test short
            RetryingChain retrying = new RetryingChain(t, EXACT.toBuilder()
                    // long enough that a slow first subscription on a loaded machine still returns inside it
                    .initialBackoff(Duration.ofMillis(250)).build(), real);

            long start = System.nanoTime();
            UniAssertSubscriber<String> result = run(retrying.execute(EDIT));
            long returned = System.nanoTime() - start;
            result.awaitItem(Duration.ofSeconds(30)).assertItem("sent");

            List<ScriptedTransport.Call> calls = t.calls();
            assertThat(calls).hasSize(3);
            // lower bounds only: a loaded machine makes waits longer, never shorter
            assertThat(calls.get(1).atNanos() - calls.get(0).atNanos()).isGreaterThanOrEqualTo(250_000_000L);
            assertThat(calls.get(2).atNanos() - calls.get(1).atNanos()).isGreaterThanOrEqualTo(100_000_000L);
            assertThat(returned).as("subscribing returned before the first wait was over")
                    .isLessThan(calls.get(1).atNanos() - start);
        } finally {
            executor.shutdownNow();
            assertThat(executor.awaitTermination(10, TimeUnit.SECONDS)).isTrue();
        }
    }

    @Test
    void aRandomMixOfErrorsAlwaysEndsWithinTheBounds() {
        RetryPolicy policy = RetryPolicy.builder().maxAttempts(8).maxTotalTime(Duration.ofSeconds(30)).build();
        List<Supplier<Throwable>> kinds = List.of(() -> tooMany(1 + ThreadLocalRandom.current().nextInt(5)),
                () -> serverError(500), RetryingTransportTest::neverSent, () -> serverError(503));
        for (int run = 0; run < 100; run++) {
            VirtualScheduler clock = new VirtualScheduler();
            ScriptedTransport t = new ScriptedTransport(clock)
                    .otherwiseFail(() -> kinds.get(ThreadLocalRandom.current().nextInt(kinds.size())).get());
            UniAssertSubscriber<String> result = run(new RetryingChain(t, policy, clock).execute(SEND));
            clock.runUntilIdle(Duration.ofHours(1));
            result.assertFailed();
            RetriesExhausted record = RetriesExhausted.of(result.getFailure()).orElseThrow();
            assertThat(record.attempts()).isEqualTo(t.callCount()).isBetween(1, 8);
            assertThat(t.calls().get(t.callCount() - 1).at()).isLessThanOrEqualTo(Duration.ofSeconds(30));
            assertThat(clock.pendingTimers()).isZero();
        }
    }
}
