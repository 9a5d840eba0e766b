package io.github.quarkustelegram.runtime.transport;

import java.net.URI;
import java.net.URISyntaxException;
import java.util.Objects;

/**
 * Where a bot's calls go: {@code {baseUrl}/bot{token}/{method}}, or {@code {baseUrl}/bot{token}/test/{method}} in
 * Telegram's test environment; files are fetched from {@code {baseUrl}/file/bot{token}/{file_path}} (with
 * {@code /test} before the path in the test environment).
 *
 * <p>
 * {@link #toString()} and {@link #redactor()} never show the token.
 */
public final class BotApiEndpoint {

    /** Telegram's Bot API server. */
    public static final String DEFAULT_BASE_URL = "https://api.telegram.org";

    private final String baseUrl;
    private final boolean testEnvironment;
    private final TokenRedactor redactor;
    private final String methodPrefix;
    private final String filePrefix;

    /**
     * @param baseUrl the server, e.g. {@code https://api.telegram.org} or a local Bot API server's
     *        {@code http://localhost:8081}; a trailing {@code /} is ignored
     * @param token the bot token from BotFather
     * @param testEnvironment whether to use Telegram's test environment
     * @throws IllegalArgumentException when the base URL is not an absolute http(s) URL, or the token is blank or
     *         has characters that cannot be in a URL path
     */
    public BotApiEndpoint(String baseUrl, String token, boolean testEnvironment) {
        Objects.requireNonNull(baseUrl, "baseUrl");
        Objects.requireNonNull(token, "token");
        this.redactor = new TokenRedactor(token);
        if (token.isBlank()) {
            throw new IllegalArgumentException("The bot token is blank");
        }
        if (!token.matches("[A-Za-z0-9:_-]+")) {
            throw new IllegalArgumentException("The bot token has characters a token never has (expected digits, ':', "
                    + "letters, '_' and '-')");
        }
        String base = baseUrl.strip();
        while (base.endsWith("/")) {
            base = base.substring(0, base.length() - 1);
        }
        try {
            URI uri = new URI(base);
            if (!uri.isAbsolute() || uri.getHost() == null
                    || !("http".equalsIgnoreCase(uri.getScheme()) || "https".equalsIgnoreCase(uri.getScheme()))) {
                throw new IllegalArgumentException("The Bot API base URL must be an absolute http(s) URL: "
                        + redactor.redact(baseUrl));
            }
        } catch (URISyntaxException e) {
            throw new IllegalArgumentException("The Bot API base URL is not a URL: " + redactor.redact(baseUrl));
        }
        this.baseUrl = base;
        this.testEnvironment = testEnvironment;
        this.methodPrefix = base + "/bot" + token + (testEnvironment ? "/test/" : "/");
        this.filePrefix = base + "/file/bot" + token + (testEnvironment ? "/test/" : "/");
    }

    /** @return the base URL, without a trailing {@code /} */
    public String baseUrl() {
        return baseUrl;
    }

    /** @return whether calls go to Telegram's test environment */
    public boolean testEnvironment() {
        return testEnvironment;
    }

    /** @return the redactor of this endpoint's token */
    public TokenRedactor redactor() {
        return redactor;
    }

    /**
     * @param methodName a Bot API method, e.g. {@code sendMessage}
     * @return the URL to POST the call to; it contains the token: never show it
     */
    public String methodUrl(String methodName) {
        return methodPrefix + methodName;
    }

    /**
     * @param filePath a {@code file_path} from getFile (relative, e.g. {@code photos/file_1.jpg})
     * @return the URL to GET the file from; it contains the token: never show it
     */
    public String fileUrl(String filePath) {
        String path = filePath;
        while (path.startsWith("/")) {
            path = path.substring(1);
        }
        return filePrefix + path;
    }

    /** @return the URL with the token redacted, for messages */
    @Override
    public String toString() {
        return "BotApiEndpoint[" + baseUrl + "/bot" + TokenRedactor.PLACEHOLDER + (testEnvironment ? "/test" : "")
                + "]";
    }
}
