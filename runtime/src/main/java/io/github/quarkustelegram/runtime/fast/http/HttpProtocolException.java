package io.github.quarkustelegram.runtime.fast.http;

import java.io.IOException;

/**
 * The server's answer is not HTTP/1.x as the fast-path clients read it, or exceeds one of their bounds. An
 * {@link IOException}: the call failed on the way (the request may have reached Telegram), and the connection is not
 * used again.
 */
public final class HttpProtocolException extends IOException {

    private static final long serialVersionUID = 1L;

    /** @param message what was wrong, without the token (an answer never quotes the request path) */
    public HttpProtocolException(String message) {
        super(message);
    }
}
