package io.github.quarkustelegram.demo;

import java.text.MessageFormat;
import java.util.Locale;

import jakarta.inject.Inject;

import io.github.quarkustelegram.dispatch.CommandArguments;
import io.github.quarkustelegram.dispatch.OnCommand;
import io.github.quarkustelegram.dispatch.UpdateContext;
import io.github.quarkustelegram.i18n.UserLocales;
import io.github.quarkustelegram.model.User;
import io.smallrye.mutiny.Uni;

/**
 * {@code /hello} in the user's language (their Telegram app's, or the one they chose with {@code /language de});
 * {@code /language} alone goes back to the app's. The texts are {@code messages/demo*.properties}.
 */
public class Languages {

    @Inject
    UserLocales locales;

    // tag::hello[]
    @OnCommand("hello")
    String hello(Locale locale, User user) {
        return say(locale, "hello", user.firstName());
    }
    // end::hello[]

    @OnCommand("language")
    Uni<String> language(CommandArguments command, UpdateContext update, Locale current) {
        String tag = command.arguments().strip();
        if (tag.isEmpty()) {
            return locales.forget(update).replaceWith(() -> say(locales.locale(update.sender()), "forgotten"));
        }
        Locale chosen = locales.supported(tag);
        if (chosen == null) {
            return Uni.createFrom().item(say(current, "unknown", tag, "en, de, pt-BR"));
        }
        return locales.choose(update, chosen).replaceWith(() -> say(chosen, "chosen"));
    }

    private String say(Locale locale, String key, Object... arguments) {
        return MessageFormat.format(locales.resourceBundle("messages/demo", locale).getString(key), arguments);
    }
}
