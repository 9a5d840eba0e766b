package io.github.quarkustelegram.testing.telegram.world;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.BiConsumer;
import java.util.function.Function;

import com.fasterxml.jackson.databind.node.ObjectNode;

import io.github.quarkustelegram.testing.internal.FakeJson;
import io.github.quarkustelegram.testing.server.FakeReply;
import io.github.quarkustelegram.testing.telegram.api.BotApiError;
import io.github.quarkustelegram.testing.telegram.api.CallParams;

/**
 * Forum topics of supergroups whose topics are on ({@code is_forum}): {@code createForumTopic} posts the topic's
 * {@code forum_topic_created} service message, whose id is the topic's {@code message_thread_id}, as on Telegram;
 * {@code editForumTopic}, {@code closeForumTopic}, {@code reopenForumTopic} and {@code deleteForumTopic} need the bot
 * to be an administrator with {@code can_manage_topics}. A send with {@code message_thread_id} in a forum is checked
 * ("message thread not found", {@code TOPIC_CLOSED} unless the bot manages topics) and the message echoes the thread
 * with {@code is_topic_message}.
 *
 * <p>
 * State guarded by the {@link FakeWorld}'s monitor.
 */
public final class ForumTopics {

    /** The colours Telegram offers for a topic's icon, as RGB integers. */
    static final Set<Integer> ICON_COLORS = Set.of(0x6FB9F0, 0xFFD67E, 0xCB86DB, 0x8EEE98, 0xFF93B2, 0xFB6F5F);
    static final int MAX_NAME = 128;

    private final FakeWorld world;
    private final ChatMembers members;
    /** chat id -> thread id -> the ForumTopic, with {@code is_closed} kept beside its fields */
    private final Map<Long, Map<Long, ObjectNode>> topics = new HashMap<>();

    ForumTopics(FakeWorld world, ChatMembers members) {
        this.world = world;
        this.members = members;
    }

    public void register(Transcript transcript, BiConsumer<String, Function<CallParams, FakeReply>> add) {
        add.accept("createForumTopic", p -> {
            ObjectNode topic = create(p, transcript);
            return FakeReply.ok(topic);
        });
        add.accept("editForumTopic", p -> changed(transcript, "editForumTopic", p, this::edit));
        add.accept("closeForumTopic", p -> changed(transcript, "closeForumTopic", p, (t, q) -> open(t, false)));
        add.accept("reopenForumTopic", p -> changed(transcript, "reopenForumTopic", p, (t, q) -> open(t, true)));
        add.accept("deleteForumTopic", p -> changed(transcript, "deleteForumTopic", p, (t, q) -> {
            synchronized (world) {
                topics.get(t.get("chat_id").longValue()).remove(t.get("message_thread_id").longValue());
            }
        }));
    }

    private ObjectNode create(CallParams p, Transcript transcript) {
        synchronized (world) {
            ObjectNode chat = forum(p);
            long chatId = chat.get("id").longValue();
            requireRight(chatId);
            String name = name(p.text("name").orElse(""));
            int color = p.longValue("icon_color").map(Long::intValue).orElse(0x6FB9F0);
            if (!ICON_COLORS.contains(color)) {
                throw BotApiError.badRequest("TOPIC_ICON_COLOR_INVALID"); // not one of the six colours
            }
            ObjectNode created = FakeJson.MAPPER.createObjectNode();
            created.put("name", name);
            created.put("icon_color", color);
            p.text("icon_custom_emoji_id").ifPresent(id -> created.put("icon_custom_emoji_id", id));
            ObjectNode service = FakeJson.MAPPER.createObjectNode();
            service.set("from", world.bot());
            service.set("chat", chat);
            service.put("date", FakeWorld.now());
            service.put("is_topic_message", true);
            service.set("forum_topic_created", created);
            ObjectNode stored = world.addMessage(service);
            long threadId = stored.get("message_id").longValue();
            stored.put("message_thread_id", threadId);
            world.replaceMessage(stored);
            ObjectNode topic = FakeJson.MAPPER.createObjectNode();
            topic.put("message_thread_id", threadId);
            topic.setAll(created);
            topics.computeIfAbsent(chatId, id -> new HashMap<>()).put(threadId, withState(topic, chatId));
            transcript.add(Step.From.BOT, "createForumTopic", chatId, threadId, name, List.of(),
                    stored.toString());
            return topic;
        }
    }

