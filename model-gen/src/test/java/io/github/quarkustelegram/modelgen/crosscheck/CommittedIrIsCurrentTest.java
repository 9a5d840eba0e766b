package io.github.quarkustelegram.modelgen.crosscheck;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

import io.github.quarkustelegram.modelgen.audit.SpecAudit;
import io.github.quarkustelegram.modelgen.ir.ApiSpec;
import io.github.quarkustelegram.modelgen.ir.IrJson;
import io.github.quarkustelegram.modelgen.scrape.BotApiPageScraper;

/**
 * The committed IR is what the scraper makes of the page today: a scraper change that alters the IR must come
 * with the regenerated IR (and so shows up as a reviewable diff).
 */
class CommittedIrIsCurrentTest {

    @Test
    void scrapingThePageAgainGivesTheCommittedIr() {
        ApiSpec scraped = BotApiPageScraper.scrape(SharedSpec.file("telegram-bot-api-10.2.html").toString());
        assertThat(SpecAudit.problems(scraped)).isEmpty();
        assertThat(IrJson.write(scraped)).isEqualTo(IrJson.write(IrJson.readBundled()));
    }

    @Test
    void committedIrPassesTheAudit() {
        assertThat(SpecAudit.problems(IrJson.readBundled())).isEmpty();
    }
}
