package io.github.quarkustelegram.examples.moderation;

import java.util.Set;

import jakarta.enterprise.context.ApplicationScoped;

import org.eclipse.microprofile.config.inject.ConfigProperty;

import io.github.quarkustelegram.dispatch.UpdateContext;
import io.github.quarkustelegram.dispatch.UpdateMiddleware;
import io.smallrye.mutiny.Uni;

/**
 * The moderation commands are for the configured admins only. Named by {@link ModerationCommands}'s
 * {@code @Router}, it runs around that class's handlers only: it needs not know which commands they are.
 */
@ApplicationScoped
public class AdminOnly implements UpdateMiddleware {

    @ConfigProperty(name = "moderation.admins")
    Set<Long> admins;

    // tag::middleware[]
    @Override
    public Uni<Void> around(UpdateContext update, Next next) {
        if (update.sender() != null && admins.contains(update.sender().id())) {
            return next.proceed();
        }
        // not for this user: answered here, the handler never runs (a middleware runs on the routing thread: no blocking)
        return update.reply("Only moderators may use /" + update.command().name() + ".").replaceWithVoid();
    }
    // end::middleware[]
}
