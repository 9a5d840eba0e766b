package io.github.quarkustelegram.dispatch;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.method.TelegramRequest;
import io.github.quarkustelegram.model.ChatId;
import io.github.quarkustelegram.model.InlineKeyboardMarkup;
import io.github.quarkustelegram.model.InputFile;
import io.github.quarkustelegram.model.LinkPreviewOptions;
import io.github.quarkustelegram.model.MessageEntity;
import io.github.quarkustelegram.model.ParseMode;
import io.github.quarkustelegram.model.ReactionEmoji;
import io.github.quarkustelegram.model.ReactionType;
import io.github.quarkustelegram.model.ReactionTypeEmoji;
import io.github.quarkustelegram.model.ReplyKeyboardRemove;
import io.github.quarkustelegram.model.ReplyMarkup;
import io.github.quarkustelegram.text.FormattedText;

/**
 * What to do in answer to an update, as a value: send a message, edit the message of a pressed button, answer the
 * callback query, react to the message, delete it, or make any request. A handler returns it (or a {@code String}, a
 * {@link FormattedText}, a list of them, a {@code Uni} of these); {@link UpdateContext#send(Reply)} does the same
 * from code.
 *
 * <pre>
 * &#64;OnCommand("start")
 * Reply start(User user) {
 *     return Reply.text("Hello, " + user.firstName() + "!").keyboard(menu());
 * }
 *
 * &#64;OnCallbackData
 * List&lt;Reply&gt; pressed(Count count) {
 *     return List.of(Reply.toast("Counted"), Reply.edit("Pressed " + (count.times() + 1) + " times"));
 * }
 * </pre>
 *
 * <p>
 * <strong>Where it goes.</strong> A message goes to the update's chat, <em>in its forum topic</em> (when the update's
 * message is a topic message), <em>on its business connection</em> (a business message, a button of one), <em>in its
 * direct-messages topic</em>: for every kind of update that has a chat (messages and their edits, channel posts,
 * business messages, callback queries of a message, chat member updates, join requests, reactions, boosts...). What the
 * reply sets itself wins ({@link Send#topic(int)}). A guest message is answered through {@code answerGuestQuery}
 * (text only). An edit, an answer or a toast apply to a callback query; a reaction or a deletion to the update's
 * message. A reply that makes no sense for the update (an edit answering a plain message, a message answering an
 * inline query) fails the build when the handler's return type says so, and fails the update with a message naming the
 * handler otherwise.
 *
 * <p>
 * Values: immutable, comparable with {@code equals} (a handler's result can be asserted in a plain unit test), each
 * {@code with}-style method returning a changed copy.
 */
