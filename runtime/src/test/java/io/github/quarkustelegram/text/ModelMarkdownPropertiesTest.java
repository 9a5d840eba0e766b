package io.github.quarkustelegram.text;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;

import java.util.List;

import io.github.quarkustelegram.model.InputRichBlockParagraph;
import io.github.quarkustelegram.model.InputRichMessage;
import io.github.quarkustelegram.model.RichText;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.DoubleRange;
import net.jqwik.api.statistics.Statistics;

/** ModelMarkdown over random model-style Markdown ({@link ModelMarkdownGrammar}). */
class ModelMarkdownPropertiesTest {

    @Provide
    Arbitrary<String> documents() {
        return ModelMarkdownGrammar.documents();
    }

    @Property(tries = 200)
    void everyMessageIsWithinTelegramsLimitsAndAcceptedByTheFake(@ForAll("documents") String markdown) {
        for (InputRichMessage message : ModelMarkdown.toRichMessages(markdown)) {
            RichMessageSize size = RichMessageSize.of(message.blocks());
            assertThat(size.fits()).as("%s", size).isTrue();
            assertThat(message.blocks()).isNotEmpty();
            assertThatCode(() -> ModelAnswers.checkAsTelegram(message)).doesNotThrowAnyException();
        }
    }

    @Property(tries = 200)
    void splittingLosesNoText(@ForAll("documents") String markdown) {
        List<InputRichMessage> messages = ModelMarkdown.toRichMessages(markdown);
        Statistics.label("split").collect(messages.size() > 1);
        Statistics.label("wide table").collect(markdown.lines()
                .anyMatch(line -> line.startsWith("|") && line.chars().filter(c -> c == '|').count() > 22));
        Statistics.label("split").coverage(split -> split.check(true).count(n -> n > 0));
        Statistics.label("wide table").coverage(wide -> wide.check(true).count(n -> n > 0));

        assertThat(ModelAnswers.comparable(ModelAnswers.textOfAll(messages)))
                .isEqualTo(ModelAnswers.comparable(ModelAnswers.text(ModelMarkdown.toBlocks(markdown))));
    }

    @Property(tries = 200)
    void everyPrefixOfAnAnswerRendersToMessagesTheFakeAccepts(@ForAll("documents") String markdown,
            @ForAll @DoubleRange(min = 0, max = 1) double where) {
        String prefix = markdown.substring(0, (int) (markdown.length() * where));

        for (InputRichMessage message : ModelMarkdown.toRichMessages(prefix)) {
            assertThat(RichMessageSize.of(message.blocks()).fits()).isTrue();
            assertThatCode(() -> ModelAnswers.checkAsTelegram(message)).doesNotThrowAnyException();
        }
        assertThat(FormattedText.fromMarkdown(prefix).split()).allMatch(part -> part.length() <= 4096);
    }

    @Property(tries = 300)
    void pricesAndTelegramsOwnMarkersStayTheTextTheModelWrote(@ForAll("priceSentences") String sentence) {
        assertThat(ModelMarkdown.toBlocks(sentence))
                .containsExactly(new InputRichBlockParagraph(RichText.of(sentence)));
    }

    @Provide
    Arbitrary<String> priceSentences() {
        return Arbitraries.oneOf(Arbitraries.integers().between(0, 1_000_000).map(n -> "$" + n),
                Arbitraries.of("costs", "and", "or", "==", "==marked==", "||", "||hidden||", "a||b", "x==y", "$x$",
                        "$$", "total:", "per month"))
                .list().ofMinSize(1).ofMaxSize(20).map(words -> String.join(" ", words));
    }

    @Property(tries = 100)
    void theClassicPathSplitsAt4096WithNothingLost(@ForAll("documents") String markdown) {
        FormattedText text = FormattedText.fromMarkdown(markdown);

        List<FormattedText> parts = text.split();

        assertThat(parts).allMatch(part -> part.length() <= FormattedText.MESSAGE_LIMIT);
        assertThat(parts.stream().map(FormattedText::text).reduce("", String::concat)).isEqualTo(text.text());
    }
}
