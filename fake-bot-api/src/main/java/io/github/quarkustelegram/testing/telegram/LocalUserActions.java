package io.github.quarkustelegram.testing.telegram;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;

import com.fasterxml.jackson.databind.node.ObjectNode;

import io.github.quarkustelegram.testing.internal.FakeJson;

/** User actions carried out inside the fake: the update is made, written to the transcript, then queued. */
final class LocalUserActions implements UserActions {

    /** Album ids, unique in the JVM, as large as Telegram's. */
    private static final AtomicLong ALBUM_IDS = new AtomicLong(13_469_829_746_434_560L);

    private final FakeWorld world;
    private final Transcript transcript;
    private final UpdateQueue queue;

    LocalUserActions(FakeWorld world, Transcript transcript, UpdateQueue queue) {
        this.world = world;
        this.transcript = transcript;
        this.queue = queue;
    }

    @Override
    public void setLanguage(long userId, String firstName, String languageCode) {
        world.meetUser(userId, firstName);
        world.setLanguage(userId, languageCode);
    }

    @Override
    public UserAction sendText(long userId, String firstName, long chatId, String text) {
        ObjectNode user = world.meetUser(userId, firstName);
        ObjectNode chat = chat(chatId);
        world.members().requireMaySend(chatId, userId);
        return sendText(user, chat, text, message -> {
        });
    }

    /**
     * A user's text message: stored, written to the transcript, queued as an update.
     *
     * @param decorate adds what this kind of message carries (a topic, the message replied to)
     */
    private UserAction sendText(ObjectNode user, ObjectNode chat, String text, Consumer<ObjectNode> decorate) {
        ObjectNode message = userMessage(user, chat);
        decorate.accept(message);
        message.put("text", text);
        commandEntity(message, text);
        return queueMessage("message", "message", world.addMessage(message), text);
    }

    /** A message of the user's in the chat, sent now: its sender, chat and date. */
    private static ObjectNode userMessage(ObjectNode user, ObjectNode chat) {
        ObjectNode message = FakeJson.MAPPER.createObjectNode();
        message.set("from", user);
        message.set("chat", chat);
        message.put("date", BotMethods.now());
        return message;
    }

    /**
     * A user's message, stored: written to the transcript, then queued as an update.
     *
     * @param updateKind {@code message} or {@code edited_message}
     * @param transcriptKind what the transcript calls it ({@code message}, {@code photo}, ...)
     * @param text its text or caption, for the transcript
     */
    private UserAction queueMessage(String updateKind, String transcriptKind, ObjectNode stored, String text) {
        long chatId = stored.get("chat").get("id").longValue();
        long messageId = stored.get("message_id").longValue();
        // the transcript before the queue: the bot's answer can only come after, and is written after
        TranscriptEntry step = transcript.add(TranscriptEntry.From.USER, transcriptKind, chatId, messageId, text,
                List.of(), stored.toString());
        long updateId = queue.add(updateKind, stored);
        return UserAction.written(transcript, step, updateId, updateKind, null);
    }

    @Override
    public UserAction editText(long userId, String firstName, long chatId, long messageId, String newText) {
        world.meetUser(userId, firstName);
        chat(chatId);
        ObjectNode message = world.message(chatId, messageId).orElseThrow(() -> new IllegalArgumentException(
                "No message " + messageId + " in chat " + chatId));
        if (message.path("from").path("id").asLong() != userId || !message.has("text")) {
            throw new IllegalArgumentException("Message " + messageId + " in chat " + chatId + " is not a text "
                    + "message of user " + userId + ": only its author edits it");
        }
        message.put("text", newText);
        message.remove("entities");
        commandEntity(message, newText);
        message.put("edit_date", BotMethods.now());
        world.replaceMessage(message);
        return queueMessage("edited_message", "edited_message", message, newText);
    }

    @Override
    public UserAction sendPhoto(long userId, String firstName, long chatId, String caption) {
        return photo(userId, firstName, chatId, caption, null);
    }

