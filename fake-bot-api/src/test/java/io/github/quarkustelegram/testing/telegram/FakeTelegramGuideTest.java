package io.github.quarkustelegram.testing.telegram;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import com.fasterxml.jackson.databind.JsonNode;

import io.github.quarkustelegram.testing.internal.FakeJson;
import io.github.quarkustelegram.testing.server.ExpectedCall;
import io.github.quarkustelegram.testing.server.RecordedRequest;

/**
 * The snippets of docs/modules/ROOT/pages/dev-services.adoc: a fake Telegram in the test's own JVM, talking to a bot
 * (here a minimal long-polling echo bot on the JDK's HTTP client, standing for any bot).
 */
@Timeout(30)
class FakeTelegramGuideTest {

    @Test
    void aBotAnswersAUserOfTheFake() throws Exception {
        ExecutorService botThread = Executors.newSingleThreadExecutor();
        // tag::in-jvm[]
        try (FakeTelegram telegram = FakeTelegram.builder().botUsername("echo_bot").start()) {
            // start the bot under test with telegram.token() and telegram.baseUrl()
            EchoBot bot = new EchoBot(telegram.baseUrl(), telegram.token());
            botThread.submit(bot);

            telegram.user(42, "Alice").sends("/start");
            TranscriptEntry reply = telegram.awaitReply(42);

            assertThat(reply.text()).isEqualTo("You said: /start");
            assertThat(telegram.transcript(42)).extracting(TranscriptEntry::from)
                    .containsExactly(TranscriptEntry.From.USER, TranscriptEntry.From.BOT);
            // end::in-jvm[]
            // tag::exact-request[]
            RecordedRequest sent = telegram.takeRequest("sendMessage"); // as it arrived: path, headers, body
            ExpectedCall.json("sendMessage")
                    .param("chat_id", 42)
                    .param("text", "You said: /start") // these parameters, no other
                    .verify(sent, telegram.token());
            // end::exact-request[]
            bot.stop();
        } finally {
            botThread.shutdownNow();
            assertThat(botThread.awaitTermination(10, TimeUnit.SECONDS)).isTrue();
        }
    }

    /** A long-polling bot that answers every text with "You said: ...". */
    private static final class EchoBot implements Runnable {
        private final BotApiCaller api;
        private volatile boolean running = true;

        EchoBot(String baseUrl, String token) {
            this.api = new BotApiCaller(baseUrl, token);
        }

        @Override
        public void run() {
            long offset = 0;
            while (running && !Thread.currentThread().isInterrupted()) {
                JsonNode updates = api.call("getUpdates", "{\"timeout\":1,\"offset\":" + offset + "}").result();
                for (JsonNode update : updates) {
                    offset = update.get("update_id").asLong() + 1;
                    JsonNode message = update.get("message");
                    api.call("sendMessage", "{\"chat_id\":" + message.get("chat").get("id").asLong()
                            + ",\"text\":" + FakeJson.MAPPER.valueToTree("You said: " + message.get("text").asText())
                            + "}");
                }
            }
        }

        void stop() {
            running = false;
        }
    }

    @Test
    void aFakeHasATokenAndAUrlForTheBot() {
        try (FakeTelegram telegram = FakeTelegram.builder().token("4242:secret").port(0)
                .webhookRetryDelay(Duration.ofSeconds(1)).start()) {
            assertThat(telegram.botId()).isEqualTo(4242);
            assertThat(telegram.baseUrl()).startsWith("http://127.0.0.1:").endsWith(":" + telegram.port());
            assertThat(telegram.toString()).doesNotContain("secret");
        }
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> FakeTelegram.builder().token("no-colon").start())
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("<bot id>:<secret>")
                .hasMessageNotContaining("no-colon");
    }
}
