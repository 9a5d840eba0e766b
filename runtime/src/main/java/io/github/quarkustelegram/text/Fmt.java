package io.github.quarkustelegram.text;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.UnaryOperator;
import java.util.regex.Pattern;

import io.github.quarkustelegram.model.MessageEntity;
import io.github.quarkustelegram.model.MessageEntityType;
import io.github.quarkustelegram.model.User;
import io.github.quarkustelegram.runtime.text.Entities;

/**
 * Composes {@link FormattedText}s, one static method per entity kind Telegram lets a bot send:
 *
 * <pre>{@code
 * FormattedText reply = Fmt.concat(Fmt.bold("Order #42"), Fmt.text(" is "), Fmt.italic(Fmt.bold("on its way")));
 * }</pre>
 *
 * Nesting follows Telegram's rules: bold, italic, underline, strikethrough and spoiler hold anything; a link, a user
 * mention or a date-time hold only those five; a quote holds anything but a quote; code, pre and custom emoji hold
 * plain text only. A composition Telegram would refuse fails here with {@link IllegalArgumentException}. Wrapping an
 * empty text gives the empty text (Telegram drops empty entities). Mentions, hashtags, URLs, e-mail addresses, phone
 * numbers and bot commands need no entity: Telegram detects them in the text.
 */
public final class Fmt {

    /** {@code r|w?[dD]?[tT]?}, from the Bot API's date-time entity formatting. */
    private static final Pattern DATE_TIME_FORMAT = Pattern.compile("r|w?[dD]?[tT]?");

    private Fmt() {
    }

    /** @return the text with no entity */
    public static FormattedText text(String plain) {
        return FormattedText.of(plain);
    }

    /** @return the pieces one after the other */
    public static FormattedText concat(FormattedText... pieces) {
        return concat(List.of(pieces));
    }

    /** @return the pieces one after the other */
    public static FormattedText concat(List<FormattedText> pieces) {
        FormattedText.Builder builder = FormattedText.builder();
        pieces.forEach(builder::append);
        return builder.build();
    }

    /**
     * @param separator put between two pieces, e.g. {@code "\n"} or {@code ", "}
     * @param pieces the pieces
     * @return the pieces with the separator between them
     */
    public static FormattedText join(String separator, List<FormattedText> pieces) {
        return join(FormattedText.of(separator), pieces);
    }

    /**
     * @param separator put between two pieces (formatted itself)
     * @param pieces the pieces
     * @return the pieces with the separator between them
     */
    public static FormattedText join(FormattedText separator, List<FormattedText> pieces) {
        FormattedText.Builder builder = FormattedText.builder();
        for (int i = 0; i < pieces.size(); i++) {
            if (i > 0) {
                builder.append(separator);
            }
            builder.append(pieces.get(i));
        }
        return builder.build();
    }

    /** @return the text, bold */
    public static FormattedText bold(String plain) {
        return bold(text(plain));
    }

    /** @return the pieces one after the other, bold as a whole */
    public static FormattedText bold(FormattedText... pieces) {
        return wrap(MessageEntityType.BOLD, concat(pieces), b -> b);
    }

    /** @return the text, italic */
    public static FormattedText italic(String plain) {
        return italic(text(plain));
    }

    /** @return the pieces one after the other, italic as a whole */
    public static FormattedText italic(FormattedText... pieces) {
        return wrap(MessageEntityType.ITALIC, concat(pieces), b -> b);
    }

    /** @return the text, underlined */
    public static FormattedText underline(String plain) {
        return underline(text(plain));
    }

    /** @return the pieces one after the other, underlined as a whole */
    public static FormattedText underline(FormattedText... pieces) {
        return wrap(MessageEntityType.UNDERLINE, concat(pieces), b -> b);
    }

    /** @return the text, struck through */
    public static FormattedText strikethrough(String plain) {
        return strikethrough(text(plain));
    }

    /** @return the pieces one after the other, struck through as a whole */
    public static FormattedText strikethrough(FormattedText... pieces) {
        return wrap(MessageEntityType.STRIKETHROUGH, concat(pieces), b -> b);
    }

    /** @return the text, hidden under a spoiler until tapped */
    public static FormattedText spoiler(String plain) {
        return spoiler(text(plain));
    }

    /** @return the pieces one after the other, hidden under a spoiler until tapped as a whole */
    public static FormattedText spoiler(FormattedText... pieces) {
        return wrap(MessageEntityType.SPOILER, concat(pieces), b -> b);
    }

    /** @return inline monowidth code */
    public static FormattedText code(String plain) {
        return wrap(MessageEntityType.CODE, text(plain), b -> b);
    }

    /** @return a monowidth block */
    public static FormattedText pre(String plain) {
        return wrap(MessageEntityType.PRE, text(plain), b -> b);
    }

