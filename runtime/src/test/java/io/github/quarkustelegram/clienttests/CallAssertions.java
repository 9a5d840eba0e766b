package io.github.quarkustelegram.clienttests;

import io.github.quarkustelegram.json.TelegramJson;
import io.github.quarkustelegram.testing.server.BotApiAssertions;

/**
 * What the generated client tests assert that needs the client's own classes; the rest (the token nowhere in a
 * failure, an abandoned call let go of) is fake-bot-api's {@link BotApiAssertions}.
 */
public final class CallAssertions {

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
        BotApiAssertions.assertSameJson(TelegramJson.mapper().valueToTree(result), expectedJson,
                "the decoded result " + result + " re-encodes to");
    }
}
