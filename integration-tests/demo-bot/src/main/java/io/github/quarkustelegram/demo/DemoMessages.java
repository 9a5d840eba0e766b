package io.github.quarkustelegram.demo;

import io.quarkus.qute.i18n.Message;
import io.quarkus.qute.i18n.MessageBundle;

/** What {@link Languages} says, in English here; {@code messages/demo_de.properties} and others translate it. */
@MessageBundle("demo")
public interface DemoMessages {

    @Message("Hello, {name}! I speak English with you.")
    String hello(String name);

    @Message("From now on I speak English with you.")
    String chosen();

    @Message("I do not know that language: {tag}. I know: {languages}.")
    String unknown(String tag, String languages);

    @Message("I now speak the language of your Telegram app.")
    String forgotten();
}
