package io.github.quarkustelegram.text;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.method.EditMessageCaption;
import io.github.quarkustelegram.method.EditMessageText;
import io.github.quarkustelegram.method.SendDocument;
import io.github.quarkustelegram.method.SendMessage;
import io.github.quarkustelegram.method.SendPhoto;
import io.github.quarkustelegram.model.ChatId;
import io.github.quarkustelegram.model.InputFile;
import io.github.quarkustelegram.model.Message;
import io.github.quarkustelegram.model.MessageEntity;
import io.github.quarkustelegram.runtime.text.Entities;
import io.github.quarkustelegram.runtime.text.HtmlWriter;
import io.github.quarkustelegram.runtime.text.MarkdownV2Writer;
import io.github.quarkustelegram.runtime.text.TextCuts;

/**
 * A text and its entities, the way Telegram keeps a formatted message: no markup, so nothing to escape. Offsets and
 * lengths count UTF-16 code units, as Java's {@link String#length()} does and Telegram expects, so an emoji, a
 * surrogate pair, a combining mark or a ZWJ sequence is counted right whatever it is.
 *
 * <p>
 * Immutable. Entities are kept in text order, an outer entity before those it holds; two entities sharing characters
 * always have one holding the other (Telegram's first nesting rule), which {@link #of(String, List)} checks. An
 * entity inside another of the same kind and fields (bold in bold) adds nothing and is dropped.
 * Compose with {@link Fmt} or {@link #builder()}; send with {@link #sendTo(ChatId)}.
 */
public final class FormattedText {

    /** Telegram's limit on a message's text, in UTF-16 code units. */
    public static final int MESSAGE_LIMIT = 4096;
    /** Telegram's limit on a media caption, in UTF-16 code units. */
    public static final int CAPTION_LIMIT = 1024;

    private static final FormattedText EMPTY = new FormattedText("", List.of());

    private final String text;
    private final List<MessageEntity> entities;

    private FormattedText(String text, List<MessageEntity> sortedEntities) {
        this.text = text;
        this.entities = sortedEntities;
    }

    /** @return the empty text */
    public static FormattedText empty() {
        return EMPTY;
    }

    /**
     * @param text a plain text
     * @return the text with no entity
     */
    public static FormattedText of(String text) {
        Objects.requireNonNull(text, "text");
        return text.isEmpty() ? EMPTY : new FormattedText(text, List.of());
    }

    /**
     * A text and entities from elsewhere (a received message, say).
     *
     * @param text the text
     * @param entities its entities, in any order
     * @return the formatted text
     * @throws IllegalArgumentException for an empty entity, one outside the text or cutting a surrogate pair, or two
     *         that overlap without one holding the other
     */
    public static FormattedText of(String text, List<MessageEntity> entities) {
        Objects.requireNonNull(text, "text");
        return new FormattedText(text, Entities.checked(text, entities));
    }

    /**
     * @param message a received message
     * @return its text and entities, or else its caption and caption entities; empty when it has neither
     */
    public static FormattedText of(Message message) {
        if (message.text() != null) {
            return of(message.text(), message.entities() == null ? List.of() : message.entities());
        }
        if (message.caption() != null) {
            return of(message.caption(), message.captionEntities() == null ? List.of() : message.captionEntities());
        }
        return EMPTY;
    }

    /**
     * Reads a language model's Markdown (CommonMark with GitHub's tables, strikethrough, autolinks and task items)
     * into a text and entities for the classic {@code sendMessage}: bold, italic, strikethrough, code, pre with its
     * language, text links and block quotes. Headings become bold lines, list items start with {@code "• "}, their
     * number or a box, tables become monowidth blocks. {@code $}, {@code ==} and {@code ||} are text, nothing needs
     * escaping; any prefix of an answer reads (an unclosed {@code **} is text, an unclosed code fence a code block to
     * the end). For a rich message, see {@link ModelMarkdown}.
     *
     * @param markdown a model's answer, whole or a prefix of it
     * @return its text and entities, not split: {@link #split()} cuts it at {@value #MESSAGE_LIMIT} characters
     */
    public static FormattedText fromMarkdown(String markdown) {
        Objects.requireNonNull(markdown, "markdown");
        return ModelMarkdown.toFormattedText(markdown);
    }

    /** @return a builder that appends pieces */
    public static Builder builder() {
        return new Builder();
    }

    /** @return the plain text, as the user reads it */
    public String text() {
        return text;
    }

    /** @return the entities, in text order, outer before inner */
    public List<MessageEntity> entities() {
        return entities;
    }

    /** @return the length in UTF-16 code units, what Telegram's limits count */
    public int length() {
        return text.length();
    }

    public boolean isEmpty() {
        return text.isEmpty();
    }

    /**
     * @param other a text to put after this one
     * @return both, the other's entities moved along
     */
    public FormattedText append(FormattedText other) {
        return builder().append(this).append(other).build();
    }

    /**
     * @param start the first UTF-16 index, inclusive
     * @param end the last UTF-16 index, exclusive
     * @return that range, with the parts of the entities inside it
     * @throws IllegalArgumentException for a range outside the text or cutting a surrogate pair
     */
    public FormattedText subText(int start, int end) {
        Objects.checkFromToIndex(start, end, text.length());
        return of(text.substring(start, end), Entities.slice(entities, start, end));
    }

    /** @return {@link #split(int)} at {@link #MESSAGE_LIMIT} */
    public List<FormattedText> split() {
        return split(MESSAGE_LIMIT);
    }

