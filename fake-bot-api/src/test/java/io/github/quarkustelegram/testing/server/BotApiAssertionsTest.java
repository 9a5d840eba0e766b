package io.github.quarkustelegram.testing.server;

import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

/** Each assertion passes what it should and fails the rest. */
@Timeout(20)
class BotApiAssertionsTest {

    private static final String TOKEN = "777:SECRET-token";

    @Test
    void findsTheTokenAnywhereInAFailure() {
        IllegalStateException cause = new IllegalStateException("GET /bot" + TOKEN + "/getMe failed");
        RuntimeException wrapped = new RuntimeException("getMe failed", cause);
        RuntimeException suppressing = new RuntimeException("getMe failed");
        suppressing.addSuppressed(new RuntimeException("retry: " + TOKEN));

        assertThatCode(() -> BotApiAssertions.assertNoToken(new RuntimeException("getMe failed"), TOKEN))
                .doesNotThrowAnyException();
        assertThatThrownBy(() -> BotApiAssertions.assertNoToken(wrapped, TOKEN)).isInstanceOf(AssertionError.class)
                .hasMessageContaining("IllegalStateException");
        assertThatThrownBy(() -> BotApiAssertions.assertNoToken(suppressing, TOKEN)).isInstanceOf(AssertionError.class);
    }

    @Test
    void aCallIsAbandonedOnceTheClientHasGone() throws Exception {
        try (FakeBotApiServer api = FakeBotApiServer.start()) {
            api.stub("getMe", FakeReply.ok("{}").after(Duration.ofSeconds(10)));
            try (Socket client = new Socket("127.0.0.1", api.port())) {
                client.getOutputStream().write(("POST /bot" + TOKEN + "/getMe HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                        + "Content-Length: 0\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
                RecordedRequest sent = api.takeRequest("getMe");

                assertThatThrownBy(() -> BotApiAssertions.assertAbandoned(sent, Duration.ofMillis(100)))
                        .as("the client still waits").isInstanceOf(AssertionError.class)
                        .hasMessageContaining("did not close the connection");
                client.close();
                assertThatCode(() -> BotApiAssertions.assertAbandoned(sent)).doesNotThrowAnyException();
            }
        }
    }

    @Test
    void comparesJsonNumbersByValue() {
        ObjectNode actual = JsonNodeFactory.instance.objectNode().put("id", 5L).put("ratio", 0.50);

        assertThatCode(() -> BotApiAssertions.assertSameJson(actual, "{\"ratio\":0.5,\"id\":5}", "a result"))
                .doesNotThrowAnyException();
        assertThatThrownBy(() -> BotApiAssertions.assertSameJson(actual, "{\"id\":5}", "a result"))
                .isInstanceOf(AssertionError.class).hasMessageContaining("a result");
        assertThatThrownBy(() -> BotApiAssertions.assertSameJson(actual, "{\"id\":\"5\",\"ratio\":0.5}", "a result"))
                .isInstanceOf(AssertionError.class);
    }
}
