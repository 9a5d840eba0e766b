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
                .entry(Filters.command("signup"), (update, state) -> reply(Transition.to("name").reply("Your name?")))
                .on("name", Filters.hasText().and(Filters.command("cancel").negate()),
                        (update, state) -> reply(Transition.to("age", state.data().with("name", update.text()))
                                .reply("Your age, " + update.text() + "?")))
                .on("age", Filters.textMatches(Pattern.compile("^\\d{1,3}$")),
                        (update, state) -> reply(Transition.end()
                                .reply("Signed up: " + state.data().get("name") + ", " + update.text())))
                .on("age", Filters.hasText().and(Filters.command("cancel").negate()),
                        (update, state) -> reply(Transition.stay().reply("A number, please")))
                .fallback(Filters.command("cancel"), (update, state) -> reply(Transition.end().reply("Cancelled")))
                .build();
    }

    /** A step's transition, with what it answers, as the {@code Uni} a step returns. */
    private static Uni<Transition> reply(Transition transition) {
        return Uni.createFrom().item(transition);
    }
    // end::conversation[]
}
