package io.github.quarkustelegram.runtime.fast.transport;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assumptions.assumeThat;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import io.github.quarkustelegram.TelegramClient;
import io.github.quarkustelegram.TransportKind;
import io.github.quarkustelegram.error.BadRequestException;
import io.github.quarkustelegram.model.ChatId;
import io.github.quarkustelegram.model.Message;
import io.github.quarkustelegram.runtime.fast.startup.ChronicleFlags;
import io.github.quarkustelegram.testing.server.FakeBotApiServer;
import io.github.quarkustelegram.testing.server.FakeReply;
import io.github.quarkustelegram.testing.server.RecordedRequest;

/**
 * The fast-path guide's snippets, run: a client outside CDI on the fast transport. It needs the JVM options of the
 * guide, so it runs in the surefire execution that has them ({@code generated-client-tests-fast}) and is skipped
 * where they are missing.
 */
@Timeout(60)
class FastPathGuideTest {

    static final String TOKEN = "192837465:AAE-guide_FAST-token";
    static FakeBotApiServer api;

    @BeforeAll
    static void start() {
        api = FakeBotApiServer.start();
    }

    @AfterAll
    static void stop() {
        api.close();
    }

    @Test
    void aClientOnTheFastTransport() {
        assumeThat(ChronicleFlags.missingRequired(ChronicleFlags.jvm())).as("JVM started with Chronicle's options")
                .isEmpty();
        api.stub("sendMessage", FakeReply.ok("{\"message_id\":1,\"date\":0,\"chat\":{\"id\":42,\"type\":\"private\"}}"),
                FakeReply.error(400, "Bad Request: chat not found"));
        String baseUrl = api.baseUrl();

        // tag::build-fast-client[]
        try (TelegramClient client = TelegramClient.builder()
                .token(TOKEN)
                .baseUrl(baseUrl) // omit for api.telegram.org
                .transport(TransportKind.FAST) // fails here, naming them, without the JVM options
                .build()) {
            Message sent = client.bot().sendMessage(ChatId.of(42), "Hello from the fast path");
            // end::build-fast-client[]
            assertThat(sent.messageId()).isEqualTo(1);
            assertThat(client.transportKind()).isEqualTo(TransportKind.FAST);
            // tag::same-errors[]
            try {
                client.bot().sendMessage(ChatId.of(42), "again");
            } catch (BadRequestException e) { // the same exceptions as on the REST client
                assertThat(e.description()).isEqualTo("Bad Request: chat not found");
            }
            // end::same-errors[]
        }
        RecordedRequest first = api.takeRequest("sendMessage");
        assertThat(first.json().get("text").asText()).isEqualTo("Hello from the fast path");
        api.takeRequest("sendMessage");
    }
}
