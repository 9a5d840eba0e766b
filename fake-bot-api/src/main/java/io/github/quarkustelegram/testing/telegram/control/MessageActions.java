package io.github.quarkustelegram.testing.telegram.control;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;

import com.fasterxml.jackson.databind.node.ObjectNode;

import io.github.quarkustelegram.testing.internal.FakeJson;
import io.github.quarkustelegram.testing.telegram.actions.EditText;
import io.github.quarkustelegram.testing.telegram.actions.QueuedUpdate;
import io.github.quarkustelegram.testing.telegram.actions.SendAlbum;
import io.github.quarkustelegram.testing.telegram.actions.SendDocument;
import io.github.quarkustelegram.testing.telegram.actions.SendInTopic;
import io.github.quarkustelegram.testing.telegram.actions.SendPhoto;
import io.github.quarkustelegram.testing.telegram.actions.SendReply;
import io.github.quarkustelegram.testing.telegram.actions.SendText;
import io.github.quarkustelegram.testing.telegram.actions.WriteToBusiness;
import io.github.quarkustelegram.testing.telegram.world.FakeWorld;

/**
 * The messages users send: text (in a chat, a forum topic, as a reply, to a business account), photos, documents,
 * albums, and edits of their own texts. Each is stored in its chat, written to the transcript, then queued.
 */
final class MessageActions {

    private final ActionScene scene;
    private final FakeWorld world;

    MessageActions(ActionScene scene) {
        this.scene = scene;
        this.world = scene.world();
    }

    void register(LocalUserActions table) {
        table.on(SendText.class, a -> List.of(sendText(a)));
        table.on(SendReply.class, a -> List.of(sendReply(a)));
        table.on(SendInTopic.class, a -> List.of(sendInTopic(a)));
        table.on(WriteToBusiness.class, a -> List.of(writeToBusiness(a)));
        table.on(EditText.class, a -> List.of(editText(a)));
        table.on(SendPhoto.class, a -> List.of(photo(a.userId(), a.firstName(), a.chatId(), a.caption(), null)));
        table.on(SendDocument.class, a -> List.of(sendDocument(a)));
        table.on(SendAlbum.class, this::sendAlbum);
    }

    /** Album ids, unique in the JVM, as large as Telegram's. */
    private static final AtomicLong ALBUM_IDS = new AtomicLong(13_469_829_746_434_560L);

    private QueuedUpdate sendText(SendText a) {
        ObjectNode user = world.meetUser(a.userId(), a.firstName());
        ObjectNode chat = scene.chat(a.chatId());
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
        ObjectNode message = ActionScene.userMessage(user, chat);
        decorate.accept(message);
        message.put("text", text);
        ActionScene.commandEntity(message, text);
        return scene.queueMessage("message", "message", world.addMessage(message), text);
    }

    private QueuedUpdate sendReply(SendReply a) {
        long userId = a.userId();
        String firstName = a.firstName();
        long chatId = a.chatId();
        long replyToMessageId = a.replyToMessageId();
        String text = a.text();
        ObjectNode user = world.meetUser(userId, firstName);
        ObjectNode chat = scene.chat(chatId);
        ObjectNode original = world.message(chatId, replyToMessageId).orElseThrow(() -> new IllegalArgumentException(
                "Chat " + chatId + " has no message " + replyToMessageId + " to reply to"));
        original.remove("reply_to_message"); // Telegram nests one level only
        return sendText(user, chat, text, message -> message.set("reply_to_message", original));
    }

    private QueuedUpdate sendInTopic(SendInTopic a) {
        long userId = a.userId();
        String firstName = a.firstName();
        long chatId = a.chatId();
        long threadId = a.messageThreadId();
        String text = a.text();
        ObjectNode user = world.meetUser(userId, firstName);
        ObjectNode chat = scene.chat(chatId);
        if (!chat.path("is_forum").asBoolean()) {
            throw new IllegalArgumentException("Chat " + chatId + " has no topics (turnsTopicsOn first)");
        }
        world.topics().requireOpen(chatId, threadId);
        return sendText(user, chat, text, message -> {
            message.put("message_thread_id", threadId);
            message.put("is_topic_message", true);
        });
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
        message.set("chat", scene.chat(userId));
        message.put("date", FakeWorld.now());
        message.put("text", text);
        return scene.queueMessage("business_message", "business_message", world.addMessage(message), text);
    }

    private QueuedUpdate editText(EditText a) {
        long userId = a.userId();
        String firstName = a.firstName();
        long chatId = a.chatId();
        long messageId = a.messageId();
        String newText = a.text();
        world.meetUser(userId, firstName);
        scene.chat(chatId);
        ObjectNode message = world.message(chatId, messageId).orElseThrow(() -> new IllegalArgumentException(
                "No message " + messageId + " in chat " + chatId));
        if (message.path("from").path("id").asLong() != userId || !message.has("text")) {
            throw new IllegalArgumentException("Message " + messageId + " in chat " + chatId + " is not a text "
                    + "message of user " + userId + ": only its author edits it");
        }
        message.put("text", newText);
        message.remove("entities");
        ActionScene.commandEntity(message, newText);
        message.put("edit_date", FakeWorld.now());
        world.replaceMessage(message);
        return scene.queueMessage("edited_message", "edited_message", message, newText);
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
        return scene.queue().together(() -> {
            List<QueuedUpdate> parts = new ArrayList<>(captions.size());
            for (String caption : captions) {
                parts.add(photo(userId, firstName, chatId, caption, mediaGroupId));
            }
            return parts;
        });
    }

    private QueuedUpdate photo(long userId, String firstName, long chatId, String caption, String mediaGroupId) {
        ObjectNode message = ActionScene.userMessage(world.meetUser(userId, firstName), scene.chat(chatId));
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
        return scene.queueMessage("message", "photo", stored, caption == null ? "" : caption);
    }

    private QueuedUpdate sendDocument(SendDocument a) {
        long userId = a.userId();
        String firstName = a.firstName();
        long chatId = a.chatId();
        String fileName = a.fileName();
        String mimeType = a.mimeType();
        byte[] content = a.content();
        String caption = a.caption();
        ObjectNode message = ActionScene.userMessage(world.meetUser(userId, firstName), scene.chat(chatId));
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
        return scene.queueMessage("message", "document", world.addMessage(message), caption == null ? "" : caption);
    }
}
