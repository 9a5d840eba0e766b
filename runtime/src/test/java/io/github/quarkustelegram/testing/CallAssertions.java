package io.github.quarkustelegram.testing;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.IdentityHashMap;
import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;

import io.github.quarkustelegram.json.TelegramJson;

/** Assertions the generated client tests share: on results, on exceptions, on how a call ended. */
public final class CallAssertions {

    /** How long a client may take to let go of a connection it gave up on. */
    public static final Duration RELEASE_TIMEOUT = Duration.ofSeconds(3);

    private CallAssertions() {
    }

    /**
     * Asserts that a decoded result encodes back to the JSON it was decoded from: every field arrived in the typed
     * value, nothing was added. Numbers compare by value.
     *
     * @param result the value a call returned
     * @param expectedJson the result the fake answered
     */
    public static void assertEncodesAs(Object result, String expectedJson) {
        JsonNode actual = TelegramJson.mapper().valueToTree(result);
        JsonNode expected = FakeJson.parse(expectedJson);
        assertThat(FakeJson.sameJson(actual, expected))
                .as("the decoded result %s re-encodes to %s, expected %s", result, actual, expected)
                .isTrue();
    }

    /**
     * Asserts that the token appears nowhere in an exception: message, toString, causes and suppressed ones.
     *
     * @param failure the exception a call threw
     * @param token the bot token
     */
    public static void assertNoToken(Throwable failure, String token) {
        Map<Throwable, Boolean> seen = new IdentityHashMap<>();
        check(failure, token, seen);
    }

    private static void check(Throwable t, String token, Map<Throwable, Boolean> seen) {
        if (t == null || seen.put(t, Boolean.TRUE) != null) {
            return;
        }
        assertThat(String.valueOf(t.getMessage())).as("message of %s", t.getClass().getName()).doesNotContain(token);
        assertThat(t.toString()).as("toString of %s", t.getClass().getName()).doesNotContain(token);
        check(t.getCause(), token, seen);
        for (Throwable suppressed : t.getSuppressed()) {
            check(suppressed, token, seen);
        }
    }

    /**
     * Asserts that the client let go of the call's connection (it timed out or was cancelled), so that the answer
     * still to come cannot land on a later call.
     *
     * @param sent the request as the fake received it
     */
    public static void assertAbandoned(RecordedRequest sent) {
        assertThat(sent.clientDisconnected())
                .as("the client closes the connection of the abandoned call %s", sent)
                .succeedsWithin(RELEASE_TIMEOUT);
    }
}
