package io.github.quarkustelegram.runtime.dispatch;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.dispatch.CommandArguments;
import io.github.quarkustelegram.dispatch.UpdateContext;

/**
 * Reads a command from a message's text or caption: {@code /name}, {@code /name@bot}, then arguments after white
 * space. A command addressed to another bot ({@code @bot} not this bot's user name) is no command for this bot.
 */
public final class CommandParser {

    private static final Pattern COMMAND = Pattern.compile("^/([A-Za-z0-9_]{1,64})(?:@([A-Za-z0-9_]{1,64}))?(?:\\s+([\\s\\S]*))?$");

    private CommandParser() {
    }

    /**
     * @param update an update being routed
     * @return its command, or null when its message starts with none, or with one for another bot
     */
    public static @Nullable CommandArguments parse(UpdateContext update) {
        String botUsername = update instanceof DispatchContext context ? context.botUsername() : null;
        return parse(update.text(), botUsername);
    }

    /**
     * @param text a message's text or caption
     * @param botUsername this bot's user name; null to accept any {@code @bot}
     * @return the command, or null
     */
    static @Nullable CommandArguments parse(@Nullable String text, @Nullable String botUsername) {
        Matcher m = matcher(text);
        if (m == null) {
            return null;
        }
        String addressee = m.group(2);
        if (addressee != null && botUsername != null && !addressee.equalsIgnoreCase(botUsername)) {
            return null;
        }
        String arguments = m.group(3) == null ? "" : m.group(3).trim();
        return new CommandArguments(m.group(1).toLowerCase(Locale.ROOT), arguments);
    }

    /** @return whether {@code text} is a command naming a bot ({@code /name@bot}), which needs this bot's name */
    static boolean namesABot(@Nullable String text) {
        Matcher m = matcher(text);
        return m != null && m.group(2) != null;
    }

    private static @Nullable Matcher matcher(@Nullable String text) {
        if (text == null || text.isEmpty() || text.charAt(0) != '/') {
            return null;
        }
        Matcher m = COMMAND.matcher(text);
        return m.matches() ? m : null;
    }
}
