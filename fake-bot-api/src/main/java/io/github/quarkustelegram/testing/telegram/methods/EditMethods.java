package io.github.quarkustelegram.testing.telegram.methods;

import java.util.List;
import java.util.Optional;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import io.github.quarkustelegram.testing.internal.FakeJson;
import io.github.quarkustelegram.testing.server.FakeReply;
import io.github.quarkustelegram.testing.telegram.api.BotApiError;
import io.github.quarkustelegram.testing.telegram.api.CallParams;
import io.github.quarkustelegram.testing.telegram.markup.ParsedText;
import io.github.quarkustelegram.testing.telegram.markup.RichMessageChecks;
import io.github.quarkustelegram.testing.telegram.world.FakeWorld;
import io.github.quarkustelegram.testing.telegram.world.InlineKeyboard;
import io.github.quarkustelegram.testing.telegram.world.Step;
import io.github.quarkustelegram.testing.telegram.world.Transcript;

/**
 * Editing and deleting the bot's messages, ephemeral ones included (found by chat, receiver and
 * {@code ephemeral_message_id}): "message to edit not found", "message is not modified", an edit without reply_markup
 * removing the inline keyboard, as on Telegram.
 */
final class EditMethods {

    private final FakeWorld world;
    private final Transcript transcript;
    private final BotMessages messages;

    EditMethods(FakeWorld world, Transcript transcript, BotMessages messages) {
        this.world = world;
        this.transcript = transcript;
        this.messages = messages;
    }

    void register(BotMethods bot) {
        bot.add("editMessageText", p -> edit("editMessageText", p));
        bot.add("editMessageCaption", p -> edit("editMessageCaption", p));
        bot.add("editMessageReplyMarkup", p -> edit("editMessageReplyMarkup", p));
        bot.add("deleteMessage", this::deleteMessage);
        bot.add("deleteMessages", this::deleteMessages);
        bot.add("editEphemeralMessageText", p -> editEphemeral("editEphemeralMessageText", p));
        bot.add("editEphemeralMessageCaption", p -> editEphemeral("editEphemeralMessageCaption", p));
        bot.add("editEphemeralMessageReplyMarkup", p -> editEphemeral("editEphemeralMessageReplyMarkup", p));
        bot.add("deleteEphemeralMessage", this::deleteEphemeralMessage);
    }

    private FakeReply edit(String method, CallParams p) {
        Optional<JsonNode> markup = p.json("reply_markup");
        markup.ifPresent(InlineKeyboard::check);
        if (p.text("inline_message_id").isPresent()) {
            transcript.add(Step.From.BOT, method, 0, 0, p.text("text").or(() -> p.text("caption")).orElse(""),
                    markup.map(m -> InlineKeyboard.buttonTexts(wrap(m))).orElse(List.of()),
                    p.text("inline_message_id").get());
            return FakeReply.okTrue();
        }
        ObjectNode chat = messages.chat(p);
        long chatId = chat.get("id").longValue();
        long messageId = p.longValue("message_id")
                .orElseThrow(() -> BotApiError.badRequest("message identifier is not specified"));
        ObjectNode message = world.message(chatId, messageId)
                .orElseThrow(() -> BotApiError.badRequest("message to edit not found"));
        if (message.path("from").path("id").asLong() != world.botId()) {
            throw BotApiError.badRequest("message can't be edited");
        }
        ObjectNode edited = message.deepCopy();
        switch (method) {
            case "editMessageText" -> {
                if (!edited.has("text") && !edited.has("rich_message")) {
                    throw BotApiError.badRequest("there is no text in the message to edit");
                }
                Optional<JsonNode> rich = p.json("rich_message");
                if (rich.isPresent()) {
                    RichMessageChecks.check(rich.get());
                    edited.remove(List.of("text", "entities"));
                    edited.set("rich_message", rich.get().deepCopy());
                    break;
                }
                edited.remove("rich_message");
                ParsedText text = BotMessages.messageText(p);
                edited.put("text", text.text());
                edited.remove("entities");
                BotMessages.entities(edited, "entities", text);
            }
            case "editMessageCaption" -> {
                edited.remove("caption");
                edited.remove("caption_entities");
                BotMessages.caption(p, edited);
            }
            default -> {
            }
        }
        finishEdit(message, edited, markup);
        world.replaceMessage(edited);
        messages.record(method, edited);
        return FakeReply.ok(edited);
    }

    private FakeReply deleteMessage(CallParams p) {
        ObjectNode chat = messages.chat(p);
        long messageId = p.longValue("message_id")
                .orElseThrow(() -> BotApiError.badRequest("message identifier is not specified"));
        long chatId = chat.get("id").longValue();
        if (!world.deleteMessage(chatId, messageId)) {
            throw BotApiError.badRequest("message to delete not found");
        }
        transcript.add(Step.From.BOT, "deleteMessage", chatId, messageId, "", List.of(),
                "{\"chat_id\":" + chatId + ",\"message_id\":" + messageId + "}");
        return FakeReply.okTrue();
    }

