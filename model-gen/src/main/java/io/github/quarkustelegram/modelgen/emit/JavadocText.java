package io.github.quarkustelegram.modelgen.emit;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.jsoup.Jsoup;
import org.jsoup.nodes.Element;
import org.jsoup.nodes.Node;
import org.jsoup.nodes.TextNode;

import com.palantir.javapoet.ClassName;

/**
 * Converts the page's HTML prose into Javadoc text that cannot break the Java source around it.
 *
 * <ul>
 * <li>{@code <a href="#message">Message</a>} becomes {@code {@link Message}} when the anchor is a generated type or
 * request (fully qualified when it lives in the other package); any other link becomes an absolute
 * {@code https://core.telegram.org/...} href.</li>
 * <li>{@code em}, {@code strong}, {@code code}, {@code br}, {@code blockquote}, lists and paragraphs are kept;
 * emoji images become their alt text; any other tag keeps only its text.</li>
 * <li>{@code @}, braces, backslashes (javac reads {@code \}{@code u} escapes even in comments) and {@code *}{@code /}
 * are written as HTML character references.</li>
 * </ul>
 * Lines are wrapped at {@value #WIDTH} characters, never inside a tag or an inline tag.
 */
final class JavadocText {

    static final String API_URL = "https://core.telegram.org/bots/api";
    private static final String SITE_URL = "https://core.telegram.org";
    private static final int WIDTH = 100;

    private final Map<String, ClassName> anchors;

    /** @param anchors page anchor ({@code message}, {@code sendmessage}) -> the generated class for it */
    JavadocText(Map<String, ClassName> anchors) {
        this.anchors = Map.copyOf(anchors);
    }

    /** The Javadoc text for an HTML fragment, relative to code in {@code fromPackage}; ends without a newline. */
    String convert(String html, String fromPackage) {
        if (html == null || html.isBlank()) {
            return "";
        }
        Element body = Jsoup.parseBodyFragment(html).body();
        StringBuilder out = new StringBuilder();
        boolean first = true;
        for (Node node : body.childNodes()) {
            if (node instanceof Element e && e.normalName().equals("p")) {
                String inner = render(e.childNodes(), fromPackage).strip();
                if (inner.isEmpty()) {
                    continue;
                }
                if (!first) {
                    out.append("\n\n<p>");
                }
                out.append(inner);
                first = false;
            } else {
                String text = render(List.of(node), fromPackage);
                if (first && text.isBlank()) {
                    continue;
                }
                out.append(text);
                first = false;
            }
        }
        return wrap(out.toString().strip());
    }

    /**
     * A block tag with converted text, e.g. {@code @param chatId Unique identifier...}: wrapped so that the first
     * line counts the tag, continuation lines indented by four spaces.
     */
    String tag(String tag, String html, String fromPackage) {
        return tagWithText(tag, unwrapped(convert(html, fromPackage)));
    }

    /** Like {@link #tag(String, String, String)} for text that is already Javadoc. */
    static String tagWithText(String tag, String javadocText) {
        String text = wrap(tag + " " + unwrapped(javadocText));
        return text.replace("\n", "\n    ");
    }

    /**
     * Joins wrapped lines back, keeping paragraph breaks and breaks after {@code <br>
     * }.
     */
    private static String unwrapped(String text) {
        return text.replaceAll("(?<!\\n|<br>)\\n(?!\\n)", " ");
    }

    /** A {@code @see} line target for a page anchor: {@code <a href="https://core.telegram.org/bots/api#x">Bot API: X</a>}. */
    static String seeAlso(String anchor, String name) {
        return "<a href=\"" + API_URL + "#" + escapeAttribute(anchor) + "\">Bot API: " + escapeText(name) + "</a>";
    }

    private String render(List<Node> nodes, String fromPackage) {
        StringBuilder out = new StringBuilder();
        for (Node node : nodes) {
            if (node instanceof TextNode text) {
                out.append(escapeText(text.getWholeText().replaceAll("\\s+", " ")));
            } else if (node instanceof Element e) {
                out.append(renderElement(e, fromPackage));
            }
        }
        return out.toString();
    }

