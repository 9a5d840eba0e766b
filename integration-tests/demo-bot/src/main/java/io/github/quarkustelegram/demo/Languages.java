package io.github.quarkustelegram.demo;

import java.text.MessageFormat;
import java.util.Locale;

import jakarta.inject.Inject;

import io.github.quarkustelegram.dispatch.CommandArguments;
import io.github.quarkustelegram.dispatch.OnCommand;
import io.github.quarkustelegram.dispatch.UpdateContext;
import io.github.quarkustelegram.i18n.UserLocales;
import io.github.quarkustelegram.method.SendMessage;
import io.github.quarkustelegram.model.Chat;
import io.github.quarkustelegram.model.ChatId;
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
    SendMessage hello(Locale locale, User user, Chat chat) {
        return reply(chat, say(locale, "hello", user.firstName()));
    }
    // end::hello[]

    @OnCommand("language")
    Uni<SendMessage> language(CommandArguments command, UpdateContext update, Locale current, Chat chat) {
        String tag = command.arguments().strip();
        if (tag.isEmpty()) {
            return locales.forget(update)
                    .replaceWith(() -> reply(chat, say(locales.locale(update.sender()), "forgotten")));
        }
        Locale chosen = locales.supported(tag);
        if (chosen == null) {
            return Uni.createFrom().item(reply(chat, say(current, "unknown", tag, "en, de, pt-BR")));
        }
        return locales.choose(update, chosen).replaceWith(() -> reply(chat, say(chosen, "chosen")));
    }

    private String say(Locale locale, String key, Object... arguments) {
        return MessageFormat.format(locales.resourceBundle("messages/demo", locale).getString(key), arguments);
    }

    private static SendMessage reply(Chat chat, String text) {
        return SendMessage.builder(ChatId.of(chat.id()), text).build();
    }
}
