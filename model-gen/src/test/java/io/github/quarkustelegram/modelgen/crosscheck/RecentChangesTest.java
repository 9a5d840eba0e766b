package io.github.quarkustelegram.modelgen.crosscheck;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.jsoup.nodes.Node;
import org.jsoup.nodes.TextNode;
import org.junit.jupiter.api.Test;

import io.github.quarkustelegram.modelgen.diff.ApiChanges;
import io.github.quarkustelegram.modelgen.diff.ApiDiff;
import io.github.quarkustelegram.modelgen.diff.Change;
import io.github.quarkustelegram.modelgen.diff.Change.Kind;

/**
 * What no independent scrape can confirm yet (the changes of the newest version) is checked against the page's own
 * account of them: every class, field and parameter its "Recent changes" entry for the current version says was
 * added, and every parameter it says was replaced, must be in the diff of our previous and current IRs. It is the
 * same page, but another part of it, written in prose by hand: a scraper that missed a row, or read a table of the
 * wrong section, disagrees with it.
 *
 * <p>
 * The diff also has changes the entry does not spell out (a member a new class adds to a union, a required flag
 * the page relaxed without saying so): they are printed, for the reviewer of the upgrade.
 */
class RecentChangesTest {

    private static final String LINKS = "\\[\\w+](?:(?:, | and )\\[\\w+])*";
    private static final String NAMES = "\\*\\w+\\*(?:(?:, | and )\\*\\w+\\*)*";
    /** "Added the class [X]", "represented by the classes [X] and [Y]". */
    private static final Pattern CLASSES = Pattern.compile("(?:Added|represented by) the class(?:es)? (" + LINKS + ")");
    /** "the field *f* to the class [C]", "the parameters *p* and *q* to the methods [m] and [n]". */
    private static final Pattern MEMBERS = Pattern.compile(
            "(?<!replaced )the (?:field|parameter)s? (" + NAMES + ") (?:to|in) the (?:class|method)(?:es|s)? (" + LINKS + ")");
    /** "replaced the parameters *a* and *b* in the methods [m], [n] and [o] with the parameter *c*". */
    private static final Pattern REPLACED = Pattern.compile(
            "replaced the parameters? (" + NAMES + ") in the methods? (" + LINKS + ") with the parameters? (" + NAMES + ")");
    private static final Pattern NAME = Pattern.compile("[\\[*](\\w+)[]*]");

    @Test
    void everyAdditionTheRecentChangesAnnounceIsInTheIrDiff() throws IOException {
        Document page = Jsoup.parse(Files.readString(SharedSpec.file(Irs.pageFile(Irs.current())),
                StandardCharsets.UTF_8));
        List<String> items = newestEntry(page);
        ApiChanges changes = ApiDiff.of(Irs.previous(), Irs.current());
        Set<String> inDiff = facts(changes);

        Set<String> announced = new LinkedHashSet<>();
        List<String> unread = new ArrayList<>();
        for (String item : items) {
            Set<String> read = read(item);
            if (read.isEmpty()) {
                unread.add(item);
            }
            announced.addAll(read);
        }
        Set<String> missing = new TreeSet<>(announced);
        missing.removeAll(inDiff);
        Set<String> unannounced = new TreeSet<>(inDiff);
        unannounced.removeAll(announced);

        assertThat(announced).as("changes read from the Recent changes entry").hasSizeGreaterThan(20);
        assertThat(missing).as("announced by the page's Recent changes for %s, but not in the IR diff %s -> %s",
                Irs.current().version(), Irs.previous().version(), Irs.current().version()).isEmpty();
        System.out.printf("Recent changes of Bot API %s: %d announced additions and replacements, all in the IR diff."
                + "%n  In the IR diff, not spelled out there (review them on the page): %s"
                + "%n  Items read by a person only: %s%n", Irs.current().version(), announced.size(), unannounced, unread);
    }

