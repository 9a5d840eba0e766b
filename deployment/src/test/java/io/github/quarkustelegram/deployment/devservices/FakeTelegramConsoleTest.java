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

/**
 * What the Dev UI's chat page does, against a real fake: a user types, the bot answers, a button is pressed; in a
 * group, ephemeral messages for that user only; disabled buttons; the bot's draft and its stop button.
 */
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
    void inAGroupTheUserSeesTheEphemeralMessagesForThemAndNotThoseForOthers() throws Exception {
        String group = "-1001234567890";
        console.send(Map.of("userId", "5", "firstName", "Kenji", "chatId", group, "text", "/order"));
        console.send(Map.of("userId", "6", "firstName", "Olga", "chatId", group, "text", "/order"));
        botCalls("sendMessage", "{\"chat_id\":" + group + ",\"text\":\"Orders are open\"}");
        String forKenji = botCalls("sendMessage", "{\"chat_id\":" + group + ",\"text\":\"Your order: 2 items\","
                + "\"ephemeral_message_parameters\":{\"receiver_user_id\":5},\"reply_markup\":{\"inline_keyboard\":"
                + "[[{\"text\":\"Pay\",\"callback_data\":\"pay\"},{\"text\":\"Express (sold out)\",\"disabled\":{}}]]}}");
        botCalls("sendMessage", "{\"chat_id\":" + group + ",\"text\":\"Your order: 1 item\","
                + "\"ephemeral_message_parameters\":{\"receiver_user_id\":6}}");

        List<Map<String, Object>> kenjiSees = console.transcript(Map.of("userId", "5", "chatId", group));
        assertThat(kenjiSees).extracting(e -> e.get("from") + " " + e.get("text") + " " + e.get("ephemeral"))
                .containsExactly("USER /order false", "USER /order false", "BOT Orders are open false",
                        "BOT Your order: 2 items true");
        Map<String, Object> ephemeral = kenjiSees.get(3);
        assertThat(ephemeral.get("ephemeralMessageId")).isEqualTo(1L);
        assertThat(ephemeral.get("keyboard")).isEqualTo(List.of(List.of(
                Map.of("text", "Pay", "disabled", false, "pressable", true, "data", "pay"),
                Map.of("text", "Express (sold out)", "disabled", true, "pressable", false))));
        assertThat(console.transcript(Map.of("userId", "6", "chatId", group)))
                .extracting(e -> (String) e.get("text")).contains("Your order: 1 item").doesNotContain("Your order: 2 items");
        assertThat(console.transcript(Map.of("userId", "5"))).as("the private chat").isEmpty();

        console.press(Map.of("userId", "5", "chatId", group, "messageId", "0",
                "ephemeralMessageId", forKenji.replaceAll(".*\"ephemeral_message_id\":(\\d+).*", "$1"), "data", "pay"));
        assertThat(console.transcript(Map.of("userId", "5", "chatId", group)))
                .extracting(e -> e.get("from") + " " + e.get("kind") + " " + e.get("text"))
                .endsWith("USER callback_query pay");
    }

    @Test
    void aDisabledButtonShowsButCannotBePressed() throws Exception {
        console.send(Map.of("userId", "5", "text", "/slots"));
        String answer = botSends("{\"chat_id\":5,\"text\":\"Pick a slot\",\"reply_markup\":{\"inline_keyboard\":"
                + "[[{\"text\":\"10:00\",\"callback_data\":\"slot:10\"},{\"text\":\"11:00\",\"disabled\":{}}]]}}");
        long messageId = Long.parseLong(answer.replaceAll(".*\"message_id\":(\\d+).*", "$1"));

        Map<String, Object> slots = console.transcript(Map.of("userId", "5")).get(1);

        assertThat(slots.get("keyboard")).isEqualTo(List.of(List.of(
                Map.of("text", "10:00", "disabled", false, "pressable", true, "data", "slot:10"),
                Map.of("text", "11:00", "disabled", true, "pressable", false))));
        assertThatThrownBy(() -> console.press(Map.of("userId", "5", "messageId", String.valueOf(messageId),
                "data", "11:00"))).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void theBotsDraftShowsOnceWithAStopButtonThatStopsIt() throws Exception {
        console.send(Map.of("userId", "5", "text", "Write me a poem"));
        botCalls("sendMessageDraft", "{\"chat_id\":5,\"draft_id\":3,\"text\":\"Roses\",\"can_stop\":true}");
        botCalls("sendMessageDraft", "{\"chat_id\":5,\"draft_id\":3,\"text\":\"Roses are red\",\"can_stop\":true}");

        List<Map<String, Object>> shown = console.transcript(Map.of("userId", "5"));
        assertThat(shown).extracting(e -> e.get("kind") + " " + e.get("text") + " " + e.get("canStop"))
                .containsExactly("message Write me a poem false", "sendMessageDraft Roses are red true");

        console.stop(Map.of("userId", "5"));
        assertThat(console.transcript(Map.of("userId", "5"))).extracting(e -> (String) e.get("kind"))
                .containsExactly("message", "sendMessageDraft", "stopped_message_generation");
        assertThatThrownBy(() -> console.stop(Map.of("userId", "5"))).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("no draft");
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
        return botCalls("sendMessage", json);
    }

    private static String botCalls(String method, String json) throws Exception {
        HttpRequest request = HttpRequest.newBuilder(URI.create(telegram.baseUrl() + "/bot" + telegram.token()
                + "/" + method)).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(json)).build();
        String body = HttpClient.newHttpClient().send(request, HttpResponse.BodyHandlers.ofString()).body();
        assertThat(body).as(method + " " + json).contains("\"ok\":true");
        return body;
    }
}
