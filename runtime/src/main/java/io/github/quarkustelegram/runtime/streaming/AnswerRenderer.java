package io.github.quarkustelegram.runtime.streaming;

import java.util.List;

import io.github.quarkustelegram.model.InputRichMessage;
import io.github.quarkustelegram.text.FormattedText;

/**
 * What the text of a streamed {@code Multi<String>} answer (a model's Markdown, so far or whole) becomes in each kind
 * of message: {@link ModelMarkdownRenderer}; an interface so that the stream's engine is tested with the renderer
 * apart.
 */
public interface AnswerRenderer {

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
