package io.github.quarkustelegram.text;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.FieldSource;

import io.github.quarkustelegram.model.InputRichBlock;
import io.github.quarkustelegram.model.InputRichBlockBlockQuotation;
import io.github.quarkustelegram.model.InputRichBlockDivider;
import io.github.quarkustelegram.model.InputRichBlockList;
import io.github.quarkustelegram.model.InputRichBlockListItem;
import io.github.quarkustelegram.model.InputRichBlockParagraph;
import io.github.quarkustelegram.model.InputRichBlockPreformatted;
import io.github.quarkustelegram.model.InputRichBlockSectionHeading;
import io.github.quarkustelegram.model.InputRichBlockTable;
import io.github.quarkustelegram.model.InputRichMessage;
import io.github.quarkustelegram.model.RichBlockListItemType;
import io.github.quarkustelegram.model.RichBlockTableCell;
import io.github.quarkustelegram.model.RichBlockTableCellAlign;
import io.github.quarkustelegram.model.RichText;
import io.github.quarkustelegram.model.RichTextBold;
import io.github.quarkustelegram.model.RichTextCode;
import io.github.quarkustelegram.model.RichTextItalic;
import io.github.quarkustelegram.model.RichTextStrikethrough;
import io.github.quarkustelegram.model.RichTextUrl;

/** The model-style answers under {@code model-answers/}, rendered as rich blocks: what each construct becomes. */
class ModelMarkdownCorpusTest {

    static final List<String> ANSWERS = ModelAnswers.ALL;

    @ParameterizedTest
    @FieldSource("ANSWERS")
    void everyAnswerGivesMessagesTelegramAccepts(String name) {
        List<InputRichMessage> messages = ModelMarkdown.toRichMessages(ModelAnswers.read(name));

        assertThat(messages).isNotEmpty();
        for (InputRichMessage message : messages) {
            assertThat(RichMessageSize.of(message.blocks()).fits()).isTrue();
            assertThatCode(() -> ModelAnswers.checkAsTelegram(message)).doesNotThrowAnyException();
        }
    }

    @Test
    void dollarsEqualsSignsAndBarsStayPlainText() {
        List<InputRichBlock> blocks = ModelMarkdown.toBlocks(ModelAnswers.read("prices-and-lookalikes.md"));

        assertThat(blocks.get(0)).isEqualTo(new InputRichBlockParagraph(RichText.of(
                "The basic plan costs $5 and the pro plan $10 per month, so upgrading costs $5 more.")));
        InputRichBlockParagraph second = (InputRichBlockParagraph) blocks.get(1);
        assertThat(((RichText.Concatenation) second.text()).parts()).containsExactly(RichText.of("In JavaScript, "),
                new RichTextCode(RichText.of("==")), RichText.of(" compares loosely and "),
                new RichTextCode(RichText.of("===")), RichText.of(" strictly. In a shell, a || b runs b only when a "
                        + "fails, and ==this is not a highlight== but two equals signs around words."));
        assertThat(blocks.get(2)).isEqualTo(new InputRichBlockParagraph(RichText.of(
                "Math written as $x + y$ stays text here: the model did not mean a formula.")));
    }

    @Test
    void codeBlocksKeepTheirLanguageAndText() {
        List<InputRichBlock> blocks = ModelMarkdown.toBlocks(ModelAnswers.read("code-with-languages.md"));

        List<InputRichBlockPreformatted> code = blocks.stream().filter(InputRichBlockPreformatted.class::isInstance)
                .map(InputRichBlockPreformatted.class::cast).toList();
        assertThat(code).extracting(InputRichBlockPreformatted::language).containsExactly("python", "kotlin", null,
                null);
        assertThat(code.get(0).text()).isEqualTo(RichText.of("with open(\"prices.txt\") as f:\n"
                + "    total = sum(float(line.strip(\"$\\n\")) for line in f)\nprint(f\"Total: ${total:.2f}\")"));
        assertThat(code.get(2).text()).isEqualTo(RichText.of("$ ./mvnw verify"));
        assertThat(code.get(3).text()).isEqualTo(RichText.of("echo \"||not a spoiler||\""));
    }

    @Test
    void aTableKeepsItsHeaderAlignmentAndFormattingAndAWideOneIsMonowidthText() {
        List<InputRichBlock> blocks = ModelMarkdown.toBlocks(ModelAnswers.read("table-of-plans.md"));

        assertThat(blocks.get(0)).isEqualTo(new InputRichBlockSectionHeading(RichText.of("Plans compared"), 2));
        InputRichBlockTable table = (InputRichBlockTable) blocks.get(1);
        assertThat(table.cells()).hasSize(4);
        assertThat(table.cells().get(0)).allMatch(RichBlockTableCell::isHeader)
                .extracting(RichBlockTableCell::text).containsExactly(RichText.of("Plan"), RichText.of("Price"),
                        RichText.of("Seats"), RichText.of("Notes"));
        assertThat(table.cells().get(1)).noneMatch(RichBlockTableCell::isHeader)
                .extracting(RichBlockTableCell::align).containsExactly(RichBlockTableCellAlign.LEFT,
                        RichBlockTableCellAlign.RIGHT, RichBlockTableCellAlign.CENTER, RichBlockTableCellAlign.LEFT);
        assertThat(table.cells().get(1).get(1).text()).isEqualTo(RichText.of("$5"));
        assertThat(table.cells().get(1).get(3).text()).isEqualTo(new RichTextBold(RichText.of("Most popular")));
        assertThat(table.cells().get(3).get(3).text())
                .isEqualTo(new RichTextUrl(RichText.of("details"), "https://example.com/team"));

        InputRichBlockPreformatted wide = (InputRichBlockPreformatted) blocks.get(3);
        String[] lines = ((RichText.Plain) wide.text()).text().split("\n");
        assertThat(lines).hasSize(3);
        assertThat(lines[0]).startsWith("d1 | d2 | d3").endsWith("| d25");
        assertThat(lines[1]).matches("[-+]+");
        assertThat(lines[2]).startsWith("1  | 2  | 3").endsWith("| 25");
    }

