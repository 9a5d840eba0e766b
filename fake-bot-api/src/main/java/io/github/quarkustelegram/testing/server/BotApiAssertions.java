package io.github.quarkustelegram.testing.server;

import java.time.Duration;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

import com.fasterxml.jackson.databind.JsonNode;

import io.github.quarkustelegram.testing.internal.FakeJson;

/**
 * Assertions a test of a Bot API client (or of a bot) makes around the fake: a call given up was let go of, no failure
 * shows the token, a value encodes as the JSON the fake answered. Each throws an {@link AssertionError} saying what
 * differs.
 */
public final class BotApiAssertions {

    /** How long a client may take to let go of a connection it gave up on. */
    public static final Duration RELEASE_TIMEOUT = Duration.ofSeconds(3);

    private BotApiAssertions() {
    }

    /**
     * Asserts that the client let go of a call's connection (it timed out or was cancelled) within
     * {@link #RELEASE_TIMEOUT}, so that the answer still to come cannot land on a later call.
     *
     * @param sent the request as the fake received it
     */
    public static void assertAbandoned(RecordedRequest sent) {
        assertAbandoned(sent, RELEASE_TIMEOUT);
    }

    /**
     * @param sent the request as the fake received it
     * @param within how long the client may take
     */
    public static void assertAbandoned(RecordedRequest sent, Duration within) {
        try {
            sent.clientDisconnected().get(within.toMillis(), TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            throw new AssertionError("The client did not close the connection of the abandoned call " + sent
                    + " within " + within.toMillis() + " ms");
        } catch (ExecutionException e) {
            throw new IllegalStateException(e.getCause());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /**
     * Asserts that the token appears nowhere in an exception: message, toString, causes and suppressed ones.
     *
     * @param failure the exception a call threw
     * @param token the bot token
     */
    public static void assertNoToken(Throwable failure, String token) {
        check(failure, token, new IdentityHashMap<>());
    }

    private static void check(Throwable t, String token, Map<Throwable, Boolean> seen) {
        if (t == null || seen.put(t, Boolean.TRUE) != null) {
            return;
        }
        if (String.valueOf(t.getMessage()).contains(token)) {
            throw new AssertionError("The message of " + t.getClass().getName() + " shows the token", t);
        }
        if (t.toString().contains(token)) {
            throw new AssertionError("The toString of " + t.getClass().getName() + " shows the token", t);
        }
        check(t.getCause(), token, seen);
        for (Throwable suppressed : t.getSuppressed()) {
            check(suppressed, token, seen);
        }
    }

    /**
     * Asserts that a value is the expected JSON: the same fields and values, numbers compared by value ({@code 5}
     * equals {@code 5.0}).
     *
     * @param actual the value, e.g. a decoded result encoded back
     * @param expectedJson the JSON it must be, e.g. the result the fake answered
     * @param what what the value is, for the message
     */
    public static void assertSameJson(JsonNode actual, String expectedJson, String what) {
        JsonNode expected = FakeJson.parse(expectedJson);
        if (actual == null || !FakeJson.sameJson(actual, expected)) {
            throw new AssertionError(what + "\n  is  " + actual + "\n  expected " + expected);
        }
    }
}