    private String renderElement(Element e, String fromPackage) {
        String tag = e.normalName();
        switch (tag) {
            case "a":
                return renderLink(e, fromPackage);
            case "em", "i":
                return "<em>" + render(e.childNodes(), fromPackage) + "</em>";
            case "strong", "b":
                return "<strong>" + render(e.childNodes(), fromPackage) + "</strong>";
            case "code":
                return "<code>" + render(e.childNodes(), fromPackage) + "</code>";
            case "br":
                return "<br>\n";
            case "blockquote":
                return "\n<blockquote>" + render(e.childNodes(), fromPackage).strip() + "</blockquote>\n";
            case "p":
                return "\n<p>" + render(e.childNodes(), fromPackage).strip() + "\n";
            case "ul", "ol":
                return "\n<" + tag + ">\n" + render(e.children().asList().stream().map(Node.class::cast).toList(),
                        fromPackage) + "</" + tag + ">\n";
            case "li":
                return "<li>" + render(e.childNodes(), fromPackage).strip() + "</li>\n";
            case "img":
                return escapeText(e.attr("alt"));
            default:
                return render(e.childNodes(), fromPackage);
        }
    }

    private String renderLink(Element a, String fromPackage) {
        String href = a.attr("href");
        String label = a.text().replaceAll("\\s+", " ").strip();
        if (href.startsWith("#")) {
            ClassName target = anchors.get(href.substring(1));
            if (target != null) {
                String ref = target.packageName().equals(fromPackage) ? target.simpleName() : target.canonicalName();
                return label.equals(target.simpleName()) || label.isEmpty()
                        ? "{@link " + ref + "}"
                        : "{@link " + ref + " " + escapeText(label) + "}";
            }
            href = API_URL + href;
        } else if (href.startsWith("/")) {
            href = SITE_URL + href;
        } else if (!href.startsWith("http://") && !href.startsWith("https://") && !href.startsWith("tg://")
                && !href.startsWith("mailto:")) {
            return render(a.childNodes(), fromPackage);
        }
        return "<a href=\"" + escapeAttribute(href) + "\">" + render(a.childNodes(), fromPackage) + "</a>";
    }

    /** Escapes text for Javadoc: HTML specials, and what Javadoc or javac would read as syntax. */
    static String escapeText(String text) {
        StringBuilder out = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '&' -> out.append("&amp;");
                case '<' -> out.append("&lt;");
                case '>' -> out.append("&gt;");
                case '@' -> out.append("&#64;");
                case '{' -> out.append("&#123;");
                case '}' -> out.append("&#125;");
                case '\\' -> out.append("&#92;");
                case '/' -> out.append(i > 0 && text.charAt(i - 1) == '*' ? "&#47;" : "/");
                case '\r' -> {
                }
                default -> out.append(c);
            }
        }
        return out.toString();
    }

    private static String escapeAttribute(String value) {
        return escapeText(value).replace("\"", "&quot;");
    }

    /** Wraps long lines at spaces that are outside tags and inline tags. */
    static String wrap(String text) {
        StringBuilder out = new StringBuilder(text.length() + 16);
        for (String line : text.split("\n", -1)) {
            if (out.length() > 0) {
                out.append('\n');
            }
            out.append(wrapLine(line.strip()));
        }
        return out.toString().replaceAll("\n{3,}", "\n\n");
    }

    private static String wrapLine(String line) {
        if (line.length() <= WIDTH) {
            return line;
        }
        List<String> words = new ArrayList<>();
        int depthTag = 0;
        int depthBrace = 0;
        int start = 0;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (c == '<') {
                depthTag++;
            } else if (c == '>' && depthTag > 0) {
                depthTag--;
            } else if (c == '{') {
                depthBrace++;
            } else if (c == '}' && depthBrace > 0) {
                depthBrace--;
            } else if (c == ' ' && depthTag == 0 && depthBrace == 0) {
                words.add(line.substring(start, i));
                start = i + 1;
            }
        }
        words.add(line.substring(start));
        StringBuilder out = new StringBuilder();
        int column = 0;
        for (String word : words) {
            if (word.isEmpty()) {
                continue;
            }
            if (column > 0 && column + 1 + word.length() > WIDTH) {
                out.append('\n');
                column = 0;
            } else if (column > 0) {
                out.append(' ');
                column++;
            }
            out.append(word);
            column += word.length();
        }
        return out.toString();
    }
}
