package org.acme;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.junit.jupiter.api.Test;

import io.github.quarkustelegram.testing.telegram.FakeTelegramClient;
import io.github.quarkustelegram.testing.telegram.FakeUser;
import io.github.quarkustelegram.testing.telegram.InjectFakeTelegram;
import io.github.quarkustelegram.testing.telegram.TranscriptEntry;
import io.quarkus.test.junit.QuarkusTest;

/**
 * The bot on the fake Telegram that Dev Services start when no token is configured: the test acts as a user and
 * reads what the bot sent back.
 */
@QuarkusTest
class GreetingBotTest {

    @InjectFakeTelegram
    FakeTelegramClient telegram; // a client of the application's fake Telegram

    @Test
    void greetsTheUserByName() {
        TranscriptEntry reply = telegram.user(1, "Ada").sends("/start").reply(); // waits up to 10 s
        assertEquals("Hello, Ada!", reply.text());
        assertEquals(List.of("Press me"), reply.buttons());
    }

    @Test
    void eachPressEditsTheGreeting() {
        FakeUser grace = telegram.user(2, "Grace");
        TranscriptEntry greeting = grace.sends("/start").reply();

        TranscriptEntry edited = grace.presses("Press me").reply();
        assertEquals("editMessageText", edited.kind());
        assertEquals(greeting.messageId(), edited.messageId());
        assertEquals("Pressed 1 time", edited.text());

        assertEquals("Pressed 2 times", grace.presses("Press me").reply().text());
    }
}
