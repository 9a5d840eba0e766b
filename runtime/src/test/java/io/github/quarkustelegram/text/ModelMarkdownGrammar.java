package io.github.quarkustelegram.text;

import java.util.List;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;

/**
 * Random Markdown as a language model writes it, and as it breaks it: headings, lists nested deeper than Telegram
 * allows, task items, tables up to 30 columns, code fences with and without their closing fence, quotes nested deep,
 * prices in dollars, {@code ==} and {@code ||}, emphasis nested and unclosed, paragraphs of tens of thousands of
 * characters.
 */
final class ModelMarkdownGrammar {

    private ModelMarkdownGrammar() {
    }

    static Arbitrary<String> documents() {
        return block().list().ofMinSize(1).ofMaxSize(10).map(blocks -> String.join("\n\n", blocks));
    }

    static Arbitrary<String> block() {
        return Arbitraries.frequencyOf(
                Tuple(6, paragraph()),
                Tuple(2, heading()),
                Tuple(3, list()),
                Tuple(2, table()),
                Tuple(2, fence()),
                Tuple(1, quote()),
                Tuple(1, Arbitraries.of("---", "***")),
                Tuple(2, longParagraph()),
                Tuple(1, longFence()),
                Tuple(1, manyItems()));
    }

    private static net.jqwik.api.Tuple.Tuple2<Integer, Arbitrary<? extends String>> Tuple(int weight,
            Arbitrary<String> arbitrary) {
        return net.jqwik.api.Tuple.of(weight, arbitrary);
    }

    static Arbitrary<String> inline() {
        Arbitrary<String> token = Arbitraries.oneOf(
                Arbitraries.of("costs", "the", "bot", "answer", "Привет", "emoji 😀", "x", "and", "but", "in", "ok."),
                Arbitraries.integers().between(0, 10_000).map(n -> "$" + n),
                Arbitraries.of("==marked==", "||spoiler||", "$x + y$", "a || b", "==", "||", "$", "\\*"),
                Arbitraries.of("**", "*", "_", "__", "~~", "`"),
                Arbitraries.of("`code`", "`$5`", "[link](https://example.com/a)", "<https://quarkus.io>",
                        "https://core.telegram.org", "[rel](docs/page.md)", "![img](https://example.com/i.png)",
                        "<b>html</b>", "[x]", "[ ]"),
                nestedEmphasis());
        return token.list().ofMinSize(1).ofMaxSize(25).map(tokens -> String.join(" ", tokens));
    }

    /** Emphasis nested up to 24 deep, past Telegram's 16 levels; sometimes left unclosed. */
    static Arbitrary<String> nestedEmphasis() {
        return Combinators.combine(Arbitraries.of("**", "_", "~~", "*").list().ofMinSize(1).ofMaxSize(24),
                Arbitraries.of(true, false)).as((marks, closed) -> {
                    StringBuilder out = new StringBuilder();
                    marks.forEach(out::append);
                    out.append("deep");
                    if (closed) {
                        for (int i = marks.size() - 1; i >= 0; i--) {
                            out.append(marks.get(i));
                        }
                    }
                    return out.toString();
                });
    }

    static Arbitrary<String> paragraph() {
        return inline().list().ofMinSize(1).ofMaxSize(3).map(lines -> String.join("\n", lines));
    }

    static Arbitrary<String> longParagraph() {
        return Combinators.combine(inline(), Arbitraries.integers().between(1_000, 70_000)).as((line, size) -> {
            StringBuilder out = new StringBuilder();
            while (out.length() < size) {
                out.append(line).append(' ');
            }
            return out.toString().strip();
        });
    }

