package io.github.quarkustelegram.examples.moderation;

import java.util.Set;

import jakarta.enterprise.context.ApplicationScoped;

import org.eclipse.microprofile.config.inject.ConfigProperty;

import io.github.quarkustelegram.dispatch.CommandArguments;
import io.github.quarkustelegram.dispatch.UpdateContext;
import io.github.quarkustelegram.dispatch.UpdateMiddleware;
import io.github.quarkustelegram.method.SendMessage;
import io.github.quarkustelegram.model.ChatId;
import io.smallrye.mutiny.Uni;

/**
 * The moderation commands are for the configured admins only: a middleware runs around every handler, so the
 * commands themselves need no check, and a command added later cannot forget it.
 */
@ApplicationScoped
public class AdminOnly implements UpdateMiddleware {

    static final Set<String> COMMANDS = Set.of("mute", "unmute", "ban", "unban");

    private final Set<Long> admins;

    AdminOnly(@ConfigProperty(name = "moderation.admins") Set<Long> admins) {
        this.admins = Set.copyOf(admins);
    }

    // tag::middleware[]
    @Override
    public Uni<Void> around(UpdateContext update, Next next) {
        CommandArguments command = update.command();
        if (command == null || !COMMANDS.contains(command.name()) || update.sender() == null
                || admins.contains(update.sender().id())) {
            return next.proceed();
        }
        // not for this user: answered here, the handler never runs (a middleware runs on the routing thread: no blocking)
        return update.reactiveBot().sendMessage(SendMessage.builder(ChatId.of(update.chat().id()),
                "Only moderators may use /" + command.name() + ".").build()).replaceWithVoid();
    }
    // end::middleware[]
}
