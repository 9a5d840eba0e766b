package io.github.quarkustelegram.runtime.streaming;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.junit.jupiter.api.Test;

import io.github.quarkustelegram.model.InputRichBlock;
import io.github.quarkustelegram.model.InputRichBlockParagraph;
import io.github.quarkustelegram.model.InputRichMessage;
import io.github.quarkustelegram.model.RichText;
import io.github.quarkustelegram.text.FormattedText;

/** The stand-in renderer: paragraphs as blocks, messages within Telegram's limits. */
class PlainTextRendererTest {

    private final PlainTextRenderer renderer = new PlainTextRenderer();

    @Test
    void eachParagraphIsABlockOfOneMessage() {
        List<InputRichMessage> messages = renderer.richMessages("First **para**\nstill first\n\n\n  Second  ");
        assertThat(messages).singleElement().extracting(InputRichMessage::blocks).asList().containsExactly(
                paragraph("First **para**\nstill first"), paragraph("Second"));
        assertThat(renderer.richMessages(" \n\n ")).isEmpty();
        assertThat(renderer.textMessages(" \n ")).isEmpty();
    }

    @Test
    void aLongAnswerIsCutBetweenParagraphsAtTheLimits() {
        String paragraph = "y".repeat(10_000);
        List<InputRichMessage> messages = renderer.richMessages(String.join("\n\n", List.of(paragraph, paragraph,
                paragraph, paragraph)));
        assertThat(messages).hasSize(2).allSatisfy(message -> assertThat(characters(message))
                .isLessThanOrEqualTo(AnswerRenderer.RICH_MESSAGE_CHARACTERS));

        List<InputRichMessage> many = renderer.richMessages("z\n\n".repeat(AnswerRenderer.RICH_MESSAGE_BLOCKS + 1));
        assertThat(many).extracting(message -> message.blocks().size())
                .containsExactly(AnswerRenderer.RICH_MESSAGE_BLOCKS, 1);

        assertThat(renderer.textMessages("w ".repeat(3_000))).hasSize(2)
                .allSatisfy(text -> assertThat(text.length()).isLessThanOrEqualTo(FormattedText.MESSAGE_LIMIT));
    }

    private static InputRichBlock paragraph(String text) {
        return InputRichBlockParagraph.builder(RichText.of(text)).build();
    }

    private static int characters(InputRichMessage message) {
        return message.blocks().stream().mapToInt(block -> ((RichText.Plain) ((InputRichBlockParagraph) block).text())
                .text().length()).sum();
    }
}
