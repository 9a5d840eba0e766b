package io.github.quarkustelegram.testing.telegram.control;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;
import java.util.function.Function;

import com.fasterxml.jackson.databind.node.ObjectNode;

import io.github.quarkustelegram.testing.internal.FakeJson;
import io.github.quarkustelegram.testing.telegram.actions.Action;
import io.github.quarkustelegram.testing.telegram.actions.AnswerPoll;
import io.github.quarkustelegram.testing.telegram.actions.AskInline;
import io.github.quarkustelegram.testing.telegram.actions.ChooseInlineResult;
import io.github.quarkustelegram.testing.telegram.actions.ConnectBusiness;
import io.github.quarkustelegram.testing.telegram.actions.EditText;
import io.github.quarkustelegram.testing.telegram.actions.JoinGroup;
import io.github.quarkustelegram.testing.telegram.actions.PayInvoice;
import io.github.quarkustelegram.testing.telegram.actions.PressButton;
import io.github.quarkustelegram.testing.telegram.actions.PressCallback;
import io.github.quarkustelegram.testing.telegram.actions.PressEphemeralButton;
import io.github.quarkustelegram.testing.telegram.actions.PromoteBot;
import io.github.quarkustelegram.testing.telegram.actions.QueuedUpdate;
import io.github.quarkustelegram.testing.telegram.actions.RequestToJoin;
import io.github.quarkustelegram.testing.telegram.actions.SendAlbum;
import io.github.quarkustelegram.testing.telegram.actions.SendDocument;
import io.github.quarkustelegram.testing.telegram.actions.SendInTopic;
import io.github.quarkustelegram.testing.telegram.actions.SendPhoto;
import io.github.quarkustelegram.testing.telegram.actions.SendReply;
import io.github.quarkustelegram.testing.telegram.actions.SendText;
import io.github.quarkustelegram.testing.telegram.actions.SetBotBlocked;
import io.github.quarkustelegram.testing.telegram.actions.SetLanguage;
import io.github.quarkustelegram.testing.telegram.actions.SetMemberStatus;
import io.github.quarkustelegram.testing.telegram.actions.StopGeneration;
import io.github.quarkustelegram.testing.telegram.actions.TurnTopicsOn;
import io.github.quarkustelegram.testing.telegram.actions.WriteToBusiness;
import io.github.quarkustelegram.testing.telegram.methods.InlineMode;
import io.github.quarkustelegram.testing.telegram.methods.Polls;
import io.github.quarkustelegram.testing.telegram.methods.StarPayments;
import io.github.quarkustelegram.testing.telegram.world.FakeWorld;
import io.github.quarkustelegram.testing.telegram.world.InlineKeyboard;
import io.github.quarkustelegram.testing.telegram.world.Step;
import io.github.quarkustelegram.testing.telegram.world.Transcript;
import io.github.quarkustelegram.testing.telegram.world.UpdateQueue;

/**
 * User actions carried out inside the fake: the update is made, written to the transcript, then queued. The table of
 * {@link #LocalUserActions its constructor} is the one place that knows how each {@link Action} is done; the control
 * API and {@code FakeTelegram} both come here.
 */
public final class LocalUserActions {

    /** Album ids, unique in the JVM, as large as Telegram's. */
    private static final AtomicLong ALBUM_IDS = new AtomicLong(13_469_829_746_434_560L);

    private final FakeWorld world;
    private final Transcript transcript;
    private final UpdateQueue queue;

    /** How each kind of action is done, by its record's class. */
    private final Map<Class<? extends Action>, Function<Action, List<QueuedUpdate>>> table = new HashMap<>();

