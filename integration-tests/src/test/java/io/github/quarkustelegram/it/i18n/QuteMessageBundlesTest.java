package io.github.quarkustelegram.it.i18n;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Locale;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

import io.github.quarkustelegram.i18n.UserLocales;
import io.quarkus.test.junit.QuarkusTest;

/**
 * Qute message bundles through {@link UserLocales}: the bundle in the locale, else in its language alone, else in the
 * default locale, else the bundle's own messages; never Qute's failure for a locale without a translation.
 */
@QuarkusTest
class QuteMessageBundlesTest {

    @Inject
    UserLocales locales;

    @Test
    void theBundleInTheLocaleThenItsLanguageThenTheDefaultMessages() {
        // tag::messages[]
        GreetingMessages messages = locales.messages(Locale.forLanguageTag("pt-BR"), GreetingMessages.class);
        assertThat(messages.hello("Ada")).isEqualTo("Olá Ada! (Brasil)");
        // end::messages[]
        assertThat(hello("de")).isEqualTo("Hallo Ada!");
        assertThat(hello("de-AT")).isEqualTo("Hallo Ada!");
        assertThat(hello("pt")).isEqualTo("Olá Ada!");
        assertThat(hello("fr")).as("supported, not translated").isEqualTo("Hello Ada!");
        assertThat(hello("ja")).as("not supported").isEqualTo("Hello Ada!");
    }

    private String hello(String tag) {
        return locales.messages(Locale.forLanguageTag(tag), GreetingMessages.class).hello("Ada");
    }
}
