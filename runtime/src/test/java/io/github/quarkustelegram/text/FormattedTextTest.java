package io.github.quarkustelegram.text;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Instant;
import java.util.List;

import org.junit.jupiter.api.Test;

import io.github.quarkustelegram.method.SendMessage;
import io.github.quarkustelegram.model.ChatId;
import io.github.quarkustelegram.model.MessageEntity;
import io.github.quarkustelegram.model.MessageEntityType;
import io.github.quarkustelegram.model.User;

class FormattedTextTest {

    private static MessageEntity entity(MessageEntityType type, int offset, int length) {
        return MessageEntity.builder(type, offset, length).build();
    }

    @Test
    void offsetsCountUtf16UnitsWhateverTheCharacters() {
        // 👍 is a surrogate pair, é a base letter with a combining mark, 👨‍👩‍👧 a ZWJ sequence of 8 units
        FormattedText text = Fmt.concat(Fmt.text("👍 "), Fmt.bold("e\u0301"), Fmt.text(" "),
                Fmt.italic("👨\u200D👩\u200D👧"), Fmt.text("!"));

        assertThat(text.entities()).containsExactly(entity(MessageEntityType.BOLD, 3, 2),
                entity(MessageEntityType.ITALIC, 6, 8));
        assertThat(text.text().substring(3, 5)).isEqualTo("e\u0301");
        assertThat(text.text().substring(6, 14)).isEqualTo("👨\u200D👩\u200D👧");
        assertThat(text.length()).isEqualTo(15);
    }

    @Test
    void nestedPiecesKeepTheirEntitiesOuterFirst() {
        FormattedText text = Fmt.bold(Fmt.text("a "), Fmt.italic("b"), Fmt.text(" "), Fmt.link("c", "https://x.y/"));

        assertThat(text.text()).isEqualTo("a b c");
        assertThat(text.entities()).containsExactly(entity(MessageEntityType.BOLD, 0, 5),
                entity(MessageEntityType.ITALIC, 2, 1),
                MessageEntity.builder(MessageEntityType.TEXT_LINK, 4, 1).url("https://x.y/").build());
    }

    @Test
    void everyKindCarriesItsFields() {
        User user = User.builder(42, false, "Ann").build();
        FormattedText text = Fmt.concat(Fmt.pre("x = 1", "python"), Fmt.mention("Ann", user),
                Fmt.customEmoji("🙂", "5368324170671202286"),
                Fmt.dateTime("tomorrow", Instant.ofEpochSecond(1647531900), "wDT"),
                Fmt.expandableBlockquote("q"), Fmt.spoiler("s"), Fmt.underline("u"), Fmt.strikethrough("t"),
                Fmt.code("c"), Fmt.blockquote("b"));

        assertThat(text.entities()).extracting(e -> e.type().value()).containsExactly("pre", "text_mention",
                "custom_emoji", "date_time", "expandable_blockquote", "spoiler", "underline", "strikethrough", "code",
                "blockquote");
        assertThat(text.entities().get(0).language()).isEqualTo("python");
        assertThat(text.entities().get(1).user()).isEqualTo(user);
        assertThat(text.entities().get(2).customEmojiId()).isEqualTo("5368324170671202286");
        assertThat(text.entities().get(3).unixTime()).isEqualTo(1647531900);
        assertThat(text.entities().get(3).dateTimeFormat()).isEqualTo("wDT");
    }

    @Test
    void telegramsNestingRulesAreCheckedWhenComposing() {
        assertThatThrownBy(() -> Fmt.link(Fmt.code("x"), "https://x.y/"))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("Telegram does not let text_link hold code");
        assertThatThrownBy(() -> Fmt.blockquote(Fmt.expandableBlockquote("x")))
                .hasMessage("Telegram does not let blockquote hold expandable_blockquote");
        assertThatThrownBy(() -> Fmt.pre("x", "two words")).hasMessageContaining("non-empty word");
        assertThatThrownBy(() -> Fmt.dateTime("x", Instant.EPOCH, "tr")).hasMessageContaining("r|w?[dD]?[tT]?");
        assertThat(Fmt.blockquote(Fmt.bold(Fmt.link("x", "https://x.y/"))).entities()).hasSize(3);
    }

