package io.github.quarkustelegram.modelgen.emit;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;

import org.junit.jupiter.api.Test;

import com.palantir.javapoet.ClassName;

class JavadocTextTest {

    private final JavadocText javadoc = new JavadocText(Map.of(
            "message", ClassName.get(Types.MODEL_PACKAGE, "Message"),
            "sendmessage", ClassName.get(Types.METHOD_PACKAGE, "SendMessage")));

    @Test
    void linksToGeneratedTypesBecomeLinkTags() {
        assertThat(javadoc.convert("the sent <a href=\"#message\">Message</a> is returned", Types.MODEL_PACKAGE))
                .isEqualTo("the sent {@link Message} is returned");
        assertThat(javadoc.convert("the sent <a href=\"#message\">Message</a>", Types.METHOD_PACKAGE))
                .isEqualTo("the sent {@link io.github.quarkustelegram.model.Message}");
        assertThat(javadoc.convert("call <a href=\"#sendmessage\">sendMessage</a>", Types.MODEL_PACKAGE))
                .isEqualTo("call {@link io.github.quarkustelegram.method.SendMessage sendMessage}");
    }

    @Test
    void otherLinksBecomeAbsolute() {
        assertThat(javadoc.convert("see <a href=\"#formatting-options\">formatting options</a>", Types.MODEL_PACKAGE))
                .isEqualTo("see <a href=\"https://core.telegram.org/bots/api#formatting-options\">formatting options</a>");
        assertThat(javadoc.convert("<a href=\"/bots/features#inline-keyboards\">Inline keyboard</a>", "x"))
                .isEqualTo("<a href=\"https://core.telegram.org/bots/features#inline-keyboards\">Inline keyboard</a>");
        assertThat(javadoc.convert("<a href=\"https://t.me/botfather\">@BotFather</a>", "x"))
                .isEqualTo("<a href=\"https://t.me/botfather\">&#64;BotFather</a>");
    }

    @Test
    void keepsSimpleMarkupAndParagraphs() {
        assertThat(javadoc.convert("<p>First <em>a</em> <strong>b</strong> <code>c</code><br>d</p><p>Second</p>", "x"))
                .isEqualTo("First <em>a</em> <strong>b</strong> <code>c</code><br>\nd\n\n<p>Second");
        assertThat(javadoc.convert("<blockquote>quoted</blockquote>", "x")).isEqualTo("<blockquote>quoted</blockquote>");
        assertThat(javadoc.convert("dice <img class=\"emoji\" src=\"x.png\" alt=\"🎲\"> and <div>text</div>", "x"))
                .isEqualTo("dice 🎲 and text");
    }

    @Test
    void escapesWhatWouldBreakTheSource() {
        assertThat(javadoc.convert("in the format <code>@username</code>", "x"))
                .isEqualTo("in the format <code>&#64;username</code>");
        assertThat(javadoc.convert("a {json} end */ and \\u0041 and 1 &lt; 2 &amp; x", "x"))
                .isEqualTo("a &#123;json&#125; end *&#47; and &#92;u0041 and 1 &lt; 2 &amp; x");
    }

    @Test
    void wrapsLongLinesOutsideTags() {
        String longText = ("word ".repeat(30) + "<a href=\"https://example.org/a b\">a long link label</a> ").repeat(2);
        String converted = javadoc.convert(longText, "x");
        assertThat(converted.lines()).allSatisfy(line -> assertThat(line.length()).isLessThanOrEqualTo(100));
        assertThat(converted).contains("<a href=\"https://example.org/a b\">a long");
        assertThat(converted.replace('\n', ' ')).contains("<a href=\"https://example.org/a b\">a long link label</a>");
    }

    @Test
    void blockTagsWrapWithTheTagOnTheFirstLine() {
        String tag = javadoc.tag("@param chatId", "word ".repeat(40), "x");
        assertThat(tag).startsWith("@param chatId word");
        assertThat(tag.lines()).allSatisfy(line -> assertThat(line.length()).isLessThanOrEqualTo(104));
        assertThat(tag.lines().skip(1)).allSatisfy(line -> assertThat(line).startsWith("    "));
    }

    @Test
    void seeAlsoLinksToThePage() {
        assertThat(JavadocText.seeAlso("sendmessage", "sendMessage"))
                .isEqualTo("<a href=\"https://core.telegram.org/bots/api#sendmessage\">Bot API: sendMessage</a>");
    }
}