    @Override
    public List<UserAction> sendAlbum(long userId, String firstName, long chatId, List<String> captions) {
        if (captions.size() < 2 || captions.size() > 10) {
            throw new IllegalArgumentException("An album has 2 to 10 items, not " + captions.size());
        }
        String mediaGroupId = Long.toString(ALBUM_IDS.incrementAndGet());
        return queue.together(() -> {
            List<UserAction> parts = new ArrayList<>(captions.size());
            for (String caption : captions) {
                parts.add(photo(userId, firstName, chatId, caption, mediaGroupId));
            }
            return parts;
        });
    }

    private UserAction photo(long userId, String firstName, long chatId, String caption, String mediaGroupId) {
        ObjectNode message = userMessage(world.meetUser(userId, firstName), chat(chatId));
        if (mediaGroupId != null) {
            message.put("media_group_id", mediaGroupId);
        }
        if (caption != null) {
            message.put("caption", caption);
        }
        ObjectNode stored = world.addMessage(message);
        long messageId = stored.get("message_id").longValue();
        // two sizes, as Telegram's apps upload them: a thumbnail and the photo
        int side = 90;
        for (String size : List.of("s", "x")) {
            ObjectNode photo = stored.withArray("photo").addObject();
            photo.put("file_id", "photo-" + chatId + "-" + messageId + "-" + size);
            photo.put("file_unique_id", "p" + chatId + "m" + messageId + size);
            photo.put("width", side);
            photo.put("height", side * 3 / 4);
            side = 1280;
        }
        return queueMessage("message", "photo", stored, caption == null ? "" : caption);
    }

    @Override
    public UserAction sendDocument(long userId, String firstName, long chatId, String fileName, String mimeType,
            byte[] content, String caption) {
        Objects.requireNonNull(fileName, "fileName");
        Objects.requireNonNull(content, "content");
        ObjectNode message = userMessage(world.meetUser(userId, firstName), chat(chatId));
        FakeWorld.StoredFile file = world.storeFile(fileName, content);
        ObjectNode document = message.putObject("document");
        document.put("file_id", file.fileId());
        document.put("file_unique_id", file.fileUniqueId());
        document.put("file_name", fileName);
        if (mimeType != null) {
            document.put("mime_type", mimeType);
        }
        document.put("file_size", content.length);
        if (caption != null) {
            message.put("caption", caption);
        }
        return queueMessage("message", "document", world.addMessage(message), caption == null ? "" : caption);
    }

    @Override
    public UserAction pressButton(long userId, String firstName, long chatId, long messageId, String data,
            String buttonText) {
        ObjectNode user = world.meetUser(userId, firstName);
        chat(chatId);
        ObjectNode message;
        String callbackData;
        if (buttonText != null) {
            message = world.lastBotMessageWithButton(chatId, buttonText)
                    .or(() -> world.lastEphemeralWithButton(chatId, userId, buttonText))
                    .orElseThrow(() -> new IllegalArgumentException("No message of the bot in chat " + chatId
                            + " has a callback button \"" + buttonText + "\"" + (world.lastBotMessageWithDisabledButton(
                                    chatId, buttonText) ? ": the button is disabled, pressing it does nothing" : "")));
            callbackData = InlineKeyboard.callbackData(message, buttonText).orElseThrow();
        } else {
            message = world.message(chatId, messageId).orElseThrow(() -> new IllegalArgumentException(
                    "Chat " + chatId + " has no message " + messageId));
            if (!InlineKeyboard.hasCallbackData(message, data)) {
                throw new IllegalArgumentException("Message " + messageId + " of chat " + chatId
                        + " has no callback button with data \"" + data + "\"; its buttons: "
                        + InlineKeyboard.buttonTexts(message));
            }
            callbackData = data;
        }
        return callbackQuery(user, chatId, message, callbackData);
    }

