package io.github.quarkustelegram.modelgen.crosscheck;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;

import io.github.quarkustelegram.modelgen.ir.ApiSpec;
import io.github.quarkustelegram.modelgen.ir.TypeDef;

/**
 * The counts of each committed IR (types, methods, unions, update kinds) are those of its page, counted here from the
 * page's HTML with plain regular expressions, not with the scraper: a heading per type or method, a union is a type
 * whose section has a list of links and no table, an update kind is an optional row of Update's table.
 */
class PageCountsTest {

    /**
     * The counts of each Bot API version's page, as {@link #countsOnThePage} reads them; a new version is added here
     * in its upgrade, from what {@code pageCountsAreTheIrCounts} prints.
     */
    static final Map<String, Counts> PAGES = Map.of(
            "10.2", new Counts(388, 185, 26, 26),
            "10.3", new Counts(400, 185, 26, 27));

    private static final Pattern HEADING = Pattern.compile(
            "<h4><a class=\"anchor\" name=\"[^\"]+\" href=\"#[^\"]+\"><i class=\"anchor-icon\"></i></a>([^<]+)</h4>");
    private static final Pattern UNION_LIST = Pattern.compile("<ul>\\s*<li><a href=\"#");
    private static final Pattern OPTIONAL_ROW = Pattern.compile("<td><em>Optional</em>");

    /**
     * @param types page types (not the unions our IR names itself)
     * @param methods methods
     * @param unions page unions ("one of the following")
     * @param updateKinds the optional fields of Update
     */
    record Counts(int types, int methods, int unions, int updateKinds) {
    }

    @Test
    void theIrsHaveTheCountsOfTheirVersion() {
        for (ApiSpec ir : List.of(Irs.current(), Irs.previous())) {
            assertThat(PAGES).as("counts of Bot API %s: add them from its page (see pageCountsAreTheIrCounts)",
                    ir.version()).containsKey(ir.version());
            assertThat(counts(ir)).as("IR %s", ir.version()).isEqualTo(PAGES.get(ir.version()));
        }
    }

    @Test
    void pageCountsAreTheIrCounts() throws IOException {
        for (ApiSpec ir : List.of(Irs.current(), Irs.previous())) {
            String html = Files.readString(SharedSpec.file(Irs.pageFile(ir)), StandardCharsets.UTF_8);
            Counts page = countsOnThePage(html);
            System.out.printf("Bot API %s page: %s%n", ir.version(), page);
            assertThat(page).as("the page of %s, counted with regular expressions", ir.version())
                    .isEqualTo(counts(ir)).isEqualTo(PAGES.get(ir.version()));
        }
    }

    @Test
    void theUpdateKindsAreTheKnownValuesOfUpdateType() {
        for (ApiSpec ir : List.of(Irs.current(), Irs.previous())) {
            assertThat(ir.enumDef("UpdateType").orElseThrow().values()).hasSize(counts(ir).updateKinds());
        }
    }

    static Counts counts(ApiSpec ir) {
        int types = (int) ir.types().stream().filter(t -> !t.synthetic()).count();
        int unions = (int) ir.types().stream().filter(t -> !t.synthetic() && t.union() != null).count();
        TypeDef update = ir.type("Update").orElseThrow();
        int kinds = (int) update.fields().stream().filter(f -> !f.name().equals("update_id")).count();
        return new Counts(types, ir.methods().size(), unions, kinds);
    }

    static Counts countsOnThePage(String html) {
        String api = html.substring(html.indexOf("name=\"getting-updates\""));
        List<int[]> headings = new ArrayList<>();
        List<String> names = new ArrayList<>();
        Matcher heading = HEADING.matcher(api);
        while (heading.find()) {
            headings.add(new int[] { heading.start(), heading.end() });
            names.add(heading.group(1).strip());
        }
        int types = 0;
        int methods = 0;
        int unions = 0;
        int kinds = 0;
        for (int i = 0; i < names.size(); i++) {
            String name = names.get(i);
            String section = api.substring(headings.get(i)[1], i + 1 < names.size() ? headings.get(i + 1)[0] : api.length());
            int h3 = section.indexOf("<h3");
            section = h3 < 0 ? section : section.substring(0, h3);
            if (name.matches("[a-z][A-Za-z0-9]*")) {
                methods++;
            } else if (name.matches("[A-Z][A-Za-z0-9]*")) {
                types++;
                if (!section.contains("<table") && UNION_LIST.matcher(section).find()) {
                    unions++;
                }
                if (name.equals("Update")) {
                    Matcher optional = OPTIONAL_ROW.matcher(section);
                    while (optional.find()) {
                        kinds++;
                    }
                }
            }
        }
        return new Counts(types, methods, unions, kinds);
    }
}
