package io.github.quarkustelegram.modelgen.scrape;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.jsoup.nodes.TextNode;
import org.jsoup.select.Elements;

/**
 * Cuts the page into {@link PageSection}s: every h4 heading from "Getting updates" on whose text is a single
 * identifier (a type or a method). Headings with spaces ("Formatting options", "Sending files") are prose.
 */
final class PageReader {

    private static final Pattern IDENTIFIER = Pattern.compile("[A-Za-z][A-Za-z0-9]*");

    private PageReader() {
    }

    static List<PageSection> sections(Document page) {
        inlineEmojiImages(page);
        Element content = page.getElementById("dev_page_content");
        Element root = content != null ? content : page.body();
        List<PageSection> sections = new ArrayList<>();
        boolean inApi = false;
        for (Element heading : root.select("h3, h4")) {
            if (heading.tagName().equals("h3")) {
                inApi |= anchorOf(heading).equals("getting-updates");
                continue;
            }
            String name = heading.text().strip();
            if (inApi && IDENTIFIER.matcher(name).matches()) {
                sections.add(read(heading, name));
            }
        }
        return sections;
    }

    /** The page draws emoji as images; their alt text is the emoji itself, which enum values need. */
    private static void inlineEmojiImages(Document page) {
        for (Element img : page.select("img.emoji")) {
            img.replaceWith(new TextNode(img.attr("alt")));
        }
    }

    private static PageSection read(Element heading, String name) {
        List<Element> prose = new ArrayList<>();
        List<PageSection.TableRow> rows = new ArrayList<>();
        List<Element> listItems = new ArrayList<>();
        for (Element next = heading.nextElementSibling(); next != null; next = next.nextElementSibling()) {
            String tag = next.tagName();
            if (tag.equals("h3") || tag.equals("h4")) {
                break;
            }
            if ((tag.equals("p") || tag.equals("blockquote")) && rows.isEmpty() && listItems.isEmpty()) {
                prose.add(next);
            } else if (tag.equals("table") && rows.isEmpty() && isFieldTable(next)) {
                rows.addAll(rowsOf(next));
            } else if (tag.equals("ul") && listItems.isEmpty() && rows.isEmpty()) {
                listItems.addAll(next.select("> li"));
            }
        }
        return new PageSection(name, anchorOf(heading), prose, rows, listItems);
    }

    private static boolean isFieldTable(Element table) {
        Elements headers = table.select("thead th");
        return !headers.isEmpty()
                && (headers.get(0).text().equals("Field") || headers.get(0).text().equals("Parameter"));
    }

    private static List<PageSection.TableRow> rowsOf(Element table) {
        boolean methodTable = table.select("thead th").get(0).text().equals("Parameter");
        List<PageSection.TableRow> rows = new ArrayList<>();
        for (Element tr : table.select("tbody > tr")) {
            Elements cells = tr.select("> td");
            if (methodTable) {
                rows.add(new PageSection.TableRow(cells.get(0).text().strip(), cells.get(1), cells.get(2).text().strip(),
                        cells.get(3)));
            } else {
                rows.add(new PageSection.TableRow(cells.get(0).text().strip(), cells.get(1), null, cells.get(2)));
            }
        }
        return rows;
    }

    private static String anchorOf(Element heading) {
        Element anchor = heading.selectFirst("a.anchor");
        return anchor == null ? heading.id() : anchor.attr("name");
    }
}
