package io.github.quarkustelegram.testing.telegram;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.URI;
import java.net.http.HttpRequest;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import com.fasterxml.jackson.databind.JsonNode;

import io.github.quarkustelegram.testing.internal.FakeJson;
import io.github.quarkustelegram.testing.telegram.methods.ChatMethods;

/**
 * The Bot API methods of {@link FakeTelegram}, called over HTTP with the JDK's client: what they answer, how they
 * fail, and what the transcript shows.
 */
@Timeout(30)
@WithFakeTelegram(botUsername = "echo_bot")
class FakeTelegramMethodsTest {

    private static FakeTelegram telegram;
    private static BotApiCaller bot;

    @Test
    void getMeAnswersTheBotsIdentityAndOnlyItsTokenIsAccepted() {
        JsonNode me = bot.call("getMe", null).result();

        assertThat(me.get("id").asLong()).isEqualTo(1000000001L).isEqualTo(telegram.botId());
        assertThat(me.get("is_bot").asBoolean()).isTrue();
        assertThat(me.get("username").asText()).isEqualTo("echo_bot");
        BotApiCaller.Answer wrongToken = new BotApiCaller(telegram.baseUrl(), "1000000001:wrong").call("getMe", null);
        assertThat(wrongToken.status()).isEqualTo(401);
        assertThat(wrongToken.description()).isEqualTo("Unauthorized");
    }

    @Test
    void anUnknownMethodGetsTelegramsNotFound() {
        BotApiCaller.Answer answer = bot.call("sendTelepathicMessage", "{\"chat_id\":1}");

        assertThat(answer.status()).isEqualTo(404);
        assertThat(answer.body().get("ok").asBoolean()).isFalse();
        assertThat(answer.description()).isEqualTo("Not Found");
    }

    @Test
    void sendMessageAnswersAMessageWithTheNextIdAndEchoesWhatWasSent() {
        telegram.user(42, "Alice");
        long before = System.currentTimeMillis() / 1000;

        JsonNode first = bot.call("sendMessage", "{\"chat_id\":42,\"text\":\"Hello *Alice*\",\"entities\":"
                + "[{\"type\":\"bold\",\"offset\":6,\"length\":7}],\"reply_markup\":{\"inline_keyboard\":"
                + "[[{\"text\":\"Yes\",\"callback_data\":\"y\"},{\"text\":\"No\",\"callback_data\":\"n\"}]]}}").result();
        JsonNode second = bot.call("sendMessage", "{\"chat_id\":\"42\",\"text\":\"again\"}").result();

        assertThat(second.get("message_id").asLong()).isEqualTo(first.get("message_id").asLong() + 1);
        assertThat(first.get("chat").get("id").asLong()).isEqualTo(42);
        assertThat(first.get("chat").get("type").asText()).isEqualTo("private");
        assertThat(first.get("chat").get("first_name").asText()).isEqualTo("Alice");
        assertThat(first.get("from").get("id").asLong()).isEqualTo(telegram.botId());
        assertThat(first.get("date").asLong()).isBetween(before, before + 60);
        assertThat(first.get("text").asText()).isEqualTo("Hello *Alice*");
        assertThat(first.get("entities").get(0).get("type").asText()).isEqualTo("bold");
        assertThat(first.get("reply_markup").get("inline_keyboard").get(0).get(1).get("callback_data").asText())
                .isEqualTo("n");

        List<TranscriptEntry> transcript = telegram.transcript(42);
        assertThat(transcript).extracting(TranscriptEntry::kind).containsExactly("sendMessage", "sendMessage");
        assertThat(transcript.get(0).buttons()).containsExactly("Yes", "No");
        assertThat(transcript.get(0).isBotMessage()).isTrue();
        assertThat(FakeJson.parse(transcript.get(1).json()).get("message_id").asLong())
                .isEqualTo(second.get("message_id").asLong());
    }