    @Test
    void entitiesFromElsewhereAreChecked() {
        assertThatThrownBy(() -> FormattedText.of("abc", List.of(entity(MessageEntityType.BOLD, 2, 2))))
                .isInstanceOf(IllegalArgumentException.class).hasMessageStartingWith("bold [2, 4) is outside the text");
        assertThatThrownBy(() -> FormattedText.of("abcd",
                List.of(entity(MessageEntityType.BOLD, 0, 2), entity(MessageEntityType.ITALIC, 1, 2))))
                .hasMessage("bold [0, 2) and italic [1, 3) overlap without one holding the other, which Telegram refuses");
        assertThatThrownBy(() -> FormattedText.of("a👍", List.of(entity(MessageEntityType.BOLD, 0, 2))))
                .hasMessage("bold [0, 2) cuts a surrogate pair in two");
        FormattedText unordered = FormattedText.of("abcd",
                List.of(entity(MessageEntityType.ITALIC, 1, 1), entity(MessageEntityType.BOLD, 0, 4)));
        assertThat(unordered.entities()).extracting(MessageEntity::offset).containsExactly(0, 1);
    }

    @Test
    void emptyPiecesMakeNoEntity() {
        assertThat(Fmt.bold("")).isEqualTo(FormattedText.empty());
        assertThat(Fmt.concat(Fmt.text("a"), Fmt.italic(""), Fmt.bold("b")).entities())
                .containsExactly(entity(MessageEntityType.BOLD, 1, 1));
    }

    @Test
    void builderAndJoinAppendInOrder() {
        FormattedText built = FormattedText.builder().bold("Total").append(": ").code("42").newline()
                .link("more", "https://x.y/").build();
        assertThat(built.text()).isEqualTo("Total: 42\nmore");
        assertThat(built.entities()).extracting(MessageEntity::offset).containsExactly(0, 7, 10);

        FormattedText joined = Fmt.join(", ", List.of(Fmt.bold("a"), Fmt.bold("b")));
        assertThat(joined.text()).isEqualTo("a, b");
        assertThat(joined.entities()).containsExactly(entity(MessageEntityType.BOLD, 0, 1),
                entity(MessageEntityType.BOLD, 3, 1));
    }

    @Test
    void sendToFillsTheRequest() {
        FormattedText text = Fmt.concat(Fmt.text("Hi "), Fmt.bold("Ann"));
        SendMessage send = text.sendTo(ChatId.of(7)).build();
        assertThat(send.text()).isEqualTo("Hi Ann");
        assertThat(send.entities()).isEqualTo(text.entities());
        assertThat(Fmt.text("plain").sendTo(ChatId.of(7)).build().entities()).isNull();
        assertThat(text.editing(ChatId.of(7), 3).build().entities()).isEqualTo(text.entities());
        assertThat(text.editingCaption(ChatId.of(7), 3).build().captionEntities()).isEqualTo(text.entities());
    }

    @Test
    void escapingFollowsTelegramsRules() {
        assertThat(Html.escape("a < b && \"c\" > d")).isEqualTo("a &lt; b &amp;&amp; &quot;c&quot; &gt; d");
        assertThat(MarkdownV2.escape("1.5 * (2+3) = x_y! \\ [a]{b}#|~`>-"))
                .isEqualTo("1\\.5 \\* \\(2\\+3\\) \\= x\\_y\\! \\\\ \\[a\\]\\{b\\}\\#\\|\\~\\`\\>\\-");
        assertThat(MarkdownV2.escapeCode("a`b\\c*d")).isEqualTo("a\\`b\\\\c*d");
        assertThat(MarkdownV2.escapeUrl("https://x.y/(a)\\b")).isEqualTo("https://x.y/(a\\)\\\\b");
    }

    @Test
    void rendersHtml() {
        User user = User.builder(42, false, "Ann").build();
        FormattedText text = Fmt.concat(Fmt.bold(Fmt.text("a<b "), Fmt.italic("c")), Fmt.text(" "),
                Fmt.link("l", "https://x.y/?a=1&b=\"2\""), Fmt.mention("m", user), Fmt.pre("p<", "java"),
                Fmt.pre("q"), Fmt.spoiler("s"), Fmt.customEmoji("🙂", "5"),
                Fmt.dateTime("t", Instant.ofEpochSecond(10), "r"), Fmt.expandableBlockquote("e"));

        assertThat(text.toHtml()).isEqualTo("<b>a&lt;b <i>c</i></b> <a href=\"https://x.y/?a=1&amp;b=&quot;2&quot;\">l</a>"
                + "<a href=\"tg://user?id=42\">m</a><pre><code class=\"language-java\">p&lt;</code></pre><pre>q</pre>"
                + "<tg-spoiler>s</tg-spoiler><tg-emoji emoji-id=\"5\">🙂</tg-emoji><tg-time unix=\"10\" format=\"r\">t"
                + "</tg-time><blockquote expandable>e</blockquote>");
    }