    @Test
    void listsAreNumberedNestedAndTaskItemsHaveTheirCheckbox() {
        List<InputRichBlock> blocks = ModelMarkdown.toBlocks(ModelAnswers.read("lists-and-tasks.md"));

        InputRichBlockList steps = (InputRichBlockList) blocks.get(1);
        assertThat(steps.items()).extracting(InputRichBlockListItem::value).containsExactly(1, 2, 3);
        assertThat(steps.items()).extracting(InputRichBlockListItem::type).containsOnly(RichBlockListItemType.DIGIT_ONE);
        InputRichBlockList nested = (InputRichBlockList) steps.items().get(1).blocks().get(1);
        assertThat(nested.items()).extracting(InputRichBlockListItem::value).containsOnlyNulls();
        assertThat(nested.items().get(0).blocks()).containsExactly(new InputRichBlockParagraph(
                RichText.of(RichText.of("in "), new RichTextCode(RichText.of(".env")), RichText.of(" for development"))));

        assertThat(((InputRichBlockList) blocks.get(3)).items()).extracting(InputRichBlockListItem::value)
                .containsExactly(7, 8);

        InputRichBlockList tasks = (InputRichBlockList) blocks.get(5);
        assertThat(tasks.items()).allMatch(InputRichBlockListItem::hasCheckbox)
                .extracting(InputRichBlockListItem::isChecked).containsExactly(true, false, false);
        assertThat(tasks.items().get(0).blocks())
                .containsExactly(new InputRichBlockParagraph(RichText.of("write the handler")));
    }

    @Test
    void emphasisNestsLinksAreLinksAndAnUnclosedBoldIsText() {
        List<InputRichBlock> blocks = ModelMarkdown.toBlocks(ModelAnswers.read("nested-emphasis.md"));

        List<RichText> parts = ((RichText.Concatenation) ((InputRichBlockParagraph) blocks.get(0)).text()).parts();
        assertThat(parts.get(1)).isIn(new RichTextItalic(new RichTextBold(RichText.of("very important"))),
                new RichTextBold(new RichTextItalic(RichText.of("very important"))));
        assertThat(parts.get(3)).isEqualTo(new RichTextBold(RichText.of(RichText.of("bold with "),
                new RichTextItalic(RichText.of("italic inside")), RichText.of(" and "),
                new RichTextStrikethrough(RichText.of("a struck word")))));
        assertThat(parts).contains(new RichTextUrl(new RichTextBold(RichText.of("bold link")),
                "https://core.telegram.org/bots/api"),
                new RichTextUrl(RichText.of("https://quarkus.io"), "https://quarkus.io"));
        assertThat(blocks.get(1))
                .isEqualTo(new InputRichBlockParagraph(RichText.of("A model may stop in the middle of **an unclosed bold")));
    }

    @Test
    void quotesNestHeadingsHaveTheirSizeAndDividersAndHardBreaksShow() {
        List<InputRichBlock> blocks = ModelMarkdown.toBlocks(ModelAnswers.read("quotes-and-headings.md"));

        assertThat(blocks.get(0)).isEqualTo(new InputRichBlockSectionHeading(RichText.of("Answer"), 1));
        InputRichBlockBlockQuotation quote = (InputRichBlockBlockQuotation) blocks.get(1);
        assertThat(quote.blocks()).containsExactly(new InputRichBlockParagraph(RichText.of("A quote from the docs,")),
                new InputRichBlockBlockQuotation(
                        List.of(new InputRichBlockParagraph(RichText.of("with a reply inside it."))), null));
        assertThat(blocks.get(2)).isInstanceOf(InputRichBlockDivider.class);
        assertThat(blocks.get(3)).isEqualTo(new InputRichBlockSectionHeading(RichText.of("Details"), 3));
        assertThat(blocks.get(4))
                .isEqualTo(new InputRichBlockParagraph(RichText.of("Line one\nline two after a hard break.")));
    }

    @Test
    void aFortyThousandCharacterAnswerIsSplitBetweenBlocksWithNothingLost() {
        String answer = ModelAnswers.read("long-answer.md");
        List<InputRichBlock> blocks = ModelMarkdown.toBlocks(answer);

        List<InputRichMessage> messages = ModelMarkdown.toRichMessages(answer);

        assertThat(answer.length()).isGreaterThanOrEqualTo(40_000);
        assertThat(messages).hasSize(2);
        assertThat(messages.stream().mapToInt(m -> m.blocks().size()).sum()).as("split between blocks only")
                .isEqualTo(blocks.size());
        assertThat(messages.get(0).blocks()).isEqualTo(blocks.subList(0, messages.get(0).blocks().size()));
        assertThat(RichMessageSize.of(messages.get(0).blocks()).characters())
                .isGreaterThan(RichMessageSize.MAX_CHARACTERS - 1_000);
        assertThat(ModelAnswers.comparable(ModelAnswers.textOfAll(messages)))
                .isEqualTo(ModelAnswers.comparable(ModelAnswers.text(blocks)));
    }
}
