package io.github.quarkustelegram.testing.telegram;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * What Bot API 10.3 added to the fake: ephemeral messages through {@code ephemeral_message_parameters} (and their edits
 * and deletion), disabled buttons, drafts a user can stop ({@code stopped_message_generation}), rich messages.
 */
@Timeout(30)
@WithFakeTelegram
class FakeTelegramBotApi103Test {

    private static final long GROUP = -1001234567890L;

    private static FakeTelegram telegram;
    private static BotApiCaller bot;

    @BeforeEach
    void forget() {
        telegram.group(GROUP, "Shop");
    }

    @Test
    void anEphemeralMessageIsForItsReceiverOnlyAndNumberedApart() {
        FakeUser kenji = telegram.user(5880213467L, "Kenji");
        kenji.sendsIn(GROUP, "/order");

        JsonNode sent = bot.call("sendMessage", "{\"chat_id\":" + GROUP + ",\"text\":\"Only you: order packed\","
                + "\"ephemeral_message_parameters\":{\"receiver_user_id\":5880213467}}").result();

        assertThat(sent.get("message_id").asLong()).isZero();
        assertThat(sent.get("ephemeral_message_id").asLong()).isEqualTo(1);
        assertThat(sent.get("receiver_user").get("first_name").asText()).isEqualTo("Kenji");
        TranscriptEntry reply = telegram.awaitReply(GROUP, Duration.ofSeconds(1));
        assertThat(reply.isEphemeral()).isTrue();
        assertThat(reply.receiverUserId()).isEqualTo(5880213467L);
        assertThat(reply.text()).isEqualTo("Only you: order packed");
        assertThat(bot.call("sendMessage", "{\"chat_id\":" + GROUP + ",\"text\":\"For all\"}").result()
                .get("message_id").asLong()).as("ordinary messages keep their own numbering").isEqualTo(2);
        assertThat(telegram.transcript(GROUP).get(2).isEphemeral()).isFalse();
    }

    @Test
    void anEphemeralReplyToAButtonPressNeedsTheQueryOfThatUserInThatChat() {
        FakeUser kenji = telegram.user(5880213467L, "Kenji");
        telegram.user(6214987350L, "Olga");
        bot.call("sendMessage", "{\"chat_id\":" + GROUP + ",\"text\":\"Today's offer\",\"reply_markup\":"
                + "{\"inline_keyboard\":[[{\"text\":\"Details\",\"callback_data\":\"details\"}]]}}").result();
        UserAction pressed = kenji.pressesIn(GROUP, "Details");
        bot.call("answerCallbackQuery", "{\"callback_query_id\":\"" + pressed.queryId() + "\"}").result();

        JsonNode details = bot.call("sendMessage", "{\"chat_id\":" + GROUP + ",\"text\":\"Details for you\","
                + "\"ephemeral_message_parameters\":{\"receiver_user_id\":5880213467,\"callback_query_id\":\""
                + pressed.queryId() + "\",\"replace_callback_query_message\":true}}").result();

        assertThat(details.get("receiver_user").get("id").asLong()).isEqualTo(5880213467L);
        assertThat(bot.call("sendMessage", "{\"chat_id\":" + GROUP + ",\"text\":\"x\",\"ephemeral_message_parameters\":"
                + "{\"receiver_user_id\":6214987350,\"callback_query_id\":\"" + pressed.queryId() + "\"}}")
                .description()).isEqualTo("Bad Request: the callback query was made by another user or in another chat");
        assertThat(bot.call("sendMessage", "{\"chat_id\":" + GROUP + ",\"text\":\"x\",\"ephemeral_message_parameters\":"
                + "{\"receiver_user_id\":5880213467,\"callback_query_id\":\"404\"}}").description())
                .startsWith("Bad Request: query is too old");
    }

    @Test
    void ephemeralMessagesAreRefusedWhereTelegramRefusesThem() {
        telegram.user(42, "Alice");
        assertThat(bot.call("sendMessage", "{\"chat_id\":42,\"text\":\"x\",\"ephemeral_message_parameters\":"
                + "{\"receiver_user_id\":42}}").description())
                .isEqualTo("Bad Request: ephemeral messages can be sent only to group and supergroup chats");
        assertThat(bot.call("sendMessage", "{\"chat_id\":" + GROUP + ",\"text\":\"x\",\"ephemeral_message_parameters\":"
                + "{\"receiver_user_id\":777}}").description()).isEqualTo("Bad Request: user not found");
        assertThat(bot.call("sendMessage", "{\"chat_id\":" + GROUP + ",\"text\":\"x\",\"ephemeral_message_parameters\":"
                + "{}}").description()).startsWith("Bad Request: can't parse ephemeral message parameters");
        assertThat(bot.call("sendMessage", "{\"chat_id\":" + GROUP + ",\"text\":\"x\",\"ephemeral_message_parameters\":"
                + "{\"receiver_user_id\":42,\"replace_callback_query_message\":true}}").description())
                .isEqualTo("Bad Request: replace_callback_query_message needs callback_query_id");
    }

