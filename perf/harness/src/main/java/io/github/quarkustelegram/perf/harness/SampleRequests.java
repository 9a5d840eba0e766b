package io.github.quarkustelegram.perf.harness;

import java.util.List;

/**
 * What the encode benchmarks of every library encode, so that each builds the same sendMessage with its own
 * request types. {@code sendMessageHtml}: a chat, an HTML text and its parse mode; {@code keyboard2}: the same with
 * an inline keyboard of two rows (the one in {@code large.json}: three buttons, then two with non-ASCII arrows).
 */
public final class SampleRequests {

    /** The encode benchmark's {@code request} parameter: a sendMessage with an HTML text. */
    public static final String SEND_MESSAGE_HTML = "sendMessageHtml";
    /** The encode benchmark's {@code request} parameter: the same with a two-row inline keyboard. */
    public static final String KEYBOARD_2 = "keyboard2";

    public static final long CHAT_ID = -1001234567890L;
    public static final String TEXT = "Hello, <b>world</b>!";
    /** The parse mode as the Bot API spells it. */
    public static final String PARSE_MODE = "HTML";

    /** A callback button. */
    public record Button(String text, String callbackData) {
    }

    public static final List<List<Button>> KEYBOARD = List.of(
            List.of(new Button("ok", "ok:1"), new Button("no", "no:1"), new Button("more", "more:1")),
            List.of(new Button("←", "p:l"), new Button("→", "p:r")));

    private SampleRequests() {
    }

    /**
     * @param request {@link #SEND_MESSAGE_HTML} or {@link #KEYBOARD_2}
     * @return whether that request has the keyboard
     * @throws IllegalArgumentException for another name
     */
    public static boolean hasKeyboard(String request) {
        return switch (request) {
            case SEND_MESSAGE_HTML -> false;
            case KEYBOARD_2 -> true;
            default -> throw new IllegalArgumentException("no sample request named " + request);
        };
    }
}
