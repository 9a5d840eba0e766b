package io.github.quarkustelegram.gettingstarted;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What the getting-started page ({@code docs/modules/ROOT/pages/index.adoc}) tells a new user to write, read from the
 * page itself: the test dependency, and the bot and its test shown inline (each block follows a
 * {@code // inline-of: <file>} line; model-gen's {@code DocsIncludesTest} checks that it is that file).
 */
final class GettingStartedPage {

    private static final Path PAGE = Path.of("docs", "modules", "ROOT", "pages", "index.adoc");
    private static final Pattern BLOCK = Pattern.compile("^\\[source,(\\w+)[^\\]]*]\\n----\\n(.*?)\\n----$",
            Pattern.MULTILINE | Pattern.DOTALL);
    private static final Pattern INLINE = Pattern.compile(
            "^// inline-of: \\S+/([A-Za-z0-9]+\\.java)\\n\\[source,java[^\\]]*]\\n----\\n(.*?)\\n----$",
            Pattern.MULTILINE | Pattern.DOTALL);

    private final String text;

    private GettingStartedPage(String text) {
        this.text = text;
    }

    static GettingStartedPage read() throws IOException {
        return new GettingStartedPage(Files.readString(NestedMaven.CHECKOUT.resolve(PAGE)));
    }

    /** @return the XML block that declares the given artifact */
    String dependencyDeclaring(String artifactId) {
        Matcher block = BLOCK.matcher(text);
        while (block.find()) {
            if (block.group(1).equals("xml") && block.group(2).contains("<artifactId>" + artifactId + "</artifactId>")) {
                return block.group(2);
            }
        }
        throw new AssertionError(PAGE + " declares no dependency on " + artifactId);
    }

    /** @return the Java files the page shows inline, by file name, in page order */
    Map<String, String> inlineJavaFiles() {
        Map<String, String> files = new LinkedHashMap<>();
        Matcher inline = INLINE.matcher(text);
        while (inline.find()) {
            files.put(inline.group(1), inline.group(2) + "\n");
        }
        return files;
    }
}
