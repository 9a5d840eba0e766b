package io.github.quarkustelegram.demo;

import java.util.List;
import java.util.stream.Collectors;

import io.github.quarkustelegram.model.BotCommand;

/**
 * The commands the demo bot understands, in one place: {@link CommandMenu} registers them with Telegram (the menu next
 * to the text field) and {@link WelcomeHandlers} lists them for {@code /help}, so the two cannot disagree.
 */
public final class DemoCommands {

    // tag::commands[]
    /** The commands, in the order the menu and {@code /help} show them. */
    public static final List<BotCommand> ALL = List.of(
            BotCommand.builder("start", "Say hello and play a game").build(),
            BotCommand.builder("help", "What I can do").build(),
            BotCommand.builder("echo", "Repeat your text: /echo hello").build(),
            BotCommand.builder("feedback", "Rate this bot").build(),
            BotCommand.builder("story", "Watch me write a story; stop me any time").build(),
            BotCommand.builder("cancel", "Stop the feedback").build());
    // end::commands[]

    private DemoCommands() {
    }

    /** @return one line per command, as {@code /help} answers */
    public static String helpText() {
        return ALL.stream().map(c -> "/" + c.command() + " - " + c.description())
                .collect(Collectors.joining("\n", "I understand:\n", "\nOr write \"roll a dice\" or \"flip a coin\"."));
    }
}
