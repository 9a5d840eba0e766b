package io.github.quarkustelegram.webapp;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.PrivateKey;
import java.security.Signature;
import java.util.Base64;
import java.util.HexFormat;
import java.util.Map;
import java.util.StringJoiner;
import java.util.TreeMap;

import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * Signs test data as Telegram does, written from Telegram's description apart from the code under test, so that a
 * mistake in one is not repeated in the other.
 */
final class TestSigner {

    private TestSigner() {
    }

    /** @return the fields plus {@code hash}, as a Mini App's initData */
    static String initData(String botToken, Map<String, String> fields) {
        byte[] secret = hmac("WebAppData".getBytes(StandardCharsets.UTF_8), botToken);
        return query(fields, "hash", hex(hmac(secret, checkString("", fields))));
    }

    /** @return the fields plus {@code signature} (Ed25519 by {@code key}) and a {@code hash} no one checks */
    static String thirdParty(long botId, PrivateKey key, Map<String, String> fields) {
        try {
            Signature signer = Signature.getInstance("Ed25519");
            signer.initSign(key);
            signer.update(checkString(botId + ":WebAppData\n", fields).getBytes(StandardCharsets.UTF_8));
            String signature = Base64.getUrlEncoder().withoutPadding().encodeToString(signer.sign());
            Map<String, String> signed = new TreeMap<>(fields);
            signed.put("signature", signature);
            return query(signed, "hash", "00");
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException(e);
        }
    }

    /** @return the fields plus {@code hash}, as a Login Widget's data */
    static String loginWidget(String botToken, Map<String, String> fields) {
        try {
            byte[] secret = MessageDigest.getInstance("SHA-256").digest(botToken.getBytes(StandardCharsets.UTF_8));
            return query(fields, "hash", hex(hmac(secret, checkString("", fields))));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException(e);
        }
    }

    static String checkString(String prefix, Map<String, String> fields) {
        StringJoiner joined = new StringJoiner("\n", prefix, "");
        new TreeMap<>(fields).forEach((key, value) -> joined.add(key + "=" + value));
        return joined.toString();
    }

    static String query(Map<String, String> fields, String lastKey, String lastValue) {
        StringJoiner query = new StringJoiner("&");
        fields.forEach((key, value) -> query.add(key + "=" + URLEncoder.encode(value, StandardCharsets.UTF_8)));
        return query.add(lastKey + "=" + lastValue).toString();
    }

    private static byte[] hmac(byte[] key, String data) {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(key, "HmacSHA256"));
            return mac.doFinal(data.getBytes(StandardCharsets.UTF_8));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException(e);
        }
    }

    private static String hex(byte[] bytes) {
        return HexFormat.of().formatHex(bytes);
    }
}
