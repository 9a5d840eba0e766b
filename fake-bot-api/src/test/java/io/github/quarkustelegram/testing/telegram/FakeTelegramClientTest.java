package io.github.quarkustelegram.testing.telegram;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import com.fasterxml.jackson.databind.JsonNode;

import io.github.quarkustelegram.testing.internal.FakeJson;
import io.github.quarkustelegram.testing.server.ExpectedCall;
import io.github.quarkustelegram.testing.server.RecordedRequest;
import io.github.quarkustelegram.testing.telegram.control.ControlApi;

/**
 * {@link FakeTelegramClient} drives the fake over its control API, as a {@code @QuarkusTest} does: users act, the
 * waits end on the bot's replies, a missing reply fails with the transcript.
 */
@Timeout(30)
@WithFakeTelegram
class FakeTelegramClientTest {

    private static FakeTelegram telegram;
    private static BotApiCaller bot;
    private static FakeTelegramClient client;

    @Test
    void aUserSendsAndTheWaitEndsOnTheBotsReply() throws Exception {
        UserAction sent = client.user(42, "Alice").sends("/start");
        // the bot: takes the update, answers
        JsonNode update = bot.call("getUpdates", "{}").result().get(0);
        assertThat(update.get("update_id").asLong()).isEqualTo(sent.updateId());
        assertThat(update.get("message").get("from").get("first_name").asText()).isEqualTo("Alice");
        CompletableFuture<List<TranscriptEntry>> replies = CompletableFuture
                .supplyAsync(() -> client.awaitReplies(42, 2, Duration.ofSeconds(5)));
        bot.call("sendMessage", "{\"chat_id\":42,\"text\":\"Welcome, Alice\",\"reply_markup\":{\"inline_keyboard\":"
                + "[[{\"text\":\"Go\",\"callback_data\":\"go\"}]]}}");
        bot.call("sendMessage", "{\"chat_id\":42,\"text\":\"Anything else?\"}");

        assertThat(replies.get(10, TimeUnit.SECONDS)).extracting(TranscriptEntry::text)
                .containsExactly("Welcome, Alice", "Anything else?");
        UserAction pressed = client.user(42).presses("Go");
        assertThat(pressed.queryId()).isNotBlank();
        assertThat(client.transcript()).extracting(TranscriptEntry::from, TranscriptEntry::kind).containsExactly(
                org.assertj.core.groups.Tuple.tuple(TranscriptEntry.From.USER, "message"),
                org.assertj.core.groups.Tuple.tuple(TranscriptEntry.From.BOT, "sendMessage"),
                org.assertj.core.groups.Tuple.tuple(TranscriptEntry.From.BOT, "sendMessage"),
                org.assertj.core.groups.Tuple.tuple(TranscriptEntry.From.USER, "callback_query"));
        assertThat(client.transcript().get(1).buttons()).containsExactly("Go");
        assertThat(FakeJson.parse(client.transcript().get(3).json()).get("data").asText()).isEqualTo("go");
        assertThat(client.methodsCalled()).containsSubsequence("getUpdates", "sendMessage", "sendMessage");
    }

    @Test
    void aUserSendsADocumentOverTheControlApi() throws Exception {
        byte[] pdf = { '%', 'P', 'D', 'F', '-', '1', '.', '7', (byte) 0xE2, (byte) 0xE3 };
        UserAction sent = client.user(42, "Alice").sendsDocument("invoice.pdf", "application/pdf", pdf, null);

        JsonNode document = bot.call("getUpdates", "{}").result().get(0).get("message").get("document");
        JsonNode file = bot.call("getFile", "{\"file_id\":\"" + document.get("file_id").asText() + "\"}").result();

        assertThat(sent.kind()).isEqualTo("message");
        assertThat(document.get("file_name").asText()).isEqualTo("invoice.pdf");
        assertThat(document.get("mime_type").asText()).isEqualTo("application/pdf");
        assertThat(bot.get("/file/bot" + telegram.token() + "/" + file.get("file_path").asText()).body())
                .isEqualTo(pdf);
    }

    @Test
    void aLargeDocumentGoesThroughTheControlApiWhole() throws Exception {
        byte[] video = new byte[16 * 1024 * 1024]; // 22 million base64 characters: over Jackson's default string cap
        video[video.length - 1] = 7;
        client.user(42).sendsDocument("clip.mp4", "video/mp4", video, null);

        JsonNode document = bot.call("getUpdates", "{}").result().get(0).get("message").get("document");
        JsonNode file = bot.call("getFile", "{\"file_id\":\"" + document.get("file_id").asText() + "\"}").result();

        assertThat(document.get("file_size").asInt()).isEqualTo(video.length);
        assertThat(bot.get("/file/bot" + telegram.token() + "/" + file.get("file_path").asText()).body())
                .isEqualTo(video);
    }

    @Test
    void aUserEditsAMessageOverTheControlApi() {
        UserAction sent = client.user(45, "Cy").sends("hello");
        UserAction edited = client.user(45).edits(sent.messageId(), "hello there");

        JsonNode updates = bot.call("getUpdates", "{}").result();

        assertThat(edited.kind()).isEqualTo("edited_message");
        assertThat(updates.get(1).get("edited_message").get("text").asText()).isEqualTo("hello there");
    }

