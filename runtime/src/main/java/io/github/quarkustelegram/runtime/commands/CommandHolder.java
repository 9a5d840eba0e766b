package io.github.quarkustelegram.runtime.commands;

import org.jspecify.annotations.Nullable;

/**
 * An update that parses its command once and keeps it, read for this bot's name (the dispatcher's context): a filter
 * on the command asks it rather than parse the text again. Generic because the command's type is public API, in a
 * package this one does not import.
 *
 * @param <C> the type of the command
 */
public interface CommandHolder<C> {

    /** @return the command the message starts with (for this bot), parsed once; null when none */
    @Nullable
    C parsedCommand();
}
