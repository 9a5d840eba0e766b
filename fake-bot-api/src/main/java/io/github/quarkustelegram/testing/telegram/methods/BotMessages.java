package io.github.quarkustelegram.testing.telegram.methods;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import io.github.quarkustelegram.testing.internal.FakeJson;
import io.github.quarkustelegram.testing.server.FakeReply;
import io.github.quarkustelegram.testing.telegram.api.BotApiError;
import io.github.quarkustelegram.testing.telegram.api.CallParams;
import io.github.quarkustelegram.testing.telegram.markup.ParseModes;
import io.github.quarkustelegram.testing.telegram.markup.ParsedText;
import io.github.quarkustelegram.testing.telegram.world.FakeWorld;
import io.github.quarkustelegram.testing.telegram.world.InlineKeyboard;
import io.github.quarkustelegram.testing.telegram.world.Step;
import io.github.quarkustelegram.testing.telegram.world.Transcript;

/**
 * The bot's messages as every send method makes them, Telegram's way: the chat (or "chat not found"), the bot as
 * {@code from}, the date, a reply, an inline keyboard checked, an ephemeral receiver, a business connection or a topic
 * checked; its text or caption read in its parse mode; stored with the chat's next {@code message_id} and written to the
 * transcript. Shared by the methods of every area that sends.
 */
final class BotMessages {

    /** Telegram's limits on a message's text and a media caption, in characters. */
    static final int MAX_TEXT = 4096;
    static final int MAX_CAPTION = 1024;

    /** Where a message under construction carries its reply keyboard until it is sent; never in a stored message. */
    private static final String CLIENT_KEYBOARD = "(client keyboard)";

    private final FakeWorld world;
    private final Transcript transcript;

    BotMessages(FakeWorld world, Transcript transcript) {
        this.world = world;
        this.transcript = transcript;
    }

    ObjectNode chat(CallParams p) {
        return world.chat(p.requiredText("chat_id", "chat_id is empty"));
    }

    ObjectNode newMessage(ObjectNode chat, CallParams p) {
        if (chat.path("type").asText().equals("private") && world.blockedBy(chat.get("id").longValue())) {
            throw new BotApiError(403, "Forbidden: bot was blocked by the user");
        }
        ObjectNode message = FakeJson.MAPPER.createObjectNode();
        message.set("from", world.bot());
        message.set("chat", chat);
        message.put("date", FakeWorld.now());
        ephemeralReceiver(chat, p).ifPresent(receiver -> message.set("receiver_user", receiver));
        long chatId = chat.get("id").longValue();
        Optional<Long> replyTo = p.json("reply_parameters").map(r -> r.path("message_id").asLong())
                .or(() -> p.longValue("reply_to_message_id"));
        replyTo.filter(id -> id != 0).ifPresent(id -> {
            ObjectNode original = world.message(chatId, id)
                    .orElseThrow(() -> BotApiError.badRequest("message to be replied not found"));
            original.remove("reply_to_message");
            message.set("reply_to_message", original);
        });
        Optional<JsonNode> markup = p.json("reply_markup");
        markup.ifPresent(InlineKeyboard::check);
        markup.ifPresent(m -> WebAppButtons.check(m, chat));
        // only an inline keyboard shows in the message; reply keyboards belong to the user's client, which shows
        // them once the message is sent (kept apart until then: see storeWithText)
        markup.filter(m -> m.has("inline_keyboard")).ifPresent(m -> message.set("reply_markup", m));
        markup.filter(m -> m.has("keyboard") || m.has("remove_keyboard"))
                .ifPresent(m -> message.set(CLIENT_KEYBOARD, m));
        world.business().checkSend(chat, p, message);
        world.topics().checkSend(chat, p, message);
        return message;
    }

