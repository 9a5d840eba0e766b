package io.github.quarkustelegram.runtime.resilience;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.List;

import org.junit.jupiter.api.Test;

import io.github.quarkustelegram.resilience.FloodControlLimits;
import io.github.quarkustelegram.resilience.RetryPolicy;

/** The option records: defaults, builders, validation. */
class ResilienceOptionsTest {

    @Test
    void retryDefaults() {
        RetryPolicy p = RetryPolicy.defaults();
        assertThat(p.maxAttempts()).isEqualTo(5);
        assertThat(p.initialBackoff()).isEqualTo(Duration.ofMillis(200));
        assertThat(p.maxBackoff()).isEqualTo(Duration.ofSeconds(30));
        assertThat(p.multiplier()).isEqualTo(2.0);
        assertThat(p.jitter()).isTrue();
        assertThat(p.maxTotalTime()).isEqualTo(Duration.ofMinutes(2));
        assertThat(p.maxRetryAfter()).isEqualTo(Duration.ofMinutes(1));
        assertThat(p.retryNonIdempotent()).isFalse();
        assertThat(p.retries()).isTrue();
        assertThat(RetryPolicy.none().retries()).isFalse();
        assertThat(RetryPolicy.builder().build()).isEqualTo(p);
        assertThat(p.toBuilder().maxAttempts(3).build()).isEqualTo(new RetryPolicy(3, p.initialBackoff(),
                p.maxBackoff(), 2.0, true, p.maxTotalTime(), p.maxRetryAfter(), false));
    }

    @Test
    void backoffDoublesUpToTheMaximum() {
        RetryPolicy p = RetryPolicy.defaults();
        assertThat(List.of(p.backoff(1), p.backoff(2), p.backoff(3), p.backoff(8), p.backoff(9), p.backoff(1000)))
                .containsExactly(Duration.ofMillis(200), Duration.ofMillis(400), Duration.ofMillis(800),
                        Duration.ofMillis(25_600), Duration.ofSeconds(30), Duration.ofSeconds(30));
        RetryPolicy flat = p.toBuilder().multiplier(1).build();
        assertThat(flat.backoff(50)).isEqualTo(Duration.ofMillis(200));
        assertThatThrownBy(() -> p.backoff(0)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void retryValuesOutOfRangeAreRejected() {
        assertThatThrownBy(() -> RetryPolicy.builder().maxAttempts(0).build())
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("maxAttempts");
        assertThatThrownBy(() -> RetryPolicy.builder().initialBackoff(Duration.ofSeconds(-1)).build())
                .hasMessageContaining("initialBackoff");
        assertThatThrownBy(() -> RetryPolicy.builder().initialBackoff(Duration.ofMinutes(1)).build())
                .hasMessageContaining("maxBackoff");
        assertThatThrownBy(() -> RetryPolicy.builder().multiplier(0.5).build()).hasMessageContaining("multiplier");
        assertThatThrownBy(() -> RetryPolicy.builder().multiplier(Double.NaN).build())
                .hasMessageContaining("multiplier");
        assertThatThrownBy(() -> RetryPolicy.builder().maxTotalTime(null).build())
                .isInstanceOf(NullPointerException.class).hasMessageContaining("maxTotalTime");
    }

    @Test
    void floodControlDefaults() {
        FloodControlLimits l = FloodControlLimits.defaults();
        assertThat(l.enabled()).isTrue();
        assertThat(l.globalPerSecond()).isEqualTo(30);
        assertThat(l.perChatPerSecond()).isEqualTo(1);
        assertThat(l.perGroupPerMinute()).isEqualTo(20);
        assertThat(l.methods()).containsExactlyInAnyOrder("send*", "forward*", "copy*");
        assertThat(l.excludedMethods()).containsExactlyInAnyOrder("sendChatAction", "sendMessageDraft",
                "sendRichMessageDraft", "sendChatJoinRequestWebApp");
        assertThat(FloodControlLimits.builder().build()).isEqualTo(l);
        assertThat(FloodControlLimits.disabled().enabled()).isFalse();
        assertThat(l.toBuilder().globalPerSecond(10).build().globalPerSecond()).isEqualTo(10);
    }

    @Test
    void floodControlValuesOutOfRangeAreRejected() {
        assertThatThrownBy(() -> FloodControlLimits.builder().globalPerSecond(-1).build())
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("globalPerSecond");
        assertThatThrownBy(() -> FloodControlLimits.builder().methods(List.of("se*nd")).build())
                .hasMessageContaining("'se*nd'");
        assertThatThrownBy(() -> FloodControlLimits.builder().excludedMethods(List.of(" ")).build())
                .hasMessageContaining("excludedMethods");
        // patterns are trimmed
        assertThat(FloodControlLimits.builder().methods(List.of(" sendMessage ")).build().counts("sendMessage"))
                .isTrue();
    }
}
