package io.github.quarkustelegram.demo;

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
 * {@code /language} alone goes back to the app's.
 */
public class Languages {

    @Inject
    UserLocales locales;

    // tag::hello[]
    @OnCommand("hello")
    SendMessage hello(Locale locale, User user, Chat chat) {
        DemoMessages say = locales.messages(locale, DemoMessages.class);
        return SendMessage.builder(ChatId.of(chat.id()), say.hello(user.firstName())).build();
    }
    // end::hello[]

    @OnCommand("language")
    Uni<SendMessage> language(CommandArguments command, UpdateContext update, Locale current, Chat chat) {
        String tag = command.arguments().strip();
        if (tag.isEmpty()) {
            return locales.forget(update).replaceWith(() -> reply(chat,
                    locales.messages(locales.locale(update.sender()), DemoMessages.class).forgotten()));
        }
        Locale chosen = locales.supported(tag);
        if (chosen == null) {
            return Uni.createFrom().item(reply(chat, locales.messages(current, DemoMessages.class)
                    .unknown(tag, "en, de, pt-BR")));
        }
        return locales.choose(update, chosen)
                .replaceWith(() -> reply(chat, locales.messages(chosen, DemoMessages.class).chosen()));
    }

    private static SendMessage reply(Chat chat, String text) {
        return SendMessage.builder(ChatId.of(chat.id()), text).build();
    }
}
