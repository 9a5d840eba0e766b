package io.github.quarkustelegram.examples.i18n;

import java.text.MessageFormat;
import java.util.Locale;

import jakarta.inject.Inject;

import io.github.quarkustelegram.callbacks.CallbackData;
import io.github.quarkustelegram.dispatch.CommandArguments;
import io.github.quarkustelegram.dispatch.OnCallbackData;
import io.github.quarkustelegram.dispatch.OnCommand;
import io.github.quarkustelegram.dispatch.Reply;
import io.github.quarkustelegram.dispatch.UpdateContext;
import io.github.quarkustelegram.i18n.UserLocales;
import io.github.quarkustelegram.keyboards.InlineButtons;
import io.github.quarkustelegram.keyboards.InlineKeyboard;
import io.github.quarkustelegram.model.InlineKeyboardMarkup;
import io.github.quarkustelegram.model.User;
import io.smallrye.mutiny.Uni;

/**
 * Speaks the user's language: {@code /start} and {@code /help} in their Telegram app's language ({@code language_code},
 * through the fallback chain), or in the one they chose with {@code /language} (buttons, or {@code /language de}),
 * kept per user until they go back to their app's. The texts are plain resource bundles,
 * {@code messages/greeter*.properties}.
 */
public class Greeter {

    /** A language button: the tag to speak, or {@link #APP} to follow the user's app again. */
    @CallbackData("lang")
    public record LanguageButton(String tag) {
        static final String APP = "app";
    }

    @Inject
    UserLocales locales;

    // tag::hello[]
    /** The sender's locale: their choice, else their app's language_code in full, then its language, else English. */
    @OnCommand("start")
    String start(Locale locale, User user) {
        return say(locale, "hello", user.firstName());
    }

    @OnCommand("help")
    String help(Locale locale) {
        return say(locale, "help");
    }

    private String say(Locale locale, String key, Object... arguments) {
        // In that locale, else its language alone, else the default locale: never the JVM's.
        return MessageFormat.format(locales.resourceBundle("messages/greeter", locale).getString(key), arguments);
    }
    // end::hello[]

    // tag::choice[]
    /** {@code /language}: a button per language; {@code /language de}: that language at once. */
    @OnCommand("language")
    Uni<Reply.Send> language(CommandArguments command, Locale current, UpdateContext update) {
        String tag = command.arguments().strip();
        if (tag.isEmpty()) {
            return Uni.createFrom().item(Reply.text(say(current, "choose")).keyboard(languages(current)));
        }
        Locale chosen = locales.supported(tag); // what the user typed, as a supported locale; null when it is not
        if (chosen == null) {
            return Uni.createFrom().item(Reply.text(say(current, "unknown", tag)));
        }
        return locales.choose(update, chosen).replaceWith(() -> Reply.text(say(chosen, "chosen")));
    }

    /** A language button: kept as the user's choice (or forgotten), and the question edited into the answer. */
    @OnCallbackData
    Uni<Reply.Edit> pressed(LanguageButton button, UpdateContext update) {
        // null for "like my app", or for a language dropped since the button was sent
        Locale chosen = button.tag().equals(LanguageButton.APP) ? null : locales.supported(button.tag());
        Uni<Locale> now = chosen == null
                ? locales.forget(update).replaceWith(() -> locales.locale(update.sender()))
                : locales.choose(update, chosen).replaceWith(chosen);
        return now.map(locale -> Reply.edit(say(locale, chosen == null ? "following" : "chosen")));
    }
    // end::choice[]

    private InlineKeyboardMarkup languages(Locale current) {
        return InlineKeyboard.builder()
                .row(InlineButtons.callback("English", new LanguageButton("en")),
                        InlineButtons.callback("Deutsch", new LanguageButton("de")))
                .row(InlineButtons.callback("Português", new LanguageButton("pt")),
                        InlineButtons.callback("Português (Brasil)", new LanguageButton("pt-BR")))
                .row(InlineButtons.callback(say(current, "follow"), new LanguageButton(LanguageButton.APP)))
                .build();
    }
}
