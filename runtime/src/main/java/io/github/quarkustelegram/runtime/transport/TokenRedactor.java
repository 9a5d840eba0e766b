package io.github.quarkustelegram.runtime.transport;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

import org.jspecify.annotations.Nullable;

/**
 * Keeps a bot token out of everything shown to a user: replaces it, and its URL-encoded form, with
 * {@value #PLACEHOLDER} in text, and rewrites an exception chain whose messages carry it.
 *
 * <p>
 * The token is in every request URL ({@code /bot<token>/sendMessage}), so any exception that quotes the URL (a
 * Vert.x timeout does: "... while executing POST /bot123:ABC/sendMessage") would leak it. Such an exception is never
 * attached as it is: {@link #redact(Throwable)} gives a {@link RedactedException} copy, same stack trace, redacted
 * message.
 */
public final class TokenRedactor {

    /** What the token is replaced with. */
    public static final String PLACEHOLDER = "<token>";

    private final List<String> forms;

    /** @param token the bot token; blank for none (then nothing is redacted) */
    public TokenRedactor(String token) {
        Objects.requireNonNull(token, "token");
        if (token.isBlank()) {
            this.forms = List.of();
        } else {
            String encoded = URLEncoder.encode(token, StandardCharsets.UTF_8);
            // percent-escapes may be written in lower case (%3a)
            String lowerEscapes = java.util.regex.Pattern.compile("%[0-9A-F]{2}").matcher(encoded)
                    .replaceAll(m -> m.group().toLowerCase(java.util.Locale.ROOT));
            this.forms = encoded.equals(token) ? List.of(token) : List.of(token, encoded, lowerEscapes);
        }
    }

    /**
     * @param text any text, e.g. a URL or a message
     * @return the text with every occurrence of the token replaced by {@value #PLACEHOLDER}; null stays null
     */
    public @Nullable String redact(@Nullable String text) {
        if (text == null) {
            return null;
        }
        String out = text;
        for (String form : forms) {
            if (out.contains(form)) {
                out = out.replace(form, PLACEHOLDER);
            }
        }
        return out;
    }

    /** @return whether the text contains the token */
    public boolean leaks(@Nullable String text) {
        if (text == null) {
            return false;
        }
        for (String form : forms) {
            if (text.contains(form)) {
                return true;
            }
        }
        return false;
    }

    /**
     * An exception safe to attach as a cause: the exception itself when no message in its chain (causes and
     * suppressed included) has the token, else a copy of the chain as {@link RedactedException}s with the messages
     * redacted and the stack traces kept.
     *
     * @param failure any exception
     * @return an exception without the token
     */
    public Throwable redact(Throwable failure) {
        return leaksIn(failure, new IdentityHashMap<>()) ? copy(failure, new IdentityHashMap<>()) : failure;
    }

    private boolean leaksIn(@Nullable Throwable t, Map<Throwable, Boolean> seen) {
        if (t == null || seen.put(t, Boolean.TRUE) != null) {
            return false;
        }
        if (leaks(t.getMessage()) || leaks(t.getLocalizedMessage()) || leaks(t.toString())) {
            return true;
        }
        for (Throwable s : t.getSuppressed()) {
            if (leaksIn(s, seen)) {
                return true;
            }
        }
        return leaksIn(t.getCause(), seen);
    }

    private Throwable copy(Throwable t, Map<Throwable, Throwable> copies) {
        Throwable done = copies.get(t);
        if (done != null) {
            return done;
        }
        RedactedException copy = new RedactedException(t.getClass().getName(), redact(t.getMessage()));
        copies.put(t, copy);
        copy.setStackTrace(t.getStackTrace());
        if (t.getCause() != null) {
            copy.initCause(copy(t.getCause(), copies));
        }
        for (Throwable s : t.getSuppressed()) {
            copy.addSuppressed(copy(s, copies));
        }
        return copy;
    }

    /**
     * A copy of an exception whose message had the bot token: the original class name and the redacted message,
     * with the original stack trace.
     */
    public static final class RedactedException extends RuntimeException {

        private static final long serialVersionUID = 1L;

        private final String originalClass;

        RedactedException(String originalClass, @Nullable String redactedMessage) {
            super(originalClass + (redactedMessage == null ? "" : ": " + redactedMessage));
            this.originalClass = originalClass;
        }

        /** @return the class name of the exception this copies, e.g. {@code java.net.ConnectException} */
        public String originalClass() {
            return originalClass;
        }

        @Override
        public String toString() {
            return getClass().getSimpleName() + "[" + getMessage() + "]";
        }
    }
}
