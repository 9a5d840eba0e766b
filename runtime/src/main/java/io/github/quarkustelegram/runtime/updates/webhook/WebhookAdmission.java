package io.github.quarkustelegram.runtime.updates.webhook;

import java.util.List;

import org.jspecify.annotations.Nullable;

import io.netty.util.AsciiString;
import io.vertx.core.http.HttpHeaders;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.http.HttpServerRequest;

/**
 * Whether a request may be read: POST, the secret, JSON, room and a body within the cap. Each check returns the
 * {@link Refusal} to answer, or null to go on; the refusals are constants, so admitting allocates nothing.
 */
final class WebhookAdmission {

    /** The header in which Telegram sends the {@code secret_token} given to {@code setWebhook}. */
    static final String SECRET_HEADER = "X-Telegram-Bot-Api-Secret-Token";
    /** Hashed once, not on every request. */
    private static final AsciiString SECRET_HEADER_NAME = AsciiString.cached(SECRET_HEADER);

    /** An answer given before the body is read. */
    record Refusal(int status, String message, @Nullable String header, @Nullable String value) {
    }

    static final Refusal NOT_POST = new Refusal(405, "POST only", HttpHeaders.ALLOW.toString(), "POST");
    /** The same answer for a missing, a wrong and a repeated secret, and nothing about the expected one. */
    static final Refusal UNAUTHORIZED = new Refusal(401, "Unauthorized", null, null);
    static final Refusal NOT_JSON = new Refusal(415, "Unsupported Media Type: application/json only", null, null);
    static final Refusal SHUTTING_DOWN = new Refusal(503, "Shutting down", HttpHeaders.RETRY_AFTER.toString(), "5");
    static final Refusal TOO_MANY = new Refusal(503, "Too many deliveries at once", HttpHeaders.RETRY_AFTER.toString(),
            "1");
    static final Refusal BAD_LENGTH = new Refusal(400, "Bad Content-Length", null, null);
    static final Refusal TOO_LARGE = new Refusal(413, "Payload Too Large", null, null);
    static final Refusal TOO_SLOW = new Refusal(408, "Request Timeout", null, null);

    /** The secret, as characters: it is ASCII (the Bot API's rule), compared without encoding what is presented. */
    private final char @Nullable [] secret;
    private final int maxBodyBytes;
    private final int maxInFlight;

    WebhookAdmission(@Nullable String secretToken, int maxBodyBytes, int maxInFlight) {
        this.secret = secretToken == null ? null : secretToken.toCharArray();
        this.maxBodyBytes = maxBodyBytes;
        this.maxInFlight = maxInFlight;
    }

    /** @return the refusal of a request that is not a POST of JSON with the secret, or null */
    @Nullable
    Refusal checkRequest(HttpServerRequest request) {
        if (request.method() != HttpMethod.POST) {
            return NOT_POST;
        }
        if (secret != null && !secretMatches(request.headers().getAll(SECRET_HEADER_NAME))) {
            return UNAUTHORIZED;
        }
        if (!isJson(request.getHeader(HttpHeaders.CONTENT_TYPE))) {
            return NOT_JSON;
        }
        return null;
    }

    /**
     * @param draining whether a drain began
     * @param inFlight the requests in flight, this one included
     * @param contentLength the Content-Length header, or null (chunked)
     * @return the refusal of a request counted in flight already, or null to read its body
     */
    @Nullable
    Refusal checkRoom(boolean draining, int inFlight, @Nullable String contentLength) {
        if (draining) {
            return SHUTTING_DOWN;
        }
        if (inFlight > maxInFlight) {
            return TOO_MANY;
        }
        long declared = declaredLength(contentLength);
        if (declared == -2) {
            return BAD_LENGTH;
        }
        return declared > maxBodyBytes ? TOO_LARGE : null;
    }

    /** One header exactly, equal to the secret; in time independent of where they differ (a length may show). */
    boolean secretMatches(List<String> headers) {
        if (headers.size() != 1) {
            return false; // none, or more than one: no guessing which counts
        }
        char[] expected = secret;
        String presented = headers.get(0);
        if (expected == null || presented.length() != expected.length) {
            return expected == null;
        }
        int difference = 0;
        for (int i = 0; i < expected.length; i++) {
            difference |= presented.charAt(i) ^ expected[i];
        }
        return difference == 0;
    }

    /** {@code application/json}, with or without parameters (a charset); read in place, nothing allocated. */
    static boolean isJson(@Nullable String contentType) {
        if (contentType == null) {
            return false;
        }
        int end = contentType.indexOf(';');
        end = end < 0 ? contentType.length() : end;
        int start = 0;
        while (start < end && Character.isWhitespace(contentType.charAt(start))) {
            start++;
        }
        while (end > start && Character.isWhitespace(contentType.charAt(end - 1))) {
            end--;
        }
        String json = "application/json";
        return end - start == json.length() && contentType.regionMatches(true, start, json, 0, json.length());
    }

    /** @return the Content-Length, -1 when absent (chunked), -2 when not a number */
    static long declaredLength(@Nullable String value) {
        if (value == null) {
            return -1;
        }
        try {
            long length = Long.parseLong(value.trim());
            return length < 0 ? -2 : length;
        } catch (NumberFormatException e) {
            return -2;
        }
    }
}
