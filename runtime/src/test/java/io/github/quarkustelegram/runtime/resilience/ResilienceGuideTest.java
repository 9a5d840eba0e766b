package io.github.quarkustelegram.runtime.resilience;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;

import org.junit.jupiter.api.Test;

import io.github.quarkustelegram.TelegramBot;
import io.github.quarkustelegram.TelegramClient;
import io.github.quarkustelegram.error.TelegramApiException;
import io.github.quarkustelegram.error.TooManyRequestsException;
import io.github.quarkustelegram.method.SendMessage;
import io.github.quarkustelegram.model.ChatId;
import io.github.quarkustelegram.model.Message;
import io.github.quarkustelegram.resilience.FloodControlLimits;
import io.github.quarkustelegram.resilience.ResilienceScheduler;
import io.github.quarkustelegram.resilience.RetriesExhausted;
import io.github.quarkustelegram.resilience.RetryPolicy;
import io.github.quarkustelegram.transport.TelegramTransport;

/**
 * The examples of {@code docs/modules/ROOT/pages/resilience.adoc}, included from here by tag: keep them short, and
 * keep them passing.
 */
class ResilienceGuideTest {

    private final VirtualScheduler time = new VirtualScheduler();
    private final ScriptedTransport http = new ScriptedTransport(time);

    @Test
    void chain() {
        String token = "123456:TEST-token";
        // tag::chain[]
        try (TelegramClient client = TelegramClient.builder()
                .token(token)
                .retry(RetryPolicy.defaults()) // outside: repeats failed calls
                .floodControl(FloodControlLimits.defaults()) // inside: paces each attempt
                .build()) {
            TelegramBot bot = client.bot();
            // end::chain[]
            assertThat(bot.transport()).isSameAs(client.transport());
        }
    }

    @Test
    void retryWrapsFloodControl() {
        ResilienceScheduler scheduler = ResilienceScheduler.system();
        TelegramTransport transport = new RetryingChain(
                new FloodControlChain(http, FloodControlLimits.defaults(), scheduler), RetryPolicy.defaults(),
                scheduler);
        assertThat(transport.execute(TestRequest.send(1, "x")).await().atMost(Duration.ofSeconds(30))).isEqualTo("ok");
    }

    @Test
    void policy() {
        // tag::policy[]
        RetryPolicy policy = RetryPolicy.builder()
                .maxAttempts(3)
                .maxTotalTime(Duration.ofSeconds(30))
                .maxRetryAfter(Duration.ofSeconds(10)) // a longer retry_after fails at once
                .build();
        // end::policy[]
        assertThat(policy.maxAttempts()).isEqualTo(3);
        assertThat(policy.jitter()).isTrue();
    }

    @Test
    void limits() {
        // tag::limits[]
        FloodControlLimits limits = FloodControlLimits.builder()
                .globalPerSecond(25) // stay clear of the 30/s
                .methods(List.of("send*", "forward*", "copy*", "edit*")) // edits wait their turn too
                .build();
        // end::limits[]
        assertThat(limits.counts("editMessageText")).isTrue();
        assertThat(limits.counts("sendChatAction")).isFalse();
    }

    @Test
    void gaveUp() {
        http.fail(() -> new TooManyRequestsException("sendMessage", "Too Many Requests: retry after 600",
                Duration.ofSeconds(600)));
        TelegramTransport transport = new RetryingChain(http, RetryPolicy.defaults(), time);
        SendMessage request = SendMessage.builder(ChatId.of(42), "hello").build();
        String outcome;
        // tag::gave-up[]
        try {
            Message sent = transport.execute(request).await().indefinitely();
            outcome = "sent as message " + sent.messageId();
        } catch (TelegramApiException e) {
            // the last attempt's own error, here a TooManyRequestsException; and why retrying stopped, if it did
            outcome = RetriesExhausted.of(e)
                    .map(r -> r.attempts() + " attempt(s), " + r.reason()) // "1 attempt(s), RETRY_AFTER_TOO_LONG"
                    .orElse("not retried: " + e.description());
        }
        // end::gave-up[]
        assertThat(outcome).isEqualTo("1 attempt(s), RETRY_AFTER_TOO_LONG");
        assertThat(http.callCount()).isEqualTo(1);
    }
}
