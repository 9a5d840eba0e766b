package io.github.quarkustelegram.testing.telegram;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import com.fasterxml.jackson.databind.JsonNode;

/** Business connections in the fake: the updates, the checked sends with business_connection_id, the errors. */
@Timeout(30)
@WithFakeTelegram
class FakeTelegramBusinessTest {

    private static FakeTelegram telegram;
    private static BotApiCaller bot;

    @BeforeEach
    void forget() {
        FakeTelegramChatMembersTest.updates(bot, "");
    }

    @Test
    void aConnectionAndACustomersMessageAreUpdatesCarryingTheConnection() {
        telegram.user(7, "Shop owner").connectsBusinessAccount();
        telegram.user(42, "Alice").writesToBusiness(7, "Do you ship to Lisbon?");

        List<JsonNode> updates = FakeTelegramChatMembersTest.updates(bot, "");
        JsonNode connection = updates.get(0).get("business_connection");
        String id = connection.path("id").asText();
        assertThat(connection.path("user").path("id").asLong()).isEqualTo(7);
        assertThat(connection.path("user_chat_id").asLong()).isEqualTo(7);
        assertThat(connection.path("is_enabled").asBoolean()).isTrue();
        assertThat(connection.path("rights").path("can_reply").asBoolean()).isTrue();
        JsonNode message = updates.get(1).get("business_message");
        assertThat(message.path("business_connection_id").asText()).isEqualTo(id);
        assertThat(message.path("chat").path("id").asLong()).isEqualTo(42);
        assertThat(message.path("text").asText()).isEqualTo("Do you ship to Lisbon?");
        assertThat(bot.call("getBusinessConnection", "{\"business_connection_id\":\"" + id + "\"}").result()
                .path("user").path("id").asLong()).isEqualTo(7);
    }

    @Test
    void aReplyThroughTheConnectionIsTheAccountsMessageAndEchoesTheConnection() {
        telegram.user(7, "Shop owner").connectsBusinessAccount();
        telegram.user(42, "Alice").writesToBusiness(7, "Hello?");
        String id = connectionId();

        JsonNode sent = bot.call("sendMessage", "{\"chat_id\":42,\"business_connection_id\":\"" + id
                + "\",\"text\":\"Yes, we do\"}").result();

        assertThat(sent.path("business_connection_id").asText()).isEqualTo(id);
        assertThat(sent.path("from").path("id").asLong()).isEqualTo(7);
        assertThat(sent.path("sender_business_bot").path("id").asLong()).isEqualTo(telegram.botId());
        assertThat(telegram.awaitReply(42).json()).contains("\"business_connection_id\":\"" + id + "\"");
    }

    @Test
    void sendsThroughAnUnknownDisabledOrReadOnlyConnectionOrToAStrangerFail() {
        telegram.user(7, "Shop owner").connectsBusinessAccount(false);
        telegram.user(42, "Alice").writesToBusiness(7, "Hello?");
        telegram.user(43, "Bob");
        String id = connectionId();

        assertThat(bot.call("sendMessage", "{\"chat_id\":42,\"business_connection_id\":\"nope\",\"text\":\"hi\"}")
                .description()).isEqualTo("Bad Request: BUSINESS_CONNECTION_INVALID");
        assertThat(bot.call("getBusinessConnection", "{\"business_connection_id\":\"nope\"}").description())
                .isEqualTo("Bad Request: BUSINESS_CONNECTION_INVALID");
        assertThat(send(id, 42).description()).isEqualTo("Bad Request: BUSINESS_CONNECTION_NOT_ALLOWED");
        telegram.user(7).connectsBusinessAccount(true);
        assertThat(send(id, 43).description()).isEqualTo("Bad Request: BUSINESS_PEER_USAGE_MISSING");
        assertThat(send(id, 42).result().path("text").asText()).isEqualTo("hi");
        telegram.user(7).disconnectsBusinessAccount();
        assertThat(send(id, 42).description()).isEqualTo("Bad Request: BUSINESS_CONNECTION_NOT_ALLOWED");
        assertThatThrownBy(() -> telegram.user(42).writesToBusiness(7, "still there?"))
                .hasMessageContaining("no business account connected");
    }

    @Test
    void theClientDrivesTheSameOverTheControlApi() {
        FakeTelegramClient client = FakeTelegramClient.connect(telegram.baseUrl());
        client.user(7, "Shop owner").connectsBusinessAccount();
        UserAction wrote = client.user(42, "Alice").writesToBusiness(7, "Hello?");

        assertThat(wrote.kind()).isEqualTo("business_message");
        assertThat(send(connectionId(), 42).result().path("business_connection_id").asText()).startsWith("fake-business-");
    }

    private BotApiCaller.Answer send(String connectionId, long chatId) {
        return bot.call("sendMessage", "{\"chat_id\":" + chatId + ",\"business_connection_id\":\"" + connectionId
                + "\",\"text\":\"hi\"}");
    }

    private String connectionId() {
        return telegram.transcript().stream().filter(e -> e.kind().equals("business_connection")).findFirst()
                .orElseThrow().text();
    }
}