    @Override
    public UserAction pressEphemeralButton(long userId, String firstName, long chatId, long ephemeralMessageId,
            String data) {
        ObjectNode user = world.meetUser(userId, firstName);
        chat(chatId);
        ObjectNode message = world.ephemeralMessage(chatId, userId, ephemeralMessageId).orElseThrow(
                () -> new IllegalArgumentException("User " + userId + " received no ephemeral message "
                        + ephemeralMessageId + " in chat " + chatId));
        if (!InlineKeyboard.hasCallbackData(message, data)) {
            throw new IllegalArgumentException("Ephemeral message " + ephemeralMessageId + " of chat " + chatId
                    + " has no callback button with data \"" + data + "\"; its buttons: "
                    + InlineKeyboard.buttonTexts(message));
        }
        return callbackQuery(user, chatId, message, data);
    }

    /** The callback query of a pressed button; of an ephemeral message, its {@code message} has message_id 0. */
    private UserAction callbackQuery(ObjectNode user, long chatId, ObjectNode message, String callbackData) {
        String queryId = world.openQuery(chatId);
        world.callbackQueryMade(queryId, user.get("id").longValue(), chatId);
        ObjectNode query = FakeJson.MAPPER.createObjectNode();
        query.put("id", queryId);
        query.set("from", user);
        query.set("message", message);
        query.put("chat_instance", Long.toString(Math.abs(chatId * 31 + world.botId())));
        query.put("data", callbackData);
        long pressed = message.get("message_id").longValue();
        TranscriptEntry step = transcript.add(TranscriptEntry.From.USER, "callback_query", chatId, pressed,
                callbackData, List.of(), query.toString());
        long updateId = queue.add("callback_query", query);
        return UserAction.written(transcript, step, updateId, "callback_query", queryId);
    }

    @Override
    public UserAction stopGeneration(long userId, String firstName, long chatId) {
        world.meetUser(userId, firstName);
        ObjectNode chat = chat(chatId);
        ObjectNode draft = world.draft(chatId).filter(d -> d.path("can_stop").asBoolean())
                .orElseThrow(() -> new IllegalArgumentException("The bot streams no draft with a stop button in chat "
                        + chatId + " (sendMessageDraft with can_stop)"));
        if (!draft.path("keep_on_stop").asBoolean()) {
            world.endDraft(chatId);
        }
        ObjectNode stopped = FakeJson.MAPPER.createObjectNode();
        stopped.set("chat", chat);
        if (draft.has("message_thread_id")) {
            stopped.put("message_thread_id", draft.get("message_thread_id").asLong());
        }
        stopped.put("draft_id", draft.get("draft_id").asLong());
        TranscriptEntry step = transcript.add(TranscriptEntry.From.USER, "stopped_message_generation", chatId, 0, "",
                List.of(), stopped.toString());
        long updateId = queue.add("stopped_message_generation", stopped);
        return UserAction.written(transcript, step, updateId, "stopped_message_generation", null);
    }

    @Override
    public UserAction inlineQuery(long userId, String firstName, String query) {
        ObjectNode user = world.meetUser(userId, firstName);
        String queryId = world.openQuery(0);
        ObjectNode inline = FakeJson.MAPPER.createObjectNode();
        inline.put("id", queryId);
        inline.set("from", user);
        inline.put("query", query);
        inline.put("offset", "");
        InlineMode.in(world, transcript, queue).asked(queryId, user, query);
        TranscriptEntry step = transcript.add(TranscriptEntry.From.USER, "inline_query", 0, 0, query, List.of(),
                inline.toString());
        long updateId = queue.add("inline_query", inline);
        return UserAction.written(transcript, step, updateId, "inline_query", queryId);
    }

    private ObjectNode chat(long chatId) {
        if (!world.knowsChat(chatId)) {
            throw new IllegalArgumentException("The fake knows no chat " + chatId
                    + (chatId < 0 ? ": declare the group first with group(" + chatId + ", title)" : ""));
        }
        return world.chat(Long.toString(chatId));
    }

    // ---------------------------------------------------------------------- inline mode, polls, Stars payments

