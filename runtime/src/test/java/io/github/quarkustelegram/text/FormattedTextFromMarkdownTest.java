package io.github.quarkustelegram.text;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.junit.jupiter.api.Test;

import io.github.quarkustelegram.model.MessageEntity;
import io.github.quarkustelegram.model.MessageEntityType;

/** The classic path: a model's Markdown as a text and entities for {@code sendMessage}. */
class FormattedTextFromMarkdownTest {

    @Test
    void inlineFormattingBecomesEntitiesWithUtf16Offsets() {
        FormattedText text = FormattedText.fromMarkdown("😀 **bold _both_** ~~gone~~ `$5` [docs](https://core.telegram.org)");

        assertThat(text.text()).isEqualTo("😀 bold both gone $5 docs");
        assertThat(text.entities()).containsExactly(
                MessageEntity.builder(MessageEntityType.BOLD, 3, 9).build(),
                MessageEntity.builder(MessageEntityType.ITALIC, 8, 4).build(),
                MessageEntity.builder(MessageEntityType.STRIKETHROUGH, 13, 4).build(),
                MessageEntity.builder(MessageEntityType.CODE, 18, 2).build(),
                MessageEntity.builder(MessageEntityType.TEXT_LINK, 21, 4).url("https://core.telegram.org").build());
    }

    @Test
    void pricesAndTelegramsMarkersAreText() {
        FormattedText text = FormattedText.fromMarkdown(ModelAnswers.read("prices-and-lookalikes.md"));

        assertThat(text.text()).startsWith("The basic plan costs $5 and the pro plan $10 per month")
                .contains("==this is not a highlight==").contains("a || b").contains("$x + y$");
        assertThat(text.entities()).extracting(MessageEntity::type).containsExactly(MessageEntityType.CODE,
                MessageEntityType.CODE);
    }

    @Test
    void headingsAreBoldLinesAndListItemsHaveTheirMarkers() {
        FormattedText text = FormattedText.fromMarkdown(ModelAnswers.read("lists-and-tasks.md"));

        assertThat(text.text()).isEqualTo("""
                To set up the bot:

                1. Create it with BotFather
                2. Store the token
                  • in .env for development
                  • in a secret for production
                3. Deploy

                Continue the numbering from step 7:

                7. Watch the logs
                8. Celebrate

                Today's checklist:

                ☑ write the handler
                ☐ write its test
                ☐ ship it""");
        assertThat(FormattedText.fromMarkdown("## Plans\n\ntext").entities())
                .containsExactly(MessageEntity.builder(MessageEntityType.BOLD, 0, 5).build());
    }

    @Test
    void codeIsPreWithItsLanguageTablesArePreAndQuotesAreQuotes() {
        FormattedText code = FormattedText.fromMarkdown(ModelAnswers.read("code-with-languages.md"));
        assertThat(code.entities()).filteredOn(e -> e.type().equals(MessageEntityType.PRE))
                .extracting(MessageEntity::language).containsExactly("python", "kotlin", null, null);

        FormattedText table = FormattedText.fromMarkdown("| a | b |\n|---|---|\n| $5 | x |");
        assertThat(table.text()).isEqualTo("a  | b\n---+--\n$5 | x");
        assertThat(table.entities()).containsExactly(MessageEntity.builder(MessageEntityType.PRE, 0, 20).build());

        FormattedText quote = FormattedText.fromMarkdown(ModelAnswers.read("quotes-and-headings.md"));
        List<MessageEntity> quotes = quote.entities().stream()
                .filter(e -> e.type().equals(MessageEntityType.BLOCKQUOTE)).toList();
        assertThat(quotes).as("a quote in a quote is one quote").hasSize(1);
        assertThat(quote.text().substring(quotes.get(0).offset(), quotes.get(0).offset() + quotes.get(0).length()))
                .isEqualTo("A quote from the docs,\nwith a reply inside it.");
    }

    @Test
    void aLongAnswerSplitsIntoMessagesOf4096WithNothingLost() {
        FormattedText text = FormattedText.fromMarkdown(ModelAnswers.read("long-answer.md"));

        List<FormattedText> parts = text.split();

        assertThat(parts).hasSizeGreaterThan(8).allMatch(part -> part.length() <= FormattedText.MESSAGE_LIMIT);
        assertThat(parts.stream().map(FormattedText::text).reduce("", String::concat)).isEqualTo(text.text());
        assertThat(parts).allMatch(part -> part.entities().stream()
                .filter(e -> e.type().equals(MessageEntityType.PRE)).allMatch(e -> "java".equals(e.language())));
    }
}