    private FakeReply deleteMessages(CallParams p) {
        ObjectNode chat = messages.chat(p);
        long chatId = chat.get("id").longValue();
        JsonNode ids = p.json("message_ids").filter(JsonNode::isArray)
                .orElseThrow(() -> BotApiError.badRequest("message identifiers are not specified"));
        for (JsonNode id : ids) {
            if (world.deleteMessage(chatId, id.asLong())) {
                transcript.add(Step.From.BOT, "deleteMessages", chatId, id.asLong(), "", List.of(),
                        "{\"chat_id\":" + chatId + ",\"message_id\":" + id.asLong() + "}");
            }
        }
        return FakeReply.okTrue();
    }

    /** {@code editEphemeralMessage*}: the message is found by chat, receiver and {@code ephemeral_message_id}. */
    private FakeReply editEphemeral(String method, CallParams p) {
        Ephemeral target = ephemeral(p);
        ObjectNode message = world.ephemeralMessage(target.chatId(), target.receiver(), target.id())
                .orElseThrow(() -> BotApiError.badRequest("message to edit not found"));
        Optional<JsonNode> markup = p.json("reply_markup");
        markup.ifPresent(InlineKeyboard::check);
        ObjectNode edited = message.deepCopy();
        if (method.equals("editEphemeralMessageText")) {
            if (!edited.has("text") && !edited.has("rich_message")) {
                throw BotApiError.badRequest("there is no text in the message to edit");
            }
            Optional<String> text = p.text("text").filter(t -> !t.isBlank());
            Optional<JsonNode> rich = p.json("rich_message");
            rich.ifPresent(RichMessageChecks::check);
            if (text.isEmpty() && rich.isEmpty()) {
                throw BotApiError.badRequest("message text is empty");
            }
            if (text.isPresent() && text.get().length() > BotMessages.MAX_TEXT) {
                throw BotApiError.badRequest("message is too long");
            }
            BotMessages.parseMode(p);
            edited.remove(List.of("text", "entities", "rich_message"));
            text.ifPresent(t -> edited.put("text", t));
            p.json("entities").filter(JsonNode::isArray).ifPresent(e -> edited.set("entities", e));
            rich.ifPresent(r -> edited.set("rich_message", r));
        } else if (method.equals("editEphemeralMessageCaption")) {
            edited.remove(List.of("caption", "caption_entities"));
            BotMessages.caption(p, edited);
        }
        finishEdit(message, edited, markup);
        world.replaceEphemeral(edited);
        messages.record(method, edited);
        return FakeReply.okTrue();
    }

    private FakeReply deleteEphemeralMessage(CallParams p) {
        Ephemeral target = ephemeral(p);
        if (!world.deleteEphemeral(target.chatId(), target.receiver(), target.id())) {
            throw BotApiError.badRequest("message to delete not found");
        }
        transcript.add(Step.From.BOT, "deleteEphemeralMessage", target.chatId(), 0, "", List.of(),
                "{\"chat_id\":" + target.chatId() + ",\"receiver_user_id\":" + target.receiver()
                        + ",\"ephemeral_message_id\":" + target.id() + "}");
        return FakeReply.okTrue();
    }

    private static ObjectNode wrap(JsonNode markup) {
        ObjectNode message = FakeJson.MAPPER.createObjectNode();
        message.set("reply_markup", markup);
        return message;
    }

    /**
     * The end of any edit, as on Telegram: an edit without reply_markup removes the inline keyboard; an edit that
     * changes nothing is refused; an edit dates the message.
     */
    private void finishEdit(ObjectNode message, ObjectNode edited, Optional<JsonNode> markup) {
        edited.remove("reply_markup");
        markup.filter(m -> m.has("inline_keyboard")).ifPresent(m -> edited.set("reply_markup", m));
        if (FakeJson.sameJson(withoutEditDate(message), withoutEditDate(edited))) {
            throw BotApiError.badRequest("message is not modified: specified new message content and reply markup are "
                    + "exactly the same as a current content and reply markup of the message");
        }
        edited.put("edit_date", FakeWorld.now());
    }

    private static JsonNode withoutEditDate(ObjectNode message) {
        ObjectNode copy = message.deepCopy();
        copy.remove("edit_date");
        return copy;
    }

    /** An ephemeral message as a request names it: its chat, its receiver, its id. */
    private record Ephemeral(long chatId, long receiver, long id) {
    }

    private Ephemeral ephemeral(CallParams p) {
        long chatId = messages.chat(p).get("id").longValue();
        long receiver = p.longValue("receiver_user_id")
                .orElseThrow(() -> BotApiError.badRequest("receiver_user_id is not specified"));
        long id = p.longValue("ephemeral_message_id")
                .orElseThrow(() -> BotApiError.badRequest("ephemeral message identifier is not specified"));
        return new Ephemeral(chatId, receiver, id);
    }
}
