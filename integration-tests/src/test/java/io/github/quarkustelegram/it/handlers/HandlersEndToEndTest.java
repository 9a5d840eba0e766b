package io.github.quarkustelegram.it.handlers;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import jakarta.inject.Inject;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.core.JsonProcessingException;

import io.github.quarkustelegram.json.TelegramJson;
import io.github.quarkustelegram.model.Update;
import io.github.quarkustelegram.testing.server.FakeBotApiServer;
import io.github.quarkustelegram.testing.server.RecordedRequest;
import io.github.quarkustelegram.updates.UpdateSink;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

/**
 * The example bot's annotated handlers and conversation, driven end to end: Update JSON goes into the application's
 * {@link UpdateSink} (what the webhook and long polling feed), and the replies are asserted on what the fake Bot API
 * server received over HTTP.
 */
@QuarkusTest
@TestProfile(HandlersProfile.class)
class HandlersEndToEndTest {

    private static final Duration WAIT = Duration.ofSeconds(10);

    @Inject
    UpdateSink sink;

    private FakeBotApiServer api;

    @BeforeEach
    void drain() {
        api = FakeBotApiResource.server();
        while (api.pendingRequests("sendMessage") > 0) {
            api.takeRequest("sendMessage");
        }
    }

    private void feed(String json) throws JsonProcessingException {
        sink.accept(TelegramJson.mapper().readValue(json, Update.class)).await().atMost(WAIT);
    }

    private static String message(int id, long chat, String chatType, long from, String text) {
        return """
                {"update_id":%d,"message":{"message_id":%d,"date":1,"chat":{"id":%d,"type":"%s"},
                "from":{"id":%d,"is_bot":false,"first_name":"Ada"},"text":"%s"}}"""
                .formatted(id, id, chat, chatType, from, text);
    }

    private List<String> sentTexts(int count) {
        List<String> texts = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            RecordedRequest sent = api.takeRequest("sendMessage", WAIT);
            texts.add(sent.param("chat_id").orElseThrow() + ": " + sent.param("text").orElseThrow());
        }
        assertThat(api.pendingRequests("sendMessage")).as("no other message was sent").isZero();
        return texts;
    }

    @Test
    void commandsWithArgumentsAndTheBotsOwnNameOnly() throws Exception {
        feed(message(1, 10, "private", 10, "/start"));
        feed(message(2, 10, "private", 10, "/start@ShopBot ref42"));
        feed(message(3, 10, "private", 10, "/start@OtherBot"));
        assertThat(sentTexts(2)).containsExactly("10: Welcome to the shop", "10: Welcome to the shop (invited by ref42)");
        assertThat(api.requests("getMe")).as("asked once for the bot's name").hasSize(1);
    }

    @Test
    void textPatternWithGroups() throws Exception {
        feed(message(10, 11, "private", 11, "price of tea"));
        feed(message(11, 11, "private", 11, "price of"));
        assertThat(sentTexts(1)).containsExactly("11: tea costs 3 stars");
    }

    @Test
    void callbackDataAnsweredWithTheReactiveBot() throws Exception {
        feed("""
                {"update_id":20,"callback_query":{"id":"cq-1","chat_instance":"ci","data":"buy:tea",
                "from":{"id":12,"is_bot":false,"first_name":"Ada"}}}""");
        RecordedRequest answer = api.takeRequest("answerCallbackQuery", WAIT);
        assertThat(answer.param("callback_query_id")).hasValue("cq-1");
        assertThat(answer.param("text")).hasValue("Bought tea");
    }

    @Test
    void aNonMessageKind() throws Exception {
        feed("""
                {"update_id":30,"chat_member":{"chat":{"id":-100,"type":"supergroup","title":"Shop"},"date":1,
                "from":{"id":1001,"is_bot":false,"first_name":"Admin"},
                "old_chat_member":{"status":"left","user":{"id":13,"is_bot":false,"first_name":"Grace"}},
                "new_chat_member":{"status":"member","user":{"id":13,"is_bot":false,"first_name":"Grace"}}}}""");
        assertThat(sentTexts(1)).containsExactly("-100: Hello Grace");
    }

    @Test
    void filtersFromTheAnnotation() throws Exception {
        feed(message(40, -100, "supergroup", ShopAdmins.ADMIN, "/stats"));
        feed(message(41, -100, "supergroup", 13, "/stats"));
        feed(message(42, 1001, "private", ShopAdmins.ADMIN, "/stats"));
        assertThat(sentTexts(1)).containsExactly("-100: 42 orders today");
    }

    @Test
    void aConversation() throws Exception {
        feed(message(50, 14, "private", 14, "/signup"));
        feed(message(51, 14, "private", 14, "Ada"));
        feed(message(52, 14, "private", 14, "many"));
        feed(message(53, 14, "private", 14, "36"));
        feed(message(54, 14, "private", 14, "/signup"));
        feed(message(55, 14, "private", 14, "/cancel"));
        feed(message(56, 14, "private", 14, "price of jam"));
        assertThat(sentTexts(7)).containsExactly("14: Your name?", "14: Your age, Ada?", "14: A number, please",
                "14: Signed up: Ada, 36", "14: Your name?", "14: Cancelled", "14: jam costs 3 stars");
    }
}
