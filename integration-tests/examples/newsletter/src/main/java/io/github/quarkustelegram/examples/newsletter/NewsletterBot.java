package io.github.quarkustelegram.examples.newsletter;

import java.util.List;

import jakarta.inject.Inject;

import org.eclipse.microprofile.config.inject.ConfigProperty;

import io.github.quarkustelegram.broadcasts.Broadcasts;
import io.github.quarkustelegram.dispatch.CommandArguments;
import io.github.quarkustelegram.dispatch.OnCommand;
import io.github.quarkustelegram.dispatch.Reply;
import io.github.quarkustelegram.dispatch.UpdateContext;
import io.github.quarkustelegram.model.User;
import io.quarkus.logging.Log;
import io.smallrye.mutiny.Uni;

/**
 * A newsletter: users {@code /subscribe} and {@code /unsubscribe}; the admin's {@code /broadcast <text>} sends the text
 * to every subscriber, saying how many it goes to and, once it ended, how it went.
 */
public class NewsletterBot {

    @Inject
    Subscribers subscribers;

    @Inject
    Broadcasts broadcasts;

    @ConfigProperty(name = "newsletter.admin")
    long admin;

    // tag::subscribe[]
    @OnCommand("subscribe")
    String subscribe(User user) {
        return subscribers.add(user.id(), user.firstName()) ? "Subscribed! You'll get the news and a digest every morning."
                : "You are subscribed already.";
    }

    @OnCommand("unsubscribe")
    String unsubscribe(User user) {
        return subscribers.remove(user.id()) ? "Unsubscribed: no more news from me." : "You were not subscribed.";
    }
    // end::subscribe[]

    // tag::broadcast[]
    @OnCommand("broadcast")
    Uni<Void> broadcast(CommandArguments text, User user, UpdateContext update) {
        if (user.id() != admin) {
            return update.reply("Only the admin can broadcast.").replaceWithVoid();
        }
        if (text.isEmpty()) {
            return update.reply("What should I send? /broadcast <text>").replaceWithVoid();
        }
        List<Long> to = subscribers.ids();
        return broadcasts.start("newsletter", to, Reply.text(text.arguments()))
                .call(() -> update.reply("Sending to " + to.size() + " subscribers…"))
                // the summary comes when it ended, without holding up the admin's chat meanwhile
                .invoke(sending -> sending.ended()
                        .call(done -> update.reply("Done: sent to " + done.sent() + ", " + done.unreachable()
                                + " unreachable (removed)."))
                        .subscribe().with(done -> Log.info(done))) // "newsletter: 3 of 3 (100%), 1 unreachable..."
                .replaceWithVoid();
    }
    // end::broadcast[]
}
