package io.github.quarkustelegram.runtime.webapp;

import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.KeyFactory;
import java.security.PublicKey;
import java.security.Signature;
import java.security.spec.X509EncodedKeySpec;
import java.util.Base64;
import java.util.HexFormat;

/**
 * Telegram's third-party signature of a Mini App's {@code initData}: Ed25519 (the JDK's, Java 15+) over
 * {@code <bot id>:WebAppData\n<data-check-string>}, sent base64url without padding. Checking it needs no token.
 */
public final class Ed25519Signatures {

    /** The DER header of an X.509 SubjectPublicKeyInfo holding a raw 32-byte Ed25519 key (RFC 8410). */
    private static final byte[] SPKI_PREFIX = HexFormat.of().parseHex("302a300506032b6570032100");
    private static final int KEY_LENGTH = 32;

    private Ed25519Signatures() {
    }

    /**
     * @param raw the 32 bytes of an Ed25519 public key, as Telegram publishes its keys (in hex)
     * @throws IllegalArgumentException when it is not 32 bytes
     */
    public static PublicKey publicKey(byte[] raw) {
        if (raw.length != KEY_LENGTH) {
            throw new IllegalArgumentException("an Ed25519 public key is 32 bytes, not " + raw.length);
        }
        byte[] encoded = new byte[SPKI_PREFIX.length + KEY_LENGTH];
        System.arraycopy(SPKI_PREFIX, 0, encoded, 0, SPKI_PREFIX.length);
        System.arraycopy(raw, 0, encoded, SPKI_PREFIX.length, KEY_LENGTH);
        try {
            return KeyFactory.getInstance("Ed25519").generatePublic(new X509EncodedKeySpec(encoded));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("Ed25519 is missing from this JVM", e);
        }
    }

    /**
     * @param signature base64url, with or without padding
     * @return whether {@code signature} is {@code key}'s over {@code data}; false for a signature that does not decode
     */
    public static boolean verifies(PublicKey key, String data, String signature) {
        byte[] decoded;
        try {
            decoded = Base64.getUrlDecoder().decode(signature);
        } catch (IllegalArgumentException e) {
            return false;
        }
        try {
            Signature verifier = Signature.getInstance("Ed25519");
            verifier.initVerify(key);
            verifier.update(data.getBytes(StandardCharsets.UTF_8));
            return verifier.verify(decoded);
        } catch (java.security.SignatureException e) {
            return false; // a signature of the wrong length
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("cannot verify an Ed25519 signature with that key", e);
        }
    }
}
