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

        List<Map<String, Object>> transcript = bubbles(Map.of("userId", "5"));
        assertThat(transcript).extracting(e -> e.get("from") + " " + e.get("text"))
                .containsExactly("USER /start", "BOT Ready?", "NOTE Dev pressed “Go”");
        assertThat(transcript.get(1).get("keyboard")).isEqualTo(List.of(List.of(
                Map.of("text", "Go", "disabled", false, "pressable", true, "data", "go"))));
        assertThat(pressed.get("messageId")).isEqualTo(messageId);
        assertThat(bubbles(Map.of("userId", "6"))).isEmpty();
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

        List<Map<String, Object>> kenjiSees = bubbles(Map.of("userId", "5", "chatId", group));
        assertThat(kenjiSees).extracting(e -> e.get("from") + " " + e.get("text") + " " + e.get("ephemeral"))
                .containsExactly("USER /order false", "USER /order false", "BOT Orders are open false",
                        "BOT Your order: 2 items true");
        Map<String, Object> ephemeral = kenjiSees.get(3);
        assertThat(ephemeral.get("ephemeralMessageId")).isEqualTo(1L);
        assertThat(ephemeral.get("keyboard")).isEqualTo(List.of(List.of(
                Map.of("text", "Pay", "disabled", false, "pressable", true, "data", "pay"),
                Map.of("text", "Express (sold out)", "disabled", true, "pressable", false))));
        assertThat(bubbles(Map.of("userId", "6", "chatId", group)))
                .extracting(e -> (String) e.get("text")).contains("Your order: 1 item").doesNotContain("Your order: 2 items");
        assertThat(bubbles(Map.of("userId", "5"))).as("the private chat").isEmpty();

        console.press(Map.of("userId", "5", "chatId", group, "messageId", "0",
                "ephemeralMessageId", forKenji.replaceAll(".*\"ephemeral_message_id\":(\\d+).*", "$1"), "data", "pay"));
        assertThat(bubbles(Map.of("userId", "5", "chatId", group)))
                .extracting(e -> e.get("from") + " " + e.get("text"))
                .endsWith("NOTE Kenji pressed “Pay”");
    }

    @Test
    void aDisabledButtonShowsButCannotBePressed() throws Exception {
        console.send(Map.of("userId", "5", "text", "/slots"));
        String answer = botSends("{\"chat_id\":5,\"text\":\"Pick a slot\",\"reply_markup\":{\"inline_keyboard\":"
                + "[[{\"text\":\"10:00\",\"callback_data\":\"slot:10\"},{\"text\":\"11:00\",\"disabled\":{}}]]}}");
        long messageId = Long.parseLong(answer.replaceAll(".*\"message_id\":(\\d+).*", "$1"));

        Map<String, Object> slots = bubbles(Map.of("userId", "5")).get(1);

        assertThat(slots.get("keyboard")).isEqualTo(List.of(List.of(
                Map.of("text", "10:00", "disabled", false, "pressable", true, "data", "slot:10"),
                Map.of("text", "11:00", "disabled", true, "pressable", false))));
        assertThatThrownBy(() -> console.press(Map.of("userId", "5", "messageId", String.valueOf(messageId),
                "data", "11:00"))).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void theBotsDraftShowsOnceWithAStopButtonThatStopsIt() throws Exception {
        console.send(Map.of("userId", "5", "firstName", "Dev", "text", "Write me a poem"));
        botCalls("sendMessageDraft", "{\"chat_id\":5,\"draft_id\":3,\"text\":\"Roses\",\"can_stop\":true}");
        botCalls("sendMessageDraft", "{\"chat_id\":5,\"draft_id\":3,\"text\":\"Roses are red\",\"can_stop\":true}");

        List<Map<String, Object>> shown = bubbles(Map.of("userId", "5"));
        assertThat(shown).extracting(e -> e.get("kind") + " " + e.get("text") + " " + e.get("canStop"))
                .containsExactly("message Write me a poem false", "sendMessageDraft Roses are red true");

        console.stop(Map.of("userId", "5", "firstName", "Dev"));
        assertThat(bubbles(Map.of("userId", "5"))).extracting(e -> e.get("from") + " " + e.get("text"))
                .containsExactly("USER Write me a poem", "BOT Roses are red", "NOTE The draft was stopped");
        assertThatThrownBy(() -> console.stop(Map.of("userId", "5"))).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("no draft");
    }

    @Test
    @SuppressWarnings("unchecked")
    void aRichDraftAndItsRichMessageShowTheirBlocks() throws Exception {
        console.send(Map.of("userId", "6", "firstName", "Dev", "text", "Plan my day"));
        botCalls("sendRichMessageDraft", "{\"chat_id\":6,\"draft_id\":4,\"can_stop\":true,\"rich_message\":"
                + "{\"blocks\":[{\"type\":\"thinking\",\"text\":\"Thinking…\"}]}}");
        assertThat(bubbles(Map.of("userId", "6")).get(1).get("rich"))
                .isEqualTo(List.of(Map.of("kind", "thinking", "text", "Thinking…")));

        botCalls("sendRichMessage", "{\"chat_id\":6,\"rich_message\":{\"blocks\":["
                + "{\"type\":\"heading\",\"size\":1,\"text\":\"Plan\"},"
                + "{\"type\":\"paragraph\",\"text\":[\"It costs $5 \",{\"type\":\"bold\",\"text\":\"today\"},"
                + "{\"type\":\"url\",\"text\":\"here\",\"url\":\"javascript:alert(1)\"}]},"
                + "{\"type\":\"list\",\"items\":[{\"blocks\":[{\"type\":\"paragraph\",\"text\":\"one\"}]}]},"
                + "{\"type\":\"table\",\"cells\":[[{\"text\":\"Mode\",\"is_header\":true,\"align\":\"x;y\"}]]},"
                + "{\"type\":\"pre\",\"language\":\"java\",\"text\":\"int x;\"}]}}");

        List<Map<String, Object>> shown = bubbles(Map.of("userId", "6"));
        assertThat(shown).as("the message replaces the draft").hasSize(2);
        List<Map<String, Object>> blocks = (List<Map<String, Object>>) shown.get(1).get("rich");
        assertThat(blocks).extracting(block -> block.get("kind"))
                .containsExactly("heading", "paragraph", "list", "table", "code");
        assertThat(blocks.get(1).get("spans")).as("styled runs; a javascript: link loses its address")
                .isEqualTo(List.of(Map.of("text", "It costs $5 ", "styles", List.of()),
                        Map.of("text", "today", "styles", List.of("bold")),
                        Map.of("text", "here", "styles", List.of())));
        assertThat(blocks.get(3).get("rows")).isEqualTo(List.of(List.of(Map.of("header", true, "align", "left",
                "spans", List.of(Map.of("text", "Mode", "styles", List.of()))))));
        assertThat(blocks.get(4)).isEqualTo(Map.of("kind", "code", "language", "java", "text", "int x;"));
    }

    @Test
    void anEditShowsInPlaceADeletionIsMarkedAnAnswerIsAToastAndAReplyKeyboardStays() throws Exception {
        console.send(Map.of("userId", "5", "firstName", "Ada", "text", "/menu"));
        botSends("{\"chat_id\":5,\"text\":\"Choose\",\"reply_markup\":{\"keyboard\":[[\"Tea\",\"Coffee\"],"
                + "[{\"text\":\"Water\"}]]}}");
        String counter = botSends("{\"chat_id\":5,\"text\":\"Count: 0\",\"reply_markup\":{\"inline_keyboard\":"
                + "[[{\"text\":\"+1\",\"callback_data\":\"inc\"}]]}}");
        long counterId = Long.parseLong(counter.replaceAll(".*\"message_id\":(\\d+).*", "$1"));
        String doomed = botSends("{\"chat_id\":5,\"text\":\"Temporary\"}");
        long doomedId = Long.parseLong(doomed.replaceAll(".*\"message_id\":(\\d+).*", "$1"));

        console.press(Map.of("userId", "5", "firstName", "Ada", "messageId", String.valueOf(counterId), "data", "inc"));
        String query = telegram.transcript().get(telegram.transcript().size() - 1).json().replaceAll(".*\"id\":\"([^\"]+)\".*",
                "$1");
        botCalls("answerCallbackQuery", "{\"callback_query_id\":\"" + query + "\",\"text\":\"Counted\"}");
        botCalls("editMessageText", "{\"chat_id\":5,\"message_id\":" + counterId + ",\"text\":\"Count: 1\","
                + "\"reply_markup\":{\"inline_keyboard\":[[{\"text\":\"+1\",\"callback_data\":\"inc\"}]]}}");
        botCalls("deleteMessage", "{\"chat_id\":5,\"message_id\":" + doomedId + "}");
        console.sendPhoto(Map.of("userId", "5", "firstName", "Ada", "text", "Holiday"));

        Map<String, Object> chat = console.chat(Map.of("userId", "5"));
        @SuppressWarnings("unchecked")
        List<Map<String, Object>> bubbles = (List<Map<String, Object>>) chat.get("bubbles");
        assertThat(bubbles).extracting(b -> b.get("from") + " " + b.get("text") + (Boolean.TRUE.equals(b.get("edited"))
                ? " (edited)"
                : "") + (Boolean.TRUE.equals(b.get("deleted")) ? " (deleted)" : ""))
                .containsExactly("USER /menu", "BOT Choose", "BOT Count: 1 (edited)", "BOT Temporary (deleted)",
                        "NOTE Ada pressed “+1”", "USER Holiday");
        assertThat(bubbles.get(0)).containsEntry("sender", "Ada");
        assertThat((Long) bubbles.get(0).get("time")).isPositive();
        assertThat((String) bubbles.get(5).get("media")).startsWith("Photo ").matches("Photo \\d+×\\d+.*");
        assertThat(chat.get("toasts")).asList().hasSize(1).first().asString().contains("Counted");
        assertThat(chat.get("replyKeyboard")).isEqualTo(List.of(List.of("Tea", "Coffee"), List.of("Water")));

        botSends("{\"chat_id\":5,\"text\":\"Thanks\",\"reply_markup\":{\"remove_keyboard\":true}}");
        assertThat(console.chat(Map.of("userId", "5")).get("replyKeyboard")).isEqualTo(List.of());
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

    @SuppressWarnings("unchecked")
    private static List<Map<String, Object>> bubbles(Map<String, String> params) {
        return (List<Map<String, Object>>) console.chat(params).get("bubbles");
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
