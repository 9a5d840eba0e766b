package io.github.quarkustelegram.runtime.i18n;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Locale;
import java.util.Set;

import org.junit.jupiter.api.Test;

class LocaleChainTest {

    private final LocaleChain chain = new LocaleChain(
            Set.of(Locale.ENGLISH, Locale.GERMAN, Locale.forLanguageTag("pt-BR"), Locale.forLanguageTag("zh-Hans")),
            Locale.ENGLISH);

    @Test
    void telegramsLanguageCodeInAnyCase() {
        assertThat(chain.resolve(null, "de")).isEqualTo(Locale.GERMAN);
        assertThat(chain.resolve(null, "pt-br")).isEqualTo(Locale.forLanguageTag("pt-BR"));
        assertThat(chain.resolve(null, "ZH-hans")).isEqualTo(Locale.forLanguageTag("zh-Hans"));
    }

    @Test
    void aRegionFallsBackToItsLanguage() {
        assertThat(chain.resolve(null, "de-CH")).isEqualTo(Locale.GERMAN);
        assertThat(chain.resolve(null, "en_GB")).isEqualTo(Locale.ENGLISH);
    }

    @Test
    void aLanguageDoesNotWidenToOneOfItsRegions() {
        // pt-BR is supported, pt is not: a Portuguese user gets the default rather than a guess
        assertThat(chain.resolve(null, "pt")).isEqualTo(Locale.ENGLISH);
    }

    @Test
    void theUsersChoiceComesFirstWhenSupported() {
        assertThat(chain.resolve(Locale.GERMAN, "pt-br")).isEqualTo(Locale.GERMAN);
        assertThat(chain.resolve(Locale.JAPANESE, "pt-br")).isEqualTo(Locale.forLanguageTag("pt-BR"));
    }

    @Test
    void nothingUsableGivesTheDefault() {
        assertThat(chain.resolve(null, null)).isEqualTo(Locale.ENGLISH);
        assertThat(chain.resolve(null, " ")).isEqualTo(Locale.ENGLISH);
        assertThat(chain.resolve(null, "ja")).isEqualTo(Locale.ENGLISH);
        assertThat(chain.resolve(null, "!!")).isEqualTo(Locale.ENGLISH);
        assertThat(chain.resolve(null, "x-private")).isEqualTo(Locale.ENGLISH);
    }

    @Test
    void noSupportedListAcceptsAnyLanguage() {
        LocaleChain any = new LocaleChain(Set.of(), Locale.ENGLISH);
        assertThat(any.resolve(null, "uk")).isEqualTo(Locale.forLanguageTag("uk"));
    }

    @Test
    void bundlesFallBackToTheLanguageThenTheDefault() {
        assertThat(chain.fallbacks(Locale.forLanguageTag("pt-BR"))).containsExactly(Locale.forLanguageTag("pt-BR"),
                Locale.forLanguageTag("pt"), Locale.ENGLISH);
        assertThat(new LocaleChain(Set.of(), Locale.forLanguageTag("en-US")).fallbacks(Locale.GERMAN))
                .containsExactly(Locale.GERMAN, Locale.forLanguageTag("en-US"), Locale.ENGLISH);
    }
}