    /** A code block longer than a message, with its language, closed or not. */
    static Arbitrary<String> longFence() {
        return Combinators.combine(Arbitraries.of("", "python"), Arbitraries.integers().between(20_000, 70_000),
                Arbitraries.of(true, false)).as((language, size, closed) -> {
                    StringBuilder out = new StringBuilder("```").append(language).append('\n');
                    for (int line = 0; out.length() < size; line++) {
                        out.append("total += price[").append(line).append("]  # $").append(line).append('\n');
                    }
                    return out.append(closed ? "```" : "").toString();
                });
    }

    /** A list of more items than a message may hold blocks (an item and its paragraph are two). */
    static Arbitrary<String> manyItems() {
        return Combinators.combine(Arbitraries.integers().between(100, 700), Arbitraries.of("- ", "1. "))
                .as((count, marker) -> {
                    StringBuilder out = new StringBuilder();
                    for (int i = 0; i < count; i++) {
                        out.append(marker).append("item ").append(i).append(" costs $").append(i).append('\n');
                    }
                    return out.toString();
                });
    }

    static Arbitrary<String> heading() {
        return Combinators.combine(Arbitraries.integers().between(1, 6), inline())
                .as((level, text) -> "#".repeat(level) + " " + text.replace('\n', ' '));
    }

    /** A list whose items may hold a nested list, to a depth of 12. */
    static Arbitrary<String> list() {
        return Arbitraries.integers().between(1, 12).flatMap(depth -> listAt("", depth));
    }

    private static Arbitrary<String> listAt(String indent, int depth) {
        Arbitrary<String> marker = Arbitraries.of("- ", "* ", "1. ", "3) ", "- [ ] ", "- [x] ");
        Arbitrary<String> item = Combinators.combine(marker, inline(), Arbitraries.integers().between(0, 3))
                .flatAs((m, text, nested) -> {
                    String line = indent + m + text.replace('\n', ' ');
                    if (depth <= 1 || nested != 0) {
                        return Arbitraries.just(line);
                    }
                    String childIndent = indent + " ".repeat(m.startsWith("- [") ? 2 : m.length());
                    return listAt(childIndent, depth - 1).map(child -> line + "\n" + child);
                });
        return item.list().ofMinSize(1).ofMaxSize(6).map(items -> String.join("\n", items));
    }

    /** A table of 1 to 30 columns: Telegram's limit is 20. */
    static Arbitrary<String> table() {
        return Combinators.combine(Arbitraries.integers().between(1, 30), Arbitraries.integers().between(0, 6),
                Arbitraries.of("---", ":--", "--:", ":-:")).flatAs((columns, rows, align) -> {
                    Arbitrary<String> cell = inline().map(text -> text.replace('\n', ' ').replace("|", "\\|"));
                    Arbitrary<String> row = cell.list().ofSize(columns).map(cells -> "| " + String.join(" | ", cells)
                            + " |");
                    return row.list().ofSize(rows + 1).map(lines -> {
                        String delimiter = "|" + (" " + align + " |").repeat(columns);
                        List<String> all = new java.util.ArrayList<>(lines);
                        all.add(1, delimiter);
                        return String.join("\n", all);
                    });
                });
    }

    /** A code fence, with or without a language, closed or not (a model still writing). */
    static Arbitrary<String> fence() {
        Arbitrary<String> code = Arbitraries.of("x = 1", "print(\"$5\")", "if (a || b) { c == d; }", "**not bold**",
                "  indented", "").list().ofMinSize(0).ofMaxSize(8).map(lines -> String.join("\n", lines));
        return Combinators.combine(Arbitraries.of("", "python", "java", "kotlin title=\"A.kt\"", "c++"), code,
                Arbitraries.of(true, false))
                .as((language, body, closed) -> "```" + language + "\n" + body + (closed ? "\n```" : ""));
    }

    /** A quote nested up to 20 deep. */
    static Arbitrary<String> quote() {
        return Combinators.combine(Arbitraries.integers().between(1, 20), paragraph())
                .as((depth, text) -> text.lines().map(line -> "> ".repeat(depth) + line)
                        .reduce((a, b) -> a + "\n" + b).orElse(""));
    }
}