    @Test
    void sendMessageFailsAsTelegramDoes() {
        telegram.user(42);

        assertThat(bot.call("sendMessage", "{\"chat_id\":777,\"text\":\"hi\"}").description())
                .isEqualTo("Bad Request: chat not found");
        assertThat(bot.call("sendMessage", "{\"text\":\"hi\"}").description()).isEqualTo("Bad Request: chat_id is empty");
        assertThat(bot.call("sendMessage", "{\"chat_id\":42,\"text\":\"\"}").description())
                .isEqualTo("Bad Request: message text is empty");
        BotApiCaller.Answer tooLong = bot.call("sendMessage", "{\"chat_id\":42,\"text\":\"" + "x".repeat(4097) + "\"}");
        assertThat(tooLong.status()).isEqualTo(400);
        assertThat(tooLong.description()).isEqualTo("Bad Request: message is too long");
        assertThat(bot.call("sendMessage", "{\"chat_id\":42,\"text\":\"x\",\"reply_markup\":{\"inline_keyboard\":"
                + "[[{\"text\":\"big\",\"callback_data\":\"" + "d".repeat(65) + "\"}]]}}").description())
                .isEqualTo("Bad Request: BUTTON_DATA_INVALID");
        assertThat(telegram.transcript()).isEmpty();
    }

    @Test
    void aUserMessageIsTheTargetOfAReplyAndPartOfTheTranscript() {
        UserAction sent = telegram.user(42, "Alice").sends("/start now");

        JsonNode reply = bot.call("sendMessage", "{\"chat_id\":42,\"text\":\"Welcome\",\"reply_parameters\":"
                + "{\"message_id\":" + sent.messageId() + "}}").result();

        assertThat(reply.get("reply_to_message").get("text").asText()).isEqualTo("/start now");
        assertThat(reply.get("reply_to_message").get("from").get("first_name").asText()).isEqualTo("Alice");
        assertThat(reply.get("message_id").asLong()).isEqualTo(sent.messageId() + 1);
        assertThat(telegram.transcript(42)).extracting(TranscriptEntry::from, TranscriptEntry::text)
                .containsExactly(org.assertj.core.groups.Tuple.tuple(TranscriptEntry.From.USER, "/start now"),
                        org.assertj.core.groups.Tuple.tuple(TranscriptEntry.From.BOT, "Welcome"));
        assertThat(telegram.awaitReply(42).text()).isEqualTo("Welcome");
    }