    private void edit(ObjectNode topic, CallParams p) {
        Optional<String> name = p.text("name").map(ForumTopics::name);
        Optional<String> emoji = p.text("icon_custom_emoji_id");
        ObjectNode before = topic.deepCopy();
        name.ifPresent(n -> topic.put("name", n));
        emoji.ifPresent(e -> {
            if (e.isEmpty()) {
                topic.remove("icon_custom_emoji_id");
            } else {
                topic.put("icon_custom_emoji_id", e);
            }
        });
        if (before.equals(topic)) {
            throw BotApiError.badRequest("TOPIC_NOT_MODIFIED");
        }
    }

    private static void open(ObjectNode topic, boolean open) {
        if (topic.path("is_closed").asBoolean() != open) {
            throw BotApiError.badRequest("TOPIC_NOT_MODIFIED");
        }
        topic.put("is_closed", !open);
    }

    /** Finds the topic a call names, checks the bot's right, changes it, writes the call to the transcript. */
    private FakeReply changed(Transcript transcript, String method, CallParams p,
            BiConsumer<ObjectNode, CallParams> change) {
        synchronized (world) {
            ObjectNode chat = forum(p);
            long chatId = chat.get("id").longValue();
            long threadId = p.longValue("message_thread_id")
                    .orElseThrow(() -> BotApiError.badRequest("message thread not found"));
            ObjectNode topic = topics.getOrDefault(chatId, Map.of()).get(threadId);
            if (topic == null) {
                throw BotApiError.badRequest("TOPIC_ID_INVALID");
            }
            requireRight(chatId);
            change.accept(topic, p);
            ObjectNode params = FakeJson.MAPPER.createObjectNode();
            params.put("chat_id", chatId);
            params.put("message_thread_id", threadId);
            p.text("name").ifPresent(n -> params.put("name", n));
            transcript.add(Step.From.BOT, method, chatId, threadId, topic.path("name").asText(), List.of(),
                    params.toString());
            return FakeReply.okTrue();
        }
    }

    /**
     * A send with {@code message_thread_id}: in a forum, the topic must exist and be open (or the bot manage topics);
     * the message then echoes the thread.
     */
    public void checkSend(ObjectNode chat, CallParams p, ObjectNode message) {
        Optional<Long> threadId = p.longValue("message_thread_id").filter(id -> id != 0);
        if (threadId.isEmpty() || !chat.path("is_forum").asBoolean()) {
            return;
        }
        synchronized (world) {
            long chatId = chat.get("id").longValue();
            ObjectNode topic = topics.getOrDefault(chatId, Map.of()).get(threadId.get());
            if (topic == null) {
                throw BotApiError.badRequest("message thread not found");
            }
            if (topic.path("is_closed").asBoolean() && !members.botMay(chatId, "can_manage_topics")) {
                throw BotApiError.badRequest("TOPIC_CLOSED");
            }
            message.put("message_thread_id", threadId.get());
            message.put("is_topic_message", true);
        }
    }

    // -------------------------------------------------------------------------------------------- user actions

    /**
     * A user writes in a topic: the topic must exist and be open.
     *
     * @throws IllegalArgumentException otherwise
     */
    public void requireOpen(long chatId, long threadId) {
        synchronized (world) {
            ObjectNode topic = topics.getOrDefault(chatId, Map.of()).get(threadId);
            if (topic == null) {
                throw new IllegalArgumentException("Chat " + chatId + " has no forum topic " + threadId);
            }
            if (topic.path("is_closed").asBoolean()) {
                throw new IllegalArgumentException("The forum topic " + threadId + " of chat " + chatId + " is closed");
            }
        }
    }

    void clear() {
        synchronized (world) {
            topics.clear();
        }
    }

    // ------------------------------------------------------------------------------------------------ helpers

    private ObjectNode forum(CallParams p) {
        ObjectNode chat = world.chat(p.requiredText("chat_id", "chat_id is empty"));
        if (!chat.path("is_forum").asBoolean()) {
            throw BotApiError.badRequest("the chat is not a forum");
        }
        return chat;
    }

    private void requireRight(long chatId) {
        if (!members.botMay(chatId, "can_manage_topics")) {
            throw BotApiError.badRequest("not enough rights to manage topics");
        }
    }

    private static String name(String name) {
        if (name.isBlank()) {
            throw BotApiError.badRequest("TOPIC_TITLE_EMPTY");
        }
        if (name.length() > MAX_NAME) {
            throw BotApiError.badRequest("TOPIC_TITLE_TOO_LONG");
        }
        return name;
    }

    private static ObjectNode withState(ObjectNode topic, long chatId) {
        ObjectNode kept = topic.deepCopy();
        kept.put("chat_id", chatId);
        kept.put("is_closed", false);
        return kept;
    }
}
