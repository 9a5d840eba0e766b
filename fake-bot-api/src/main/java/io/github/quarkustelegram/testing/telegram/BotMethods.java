package io.github.quarkustelegram.testing.telegram;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import io.github.quarkustelegram.testing.internal.FakeJson;
import io.github.quarkustelegram.testing.server.FakeReply;
import io.github.quarkustelegram.testing.server.RecordedPart;

/**
 * The Bot API methods a {@link FakeTelegram} answers from its state, each as Telegram would: messages get the chat's
 * next {@code message_id}, the bot as {@code from}, the date, and echo what was sent (text, entities, caption, reply
 * markup); edits and deletes find the message or fail with Telegram's description. The calls that send, edit or
 * answer something are written to the transcript.
 *
 * <p>
 * Bot API 10.3: a send with {@code ephemeral_message_parameters} makes an ephemeral message (in a group, seen by
 * its receiver only: {@code message_id} 0, its own {@code ephemeral_message_id}, {@code receiver_user}), which the
 * {@code editEphemeralMessage*} methods and {@code deleteEphemeralMessage} find by chat, receiver and id. The 10.2
 * top-level {@code receiver_user_id} and {@code callback_query_id} of a send are refused: Telegram 10.3 would ignore
 * them and post the message for everyone. {@code sendMessageDraft} and {@code sendRichMessageDraft} keep the chat's
 * draft, which a user with a stop button ({@code can_stop}) can stop: a {@code stopped_message_generation} update.
 * Inline keyboards may have disabled buttons ({@code "disabled": {}}), which carry no action.
 */
final class BotMethods {

    /** Telegram's limits on a message's text and a media caption, in characters. */
    static final int MAX_TEXT = 4096;
    static final int MAX_CAPTION = 1024;
    /** The largest file a bot may download ({@code getFile}), as Telegram's cloud Bot API says: 20 MB. */
    static final int MAX_DOWNLOAD_BYTES = 20 * 1024 * 1024;

    /** Where a message under construction carries its reply keyboard until it is sent; never in a stored message. */
    private static final String CLIENT_KEYBOARD = "(client keyboard)";

    /** Methods that change something the fake does not model: answered {@code true}. */
    static final Set<String> ACKNOWLEDGED = Set.of("sendChatAction", "setMessageReaction", "pinChatMessage",
            "unpinChatMessage", "unpinAllChatMessages", "setMyName", "setMyDescription", "setMyShortDescription",
            "setChatMenuButton", "setMyDefaultAdministratorRights", "leaveChat", "logOut", "close");

    /** The media a send method carries: its parameter and the Message field it becomes. */
    private static final Map<String, String> MEDIA = Map.of("sendPhoto", "photo", "sendDocument", "document",
            "sendAudio", "audio", "sendVideo", "video", "sendAnimation", "animation", "sendVoice", "voice",
            "sendVideoNote", "video_note", "sendSticker", "sticker");

    @FunctionalInterface
    interface Method {
        FakeReply call(CallParams params);
    }

    private final FakeWorld world;
    private final Transcript transcript;
    private final Map<String, String> names = new LinkedHashMap<>();
    private final Map<String, Method> methods = new LinkedHashMap<>();

