package io.github.quarkustelegram.deployment.devservices;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import io.github.quarkustelegram.testing.telegram.FakeTelegram;

/** What the Dev UI's chat page does, against a real fake: a user types, the bot answers, a button is pressed. */
class FakeTelegramConsoleTest {

    private static FakeTelegram telegram;
    private static FakeTelegramConsole console;

    @BeforeAll
    static void start() {
        telegram = FakeTelegram.start();
        console = new FakeTelegramConsole(telegram.baseUrl());
    }

    @AfterAll
    static void stop() {
        telegram.close();
    }

    @BeforeEach
    void forget() {
        console.reset(Map.of());
    }

    @Test
    void aUserTypesTheBotAnswersWithAButtonAndTheUserPressesIt() throws Exception {
        console.send(Map.of("userId", "5", "firstName", "Dev", "text", "/start"));
        String answer = botSends("{\"chat_id\":5,\"text\":\"Ready?\",\"reply_markup\":{\"inline_keyboard\":"
                + "[[{\"text\":\"Go\",\"callback_data\":\"go\"}]]}}");
        long messageId = Long.parseLong(answer.replaceAll(".*\"message_id\":(\\d+).*", "$1"));

        Map<String, Object> pressed = console.press(Map.of("userId", "5", "messageId", String.valueOf(messageId),
                "data", "go"));

        List<Map<String, Object>> transcript = console.transcript(Map.of("userId", "5"));
        assertThat(transcript).extracting(e -> e.get("from") + " " + e.get("kind") + " " + e.get("text"))
                .containsExactly("USER message /start", "BOT sendMessage Ready?", "USER callback_query go");
        assertThat((String) transcript.get(1).get("json")).contains("\"inline_keyboard\"");
        assertThat(pressed.get("messageId")).isEqualTo(messageId);
        assertThat(console.transcript(Map.of("userId", "6"))).isEmpty();
    }

    @Test
    void badInputIsRefusedClearly() {
        assertThatThrownBy(() -> console.send(Map.of("userId", "5", "text", " ")))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("Type a message");
        assertThatThrownBy(() -> console.send(Map.of("userId", "0", "text", "x")))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("positive");
        assertThatThrownBy(() -> console.press(Map.of("userId", "5", "messageId", "99", "data", "go")))
                .isInstanceOf(IllegalArgumentException.class);
    }

    private static String botSends(String json) throws Exception {
        HttpRequest request = HttpRequest.newBuilder(URI.create(telegram.baseUrl() + "/bot" + telegram.token()
                + "/sendMessage")).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(json)).build();
        return HttpClient.newHttpClient().send(request, HttpResponse.BodyHandlers.ofString()).body();
    }
}