    /** The list items of the newest "Recent changes" entry, which must be the current IR's version. */
    private static List<String> newestEntry(Document page) {
        Element changes = page.selectFirst("a.anchor[name=recent-changes]").parent();
        Element date = changes.nextElementSibling();
        while (!date.tagName().equals("h4")) {
            date = date.nextElementSibling();
        }
        List<String> items = new ArrayList<>();
        boolean versionSeen = false;
        for (Element e = date.nextElementSibling(); e != null && !e.tagName().equals("h4"); e = e.nextElementSibling()) {
            versionSeen |= e.text().equals("Bot API " + Irs.current().version());
            for (Element li : e.select("li")) {
                items.add(marked(li));
            }
        }
        assertThat(versionSeen).as("the newest Recent changes entry is of Bot API %s", Irs.current().version()).isTrue();
        return items;
    }

    /** An item's text with its links as {@code [Name]} and its emphasis as {@code *name*}. */
    private static String marked(Element li) {
        StringBuilder text = new StringBuilder();
        for (Node node : li.childNodes()) {
            if (node instanceof TextNode t) {
                text.append(t.text());
            } else if (node instanceof Element e && e.tagName().equals("a")) {
                text.append('[').append(e.text().strip()).append(']');
            } else if (node instanceof Element e && e.tagName().equals("em")) {
                text.append('*').append(e.text().strip()).append('*');
            } else if (node instanceof Element e) {
                text.append(e.text());
            }
        }
        return text.toString().replaceAll("\\s+", " ").strip();
    }

    /** What an item says, as {@code type X}, {@code added Owner.member}, {@code removed method.parameter}. */
    static Set<String> read(String item) {
        Set<String> facts = new LinkedHashSet<>();
        Matcher classes = CLASSES.matcher(item);
        while (classes.find()) {
            names(classes.group(1)).forEach(n -> facts.add("type " + n));
        }
        Matcher members = MEMBERS.matcher(item);
        while (members.find()) {
            for (String owner : names(members.group(2))) {
                names(members.group(1)).forEach(m -> facts.add("added " + owner + "." + m));
            }
        }
        Matcher replaced = REPLACED.matcher(item);
        while (replaced.find()) {
            for (String method : names(replaced.group(2))) {
                names(replaced.group(1)).forEach(p -> facts.add("removed " + method + "." + p));
                names(replaced.group(3)).forEach(p -> facts.add("added " + method + "." + p));
            }
        }
        return facts;
    }

    private static List<String> names(String list) {
        List<String> names = new ArrayList<>();
        Matcher name = NAME.matcher(list);
        while (name.find()) {
            names.add(name.group(1));
        }
        return names;
    }

    /** The diff in the same terms. */
    private static Set<String> facts(ApiChanges changes) {
        Set<String> facts = new LinkedHashSet<>();
        for (Change c : changes.changes()) {
            switch (c.kind()) {
                case TYPE_ADDED -> Irs.current().type(c.owner()).filter(t -> !t.synthetic()).ifPresent(t -> {
                    facts.add("type " + t.name());
                    t.fields().forEach(f -> facts.add("added " + t.name() + "." + f.name()));
                });
                case METHOD_ADDED -> Irs.current().method(c.owner())
                        .ifPresent(m -> m.params().forEach(p -> facts.add("added " + m.name() + "." + p.name())));
                case FIELD_ADDED, PARAMETER_ADDED -> facts.add("added " + c.owner() + "." + c.member());
                case PARAMETER_REMOVED, PARAMETER_MOVED, FIELD_REMOVED -> facts.add("removed " + c.owner() + "." + c.member());
                case UNION_MEMBER_ADDED -> facts.add("member " + c.owner() + " <- " + c.member());
                case FIELD_CHANGED, PARAMETER_CHANGED -> facts.add("changed " + c.owner() + "." + c.member());
                default -> {
                }
            }
        }
        changes.of(Kind.UPDATE_KIND_ADDED).forEach(c -> facts.add("added Update." + c.member()));
        return facts;
    }
}
