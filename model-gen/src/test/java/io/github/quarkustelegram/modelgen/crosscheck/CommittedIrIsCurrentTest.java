package io.github.quarkustelegram.modelgen.crosscheck;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

import io.github.quarkustelegram.modelgen.audit.SpecAudit;
import io.github.quarkustelegram.modelgen.ir.ApiSpec;
import io.github.quarkustelegram.modelgen.ir.IrJson;
import io.github.quarkustelegram.modelgen.scrape.BotApiPageScraper;

/**
 * The committed IRs are what the scraper makes of their pages today: a scraper change that alters an IR must come
 * with the regenerated IR (and so shows up as a reviewable diff). The previous version's page must still scrape, so
 * that the IR diff and the cross-checks against that version's independent scrapes keep working.
 */
class CommittedIrIsCurrentTest {

    @Test
    void scrapingThePageAgainGivesTheCommittedIr() {
        assertScrapesTo(Irs.current());
    }

    @Test
    void scrapingThePreviousPageAgainGivesThePreviousIr() {
        assertScrapesTo(Irs.previous());
    }

    @Test
    void committedIrsPassTheAudit() {
        assertThat(SpecAudit.problems(IrJson.readBundled())).isEmpty();
        assertThat(SpecAudit.problems(Irs.previous())).isEmpty();
    }

    @Test
    void thePreviousIrIsOfAnOlderVersion() {
        assertThat(Irs.compareVersions(Irs.previous().version(), Irs.current().version())).isNegative();
    }

    private static void assertScrapesTo(ApiSpec committed) {
        ApiSpec scraped = BotApiPageScraper.scrape(SharedSpec.file(Irs.pageFile(committed)).toString());
        assertThat(SpecAudit.problems(scraped)).isEmpty();
        assertThat(IrJson.write(scraped)).as("the IR of Bot API %s", committed.version()).isEqualTo(IrJson.write(committed));
    }
}
