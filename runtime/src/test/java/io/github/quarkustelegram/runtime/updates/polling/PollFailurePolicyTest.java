package io.github.quarkustelegram.runtime.updates.polling;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.time.Duration;

import org.jboss.logging.Logger;
import org.junit.jupiter.api.Test;

import io.github.quarkustelegram.error.ConflictException;
import io.github.quarkustelegram.error.TooManyRequestsException;
import io.github.quarkustelegram.error.UnauthorizedException;
import io.github.quarkustelegram.runtime.updates.polling.PollFailurePolicy.DeleteWebhook;
import io.github.quarkustelegram.runtime.updates.polling.PollFailurePolicy.Stop;
import io.github.quarkustelegram.runtime.updates.polling.PollFailurePolicy.Wait;

/** The failure table of getUpdates, as pure decisions: no timer, no socket. */
class PollFailurePolicyTest {

    static final Duration INITIAL = Duration.ofMillis(100);
    static final Duration MAX = Duration.ofMillis(400);
    static final String WEBHOOK_ACTIVE = "Conflict: can't use getUpdates method while webhook is active";
    static final String OTHER_POLLER = "Conflict: terminated by other getUpdates request";

    final PollFailurePolicy policy = new PollFailurePolicy(INITIAL, MAX, false);

    @Test
    void unauthorizedStopsWithOneErrorNamingTheTokenKey() {
        assertThat(policy.decide(new UnauthorizedException("getUpdates", "Unauthorized"), 3))
                .isInstanceOfSatisfying(Stop.class, stop -> assertThat(stop.error()).contains("401")
                        .contains("quarkus.telegram.bot.token"));
    }

    @Test
    void aWebhookSetStopsOrIsDeletedAsTheSettingsSay() {
        ConflictException conflict = new ConflictException("getUpdates", WEBHOOK_ACTIVE);
        assertThat(policy.decide(conflict, 0)).isInstanceOfSatisfying(Stop.class,
                stop -> assertThat(stop.error()).contains(WEBHOOK_ACTIVE)
                        .contains("quarkus.telegram.updates.polling.delete-webhook=true"));
        assertThat(new PollFailurePolicy(INITIAL, MAX, true).decide(conflict, 0))
                .isInstanceOfSatisfying(DeleteWebhook.class,
                        delete -> assertThat(delete.warning()).contains(WEBHOOK_ACTIVE).contains("deleting it"));
    }

    @Test
    void otherFailuresBackOffDoublingUpToTheMaximumWarnFirstThenDebug() {
        IOException down = new IOException("connection refused");
        int inARow = 0;
        Duration[] expected = { INITIAL, Duration.ofMillis(200), MAX, MAX, MAX };
        for (int i = 0; i < expected.length; i++) {
            Wait wait = (Wait) policy.decide(down, inARow);
            assertThat(wait.delay()).as("failure %d", i + 1).isEqualTo(expected[i]);
            assertThat(wait.failuresInARow()).isEqualTo(i + 1);
            assertThat(wait.level()).isEqualTo(i == 0 ? Logger.Level.WARN : Logger.Level.DEBUG);
            assertThat(wait.line()).contains("connection refused");
            inARow = wait.failuresInARow();
        }
        assertThat(((Wait) policy.decide(down, 0)).line()).contains("polling again in 100 ms")
                .contains("waiting up to 400 ms");
        assertThat(((Wait) policy.decide(down, 4)).line()).contains("failed 5 times in a row");
    }

    @Test
    void anotherPollerIsWaitedOutWithTheSameBackoffAndOneWarnPerStreak() {
        ConflictException conflict = new ConflictException("getUpdates", OTHER_POLLER);
        Wait first = (Wait) policy.decide(conflict, 0);
        Wait second = (Wait) policy.decide(conflict, first.failuresInARow());
        assertThat(first.level()).isEqualTo(Logger.Level.WARN);
        assertThat(first.line()).contains("another instance polls").contains(OTHER_POLLER);
        assertThat(first.delay()).isEqualTo(INITIAL);
        assertThat(second.level()).isEqualTo(Logger.Level.DEBUG);
        assertThat(second.delay()).isEqualTo(Duration.ofMillis(200));
        assertThat(second.failuresInARow()).isEqualTo(2);
    }

    @Test
    void tooManyRequestsWaitsWhatTelegramAsksCappedAtOneHourWithoutCountingAFailure() {
        Wait asked = (Wait) policy.decide(new TooManyRequestsException("getUpdates", "Too Many Requests",
                Duration.ofSeconds(7)), 2);
        assertThat(asked.delay()).isEqualTo(Duration.ofSeconds(7));
        assertThat(asked.failuresInARow()).as("not counted").isEqualTo(2);
        assertThat(asked.level()).isEqualTo(Logger.Level.WARN);
        assertThat(asked.line()).contains("polling again in 7 s").doesNotContain("capped");

        Wait capped = (Wait) policy.decide(new TooManyRequestsException("getUpdates", "Too Many Requests",
                Duration.ofDays(3)), 0);
        assertThat(capped.delay()).isEqualTo(Duration.ofHours(PollFailurePolicy.MAX_RETRY_AFTER_HOURS))
                .isEqualTo(Duration.ofHours(1));
        assertThat(capped.line()).contains("it asked 259200 s: capped");

        Wait withoutRetryAfter = (Wait) policy.decide(new TooManyRequestsException("getUpdates", "Too Many", null), 0);
        assertThat(withoutRetryAfter.delay()).as("an ordinary failure").isEqualTo(INITIAL);
        assertThat(withoutRetryAfter.failuresInARow()).isEqualTo(1);
    }

    @Test
    void theBackoffNeverOverflowsHoweverLongTheStreak() {
        PollFailurePolicy slow = new PollFailurePolicy(Duration.ofSeconds(1), Duration.ofSeconds(30), false);
        assertThat(slow.backoff(1)).isEqualTo(Duration.ofSeconds(1));
        assertThat(slow.backoff(5)).isEqualTo(Duration.ofSeconds(16));
        assertThat(slow.backoff(6)).isEqualTo(Duration.ofSeconds(30));
        assertThat(slow.backoff(Integer.MAX_VALUE)).isEqualTo(Duration.ofSeconds(30));
    }

    @Test
    void aRecoveryIsAnInfoLineOnlyAfterFailures() {
        assertThat(PollFailurePolicy.recovery(0)).isNull();
        assertThat(PollFailurePolicy.recovery(3)).isEqualTo("getUpdates works again after 3 failures in a row");
    }
}
