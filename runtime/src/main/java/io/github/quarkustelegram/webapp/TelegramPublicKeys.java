package io.github.quarkustelegram.webapp;

import java.security.PublicKey;
import java.util.HexFormat;

import io.github.quarkustelegram.runtime.webapp.Ed25519Signatures;

/**
 * The Ed25519 keys Telegram signs Mini App data with for third parties (the {@code signature} field), as published on
 * Telegram's Mini Apps page ("Validating data for Third-Party Use").
 */
public final class TelegramPublicKeys {

    /** Telegram's production key. */
    public static final PublicKey PRODUCTION = ed25519(
            "e7bf03a2fa4602af4580703d88dda5bb59f32ed8b02a56c187fe7d34caed242d");
    /** The key of Telegram's test environment. */
    public static final PublicKey TEST = ed25519("40055058a4ee38156a06562e52eece92a771bcd8346a8c4615cb7376eddf72ec");

    private TelegramPublicKeys() {
    }

    /**
     * @param hex the 32 bytes of an Ed25519 public key in hex, as Telegram publishes them
     * @throws IllegalArgumentException when it is not 64 hex digits
     */
    public static PublicKey ed25519(String hex) {
        return Ed25519Signatures.publicKey(HexFormat.of().parseHex(hex));
    }
}
