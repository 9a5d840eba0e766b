package io.github.quarkustelegram.testing.telegram.control;

import java.util.List;

import com.fasterxml.jackson.databind.node.ObjectNode;

import io.github.quarkustelegram.testing.internal.FakeJson;
import io.github.quarkustelegram.testing.telegram.actions.Action;
import io.github.quarkustelegram.testing.telegram.actions.QueuedUpdate;
import io.github.quarkustelegram.testing.telegram.world.FakeWorld;
import io.github.quarkustelegram.testing.telegram.world.Step;
import io.github.quarkustelegram.testing.telegram.world.Transcript;
import io.github.quarkustelegram.testing.telegram.world.UpdateQueue;

/**
 * What every user action works on, the world, the transcript and the update queue, and the ways they share to write a
 * user's step and queue its update: the transcript first, so that the bot's answer can only come after it.
 */
final class ActionScene {

    private final FakeWorld world;
    private final Transcript transcript;
    private final UpdateQueue queue;

    ActionScene(FakeWorld world, Transcript transcript, UpdateQueue queue) {
        this.world = world;
        this.transcript = transcript;
        this.queue = queue;
    }

    FakeWorld world() {
        return world;
    }

    Transcript transcript() {
        return transcript;
    }

    UpdateQueue queue() {
        return queue;
    }

    /** @return the user who acts, as the fake knows them from now on */
    ObjectNode user(Action action) {
        return world.meetUser(action.userId(), action.firstName());
    }

    ObjectNode chat(long chatId) {
        if (!world.knowsChat(chatId)) {
            throw new IllegalArgumentException("The fake knows no chat " + chatId + world.upgradedTo(chatId)
                    .map(to -> ": it was upgraded to supergroup " + to)
                    .orElse(chatId < 0 ? ": declare the group first with group(" + chatId + ", title)" : ""));
        }
        return world.chat(Long.toString(chatId));
    }

    /** A message of the user's in the chat, sent now: its sender, chat and date. */
    static ObjectNode userMessage(ObjectNode user, ObjectNode chat) {
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
    QueuedUpdate queueMessage(String updateKind, String transcriptKind, ObjectNode stored, String text) {
        return write(updateKind, transcriptKind, stored.get("chat").get("id").longValue(),
                stored.get("message_id").longValue(), text, stored, null);
    }

    /**
     * A user's step, written to the transcript, then its update queued.
     *
     * @param kind the update's kind, and the step's
     * @param text what the step shows
     * @param payload the update's content
     * @param queryId the query the update asks the bot to answer, or null
     */
    QueuedUpdate queued(String kind, long chatId, long messageId, String text, ObjectNode payload, String queryId) {
        return write(kind, kind, chatId, messageId, text, payload, queryId);
    }

    private QueuedUpdate write(String updateKind, String transcriptKind, long chatId, long messageId, String text,
            ObjectNode payload, String queryId) {
        // the transcript before the queue: the bot's answer can only come after, and is written after
        Step step = transcript.add(Step.From.USER, transcriptKind, chatId, messageId, text, List.of(),
                payload.toString());
        long updateId = queue.add(updateKind, payload);
        return step.queued(updateId, updateKind, queryId);
    }

    /** Marks a leading {@code /command} as Telegram's apps do. */
    static void commandEntity(ObjectNode message, String text) {
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
}
