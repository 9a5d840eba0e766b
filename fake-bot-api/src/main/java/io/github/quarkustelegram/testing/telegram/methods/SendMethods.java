package io.github.quarkustelegram.testing.telegram.methods;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import io.github.quarkustelegram.testing.internal.FakeJson;
import io.github.quarkustelegram.testing.server.FakeReply;
import io.github.quarkustelegram.testing.server.RecordedPart;
import io.github.quarkustelegram.testing.telegram.api.BotApiError;
import io.github.quarkustelegram.testing.telegram.api.CallParams;
import io.github.quarkustelegram.testing.telegram.markup.ParsedText;
import io.github.quarkustelegram.testing.telegram.markup.RichMessageChecks;
import io.github.quarkustelegram.testing.telegram.markup.RichMessageText;
import io.github.quarkustelegram.testing.telegram.world.FakeWorld;
import io.github.quarkustelegram.testing.telegram.world.Step;
import io.github.quarkustelegram.testing.telegram.world.Transcript;

/**
 * The send methods: text, each kind of media, media groups, locations, contacts, dice, forwards and copies, and the
 * drafts a bot streams in a private chat ({@code sendMessageDraft}, which a user may stop when {@code can_stop}),
 * rich messages and rich drafts (checked by {@link RichMessageChecks}).
 */
final class SendMethods {

    /** The media a send method carries: its parameter and the Message field it becomes. */
    private static final Map<String, String> MEDIA = Map.of("sendPhoto", "photo", "sendDocument", "document",
            "sendAudio", "audio", "sendVideo", "video", "sendAnimation", "animation", "sendVoice", "voice",
            "sendVideoNote", "video_note", "sendSticker", "sticker");

    private final FakeWorld world;
    private final Transcript transcript;
    private final BotMessages messages;

    SendMethods(FakeWorld world, Transcript transcript, BotMessages messages) {
        this.world = world;
        this.transcript = transcript;
        this.messages = messages;
    }

    void register(BotMethods bot) {
        bot.add("sendMessage", this::sendMessage);
        MEDIA.forEach((method, field) -> bot.add(method, p -> sendMedia(method, field, p)));
        bot.add("sendMediaGroup", this::sendMediaGroup);
        bot.add("sendLocation", this::sendLocation);
        bot.add("sendContact", this::sendContact);
        bot.add("sendDice", this::sendDice);
        bot.add("forwardMessage", p -> forwardOrCopy("forwardMessage", p));
        bot.add("copyMessage", p -> forwardOrCopy("copyMessage", p));
        bot.add("sendMessageDraft", p -> sendDraft("sendMessageDraft", p));
        bot.add("sendRichMessageDraft", p -> sendDraft("sendRichMessageDraft", p));
        bot.add("sendRichMessage", this::sendRichMessage);
    }

    private FakeReply sendMessage(CallParams p) {
        ObjectNode chat = messages.chat(p);
        ParsedText text = BotMessages.messageText(p);
        ObjectNode message = messages.newMessage(chat, p);
        message.put("text", text.text());
        BotMessages.entities(message, "entities", text);
        return messages.sent("sendMessage", message);
    }

    /** {@code sendRichMessage}: checked as Telegram checks it, kept in the message as sent. */
    private FakeReply sendRichMessage(CallParams p) {
        ObjectNode chat = messages.chat(p);
        JsonNode rich = p.json("rich_message").orElseThrow(() -> BotApiError.badRequest("rich message is empty"));
        RichMessageChecks.check(rich);
        ObjectNode message = messages.newMessage(chat, p);
        message.set("rich_message", rich.deepCopy());
        return FakeReply.ok(messages.storeWithText("sendRichMessage", message, RichMessageText.of(rich)));
    }

    private FakeReply sendMedia(String method, String field, CallParams p) {
        ObjectNode chat = messages.chat(p);
        ObjectNode file = mediaFile(field, p.upload(field), p.text(field));
        ObjectNode message = messages.newMessage(chat, p);
        attach(message, field, file);
        BotMessages.caption(p, message);
        return messages.sent(method, message);
    }

