package io.github.quarkustelegram.text;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;

import com.fasterxml.jackson.core.type.TypeReference;

import io.github.quarkustelegram.json.TelegramJson;
import io.github.quarkustelegram.model.MessageEntity;
import io.github.quarkustelegram.testing.telegram.markup.ParseModes;
import io.github.quarkustelegram.testing.telegram.markup.ParsedText;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * {@code toHtml()} and {@code toMarkdownV2()} over random Unicode, read back by the fake Telegram's parsers (written
 * apart, from Telegram's documentation): the same text and the same entities.
 */
class RenderRoundTripPropertiesTest {

    @Provide
    Arbitrary<FormattedText> texts() {
        Arbitrary<FormattedText> sample = TextSamples.samples(3).map(TextSamples.Sample::text);
        Arbitrary<FormattedText> quoted = Combinators.combine(TextSamples.unicode(4), sample, Arbitraries.of(0, 1, 2),
                TextSamples.unicode(4)).as((before, inner, kind, after) -> {
                    FormattedText quote = kind == 0 ? Fmt.blockquote(inner)
                            : kind == 1 ? Fmt.expandableBlockquote(inner) : inner;
                    return Fmt.concat(Fmt.text(before + "\n"), quote, Fmt.text("\n" + after));
                });
        return Arbitraries.oneOf(sample, quoted, sample.list().ofMaxSize(4).map(Fmt::concat));
    }

    @Property(tries = 500)
    void htmlReadsBackAsTheSameTextAndEntities(@ForAll("texts") FormattedText text) {
        assertSame(text, ParseModes.parse(text.toHtml(), "HTML"));
    }

    @Property(tries = 500)
    void markdownV2ReadsBackAsTheSameTextAndEntities(@ForAll("texts") FormattedText text) {
        String markdown;
        try {
            markdown = text.toMarkdownV2();
        } catch (IllegalArgumentException refused) {
            // only what the syntax cannot say, as documented
            assertThat(refused.getMessage()).containsAnyOf("can only quote whole lines", "cannot break a line",
                    "cannot keep these markers apart");
            return;
        }
        assertSame(text, ParseModes.parse(markdown, "MarkdownV2"));
    }

    private static void assertSame(FormattedText sent, ParsedText parsed) {
        assertThat(parsed.text()).isEqualTo(sent.text());
        List<MessageEntity> read = TelegramJson.mapper().convertValue(parsed.entities(),
                new TypeReference<List<MessageEntity>>() {
                });
        assertThat(describe(read)).containsExactlyInAnyOrderElementsOf(describe(sent.entities()));
    }

    private static List<String> describe(List<MessageEntity> entities) {
        List<String> described = new ArrayList<>();
        for (MessageEntity e : entities) {
            described.add(e.type().value() + " " + e.offset() + "+" + e.length() + " " + e.url() + " " + e.language()
                    + " " + e.customEmojiId() + " " + (e.user() == null ? "" : e.user().id()) + " " + e.unixTime()
                    + " " + e.dateTimeFormat());
        }
        return described;
    }
}
