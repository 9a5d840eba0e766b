package io.github.quarkustelegram.testing.telegram;

import java.util.List;
import java.util.Objects;

/**
 * One step of a conversation with the bot in a {@link FakeTelegram}: something a user did (sent a message, pressed a
 * button, typed an inline query) or something the bot did through the Bot API (sent or edited a message, answered a
 * callback query, ...).
 *
 * @param sequence the step's place in the transcript, from 1, increasing
 * @param from who acted
 * @param kind for a user, the update kind ({@code message}, {@code callback_query}, {@code inline_query}, ...); for the
 *        bot, the Bot API method it called ({@code sendMessage}, {@code editMessageText}, ...)
 * @param chatId the chat it happened in; 0 when there is none (an inline query)
 * @param messageId the message sent, edited, deleted or whose button was pressed; 0 when there is none
 * @param text the message's text or caption, a button's callback data, an inline query, or the text of a callback
 *        answer; empty when there is none
 * @param buttons the texts of the inline keyboard's buttons of a message, row after row; empty when there is none
 * @param json the Bot API object behind the step as JSON text: the user's message, callback query or inline query,
 *        the bot's resulting message, or the parameters of a call that returned no message
 */
public record TranscriptEntry(long sequence, From from, String kind, long chatId, long messageId, String text,
        List<String> buttons, String json) {

    /** Who acted. */
    public enum From {
        /** A user, through {@link FakeUser}. */
        USER,
        /** The bot, by a Bot API call. */
        BOT
    }

    public TranscriptEntry {
        Objects.requireNonNull(from, "from");
        Objects.requireNonNull(kind, "kind");
        text = text == null ? "" : text;
        buttons = List.copyOf(buttons);
        json = json == null ? "{}" : json;
    }

    /** @return true for a message the bot sent or edited in a chat ({@code send*}, {@code edit*}, copy, forward) */
    public boolean isBotMessage() {
        return from == From.BOT && messageId != 0 && chatId != 0
                && (kind.startsWith("send") || kind.startsWith("edit") || kind.startsWith("copy")
                        || kind.startsWith("forward"));
    }

    @Override
    public String toString() {
        return "#" + sequence + " " + from + " " + kind + " chat " + chatId
                + (messageId != 0 ? " message " + messageId : "") + (text.isEmpty() ? "" : ": " + text)
                + (buttons.isEmpty() ? "" : " " + buttons);
    }
}