    /** Puts a file in a message as the Message field of its kind, with the fields Telegram always gives it. */
    private static void attach(ObjectNode message, String field, ObjectNode file) {
        switch (field) {
            case "photo" -> {
                file.put("width", 90);
                file.put("height", 90);
                message.putArray("photo").add(file);
            }
            case "video", "animation" -> {
                file.put("width", 320);
                file.put("height", 240);
                file.put("duration", 1);
                message.set(field, file);
            }
            case "audio", "voice" -> {
                file.put("duration", 1);
                message.set(field, file);
            }
            case "video_note" -> {
                file.put("length", 240);
                file.put("duration", 1);
                message.set(field, file);
            }
            case "sticker" -> {
                file.put("type", "regular");
                file.put("width", 512);
                file.put("height", 512);
                file.put("is_animated", false);
                file.put("is_video", false);
                message.set(field, file);
            }
            default -> message.set(field, file);
        }
    }

    /** The file a send carries: an upload (stored, downloadable), a URL (a new file) or a file_id (that file). */
    private ObjectNode mediaFile(String field, Optional<RecordedPart> upload, Optional<String> reference) {
        ObjectNode file = FakeJson.MAPPER.createObjectNode();
        if (upload.isPresent()) {
            FakeWorld.StoredFile stored = world.storeFile(upload.get().filename(), upload.get().content());
            file.put("file_id", stored.fileId());
            file.put("file_unique_id", stored.fileUniqueId());
            file.put("file_size", stored.content().length);
            if (field.equals("document") && upload.get().filename() != null) {
                file.put("file_name", upload.get().filename());
            }
            return file;
        }
        String given = reference.filter(t -> !t.isEmpty() && !t.startsWith("attach://"))
                .orElseThrow(() -> BotApiError.badRequest("there is no " + field + " in the request"));
        String id = given.startsWith("http://") || given.startsWith("https://")
                ? world.storeFile(null, new byte[0]).fileId()
                : given;
        file.put("file_id", id);
        file.put("file_unique_id", "FAKE-unique-" + Integer.toHexString(id.hashCode()));
        return file;
    }

    private FakeReply sendMediaGroup(CallParams p) {
        ObjectNode chat = messages.chat(p);
        JsonNode media = p.json("media").filter(JsonNode::isArray)
                .orElseThrow(() -> BotApiError.badRequest("can't parse media JSON object"));
        if (media.size() < 2 || media.size() > 10) {
            throw BotApiError.badRequest("wrong number of media: a group has 2 to 10");
        }
        String groupId = world.nextId();
        List<ObjectNode> items = new ArrayList<>();
        for (JsonNode item : media) {
            String field = item.path("type").asText();
            if (!Set.of("photo", "video", "document", "audio").contains(field)) {
                throw BotApiError.badRequest("unsupported media type \"" + field + "\" in a media group");
            }
            String reference = item.path("media").asText("");
            Optional<RecordedPart> upload = reference.startsWith("attach://")
                    ? p.part(reference.substring("attach://".length()))
                    : Optional.empty();
            ObjectNode message = messages.newMessage(chat, p);
            message.put("media_group_id", groupId);
            attach(message, field, mediaFile(field, upload, Optional.of(reference)));
            if (item.hasNonNull("caption")) {
                message.put("caption", item.get("caption").asText());
            }
            items.add(message);
        }
        ArrayNode sent = FakeJson.MAPPER.createArrayNode();
        items.forEach(message -> sent.add(messages.store("sendMediaGroup", message)));
        return FakeReply.ok(sent);
    }

    /** A message whose content is one object field ({@code location}, {@code contact}...), sent to the chat. */
    private FakeReply sendWith(ObjectNode chat, CallParams p, String method, String field, ObjectNode content) {
        ObjectNode message = messages.newMessage(chat, p);
        message.set(field, content);
        return messages.sent(method, message);
    }

    private FakeReply sendLocation(CallParams p) {
        ObjectNode chat = messages.chat(p);
        ObjectNode location = FakeJson.MAPPER.createObjectNode();
        location.put("latitude", number(p, "latitude"));
        location.put("longitude", number(p, "longitude"));
        return sendWith(chat, p, "sendLocation", "location", location);
    }

