package io.github.quarkustelegram.testing.telegram.world;

import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import io.github.quarkustelegram.testing.internal.FakeJson;
import io.github.quarkustelegram.testing.telegram.api.BotApiError;

/**
 * What a {@code FakeTelegram} knows: the bot, the users and chats it has met (and the groups upgraded to supergroups,
 * whose old ids are refused), the messages of each chat (the last {@link #MESSAGES_PER_CHAT}) and its ephemeral
 * messages (Bot API 10.3: each seen by one user, numbered apart), the uploaded files, the open callback and inline
 * queries, and the draft the bot is streaming in each chat. Every method is synchronized: the fake is called from its
 * event loops, from tests and from the Dev UI at once.
 */
public final class FakeWorld {

    static final int MESSAGES_PER_CHAT = 1_000;
    static final int OPEN_QUERIES = 1_000;

    private final ObjectNode bot;
    private final Map<Long, ObjectNode> users = new HashMap<>();
    private final Map<Long, ObjectNode> chats = new HashMap<>();
    private final Map<Long, ChatMessages> messages = new HashMap<>();
    private final Map<String, StoredFile> files = new HashMap<>();
    private final Map<String, Long> openQueries = boundedMap(OPEN_QUERIES);
    /** Every callback query made, answered or not: query id -> {user id, chat id}, for ephemeral replies to it. */
    private final Map<String, long[]> callbackQueries = boundedMap(OPEN_QUERIES);
    private final Map<Long, ChatMessages> ephemeral = new HashMap<>();
    /** chat id -> the draft the bot is streaming there (sendMessageDraft), until a message or a stop ends it. */
    private final Map<Long, ObjectNode> drafts = new HashMap<>();
    private final Map<String, JsonNode> commands = new LinkedHashMap<>();
    /** The reply keyboard each chat's client shows: the latest the bot sent there, until one removes it. */
    private final Map<Long, JsonNode> replyKeyboards = new HashMap<>();
    /** The users who blocked the bot: its sends to their private chats fail with 403. */
    private final Set<Long> blockedBy = new HashSet<>();
    /**
     * The groups upgraded to supergroups: group id -> supergroup id. The group is no chat any more; a call naming it
     * fails with 400 and {@code migrate_to_chat_id}, as on Telegram.
     */
    private final Map<Long, Long> upgradedTo = new HashMap<>();
    private long nextQueryId = 4_000_000_000_000_001L;
    private long nextFileId = 1;
    private long nextId = 7_000_000_000_001L;
    private java.util.function.BiConsumer<String, byte[]> fileServer = (path, content) -> {
    };
    /** The areas kept in classes of their own (inline mode, polls, payments...): one each, made on first use. */
    private final Map<Class<?>, FakeArea> areas = new LinkedHashMap<>();

    /** A file uploaded to the fake, served by getFile and the file download path. */
    public record StoredFile(String fileId, String fileUniqueId, String filePath, byte[] content) {
    }

    private static final class ChatMessages {
        long lastId;
        final Map<Long, ObjectNode> byId = boundedMap(MESSAGES_PER_CHAT);
    }

    public FakeWorld(long botId, String botFirstName, String botUsername) {
        bot = FakeJson.MAPPER.createObjectNode();
        bot.put("id", botId);
        bot.put("is_bot", true);
        bot.put("first_name", botFirstName);
        bot.put("username", botUsername);
    }

    /** @return the bot as a User object (a copy) */
    public synchronized ObjectNode bot() {
        return bot.deepCopy();
    }

    public long botId() {
        return bot.get("id").longValue();
    }

    public synchronized String botUsername() {
        return bot.get("username").textValue();
    }

    /** Meets a user (and their private chat with the bot), or renames one already met. @return the User object */
    public synchronized ObjectNode meetUser(long userId, String firstName) {
        if (userId <= 0) {
            throw new IllegalArgumentException("A user id is positive, not " + userId);
        }
        ObjectNode user = users.computeIfAbsent(userId, id -> {
            ObjectNode u = FakeJson.MAPPER.createObjectNode();
            u.put("id", id);
            u.put("is_bot", false);
            u.put("first_name", "User " + id);
            u.put("language_code", "en");
            return u;
        });
        if (firstName != null && !firstName.isBlank()) {
            user.put("first_name", firstName);
        }
        ObjectNode chat = FakeJson.MAPPER.createObjectNode();
        chat.put("id", userId);
        chat.put("type", "private");
        chat.put("first_name", user.get("first_name").textValue());
        chats.put(userId, chat);
        return user.deepCopy();
    }

