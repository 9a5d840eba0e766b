package io.github.quarkustelegram.runtime.streaming;

import java.util.List;

import io.github.quarkustelegram.model.InputRichMessage;
import io.github.quarkustelegram.text.FormattedText;

/**
 * What a stream's pieces add up to so far, and what that is as messages. Not thread-safe: its stream guards it.
 */
interface AnswerSoFar {

    /** @param piece the next piece, appended */
    void append(Object piece);

    /** @param note ends the answer, on a line of its own (after a failure) */
    void end(String note);

    /** @return as text messages, each within Telegram's limit, in order */
    List<FormattedText> textMessages();

    /** @return as rich messages, each within Telegram's limits, in order */
    List<InputRichMessage> richMessages();

    /**
     * A model's Markdown, rendered by an {@link AnswerRenderer}.
     *
     * @param renderer what the text becomes
     * @return an empty answer
     */
    static AnswerSoFar markdown(AnswerRenderer renderer) {
        return new AnswerSoFar() {
            private final StringBuilder text = new StringBuilder();

            @Override
            public void append(Object piece) {
                text.append((String) piece);
            }

            @Override
            public void end(String note) {
                text.append("\n\n").append(note);
            }

            @Override
            public List<FormattedText> textMessages() {
                return renderer.textMessages(text.toString());
            }

            @Override
            public List<InputRichMessage> richMessages() {
                return renderer.richMessages(text.toString());
            }
        };
    }

    /** @return an empty answer of formatted pieces (text messages only: no rich message keeps their entities) */
    static AnswerSoFar formatted() {
        return new AnswerSoFar() {
            private FormattedText text = FormattedText.empty();

            @Override
            public void append(Object piece) {
                text = text.append((FormattedText) piece);
            }

            @Override
            public void end(String note) {
                text = text.append(FormattedText.of("\n\n" + note));
            }

            @Override
            public List<FormattedText> textMessages() {
                return text.text().isBlank() ? List.of() : text.split();
            }

            @Override
            public List<InputRichMessage> richMessages() {
                throw new UnsupportedOperationException("Formatted pieces stream as text messages");
            }
        };
    }
}