    @Test
    void pressingAButtonMakesACallbackQueryThatIsAnsweredOnce() {
        FakeUser alice = telegram.user(42, "Alice");
        JsonNode question = bot.call("sendMessage", "{\"chat_id\":42,\"text\":\"Sure?\",\"reply_markup\":"
                + "{\"inline_keyboard\":[[{\"text\":\"Yes\",\"callback_data\":\"answer:yes\"}]]}}").result();

        UserAction pressed = alice.presses("Yes");

        assertThat(pressed.kind()).isEqualTo("callback_query");
        assertThat(pressed.messageId()).isEqualTo(question.get("message_id").asLong());
        assertThat(bot.call("answerCallbackQuery", "{\"callback_query_id\":\"" + pressed.queryId()
                + "\",\"text\":\"Done\"}").result().asBoolean()).isTrue();
        assertThat(bot.call("answerCallbackQuery", "{\"callback_query_id\":\"" + pressed.queryId() + "\"}")
                .description()).startsWith("Bad Request: query is too old");
        TranscriptEntry answer = telegram.awaitCall("answerCallbackQuery", Duration.ofSeconds(1));
        assertThat(answer.text()).isEqualTo("Done");
        assertThat(answer.chatId()).isEqualTo(42);
        assertThatThrownBy(() -> alice.presses("Maybe")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("\"Maybe\"");
        assertThatThrownBy(() -> alice.pressesCallback(42, pressed.messageId(), "answer:no"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("[Yes]");
    }

    @Test
    void editingFindsTheMessageRemovesAKeyboardNotRepeatedAndRefusesNoChange() {
        telegram.user(42);
        long id = bot.call("sendMessage", "{\"chat_id\":42,\"text\":\"Sure?\",\"reply_markup\":"
                + "{\"inline_keyboard\":[[{\"text\":\"Yes\",\"callback_data\":\"y\"}]]}}").result()
                .get("message_id").asLong();

        JsonNode edited = bot.call("editMessageText", "{\"chat_id\":42,\"message_id\":" + id + ",\"text\":\"Done\"}")
                .result();

        assertThat(edited.get("text").asText()).isEqualTo("Done");
        assertThat(edited.has("edit_date")).isTrue();
        assertThat(edited.has("reply_markup")).isFalse();
        assertThat(bot.call("editMessageText", "{\"chat_id\":42,\"message_id\":" + id + ",\"text\":\"Done\"}")
                .description()).startsWith("Bad Request: message is not modified");
        assertThat(bot.call("editMessageText", "{\"chat_id\":42,\"message_id\":999,\"text\":\"x\"}").description())
                .isEqualTo("Bad Request: message to edit not found");
        assertThat(bot.call("deleteMessage", "{\"chat_id\":42,\"message_id\":" + id + "}").result().asBoolean())
                .isTrue();
        assertThat(bot.call("deleteMessage", "{\"chat_id\":42,\"message_id\":" + id + "}").description())
                .isEqualTo("Bad Request: message to delete not found");
        assertThat(telegram.transcript(42)).extracting(TranscriptEntry::kind)
                .containsExactly("sendMessage", "editMessageText", "deleteMessage");
    }

    @Test
    void anUploadedFileIsServedByGetFileAndTheDownloadPath() throws Exception {
        telegram.user(42);
        String boundary = "b0undary";
        String multipart = "--" + boundary + "\r\nContent-Disposition: form-data; name=\"chat_id\"\r\n\r\n42\r\n"
                + "--" + boundary + "\r\nContent-Disposition: form-data; name=\"document\"; filename=\"notes.txt\"\r\n"
                + "Content-Type: text/plain\r\n\r\nsome notes\r\n--" + boundary + "--\r\n";
        HttpRequest upload = HttpRequest.newBuilder(URI.create(telegram.baseUrl() + "/bot" + telegram.token()
                + "/sendDocument")).header("Content-Type", "multipart/form-data; boundary=" + boundary)
                .POST(HttpRequest.BodyPublishers.ofString(multipart)).build();

        JsonNode message = FakeJson.parse(bot.send(upload).body()).get("result");
        String fileId = message.get("document").get("file_id").asText();
        JsonNode file = bot.call("getFile", "{\"file_id\":\"" + fileId + "\"}").result();
        byte[] content = bot.get("/file/bot" + telegram.token() + "/" + file.get("file_path").asText()).body();

        assertThat(message.get("document").get("file_name").asText()).isEqualTo("notes.txt");
        assertThat(file.get("file_size").asInt()).isEqualTo(10);
        assertThat(new String(content, StandardCharsets.UTF_8)).isEqualTo("some notes");
        assertThat(bot.call("getFile", "{\"file_id\":\"nope\"}").description()).isEqualTo("Bad Request: invalid file_id");
    }

    @Test
    void aUsersDocumentIsDownloadedAsTelegramServesIt() throws Exception {
        byte[] csv = "name;qty\ntea;2\n".getBytes(StandardCharsets.UTF_8);
        UserAction sent = telegram.user(42, "Alice").sendsDocument("order.csv", "text/csv", csv, "my order");

        JsonNode message = bot.call("getUpdates", "{}").result().get(0).get("message");
        JsonNode document = message.get("document");
        JsonNode file = bot.call("getFile", "{\"file_id\":\"" + document.get("file_id").asText() + "\"}").result();
        byte[] downloaded = bot.get("/file/bot" + telegram.token() + "/" + file.get("file_path").asText()).body();

        assertThat(message.get("message_id").asLong()).isEqualTo(sent.messageId());
        assertThat(message.get("caption").asText()).isEqualTo("my order");
        assertThat(document.get("file_name").asText()).isEqualTo("order.csv");
        assertThat(document.get("mime_type").asText()).isEqualTo("text/csv");
        assertThat(document.get("file_size").asInt()).isEqualTo(csv.length);
        assertThat(file.get("file_size").asInt()).isEqualTo(csv.length);
        assertThat(file.get("file_path").asText()).endsWith(".csv");
        assertThat(downloaded).isEqualTo(csv);
        assertThat(telegram.transcript()).extracting(TranscriptEntry::kind, TranscriptEntry::text)
                .containsExactly(org.assertj.core.groups.Tuple.tuple("document", "my order"));
    }

    @Test
    void aFileOverTwentyMegabytesIsNotForBotsToDownload() {
        byte[] video = new byte[ChatMethods.MAX_DOWNLOAD_BYTES + 1];
        telegram.user(42).sendsDocument("holiday.mp4", "video/mp4", video, null);

        String fileId = bot.call("getUpdates", "{}").result().get(0).get("message").get("document").get("file_id")
                .asText();

        assertThat(bot.call("getFile", "{\"file_id\":\"" + fileId + "\"}").description())
                .isEqualTo("Bad Request: file is too big");
    }

    @Test
    void aUserEditsTheirTextMessage() {
        FakeUser ada = telegram.user(42, "Ada");
        UserAction sent = ada.sends("tea x2");
        UserAction edited = ada.edits(sent.messageId(), "tea x3");

        JsonNode updates = bot.call("getUpdates", "{}").result();
        JsonNode message = updates.get(1).get("edited_message");

        assertThat(edited.kind()).isEqualTo("edited_message");
        assertThat(edited.messageId()).isEqualTo(sent.messageId());
        assertThat(updates.get(1).get("update_id").asLong()).isEqualTo(edited.updateId());
        assertThat(message.get("message_id").asLong()).isEqualTo(sent.messageId());
        assertThat(message.get("text").asText()).isEqualTo("tea x3");
        assertThat(message.get("edit_date").asLong()).isGreaterThanOrEqualTo(message.get("date").asLong());
        assertThat(bot.call("forwardMessage", "{\"chat_id\":42,\"from_chat_id\":42,\"message_id\":"
                + sent.messageId() + "}").result().path("text").asText()).isEqualTo("tea x3");
        assertThatThrownBy(() -> ada.edits(999, "x")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("No message 999");
    }

    @Test
    void aUserWhoBlockedTheBotGetsNothingUntilTheyRestartIt() {
        FakeUser ada = telegram.user(42, "Ada");
        UserAction blocked = ada.blocksBot();

        JsonNode update = bot.call("getUpdates", "{}").result().get(0);
        BotApiCaller.Answer refused = bot.call("sendMessage", "{\"chat_id\":42,\"text\":\"Still there?\"}");
        ada.unblocksBot();
        JsonNode restarted = bot.call("getUpdates", "{\"offset\":" + (blocked.updateId() + 1) + "}").result().get(0);
        BotApiCaller.Answer sent = bot.call("sendMessage", "{\"chat_id\":42,\"text\":\"Welcome back\"}");

        assertThat(update.get("update_id").asLong()).isEqualTo(blocked.updateId());
        JsonNode change = update.get("my_chat_member");
        assertThat(change.get("chat").get("id").asLong()).isEqualTo(42);
        assertThat(change.get("from").get("first_name").asText()).isEqualTo("Ada");
        assertThat(change.get("old_chat_member").get("status").asText()).isEqualTo("member");
        assertThat(change.get("new_chat_member").get("status").asText()).isEqualTo("kicked");
        assertThat(change.get("new_chat_member").get("user").get("is_bot").asBoolean()).isTrue();
        assertThat(refused.status()).isEqualTo(403);
        assertThat(refused.body().path("error_code").asInt()).isEqualTo(403);
        assertThat(refused.description()).isEqualTo("Forbidden: bot was blocked by the user");
        assertThat(restarted.get("my_chat_member").get("new_chat_member").get("status").asText()).isEqualTo("member");
        assertThat(sent.result().get("text").asText()).isEqualTo("Welcome back");
        assertThatThrownBy(ada::unblocksBot).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("has not blocked the bot");
    }

    @Test
    void commandsAreKeptPerScope() {
        assertThat(bot.call("setMyCommands", "{\"commands\":[{\"command\":\"start\",\"description\":\"Start\"}]}")
                .result().asBoolean()).isTrue();

        assertThat(bot.call("getMyCommands", "{}").result().get(0).get("command").asText()).isEqualTo("start");
        assertThat(bot.call("getMyCommands", "{\"scope\":{\"type\":\"all_group_chats\"}}").result()).isEmpty();
        assertThat(bot.call("setMyCommands", "{\"commands\":[{\"command\":\"Bad Name\",\"description\":\"x\"}]}")
                .description()).isEqualTo("Bad Request: BOT_COMMAND_INVALID");
    }

    @Test
    void aGroupIsKnownOnceDeclaredAndItsMessagesComeFromTheirAuthors() {
        telegram.group(-1001234567890L, "Team");
        UserAction said = telegram.user(7, "Bob").sendsIn(-1001234567890L, "hi all");

        JsonNode reply = bot.call("sendMessage", "{\"chat_id\":-1001234567890,\"text\":\"hi Bob\"}").result();

        assertThat(reply.get("chat").get("type").asText()).isEqualTo("supergroup");
        assertThat(reply.get("chat").get("title").asText()).isEqualTo("Team");
        assertThat(said.chatId()).isEqualTo(-1001234567890L);
        assertThatThrownBy(() -> telegram.user(7).sendsIn(-5, "x")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("group(-5, title)");
    }

    @Test
    void aMediaGroupIsSeveralMessagesOfOneGroupAndAPollCarriesItsOptions() throws Exception {
        telegram.user(42);
        String boundary = "b0undary";
        String multipart = "--" + boundary + "\r\nContent-Disposition: form-data; name=\"chat_id\"\r\n\r\n42\r\n"
                + "--" + boundary + "\r\nContent-Disposition: form-data; name=\"media\"\r\n\r\n"
                + "[{\"type\":\"photo\",\"media\":\"attach://one\",\"caption\":\"first\"},"
                + "{\"type\":\"photo\",\"media\":\"known-file-id\"}]\r\n"
                + "--" + boundary + "\r\nContent-Disposition: form-data; name=\"one\"; filename=\"one.png\"\r\n"
                + "Content-Type: image/png\r\n\r\nPNG\r\n--" + boundary + "--\r\n";
        HttpRequest upload = HttpRequest.newBuilder(URI.create(telegram.baseUrl() + "/bot" + telegram.token()
                + "/sendMediaGroup")).header("Content-Type", "multipart/form-data; boundary=" + boundary)
                .POST(HttpRequest.BodyPublishers.ofString(multipart)).build();

        JsonNode album = FakeJson.parse(bot.send(upload).body()).get("result");
        JsonNode poll = bot.call("sendPoll", "{\"chat_id\":42,\"question\":\"Lunch?\",\"options\":"
                + "[{\"text\":\"Pizza\"},{\"text\":\"Soup\"}]}").result();

        assertThat(album).hasSize(2);
        assertThat(album.get(0).get("media_group_id").asText()).isEqualTo(album.get(1).get("media_group_id").asText());
        assertThat(album.get(0).get("caption").asText()).isEqualTo("first");
        assertThat(album.get(0).get("photo").get(0).get("file_size").asInt()).isEqualTo(3);
        assertThat(album.get(1).get("photo").get(0).get("file_id").asText()).isEqualTo("known-file-id");
        assertThat(album.get(1).get("message_id").asLong()).isEqualTo(album.get(0).get("message_id").asLong() + 1);
        assertThat(poll.get("poll").get("options")).extracting(o -> o.get("text").asText())
                .containsExactly("Pizza", "Soup");
        assertThat(telegram.transcript(42)).extracting(TranscriptEntry::kind, TranscriptEntry::text).containsExactly(
                org.assertj.core.groups.Tuple.tuple("sendMediaGroup", "first"),
                org.assertj.core.groups.Tuple.tuple("sendMediaGroup", ""),
                org.assertj.core.groups.Tuple.tuple("sendPoll", "Lunch?"));
        assertThat(bot.call("sendMediaGroup", "{\"chat_id\":42,\"media\":[{\"type\":\"photo\",\"media\":\"x\"}]}")
                .description()).startsWith("Bad Request: wrong number of media");
    }
}
