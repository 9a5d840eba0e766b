package io.github.quarkustelegram.webapp;

import java.security.PublicKey;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Objects;
import java.util.Set;

import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.runtime.webapp.Ed25519Signatures;
import io.github.quarkustelegram.runtime.webapp.SignedDataHashes;
import io.github.quarkustelegram.runtime.webapp.SignedFields;
import io.github.quarkustelegram.webapp.WebAppAuthException.Reason;

/**
 * Checks a Mini App's {@code initData} ({@code Telegram.WebApp.initData}, the query string a Mini App sends its
 * backend) the way Telegram's Mini Apps page describes, and reads it into an {@link InitData}:
 * <ul>
 * <li>with the bot's token ({@link #withBotToken(String)}): {@code hash} must be
 * hex(HMAC-SHA256(HMAC-SHA256("WebAppData", token), data-check-string)), compared in constant time;</li>
 * <li>without it ({@link #thirdParty(long, PublicKey)}): {@code signature} must be Telegram's Ed25519 signature of
 * {@code <bot id>:WebAppData\n} + data-check-string (the fields but {@code hash} and {@code signature}).</li>
 * </ul>
 * Then {@code auth_date} must be at most {@link #withMaxAge max age} old and not in the future beyond the
 * {@link #withClockSkew clock skew}; with a {@link #withReplayGuard replay guard}, each {@code initData} is accepted
 * once. Immutable and thread-safe; the token is not kept (only the key derived from it) and never shown.
 */
public final class InitDataValidator {

    private static final Set<String> UNSIGNED_BY_HASH = Set.of("hash");
    private static final Set<String> UNSIGNED_BY_SIGNATURE = Set.of("hash", "signature");

    private final byte @Nullable [] secret;
    private final @Nullable PublicKey telegramKey;
    private final long botId;
    private final Validity validity;

    private InitDataValidator(byte @Nullable [] secret, @Nullable PublicKey telegramKey, long botId,
            Validity validity) {
        this.secret = secret;
        this.telegramKey = telegramKey;
        this.botId = botId;
        this.validity = validity;
    }

    /**
     * @param botToken the token of the bot whose Mini App sent the data
     * @return a validator checking {@code hash}, with a maximum age of one hour and a clock skew of 30 s
     * @throws IllegalArgumentException when it does not look like a token (the message does not repeat it)
     */
    public static InitDataValidator withBotToken(String botToken) {
        return new InitDataValidator(SignedDataHashes.webAppSecret(BotTokens.checked(botToken)), null, 0,
                Validity.DEFAULT);
    }

    /**
     * @param botId the id of the bot whose Mini App sent the data (the number before the colon of its token)
     * @param telegramKey {@link TelegramPublicKeys#PRODUCTION} (or {@link TelegramPublicKeys#TEST})
     * @return a validator checking {@code signature}, with a maximum age of one hour and a clock skew of 30 s
     */
    public static InitDataValidator thirdParty(long botId, PublicKey telegramKey) {
        if (botId <= 0) {
            throw new IllegalArgumentException("a bot id is positive: " + botId);
        }
        return new InitDataValidator(null, Objects.requireNonNull(telegramKey, "telegramKey"), botId,
                Validity.DEFAULT);
    }

    /** @return this validator, refusing data whose {@code auth_date} is older than {@code maxAge} (positive) */
    public InitDataValidator withMaxAge(Duration maxAge) {
        return with(new Validity(maxAge, validity.clockSkew(), validity.clock(), validity.replayGuard()));
    }

    /** @return this validator, refusing data whose {@code auth_date} is later than now by more than {@code skew} */
    public InitDataValidator withClockSkew(Duration skew) {
        return with(new Validity(validity.maxAge(), skew, validity.clock(), validity.replayGuard()));
    }

    /** @return this validator, telling the time by {@code clock} (tests) */
    public InitDataValidator withClock(Clock clock) {
        return with(new Validity(validity.maxAge(), validity.clockSkew(), clock, validity.replayGuard()));
    }

    /**
     * @param guard remembers each accepted {@code initData} (by its {@code hash}, or {@code signature} for a third
     *        party) until it expires; a second use is refused as {@link Reason#REPLAYED}. Only where one
     *        {@code initData} must be used once: a Mini App sends the same one with every request.
     * @return this validator, with that guard
     */
    public InitDataValidator withReplayGuard(ReplayGuard guard) {
        return with(new Validity(validity.maxAge(), validity.clockSkew(), validity.clock(),
                Objects.requireNonNull(guard, "guard")));
    }

    /** @return the maximum age of the data accepted */
    public Duration maxAge() {
        return validity.maxAge();
    }

    /**
     * @param initData the query string, as {@code Telegram.WebApp.initData} gives it
     * @return what it says, once checked
     * @throws WebAppAuthException when it is refused, with the reason
     */
    public InitData validate(String initData) {
        SignedFields fields = SignedDataReader.fields(Objects.requireNonNull(initData, "initData"));
        String replayKey = secret != null ? checkHash(fields, secret) : checkSignature(fields);
        Instant authDate = SignedDataReader.authDate(fields);
        Instant now = validity.checkFresh(authDate);
        InitData data = SignedDataReader.initData(fields, authDate);
        validity.checkFirstUse(replayKey, authDate, now);
        return data;
    }

    private static String checkHash(SignedFields fields, byte[] secret) {
        String hash = fields.get("hash");
        if (hash == null) {
            throw new WebAppAuthException(Reason.MISSING_HASH, "initData has no hash field");
        }
        String expected = SignedDataHashes.hexHash(secret, fields.dataCheckString("", UNSIGNED_BY_HASH));
        if (!SignedDataHashes.sameHash(expected, hash)) {
            throw new WebAppAuthException(Reason.BAD_HASH, "the hash is not this bot's for this initData");
        }
        return hash;
    }

    private String checkSignature(SignedFields fields) {
        String signature = fields.get("signature");
        if (signature == null) {
            throw new WebAppAuthException(Reason.MISSING_SIGNATURE, "initData has no signature field");
        }
        String signed = fields.dataCheckString(botId + ":WebAppData\n", UNSIGNED_BY_SIGNATURE);
        if (!Ed25519Signatures.verifies(Objects.requireNonNull(telegramKey), signed, signature)) {
            throw new WebAppAuthException(Reason.BAD_SIGNATURE,
                    "the signature is not Telegram's for this initData and bot " + botId);
        }
        return signature;
    }

    private InitDataValidator with(Validity changed) {
        return new InitDataValidator(secret, telegramKey, botId, changed);
    }

    @Override
    public String toString() {
        return "InitDataValidator[" + (secret != null ? "hash" : "signature, bot " + botId) + ", maxAge="
                + validity.maxAge() + ", replayGuard=" + (validity.replayGuard() != null) + "]";
    }
}