    /** Sets a user's {@code language_code}, null to remove it (the user is met first). */
    public synchronized void setLanguage(long userId, String languageCode) {
        ObjectNode user = users.get(userId);
        if (user == null) {
            throw new IllegalArgumentException("No user " + userId + " yet");
        }
        if (languageCode == null || languageCode.isBlank()) {
            user.remove("language_code");
        } else {
            user.put("language_code", languageCode);
        }
    }

    /** Declares a group the bot is a member of. @return the Chat object */
    public synchronized ObjectNode meetGroup(long chatId, String title) {
        if (chatId >= 0) {
            throw new IllegalArgumentException("A group's chat id is negative, not " + chatId);
        }
        ObjectNode chat = FakeJson.MAPPER.createObjectNode();
        chat.put("id", chatId);
        chat.put("type", chatId <= -1_000_000_000_000L ? "supergroup" : "group");
        chat.put("title", title);
        chats.put(chatId, chat);
        upgradedTo.remove(chatId); // declared anew: a group of its own again
        return chat.deepCopy();
    }

    /**
     * Upgrades a group to a supergroup, as Telegram does when a group grows or its owner changes its settings: the
     * supergroup has the group's title and members (the bot with its status), and the group is gone, a call naming it
     * answered 400 "group chat was upgraded to a supergroup chat" with {@code migrate_to_chat_id}.
     *
     * @param groupId a group the fake knows (not a supergroup)
     * @param supergroupId the new supergroup's id ({@code -100...}), a chat the fake does not know yet
     * @return {the group, the supergroup}, as Chat objects
     * @throws IllegalArgumentException when the group is none the fake knows, or the supergroup's id is taken or is not a
     *         supergroup's
     */
    public synchronized ObjectNode[] upgradeGroup(long groupId, long supergroupId) {
        ObjectNode group = chats.get(groupId);
        if (group == null || !group.path("type").asText().equals("group")) {
            throw new IllegalArgumentException("The fake knows no group " + groupId + " to upgrade"
                    + (upgradedTo.containsKey(groupId) ? ": it became supergroup " + upgradedTo.get(groupId) + " already"
                            : group == null ? ": declare it first with group(" + groupId + ", title)"
                                    : ": it is a " + group.path("type").asText()));
        }
        if (supergroupId > -1_000_000_000_000L) {
            throw new IllegalArgumentException("A supergroup's chat id is -100 followed by ten digits or more (e.g. "
                    + "-1001234567890), not " + supergroupId);
        }
        if (chats.containsKey(supergroupId)) {
            throw new IllegalArgumentException("Chat " + supergroupId + " exists already: a supergroup made by an "
                    + "upgrade is a new chat");
        }
        ObjectNode supergroup = FakeJson.MAPPER.createObjectNode();
        supergroup.put("id", supergroupId);
        supergroup.put("type", "supergroup");
        supergroup.set("title", group.get("title"));
        chats.remove(groupId);
        chats.put(supergroupId, supergroup);
        upgradedTo.put(groupId, supergroupId);
        members.move(groupId, supergroupId);
        return new ObjectNode[] { group.deepCopy(), supergroup.deepCopy() };
    }

    /** @return the supergroup a group was upgraded to, if it was */
    public synchronized Optional<Long> upgradedTo(long groupId) {
        return Optional.ofNullable(upgradedTo.get(groupId));
    }

    public synchronized Optional<ObjectNode> user(long userId) {
        return Optional.ofNullable(users.get(userId)).map(ObjectNode::deepCopy);
    }

