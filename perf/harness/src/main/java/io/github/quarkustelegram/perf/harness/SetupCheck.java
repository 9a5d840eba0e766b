package io.github.quarkustelegram.perf.harness;

import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The check every call benchmark makes once in its setup, before anything is timed: the one call it made reached
 * the server as {@code sendMessage(42, "hello")}, and the canned answer decoded to message 2 with text
 * {@code hello}. A benchmark that measured calls which never arrived, or answers it never read, would be fast and
 * wrong; these checks fail the trial instead.
 */
public final class SetupCheck {

    /** The chat every call benchmark sends to. */
    public static final long CHAT_ID = 42;
    /** The text every call benchmark sends. */
    public static final String TEXT = "hello";
    /** The message id in {@code fixtures/sendMessage-response.json}. */
    public static final long ANSWER_MESSAGE_ID = 2;

    private SetupCheck() {
    }

    /**
     * Checks the first request the server captured: a {@code POST} to {@code /bot<token>/sendMessage} (the method
     * name in any case, as the Bot API takes it) whose body
     * carries {@code chat_id} 42 and {@code text} "hello". The body is read as the library sent it: JSON, or a
     * form ({@code application/x-www-form-urlencoded}, as pengrad's client sends); a chat id sent as the string
     * {@code "42"} (as TelegramBots does) counts as 42.
     *
     * @param library who made the call, for the message
     * @throws IllegalStateException when nothing arrived or something else did
     */
    public static void sentHello(String library, LoopbackBotApi server) {
        List<CapturedRequest> captured = server.captured();
        if (captured.isEmpty()) {
            throw new IllegalStateException(library + ": the server received no request");
        }
        CapturedRequest request = captured.get(0);
        String path = URLDecoder.decode(request.target(), StandardCharsets.UTF_8);
        String expectedPath = "/bot" + LoopbackBotApi.TOKEN + "/sendMessage";
        // The Bot API's method names are case-insensitive; TelegramBots sends "sendmessage".
        if (!request.method().equals("POST") || !path.equalsIgnoreCase(expectedPath)
                || !path.startsWith("/bot" + LoopbackBotApi.TOKEN + "/")) {
            throw new IllegalStateException(library + ": expected POST " + expectedPath + ", got " + request);
        }
        Map<String, Object> fields = fields(request);
        if (!String.valueOf(fields.get("chat_id")).equals(String.valueOf(CHAT_ID))
                || !TEXT.equals(fields.get("text"))) {
            throw new IllegalStateException(library + ": expected chat_id " + CHAT_ID + " and text \"" + TEXT
                    + "\" in the body, got " + request);
        }
    }

    /**
     * Checks the decoded answer of that call.
     *
     * @param library who made the call, for the message
     * @param messageId the decoded message's id
     * @param text the decoded message's text
     * @throws IllegalStateException when it is not message 2, "hello"
     */
    public static void repliedHello(String library, Number messageId, String text) {
        if (messageId == null || messageId.longValue() != ANSWER_MESSAGE_ID || !Objects.equals(TEXT, text)) {
            throw new IllegalStateException(library + ": expected the answer to decode to message "
                    + ANSWER_MESSAGE_ID + " \"" + TEXT + "\", got message " + messageId + " \"" + text + "\"");
        }
    }

    /** @return the body's top-level fields, whether it came as JSON or as a form */
    static Map<String, Object> fields(CapturedRequest request) {
        String contentType = Objects.requireNonNullElse(request.header("content-type"), "");
        if (contentType.startsWith("application/x-www-form-urlencoded")) {
            return form(request.bodyText());
        }
        return Json.object(request.bodyText());
    }

    private static Map<String, Object> form(String body) {
        Map<String, Object> fields = new LinkedHashMap<>();
        for (String pair : body.split("&")) {
            int eq = pair.indexOf('=');
            if (eq > 0) {
                fields.put(URLDecoder.decode(pair.substring(0, eq), StandardCharsets.UTF_8),
                        URLDecoder.decode(pair.substring(eq + 1), StandardCharsets.UTF_8));
            }
        }
        return fields;
    }
}
