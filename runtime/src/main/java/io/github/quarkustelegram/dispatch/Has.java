package io.github.quarkustelegram.dispatch;

import java.util.Objects;
import java.util.function.Function;

import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.model.Message;

/**
 * Filter classes for what a message holds, to name in a handler's annotation where a class is needed:
 * {@code @OnUpdate(value = UpdateKind.MESSAGE, filter = Has.Document.class)}. Each passes when the update's message
 * ({@link UpdateContext#message()}) has that field; in code, {@link Filters} has the same as values.
 */
public final class Has {

    private Has() {
    }

    /** Passes when the update's message has a field. */
    public abstract static class Content implements UpdateFilter {

        private final Function<Message, @Nullable Object> field;

        /** @param field the message's field */
        protected Content(Function<Message, @Nullable Object> field) {
            this.field = Objects.requireNonNull(field, "field");
        }

        @Override
        public boolean test(UpdateContext update) {
            Message message = update.message();
            return message != null && field.apply(message) != null;
        }
    }

    /** A text message. */
    public static final class Text extends Content {
        public Text() {
            super(Message::text);
        }
    }

    /** A photo. */
    public static final class Photo extends Content {
        public Photo() {
            super(Message::photo);
        }
    }

    /** A video. */
    public static final class Video extends Content {
        public Video() {
            super(Message::video);
        }
    }

    /** A document (any file). */
    public static final class Document extends Content {
        public Document() {
            super(Message::document);
        }
    }

    /** A voice note. */
    public static final class Voice extends Content {
        public Voice() {
            super(Message::voice);
        }
    }

    /** A sticker. */
    public static final class Sticker extends Content {
        public Sticker() {
            super(Message::sticker);
        }
    }

    /** A location. */
    public static final class Location extends Content {
        public Location() {
            super(Message::location);
        }
    }

    /** A contact. */
    public static final class Contact extends Content {
        public Contact() {
            super(Message::contact);
        }
    }

    /** The service message of a successful payment. */
    public static final class SuccessfulPayment extends Content {
        public SuccessfulPayment() {
            super(Message::successfulPayment);
        }
    }
}
