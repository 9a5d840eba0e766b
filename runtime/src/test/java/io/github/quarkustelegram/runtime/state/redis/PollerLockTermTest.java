package io.github.quarkustelegram.runtime.state.redis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;

import org.junit.jupiter.api.Test;

import io.github.quarkustelegram.runtime.resilience.VirtualScheduler;

/**
 * The poller lock's decisions on a virtual clock, with no Redis: what each answer and each tick changes. The lock
 * lasts {@code T} = 900 ms in Redis; Redis is asked every period, {@code T / 3} = 300 ms.
 */
class PollerLockTermTest {

    static final Duration T = Duration.ofMillis(900);
    static final Duration PERIOD = Duration.ofMillis(300);

    final VirtualScheduler clock = new VirtualScheduler();
    final PollerLockTerm term = new PollerLockTerm("me", T);

    long now() {
        return clock.nanoTime();
    }

    @Test
    void redisIsAskedEveryThirdOfTheTimeout() {
        assertThat(term.period()).isEqualTo(PERIOD);
        assertThatThrownBy(() -> new PollerLockTerm("me", Duration.ofMillis(2))).hasMessageContaining("at least");
    }

    @Test
    void takenTheLockIsHeldTwoPeriodsFromTheRequestSoOnePeriodBeforeRedisCouldExpireIt() {
        long sentAt = now();
        clock.advance(Duration.ofMillis(2));
        assertThat(term.mine(sentAt, now())).as("took it").isTrue();
        assertThat(term.holder()).isEqualTo("me");
        clock.advance(Duration.ofMillis(597));
        assertThat(term.held(now())).isTrue();
        assertThat(term.tick(now())).isFalse();
        clock.advance(Duration.ofMillis(1)); // 600 ms after the request: 300 ms before Redis may let it go
        assertThat(term.held(now())).as("trusted no longer").isFalse();
        assertThat(term.tick(now())).as("the tick says it was lost").isTrue();
        assertThat(term.holder()).isNull();
    }

    @Test
    void eachRenewalExtendsTheTermAndOneFailedRenewalIsTolerated() {
        assertThat(term.mine(now(), now())).isTrue();
        clock.advance(PERIOD);
        assertThat(term.tick(now())).isFalse();
        long renewal = now();
        clock.advance(Duration.ofMillis(3));
        assertThat(term.mine(renewal, now())).as("renewed: no change").isFalse();
        clock.advance(PERIOD.minusMillis(3));
        assertThat(term.tick(now())).as("the renewal sent now gets no answer").isFalse();
        clock.advance(PERIOD);
        assertThat(term.tick(now())).as("two periods after the last renewal was sent").isTrue();
    }

    @Test
    void anAnswerComingTooLateIsNotTrusted() {
        long sentAt = now();
        clock.advance(PERIOD.multipliedBy(2));
        assertThat(term.mine(sentAt, now())).isFalse();
        assertThat(term.held(now())).isFalse();
    }

    @Test
    void anotherHolderRefusesAndItsLocksEndIsAwaitedClosely() {
        PollerLockTerm.Answer refused = term.other("them", 800);
        assertThat(refused.changed()).isFalse();
        assertThat(refused.askAgainIn()).as("the next tick comes first").isNull();
        assertThat(term.holder()).isEqualTo("them");

        PollerLockTerm.Answer expiring = term.other("them", 120);
        assertThat(expiring.askAgainIn()).as("asked again just after it expires")
                .isEqualTo(Duration.ofMillis(120).plus(PollerLockTerm.AFTER_EXPIRY));

        long sentAt = now();
        assertThat(term.mine(sentAt, now())).as("taken over").isTrue();
        assertThat(term.previous()).isEqualTo("them");
    }

    @Test
    void findingAnotherHolderLosesTheLockAtOnce() {
        assertThat(term.mine(now(), now())).isTrue();
        clock.advance(PERIOD);
        assertThat(term.other("them", 900).changed()).isTrue();
        assertThat(term.held(now())).isFalse();
        assertThat(term.holder()).isEqualTo("them");
    }

    @Test
    void aRenewalFindingTheLockGoneLosesItAndAsksAgainAtOnce() {
        assertThat(term.mine(now(), now())).isTrue();
        PollerLockTerm.Answer gone = term.other("", -2);
        assertThat(gone.changed()).isTrue();
        assertThat(gone.askAgainIn()).isEqualTo(PollerLockTerm.AFTER_EXPIRY);
        assertThat(term.holder()).as("nobody").isNull();
        assertThat(term.previous()).isNull();
    }

    @Test
    void releasedItIsHeldNoMore() {
        assertThat(term.mine(now(), now())).isTrue();
        term.released();
        assertThat(term.held(now())).isFalse();
        assertThat(term.tick(now())).as("no second loss").isFalse();
    }
}
