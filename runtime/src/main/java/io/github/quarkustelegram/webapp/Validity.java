package io.github.quarkustelegram.webapp;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Objects;

import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.runtime.webapp.Freshness;
import io.github.quarkustelegram.webapp.WebAppAuthException.Reason;

/** The time rules both validators share: maximum age, clock skew, clock, and the optional replay guard. */
record Validity(Duration maxAge, Duration clockSkew, Clock clock, @Nullable ReplayGuard replayGuard) {

    static final Validity DEFAULT = new Validity(Duration.ofHours(1), Duration.ofSeconds(30), Clock.systemUTC(), null);

    Validity {
        Objects.requireNonNull(clock, "clock");
        if (maxAge.isNegative() || maxAge.isZero()) {
            throw new IllegalArgumentException("maxAge must be positive: " + maxAge);
        }
        if (clockSkew.isNegative()) {
            throw new IllegalArgumentException("clockSkew must not be negative: " + clockSkew);
        }
    }

    /** @throws WebAppAuthException EXPIRED or FROM_THE_FUTURE */
    Instant checkFresh(Instant authDate) {
        Instant now = clock.instant();
        switch (Freshness.of(authDate, now, maxAge, clockSkew)) {
            case EXPIRED:
                throw new WebAppAuthException(Reason.EXPIRED, "auth_date is older than " + maxAge);
            case FUTURE:
                throw new WebAppAuthException(Reason.FROM_THE_FUTURE,
                        "auth_date is later than now by more than " + clockSkew);
            default:
                return now;
        }
    }

    /** @throws WebAppAuthException REPLAYED when a guard is set and saw the key before */
    void checkFirstUse(String key, Instant authDate, Instant now) {
        if (replayGuard != null && !replayGuard.firstUse(key, authDate.plus(maxAge), now)) {
            throw new WebAppAuthException(Reason.REPLAYED, "this data was already used");
        }
    }
}