    /**
     * @param plain the code
     * @param language its language, for highlighting (e.g. {@code java}); no white space nor backquote
     * @return a monowidth block
     */
    public static FormattedText pre(String plain, String language) {
        if (language.isEmpty() || language.chars().anyMatch(c -> Character.isWhitespace(c) || c == '`')) {
            throw new IllegalArgumentException("a pre block's language must be a non-empty word, not \"" + language
                    + "\"");
        }
        return wrap(MessageEntityType.PRE, text(plain), b -> b.language(language));
    }

    /** @return the text as a link to {@code url} */
    public static FormattedText link(String plain, String url) {
        return link(text(plain), url);
    }

    /** @return the text as a link to {@code url} */
    public static FormattedText link(FormattedText text, String url) {
        if (url.isBlank()) {
            throw new IllegalArgumentException("a link needs a URL");
        }
        return wrap(MessageEntityType.TEXT_LINK, text, b -> b.url(url));
    }

    /** @return the text as a mention of a user who may have no username ({@code text_mention}) */
    public static FormattedText mention(String plain, User user) {
        return mention(text(plain), user);
    }

    /** @return the text as a mention of a user who may have no username ({@code text_mention}) */
    public static FormattedText mention(FormattedText text, User user) {
        Objects.requireNonNull(user, "user");
        return wrap(MessageEntityType.TEXT_MENTION, text, b -> b.user(user));
    }

    /**
     * @param emoji the emoji shown where custom emoji cannot be (notifications, ...): one emoji
     * @param customEmojiId the custom emoji's id
     * @return a custom emoji
     */
    public static FormattedText customEmoji(String emoji, String customEmojiId) {
        if (emoji.isEmpty() || customEmojiId.isEmpty()) {
            throw new IllegalArgumentException("a custom emoji needs its emoji and its id");
        }
        return wrap(MessageEntityType.CUSTOM_EMOJI, text(emoji), b -> b.customEmojiId(customEmojiId));
    }

    /**
     * A date and time each reader sees in their own language and time zone.
     *
     * @param plain the text shown where the client cannot format it
     * @param at the moment
     * @param format as the Bot API's date-time entity formatting says ({@code r|w?[dD]?[tT]?}: {@code "r"} relative,
     *        {@code "wDT"} weekday, long date and time, ...); empty shows {@code plain}
     * @return a date-time entity
     */
    public static FormattedText dateTime(String plain, Instant at, String format) {
        if (!DATE_TIME_FORMAT.matcher(format).matches()) {
            throw new IllegalArgumentException("a date-time format must match r|w?[dD]?[tT]?, not \"" + format + "\"");
        }
        int unix;
        try {
            unix = Math.toIntExact(at.getEpochSecond());
        } catch (ArithmeticException e) {
            throw new IllegalArgumentException(at + " is beyond the Bot API's 32-bit unix time");
        }
        return wrap(MessageEntityType.DATE_TIME, text(plain),
                b -> b.unixTime(unix).dateTimeFormat(format.isEmpty() ? null : format));
    }

    /** @return a block quotation */
    public static FormattedText blockquote(String plain) {
        return blockquote(text(plain));
    }

    /** @return the pieces one after the other, as one block quotation */
    public static FormattedText blockquote(FormattedText... pieces) {
        return wrap(MessageEntityType.BLOCKQUOTE, concat(pieces), b -> b);
    }

    /** @return a quote shown collapsed until the reader expands it */
    public static FormattedText expandableBlockquote(String plain) {
        return expandableBlockquote(text(plain));
    }

    /** @return a quote shown collapsed until the reader expands it */
    public static FormattedText expandableBlockquote(FormattedText... pieces) {
        return wrap(MessageEntityType.EXPANDABLE_BLOCKQUOTE, concat(pieces), b -> b);
    }

    private static FormattedText wrap(MessageEntityType type, FormattedText inner,
            UnaryOperator<MessageEntity.Builder> fields) {
        if (inner.isEmpty()) {
            return inner;
        }
        MessageEntity outer = fields.apply(MessageEntity.builder(type, 0, inner.length())).build();
        for (MessageEntity held : inner.entities()) {
            if (!mayHold(outer, held)) {
                throw new IllegalArgumentException("Telegram does not let " + type.value() + " hold "
                        + held.type().value());
            }
        }
        List<MessageEntity> entities = new ArrayList<>(inner.entities().size() + 1);
        entities.add(outer);
        entities.addAll(inner.entities());
        return FormattedText.of(inner.text(), entities);
    }

    private static boolean mayHold(MessageEntity outer, MessageEntity held) {
        if (Entities.SPLITTABLE.contains(outer.type())) {
            return true;
        }
        if (Entities.isQuote(outer)) {
            return !Entities.isQuote(held);
        }
        return Entities.SPLITTABLE.contains(held.type());
    }
}
