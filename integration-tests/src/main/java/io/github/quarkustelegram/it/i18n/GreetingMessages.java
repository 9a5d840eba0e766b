package io.github.quarkustelegram.it.i18n;

import io.quarkus.qute.i18n.Message;
import io.quarkus.qute.i18n.MessageBundle;

// tag::bundle[]
/** The bot's messages in English; {@code messages/greetings_de.properties} and others translate them. */
@MessageBundle("greetings")
public interface GreetingMessages {

    @Message("Hello {name}!")
    String hello(String name);
}
// end::bundle[]
