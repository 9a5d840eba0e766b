package io.github.quarkustelegram.clienttests;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import io.github.quarkustelegram.TelegramClient;
import io.github.quarkustelegram.method.GetMe;
import io.github.quarkustelegram.model.ChatId;
import io.github.quarkustelegram.model.Message;
import io.github.quarkustelegram.model.User;
import io.github.quarkustelegram.resilience.FloodControlLimits;
import io.github.quarkustelegram.resilience.RetryPolicy;
import io.github.quarkustelegram.testing.server.ExpectedCall;
import io.github.quarkustelegram.testing.server.FakeBotApiServer;
import io.github.quarkustelegram.testing.server.FakeReply;
import io.github.quarkustelegram.testing.server.RecordedRequest;
import io.github.quarkustelegram.testing.server.SampleFiles;

/**
 * The fake's other paths with the real client, as the Dev Services fake will serve them: the test environment
 * ({@code /bot<token>/test/<method>}) and file downloads ({@code /file/bot<token>/<path>}); and the snippet of
 * {@code docs/modules/ROOT/pages/dev-services.adoc}, included from here by tag: a scripted server under the client.
 */
@Timeout(30)
class FakeBotApiWithClientTest {

    private static final String TOKEN = "987654:fake-api-client-test";
    private static final String USER = "{\"id\":1234567890123,\"is_bot\":true,\"first_name\":\"Fake ✓\"}";

    private static FakeBotApiServer api;

    @BeforeAll
    static void start() {
        api = FakeBotApiServer.builder().requireToken(TOKEN).start();
    }

    @AfterAll
    static void stop() {
        api.close();
    }

    @Test
    void answersTheTestEnvironmentOnItsOwnPath() {
        api.stub("getMe", FakeReply.ok(USER));
        try (TelegramClient client = client(true)) {

            User me = client.bot().getMe(new GetMe());

            assertThat(me.firstName()).isEqualTo("Fake ✓");
        }
        RecordedRequest sent = api.takeRequest("getMe");
        assertThat(sent.testEnvironment()).isTrue();
        assertThat(sent.path()).endsWith("/test/getMe");
        assertThat(sent.token()).isEqualTo(TOKEN);
    }

    @Test
    void servesFileDownloads() {
        byte[] content = SampleFiles.content("download");
        api.stubFile("documents/file_7.pdf", content);
        try (TelegramClient client = client(false)) {

            byte[] read = client.files().read("documents/file_7.pdf").await().atMost(Duration.ofSeconds(10));

            assertThat(read).isEqualTo(content);
        }
        RecordedRequest download = api.requests().stream()
                .filter(r -> r.kind() == RecordedRequest.Kind.FILE).findFirst().orElseThrow();
        assertThat(download.filePath()).isEqualTo("documents/file_7.pdf");
        assertThat(download.token()).isEqualTo(TOKEN);
        assertThat(download.httpMethod()).isEqualTo("GET");
    }

    @Test
    void scriptsAFloodWaitThenChecksTheRequest() {
        String token = TOKEN;
        String message = "{\"message_id\":7,\"date\":1,\"chat\":{\"id\":42,\"type\":\"private\"},\"text\":\"hi\"}";
        // tag::scripted-server[]
        try (FakeBotApiServer api = FakeBotApiServer.start();
                TelegramClient client = TelegramClient.builder().token(token).baseUrl(api.baseUrl()).build()) {
            api.stub("sendMessage", FakeReply.tooManyRequests(1), FakeReply.ok(message)); // a 429, then the message

            Message sent = client.bot().sendMessage(ChatId.of(42), "hi"); // retried after 1 s

            assertThat(sent.messageId()).isEqualTo(7);
            assertThat(api.requests("sendMessage")).hasSize(2);
            ExpectedCall.json("sendMessage").param("chat_id", 42).param("text", "hi")
                    .verify(api.takeRequest("sendMessage"), token);
        }
        // end::scripted-server[]
    }

    private static TelegramClient client(boolean testEnvironment) {
        return TelegramClient.builder().token(TOKEN).baseUrl(api.baseUrl()).testEnvironment(testEnvironment)
                .retry(RetryPolicy.none()).floodControl(FloodControlLimits.disabled()).build();
    }
}
