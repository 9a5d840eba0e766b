package io.github.quarkustelegram.runtime.broadcasts;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.time.Duration;

import org.junit.jupiter.api.Test;

import io.github.quarkustelegram.error.TelegramApiException;
import io.github.quarkustelegram.error.TelegramNetworkException;
import io.github.quarkustelegram.error.TelegramResponseException;
import io.github.quarkustelegram.resilience.FloodControlWaitException;
import io.github.quarkustelegram.runtime.broadcasts.SendVerdict.Action;

/** What a broadcast does after each kind of failure of a recipient's send: the verdict from the failure alone. */
class SendVerdictTest {

    private static TelegramApiException api(int code, String description) {
        return TelegramApiException.of("sendMessage", code, description, null, null);
    }

    @Test
    void aUserWhoBlockedTheBotIsUnreachable() {
        SendVerdict verdict = SendVerdict.of(api(403, "Forbidden: bot was blocked by the user"));
        assertThat(verdict.action()).isEqualTo(Action.UNREACHABLE);
        assertThat(verdict.errorCode()).isEqualTo(403);
        assertThat(verdict.reason()).isEqualTo("Forbidden: bot was blocked by the user");
    }

    @Test
    void aChatThatIsGoneIsUnreachable() {
        assertThat(SendVerdict.of(api(400, "Bad Request: chat not found")).action()).isEqualTo(Action.UNREACHABLE);
        assertThat(SendVerdict.of(api(400, "Bad Request: PEER_ID_INVALID")).action()).isEqualTo(Action.UNREACHABLE);
        assertThat(SendVerdict.of(api(403, "Forbidden: user is deactivated")).action())
                .isEqualTo(Action.UNREACHABLE);
    }

    @Test
    void aGroupThatBecameASupergroupIsSentToItsNewId() {
        SendVerdict verdict = SendVerdict.of(TelegramApiException.of("sendMessage", 400,
                "Bad Request: group chat was upgraded to a supergroup chat", null, -1001234567890L));
        assertThat(verdict.action()).isEqualTo(Action.MIGRATED);
        assertThat(verdict.migrateTo()).isEqualTo(-1001234567890L);
    }

    @Test
    void a429WaitsItsRetryAfter() {
        SendVerdict verdict = SendVerdict.of(TelegramApiException.of("sendMessage", 429,
                "Too Many Requests: retry after 7", Duration.ofSeconds(7), null));
        assertThat(verdict.action()).isEqualTo(Action.WAIT);
        assertThat(verdict.pause()).isEqualTo(Duration.ofSeconds(7));
        assertThat(SendVerdict.of(api(429, "Too Many Requests")).pause()).as("no retry_after: a second")
                .isEqualTo(Duration.ofSeconds(1));
    }

    @Test
    void aServerFaultMayHaveSentIt() {
        assertThat(SendVerdict.of(api(500, "Internal Server Error")).action()).isEqualTo(Action.UNCERTAIN);
        assertThat(SendVerdict.of(api(502, "Bad Gateway")).action()).isEqualTo(Action.UNCERTAIN);
    }

    @Test
    void aProxysErrorPageMayHaveSentIt() {
        TelegramResponseException page = new TelegramResponseException("sendMessage", 502, "Not JSON",
                "<html>502 Bad Gateway</html>", new IOException("unexpected character"));
        assertThat(SendVerdict.of(page).action()).isEqualTo(Action.UNCERTAIN);
        TelegramResponseException odd = new TelegramResponseException("sendMessage", 200, "Not JSON", "<html/>",
                new IOException("unexpected character"));
        assertThat(SendVerdict.of(odd).action()).as("an unreadable 200").isEqualTo(Action.FAILED);
    }

    @Test
    void aNetworkFailureIsSentAgainEitherWay() {
        TelegramNetworkException lost = new TelegramNetworkException("sendMessage", "connection reset", true, false,
                new IOException("reset"));
        TelegramNetworkException refused = new TelegramNetworkException("sendMessage", "connection refused", false,
                false, new IOException("refused"));
        assertThat(SendVerdict.of(lost).action()).as("it may have reached Telegram").isEqualTo(Action.UNCERTAIN);
        assertThat(SendVerdict.of(refused).action()).as("it never left").isEqualTo(Action.AGAIN);
    }

    @Test
    void floodControlsWaitRunningOutIsSentAgain() {
        FloodControlWaitException waited = new FloodControlWaitException("sendMessage", Duration.ofSeconds(30), 12,
                "chat 42");
        assertThat(SendVerdict.of(waited).action()).isEqualTo(Action.AGAIN);
    }

    @Test
    void anyOtherBadRequestFails() {
        SendVerdict verdict = SendVerdict.of(api(400, "Bad Request: can't parse entities: Unsupported start tag"));
        assertThat(verdict.action()).isEqualTo(Action.FAILED);
        assertThat(verdict.errorCode()).isEqualTo(400);
        assertThat(SendVerdict.of(new IllegalStateException("a bug")).action()).isEqualTo(Action.FAILED);
    }
}
