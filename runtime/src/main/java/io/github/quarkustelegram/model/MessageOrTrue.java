package io.github.quarkustelegram.model;

import java.util.Objects;

import org.jspecify.annotations.Nullable;

import com.fasterxml.jackson.annotation.JsonValue;

/**
 * The result of the methods that return "the edited Message, or True" (editMessageText, editMessageCaption,
 * stopMessageLiveLocation, setGameScore, ...): a {@link Message} when the bot edited one of its own chat messages,
 * {@code true} when it edited an inline message (which the bot never sees).
 *
 * <pre>{@code
 * switch (result) {
 *     case MessageOrTrue.OfMessage(Message edited) -> log(edited.messageId());
 *     case MessageOrTrue.OfTrue done -> log("inline message edited");
 * }
 * }</pre>
 *
 * Decoded by {@code BotApiModule} (registered by {@code TelegramJson}).
 */
public sealed interface MessageOrTrue permits MessageOrTrue.OfMessage, MessageOrTrue.OfTrue {

    /** The {@code true} result. */
    MessageOrTrue TRUE = new OfTrue();

    /**
     * @param message the message
     * @return the result holding it
     */
    static MessageOrTrue of(Message message) {
        return new OfMessage(message);
    }

    /** @return the message, or null for a {@code true} result */
    default @Nullable Message messageOrNull() {
        return this instanceof OfMessage m ? m.message() : null;
    }

    /**
     * A message result.
     *
     * @param message the message
     */
    record OfMessage(Message message) implements MessageOrTrue {

        public OfMessage {
            Objects.requireNonNull(message, "message");
        }

        /** @return the message, written as the JSON result */
        @JsonValue
        @Override
        public Message message() {
            return message;
        }
    }

    /** The {@code true} result: written as JSON {@code true}. */
    record OfTrue() implements MessageOrTrue {

        /** @return {@code true}, the JSON result */
        @JsonValue
        public boolean value() {
            return true;
        }

        @Override
        public String toString() {
            return "true";
        }
    }
}
