package io.github.quarkustelegram.text;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

import org.junit.jupiter.api.Test;

import io.github.quarkustelegram.model.InputRichBlock;
import io.github.quarkustelegram.model.InputRichBlockList;
import io.github.quarkustelegram.model.InputRichBlockListItem;
import io.github.quarkustelegram.model.InputRichBlockParagraph;
import io.github.quarkustelegram.model.InputRichBlockPreformatted;
import io.github.quarkustelegram.model.InputRichBlockTable;
import io.github.quarkustelegram.model.InputRichMessage;
import io.github.quarkustelegram.model.RichText;
import io.github.quarkustelegram.model.RichTextBold;

/** Splitting at Telegram's rich message limits, inside a block only when the block alone is too large. */
class ModelMarkdownSplitTest {

    @Test
    void aParagraphLongerThanAMessageIsCutAtASpaceAndKeepsItsFormatting() {
        String words = "word ".repeat(10_000).strip(); // 49,999 characters
        List<InputRichMessage> messages = ModelMarkdown.toRichMessages("**" + words + "**");

        assertThat(messages).hasSize(2);
        RichTextBold first = (RichTextBold) ((InputRichBlockParagraph) messages.get(0).blocks().get(0)).text();
        RichTextBold second = (RichTextBold) ((InputRichBlockParagraph) messages.get(1).blocks().get(0)).text();
        String head = ((RichText.Plain) first.text()).text();
        String tail = ((RichText.Plain) second.text()).text();
        assertThat(head.length()).isLessThanOrEqualTo(RichMessageSize.MAX_CHARACTERS);
        assertThat(head).endsWith(" ");
        assertThat(head + tail).isEqualTo(words);
    }

    @Test
    void aCodeBlockLongerThanAMessageIsCutBetweenLinesEachPartKeepingItsLanguage() {
        String code = IntStream.range(0, 3_000).mapToObj(i -> "total += price[" + i + "]")
                .collect(Collectors.joining("\n"));
        List<InputRichMessage> messages = ModelMarkdown.toRichMessages("```python\n" + code + "\n```");

        assertThat(messages).hasSizeGreaterThan(1);
        List<InputRichBlockPreformatted> parts = messages.stream().flatMap(m -> m.blocks().stream())
                .map(InputRichBlockPreformatted.class::cast).toList();
        assertThat(parts).extracting(InputRichBlockPreformatted::language).containsOnly("python");
        assertThat(parts).allMatch(part -> ((RichText.Plain) part.text()).text().endsWith("\n")
                || part == parts.get(parts.size() - 1));
        assertThat(parts.stream().map(part -> ((RichText.Plain) part.text()).text()).collect(Collectors.joining()))
                .isEqualTo(code);
    }

    @Test
    void aListOfMoreItemsThanAMessageHoldsContinuesItsNumbersInTheNextMessage() {
        String list = IntStream.rangeClosed(1, 600).mapToObj(i -> i + ". step " + i).collect(Collectors.joining("\n"));
        List<InputRichMessage> messages = ModelMarkdown.toRichMessages(list);

        assertThat(messages).hasSize(3);
        List<Integer> values = messages.stream().flatMap(m -> m.blocks().stream())
                .flatMap(block -> ((InputRichBlockList) block).items().stream()).map(InputRichBlockListItem::value)
                .toList();
        assertThat(values).isEqualTo(IntStream.rangeClosed(1, 600).boxed().toList());
        assertThat(messages).allMatch(m -> RichMessageSize.of(m.blocks()).blocks() <= RichMessageSize.MAX_BLOCKS);
        // one list block, then items and their paragraphs two by two
        assertThat(RichMessageSize.of(messages.get(0).blocks()).blocks()).isEqualTo(499);
    }

    @Test
    void aTableOfMoreRowsThanAMessageHoldsIsCutBetweenRows() {
        String table = "| n | price |\n|---|---|\n"
                + IntStream.range(0, 700).mapToObj(i -> "| " + i + " | $" + i + " |").collect(Collectors.joining("\n"));
        List<InputRichMessage> messages = ModelMarkdown.toRichMessages(table);

        assertThat(messages).hasSize(2);
        List<InputRichBlockTable> parts = messages.stream().map(m -> (InputRichBlockTable) m.blocks().get(0)).toList();
        assertThat(parts.get(0).cells()).hasSize(499);
        assertThat(parts.get(0).cells().get(0).get(0).isHeader()).isTrue();
        assertThat(parts.get(0).cells().size() + parts.get(1).cells().size()).isEqualTo(701);
    }

    @Test
    void blocksThatFitTogetherStayInOneMessage() {
        List<InputRichMessage> messages = ModelMarkdown.toRichMessages("# Title\n\ntext\n\n- a\n- b\n\n```\ncode\n```");

        assertThat(messages).hasSize(1);
        assertThat(messages.get(0).blocks()).hasSize(4);
    }

    @Test
    void listsNestedDeeperThanTelegramAllowsAreLaidOutFlatWithTheirMarkers() {
        StringBuilder markdown = new StringBuilder();
        for (int level = 0; level < 10; level++) {
            markdown.append("  ".repeat(level)).append("- level ").append(level).append('\n');
        }
        List<InputRichBlock> blocks = ModelMarkdown.toBlocks(markdown.toString());

        RichMessageSize size = RichMessageSize.of(blocks);
        assertThat(size.depth()).isLessThanOrEqualTo(RichMessageSize.MAX_DEPTH);
        // list k is at level 1 + 2k: lists 0..6 fit, the deeper ones are paragraphs in the item of list 6
        InputRichBlockList list = (InputRichBlockList) blocks.get(0);
        for (int level = 0; level < 6; level++) {
            list = (InputRichBlockList) list.items().get(0).blocks().get(1);
        }
        assertThat(list.items().get(0).blocks()).containsExactly(
                new InputRichBlockParagraph(RichText.of("level 6")),
                new InputRichBlockParagraph(RichText.of("• level 7")),
                new InputRichBlockParagraph(RichText.of("• level 8")),
                new InputRichBlockParagraph(RichText.of("• level 9")));
    }

    @Test
    void anUnclosedCodeFenceIsCodeToTheEndAndAnEmptyOneIsNothingYet() {
        assertThat(ModelMarkdown.toBlocks("Here:\n\n```java\n")).containsExactly(
                new InputRichBlockParagraph(RichText.of("Here:")));
        assertThat(ModelMarkdown.toBlocks("Here:\n\n```java\nint a = 1;\nint b")).containsExactly(
                new InputRichBlockParagraph(RichText.of("Here:")),
                new InputRichBlockPreformatted(RichText.of("int a = 1;\nint b"), "java"));
        assertThat(ModelMarkdown.toRichMessages("")).isEmpty();
        assertThat(ModelMarkdown.toRichMessages("- ")).isEmpty();
    }
}
