package io.github.quarkustelegram.runtime.webapp;

import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.Locale;

import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * The two HMAC-SHA256 schemes Telegram signs with: a Mini App's {@code initData} (the secret is HMAC-SHA256 of the
 * token keyed with {@code "WebAppData"}) and the Login Widget's data (the secret is SHA-256 of the token). The secrets
 * are derived once per validator, so the token itself is not kept.
 */
public final class SignedDataHashes {

    private static final byte[] WEB_APP_DATA = "WebAppData".getBytes(StandardCharsets.US_ASCII);

    private SignedDataHashes() {
    }

    /** @return the secret key of Mini App hashes for that bot */
    public static byte[] webAppSecret(String botToken) {
        return hmac(WEB_APP_DATA, botToken);
    }

    /** @return the secret key of Login Widget hashes for that bot */
    public static byte[] loginWidgetSecret(String botToken) {
        try {
            return MessageDigest.getInstance("SHA-256").digest(botToken.getBytes(StandardCharsets.UTF_8));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("SHA-256 is missing from this JVM", e);
        }
    }

    /** @return hex(HMAC_SHA256(secret, dataCheckString)), lower case as Telegram writes it */
    public static String hexHash(byte[] secret, String dataCheckString) {
        return HexFormat.of().formatHex(hmac(secret, dataCheckString));
    }

    /** @return whether the hash received is the one expected, in time independent of where they differ */
    public static boolean sameHash(String expected, String received) {
        return MessageDigest.isEqual(expected.getBytes(StandardCharsets.US_ASCII),
                received.toLowerCase(Locale.ROOT).getBytes(StandardCharsets.US_ASCII));
    }

    private static byte[] hmac(byte[] key, String data) {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(key, "HmacSHA256"));
            return mac.doFinal(data.getBytes(StandardCharsets.UTF_8));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("HmacSHA256 is missing from this JVM", e);
        }
    }
}
