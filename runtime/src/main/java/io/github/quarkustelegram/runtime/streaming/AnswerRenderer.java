package io.github.quarkustelegram.runtime.streaming;

import java.util.List;

import io.github.quarkustelegram.model.InputRichMessage;
import io.github.quarkustelegram.text.FormattedText;

/**
 * What the text of a streamed {@code Multi<String>} answer (a model's Markdown, so far or whole) becomes in each kind
 * of message. One line in {@link AnswerStreams} chooses the implementation: {@link PlainTextRenderer} until the
 * Markdown converter ({@code FormattedText.fromMarkdown}, rich blocks) is there.
 */
public interface AnswerRenderer {

    /** Telegram's limits on one rich message. */
    int RICH_MESSAGE_CHARACTERS = 32_768;
    int RICH_MESSAGE_BLOCKS = 500;

    /**
     * @param text the answer so far, possibly cut anywhere (an unclosed construct must render safely)
     * @return the rich messages it is, each within Telegram's limits, in order; none for a blank text
     */
    List<InputRichMessage> richMessages(String text);

    /**
     * @param text the answer so far, possibly cut anywhere
     * @return the text messages it is, each within {@link FormattedText#MESSAGE_LIMIT}, in order; none for a blank
     *         text
     */
    List<FormattedText> textMessages(String text);
}
