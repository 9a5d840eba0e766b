package io.github.quarkustelegram.testing.telegram.markup;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;

import org.junit.jupiter.api.Test;

/** The fake reads Telegram's three parse modes into text and entities, and refuses bad markup as Telegram does. */
class ParseModesTest {

    private static List<String> entities(ParsedText parsed) {
        return TextEntity.of(parsed.entities()).stream()
                .map(e -> e + " " + e.covered(parsed.text())).toList();
    }

    @Test
    void htmlTagsBecomeEntitiesAtUtf16Offsets() {
        ParsedText parsed = ParseModes.parse("👍 <b>bold <i>both</i></b> <a href=\"https://x.y/?a=1&amp;b\">link</a> "
                + "<tg-spoiler>s</tg-spoiler><span class=\"tg-spoiler\">t</span> <u>u</u><s>x</s><code>c&lt;</code> "
                + "<pre><code class=\"language-java\">int i;</code></pre><pre>p</pre>"
                + "<blockquote expandable>q</blockquote><tg-emoji emoji-id=\"5\">🙂</tg-emoji>"
                + "<tg-time unix=\"10\" format=\"wDT\">d</tg-time><a href=\"tg://user?id=42\">m</a> &#128077;&quot;",
                "HTML");

        assertThat(parsed.text()).isEqualTo("👍 bold both link st uxc< int i;pq🙂dm 👍\"");
        assertThat(entities(parsed)).containsExactly("bold [3, 12) bold both", "italic [8, 12) both",
                "text_link [13, 17) https://x.y/?a=1&b link", "spoiler [18, 19) s", "spoiler [19, 20) t",
                "underline [21, 22) u", "strikethrough [22, 23) x", "code [23, 25) c<", "pre [26, 32) java int i;",
                "pre [32, 33) p", "expandable_blockquote [33, 34) q", "custom_emoji [34, 36) 🙂", "date_time [36, 37) d",
                "text_mention [37, 38) m");
        assertThat(parsed.entities().get(12).get("unix_time").asInt()).isEqualTo(10);
        assertThat(parsed.entities().get(12).get("date_time_format").asText()).isEqualTo("wDT");
        assertThat(parsed.entities().get(13).get("user").get("id").asLong()).isEqualTo(42);
    }

    @Test
    void badHtmlGetsTelegramsErrors() {
        assertThatThrownBy(() -> ParseModes.parse("é <b>x", "HTML"))
                .hasMessage("Bad Request: can't parse entities: Can't find end tag corresponding to start tag \"b\"");
        assertThatThrownBy(() -> ParseModes.parse("é <blink>x</blink>", "HTML")).hasMessage(
                "Bad Request: can't parse entities: Unsupported start tag \"blink\" at byte offset 3");
        assertThatThrownBy(() -> ParseModes.parse("<b>x</i>", "HTML")).hasMessage("Bad Request: can't parse "
                + "entities: Unmatched end tag at byte offset 4, expected \"</b>\", found \"</i>\"");
        assertThatThrownBy(() -> ParseModes.parse("x</b>", "HTML"))
                .hasMessage("Bad Request: can't parse entities: Unexpected end tag at byte offset 1");
        assertThatThrownBy(() -> ParseModes.parse("<b x", "HTML"))
                .hasMessage("Bad Request: can't parse entities: Unclosed start tag at byte offset 0");
        assertThatThrownBy(() -> ParseModes.parse("x", "BBCode")).hasMessage("Bad Request: unsupported parse_mode");
    }

    @Test
    void markdownV2MarkersBecomeEntities() {
        ParsedText parsed = ParseModes.parse("*bold _both_* __u__ ~s~ ||sp|| `c\\`` [l](https://x.y/(a\\)) 1\\.5\n"
                + "```java\nint i;```\n>q1\n>q2\n**>e||\n![🙂](tg://emoji?id=5)![d](tg://time?unix=10&format=r)"
                + "[m](tg://user?id=42)", "MarkdownV2");

        assertThat(parsed.text()).isEqualTo("bold both u s sp c` l 1.5\nint i;\nq1\nq2\ne\n🙂dm");
        assertThat(entities(parsed)).containsExactly("bold [0, 9) bold both", "italic [5, 9) both",
                "underline [10, 11) u", "strikethrough [12, 13) s", "spoiler [14, 16) sp", "code [17, 19) c`",
                "text_link [20, 21) https://x.y/(a) l", "pre [26, 32) java int i;", "blockquote [33, 38) q1\nq2",
                "expandable_blockquote [39, 40) e", "custom_emoji [41, 43) 🙂", "date_time [43, 44) d",
                "text_mention [44, 45) m");
    }

    @Test
    void italicAndUnderlineAreKeptApartByAnEmptyBold() {
        ParsedText parsed = ParseModes.parse("___iu_**__", "MarkdownV2");
        assertThat(entities(parsed)).containsExactlyInAnyOrder("underline [0, 2) iu", "italic [0, 2) iu");
    }

    @Test
    void badMarkdownV2GetsTelegramsErrors() {
        assertThatThrownBy(() -> ParseModes.parse("Price: 1.5", "MarkdownV2")).hasMessage(
                "Bad Request: can't parse entities: Character '.' is reserved and must be escaped with the preceding '\\'");
        assertThatThrownBy(() -> ParseModes.parse("é *bold", "MarkdownV2"))
                .hasMessage("Bad Request: can't parse entities: Can't find end of the entity starting at byte offset 3");
        assertThatThrownBy(() -> ParseModes.parse("*a _b* c_", "MarkdownV2"))
                .hasMessage("Bad Request: can't parse entities: Can't find end of the entity starting at byte offset 3");
        assertThatThrownBy(() -> ParseModes.parse("[a](http://x", "MarkdownV2"))
                .hasMessage("Bad Request: can't parse entities: Can't find end of a URL at byte offset 4");
    }

    @Test
    void legacyMarkdownHasNoNestingAndEscapesOutsideEntities() {
        ParsedText parsed = ParseModes.parse("*b_1* _i_ `c*` snake\\_case [l](https://x.y/) ```py\nx```", "Markdown");

        assertThat(parsed.text()).isEqualTo("b_1 i c* snake_case l x");
        assertThat(entities(parsed)).containsExactly("bold [0, 3) b_1", "italic [4, 5) i", "code [6, 8) c*",
                "text_link [20, 21) https://x.y/ l", "pre [22, 23) py x");
        assertThatThrownBy(() -> ParseModes.parse("a _b", "Markdown"))
                .hasMessage("Bad Request: can't parse entities: Can't find end of the entity starting at byte offset 2");
    }
}
