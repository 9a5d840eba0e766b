package io.github.quarkustelegram.it.handlers;

import java.time.Duration;
import java.util.regex.Pattern;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;

import io.github.quarkustelegram.dispatch.Conversation;
import io.github.quarkustelegram.dispatch.ConversationKey;
import io.github.quarkustelegram.dispatch.Filters;
import io.github.quarkustelegram.dispatch.Transition;
import io.github.quarkustelegram.dispatch.UpdateContext;
import io.github.quarkustelegram.model.ChatId;
import io.smallrye.mutiny.Uni;

/** A conversation asking a name then an age, cancelled by {@code /cancel}. */
@ApplicationScoped
public class SignupConversation {

    // tag::conversation[]
    @Produces
    @Singleton
    Conversation signup() {
        return Conversation.named("signup")
                .key(ConversationKey.CHAT_AND_USER)
                .ttl(Duration.ofMinutes(10))
                .entry(Filters.command("signup"),
                        (update, state) -> say(update, "Your name?").replaceWith(Transition.to("name")))
                .on("name", Filters.hasText().and(Filters.command("cancel").negate()),
                        (update, state) -> say(update, "Your age, " + update.text() + "?")
                                .replaceWith(Transition.to("age", state.data().with("name", update.text()))))
                .on("age", Filters.textMatches(Pattern.compile("^\\d{1,3}$")),
                        (update, state) -> say(update, "Signed up: " + state.data().get("name") + ", " + update.text())
                                .replaceWith(Transition.end()))
                .on("age", Filters.hasText().and(Filters.command("cancel").negate()),
                        (update, state) -> say(update, "A number, please").replaceWith(Transition.stay()))
                .fallback(Filters.command("cancel"),
                        (update, state) -> say(update, "Cancelled").replaceWith(Transition.end()))
                .build();
    }

    private static Uni<Void> say(UpdateContext update, String text) {
        return update.reactiveBot().sendMessage(ChatId.of(update.chat().id()), text).replaceWithVoid();
    }
    // end::conversation[]
}