    /**
     * @return the chat with this id, or with this {@code @username}; a 400 "chat not found" otherwise, or, for a group
     *         upgraded to a supergroup, Telegram's 400 naming the supergroup ({@code migrate_to_chat_id})
     */
    public synchronized ObjectNode chat(String chatIdOrUsername) {
        ObjectNode chat = null;
        if (chatIdOrUsername.startsWith("@")) {
            String username = chatIdOrUsername.substring(1);
            chat = chats.values().stream().filter(c -> c.has("username") && c.get("username").textValue()
                    .equalsIgnoreCase(username)).findFirst().orElse(null);
        } else {
            long chatId;
            try {
                chatId = Long.parseLong(chatIdOrUsername.trim());
            } catch (NumberFormatException e) {
                throw BotApiError.badRequest("chat not found");
            }
            chat = chats.get(chatId);
            if (chat == null && upgradedTo.containsKey(chatId)) {
                throw BotApiError.groupUpgraded(upgradedTo.get(chatId));
            }
        }
        if (chat == null) {
            throw BotApiError.badRequest("chat not found");
        }
        return chat.deepCopy();
    }

    public synchronized boolean knowsChat(long chatId) {
        return chats.containsKey(chatId);
    }

    /**
     * Stores a new message of a chat, giving it the chat's next {@code message_id}.
     *
     * @param message the message without {@code message_id}, with its {@code chat}
     * @return the message as stored (a copy)
     */
    public synchronized ObjectNode addMessage(ObjectNode message) {
        long chatId = message.get("chat").get("id").longValue();
        ChatMessages chat = messages.computeIfAbsent(chatId, id -> new ChatMessages());
        ObjectNode stored = FakeJson.MAPPER.createObjectNode();
        stored.put("message_id", ++chat.lastId);
        stored.setAll(message);
        chat.byId.put(chat.lastId, stored);
        return stored.deepCopy();
    }

    public synchronized Optional<ObjectNode> message(long chatId, long messageId) {
        ChatMessages chat = messages.get(chatId);
        return chat == null ? Optional.empty() : Optional.ofNullable(chat.byId.get(messageId)).map(ObjectNode::deepCopy);
    }

    /** Replaces a stored message (an edit). */
    public synchronized void replaceMessage(ObjectNode message) {
        ChatMessages chat = messages.get(message.get("chat").get("id").longValue());
        long id = message.get("message_id").longValue();
        if (chat != null && chat.byId.containsKey(id)) {
            chat.byId.put(id, message.deepCopy());
        }
    }

    public synchronized boolean deleteMessage(long chatId, long messageId) {
        ChatMessages chat = messages.get(chatId);
        return chat != null && chat.byId.remove(messageId) != null;
    }

    /**
     * Stores an ephemeral message of a chat: its {@code message_id} is 0, as on Telegram, and it gets the chat's next
     * {@code ephemeral_message_id}.
     *
     * @param message the message, with its {@code chat} and {@code receiver_user}
     * @return the message as stored (a copy)
     */
    public synchronized ObjectNode addEphemeral(ObjectNode message) {
        long chatId = message.get("chat").get("id").longValue();
        ChatMessages chat = ephemeral.computeIfAbsent(chatId, id -> new ChatMessages());
        ObjectNode stored = FakeJson.MAPPER.createObjectNode();
        stored.put("message_id", 0);
        stored.setAll(message);
        stored.put("ephemeral_message_id", ++chat.lastId);
        chat.byId.put(chat.lastId, stored);
        return stored.deepCopy();
    }

    /** @return the ephemeral message of the chat with this id that this user received */
    public synchronized Optional<ObjectNode> ephemeralMessage(long chatId, long receiverUserId, long ephemeralMessageId) {
        ChatMessages chat = ephemeral.get(chatId);
        return Optional.ofNullable(chat == null ? null : chat.byId.get(ephemeralMessageId))
                .filter(m -> m.path("receiver_user").path("id").asLong() == receiverUserId)
                .map(ObjectNode::deepCopy);
    }

    /** Replaces a stored ephemeral message (an edit). */
    public synchronized void replaceEphemeral(ObjectNode message) {
        ChatMessages chat = ephemeral.get(message.get("chat").get("id").longValue());
        long id = message.get("ephemeral_message_id").longValue();
        if (chat != null && chat.byId.containsKey(id)) {
            chat.byId.put(id, message.deepCopy());
        }
    }