    @Override
    public UserAction chooseInlineResult(long userId, String firstName, String queryId, String resultId) {
        return InlineMode.in(world, transcript, queue).choose(world.meetUser(userId, firstName), queryId, resultId);
    }

    @Override
    public UserAction answerPoll(long userId, String firstName, long chatId, long messageId, List<Integer> optionIds) {
        ObjectNode user = world.meetUser(userId, firstName);
        chat(chatId);
        return Polls.in(world, transcript, queue).answer(user, chatId, messageId, optionIds);
    }

    @Override
    public UserAction payInvoice(long userId, String firstName, long chatId, long messageId, String invoiceLink) {
        ObjectNode user = world.meetUser(userId, firstName);
        if (invoiceLink == null) {
            chat(chatId);
        }
        return StarPayments.in(world, transcript, queue).pay(user, chatId, messageId, invoiceLink);
    }

    // ---------------------------------------------------- chat members, business connections, forum topics

    @Override
    public void setMemberStatus(long userId, String firstName, long chatId, String status) {
        if (userId != world.botId()) {
            world.meetUser(userId, firstName);
        }
        world.members().setStatus(chatId, userId, status);
    }

    @Override
    public UserAction joinGroup(long userId, String firstName, long chatId) {
        ObjectNode user = world.meetUser(userId, firstName);
        ObjectNode chat = chat(chatId);
        ObjectNode[] change = world.members().join(chatId, userId);
        ObjectNode message = FakeJson.MAPPER.createObjectNode();
        message.set("from", user);
        message.set("chat", chat);
        message.put("date", BotMethods.now());
        message.putArray("new_chat_members").add(user);
        return queue.together(() -> {
            ObjectNode stored = world.addMessage(message);
            long messageId = stored.get("message_id").longValue();
            TranscriptEntry step = transcript.add(TranscriptEntry.From.USER, "new_chat_members", chatId, messageId,
                    user.get("first_name").asText(), List.of(), stored.toString());
            long updateId = queue.add("message", stored);
            memberUpdate("chat_member", user, chat, change);
            return UserAction.written(transcript, step, updateId, "message", null);
        });
    }

    @Override
    public UserAction requestToJoin(long userId, String firstName, long chatId) {
        ObjectNode user = world.meetUser(userId, firstName);
        ObjectNode chat = chat(chatId);
        world.members().requestToJoin(chatId, userId);
        ObjectNode request = FakeJson.MAPPER.createObjectNode();
        request.set("chat", chat);
        request.set("from", user);
        request.put("user_chat_id", userId);
        request.put("date", BotMethods.now());
        TranscriptEntry step = transcript.add(TranscriptEntry.From.USER, "chat_join_request", chatId, 0,
                user.get("first_name").asText(), List.of(), request.toString());
        long updateId = queue.add("chat_join_request", request);
        return UserAction.written(transcript, step, updateId, "chat_join_request", null);
    }

    @Override
    public UserAction promoteBot(long userId, String firstName, long chatId) {
        ObjectNode user = world.meetUser(userId, firstName);
        ObjectNode chat = chat(chatId);
        if (!world.members().hasOwner(chatId)) {
            world.members().setStatus(chatId, userId, "creator");
        }
        ObjectNode[] change = world.members().setStatus(chatId, world.botId(), "administrator");
        return memberUpdate("my_chat_member", user, chat, change);
    }

    @Override
    public UserAction setBotBlocked(long userId, String firstName, boolean blocked) {
        ObjectNode user = world.meetUser(userId, firstName);
        ObjectNode chat = chat(userId);
        if (!world.setBlockedBy(userId, blocked)) {
            throw new IllegalArgumentException("User " + userId + (blocked ? " has blocked the bot already"
                    : " has not blocked the bot"));
        }
        ObjectNode member = FakeJson.MAPPER.createObjectNode();
        member.set("user", world.bot());
        member.put("status", "member");
        ObjectNode kicked = member.deepCopy();
        kicked.put("status", "kicked");
        kicked.put("until_date", 0);
        return memberUpdate("my_chat_member", user, chat, blocked ? new ObjectNode[] { member, kicked }
                : new ObjectNode[] { kicked, member });
    }