    public LocalUserActions(FakeWorld world, Transcript transcript, UpdateQueue queue) {
        this.world = world;
        this.transcript = transcript;
        this.queue = queue;
        on(SetLanguage.class, a -> {
            world.meetUser(a.userId(), a.firstName());
            world.setLanguage(a.userId(), a.languageCode());
            return List.of();
        });
        on(SendText.class, a -> List.of(sendText(a)));
        on(PressButton.class, a -> List.of(pressButton(a)));
        on(PressCallback.class, a -> List.of(pressCallback(a)));
        on(PressEphemeralButton.class, a -> List.of(pressEphemeralButton(a)));
        on(AskInline.class, a -> List.of(inlineQuery(a)));
        on(SendPhoto.class, a -> List.of(photo(a.userId(), a.firstName(), a.chatId(), a.caption(), null)));
        on(SendDocument.class, a -> List.of(sendDocument(a)));
        on(SendAlbum.class, this::sendAlbum);
        on(StopGeneration.class, a -> List.of(stopGeneration(a)));
        on(ChooseInlineResult.class, a -> List.of(InlineMode.in(world, transcript, queue)
                .choose(world.meetUser(a.userId(), a.firstName()), a.queryId(), a.resultId())));
        on(AnswerPoll.class, a -> List.of(answerPoll(a)));
        on(PayInvoice.class, a -> List.of(payInvoice(a)));
        on(SetMemberStatus.class, a -> {
            setMemberStatus(a);
            return List.of();
        });
        on(JoinGroup.class, a -> List.of(joinGroup(a)));
        on(RequestToJoin.class, a -> List.of(requestToJoin(a)));
        on(EditText.class, a -> List.of(editText(a)));
        on(SetBotBlocked.class, a -> List.of(setBotBlocked(a)));
        on(PromoteBot.class, a -> List.of(promoteBot(a)));
        on(TurnTopicsOn.class, a -> {
            world.meetUser(a.userId(), a.firstName());
            world.turnTopicsOn(a.chatId());
            return List.of();
        });
        on(SendInTopic.class, a -> List.of(sendInTopic(a)));
        on(ConnectBusiness.class, a -> List.of(connectBusiness(a)));
        on(WriteToBusiness.class, a -> List.of(writeToBusiness(a)));
        on(SendReply.class, a -> List.of(sendReply(a)));
    }

    private <A extends Action> void on(Class<A> kind, Function<A, List<QueuedUpdate>> handler) {
        table.put(kind, action -> handler.apply(kind.cast(action)));
    }

    /**
     * Carries an action out.
     *
     * @return the updates it queued, in order: none for an action that only declares something
     * @throws IllegalArgumentException when the fake's state does not allow it (no such chat, button, message...)
     */
    public List<QueuedUpdate> perform(Action action) {
        return table.get(action.getClass()).apply(action);
    }

    /** @return the kinds of action this table knows: every record {@link Action} permits, as a test checks */
    public Set<Class<? extends Action>> known() {
        return Set.copyOf(table.keySet());
    }

    private QueuedUpdate sendText(SendText a) {
        ObjectNode user = world.meetUser(a.userId(), a.firstName());
        ObjectNode chat = chat(a.chatId());
        world.members().requireMaySend(a.chatId(), a.userId());
        return sendText(user, chat, a.text(), message -> {
        });
    }

    /**
     * A user's text message: stored, written to the transcript, queued as an update.
     *
     * @param decorate adds what this kind of message carries (a topic, the message replied to)
     */
    private QueuedUpdate sendText(ObjectNode user, ObjectNode chat, String text, Consumer<ObjectNode> decorate) {
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
        message.put("date", FakeWorld.now());
        return message;
    }

    /**
     * A user's message, stored: written to the transcript, then queued as an update.
     *
     * @param updateKind {@code message} or {@code edited_message}
     * @param transcriptKind what the transcript calls it ({@code message}, {@code photo}, ...)
     * @param text its text or caption, for the transcript
     */
    private QueuedUpdate queueMessage(String updateKind, String transcriptKind, ObjectNode stored, String text) {
        long chatId = stored.get("chat").get("id").longValue();
        long messageId = stored.get("message_id").longValue();
        // the transcript before the queue: the bot's answer can only come after, and is written after
        Step step = transcript.add(Step.From.USER, transcriptKind, chatId, messageId, text,
                List.of(), stored.toString());
        long updateId = queue.add(updateKind, stored);
        return step.queued(updateId, updateKind, null);
    }

