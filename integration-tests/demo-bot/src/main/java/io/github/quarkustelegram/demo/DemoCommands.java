package io.github.quarkustelegram.demo;

import java.util.List;

import io.github.quarkustelegram.model.BotCommand;
import io.github.quarkustelegram.text.Fmt;
import io.github.quarkustelegram.text.FormattedText;

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
            BotCommand.builder("cancel", "Stop the feedback").build(),
            BotCommand.builder("count", "Count in this chat (a session)").build(),
            BotCommand.builder("shop", "Browse the shop, page by page").build(),
            BotCommand.builder("hello", "Say hello in your language").build(),
            BotCommand.builder("language", "Choose my language: /language de").build());
    // end::commands[]

    private DemoCommands() {
    }

    /** @return one line per command, as {@code /help} answers, without its formatting */
    public static String helpText() {
        return help().text();
    }

    // tag::help[]
    /** @return one line per command, the commands in bold, as {@code /help} answers */
    public static FormattedText help() {
        List<FormattedText> lines = ALL.stream()
                .map(c -> Fmt.concat(Fmt.bold("/" + c.command()), Fmt.text(" - " + c.description())))
                .toList();
        return Fmt.concat(Fmt.underline("I understand:"), Fmt.text("\n"), Fmt.join("\n", lines),
                Fmt.text("\nOr write "), Fmt.italic("roll a dice"), Fmt.text(" or "), Fmt.italic("flip a coin"),
                Fmt.text("."));
    }
    // end::help[]
}