    @Test
    void rendersMarkdownV2() {
        FormattedText text = Fmt.concat(Fmt.bold(Fmt.text("1.5 "), Fmt.italic("x_y")), Fmt.text(" "),
                Fmt.link("l", "https://x.y/(a)"), Fmt.text(" "), Fmt.code("a`b"), Fmt.text("\n"),
                Fmt.pre("p", "java"), Fmt.text("\n"), Fmt.blockquote("q1\nq2"), Fmt.text("\n"),
                Fmt.expandableBlockquote("e"), Fmt.text("\n"), Fmt.customEmoji("🙂", "5"));

        assertThat(text.toMarkdownV2()).isEqualTo("*1\\.5 _x\\_y_* [l](https://x.y/(a\\)) `a\\`b`\n```java\np```\n"
                + ">q1\n>q2\n**>e||\n![🙂](tg://emoji?id=5)");
    }

    @Test
    void markdownV2KeepsItalicAndUnderlineMarkersApart() {
        assertThat(Fmt.italic(Fmt.underline("x")).toMarkdownV2()).isEqualTo("_**__x__**_");
        assertThat(Fmt.concat(Fmt.italic("a"), Fmt.italic("b")).toMarkdownV2()).isEqualTo("_a_**_b_");
        assertThat(Fmt.bold(Fmt.italic("a"), Fmt.italic("b")).toMarkdownV2()).isEqualTo("*_a_~~_b_*");
    }

    @Test
    void markdownV2RefusesWhatItCannotSay() {
        assertThatThrownBy(() -> Fmt.concat(Fmt.text("a"), Fmt.blockquote("q")).toMarkdownV2())
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("can only quote whole lines");
        assertThatThrownBy(() -> Fmt.blockquote(Fmt.code("a\nb")).toMarkdownV2())
                .hasMessageContaining("cannot break a line of code or pre inside a quote");
    }

    @Test
    void splitPrefersParagraphsThenLinesThenSpaces() {
        String para = "a".repeat(60) + "\n\n";
        String line = "b".repeat(20) + "\n";
        FormattedText text = Fmt.text(para + line + "c".repeat(30));
        List<FormattedText> parts = text.split(100);
        assertThat(parts).extracting(FormattedText::text).containsExactly(para, line + "c".repeat(30));

        List<FormattedText> byParagraph = Fmt.text(para + "d".repeat(60)).split(100);
        assertThat(byParagraph).extracting(FormattedText::text).containsExactly(para, "d".repeat(60));

        List<FormattedText> bySpace = Fmt.text("word ".repeat(30)).split(32);
        assertThat(bySpace).allSatisfy(p -> assertThat(p.length()).isLessThanOrEqualTo(32));
        assertThat(bySpace.get(0).text()).isEqualTo("word ".repeat(6));
    }

    @Test
    void splitContinuesAnEntityAcrossTheCut() {
        FormattedText text = Fmt.concat(Fmt.text("x".repeat(8) + " "), Fmt.pre("y".repeat(10) + " " + "z".repeat(5),
                "java"));
        List<FormattedText> parts = text.split(20);

        assertThat(parts).extracting(FormattedText::text).containsExactly("x".repeat(8) + " " + "y".repeat(10) + " ",
                "z".repeat(5));
        assertThat(parts.get(0).entities()).containsExactly(
                MessageEntity.builder(MessageEntityType.PRE, 9, 11).language("java").build());
        assertThat(parts.get(1).entities()).containsExactly(
                MessageEntity.builder(MessageEntityType.PRE, 0, 5).language("java").build());
    }

    @Test
    void splitNeverCutsASurrogatePairNorACustomEmoji() {
        FormattedText emoji = Fmt.text("👍".repeat(10));
        List<FormattedText> parts = emoji.split(5);
        assertThat(parts).extracting(FormattedText::text).allSatisfy(t -> assertThat(t).isEqualTo("👍👍"));
        assertThat(String.join("", parts.stream().map(FormattedText::text).toList())).isEqualTo(emoji.text());

        FormattedText custom = Fmt.concat(Fmt.text("abc"), Fmt.customEmoji("👍", "1"), Fmt.text("def"));
        assertThat(custom.split(4)).extracting(FormattedText::text).containsExactly("abc", "👍de", "f");
        assertThatThrownBy(() -> emoji.split(1)).hasMessageContaining("at least 2");
    }

    @Test
    void fromAReceivedMessage() {
        FormattedText sent = Fmt.concat(Fmt.text("a "), Fmt.bold("b"));
        var message = io.github.quarkustelegram.model.Message
                .builder(1, 0,
                        io.github.quarkustelegram.model.Chat.builder(1, io.github.quarkustelegram.model.ChatType.PRIVATE)
                                .build())
                .text(sent.text())
                .entities(sent.entities()).build();
        assertThat(FormattedText.of(message)).isEqualTo(sent);
    }
}
