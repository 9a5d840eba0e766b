package io.github.quarkustelegram.modelgen.scrape;

import java.util.List;

import org.jsoup.nodes.Element;

/**
 * One h4 heading of the page with what follows it up to the next heading: the prose paragraphs, the
 * field/parameter table (if any) and the bullet list (if any; unions list their members there).
 *
 * @param name the heading text, e.g. {@code Message} or {@code sendMessage}
 * @param anchor the heading's anchor name
 * @param prose the paragraphs and blockquotes describing it
 * @param rows the table rows of a Field/Type/Description or Parameter/Type/Required/Description table
 * @param listItems the {@code <li>} elements of the first bullet list after the prose
 */
record PageSection(String name, String anchor, List<Element> prose, List<TableRow> rows, List<Element> listItems) {

    boolean isMethod() {
        return Character.isLowerCase(name.charAt(0));
    }

    String proseHtml() {
        StringBuilder html = new StringBuilder();
        for (Element p : prose) {
            html.append(p.outerHtml().replace("\n", "")).append('\n');
        }
        return html.toString().strip();
    }

    /**
     * A row of a field or parameter table.
     *
     * @param name the field/parameter name
     * @param typeCell the Type cell
     * @param requiredCell the Required cell of a method table ("Yes"/"Optional"), null for type tables
     * @param descriptionCell the Description cell
     */
    record TableRow(String name, Element typeCell, String requiredCell, Element descriptionCell) {
    }
}
