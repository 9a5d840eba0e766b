package io.github.quarkustelegram.runtime.commands;

import java.util.Locale;

import org.jspecify.annotations.Nullable;

/**
 * Reads a command from a message's text or caption: {@code /name}, {@code /name@bot}, then arguments after white
 * space, as {@code ^/([A-Za-z0-9_]{1,64})(?:@([A-Za-z0-9_]{1,64}))?(?:\s+([\s\S]*))?$} says. A command addressed to
 * another bot ({@code @bot} not this bot's user name) is no command for this bot.
 *
 * <p>
 * Read by hand rather than with that regular expression: every message is looked at, and a text that is no
 * command must cost nothing (a {@code Matcher} per message was most of what routing allocated).
 *
 * <p>
 * The caller makes the command from its parts ({@code CommandArguments::new}): the public type lives in
 * {@code dispatch}, which uses this class, so this one must not name it.
 */
public final class CommandParser {

    private static final int MAX_NAME = 64;

    /**
     * Makes the caller's command from the parts read.
     *
     * @param <C> the type of the command
     */
    @FunctionalInterface
    public interface Factory<C> {

        /**
         * @param name the command without its slash and bot name, lower case
         * @param arguments what follows the command, trimmed; empty when nothing does
         * @return the command
         */
        C command(String name, String arguments);
    }

    private CommandParser() {
    }

    /**
     * @param text a message's text or caption
     * @param botUsername this bot's user name; null to accept any {@code @bot}
     * @param factory makes the command from its name and arguments (a method reference: nothing made per call)
     * @param <C> the type of the command
     * @return the command, or null
     */
    public static <C> @Nullable C parse(@Nullable String text, @Nullable String botUsername, Factory<C> factory) {
        int nameEnd = nameEnd(text);
        if (nameEnd < 0) {
            return null;
        }
        int at = nameEnd;
        int addresseeEnd = -1;
        if (at < text.length() && text.charAt(at) == '@') {
            addresseeEnd = wordEnd(text, at + 1);
            if (addresseeEnd < 0) {
                return null;
            }
            at = addresseeEnd;
        }
        String arguments;
        if (at == text.length()) {
            arguments = "";
        } else if (isSpace(text.charAt(at))) {
            arguments = text.substring(at).trim();
        } else {
            return null; // "/start!" is no command
        }
        if (addresseeEnd >= 0 && botUsername != null && !(addresseeEnd - nameEnd - 1 == botUsername.length()
                && text.regionMatches(true, nameEnd + 1, botUsername, 0, botUsername.length()))) {
            return null; // for another bot
        }
        return factory.command(text.substring(1, nameEnd).toLowerCase(Locale.ROOT), arguments);
    }

    /** @return whether {@code text} is a command naming a bot ({@code /name@bot}), which needs this bot's name */
    public static boolean namesABot(@Nullable String text) {
        int nameEnd = nameEnd(text);
        if (nameEnd < 0 || nameEnd == text.length() || text.charAt(nameEnd) != '@') {
            return false;
        }
        int addresseeEnd = wordEnd(text, nameEnd + 1);
        return addresseeEnd >= 0 && (addresseeEnd == text.length() || isSpace(text.charAt(addresseeEnd)));
    }

    /** @return the end of the command's name, or -1 when the text does not start with one */
    private static int nameEnd(@Nullable String text) {
        if (text == null || text.isEmpty() || text.charAt(0) != '/') {
            return -1;
        }
        return wordEnd(text, 1);
    }

    /** @return the end of 1 to 64 of {@code [A-Za-z0-9_]} from {@code from}, or -1 */
    private static int wordEnd(String text, int from) {
        int at = from;
        while (at < text.length() && at - from <= MAX_NAME && isWordChar(text.charAt(at))) {
            at++;
        }
        int length = at - from;
        return length >= 1 && length <= MAX_NAME ? at : -1;
    }

    private static boolean isWordChar(char c) {
        return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_';
    }

    /** The white space of {@code \s}: space, tab, new line, vertical tab, form feed, carriage return. */
    private static boolean isSpace(char c) {
        return c == ' ' || c == '\t' || c == '\n' || c == 0x0B || c == '\f' || c == '\r';
    }
}
