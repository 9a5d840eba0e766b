package io.github.quarkustelegram.dispatch;

import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * A command as the user sent it: {@code /start@MyBot ref 42} is the command {@code start} with the arguments
 * {@code "ref 42"}. A handler takes it as a parameter to read its arguments.
 *
 * @param name the command without its slash and bot name, lower case, e.g. {@code start}
 * @param arguments what follows the command, trimmed; empty when nothing does
 */
public record CommandArguments(String name, String arguments) {

    /** Checks the components. */
    public CommandArguments {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(arguments, "arguments");
    }

    /** @return the arguments split on white space; empty when there are none */
    public List<String> words() {
        return arguments.isEmpty() ? List.of() : Arrays.asList(arguments.split("\\s+"));
    }

    /** @return whether the command came without arguments */
    public boolean isEmpty() {
        return arguments.isEmpty();
    }
}