    private QueuedUpdate editText(EditText a) {
        long userId = a.userId();
        String firstName = a.firstName();
        long chatId = a.chatId();
        long messageId = a.messageId();
        String newText = a.text();
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
        message.put("edit_date", FakeWorld.now());
        world.replaceMessage(message);
        return queueMessage("edited_message", "edited_message", message, newText);
    }

    private List<QueuedUpdate> sendAlbum(SendAlbum a) {
        long userId = a.userId();
        String firstName = a.firstName();
        long chatId = a.chatId();
        List<String> captions = a.captions();
        if (captions.size() < 2 || captions.size() > 10) {
            throw new IllegalArgumentException("An album has 2 to 10 items, not " + captions.size());
        }
        String mediaGroupId = Long.toString(ALBUM_IDS.incrementAndGet());
        return queue.together(() -> {
            List<QueuedUpdate> parts = new ArrayList<>(captions.size());
            for (String caption : captions) {
                parts.add(photo(userId, firstName, chatId, caption, mediaGroupId));
            }
            return parts;
        });
    }

    private QueuedUpdate photo(long userId, String firstName, long chatId, String caption, String mediaGroupId) {
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

    private QueuedUpdate sendDocument(SendDocument a) {
        long userId = a.userId();
        String firstName = a.firstName();
        long chatId = a.chatId();
        String fileName = a.fileName();
        String mimeType = a.mimeType();
        byte[] content = a.content();
        String caption = a.caption();
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

    private QueuedUpdate pressButton(PressButton a) {
        long chatId = a.chatId();
        String buttonText = a.buttonText();
        ObjectNode user = world.meetUser(a.userId(), a.firstName());
        chat(chatId);
        ObjectNode message = world.lastBotMessageWithButton(chatId, buttonText)
                .or(() -> world.lastEphemeralWithButton(chatId, a.userId(), buttonText))
                .orElseThrow(() -> new IllegalArgumentException("No message of the bot in chat " + chatId
                        + " has a callback button \"" + buttonText + "\"" + (world.lastBotMessageWithDisabledButton(
                                chatId, buttonText) ? ": the button is disabled, pressing it does nothing" : "")));
        return callbackQuery(user, chatId, message, InlineKeyboard.callbackData(message, buttonText).orElseThrow());
    }

    private QueuedUpdate pressCallback(PressCallback a) {
        long chatId = a.chatId();
        long messageId = a.messageId();
        ObjectNode user = world.meetUser(a.userId(), a.firstName());
        chat(chatId);
        ObjectNode message = world.message(chatId, messageId).orElseThrow(() -> new IllegalArgumentException(
                "Chat " + chatId + " has no message " + messageId));
        if (!InlineKeyboard.hasCallbackData(message, a.data())) {
            throw new IllegalArgumentException("Message " + messageId + " of chat " + chatId
                    + " has no callback button with data \"" + a.data() + "\"; its buttons: "
                    + InlineKeyboard.buttonTexts(message));
        }
        return callbackQuery(user, chatId, message, a.data());
    }

    private QueuedUpdate pressEphemeralButton(PressEphemeralButton a) {
        long userId = a.userId();
        String firstName = a.firstName();
        long chatId = a.chatId();
        long ephemeralMessageId = a.ephemeralMessageId();
        String data = a.data();
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
    private QueuedUpdate callbackQuery(ObjectNode user, long chatId, ObjectNode message, String callbackData) {
        String queryId = world.openQuery(chatId);
        world.callbackQueryMade(queryId, user.get("id").longValue(), chatId);
        ObjectNode query = FakeJson.MAPPER.createObjectNode();
        query.put("id", queryId);
        query.set("from", user);
        query.set("message", message);
        query.put("chat_instance", Long.toString(Math.abs(chatId * 31 + world.botId())));
        query.put("data", callbackData);
        long pressed = message.get("message_id").longValue();
        Step step = transcript.add(Step.From.USER, "callback_query", chatId, pressed,
                callbackData, List.of(), query.toString());
        long updateId = queue.add("callback_query", query);
        return step.queued(updateId, "callback_query", queryId);
    }

    private QueuedUpdate stopGeneration(StopGeneration a) {
        long userId = a.userId();
        String firstName = a.firstName();
        long chatId = a.chatId();
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
        Step step = transcript.add(Step.From.USER, "stopped_message_generation", chatId, 0, "",
                List.of(), stopped.toString());
        long updateId = queue.add("stopped_message_generation", stopped);
        return step.queued(updateId, "stopped_message_generation", null);
    }

    private QueuedUpdate inlineQuery(AskInline a) {
        long userId = a.userId();
        String firstName = a.firstName();
        String query = a.query() == null ? "" : a.query();
        ObjectNode user = world.meetUser(userId, firstName);
        String queryId = world.openQuery(0);
        ObjectNode inline = FakeJson.MAPPER.createObjectNode();
        inline.put("id", queryId);
        inline.set("from", user);
        inline.put("query", query);
        inline.put("offset", "");
        InlineMode.in(world, transcript, queue).asked(queryId, user, query);
        Step step = transcript.add(Step.From.USER, "inline_query", 0, 0, query, List.of(),
                inline.toString());
        long updateId = queue.add("inline_query", inline);
        return step.queued(updateId, "inline_query", queryId);
    }

    private ObjectNode chat(long chatId) {
        if (!world.knowsChat(chatId)) {
            throw new IllegalArgumentException("The fake knows no chat " + chatId
                    + (chatId < 0 ? ": declare the group first with group(" + chatId + ", title)" : ""));
        }
        return world.chat(Long.toString(chatId));
    }

    // ---------------------------------------------------------------------- inline mode, polls, Stars payments

    private QueuedUpdate answerPoll(AnswerPoll a) {
        long userId = a.userId();
        String firstName = a.firstName();
        long chatId = a.chatId();
        long messageId = a.messageId();
        List<Integer> optionIds = a.optionIds();
        ObjectNode user = world.meetUser(userId, firstName);
        chat(chatId);
        return Polls.in(world, transcript, queue).answer(user, chatId, messageId, optionIds);
    }

    private QueuedUpdate payInvoice(PayInvoice a) {
        long userId = a.userId();
        String firstName = a.firstName();
        long chatId = a.chatId();
        long messageId = a.messageId();
        String invoiceLink = a.invoiceLink();
        ObjectNode user = world.meetUser(userId, firstName);
        if (invoiceLink == null) {
            chat(chatId);
        }
        return StarPayments.in(world, transcript, queue).pay(user, chatId, messageId, invoiceLink);
    }

    // ---------------------------------------------------- chat members, business connections, forum topics

    private void setMemberStatus(SetMemberStatus a) {
        long userId = a.userId();
        String firstName = a.firstName();
        long chatId = a.chatId();
        String status = a.status();
        if (userId != world.botId()) {
            world.meetUser(userId, firstName);
        }
        world.members().setStatus(chatId, userId, status);
    }

    private QueuedUpdate joinGroup(JoinGroup a) {
        long userId = a.userId();
        String firstName = a.firstName();
        long chatId = a.chatId();
        ObjectNode user = world.meetUser(userId, firstName);
        ObjectNode chat = chat(chatId);
        ObjectNode[] change = world.members().join(chatId, userId);
        ObjectNode message = FakeJson.MAPPER.createObjectNode();
        message.set("from", user);
        message.set("chat", chat);
        message.put("date", FakeWorld.now());
        message.putArray("new_chat_members").add(user);
        return queue.together(() -> {
            ObjectNode stored = world.addMessage(message);
            long messageId = stored.get("message_id").longValue();
            Step step = transcript.add(Step.From.USER, "new_chat_members", chatId, messageId,
                    user.get("first_name").asText(), List.of(), stored.toString());
            long updateId = queue.add("message", stored);
            memberUpdate("chat_member", user, chat, change);
            return step.queued(updateId, "message", null);
        });
    }

    private QueuedUpdate requestToJoin(RequestToJoin a) {
        long userId = a.userId();
        String firstName = a.firstName();
        long chatId = a.chatId();
        ObjectNode user = world.meetUser(userId, firstName);
        ObjectNode chat = chat(chatId);
        world.members().requestToJoin(chatId, userId);
        ObjectNode request = FakeJson.MAPPER.createObjectNode();
        request.set("chat", chat);
        request.set("from", user);
        request.put("user_chat_id", userId);
        request.put("date", FakeWorld.now());
        Step step = transcript.add(Step.From.USER, "chat_join_request", chatId, 0,
                user.get("first_name").asText(), List.of(), request.toString());
        long updateId = queue.add("chat_join_request", request);
        return step.queued(updateId, "chat_join_request", null);
    }

    private QueuedUpdate promoteBot(PromoteBot a) {
        long userId = a.userId();
        String firstName = a.firstName();
        long chatId = a.chatId();
        ObjectNode user = world.meetUser(userId, firstName);
        ObjectNode chat = chat(chatId);
        if (!world.members().hasOwner(chatId)) {
            world.members().setStatus(chatId, userId, "creator");
        }
        ObjectNode[] change = world.members().setStatus(chatId, world.botId(), "administrator");
        return memberUpdate("my_chat_member", user, chat, change);
    }

    private QueuedUpdate setBotBlocked(SetBotBlocked a) {
        long userId = a.userId();
        String firstName = a.firstName();
        boolean blocked = a.blocked();
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
    private QueuedUpdate memberUpdate(String kind, ObjectNode by, ObjectNode chat, ObjectNode[] change) {
        ObjectNode updated = FakeJson.MAPPER.createObjectNode();
        updated.set("chat", chat);
        updated.set("from", by);
        updated.put("date", FakeWorld.now());
        updated.set("old_chat_member", change[0]);
        updated.set("new_chat_member", change[1]);
        long chatId = chat.get("id").longValue();
        Step step = transcript.add(Step.From.USER, kind, chatId, 0,
                change[1].path("status").asText(), List.of(), updated.toString());
        long updateId = queue.add(kind, updated);
        return step.queued(updateId, kind, null);
    }

    private QueuedUpdate sendInTopic(SendInTopic a) {
        long userId = a.userId();
        String firstName = a.firstName();
        long chatId = a.chatId();
        long threadId = a.messageThreadId();
        String text = a.text();
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

    private QueuedUpdate connectBusiness(ConnectBusiness a) {
        long userId = a.userId();
        String firstName = a.firstName();
        boolean canReply = a.canReply();
        boolean enabled = a.enabled();
        ObjectNode owner = world.meetUser(userId, firstName);
        ObjectNode connection = world.business().connect(owner, canReply, enabled);
        Step step = transcript.add(Step.From.USER, "business_connection", userId, 0,
                connection.get("id").asText(), List.of(), connection.toString());
        long updateId = queue.add("business_connection", connection);
        return step.queued(updateId, "business_connection", null);
    }

    private QueuedUpdate writeToBusiness(WriteToBusiness a) {
        long userId = a.userId();
        String firstName = a.firstName();
        long ownerId = a.ownerId();
        String text = a.text();
        ObjectNode customer = world.meetUser(userId, firstName);
        ObjectNode connection = world.business().customerWrites(ownerId, userId);
        ObjectNode message = FakeJson.MAPPER.createObjectNode();
        message.put("business_connection_id", connection.get("id").asText());
        message.set("from", customer);
        message.set("chat", chat(userId));
        message.put("date", FakeWorld.now());
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

    private QueuedUpdate sendReply(SendReply a) {
        long userId = a.userId();
        String firstName = a.firstName();
        long chatId = a.chatId();
        long replyToMessageId = a.replyToMessageId();
        String text = a.text();
        ObjectNode user = world.meetUser(userId, firstName);
        ObjectNode chat = chat(chatId);
        ObjectNode original = world.message(chatId, replyToMessageId).orElseThrow(() -> new IllegalArgumentException(
                "Chat " + chatId + " has no message " + replyToMessageId + " to reply to"));
        original.remove("reply_to_message"); // Telegram nests one level only
        return sendText(user, chat, text, message -> message.set("reply_to_message", original));
    }
}
