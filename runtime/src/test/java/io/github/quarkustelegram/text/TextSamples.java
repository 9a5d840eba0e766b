package io.github.quarkustelegram.text;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

import io.github.quarkustelegram.model.MessageEntityType;
import io.github.quarkustelegram.model.User;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;

/**
 * Random formatted texts for the property tests, each with the entities it was meant to get, computed apart from the
 * code under test: a kind, where it starts in UTF-16 units, and the exact text it should cover.
 */
final class TextSamples {

    /** One entity the sample should have. */
    record Expected(MessageEntityType type, int offset, String covered) {
    }

    /** A formatted text and what it should hold. */
    record Sample(FormattedText text, List<Expected> expected) {

        static Sample plain(String text) {
            return new Sample(Fmt.text(text), List.of());
        }

        static Sample concat(List<Sample> parts) {
            List<FormattedText> texts = new ArrayList<>();
            List<Expected> expected = new ArrayList<>();
            int offset = 0;
            for (Sample part : parts) {
                texts.add(part.text());
                for (Expected e : part.expected()) {
                    expected.add(new Expected(e.type(), e.offset() + offset, e.covered()));
                }
                offset += part.text().text().length();
            }
            return new Sample(Fmt.concat(texts), expected);
        }

        Sample wrapped(MessageEntityType type, FormattedText wrapped) {
            List<Expected> all = new ArrayList<>();
            if (!text.isEmpty()) {
                all.add(new Expected(type, 0, text.text()));
            }
            all.addAll(expected);
            return new Sample(wrapped, all);
        }
    }

    private static final User ANN = User.builder(7, false, "Ann").build();

    private TextSamples() {
    }

    /** Characters that are hard on offsets and on markup: surrogate pairs, combining marks, ZWJ, reserved signs. */
    static Arbitrary<String> unicode(int maxAtoms) {
        Arbitrary<String> tricky = Arbitraries.of("a", "Z", "7", " ", " ", "\n", "\n\n", "👍", "e\u0301",
                "👨\u200D👩\u200D👧", "🇫🇷", "中", "_", "*", "__", "~", "||", "`", "```", "\\", ">", "<", "&", "&amp;",
                "\"", "[", "]", "(", ")", "!", ".", "#", "+", "-", "=", "{", "}", "\t", "é", "\u200D");
        Arbitrary<String> any = Arbitraries.integers().between(0x20, 0x10FFFF)
                .filter(c -> Character.isValidCodePoint(c) && Character.getType(c) != Character.SURROGATE
                        && Character.getType(c) != Character.UNASSIGNED && Character.getType(c) != Character.PRIVATE_USE)
                .map(Character::toString);
        return Arbitraries.frequencyOf(net.jqwik.api.Tuple.of(3, tricky), net.jqwik.api.Tuple.of(1, any))
                .list().ofMaxSize(maxAtoms).map(atoms -> String.join("", atoms));
    }

    /** Texts nested up to {@code depth}: splittable kinds around anything, leaf kinds around plain text. */
    static Arbitrary<Sample> samples(int depth) {
        Arbitrary<Sample> plain = unicode(8).map(Sample::plain);
        Arbitrary<Sample> leaf = Combinators.combine(unicode(6), Arbitraries.integers().between(0, 5)).as((s, kind) -> {
            Sample inner = Sample.plain(s);
            return switch (kind) {
                case 0 -> inner.wrapped(MessageEntityType.CODE, Fmt.code(s));
                case 1 -> inner.wrapped(MessageEntityType.PRE, Fmt.pre(s, "java"));
                case 2 -> inner.wrapped(MessageEntityType.TEXT_LINK, Fmt.link(s, "https://example.org/a_(b)"));
                case 3 -> inner.wrapped(MessageEntityType.TEXT_MENTION, Fmt.mention(s, ANN));
                case 4 -> inner.wrapped(MessageEntityType.DATE_TIME,
                        Fmt.dateTime(s, Instant.ofEpochSecond(1647531900), "wDT"));
                default -> Sample.plain("👍").wrapped(MessageEntityType.CUSTOM_EMOJI, Fmt.customEmoji("👍", "42"));
            };
        });
        if (depth == 0) {
            return Arbitraries.oneOf(plain, leaf);
        }
        Arbitrary<Sample> children = samples(depth - 1).list().ofMaxSize(3).map(Sample::concat);
        Arbitrary<Sample> splittable = Combinators.combine(children, Arbitraries.integers().between(0, 4))
                .as((inner, kind) -> switch (kind) {
                    case 0 -> inner.wrapped(MessageEntityType.BOLD, Fmt.bold(inner.text()));
                    case 1 -> inner.wrapped(MessageEntityType.ITALIC, Fmt.italic(inner.text()));
                    case 2 -> inner.wrapped(MessageEntityType.UNDERLINE, Fmt.underline(inner.text()));
                    case 3 -> inner.wrapped(MessageEntityType.STRIKETHROUGH, Fmt.strikethrough(inner.text()));
                    default -> inner.wrapped(MessageEntityType.SPOILER, Fmt.spoiler(inner.text()));
                });
        return Arbitraries.frequencyOf(net.jqwik.api.Tuple.of(2, plain), net.jqwik.api.Tuple.of(2, leaf),
                net.jqwik.api.Tuple.of(3, splittable), net.jqwik.api.Tuple.of(1, children));
    }
}
