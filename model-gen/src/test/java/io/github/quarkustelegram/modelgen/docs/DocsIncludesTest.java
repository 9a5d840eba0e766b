package io.github.quarkustelegram.modelgen.docs;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;

/**
 * The guide's snippets are included by tag from test sources that run on every build. This keeps the includes
 * honest: every {@code include::{attr}/File.java[tag=x]} of a page must resolve to a file that has both
 * {@code tag::x[]} and {@code end::x[]}, so a renamed test or tag fails the build instead of leaving a hole in the
 * docs. A snippet shown inline (so that the page reads where includes do not render, e.g. on GitHub) follows a
 * {@code // inline-of: {attr}/File.java} comment, optionally with {@code [tag=x]}, and must be that file, or its
 * tagged region, exactly.
 */
class DocsIncludesTest {

    private static final Path PAGES = Path.of("..", "docs", "modules", "ROOT", "pages");
    private static final Pattern ATTRIBUTE = Pattern.compile("^:([a-z-]+): (.+)$", Pattern.MULTILINE);
    private static final Pattern INCLUDE = Pattern.compile("^include::\\{([a-z-]+)}/([^\\[]+)\\[tag=([A-Za-z0-9_-]+)]",
            Pattern.MULTILINE);
    /** Antora's {@code include::partial$name.adoc[...]}: the file in the module's partials directory. */
    private static final Pattern PARTIAL = Pattern.compile("^include::partial\\$([^\\[]+)\\[", Pattern.MULTILINE);

    private static final Pattern INLINE = Pattern.compile(
            "^// inline-of: \\{([a-z-]+)}/([^\\[\\s]+)(?:\\[tag=([A-Za-z0-9_-]+)])?\\n\\[source,[^\\]]*]\\n----\\n(.*?)\\n----$",
            Pattern.MULTILINE | Pattern.DOTALL);

    /** Partials (included by pages) include snippets too, relative to themselves. */
    private static Stream<Path> partials() throws IOException {
        Path partials = PAGES.resolveSibling("partials");
        return Files.isDirectory(partials) ? Files.list(partials) : Stream.empty();
    }

    @Test
    void everyIncludedSnippetExists() throws IOException {
        List<String> problems = new ArrayList<>();
        int includes = 0;
        try (Stream<Path> pages = Stream.concat(Files.list(PAGES), partials())) {
            for (Path page : pages.filter(p -> p.toString().endsWith(".adoc")).sorted().toList()) {
                String text = Files.readString(page);
                Map<String, String> attributes = new HashMap<>();
                Matcher a = ATTRIBUTE.matcher(text);
                while (a.find()) {
                    attributes.put(a.group(1), a.group(2).strip());
                }
                Matcher partial = PARTIAL.matcher(text);
                while (partial.find()) {
                    includes++;
                    if (!Files.isRegularFile(PAGES.resolveSibling("partials").resolve(partial.group(1)))) {
                        problems.add(page.getFileName() + ": " + partial.group() + " includes a missing partial");
                    }
                }
                Matcher include = INCLUDE.matcher(text);
                while (include.find()) {
                    includes++;
                    String base = attributes.get(include.group(1));
                    String where = page.getFileName() + ": " + include.group();
                    if (base == null) {
                        problems.add(where + " uses an undefined attribute");
                        continue;
                    }
                    Path source = page.getParent().resolve(base).resolve(include.group(2)).normalize();
                    if (!Files.isRegularFile(source)) {
                        problems.add(where + " includes a missing file " + source);
                        continue;
                    }
                    String code = Files.readString(source);
                    String tag = include.group(3);
                    if (!code.contains("tag::" + tag + "[]") || !code.contains("end::" + tag + "[]")) {
                        problems.add(where + ": " + source.getFileName() + " has no tag::" + tag + "[] ... end::" + tag
                                + "[]");
                    }
                }
            }
        }
        assertThat(problems).isEmpty();
        assertThat(includes).as("the guide includes its snippets from tests").isGreaterThan(10);
    }

    @Test
    void everyInlineSnippetIsTheSourceItShows() throws IOException {
        List<String> problems = new ArrayList<>();
        int inlined = 0;
        try (Stream<Path> pages = Files.list(PAGES)) {
            for (Path page : pages.filter(p -> p.toString().endsWith(".adoc")).sorted().toList()) {
                String text = Files.readString(page);
                Map<String, String> attributes = new HashMap<>();
                Matcher a = ATTRIBUTE.matcher(text);
                while (a.find()) {
                    attributes.put(a.group(1), a.group(2).strip());
                }
                Matcher inline = INLINE.matcher(text);
                while (inline.find()) {
                    inlined++;
                    String where = page.getFileName() + ": inline-of " + inline.group(2);
                    String base = attributes.get(inline.group(1));
                    Path source = base == null ? null : page.getParent().resolve(base).resolve(inline.group(2)).normalize();
                    if (source == null || !Files.isRegularFile(source)) {
                        problems.add(where + " shows a missing file " + source);
                        continue;
                    }
                    String code = Files.readString(source);
                    String expected = inline.group(3) == null ? code.strip() : tagged(code, inline.group(3));
                    if (expected == null) {
                        problems.add(where + " has no tag::" + inline.group(3) + "[] ... end::" + inline.group(3) + "[]");
                    } else if (!expected.equals(inline.group(4).strip())) {
                        problems.add(where + " differs from the file: copy it again into the page");
                    }
                }
            }
        }
        assertThat(problems).isEmpty();
        assertThat(inlined).as("the getting-started page shows its bot and test inline").isGreaterThanOrEqualTo(2);
    }

    /** @return the lines between the tag's markers, without their common indentation; null without the markers */
    private static String tagged(String code, String tag) {
        List<String> lines = code.lines().toList();
        int start = -1;
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).contains("tag::" + tag + "[]")) {
                start = i + 1;
            } else if (start >= 0 && lines.get(i).contains("end::" + tag + "[]")) {
                List<String> region = lines.subList(start, i);
                int indent = region.stream().filter(l -> !l.isBlank())
                        .mapToInt(l -> l.length() - l.stripLeading().length()).min().orElse(0);
                return String.join("\n", region.stream().map(l -> l.isBlank() ? "" : l.substring(indent)).toList())
                        .strip();
            }
        }
        return null;
    }
}