    BotMethods(FakeWorld world, Transcript transcript, UpdateQueue queue) {
        this.world = world;
        this.transcript = transcript;
        add("getMe", p -> FakeReply.ok(world.bot()));
        add("sendMessage", this::sendMessage);
        MEDIA.forEach((method, field) -> add(method, p -> sendMedia(method, field, p)));
        add("sendMediaGroup", this::sendMediaGroup);
        add("sendLocation", this::sendLocation);
        add("sendContact", this::sendContact);
        add("sendDice", this::sendDice);
        add("forwardMessage", p -> forwardOrCopy("forwardMessage", p));
        add("copyMessage", p -> forwardOrCopy("copyMessage", p));
        add("editMessageText", p -> edit("editMessageText", p));
        add("editMessageCaption", p -> edit("editMessageCaption", p));
        add("editMessageReplyMarkup", p -> edit("editMessageReplyMarkup", p));
        add("deleteMessage", this::deleteMessage);
        add("deleteMessages", this::deleteMessages);
        add("editEphemeralMessageText", p -> editEphemeral("editEphemeralMessageText", p));
        add("editEphemeralMessageCaption", p -> editEphemeral("editEphemeralMessageCaption", p));
        add("editEphemeralMessageReplyMarkup", p -> editEphemeral("editEphemeralMessageReplyMarkup", p));
        add("deleteEphemeralMessage", this::deleteEphemeralMessage);
        add("sendMessageDraft", p -> sendDraft("sendMessageDraft", p));
        add("sendRichMessageDraft", p -> sendDraft("sendRichMessageDraft", p));
        add("answerCallbackQuery", this::answerCallbackQuery);
        // inline mode, polls, Telegram Stars payments
        InlineMode.in(world, transcript, queue).register(this);
        Polls.in(world, transcript, queue).register(this);
        StarPayments.in(world, transcript, queue).register(this);
        add("setMyCommands", this::setMyCommands);
        add("getMyCommands", p -> FakeReply.ok(world.commands(scopeKey(p)).orElse(FakeJson.MAPPER.createArrayNode())));
        add("deleteMyCommands", p -> {
            world.deleteCommands(scopeKey(p));
            return FakeReply.okTrue();
        });
        add("getChat", this::getChat);
        add("getFile", this::getFile);
        ACKNOWLEDGED.forEach(name -> add(name, p -> FakeReply.okTrue()));
        // chat members, business connections, forum topics: each area's state is the world's
        world.members().register(transcript, (name, method) -> add(name, method::apply));
        world.business().register((name, method) -> add(name, method::apply));
        world.topics().register(transcript, (name, method) -> add(name, method::apply));
    }

    void add(String name, Method method) {
        names.put(key(name), name);
        methods.put(key(name), method);
    }

    /** @return the methods answered here, by their Bot API names */
    List<String> names() {
        return List.copyOf(names.values());
    }

    /** @return the answer to a call of a method answered here (any case) */
    FakeReply call(String method, CallParams params) {
        Method handler = methods.get(key(method));
        if (handler == null) {
            return FakeReply.error(404, "Not Found");
        }
        try {
            return handler.call(params);
        } catch (BotApiError e) {
            return e.reply();
        }
    }

    // ------------------------------------------------------------------------------------------------- sending

    private FakeReply sendMessage(CallParams p) {
        ObjectNode chat = chat(p);
        ParsedText text = messageText(p);
        ObjectNode message = newMessage(chat, p);
        message.put("text", text.text());
        entities(message, "entities", text);
        return sent("sendMessage", message);
    }

    private FakeReply sendMedia(String method, String field, CallParams p) {
        ObjectNode chat = chat(p);
        ObjectNode file = mediaFile(field, p.upload(field), p.text(field));
        ObjectNode message = newMessage(chat, p);
        attach(message, field, file);
        caption(p, message);
        return sent(method, message);
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
        ObjectNode chat = chat(p);
        JsonNode media = p.json("media").filter(JsonNode::isArray)
                .orElseThrow(() -> BotApiError.badRequest("can't parse media JSON object"));
        if (media.size() < 2 || media.size() > 10) {
            throw BotApiError.badRequest("wrong number of media: a group has 2 to 10");
        }
        String groupId = world.nextId();
        List<ObjectNode> messages = new java.util.ArrayList<>();
        for (JsonNode item : media) {
            String field = item.path("type").asText();
            if (!Set.of("photo", "video", "document", "audio").contains(field)) {
                throw BotApiError.badRequest("unsupported media type \"" + field + "\" in a media group");
            }
            String reference = item.path("media").asText("");
            Optional<RecordedPart> upload = reference.startsWith("attach://")
                    ? p.part(reference.substring("attach://".length()))
                    : Optional.empty();
            ObjectNode message = newMessage(chat, p);
            message.put("media_group_id", groupId);
            attach(message, field, mediaFile(field, upload, Optional.of(reference)));
            if (item.hasNonNull("caption")) {
                message.put("caption", item.get("caption").asText());
            }
            messages.add(message);
        }
        com.fasterxml.jackson.databind.node.ArrayNode sent = FakeJson.MAPPER.createArrayNode();
        messages.forEach(message -> sent.add(store("sendMediaGroup", message)));
        return FakeReply.ok(sent);
    }

