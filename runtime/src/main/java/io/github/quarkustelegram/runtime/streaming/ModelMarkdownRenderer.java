package io.github.quarkustelegram.runtime.streaming;

import java.util.List;

import io.github.quarkustelegram.model.InputRichMessage;
import io.github.quarkustelegram.text.FormattedText;
import io.github.quarkustelegram.text.ModelMarkdown;

/**
 * A language model's Markdown as Telegram shows it ({@link ModelMarkdown}): explicit rich blocks for drafts and rich
 * messages, text and entities for edited messages, each split at Telegram's limits. Any prefix of an answer renders
 * (an unclosed {@code **} is text, an unclosed code fence is code to the end), so a draft never fails mid-stream.
 */
public final class ModelMarkdownRenderer implements AnswerRenderer {

    @Override
    public List<InputRichMessage> richMessages(String text) {
        return ModelMarkdown.toRichMessages(text);
    }

    @Override
    public List<FormattedText> textMessages(String text) {
        return text.isBlank() ? List.of() : FormattedText.fromMarkdown(text).split();
    }
}
