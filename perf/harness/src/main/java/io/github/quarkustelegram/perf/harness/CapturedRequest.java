package io.github.quarkustelegram.perf.harness;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;

/**
 * A request as {@link LoopbackBotApi} received it, kept for a benchmark's setup check.
 *
 * @param method the request method, e.g. {@code POST}
 * @param target the request target as sent, e.g. {@code /bot123:abc/sendMessage}
 * @param headers the header fields, names in lower case, values in the order received
 * @param body the body bytes (chunks joined, when it came chunked)
 */
public record CapturedRequest(String method, String target, Map<String, List<String>> headers, byte[] body) {

    /** @return the first value of the header, or null */
    public String header(String name) {
        List<String> values = headers.get(name.toLowerCase(java.util.Locale.ROOT));
        return values == null || values.isEmpty() ? null : values.get(0);
    }

    /** @return the body decoded as UTF-8 */
    public String bodyText() {
        return new String(body, StandardCharsets.UTF_8);
    }

    @Override
    public String toString() {
        return method + " " + target + " " + headers + " " + bodyText();
    }
}
