package io.github.quarkustelegram.webapp;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Objects;
import java.util.Set;

import io.github.quarkustelegram.runtime.webapp.SignedDataHashes;
import io.github.quarkustelegram.runtime.webapp.SignedFields;
import io.github.quarkustelegram.webapp.WebAppAuthException.Reason;

/**
 * Checks the data the Telegram Login Widget gives a site ({@code id}, {@code first_name}, ..., {@code auth_date},
 * {@code hash}, as the query string of its redirect or built from its callback's object) the way Telegram's widgets
 * page describes: {@code hash} must be hex(HMAC-SHA256(SHA-256(token), data-check-string)), compared in constant time;
 * {@code auth_date} at most {@link #withMaxAge max age} old. A login is a one-time event, so a
 * {@link #withReplayGuard replay guard} fits it well. Immutable and thread-safe; the token is not kept.
 */
public final class LoginWidgetValidator {

    private static final Set<String> UNSIGNED = Set.of("hash");

    private final byte[] secret;
    private final Validity validity;

    private LoginWidgetValidator(byte[] secret, Validity validity) {
        this.secret = secret;
        this.validity = validity;
    }

    /**
     * @param botToken the token of the bot the widget logs in with
     * @return a validator with a maximum age of one hour and a clock skew of 30 s, without replay guard
     * @throws IllegalArgumentException when it does not look like a token (the message does not repeat it)
     */
    public static LoginWidgetValidator withBotToken(String botToken) {
        return new LoginWidgetValidator(SignedDataHashes.loginWidgetSecret(BotTokens.checked(botToken)),
                Validity.DEFAULT);
    }

    /** @return this validator, refusing data whose {@code auth_date} is older than {@code maxAge} (positive) */
    public LoginWidgetValidator withMaxAge(Duration maxAge) {
        return new LoginWidgetValidator(secret,
                new Validity(maxAge, validity.clockSkew(), validity.clock(), validity.replayGuard()));
    }

    /** @return this validator, refusing data whose {@code auth_date} is later than now by more than {@code skew} */
    public LoginWidgetValidator withClockSkew(Duration skew) {
        return new LoginWidgetValidator(secret,
                new Validity(validity.maxAge(), skew, validity.clock(), validity.replayGuard()));
    }

    /** @return this validator, telling the time by {@code clock} (tests) */
    public LoginWidgetValidator withClock(Clock clock) {
        return new LoginWidgetValidator(secret,
                new Validity(validity.maxAge(), validity.clockSkew(), clock, validity.replayGuard()));
    }

    /**
     * @param guard remembers each accepted login (by its {@code hash}) until it expires; a second use is refused as
     *        {@link Reason#REPLAYED}
     * @return this validator, with that guard
     */
    public LoginWidgetValidator withReplayGuard(ReplayGuard guard) {
        return new LoginWidgetValidator(secret, new Validity(validity.maxAge(), validity.clockSkew(),
                validity.clock(), Objects.requireNonNull(guard, "guard")));
    }

    /**
     * @param fields the widget's fields as a query string ({@code id=...&first_name=...&auth_date=...&hash=...})
     * @return the user it authorised, once checked
     * @throws WebAppAuthException when it is refused, with the reason
     */
    public LoginWidgetData validate(String fields) {
        SignedFields signed = SignedDataReader.fields(Objects.requireNonNull(fields, "fields"));
        String hash = signed.get("hash");
        if (hash == null) {
            throw new WebAppAuthException(Reason.MISSING_HASH, "the login data has no hash field");
        }
        String expected = SignedDataHashes.hexHash(secret, signed.dataCheckString("", UNSIGNED));
        if (!SignedDataHashes.sameHash(expected, hash)) {
            throw new WebAppAuthException(Reason.BAD_HASH, "the hash is not this bot's for this login data");
        }
        Instant authDate = SignedDataReader.authDate(signed);
        Instant now = validity.checkFresh(authDate);
        LoginWidgetData data = SignedDataReader.loginWidgetData(signed, authDate);
        validity.checkFirstUse(hash, authDate, now);
        return data;
    }

    @Override
    public String toString() {
        return "LoginWidgetValidator[maxAge=" + validity.maxAge() + ", replayGuard=" + (validity.replayGuard() != null)
                + "]";
    }
}
