package org.acme;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import io.github.quarkustelegram.testing.telegram.FakeTelegramClient;
import io.github.quarkustelegram.testing.telegram.FakeUser;
import io.github.quarkustelegram.testing.telegram.TranscriptEntry;
import io.quarkus.test.junit.QuarkusTest;

/**
 * The bot on the fake Telegram that Dev Services start when no token is configured: the test acts as a user and
 * reads what the bot sent back.
 */
@QuarkusTest
class GreetingBotTest {

    @ConfigProperty(name = "quarkus.telegram.api.base-url")
    String telegramUrl; // the fake's URL, given to the application by Dev Services

    FakeTelegramClient telegram;

    @BeforeEach
    void connect() {
        telegram = FakeTelegramClient.connect(telegramUrl);
    }

    @Test
    void greetsTheUserByName() {
        telegram.user(1, "Ada").sends("/start");

        TranscriptEntry reply = telegram.awaitReply(1); // waits up to 10 s
        assertEquals("Hello, Ada!", reply.text());
        assertEquals(List.of("Press me"), reply.buttons());
    }

    @Test
    void eachPressEditsTheGreeting() {
        FakeUser grace = telegram.user(2, "Grace");
        grace.sends("/start");
        TranscriptEntry greeting = telegram.awaitReply(2);

        grace.presses("Press me");
        TranscriptEntry edited = telegram.awaitReply(2);
        assertEquals("editMessageText", edited.kind());
        assertEquals(greeting.messageId(), edited.messageId());
        assertEquals("Pressed 1 time", edited.text());

        grace.presses("Press me");
        assertEquals("Pressed 2 times", telegram.awaitReply(2).text());
    }
}
