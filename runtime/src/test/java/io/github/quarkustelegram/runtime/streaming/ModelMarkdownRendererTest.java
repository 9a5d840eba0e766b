package io.github.quarkustelegram.runtime.streaming;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.junit.jupiter.api.Test;

import io.github.quarkustelegram.model.InputRichBlockParagraph;
import io.github.quarkustelegram.model.InputRichMessage;
import io.github.quarkustelegram.model.MessageEntityType;
import io.github.quarkustelegram.model.RichText;
import io.github.quarkustelegram.text.FormattedText;
import io.github.quarkustelegram.text.RichMessageSize;

/** A streamed answer's Markdown as the model meant it, within Telegram's limits, whatever prefix of it is shown. */
class ModelMarkdownRendererTest {

    private final AnswerRenderer renderer = new ModelMarkdownRenderer();

    @Test
    void whatTheModelMeantIsWhatTheUserSees() {
        List<InputRichMessage> rich = renderer.richMessages("First **bold**\n\nIt costs $5 and $10");
        assertThat(rich).singleElement().extracting(InputRichMessage::blocks).asList().hasSize(2);
        assertThat(((InputRichBlockParagraph) rich.get(0).blocks().get(1)).text())
                .isEqualTo(RichText.of("It costs $5 and $10"));

        List<FormattedText> text = renderer.textMessages("First **bold**");
        assertThat(text).singleElement().satisfies(message -> {
            assertThat(message.text()).isEqualTo("First bold");
            assertThat(message.entities()).singleElement()
                    .satisfies(entity -> assertThat(entity.type()).isEqualTo(MessageEntityType.BOLD));
        });
        assertThat(renderer.richMessages(" \n\n ")).isEmpty();
        assertThat(renderer.textMessages(" \n ")).isEmpty();
    }

    @Test
    void aPrefixCutInsideMarksStillRenders() {
        String answer = "Here is **the plan**:\n\n```java\nclass A {}\n```\n\n| a | b |\n|---|---|\n| 1 | 2 |\n";
        for (int end = 0; end <= answer.length(); end++) {
            String prefix = answer.substring(0, end);
            renderer.richMessages(prefix).forEach(
                    message -> assertThat(RichMessageSize.of(message.blocks()).fits()).as(prefix).isTrue());
            assertThat(renderer.textMessages(prefix)).allSatisfy(
                    message -> assertThat(message.length()).isLessThanOrEqualTo(FormattedText.MESSAGE_LIMIT));
        }
    }

    @Test
    void aLongAnswerIsSplitAtTheLimits() {
        String paragraph = "y ".repeat(5_000).strip();
        String answer = String.join("\n\n", List.of(paragraph, paragraph, paragraph, paragraph));

        List<InputRichMessage> rich = renderer.richMessages(answer);
        assertThat(rich).hasSizeGreaterThan(1)
                .allSatisfy(message -> assertThat(RichMessageSize.of(message.blocks()).fits()).isTrue());
        assertThat(renderer.textMessages(answer)).hasSizeGreaterThan(1)
                .allSatisfy(message -> assertThat(message.length()).isLessThanOrEqualTo(FormattedText.MESSAGE_LIMIT));
    }
}