    public synchronized boolean deleteEphemeral(long chatId, long receiverUserId, long ephemeralMessageId) {
        if (ephemeralMessage(chatId, receiverUserId, ephemeralMessageId).isEmpty()) {
            return false;
        }
        return ephemeral.get(chatId).byId.remove(ephemeralMessageId) != null;
    }

    /** @return the latest ephemeral message of the chat for this user whose inline keyboard has this callback button */
    public synchronized Optional<ObjectNode> lastEphemeralWithButton(long chatId, long receiverUserId, String buttonText) {
        ChatMessages chat = ephemeral.get(chatId);
        ObjectNode found = null;
        for (ObjectNode message : chat == null ? List.<ObjectNode> of() : chat.byId.values()) {
            if (message.path("receiver_user").path("id").asLong() == receiverUserId
                    && InlineKeyboard.callbackData(message, buttonText).isPresent()) {
                found = message;
            }
        }
        return Optional.ofNullable(found).map(ObjectNode::deepCopy);
    }

    /** Remembers a callback query a user made by pressing a button in a chat. */
    public synchronized void callbackQueryMade(String queryId, long userId, long chatId) {
        callbackQueries.put(queryId, new long[] { userId, chatId });
    }

    /** @return {user id, chat id} of a callback query the fake made, answered or not */
    public synchronized Optional<long[]> callbackQuery(String queryId) {
        return Optional.ofNullable(callbackQueries.get(queryId)).map(long[]::clone);
    }

    /** The bot streams a draft in a chat (sendMessageDraft): it replaces the chat's previous one. */
    public synchronized void draft(long chatId, ObjectNode draft) {
        drafts.put(chatId, draft.deepCopy());
    }

    /** @return the draft the bot is streaming in the chat */
    public synchronized Optional<ObjectNode> draft(long chatId) {
        return Optional.ofNullable(drafts.get(chatId)).map(ObjectNode::deepCopy);
    }

    /** The draft of the chat ends: the bot sent a message, or the user stopped it without keeping it. */
    public synchronized void endDraft(long chatId) {
        drafts.remove(chatId);
    }

    /** @return the latest message of the chat sent by the bot whose inline keyboard has a button with this text */
    public synchronized Optional<ObjectNode> lastBotMessageWithButton(long chatId, String buttonText) {
        ChatMessages chat = messages.get(chatId);
        if (chat == null) {
            return Optional.empty();
        }
        ObjectNode found = null;
        for (ObjectNode message : chat.byId.values()) {
            if (message.path("from").path("id").asLong() == botId()
                    && InlineKeyboard.callbackData(message, buttonText).isPresent()) {
                found = message;
            }
        }
        return Optional.ofNullable(found).map(ObjectNode::deepCopy);
    }

    /** @return whether a bot message of the chat has a disabled button with this text */
    public synchronized boolean lastBotMessageWithDisabledButton(long chatId, String buttonText) {
        ChatMessages chat = messages.get(chatId);
        return chat != null && chat.byId.values().stream().anyMatch(m -> InlineKeyboard.isDisabled(m, buttonText));
    }

    /** @return a new id for a poll or a media group */
    public synchronized String nextId() {
        return Long.toString(nextId++);
    }

    /** Opens a callback or inline query. @return its id */
    public synchronized String openQuery(long chatId) {
        String id = Long.toString(nextQueryId++);
        openQueries.put(id, chatId);
        return id;
    }

    /** Answers a query: once only. @return the chat it came from (0 for an inline query) */
    public synchronized long answerQuery(String queryId) {
        Long chatId = openQueries.remove(queryId);
        if (chatId == null) {
            throw BotApiError.badRequest("query is too old and response timeout expired or query ID is invalid");
        }
        return chatId;
    }

    /** @param fileServer serves each stored file for download, by its path */
    public synchronized void serveFilesWith(java.util.function.BiConsumer<String, byte[]> fileServer) {
        this.fileServer = fileServer;
    }

