package io.github.quarkustelegram.examples.i18n;

import java.text.MessageFormat;
import java.util.Locale;

import jakarta.inject.Inject;

import io.github.quarkustelegram.callbacks.CallbackData;
import io.github.quarkustelegram.dispatch.CommandArguments;
import io.github.quarkustelegram.dispatch.OnCallbackData;
import io.github.quarkustelegram.dispatch.OnCommand;
import io.github.quarkustelegram.dispatch.UpdateContext;
import io.github.quarkustelegram.i18n.UserLocales;
import io.github.quarkustelegram.keyboards.InlineButtons;
import io.github.quarkustelegram.keyboards.InlineKeyboard;
import io.github.quarkustelegram.method.EditMessageText;
import io.github.quarkustelegram.method.SendMessage;
import io.github.quarkustelegram.model.CallbackQuery;
import io.github.quarkustelegram.model.Chat;
import io.github.quarkustelegram.model.ChatId;
import io.github.quarkustelegram.model.InlineKeyboardMarkup;
import io.github.quarkustelegram.model.Message;
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
    SendMessage start(Locale locale, User user, Chat chat) {
        return reply(chat, say(locale, "hello", user.firstName()));
    }

    @OnCommand("help")
    SendMessage help(Locale locale, Chat chat) {
        return reply(chat, say(locale, "help"));
    }

    private String say(Locale locale, String key, Object... arguments) {
        // In that locale, else its language alone, else the default locale: never the JVM's.
        return MessageFormat.format(locales.resourceBundle("messages/greeter", locale).getString(key), arguments);
    }
    // end::hello[]

    // tag::choice[]
    /** {@code /language}: a button per language; {@code /language de}: that language at once. */
    @OnCommand("language")
    Uni<SendMessage> language(CommandArguments command, Locale current, UpdateContext update, Chat chat) {
        String tag = command.arguments().strip();
        if (tag.isEmpty()) {
            return Uni.createFrom().item(reply(chat, say(current, "choose")).toBuilder()
                    .replyMarkup(languages(current)).build());
        }
        Locale chosen = locales.supported(tag); // what the user typed, as a supported locale; null when it is not
        if (chosen == null) {
            return Uni.createFrom().item(reply(chat, say(current, "unknown", tag)));
        }
        return locales.choose(update, chosen).replaceWith(() -> reply(chat, say(chosen, "chosen")));
    }

    /** A language button: kept as the user's choice (or forgotten), and the question edited into the answer. */
    @OnCallbackData
    Uni<EditMessageText> pressed(LanguageButton button, CallbackQuery query, UpdateContext update) {
        // null for "like my app", or for a language dropped since the button was sent
        Locale chosen = button.tag().equals(LanguageButton.APP) ? null : locales.supported(button.tag());
        Uni<Locale> now = chosen == null
                ? locales.forget(update).replaceWith(() -> locales.locale(update.sender()))
                : locales.choose(update, chosen).replaceWith(chosen);
        Message question = update.message();
        return now.call(() -> update.reactiveBot().answerCallbackQuery(query.id()))
                .map(locale -> EditMessageText.builder().chatId(ChatId.of(question.chat().id()))
                        .messageId(question.messageId()).text(say(locale, chosen == null ? "following" : "chosen"))
                        .build());
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

    private static SendMessage reply(Chat chat, String text) {
        return SendMessage.builder(ChatId.of(chat.id()), text).build();
    }
}
