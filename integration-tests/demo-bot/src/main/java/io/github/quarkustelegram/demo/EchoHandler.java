package io.github.quarkustelegram.demo;

import io.github.quarkustelegram.dispatch.CommandArguments;
import io.github.quarkustelegram.dispatch.OnCommand;

/** {@code /echo <text>}: a command with arguments, and what to answer when they are missing. */
public class EchoHandler {

    // tag::echo[]
    @OnCommand("echo")
    String echo(CommandArguments command) {
        return command.isEmpty() ? "Usage: /echo <text>, e.g. /echo hello" : command.arguments();
    }
    // end::echo[]
}
