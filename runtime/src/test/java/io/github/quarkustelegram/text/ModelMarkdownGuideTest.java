package io.github.quarkustelegram.text;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

import io.github.quarkustelegram.method.SendMessage;
import io.github.quarkustelegram.method.SendRichMessage;
import io.github.quarkustelegram.model.ChatId;
import io.github.quarkustelegram.model.InputRichBlockParagraph;
import io.github.quarkustelegram.model.InputRichMessage;
import io.github.quarkustelegram.model.RichText;

/**
 * The examples of the "Markdown from a language model" section of {@code docs/modules/ROOT/pages/formatting.adoc},
 * included from here by tag: keep them short, and keep them passing.
 */
class ModelMarkdownGuideTest {

    private final ChatId chat = ChatId.of(42);

    @Test
    void richMessages() {
        String answer = "It costs $5 and $10.\n\n| Plan | Price |\n|---|---|\n| Pro | $10 |";
        List<SendRichMessage> sent = new ArrayList<>();
        // tag::rich[]
        for (InputRichMessage part : ModelMarkdown.toRichMessages(answer)) {
            sent.add(SendRichMessage.builder(chat, part).build()); // one message per part, in order
        }
        // end::rich[]
        assertThat(sent).hasSize(1);
        assertThat(sent.get(0).richMessage().blocks()).hasSize(2)
                .startsWith(new InputRichBlockParagraph(RichText.of("It costs $5 and $10.")));
    }

    @Test
    void size() {
        String answer = "# Title\n\n- one\n- two";
        // tag::size[]
        RichMessageSize size = RichMessageSize.of(ModelMarkdown.toBlocks(answer));
        // size: 11 characters, 6 blocks (heading, list, 2 items, 2 paragraphs), depth 3, 0 columns
        // end::size[]
        assertThat(size).isEqualTo(new RichMessageSize(11, 6, 3, 0));
        assertThat(size.fits()).isTrue();
    }

    @Test
    void classic() {
        String answer = "**Total:** $15";
        // tag::classic[]
        for (FormattedText part : FormattedText.fromMarkdown(answer).split()) {
            SendMessage message = part.sendTo(chat).build(); // text + entities, at most 4,096 characters each
            // end::classic[]
            assertThat(message.text()).isEqualTo("Total: $15");
            assertThat(message.entities()).hasSize(1);
            // tag::classic[]
        }
        // end::classic[]
    }
}
