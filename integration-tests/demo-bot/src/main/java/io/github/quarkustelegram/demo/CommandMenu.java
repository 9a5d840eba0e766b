package io.github.quarkustelegram.demo;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;

import org.jboss.logging.Logger;

import io.github.quarkustelegram.TelegramBot;
import io.quarkus.runtime.StartupEvent;

/**
 * Registers the bot's commands with Telegram at start-up ({@code setMyCommands}), so users see them in the menu and
 * get completions when they type {@code /}. Doing it on every start keeps Telegram's list equal to the code's.
 */
@ApplicationScoped
public class CommandMenu {

    private static final Logger LOG = Logger.getLogger(CommandMenu.class);

    // tag::startup[]
    void register(@Observes StartupEvent started, TelegramBot bot) {
        try {
            bot.setMyCommands(DemoCommands.ALL);
        } catch (RuntimeException e) {
            // The menu is a convenience: a bot whose menu could not be set still answers its commands.
            LOG.warnf("Could not register the bot's commands with setMyCommands: %s", e.getMessage());
        }
    }
    // end::startup[]
}