public sealed interface Reply
        permits Reply.Send, Reply.Edit, Reply.Answer, Reply.React, Reply.Delete, Reply.Call, Reply.All, Reply.Later {

    /**
     * @param text the message's text, sent as it is (no parse mode)
     * @return a text message
     */
    static Send text(String text) {
        return new Send(Send.Content.of(Send.Media.TEXT, null, text), Send.Options.NONE);
    }

    /**
     * @param text the message's text with its entities
     * @return a formatted text message
     */
    static Send text(FormattedText text) {
        return new Send(Send.Content.of(Send.Media.TEXT, null, text), Send.Options.NONE);
    }

    /**
     * @param html the message's text in Telegram's HTML ({@code <b>bold</b>}; escape what is not markup with
     *        {@code Html.escape})
     * @return an HTML message
     */
    static Send html(String html) {
        return new Send(Send.Content.parsed(Send.Media.TEXT, null, html, ParseMode.HTML), Send.Options.NONE);
    }

    /**
     * @param markdownV2 the message's text in MarkdownV2 (escape what is not markup with {@code MarkdownV2.escape})
     * @return a MarkdownV2 message
     */
    static Send markdown(String markdownV2) {
        return new Send(Send.Content.parsed(Send.Media.TEXT, null, markdownV2, ParseMode.MARKDOWN_V2),
                Send.Options.NONE);
    }

    /**
     * @param photo a photo: a file to upload, a {@code file_id} or a URL
     * @return a photo message, without a caption until {@link Send#caption(String)}
     */
    static Send photo(InputFile photo) {
        return Send.media(Send.Media.PHOTO, photo);
    }

    /**
     * @param document any file
     * @return a document message
     */
    static Send document(InputFile document) {
        return Send.media(Send.Media.DOCUMENT, document);
    }

    /**
     * @param video an MPEG4 video
     * @return a video message
     */
    static Send video(InputFile video) {
        return Send.media(Send.Media.VIDEO, video);
    }

    /**
     * @param audio an MP3 or M4A file, shown in the music player
     * @return an audio message
     */
    static Send audio(InputFile audio) {
        return Send.media(Send.Media.AUDIO, audio);
    }

    /**
     * @param animation a GIF or an H.264/MPEG-4 AVC video without sound
     * @return an animation message
     */
    static Send animation(InputFile animation) {
        return Send.media(Send.Media.ANIMATION, animation);
    }

    /**
     * @param voice an OGG/OPUS, MP3 or M4A voice note
     * @return a voice message
     */
    static Send voice(InputFile voice) {
        return Send.media(Send.Media.VOICE, voice);
    }

    /**
     * @param videoNote a rounded square MPEG4 video of up to a minute
     * @return a video note (no caption)
     */
    static Send videoNote(InputFile videoNote) {
        return Send.media(Send.Media.VIDEO_NOTE, videoNote);
    }

    /**
     * @param sticker a sticker: a {@code file_id}, a URL or a file (WEBP, TGS, WEBM)
     * @return a sticker message (no caption)
     */
    static Send sticker(InputFile sticker) {
        return Send.media(Send.Media.STICKER, sticker);
    }

    /**
     * @param text the new text of the pressed button's message
     * @return an edit; the message's inline keyboard goes away unless {@link Edit#keyboard} gives one
     */
    static Edit edit(String text) {
        return new Edit(Edit.Part.TEXT, text, null, List.of(), null, false);
    }

    /**
     * @param text the new text with its entities
     * @return an edit; the inline keyboard goes away unless {@link Edit#keyboard} gives one
     */
    static Edit edit(FormattedText text) {
        return new Edit(Edit.Part.TEXT, text.text(), null, text.entities(), null, false);
    }

    /**
     * @param html the new text in Telegram's HTML
     * @return an edit; the inline keyboard goes away unless {@link Edit#keyboard} gives one
     */
    static Edit editHtml(String html) {
        return new Edit(Edit.Part.TEXT, html, ParseMode.HTML, List.of(), null, false);
    }

    /**
     * @param caption the new caption of the pressed button's media message
     * @return an edit of the caption; the inline keyboard goes away unless {@link Edit#keyboard} gives one
     */
    static Edit editCaption(FormattedText caption) {
        return new Edit(Edit.Part.CAPTION, caption.text(), null, caption.entities(), null, false);
    }

    /**
     * @param keyboard the new inline keyboard of the pressed button's message, its text unchanged
     * @return an edit of the keyboard only
     */
    static Edit editKeyboard(InlineKeyboardMarkup keyboard) {
        return new Edit(Edit.Part.KEYBOARD, "", null, List.of(), Objects.requireNonNull(keyboard, "keyboard"), false);
    }

    /**
     * @param text a short notification shown at the top of the chat (up to 200 characters)
     * @return the answer to the callback query
     */
    static Answer toast(String text) {
        return new Answer(Objects.requireNonNull(text, "text"), false, null, null);
    }

    /**
     * @param text an alert the user dismisses (up to 200 characters)
     * @return the answer to the callback query
     */
    static Answer alert(String text) {
        return new Answer(Objects.requireNonNull(text, "text"), true, null, null);
    }

    /**
     * @param url a URL the user's app opens: a game's, or a {@code t.me/your_bot?start=XXXX} link
     * @return the answer to the callback query
     */
    static Answer openUrl(String url) {
        return new Answer(null, false, Objects.requireNonNull(url, "url"), null);
    }

    /**
     * @param emoji one of the emoji Telegram allows as a reaction, e.g. {@code "👍"}
     * @return a reaction to the update's message
     */
    static React react(String emoji) {
        return new React(List.of(ReactionTypeEmoji.builder(new ReactionEmoji(emoji)).build()), false);
    }

    /**
     * @param reactions the reactions (emoji, custom emoji, paid), replacing the bot's; none removes them
     * @return a reaction to the update's message
     */
    static React react(ReactionType... reactions) {
        return new React(List.of(reactions), false);
    }

    /** @return the deletion of the update's message (of the pressed button's message for a callback query) */
    static Delete delete() {
        return Delete.INSTANCE;
    }

    /**
     * @param request any request, made as it is: nothing is carried into it
     * @return the request as a reply, to list it beside others
     */
    static Call of(TelegramRequest<?> request) {
        return new Call(request);
    }

    /**
     * A message sent to the update's chat: its content, and how it is sent.
     *
     * @param content what the message is
     * @param options how it is sent
     */
    record Send(Content content, Options options) implements Reply {

        /** Checks the components. */
        public Send {
            Objects.requireNonNull(content, "content");
            Objects.requireNonNull(options, "options");
        }

        private static Send media(Media media, InputFile file) {
            return new Send(Content.of(media, Objects.requireNonNull(file, "file"), ""), Options.NONE);
        }

        /** The kinds of message a reply sends. */
        public enum Media {
            /** {@code sendMessage} */
            TEXT,
            /** {@code sendPhoto} */
            PHOTO,
            /** {@code sendDocument} */
            DOCUMENT,
            /** {@code sendVideo} */
            VIDEO,
            /** {@code sendAudio} */
            AUDIO,
            /** {@code sendAnimation} */
            ANIMATION,
            /** {@code sendVoice} */
            VOICE,
            /** {@code sendVideoNote}: no caption */
            VIDEO_NOTE,
            /** {@code sendSticker}: no caption */
            STICKER;

            /** @return whether a message of this kind has a caption */
            public boolean captioned() {
                return this != TEXT && this != VIDEO_NOTE && this != STICKER;
            }
        }

        /**
         * What the message is.
         *
         * @param media its kind
         * @param file the file of a media message, null for text
         * @param text the text, or the caption of a media message (empty for none)
         * @param parseMode how to read markup in {@code text}, null for none
         * @param entities the entities of {@code text} (with no parse mode)
         */
        public record Content(Media media, @Nullable InputFile file, String text, @Nullable ParseMode parseMode,
                List<MessageEntity> entities) {

            /** Checks the components. */
            public Content {
                Objects.requireNonNull(media, "media");
                Objects.requireNonNull(text, "text");
                entities = List.copyOf(entities);
                if ((media == Media.TEXT) != (file == null)) {
                    throw new IllegalArgumentException(media == Media.TEXT ? "A text message has no file"
                            : "A " + media + " message needs its file");
                }
                if (media == Media.TEXT && text.isEmpty()) {
                    throw new IllegalArgumentException("A text message needs a text; return null to send nothing");
                }
            }

            static Content of(Media media, @Nullable InputFile file, String text) {
                return new Content(media, file, Objects.requireNonNull(text, "text"), null, List.of());
            }

            static Content of(Media media, @Nullable InputFile file, FormattedText text) {
                return new Content(media, file, text.text(), null, text.entities());
            }

            static Content parsed(Media media, @Nullable InputFile file, String text, ParseMode parseMode) {
                return new Content(media, file, Objects.requireNonNull(text, "text"), parseMode, List.of());
            }
        }

        /**
         * How the message is sent. A null or false component is Telegram's default.
         *
         * @param keyboard the reply markup: an inline keyboard, a reply keyboard, its removal, a forced reply
         * @param quote whether the message replies to the update's message
         * @param replyTo the message it replies to, in the update's chat; null for {@code quote} or none
         * @param silent sent without a notification sound
         * @param protect its content cannot be forwarded or saved
         * @param linkPreview how the link preview of a text message is shown, null for Telegram's default
         * @param effect the message effect's id (private chats only)
         * @param topic the forum topic ({@code message_thread_id}) to send to instead of the update's
         * @param chat the chat to send to instead of the update's (then nothing of the update's is carried), null for
         *        the update's
         */
        public record Options(@Nullable ReplyMarkup keyboard, boolean quote,
                @Nullable Integer replyTo, boolean silent, boolean protect,
                @Nullable LinkPreviewOptions linkPreview, @Nullable String effect,
                @Nullable Integer topic, @Nullable ChatId chat) {

            /** Telegram's defaults. */
            public static final Options NONE = new Options(null, false, null, false, false, null, null, null, null);
        }

        /**
         * @param keyboard an inline keyboard, a reply keyboard, its removal or a forced reply; null for none (a
         *        keyboard only some answers have)
         * @return this message with that reply markup
         */
        public Send keyboard(@Nullable ReplyMarkup keyboard) {
            Options o = options;
            return new Send(content, new Options(keyboard, o.quote(), o.replyTo(), o.silent(), o.protect(),
                    o.linkPreview(), o.effect(), o.topic(), o.chat()));
        }

        /** @return this message removing the reply keyboard the user's app shows */
        public Send removeKeyboard() {
            return keyboard(ReplyKeyboardRemove.builder().build());
        }

        /** @return this message as a reply to the update's message (sent anyway if that message is gone) */
        public Send quote() {
            Options o = options;
            return new Send(content, new Options(o.keyboard(), true, null, o.silent(), o.protect(), o.linkPreview(),
                    o.effect(), o.topic(), o.chat()));
        }

        /**
         * @param messageId a message of the update's chat
         * @return this message as a reply to it
         */
        public Send replyTo(int messageId) {
            Options o = options;
            return new Send(content, new Options(o.keyboard(), false, messageId, o.silent(), o.protect(),
                    o.linkPreview(), o.effect(), o.topic(), o.chat()));
        }

        /**
         * This message, sent later: stored (as a scheduled message, on Redis with {@code state.store=redis}) and sent
         * once at its time, by whichever instance sends them, even after a restart. It goes where this reply would go
         * now (the update's chat, forum topic, business connection), with its options.
         *
         * <pre>
         * &#64;OnCommand("remind")
         * Reply.Later remind() {
         *     return Reply.text("Time to stretch!").later(Duration.ofHours(2));
         * }
         * </pre>
         *
         * @param delay how long from now; a file by {@code file_id} or URL only (an upload is not stored)
         * @return the scheduled reply
         */
        public Later later(Duration delay) {
            return new Later(delay, this);
        }

        /** @return this message sent without a notification sound */
        public Send silent() {
            Options o = options;
            return new Send(content, new Options(o.keyboard(), o.quote(), o.replyTo(), true, o.protect(),
                    o.linkPreview(), o.effect(), o.topic(), o.chat()));
        }

        /** @return this message protected from forwarding and saving */
        public Send protect() {
            Options o = options;
            return new Send(content, new Options(o.keyboard(), o.quote(), o.replyTo(), o.silent(), true,
                    o.linkPreview(), o.effect(), o.topic(), o.chat()));
        }

        /** @return this text message without a link preview */
        public Send noLinkPreview() {
            return linkPreview(LinkPreviewOptions.builder().isDisabled(true).build());
        }

        /**
         * @param linkPreview how the link preview is shown
         * @return this text message with those options
         */
        public Send linkPreview(LinkPreviewOptions linkPreview) {
            if (content.media() != Media.TEXT) {
                throw new IllegalStateException("A " + content.media() + " message has no link preview");
            }
            Options o = options;
            return new Send(content, new Options(o.keyboard(), o.quote(), o.replyTo(), o.silent(), o.protect(),
                    Objects.requireNonNull(linkPreview, "linkPreview"), o.effect(), o.topic(), o.chat()));
        }

        /**
         * @param effectId a message effect's id (private chats only)
         * @return this message with that effect
         */
        public Send effect(String effectId) {
            Options o = options;
            return new Send(content, new Options(o.keyboard(), o.quote(), o.replyTo(), o.silent(), o.protect(),
                    o.linkPreview(), Objects.requireNonNull(effectId, "effectId"), o.topic(), o.chat()));
        }

        /**
         * @param messageThreadId a forum topic of the update's chat
         * @return this message sent to that topic rather than the update's
         */
        public Send topic(int messageThreadId) {
            Options o = options;
            return new Send(content, new Options(o.keyboard(), o.quote(), o.replyTo(), o.silent(), o.protect(),
                    o.linkPreview(), o.effect(), messageThreadId, o.chat()));
        }

        /**
         * @param chat another chat than the update's, e.g. a voter's or a join requester's private chat
         *        ({@code ChatId.of(answer.user().id())}): nothing of the update's (topic, business connection) is
         *        carried there
         * @return this message, sent to that chat
         */
        public Send to(ChatId chat) {
            Options o = options;
            return new Send(content, new Options(o.keyboard(), o.quote(), o.replyTo(), o.silent(), o.protect(),
                    o.linkPreview(), o.effect(), o.topic(), Objects.requireNonNull(chat, "chat")));
        }

        /**
         * @param chatId another chat's id
         * @return this message, sent to that chat (see {@link #to(ChatId)})
         */
        public Send to(long chatId) {
            return to(ChatId.of(chatId));
        }

        /**
         * @param caption the caption of a media message, as it is
         * @return this message with that caption
         */
        public Send caption(String caption) {
            return withCaption(new Content(content.media(), content.file(), caption, null, List.of()));
        }

        /**
         * @param caption the caption with its entities
         * @return this message with that caption
         */
        public Send caption(FormattedText caption) {
            return withCaption(new Content(content.media(), content.file(), caption.text(), null, caption.entities()));
        }

        /**
         * @param html the caption in Telegram's HTML
         * @return this message with that caption
         */
        public Send captionHtml(String html) {
            return withCaption(new Content(content.media(), content.file(), html, ParseMode.HTML, List.of()));
        }

        private Send withCaption(Content captioned) {
            if (!content.media().captioned()) {
                throw new IllegalStateException("A " + content.media() + " message has no caption"
                        + (content.media() == Media.TEXT ? "; its text is the message" : ""));
            }
            return new Send(captioned, options);
        }
    }

    /**
     * An edit of the message whose button was pressed (a callback query's message, or its inline message).
     *
     * @param part what is edited
     * @param text the new text or caption; empty for {@link Part#KEYBOARD}
     * @param parseMode how to read markup in {@code text}, null for none
     * @param entities the entities of {@code text}
     * @param keyboard the inline keyboard the message has afterwards; null for none (an edit of the text or caption
     *        removes the keyboard it does not give again)
     * @param withoutLinkPreview whether the edited text shows no link preview
     */
    record Edit(Part part, String text, @Nullable ParseMode parseMode,
            List<MessageEntity> entities, @Nullable InlineKeyboardMarkup keyboard,
            boolean withoutLinkPreview) implements Reply {

        /** What an edit changes. */
        public enum Part {
            /** The text ({@code editMessageText}), and the keyboard. */
            TEXT,
            /** The caption of a media message ({@code editMessageCaption}), and the keyboard. */
            CAPTION,
            /** Only the inline keyboard ({@code editMessageReplyMarkup}). */
            KEYBOARD
        }

        /** Checks the components. */
        public Edit {
            Objects.requireNonNull(part, "part");
            Objects.requireNonNull(text, "text");
            entities = List.copyOf(entities);
            if (part == Part.TEXT && text.isEmpty()) {
                throw new IllegalArgumentException("An edit of the text needs a text");
            }
        }

        /**
         * @param keyboard the inline keyboard the message shows afterwards; null for none
         * @return this edit with that keyboard
         */
        public Edit keyboard(@Nullable InlineKeyboardMarkup keyboard) {
            if (part == Part.KEYBOARD && keyboard == null) {
                throw new IllegalArgumentException("An edit of the keyboard needs a keyboard");
            }
            return new Edit(part, text, parseMode, entities, keyboard, withoutLinkPreview);
        }

        /** @return this edit of a text without a link preview */
        public Edit noLinkPreview() {
            return new Edit(part, text, parseMode, entities, keyboard, true);
        }
    }

    /**
     * The answer to the update's callback query: what its button's spinner stops with.
     *
     * @param text a notification, or null for none
     * @param alert whether the text is an alert the user dismisses rather than a toast
     * @param url a URL the user's app opens, or null
     * @param cacheTime how long the user's app may cache the answer, null for Telegram's default
     */
    record Answer(@Nullable String text, boolean alert, @Nullable String url, @Nullable Duration cacheTime)
            implements
                Reply {

        /**
         * @param cacheTime how long the user's app may keep this answer for the same button
         * @return this answer, cached that long
         */
        public Answer cacheTime(Duration cacheTime) {
            return new Answer(text, alert, url, Objects.requireNonNull(cacheTime, "cacheTime"));
        }
    }

    /**
     * Reactions to the update's message (a callback query's: its button's message), replacing the bot's.
     *
     * @param reactions the reactions, empty to remove the bot's
     * @param bigAnimation whether to show a big animation
     */
    record React(List<ReactionType> reactions, boolean bigAnimation) implements Reply {

        /** Copies the reactions. */
        public React {
            reactions = List.copyOf(reactions);
        }

        /** @return this reaction with a big animation */
        public React big() {
            return new React(reactions, true);
        }
    }

    /** The deletion of the update's message (a callback query's: its button's message). */
    record Delete() implements Reply {
        static final Delete INSTANCE = new Delete();
    }

    /**
     * A request made as it is.
     *
     * @param request the request
     */
    record Call(TelegramRequest<?> request) implements Reply {

        /** Checks the component. */
        public Call {
            Objects.requireNonNull(request, "request");
        }
    }

    /**
     * @param replies replies, in order; nulls are left out
     * @return them as one reply, made one after the other: for a handler that answers with one reply here and
     *         several there
     */
    static All all(@Nullable Reply... replies) {
        List<Reply> all = new ArrayList<>();
        for (Reply reply : replies) {
            if (reply != null) {
                all.add(reply);
            }
        }
        return new All(all);
    }

    /**
     * A message sent later ({@link Send#later(Duration)}): scheduled when the handler's result is delivered, through
     * the bot's {@code ScheduledMessages}.
     *
     * @param delay how long after the handler's result
     * @param message the message, going where it would go now
     */
    record Later(Duration delay, Send message) implements Reply {

        /** Checks the components. */
        public Later {
            Objects.requireNonNull(delay, "delay");
            Objects.requireNonNull(message, "message");
            if (delay.isNegative()) {
                throw new IllegalArgumentException("A reply cannot be sent before now: " + delay);
            }
        }
    }

    /**
     * Several replies as one, made in order, each once the one before it was.
     *
     * @param replies the replies
     */
    record All(List<Reply> replies) implements Reply {

        /** Copies the list. */
        public All {
            replies = List.copyOf(replies);
        }
    }
}
