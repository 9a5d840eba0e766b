package io.github.quarkustelegram.runtime.streaming;

import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.dispatch.Reply;
import io.github.quarkustelegram.model.InlineKeyboardMarkup;
import io.github.quarkustelegram.text.FormattedText;

/**
 * What the items of a {@code Multi<Reply>} say besides their text: how the answer's messages are sent (the first
 * item's options: silent, protected, an effect, a quote, a topic, a reply keyboard) and the inline keyboard, which goes
 * on the final message only (an edit without one would remove it) and is the last one an item carried. Each item is a
 * text reply ({@code Reply.text(...)}), appended; anything else fails the stream, naming the handler.
 */
final class StreamedReplies {

    /** A {@code Multi} of texts: nothing besides them. */
    static final StreamedReplies NONE = new StreamedReplies("");

    private final String handler;
    private volatile Reply.Send.@Nullable Options sending;
    private volatile @Nullable InlineKeyboardMarkup keyboard;

    /** @param handler the handler's name, for the errors */
    StreamedReplies(String handler) {
        this.handler = handler;
    }

    /**
     * @param item an item of the handler's {@code Multi}
     * @return its text, to append
     * @throws IllegalArgumentException when it is not a text reply to the update's chat
     */
    FormattedText piece(Object item) {
        if (!(item instanceof Reply.Send send) || send.content().media() != Reply.Send.Media.TEXT) {
            throw new IllegalArgumentException(handler + ": a streamed Multi<Reply> appends text replies"
                    + " (Reply.text(...)), not " + item);
        }
        if (send.content().parseMode() != null) {
            throw new IllegalArgumentException(handler + ": a streamed reply's text is appended to the others, so it"
                    + " cannot be markup for a parse mode (Reply.html, Reply.markdown): use Reply.text(FormattedText)"
                    + " (Fmt, FormattedText.fromMarkdown)");
        }
        Reply.Send.Options options = send.options();
        if (options.chat() != null) {
            throw new IllegalArgumentException(handler + ": a streamed answer goes to the update's chat, not to "
                    + options.chat());
        }
        if (sending == null) {
            sending = options.keyboard() instanceof InlineKeyboardMarkup ? send.keyboard(null).options() : options;
        }
        if (options.keyboard() instanceof InlineKeyboardMarkup inline) {
            keyboard = inline;
        }
        return FormattedText.of(send.content().text(), send.content().entities());
    }

    /** @return how the answer's messages are sent; Telegram's defaults before the first item */
    Reply.Send.Options sending() {
        Reply.Send.Options options = sending;
        return options == null ? Reply.Send.Options.NONE : options;
    }

    /** @return the inline keyboard of the final message, null for none */
    @Nullable
    InlineKeyboardMarkup keyboard() {
        return keyboard;
    }
}
