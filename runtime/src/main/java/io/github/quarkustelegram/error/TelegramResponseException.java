package io.github.quarkustelegram.error;

/**
 * An answer came but could not be read: not JSON, not the Bot API envelope, or a result that does not match the
 * method's result type. Keeps the HTTP status and a bounded excerpt of the body (never the whole body, never the
 * token) for diagnosis.
 */
public class TelegramResponseException extends TelegramException {

    private static final long serialVersionUID = 1L;

    /** The most characters of a body kept in the exception. */
    public static final int MAX_EXCERPT = 512;

    private final int httpStatus;
    private final String bodyExcerpt;

    public TelegramResponseException(String methodName, int httpStatus, String reason, String body, Throwable cause) {
        super(methodName, reason + " (HTTP " + httpStatus + ", body: " + excerpt(body) + ")", cause);
        this.httpStatus = httpStatus;
        this.bodyExcerpt = excerpt(body);
    }

    public int httpStatus() {
        return httpStatus;
    }

    /** At most {@link #MAX_EXCERPT} characters of the body, with "..." when cut. */
    public String bodyExcerpt() {
        return bodyExcerpt;
    }

    static String excerpt(String body) {
        if (body == null) {
            return "<none>";
        }
        return body.length() <= MAX_EXCERPT ? body : body.substring(0, MAX_EXCERPT) + "...";
    }
}