    private FakeReply sendContact(CallParams p) {
        ObjectNode chat = messages.chat(p);
        ObjectNode contact = FakeJson.MAPPER.createObjectNode();
        contact.put("phone_number", p.requiredText("phone_number", "phone number is empty"));
        contact.put("first_name", p.requiredText("first_name", "first name is empty"));
        p.text("last_name").ifPresent(v -> contact.put("last_name", v));
        return sendWith(chat, p, "sendContact", "contact", contact);
    }

    private FakeReply sendDice(CallParams p) {
        ObjectNode chat = messages.chat(p);
        ObjectNode dice = FakeJson.MAPPER.createObjectNode();
        dice.put("emoji", p.text("emoji").orElse("🎲"));
        dice.put("value", 1); // deterministic: tests must not depend on luck
        return sendWith(chat, p, "sendDice", "dice", dice);
    }

    private FakeReply forwardOrCopy(String method, CallParams p) {
        ObjectNode chat = messages.chat(p);
        ObjectNode fromChat = world.chat(p.requiredText("from_chat_id", "chat_id is empty"));
        long messageId = p.longValue("message_id")
                .orElseThrow(() -> BotApiError.badRequest("message identifier is not specified"));
        ObjectNode original = world.message(fromChat.get("id").longValue(), messageId)
                .orElseThrow(() -> BotApiError.badRequest("message to " + (method.startsWith("copy") ? "copy" : "forward")
                        + " not found"));
        ObjectNode message = messages.newMessage(chat, p);
        for (String content : List.of("text", "entities", "caption", "photo", "document", "audio", "video",
                "animation", "voice", "video_note", "sticker", "location", "contact", "dice")) {
            if (original.has(content)) {
                message.set(content, original.get(content));
            }
        }
        if (method.equals("forwardMessage")) {
            ObjectNode origin = message.putObject("forward_origin");
            origin.put("type", "user");
            origin.put("date", original.get("date").longValue());
            origin.set("sender_user", original.get("from"));
        } else {
            BotMessages.caption(p, message);
        }
        ObjectNode stored = messages.store(method, message);
        if (method.equals("copyMessage")) {
            ObjectNode id = FakeJson.MAPPER.createObjectNode();
            id.put("message_id", stored.get("message_id").longValue());
            return FakeReply.ok(id);
        }
        return FakeReply.ok(stored);
    }

    /**
     * {@code sendMessageDraft} / {@code sendRichMessageDraft}: a private chat's draft the bot streams, replaced by the
     * next one; with {@code can_stop}, the user can stop it (a {@code StopGeneration} action).
     */
    private FakeReply sendDraft(String method, CallParams p) {
        ObjectNode chat = messages.chat(p);
        if (!chat.path("type").asText().equals("private")) {
            throw BotApiError.badRequest("drafts can be sent only to private chats");
        }
        long draftId = p.longValue("draft_id").filter(id -> id != 0)
                .orElseThrow(() -> BotApiError.badRequest("draft_id must be non-zero"));
        String text = p.text("text").orElse("");
        if (text.length() > BotMessages.MAX_TEXT) {
            throw BotApiError.badRequest("message is too long");
        }
        BotMessages.parseMode(p);
        ObjectNode draft = FakeJson.MAPPER.createObjectNode();
        draft.put("chat_id", chat.get("id").longValue());
        p.longValue("message_thread_id").ifPresent(id -> draft.put("message_thread_id", id));
        draft.put("draft_id", draftId);
        if (p.json("rich_message").isPresent()) {
            RichMessageChecks.check(p.json("rich_message").get());
            draft.set("rich_message", p.json("rich_message").get());
        } else {
            draft.put("text", text);
        }
        draft.put("can_stop", p.bool("can_stop").orElse(false));
        draft.put("keep_on_stop", p.bool("keep_on_stop").orElse(false));
        world.draft(chat.get("id").longValue(), draft);
        transcript.add(Step.From.BOT, method, chat.get("id").longValue(), 0,
                text.isEmpty() && !draft.has("rich_message") ? "…" : text, List.of(), draft.toString());
        return FakeReply.okTrue();
    }

    private static double number(CallParams p, String name) {
        String text = p.requiredText(name, name + " is empty");
        try {
            return Double.parseDouble(text);
        } catch (NumberFormatException e) {
            throw BotApiError.badRequest("invalid " + name + " specified");
        }
    }
}