    private FakeReply sendLocation(CallParams p) {
        ObjectNode chat = chat(p);
        ObjectNode location = FakeJson.MAPPER.createObjectNode();
        location.put("latitude", number(p, "latitude"));
        location.put("longitude", number(p, "longitude"));
        ObjectNode message = newMessage(chat, p);
        message.set("location", location);
        return sent("sendLocation", message);
    }

    private FakeReply sendContact(CallParams p) {
        ObjectNode chat = chat(p);
        ObjectNode contact = FakeJson.MAPPER.createObjectNode();
        contact.put("phone_number", p.requiredText("phone_number", "phone number is empty"));
        contact.put("first_name", p.requiredText("first_name", "first name is empty"));
        p.text("last_name").ifPresent(v -> contact.put("last_name", v));
        ObjectNode message = newMessage(chat, p);
        message.set("contact", contact);
        return sent("sendContact", message);
    }

    private FakeReply sendDice(CallParams p) {
        ObjectNode chat = chat(p);
        ObjectNode dice = FakeJson.MAPPER.createObjectNode();
        dice.put("emoji", p.text("emoji").orElse("🎲"));
        dice.put("value", 1); // deterministic: tests must not depend on luck
        ObjectNode message = newMessage(chat, p);
        message.set("dice", dice);
        return sent("sendDice", message);
    }

