package io.github.quarkustelegram.perf.harness;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;

/**
 * The benchmark fixtures: byte-identical copies of {@code shared/fixtures}, so every library in every
 * benchmark, ours and the peers', reads the same bytes.
 */
public final class Fixtures {

    /** A private-chat text message Update ({@code /start}). */
    public static final String SMALL = "small.json";
    /** A supergroup message with three entities, an inline keyboard of two rows and three photo sizes. */
    public static final String LARGE = "large.json";
    /**
     * A callback query from an inline keyboard button, its message (a {@code MaybeInaccessibleMessage}) with
     * {@code from} and {@code chat} before {@code date}, as Telegram orders them. Ours, not a shared fixture.
     */
    public static final String CALLBACK_QUERY = "callback-query.json";
    /** The answer to {@code sendMessage}: message 2, text {@code hello}, in chat 42. */
    public static final String SEND_MESSAGE_RESPONSE = "sendMessage-response.json";

    private Fixtures() {
    }

    public static byte[] bytes(String name) {
        try (InputStream in = Fixtures.class.getResourceAsStream("/fixtures/" + name)) {
            if (in == null) {
                throw new IllegalArgumentException("no fixture named " + name);
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