    /** A {@code chat_member} or {@code my_chat_member} update: who changed whose status, from what to what. */
    private UserAction memberUpdate(String kind, ObjectNode by, ObjectNode chat, ObjectNode[] change) {
        ObjectNode updated = FakeJson.MAPPER.createObjectNode();
        updated.set("chat", chat);
        updated.set("from", by);
        updated.put("date", BotMethods.now());
        updated.set("old_chat_member", change[0]);
        updated.set("new_chat_member", change[1]);
        long chatId = chat.get("id").longValue();
        TranscriptEntry step = transcript.add(TranscriptEntry.From.USER, kind, chatId, 0,
                change[1].path("status").asText(), List.of(), updated.toString());
        long updateId = queue.add(kind, updated);
        return UserAction.written(transcript, step, updateId, kind, null);
    }

    @Override
    public void turnTopicsOn(long userId, String firstName, long chatId) {
        world.meetUser(userId, firstName);
        world.turnTopicsOn(chatId);
    }

    @Override
    public UserAction sendInTopic(long userId, String firstName, long chatId, long threadId, String text) {
        ObjectNode user = world.meetUser(userId, firstName);
        ObjectNode chat = chat(chatId);
        if (!chat.path("is_forum").asBoolean()) {
            throw new IllegalArgumentException("Chat " + chatId + " has no topics (turnsTopicsOn first)");
        }
        world.topics().requireOpen(chatId, threadId);
        return sendText(user, chat, text, message -> {
            message.put("message_thread_id", threadId);
            message.put("is_topic_message", true);
        });
    }

    @Override
    public UserAction connectBusiness(long userId, String firstName, boolean canReply, boolean enabled) {
        ObjectNode owner = world.meetUser(userId, firstName);
        ObjectNode connection = world.business().connect(owner, canReply, enabled);
        TranscriptEntry step = transcript.add(TranscriptEntry.From.USER, "business_connection", userId, 0,
                connection.get("id").asText(), List.of(), connection.toString());
        long updateId = queue.add("business_connection", connection);
        return UserAction.written(transcript, step, updateId, "business_connection", null);
    }

    @Override
    public UserAction writeToBusiness(long userId, String firstName, long ownerId, String text) {
        ObjectNode customer = world.meetUser(userId, firstName);
        ObjectNode connection = world.business().customerWrites(ownerId, userId);
        ObjectNode message = FakeJson.MAPPER.createObjectNode();
        message.put("business_connection_id", connection.get("id").asText());
        message.set("from", customer);
        message.set("chat", chat(userId));
        message.put("date", BotMethods.now());
        message.put("text", text);
        return queueMessage("business_message", "business_message", world.addMessage(message), text);
    }

    /** Marks a leading {@code /command} as Telegram's apps do. */
    private static void commandEntity(ObjectNode message, String text) {
        if (text.startsWith("/") && text.length() > 1) {
            int end = 1;
            while (end < text.length() && !Character.isWhitespace(text.charAt(end))) {
                end++;
            }
            ObjectNode command = message.putArray("entities").addObject();
            command.put("offset", 0);
            command.put("length", end);
            command.put("type", "bot_command");
        }
    }

    @Override
    public UserAction sendReply(long userId, String firstName, long chatId, long replyToMessageId, String text) {
        ObjectNode user = world.meetUser(userId, firstName);
        ObjectNode chat = chat(chatId);
        ObjectNode original = world.message(chatId, replyToMessageId).orElseThrow(() -> new IllegalArgumentException(
                "Chat " + chatId + " has no message " + replyToMessageId + " to reply to"));
        original.remove("reply_to_message"); // Telegram nests one level only
        return sendText(user, chat, text, message -> message.set("reply_to_message", original));
    }
}