    @Test
    void aUserBlocksTheBotOverTheControlApi() {
        UserAction blocked = client.user(44, "Bea").blocksBot();

        assertThat(blocked.kind()).isEqualTo("my_chat_member");
        assertThat(bot.call("sendMessage", "{\"chat_id\":44,\"text\":\"hi\"}").description())
                .isEqualTo("Forbidden: bot was blocked by the user");
        client.user(44).unblocksBot();
        assertThat(bot.call("sendMessage", "{\"chat_id\":44,\"text\":\"hi\"}").result().get("text").asText())
                .isEqualTo("hi");
    }

    @Test
    void aUserSpeaksTheLanguageTheirAppIsSetTo() throws Exception {
        client.user(43, "Jürgen").speaks("de-AT").sends("hallo");
        client.user(43).sends("noch einmal");
        client.user(44, "Nobody").speaks(null).sends("hi");
        client.user(45, "Ada").sends("hello");

        JsonNode updates = bot.call("getUpdates", "{}").result();
        assertThat(updates).extracting(u -> u.get("message").get("from").path("language_code").asText("none"))
                .containsExactly("de-AT", "de-AT", "none", "en");
    }

    @Test
    void takesTheBotsCallsAsTheFakeReceivedThem() throws Exception {
        telegram.server().forgetRequests();
        client.user(42, "Alice");
        bot.call("sendMessage", "{\"chat_id\":42,\"text\":\"first\",\"parse_mode\":\"HTML\"}");
        bot.call("sendMessage", "{\"chat_id\":42,\"text\":\"second\"}");

        RecordedRequest first = client.takeRequest("sendMessage");
        RecordedRequest second = telegram.takeRequest("sendMessage");

        ExpectedCall.json("sendMessage").param("chat_id", 42).param("text", "first").param("parse_mode", "HTML")
                .verify(first, telegram.token());
        assertThat(second.param("text")).hasValue("second");
        assertThat(client.methodsCalled()).containsExactly("sendMessage", "sendMessage");
        assertThatThrownBy(() -> client.takeRequest("sendMessage", Duration.ofMillis(100)))
                .isInstanceOf(AssertionError.class);
    }

    @Test
    void aReplyThatDoesNotComeFailsWithTheTranscript() {
        client.user(42).sends("anyone?");

        assertThatThrownBy(() -> client.awaitReplies(42, 1, Duration.ofMillis(200))).isInstanceOf(AssertionError.class)
                .hasMessageContaining("200 ms").hasMessageContaining("anyone?");
    }

    @Test
    void aReplyBeforeTheUsersLastActionDoesNotCount() {
        client.user(42).sends("first");
        bot.call("sendMessage", "{\"chat_id\":42,\"text\":\"answer to first\"}");
        client.user(42).sends("second");

        assertThatThrownBy(() -> client.awaitReply(42, Duration.ofMillis(200)))
                .isInstanceOf(AssertionError.class);
        bot.call("sendMessage", "{\"chat_id\":42,\"text\":\"answer to second\"}");
        assertThat(client.awaitReply(42).text()).isEqualTo("answer to second");
    }

    @Test
    void aCallSentAgainUnderItsIdIsCarriedOutOnce() throws Exception {
        int before = telegram.pendingUpdates();
        java.net.http.HttpRequest send = java.net.http.HttpRequest.newBuilder(
                java.net.URI.create(telegram.baseUrl() + "/fake/users/77/messages"))
                .header(ControlApi.CALL_ID_HEADER, "call-1").header("Content-Type", "application/json")
                .POST(java.net.http.HttpRequest.BodyPublishers.ofString("{\"text\":\"once\"}")).build();

        JsonNode first = FakeJson.parse(bot.send(send).body());
        JsonNode again = FakeJson.parse(bot.send(send).body());

        assertThat(first.path("ok").asBoolean()).as(first.toString()).isTrue();
        assertThat(again).isEqualTo(first);
        assertThat(telegram.pendingUpdates()).isEqualTo(before + 1);
        assertThat(telegram.transcript(77)).hasSize(1);
    }

    @Test
    void badActionsAreRefusedClearly() {
        assertThatThrownBy(() -> client.user(42).presses("Nothing")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("Nothing");
        assertThatThrownBy(() -> client.user(42).sends(" ")).isInstanceOf(IllegalArgumentException.class);
        assertThat(FakeTelegramClient.connect(telegram.baseUrl() + "/").botUsername()).isEqualTo(telegram.botUsername());
        assertThatThrownBy(() -> FakeTelegramClient.connect(telegram.baseUrl() + "/elsewhere"))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("No fake Telegram");
    }

    @Test
    void groupsInlineQueriesAndRawUpdatesGoThroughTheControlApi() {
        client.group(-100200300L, "Team");
        client.user(7, "Bob").sendsIn(-100200300L, "hi team");
        UserAction inline = client.user(7).asksInline("cats");
        long reaction = client.injectUpdate("edited_message", "{\"message_id\":1,\"date\":1,\"chat\":{\"id\":7,"
                + "\"type\":\"private\"},\"text\":\"edited\"}");

        JsonNode updates = bot.call("getUpdates", "{}").result();
        assertThat(updates).hasSize(3);
        assertThat(updates.get(0).get("message").get("chat").get("title").asText()).isEqualTo("Team");
        assertThat(updates.get(1).get("inline_query").get("id").asText()).isEqualTo(inline.queryId());
        assertThat(updates.get(2).get("update_id").asLong()).isEqualTo(reaction);
        assertThat(bot.call("answerInlineQuery", "{\"inline_query_id\":\"" + inline.queryId() + "\",\"results\":[]}")
                .result().asBoolean()).isTrue();
        assertThat(client.awaitCall("answerInlineQuery", Duration.ofSeconds(2)).text()).isEqualTo("0 results");
    }
}
