package io.github.quarkustelegram.testing.telegram.control;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;

import com.fasterxml.jackson.databind.node.ObjectNode;

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
        ObjectNode user = scene.user(a);
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
        ObjectNode user = scene.user(a);
        ObjectNode chat = scene.chat(a.chatId());
        ObjectNode original = world.message(a.chatId(), a.replyToMessageId()).orElseThrow(() -> new IllegalArgumentException(
                "Chat " + a.chatId() + " has no message " + a.replyToMessageId() + " to reply to"));
        original.remove("reply_to_message"); // Telegram nests one level only
        return sendText(user, chat, a.text(), message -> message.set("reply_to_message", original));
    }

    private QueuedUpdate sendInTopic(SendInTopic a) {
        ObjectNode user = scene.user(a);
        ObjectNode chat = scene.chat(a.chatId());
        if (!chat.path("is_forum").asBoolean()) {
            throw new IllegalArgumentException("Chat " + a.chatId() + " has no topics (turnsTopicsOn first)");
        }
        world.topics().requireOpen(a.chatId(), a.messageThreadId());
        return sendText(user, chat, a.text(), message -> {
            message.put("message_thread_id", a.messageThreadId());
            message.put("is_topic_message", true);
        });
    }

    private QueuedUpdate writeToBusiness(WriteToBusiness a) {
        ObjectNode customer = scene.user(a);
        ObjectNode connection = world.business().customerWrites(a.ownerId(), a.userId());
        ObjectNode message = ActionScene.userMessage(customer, scene.chat(a.userId()));
        message.put("business_connection_id", connection.get("id").asText());
        message.put("text", a.text());
        return scene.queueMessage("business_message", "business_message", world.addMessage(message), a.text());
    }

    private QueuedUpdate editText(EditText a) {
        scene.user(a);
        scene.chat(a.chatId());
        ObjectNode message = world.message(a.chatId(), a.messageId()).orElseThrow(() -> new IllegalArgumentException(
                "No message " + a.messageId() + " in chat " + a.chatId()));
        if (message.path("from").path("id").asLong() != a.userId() || !message.has("text")) {
            throw new IllegalArgumentException("Message " + a.messageId() + " in chat " + a.chatId() + " is not a text "
                    + "message of user " + a.userId() + ": only its author edits it");
        }
        message.put("text", a.text());
        message.remove("entities");
        ActionScene.commandEntity(message, a.text());
        message.put("edit_date", FakeWorld.now());
        world.replaceMessage(message);
        return scene.queueMessage("edited_message", "edited_message", message, a.text());
    }

    private List<QueuedUpdate> sendAlbum(SendAlbum a) {
        if (a.captions().size() < 2 || a.captions().size() > 10) {
            throw new IllegalArgumentException("An album has 2 to 10 items, not " + a.captions().size());
        }
        String mediaGroupId = Long.toString(ALBUM_IDS.incrementAndGet());
        return scene.queue().together(() -> {
            List<QueuedUpdate> parts = new ArrayList<>(a.captions().size());
            for (String caption : a.captions()) {
                parts.add(photo(a.userId(), a.firstName(), a.chatId(), caption, mediaGroupId));
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
        ObjectNode message = ActionScene.userMessage(scene.user(a), scene.chat(a.chatId()));
        FakeWorld.StoredFile file = world.storeFile(a.fileName(), a.content());
        ObjectNode document = message.putObject("document");
        document.put("file_id", file.fileId());
        document.put("file_unique_id", file.fileUniqueId());
        document.put("file_name", a.fileName());
        if (a.mimeType() != null) {
            document.put("mime_type", a.mimeType());
        }
        document.put("file_size", a.content().length);
        if (a.caption() != null) {
            message.put("caption", a.caption());
        }
        return scene.queueMessage("message", "document", world.addMessage(message), a.caption() == null ? "" : a.caption());
    }
}
