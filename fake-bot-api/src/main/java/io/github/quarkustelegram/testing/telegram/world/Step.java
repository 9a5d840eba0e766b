package io.github.quarkustelegram.testing.telegram.world;

import java.time.Instant;
import java.util.List;
import java.util.Objects;

import io.github.quarkustelegram.testing.internal.FakeJson;
import io.github.quarkustelegram.testing.telegram.actions.QueuedUpdate;

/**
 * One step of the conversation as the fake keeps it: what a user did, or a Bot API call of the bot. The fake's engine
 * reads and writes these; tests see each as the public {@code TranscriptEntry} made from it, which asks it what it is.
 *
 * @param sequence the step's place in the transcript, from 1, increasing
 * @param from who acted
 * @param kind for a user, the update kind; for the bot, the Bot API method it called
 * @param chatId the chat it happened in; 0 when there is none
 * @param messageId the message sent, edited, deleted or whose button was pressed; 0 when there is none
 * @param text what the user or the bot wrote, "" when nothing
 * @param buttons the texts of the inline keyboard's buttons, row by row
 * @param json the update (user) or the message or result (bot), as JSON
 * @param at when it happened: the user's action queued, the bot's call received (the wall clock)
 */
public record Step(long sequence, From from, String kind, long chatId, long messageId, String text,
        List<String> buttons, String json, Instant at) {

    /** Who acted. */
    public enum From {
        /** A user. */
        USER,
        /** The bot, by a Bot API call. */
        BOT
    }

    public Step {
        Objects.requireNonNull(from, "from");
        Objects.requireNonNull(kind, "kind");
        text = text == null ? "" : text;
        buttons = List.copyOf(buttons);
        json = json == null ? "{}" : json;
        Objects.requireNonNull(at, "at");
    }

    /** @return true for a message the bot sent or edited in a chat, ephemeral ones included; not for a draft */
    public boolean isBotMessage() {
        return from == From.BOT && (messageId != 0 || isEphemeral()) && chatId != 0
                && (kind.startsWith("send") || kind.startsWith("edit") || kind.startsWith("copy")
                        || kind.startsWith("forward"));
    }

    /** @return true for an ephemeral message the bot sent or edited: in a group, seen by its receiver only */
    public boolean isEphemeral() {
        return from == From.BOT && receiverUserId() != 0;
    }

    /** @return the user an ephemeral message is for ({@code receiver_user}), 0 for any other step */
    public long receiverUserId() {
        if (!json.contains("\"receiver_user\"")) {
            return 0;
        }
        return FakeJson.parse(json).path("receiver_user").path("id").asLong();
    }

    /**
     * @param updateId the update a user's action queued, having written this step
     * @param updateKind the update's kind
     * @param queryId the callback, inline or pre-checkout query's id, or null
     * @return what the action queued: the update, in this step's chat and message
     */
    public QueuedUpdate queued(long updateId, String updateKind, String queryId) {
        return new QueuedUpdate(updateId, updateKind, chatId, messageId, queryId, sequence);
    }

    @Override
    public String toString() {
        return "#" + sequence + " " + from + " " + kind + " chat " + chatId
                + (messageId != 0 ? " message " + messageId : "") + (text.isEmpty() ? "" : ": " + text)
                + (buttons.isEmpty() ? "" : " " + buttons);
    }
}
