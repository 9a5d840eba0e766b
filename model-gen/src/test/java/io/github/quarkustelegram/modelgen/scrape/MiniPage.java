package io.github.quarkustelegram.modelgen.scrape;

import java.util.ArrayList;
import java.util.List;

import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;

/**
 * Writes a small page in the official page's markup (same headings, anchors and tables), so scraper and audit
 * tests can state exactly the case they test.
 */
public final class MiniPage {

    private final List<String> sections = new ArrayList<>();
    private String version = "10.2";

    public MiniPage version(String version) {
        this.version = version;
        return this;
    }

    /** A type with a Field/Type/Description table; each row is {name, type cell html, description html}. */
    public MiniPage type(String name, String prose, String[]... rows) {
        StringBuilder html = heading(name).append("<p>").append(prose).append("</p>\n");
        html.append("<table class=\"table\"><thead><tr><th>Field</th><th>Type</th><th>Description</th></tr></thead><tbody>\n");
        for (String[] row : rows) {
            html.append("<tr><td>").append(row[0]).append("</td><td>").append(row[1]).append("</td><td>")
                    .append(row[2]).append("</td></tr>\n");
        }
        sections.add(html.append("</tbody></table>\n").toString());
        return this;
    }

    /** A union: prose, then a bullet list of links to its members. */
    public MiniPage union(String name, String prose, String... members) {
        StringBuilder html = heading(name).append("<p>").append(prose).append("</p>\n<ul>\n");
        for (String member : members) {
            html.append("<li><a href=\"#").append(member.toLowerCase()).append("\">").append(member).append("</a></li>\n");
        }
        sections.add(html.append("</ul>\n").toString());
        return this;
    }

    /** A method; each row is {name, type cell html, "Yes"/"Optional", description html}. */
    public MiniPage method(String name, String prose, String[]... rows) {
        StringBuilder html = heading(name).append("<p>").append(prose).append("</p>\n");
        if (rows.length > 0) {
            html.append("<table class=\"table\"><thead><tr><th>Parameter</th><th>Type</th><th>Required</th>"
                    + "<th>Description</th></tr></thead><tbody>\n");
            for (String[] row : rows) {
                html.append("<tr><td>").append(row[0]).append("</td><td>").append(row[1]).append("</td><td>")
                        .append(row[2]).append("</td><td>").append(row[3]).append("</td></tr>\n");
            }
            html.append("</tbody></table>\n");
        }
        sections.add(html.toString());
        return this;
    }

    public Document document() {
        StringBuilder html = new StringBuilder("<html><body><div id=\"dev_page_content\">\n");
        html.append("<h3><a class=\"anchor\" name=\"recent-changes\" href=\"#recent-changes\"></a>Recent changes</h3>\n");
        html.append("<h4><a class=\"anchor\" name=\"july-14-2026\" href=\"#july-14-2026\"></a>July 14, 2026</h4>\n");
        html.append("<p><strong>Bot API ").append(version).append("</strong></p>\n");
        html.append("<h3><a class=\"anchor\" name=\"getting-updates\" href=\"#getting-updates\"></a>Getting updates</h3>\n");
        sections.forEach(html::append);
        html.append(
                "<h4><a class=\"anchor\" name=\"formatting-options\" href=\"#formatting-options\"></a>Formatting options</h4>\n");
        html.append("<p>Prose, not a type.</p>\n</div></body></html>\n");
        return Jsoup.parse(html.toString(), "https://core.telegram.org/bots/api");
    }

    private static StringBuilder heading(String name) {
        String anchor = name.toLowerCase();
        return new StringBuilder("<h4><a class=\"anchor\" name=\"").append(anchor).append("\" href=\"#").append(anchor)
                .append("\"><i class=\"anchor-icon\"></i></a>").append(name).append("</h4>\n");
    }

    public static String[] row(String... cells) {
        return cells;
    }
}