    private FakeReply forwardOrCopy(String method, CallParams p) {
        ObjectNode chat = chat(p);
        ObjectNode fromChat = world.chat(p.requiredText("from_chat_id", "chat_id is empty"));
        long messageId = p.longValue("message_id")
                .orElseThrow(() -> BotApiError.badRequest("message identifier is not specified"));
        ObjectNode original = world.message(fromChat.get("id").longValue(), messageId)
                .orElseThrow(() -> BotApiError.badRequest("message to " + (method.startsWith("copy") ? "copy" : "forward")
                        + " not found"));
        ObjectNode message = newMessage(chat, p);
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
            caption(p, message);
        }
        ObjectNode stored = store(method, message);
        if (method.equals("copyMessage")) {
            ObjectNode id = FakeJson.MAPPER.createObjectNode();
            id.put("message_id", stored.get("message_id").longValue());
            return FakeReply.ok(id);
        }
        return FakeReply.ok(stored);
    }

    // ------------------------------------------------------------------------------------------------- editing

    private FakeReply edit(String method, CallParams p) {
        Optional<JsonNode> markup = p.json("reply_markup");
        markup.ifPresent(InlineKeyboard::check);
        if (p.text("inline_message_id").isPresent()) {
            transcript.add(Step.From.BOT, method, 0, 0, p.text("text").or(() -> p.text("caption")).orElse(""),
                    markup.map(m -> InlineKeyboard.buttonTexts(wrap(m))).orElse(List.of()),
                    p.text("inline_message_id").get());
            return FakeReply.okTrue();
        }
        ObjectNode chat = chat(p);
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
                if (!edited.has("text")) {
                    throw BotApiError.badRequest("there is no text in the message to edit");
                }
                ParsedText text = messageText(p);
                edited.put("text", text.text());
                edited.remove("entities");
                entities(edited, "entities", text);
            }
            case "editMessageCaption" -> {
                edited.remove("caption");
                edited.remove("caption_entities");
                caption(p, edited);
            }
            default -> {
            }
        }
        finishEdit(message, edited, markup);
        world.replaceMessage(edited);
        record(method, edited);
        return FakeReply.ok(edited);
    }

    private FakeReply deleteMessage(CallParams p) {
        ObjectNode chat = chat(p);
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
        ObjectNode chat = chat(p);
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
        ObjectNode chat = chat(p);
        long chatId = chat.get("id").longValue();
        long receiver = p.longValue("receiver_user_id")
                .orElseThrow(() -> BotApiError.badRequest("receiver_user_id is not specified"));
        long id = p.longValue("ephemeral_message_id")
                .orElseThrow(() -> BotApiError.badRequest("ephemeral message identifier is not specified"));
        ObjectNode message = world.ephemeralMessage(chatId, receiver, id)
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
            if (text.isEmpty() && rich.isEmpty()) {
                throw BotApiError.badRequest("message text is empty");
            }
            if (text.isPresent() && text.get().length() > MAX_TEXT) {
                throw BotApiError.badRequest("message is too long");
            }
            parseMode(p);
            edited.remove(List.of("text", "entities", "rich_message"));
            text.ifPresent(t -> edited.put("text", t));
            p.json("entities").filter(JsonNode::isArray).ifPresent(e -> edited.set("entities", e));
            rich.ifPresent(r -> edited.set("rich_message", r));
        } else if (method.equals("editEphemeralMessageCaption")) {
            edited.remove(List.of("caption", "caption_entities"));
            caption(p, edited);
        }
        finishEdit(message, edited, markup);
        world.replaceEphemeral(edited);
        record(method, edited);
        return FakeReply.okTrue();
    }

    private FakeReply deleteEphemeralMessage(CallParams p) {
        ObjectNode chat = chat(p);
        long chatId = chat.get("id").longValue();
        long receiver = p.longValue("receiver_user_id")
                .orElseThrow(() -> BotApiError.badRequest("receiver_user_id is not specified"));
        long id = p.longValue("ephemeral_message_id")
                .orElseThrow(() -> BotApiError.badRequest("ephemeral message identifier is not specified"));
        if (!world.deleteEphemeral(chatId, receiver, id)) {
            throw BotApiError.badRequest("message to delete not found");
        }
        transcript.add(Step.From.BOT, "deleteEphemeralMessage", chatId, 0, "", List.of(),
                "{\"chat_id\":" + chatId + ",\"receiver_user_id\":" + receiver + ",\"ephemeral_message_id\":" + id + "}");
        return FakeReply.okTrue();
    }

    // -------------------------------------------------------------------------------------------------- drafts

    /**
     * {@code sendMessageDraft} / {@code sendRichMessageDraft}: a private chat's draft the bot streams, replaced by the
     * next one; with {@code can_stop}, the user can stop it ({@link UserActions#stopGeneration}).
     */
    private FakeReply sendDraft(String method, CallParams p) {
        ObjectNode chat = chat(p);
        if (!chat.path("type").asText().equals("private")) {
            throw BotApiError.badRequest("drafts can be sent only to private chats");
        }
        long draftId = p.longValue("draft_id").filter(id -> id != 0)
                .orElseThrow(() -> BotApiError.badRequest("draft_id must be non-zero"));
        String text = p.text("text").orElse("");
        if (text.length() > MAX_TEXT) {
            throw BotApiError.badRequest("message is too long");
        }
        parseMode(p);
        ObjectNode draft = FakeJson.MAPPER.createObjectNode();
        draft.put("chat_id", chat.get("id").longValue());
        p.longValue("message_thread_id").ifPresent(id -> draft.put("message_thread_id", id));
        draft.put("draft_id", draftId);
        if (p.json("rich_message").isPresent()) {
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

    // ------------------------------------------------------------------------------------------------- answers

    private FakeReply answerCallbackQuery(CallParams p) {
        String id = p.requiredText("callback_query_id", "query is too old and response timeout expired or query ID is invalid");
        long chatId = world.answerQuery(id);
        ObjectNode params = FakeJson.MAPPER.createObjectNode();
        params.put("callback_query_id", id);
        p.text("text").ifPresent(t -> params.put("text", t));
        p.bool("show_alert").ifPresent(b -> params.put("show_alert", b));
        p.text("url").ifPresent(u -> params.put("url", u));
        transcript.add(Step.From.BOT, "answerCallbackQuery", chatId, 0, p.text("text").orElse(""),
                List.of(), params.toString());
        return FakeReply.okTrue();
    }

    private FakeReply setMyCommands(CallParams p) {
        JsonNode commands = p.json("commands").filter(JsonNode::isArray)
                .orElseThrow(() -> BotApiError.badRequest("can't parse commands JSON object"));
        for (JsonNode command : commands) {
            String name = command.path("command").asText();
            String description = command.path("description").asText();
            if (!name.matches("[a-z0-9_]{1,32}")) {
                throw BotApiError.badRequest("BOT_COMMAND_INVALID");
            }
            if (description.isEmpty() || description.length() > 256) {
                throw BotApiError.badRequest("BOT_COMMAND_DESCRIPTION_INVALID");
            }
        }
        world.setCommands(scopeKey(p), commands);
        return FakeReply.okTrue();
    }

    // ------------------------------------------------------------------------------------------------- reading

    private FakeReply getChat(CallParams p) {
        ObjectNode chat = chat(p);
        chat.put("accent_color_id", 0);
        chat.put("max_reaction_count", 11);
        ObjectNode gifts = chat.putObject("accepted_gift_types");
        for (String kind : List.of("unlimited_gifts", "limited_gifts", "unique_gifts", "premium_subscription",
                "gifts_from_channels")) {
            gifts.put(kind, false);
        }
        return FakeReply.ok(chat);
    }

    private FakeReply getFile(CallParams p) {
        String fileId = p.requiredText("file_id", "invalid file_id");
        FakeWorld.StoredFile stored = world.file(fileId).orElseThrow(() -> BotApiError.badRequest("invalid file_id"));
        if (stored.content().length > MAX_DOWNLOAD_BYTES) {
            throw BotApiError.badRequest("file is too big"); // Telegram's: bots download up to 20 MB
        }
        ObjectNode file = FakeJson.MAPPER.createObjectNode();
        file.put("file_id", stored.fileId());
        file.put("file_unique_id", stored.fileUniqueId());
        file.put("file_size", stored.content().length);
        file.put("file_path", stored.filePath());
        return FakeReply.ok(file);
    }

    // ------------------------------------------------------------------------------------------------- helpers

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

    private static void caption(CallParams p, ObjectNode message) {
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
    private static ParsedText messageText(CallParams p) {
        ParsedText text = ParseModes.read(p, "text", "entities");
        if (text.text().isBlank()) {
            throw BotApiError.badRequest("message text is empty");
        }
        if (text.text().length() > MAX_TEXT) {
            throw BotApiError.badRequest("message is too long");
        }
        return text;
    }

    private static void entities(ObjectNode message, String field, ParsedText text) {
        if (!text.entities().isEmpty()) {
            message.set(field, text.entities());
        }
    }

    private static void parseMode(CallParams p) {
        Optional<String> mode = p.text("parse_mode").filter(m -> !m.isEmpty());
        if (mode.isPresent() && !Set.of("html", "markdown", "markdownv2").contains(mode.get().toLowerCase(Locale.ROOT))) {
            throw BotApiError.badRequest("unsupported parse_mode");
        }
    }

    private FakeReply sent(String method, ObjectNode message) {
        return FakeReply.ok(store(method, message));
    }

    private ObjectNode store(String method, ObjectNode message) {
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

    private void record(String method, ObjectNode message) {
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

    private static double number(CallParams p, String name) {
        String text = p.requiredText(name, name + " is empty");
        try {
            return Double.parseDouble(text);
        } catch (NumberFormatException e) {
            throw BotApiError.badRequest("invalid " + name + " specified");
        }
    }

    private static String scopeKey(CallParams p) {
        return p.json("scope").map(JsonNode::toString).orElse("{\"type\":\"default\"}") + "|"
                + p.text("language_code").orElse("");
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

    private static String key(String method) {
        return method.toLowerCase(Locale.ROOT);
    }
}
