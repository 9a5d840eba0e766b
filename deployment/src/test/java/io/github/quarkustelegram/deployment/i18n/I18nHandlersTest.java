package io.github.quarkustelegram.deployment.i18n;

import static org.assertj.core.api.Assertions.assertThat;

import java.text.MessageFormat;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.ResourceBundle;
import java.util.concurrent.CopyOnWriteArrayList;

import jakarta.inject.Inject;

import org.jboss.shrinkwrap.api.asset.StringAsset;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import io.github.quarkustelegram.dispatch.CommandArguments;
import io.github.quarkustelegram.dispatch.OnCommand;
import io.github.quarkustelegram.dispatch.OnUpdate;
import io.github.quarkustelegram.dispatch.UpdateContext;
import io.github.quarkustelegram.dispatch.UpdateKind;
import io.github.quarkustelegram.i18n.UserLocales;
import io.github.quarkustelegram.json.TelegramJson;
import io.github.quarkustelegram.model.Update;
import io.github.quarkustelegram.model.User;
import io.github.quarkustelegram.updates.UpdateSink;
import io.quarkus.test.QuarkusUnitTest;
import io.smallrye.mutiny.Uni;

/**
 * Handlers answering in the sender's language: a {@code Locale} parameter and resource bundles through
 * {@link UserLocales}, with the fallback chain (full tag, language alone, default locale, the base bundle), and the
 * user's own choice kept in a session. (Qute message bundles: {@code QuteMessageBundlesTest} in integration-tests;
 * Qute is kept out of this module's tests, whose dev-mode tests would need its dev-mode artifact.)
 */
class I18nHandlersTest {

    @RegisterExtension
    static final QuarkusUnitTest APP = new QuarkusUnitTest()
            .withApplicationRoot(jar -> jar.addClasses(GreetingBot.class)
                    .addAsResource(new StringAsset("hello=Hello {0}!\n"), "messages/replies.properties")
                    .addAsResource(new StringAsset("hello=Hallo {0}!\n"), "messages/replies_de.properties")
                    .addAsResource(new StringAsset("hello=Olá {0}! (Brasil)\n"), "messages/replies_pt_BR.properties")
                    .addAsResource(new StringAsset("hello=Olá {0}!\n"), "messages/replies_pt.properties"))
            .overrideConfigKey("quarkus.locales", "en,de,pt,pt-BR,fr")
            .overrideConfigKey("quarkus.default-locale", "en");

    static final List<String> SAID = new CopyOnWriteArrayList<>();

    // tag::handler[]
    public static class GreetingBot {

        @Inject
        UserLocales locales;

        @OnCommand("hello")
        void hello(Locale locale, User user) {
            ResourceBundle replies = locales.resourceBundle("messages/replies", locale);
            SAID.add(locale.toLanguageTag() + " " + MessageFormat.format(replies.getString("hello"), user.firstName()));
        }
        // end::handler[]

        // tag::choice[]
        @OnCommand("language")
        Uni<Void> language(CommandArguments command, UpdateContext update) {
            if (command.arguments().isBlank()) {
                return locales.forget(update); // back to the language of the user's app
            }
            Locale chosen = locales.supported(command.arguments());
            if (chosen == null) {
                SAID.add("unsupported " + command.arguments());
                return Uni.createFrom().voidItem();
            }
            return locales.choose(update, chosen);
        }
        // end::choice[]

        @OnUpdate(UpdateKind.CHANNEL_POST)
        void post(Locale locale) {
            SAID.add("post " + locale.toLanguageTag());
        }
        // tag::handler[]
    }
    // end::handler[]

    @Inject
    UpdateSink sink;

    @BeforeEach
    void clear() {
        SAID.clear();
    }

    @Test
    void theSendersLanguagePicksTheBundle() {
        send("de");
        assertThat(SAID).containsExactly("de Hallo Ada!");
    }

    @Test
    void aRegionFallsBackToItsLanguageAndAnExactRegionWins() {
        send("de-AT");
        send("pt-br");
        send("PT");
        assertThat(SAID).containsExactly("de Hallo Ada!", "pt-BR Olá Ada! (Brasil)", "pt Olá Ada!");
    }

    @Test
    void anUnsupportedOrMissingLanguageGetsTheDefault() {
        send("ja");
        send(null);
        send("not a tag!");
        assertThat(SAID).containsExactly("en Hello Ada!", "en Hello Ada!", "en Hello Ada!");
    }

    @Test
    void aSupportedLanguageWithoutTranslationsGetsTheDefaultMessages() {
        send("fr");
        assertThat(SAID).containsExactly("fr Hello Ada!");
    }

    @Test
    void theUsersChoiceComesBeforeTheirAppsLanguageUntilForgotten() {
        send("en", "/language pt-br");
        send("en", "/hello");
        send("de", "/hello"); // the app's language changed: the choice still wins
        send("en", "/language klingon");
        send("en", "/language");
        send("en", "/hello");
        assertThat(SAID).containsExactly("pt-BR Olá Ada! (Brasil)", "pt-BR Olá Ada! (Brasil)", "unsupported klingon",
                "en Hello Ada!");
    }

    @Test
    void anUpdateWithoutSenderGetsTheDefault() throws Exception {
        sink.accept(TelegramJson.mapper().readValue("""
                {"update_id":1,"channel_post":{"message_id":1,"date":1,"chat":{"id":-100,"type":"channel"},
                "text":"news"}}""", Update.class)).await().atMost(Duration.ofSeconds(10));
        assertThat(SAID).containsExactly("post en");
    }

    private void send(String languageCode) {
        send(languageCode, "/hello");
    }

    private void send(String languageCode, String text) {
        String code = languageCode == null ? "" : ",\"language_code\":\"" + languageCode + "\"";
        try {
            sink.accept(TelegramJson.mapper().readValue("""
                    {"update_id":1,"message":{"message_id":1,"date":1,"chat":{"id":42,"type":"private"},
                    "from":{"id":7,"is_bot":false,"first_name":"Ada"%s},"text":"%s"}}""".formatted(code, text),
                    Update.class)).await().atMost(Duration.ofSeconds(10));
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