    @Test
    void theTopLevelParametersOf102AreRefusedRatherThanSentToEveryone() {
        telegram.user(42, "Alice");
        assertThat(bot.call("sendMessage", "{\"chat_id\":" + GROUP + ",\"text\":\"secret\",\"receiver_user_id\":42}")
                .description()).isEqualTo("Bad Request: parameter \"receiver_user_id\" is not supported: since Bot API"
                        + " 10.3 it goes in ephemeral_message_parameters");
        assertThat(bot.call("sendPhoto", "{\"chat_id\":" + GROUP + ",\"photo\":\"AgACAgIAAxkB\","
                + "\"callback_query_id\":\"1\"}").description()).contains("\"callback_query_id\" is not supported");
        assertThat(telegram.transcript(GROUP)).isEmpty();
    }

    @Test
    void anEphemeralMessageIsEditedPressedAndDeletedByItsReceiverAndId() {
        FakeUser kenji = telegram.user(5880213467L, "Kenji");
        JsonNode sent = bot.call("sendMessage", "{\"chat_id\":" + GROUP + ",\"text\":\"Pay now?\","
                + "\"ephemeral_message_parameters\":{\"receiver_user_id\":5880213467},\"reply_markup\":"
                + "{\"inline_keyboard\":[[{\"text\":\"Pay\",\"callback_data\":\"pay\"}]]}}").result();
        long id = sent.get("ephemeral_message_id").asLong();

        UserAction pressed = kenji.pressesEphemeral(GROUP, id, "pay");
        assertThat(pressed.messageId()).isZero();
        assertThat(telegram.transcript(GROUP).get(1).json()).contains("\"ephemeral_message_id\":" + id);
        assertThat(kenji.pressesIn(GROUP, "Pay").kind()).as("found by its text too").isEqualTo("callback_query");

        String where = "\"chat_id\":" + GROUP + ",\"receiver_user_id\":5880213467,\"ephemeral_message_id\":" + id;
        assertThat(bot.call("editEphemeralMessageText", "{" + where + ",\"text\":\"Paid ✅\"}").result().asBoolean())
                .isTrue();
        assertThat(telegram.awaitCall("editEphemeralMessageText", Duration.ofSeconds(1)).text()).isEqualTo("Paid ✅");
        assertThat(bot.call("editEphemeralMessageText", "{" + where + ",\"text\":\"Paid ✅\"}").description())
                .startsWith("Bad Request: message is not modified");
        assertThat(bot.call("editEphemeralMessageText", "{\"chat_id\":" + GROUP + ",\"receiver_user_id\":42,"
                + "\"ephemeral_message_id\":" + id + ",\"text\":\"x\"}").description())
                .isEqualTo("Bad Request: message to edit not found");
        assertThat(bot.call("deleteEphemeralMessage", "{" + where + "}").result().asBoolean()).isTrue();
        assertThat(bot.call("deleteEphemeralMessage", "{" + where + "}").description())
                .isEqualTo("Bad Request: message to delete not found");
        assertThatThrownBy(() -> kenji.pressesEphemeral(GROUP, id, "pay")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("no ephemeral message " + id);
    }

    @Test
    void aDisabledButtonHasNoActionAndCannotBePressed() {
        FakeUser alice = telegram.user(42, "Alice");
        JsonNode sent = bot.call("sendMessage", "{\"chat_id\":42,\"text\":\"Slots\",\"reply_markup\":{\"inline_keyboard\":"
                + "[[{\"text\":\"10:00\",\"callback_data\":\"slot:10\"},{\"text\":\"11:00 (taken)\",\"disabled\":{}}]]}}")
                .result();

        assertThat(sent.get("reply_markup").get("inline_keyboard").get(0).get(1).get("disabled").isObject()).isTrue();
        assertThat(telegram.awaitReply(42, Duration.ofSeconds(1)).buttons()).containsExactly("10:00", "11:00 (taken)");
        assertThatThrownBy(() -> alice.presses("11:00 (taken)")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageEndingWith("the button is disabled, pressing it does nothing");
        assertThat(bot.call("sendMessage", "{\"chat_id\":42,\"text\":\"x\",\"reply_markup\":{\"inline_keyboard\":"
                + "[[{\"text\":\"y\",\"disabled\":{},\"callback_data\":\"y\"}]]}}").description())
                .isEqualTo("Bad Request: BUTTON_TYPE_INVALID: a disabled button has no callback_data");
        assertThat(bot.call("sendMessage", "{\"chat_id\":42,\"text\":\"x\",\"reply_markup\":{\"inline_keyboard\":"
                + "[[{\"text\":\"y\",\"disabled\":true}]]}}").description())
                .isEqualTo("Bad Request: can't parse DisabledButton: an object is expected");
    }

    @Test
    void aUserStopsTheDraftTheBotStreams() {
        FakeUser alice = telegram.user(42, "Alice");
        assertThatThrownBy(alice::stopsGeneration).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("no draft with a stop button");
        assertThat(bot.call("sendMessageDraft", "{\"chat_id\":42,\"draft_id\":7,\"text\":\"Thinking\",\"can_stop\":true}")
                .result().asBoolean()).isTrue();

        UserAction stopped = alice.stopsGeneration();

        assertThat(stopped.kind()).isEqualTo("stopped_message_generation");
        JsonNode update = bot.call("getUpdates", "{\"offset\":0}").result().get(0);
        assertThat(update.get("stopped_message_generation").get("draft_id").asLong()).isEqualTo(7);
        assertThat(update.get("stopped_message_generation").get("chat").get("id").asLong()).isEqualTo(42);
        assertThatThrownBy(alice::stopsGeneration).as("the draft is gone: no keep_on_stop")
                .isInstanceOf(IllegalArgumentException.class);
        assertThat(telegram.transcript(42)).extracting(TranscriptEntry::kind)
                .containsExactly("sendMessageDraft", "stopped_message_generation");
    }

    @Test
    void aDraftKeptOnStopLastsUntilTheBotSendsAMessage() {
        FakeUser alice = telegram.user(42, "Alice");
        bot.call("sendRichMessageDraft", "{\"chat_id\":42,\"draft_id\":9,\"rich_message\":{\"markdown\":\"**Part 1**\"},"
                + "\"can_stop\":true,\"keep_on_stop\":true}").result();

        alice.stopsGeneration();
        alice.stopsGeneration();
        bot.call("sendMessage", "{\"chat_id\":42,\"text\":\"Part 1, final\"}").result();

        assertThatThrownBy(alice::stopsGeneration).isInstanceOf(IllegalArgumentException.class);
        assertThat(bot.call("sendMessageDraft", "{\"chat_id\":42,\"draft_id\":0}").description())
                .isEqualTo("Bad Request: draft_id must be non-zero");
        assertThat(bot.call("sendMessageDraft", "{\"chat_id\":" + GROUP + ",\"draft_id\":1}").description())
                .isEqualTo("Bad Request: drafts can be sent only to private chats");
        assertThat(telegram.awaitReply(42, Duration.ofSeconds(1)).text()).as("a draft is no reply")
                .isEqualTo("Part 1, final");
    }

    @Test
    void aRichMessageIsStoredWithItsBlocksAndEndsTheDraft() {
        FakeUser alice = telegram.user(42, "Alice");
        bot.call("sendRichMessageDraft", "{\"chat_id\":42,\"draft_id\":5,\"rich_message\":{\"blocks\":[{\"type\":"
                + "\"thinking\",\"text\":\"Thinking…\"}]},\"can_stop\":true}").result();

        JsonNode sent = bot.call("sendRichMessage", "{\"chat_id\":42,\"rich_message\":{\"blocks\":["
                + "{\"type\":\"paragraph\",\"text\":\"One\"},"
                + "{\"type\":\"paragraph\",\"text\":[\"Two \",{\"type\":\"bold\",\"text\":\"bold\"}]}]}}").result();

        assertThat(sent.get("message_id").asLong()).isPositive();
        assertThat(sent.get("rich_message").get("blocks")).hasSize(2);
        assertThat(telegram.awaitReply(42, Duration.ofSeconds(1)).text()).isEqualTo("One\nTwo bold"); // blocks one per line (RichMessageText)
        assertThatThrownBy(alice::stopsGeneration).as("the message replaced the draft")
                .isInstanceOf(IllegalArgumentException.class);
        assertThat(bot.call("sendRichMessage", "{\"chat_id\":42,\"rich_message\":{\"blocks\":[]}}").description())
                .isEqualTo("Bad Request: rich message blocks are empty");
    }

    @Test
    void theControlApiPressesEphemeralButtonsAndStopsDrafts() {
        FakeTelegramClient client = FakeTelegramClient.connect(telegram.baseUrl());
        client.user(5880213467L, "Kenji");
        long id = bot.call("sendMessage", "{\"chat_id\":" + GROUP + ",\"text\":\"Pay?\",\"ephemeral_message_parameters\":"
                + "{\"receiver_user_id\":5880213467},\"reply_markup\":{\"inline_keyboard\":[[{\"text\":\"Pay\","
                + "\"callback_data\":\"pay\"}]]}}").result().get("ephemeral_message_id").asLong();

        assertThat(client.user(5880213467L).pressesEphemeral(GROUP, id, "pay").queryId()).isNotBlank();
        bot.call("sendMessageDraft", "{\"chat_id\":5880213467,\"draft_id\":3,\"text\":\"…\",\"can_stop\":true}").result();
        assertThat(client.user(5880213467L).stopsGeneration().kind()).isEqualTo("stopped_message_generation");
        assertThat(client.transcript()).filteredOn(TranscriptEntry::isEphemeral).singleElement()
                .extracting(TranscriptEntry::receiverUserId).isEqualTo(5880213467L);
    }
}
