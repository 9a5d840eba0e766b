package io.github.quarkustelegram.testing.telegram;

import java.time.Instant;
import java.util.List;
import java.util.Objects;

import com.fasterxml.jackson.databind.JsonNode;

import io.github.quarkustelegram.testing.internal.FakeJson;
import io.github.quarkustelegram.testing.telegram.markup.TextEntity;
import io.github.quarkustelegram.testing.telegram.world.Step;

/**
 * One step of a conversation with the bot in a {@link FakeTelegram}: something a user did (sent a message, pressed a
 * button, typed an inline query) or something the bot did through the Bot API (sent or edited a message, answered a
 * callback query, ...).
 *
 * @param sequence the step's place in the transcript, from 1, increasing
 * @param from who acted
 * @param kind for a user, the update kind ({@code message}, {@code callback_query}, {@code inline_query}, ...); for the
 *        bot, the Bot API method it called ({@code sendMessage}, {@code editMessageText}, ...)
 * @param chatId the chat it happened in; 0 when there is none (an inline query)
 * @param messageId the message sent, edited, deleted or whose button was pressed; 0 when there is none
 * @param text the message's text or caption, a button's callback data, an inline query, or the text of a callback
 *        answer; empty when there is none
 * @param buttons the texts of the inline keyboard's buttons of a message, row after row; empty when there is none
 * @param json the Bot API object behind the step as JSON text: the user's message, callback query or inline query,
 *        the bot's resulting message, or the parameters of a call that returned no message
 * @param at when it happened, by the fake's wall clock: the user's action queued, the bot's call received; what
 *        checks of a pace (no more than one edit a second...) measure
 */
public record TranscriptEntry(long sequence, From from, String kind, long chatId, long messageId, String text,
        List<String> buttons, String json, Instant at) {

    /** Who acted. */
    public enum From {
        /** A user, through {@link FakeUser}. */
        USER,
        /** The bot, by a Bot API call. */
        BOT
    }

    public TranscriptEntry {
        // the rules of the fake's own steps: kind required, no null text or JSON, the buttons a copy
        Step step = new Step(sequence, Step.From.valueOf(Objects.requireNonNull(from, "from").name()), kind, chatId,
                messageId, text, buttons, json, at);
        text = step.text();
        buttons = step.buttons();
        json = step.json();
    }

    /** @return the entry of a step the fake keeps */
    static TranscriptEntry of(Step step) {
        return new TranscriptEntry(step.sequence(), From.valueOf(step.from().name()), step.kind(), step.chatId(),
                step.messageId(), step.text(), step.buttons(), step.json(), step.at());
    }

    /** The fake's own step, which knows what it is: the answers below are its. */
    private Step step() {
        return new Step(sequence, Step.From.valueOf(from.name()), kind, chatId, messageId, text, buttons, json, at);
    }

    /**
     * @return true for a message the bot sent or edited in a chat ({@code send*}, {@code edit*}, copy, forward),
     *         ephemeral ones included; not for a draft ({@code sendMessageDraft})
     */
    public boolean isBotMessage() {
        return step().isBotMessage();
    }

    /**
     * @return true for an ephemeral message the bot sent or edited (Bot API 10.3): in a group, seen by
     *         {@link #receiverUserId()} only; its {@code message_id} is 0, its {@code ephemeral_message_id} in the JSON
     */
    public boolean isEphemeral() {
        return step().isEphemeral();
    }

    /** @return the user an ephemeral message is for ({@code receiver_user}), 0 for any other step */
    public long receiverUserId() {
        return step().receiverUserId();
    }

    /**
     * @return the entities of the message's text, or else of its caption (what the user sees formatted: a parse mode
     *         already read), in text order; empty when there are none
     */
    public List<TextEntity> entities() {
        if (!json.contains("entities\"")) {
            return List.of();
        }
        JsonNode message = FakeJson.parse(json);
        return TextEntity.of(message.has("entities") ? message.get("entities") : message.path("caption_entities"));
    }

    @Override
    public String toString() {
        return step().toString();
    }
}
