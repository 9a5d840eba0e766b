package io.github.quarkustelegram.testing;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import io.github.quarkustelegram.TelegramClient;
import io.github.quarkustelegram.method.GetMe;
import io.github.quarkustelegram.model.User;
import io.github.quarkustelegram.resilience.FloodControlLimits;
import io.github.quarkustelegram.resilience.RetryPolicy;

/**
 * The fake's other paths with the real client, as the Dev Services fake will serve them: the test environment
 * ({@code /bot<token>/test/<method>}) and file downloads ({@code /file/bot<token>/<path>}).
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

    private static TelegramClient client(boolean testEnvironment) {
        return TelegramClient.builder().token(TOKEN).baseUrl(api.baseUrl()).testEnvironment(testEnvironment)
                .retry(RetryPolicy.none()).floodControl(FloodControlLimits.disabled()).build();
    }
}
