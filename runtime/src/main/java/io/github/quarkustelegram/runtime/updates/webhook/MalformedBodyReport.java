package io.github.quarkustelegram.runtime.updates.webhook;

import java.nio.charset.StandardCharsets;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

import org.jboss.logging.Logger;
import org.jspecify.annotations.Nullable;

import com.fasterxml.jackson.core.JsonProcessingException;

import io.vertx.core.buffer.Buffer;

/**
 * The log line of a body answered 400: a WARN with a short excerpt the first time a failure is seen, DEBUG after (or
 * once {@link #MAX_REMEMBERED_FAILURES} distinct failures were seen), the secret never shown (a caller may echo it).
 * Thread-safe.
 */
public final class MalformedBodyReport {

    /** The longest excerpt of a rejected body that is logged. */
    public static final int EXCERPT_CHARS = 200;
    /** How many distinct decoding failures are remembered (and each logged once); beyond, failures log at debug. */
    static final int MAX_REMEMBERED_FAILURES = 256;

    /** @param level its level @param message the line */
    record Line(Logger.Level level, String message) {
    }

    private final @Nullable String secretToken;
    private final Set<String> logged = ConcurrentHashMap.newKeySet();

    /** @param secretToken what to redact, or null */
    MalformedBodyReport(@Nullable String secretToken) {
        this.secretToken = secretToken;
    }

    /**
     * @param body the rejected body
     * @param failure why it is not an Update
     * @return what to log
     */
    Line report(Buffer body, Exception failure) {
        String reason = failure instanceof JsonProcessingException jpe ? jpe.getOriginalMessage()
                : failure.getMessage();
        reason = redact(bounded(String.valueOf(reason)));
        String key = failure.getClass().getName() + ": " + reason;
        if (logged.size() < MAX_REMEMBERED_FAILURES && logged.add(key)) {
            return new Line(Logger.Level.WARN, "Webhook body rejected with 400 (" + reason + "; " + body.length()
                    + " bytes): " + redact(excerpt(body)) + " [this failure is logged once]");
        }
        return new Line(Logger.Level.DEBUG, "Webhook body rejected with 400 (" + reason + "; " + body.length()
                + " bytes)");
    }

    /** @return at most {@link #EXCERPT_CHARS} characters of the body, control characters escaped */
    static String excerpt(Buffer body) {
        int take = Math.min(body.length(), EXCERPT_CHARS * 4);
        String text = new String(body.getBytes(0, take), StandardCharsets.UTF_8);
        StringBuilder out = new StringBuilder(EXCERPT_CHARS + 16);
        for (int i = 0; i < text.length() && out.length() < EXCERPT_CHARS; i++) {
            char c = text.charAt(i);
            out.append(c < 0x20 || c == 0x7f ? ' ' : c);
        }
        if (out.length() > EXCERPT_CHARS) {
            out.setLength(EXCERPT_CHARS);
        }
        boolean cut = out.length() < text.length() || take < body.length();
        return "\"" + out + "\"" + (cut ? "..." : "");
    }

    private static String bounded(String text) {
        return text.length() <= EXCERPT_CHARS ? text : text.substring(0, EXCERPT_CHARS) + "...";
    }

    /** The body comes from whoever called: it could echo the secret; a log line never shows it. */
    String redact(String text) {
        return secretToken == null ? text : text.replace(secretToken, "***");
    }
}