    public synchronized StoredFile storeFile(String filename, byte[] content) {
        long n = nextFileId++;
        String fileId = "FAKE-file-" + n;
        String path = "documents/file_" + n + (filename != null && filename.contains(".")
                ? filename.substring(filename.lastIndexOf('.'))
                : "");
        StoredFile file = new StoredFile(fileId, "FAKE-unique-" + n, path, content);
        files.put(fileId, file);
        fileServer.accept(path, content);
        return file;
    }

    public synchronized Optional<StoredFile> file(String fileId) {
        return Optional.ofNullable(files.get(fileId));
    }

    public synchronized void setCommands(String scopeKey, JsonNode list) {
        commands.put(scopeKey, list.deepCopy());
    }

    public synchronized Optional<JsonNode> commands(String scopeKey) {
        return Optional.ofNullable(commands.get(scopeKey)).map(JsonNode::deepCopy);
    }

    public synchronized void deleteCommands(String scopeKey) {
        commands.remove(scopeKey);
    }

    /**
     * @param type the area's class
     * @param create makes it, the first time
     * @return this fake's one instance of the area: bot methods and user actions share its state
     */
    public synchronized <T extends FakeArea> T area(Class<T> type, java.util.function.Supplier<T> create) {
        return type.cast(areas.computeIfAbsent(type, t -> create.get()));
    }

    /** Forgets users, chats, messages, files, queries and commands; keeps the bot. */
    public synchronized void clear() {
        areas.values().forEach(FakeArea::clear);
        users.clear();
        chats.clear();
        messages.clear();
        files.clear();
        openQueries.clear();
        callbackQueries.clear();
        ephemeral.clear();
        drafts.clear();
        commands.clear();
        replyKeyboards.clear();
        blockedBy.clear();
        upgradedTo.clear();
        members.clear();
        business.clear();
        topics.clear();
    }

    /** @return whether the user's blocking changed (false when it was so already) */
    public synchronized boolean setBlockedBy(long userId, boolean blocked) {
        return blocked ? blockedBy.add(userId) : blockedBy.remove(userId);
    }

    public synchronized boolean blockedBy(long userId) {
        return blockedBy.contains(userId);
    }

    /** The bot sent a message with a reply keyboard, or with {@code remove_keyboard}, to the chat. */
    public synchronized void showReplyKeyboard(long chatId, JsonNode markup) {
        if (markup.has("keyboard")) {
            replyKeyboards.put(chatId, markup.deepCopy());
        } else if (markup.path("remove_keyboard").asBoolean(false)) {
            replyKeyboards.remove(chatId);
        }
    }

    /** @return the reply keyboard the chat's client shows, if any */
    public synchronized Optional<JsonNode> replyKeyboard(long chatId) {
        return Optional.ofNullable(replyKeyboards.get(chatId)).map(JsonNode::deepCopy);
    }

    // ---------------------------------------------------- chat members, business connections, forum topics

    private final ChatMembers members = new ChatMembers(this);
    private final BusinessConnections business = new BusinessConnections(this);
    private final ForumTopics topics = new ForumTopics(this, members);

    public ChatMembers members() {
        return members;
    }

    public BusinessConnections business() {
        return business;
    }

    public ForumTopics topics() {
        return topics;
    }

    /** Turns a supergroup's topics on: {@code is_forum} in its Chat from now on. */
    public synchronized void turnTopicsOn(long chatId) {
        ObjectNode chat = chats.get(chatId);
        if (chat == null || !chat.path("type").asText().equals("supergroup")) {
            throw new IllegalArgumentException("Only a supergroup (a chat id of -100...) has topics; the fake knows no"
                    + " supergroup " + chatId);
        }
        chat.put("is_forum", true);
    }

    /** @return a map in insertion order that forgets its eldest entry beyond {@code max} (a fake remembers a bounded past) */
    public static <K, V> Map<K, V> boundedMap(int max) {
        return new LinkedHashMap<>() {
            @Override
            protected boolean removeEldestEntry(Map.Entry<K, V> eldest) {
                return size() > max;
            }
        };
    }

    /** @return the time now, as Telegram dates things: seconds since the epoch */
    public static long now() {
        return System.currentTimeMillis() / 1000;
    }
}