    /**
     * The receiver of an ephemeral message ({@code ephemeral_message_parameters}), checked as Telegram would: a group
     * or supergroup, a user the fake knows, a callback query that user made in that chat.
     */
    private Optional<ObjectNode> ephemeralReceiver(ObjectNode chat, CallParams p) {
        for (String moved : List.of("receiver_user_id", "callback_query_id")) {
            if (p.text(moved).isPresent()) {
                throw BotApiError.badRequest("parameter \"" + moved + "\" is not supported: since Bot API 10.3 it goes"
                        + " in ephemeral_message_parameters");
            }
        }
        Optional<JsonNode> parameters = p.json("ephemeral_message_parameters");
        if (parameters.isEmpty()) {
            return Optional.empty();
        }
        JsonNode ephemeral = parameters.get();
        if (!ephemeral.isObject() || !ephemeral.path("receiver_user_id").canConvertToLong()) {
            throw BotApiError.badRequest("can't parse ephemeral message parameters: receiver_user_id is required");
        }
        String type = chat.path("type").asText();
        if (!type.equals("group") && !type.equals("supergroup")) {
            throw BotApiError.badRequest("ephemeral messages can be sent only to group and supergroup chats");
        }
        long receiverId = ephemeral.get("receiver_user_id").asLong();
        ObjectNode receiver = world.user(receiverId).orElseThrow(() -> BotApiError.badRequest("user not found"));
        JsonNode queryId = ephemeral.get("callback_query_id");
        if (queryId != null) {
            long[] query = world.callbackQuery(queryId.asText()).orElseThrow(() -> BotApiError.badRequest(
                    "query is too old and response timeout expired or query ID is invalid"));
            if (query[0] != receiverId || query[1] != chat.get("id").longValue()) {
                throw BotApiError.badRequest("the callback query was made by another user or in another chat");
            }
        } else if (ephemeral.path("replace_callback_query_message").asBoolean(false)) {
            throw BotApiError.badRequest("replace_callback_query_message needs callback_query_id");
        }
        return Optional.of(receiver);
    }

    static void caption(CallParams p, ObjectNode message) {
        Optional<String> caption = p.text("caption").filter(c -> !c.isEmpty());
        if (caption.isPresent()) {
            ParsedText parsed = ParseModes.read(p, "caption", "caption_entities");
            if (parsed.text().length() > MAX_CAPTION) {
                throw BotApiError.badRequest("message caption is too long");
            }
            message.put("caption", parsed.text());
            entities(message, "caption_entities", parsed);
        }
    }

    /** A text message's text as Telegram reads it (parse mode or entities), then its limits. */
    static ParsedText messageText(CallParams p) {
        ParsedText text = ParseModes.read(p, "text", "entities");
        if (text.text().isBlank()) {
            throw BotApiError.badRequest("message text is empty");
        }
        if (text.text().length() > MAX_TEXT) {
            throw BotApiError.badRequest("message is too long");
        }
        return text;
    }

    static void entities(ObjectNode message, String field, ParsedText text) {
        if (!text.entities().isEmpty()) {
            message.set(field, text.entities());
        }
    }

    static void parseMode(CallParams p) {
        Optional<String> mode = p.text("parse_mode").filter(m -> !m.isEmpty());
        if (mode.isPresent() && !Set.of("html", "markdown", "markdownv2").contains(mode.get().toLowerCase(Locale.ROOT))) {
            throw BotApiError.badRequest("unsupported parse_mode");
        }
    }

    FakeReply sent(String method, ObjectNode message) {
        return FakeReply.ok(store(method, message));
    }

    ObjectNode store(String method, ObjectNode message) {
        return storeWithText(method, message, messageText(message));
    }

    ObjectNode storeWithText(String method, ObjectNode message, String text) {
        long chatId = message.get("chat").get("id").longValue();
        boolean ephemeral = message.has("receiver_user");
        if (!ephemeral) {
            world.endDraft(chatId); // the draft disappears once the bot sends a message
        }
        JsonNode clientKeyboard = message.remove(CLIENT_KEYBOARD);
        ObjectNode stored = ephemeral ? world.addEphemeral(message) : world.addMessage(message);
        if (clientKeyboard != null) {
            world.showReplyKeyboard(chatId, clientKeyboard);
        }
        transcript.add(Step.From.BOT, method, stored.get("chat").get("id").longValue(),
                stored.get("message_id").longValue(), text, InlineKeyboard.buttonTexts(stored), stored.toString());
        return stored;
    }

    void record(String method, ObjectNode message) {
        transcript.add(Step.From.BOT, method, message.get("chat").get("id").longValue(),
                message.get("message_id").longValue(), messageText(message), InlineKeyboard.buttonTexts(message),
                message.toString());
    }

    static String messageText(JsonNode message) {
        if (message.has("text")) {
            return message.get("text").asText();
        }
        return message.path("caption").asText("");
    }
}