    /**
     * Splits into parts of at most {@code limit} UTF-16 code units, to send as several messages ({@link #CAPTION_LIMIT}
     * for a caption). A part ends, by preference, after a paragraph break ({@code "\n\n"}), a line break, or a space,
     * if that leaves it at least half full; else between two characters, never inside a surrogate pair. White space at
     * a cut stays at the end of the earlier part (Telegram trims it when it shows the message), so the parts' texts put
     * together are this text. An entity across a cut is continued in the next part by an entity of the same kind, URL,
     * language or user; a custom emoji or a date-time entity is never cut unless it is longer than the limit.
     *
     * @param limit the largest part, at least 2
     * @return this text alone when it fits, else its parts in order
     */
    public List<FormattedText> split(int limit) {
        if (text.length() <= limit && limit >= 2) {
            return List.of(this);
        }
        int[] bounds = TextCuts.cuts(text, entities, limit);
        List<FormattedText> parts = new ArrayList<>(bounds.length - 1);
        for (int i = 1; i < bounds.length; i++) {
            parts.add(subText(bounds[i - 1], bounds[i]));
        }
        return parts;
    }

    /**
     * Renders as Telegram's HTML parse mode; Telegram reads it back as this text and these entities. Kinds Telegram
     * detects by itself (mention, hashtag, URL, ...) are written as plain text.
     *
     * @return HTML markup, to send with {@code parseMode(ParseMode.HTML)}
     */
    public String toHtml() {
        return HtmlWriter.write(text, entities);
    }

    /**
     * Renders as Telegram's MarkdownV2 parse mode; Telegram reads it back as this text and these entities. Kinds
     * Telegram detects by itself are written as plain text.
     *
     * @return MarkdownV2 markup, to send with {@code parseMode(ParseMode.MARKDOWN_V2)}
     * @throws IllegalArgumentException for what MarkdownV2 cannot say: a quote that does not start and end a line, a
     *         line break in code or pre inside a quote (use {@link #toHtml()} or the entities)
     */
    public String toMarkdownV2() {
        return MarkdownV2Writer.write(text, entities);
    }

    /**
     * @param chat where to send
     * @return a {@code sendMessage} with this text and entities, to complete (keyboard, reply, ...) and build
     */
    public SendMessage.Builder sendTo(ChatId chat) {
        return SendMessage.builder(chat, text).entities(entitiesOrNull());
    }

    /**
     * @param chat the message's chat
     * @param messageId the message to change
     * @return an {@code editMessageText} putting this text and entities in the message
     */
    public EditMessageText.Builder editing(ChatId chat, int messageId) {
        return EditMessageText.builder().chatId(chat).messageId(messageId).text(text).entities(entitiesOrNull());
    }

    /**
     * @param chat the message's chat
     * @param messageId the message whose caption to change
     * @return an {@code editMessageCaption} with this text and entities as the caption
     */
    public EditMessageCaption.Builder editingCaption(ChatId chat, int messageId) {
        return EditMessageCaption.builder().chatId(chat).messageId(messageId).caption(text)
                .captionEntities(entitiesOrNull());
    }

    /**
     * @param chat where to send
     * @param photo the photo
     * @return a {@code sendPhoto} with this text as its caption
     */
    public SendPhoto.Builder sendPhotoTo(ChatId chat, InputFile photo) {
        return SendPhoto.builder(chat, photo).caption(text).captionEntities(entitiesOrNull());
    }

    /**
     * @param chat where to send
     * @param document the file
     * @return a {@code sendDocument} with this text as its caption
     */
    public SendDocument.Builder sendDocumentTo(ChatId chat, InputFile document) {
        return SendDocument.builder(chat, document).caption(text).captionEntities(entitiesOrNull());
    }

    /**
     * For the {@code captionEntities(...)} or {@code entities(...)} of a request not covered above, beside
     * {@link #text()}.
     *
     * @return the entities, or null when there are none (the parameter is then left out)
     */
    public @Nullable List<MessageEntity> entitiesOrNull() {
        return entities.isEmpty() ? null : entities;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof FormattedText other && text.equals(other.text) && entities.equals(other.entities);
    }

    @Override
    public int hashCode() {
        return text.hashCode() * 31 + entities.hashCode();
    }

    @Override
    public String toString() {
        StringBuilder out = new StringBuilder("FormattedText[").append(text);
        for (MessageEntity entity : entities) {
            out.append(", ").append(Entities.describe(entity));
        }
        return out.append(']').toString();
    }

    /** Appends plain and formatted pieces, then {@link #build()}s once. */
    public static final class Builder {

        private final StringBuilder text = new StringBuilder();
        private final List<MessageEntity> entities = new ArrayList<>();

        private Builder() {
        }

        /**
         * @param plain text with no entity
         * @return this builder
         */
        public Builder append(String plain) {
            text.append(plain);
            return this;
        }

        /**
         * @param formatted a formatted piece
         * @return this builder
         */
        public Builder append(FormattedText formatted) {
            entities.addAll(Entities.shift(formatted.entities, text.length()));
            text.append(formatted.text);
            return this;
        }

        /** @return this builder, after a line break */
        public Builder newline() {
            text.append('\n');
            return this;
        }

        /**
         * @param plain bold text
         * @return this builder
         */
        public Builder bold(String plain) {
            return append(Fmt.bold(plain));
        }

        /**
         * @param plain italic text
         * @return this builder
         */
        public Builder italic(String plain) {
            return append(Fmt.italic(plain));
        }

        /**
         * @param plain inline code
         * @return this builder
         */
        public Builder code(String plain) {
            return append(Fmt.code(plain));
        }

        /**
         * @param plain the link's text
         * @param url where it leads
         * @return this builder
         */
        public Builder link(String plain, String url) {
            return append(Fmt.link(plain, url));
        }

        /** @return the text built so far */
        public FormattedText build() {
            if (text.isEmpty()) {
                return EMPTY;
            }
            return new FormattedText(text.toString(), Entities.checked(text.toString(), entities));
        }
    }
}
