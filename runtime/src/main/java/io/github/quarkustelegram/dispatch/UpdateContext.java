package io.github.quarkustelegram.dispatch;

import java.util.List;
import java.util.regex.MatchResult;

import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.ReactiveTelegramBot;
import io.github.quarkustelegram.TelegramBot;
import io.github.quarkustelegram.model.Chat;
import io.github.quarkustelegram.model.Message;
import io.github.quarkustelegram.model.Update;
import io.github.quarkustelegram.model.User;
import io.github.quarkustelegram.text.FormattedText;
import io.smallrye.mutiny.Uni;

/**
 * One update being handled, as filters, handlers, middleware and the error hook see it.
 *
 * <p>
 * The route's findings ({@link #command()}, {@link #match()}, {@link #conversation()}, {@link #handlerName()})
 * are set once a handler was chosen: a filter sees them empty, middleware and the handler see them filled.
 */
public interface UpdateContext {

    /** @return the update */
    Update update();

    /** @return its kind, or null for a kind newer than the model (no handler but a catch-all route sees those) */
    @Nullable
    UpdateKind kind();

    /** @return the chat the update happened in, null for kinds without one (inline queries, polls) */
    @Nullable
    Chat chat();

    /** @return the user who caused the update, null for kinds without one (channel posts, polls) */
    @Nullable
    User sender();

    /**
     * @return the message the update carries: the payload of a message kind (message, edited message, channel or
     *         business post, guest message), or the message a callback query's button belongs to when still
     *         accessible; null otherwise
     */
    @Nullable
    Message message();

    /** @return the text of {@link #message()}, or its caption when it has no text; null when neither */
    @Nullable
    String text();

    /** @return the command when a command route was chosen, else null */
    @Nullable
    CommandArguments command();

    /** @return the regular expression's match when a text or callback-data pattern route was chosen, else null */
    @Nullable
    MatchResult match();

    /** @return the conversation's state when a conversation step handles the update, else null */
    @Nullable
    ConversationState conversation();

    /**
     * @return the album when an {@code @OnMediaGroup} handler ({@link Trigger.MediaGroup}) handles one: its messages
     *         in message order, the first being {@link #message()}; null for any other update
     */
    default @Nullable List<Message> album() {
        return null;
    }

    /** @return the chosen handler's name ({@code Class#method} for annotated ones), empty before the choice */
    String handlerName();

    /** @return the blocking bot (never on an event-loop thread) */
    TelegramBot bot();

    /** @return the reactive bot */
    ReactiveTelegramBot reactiveBot();

    /**
     * @return why a context the dispatcher did not make (a test's own) cannot reply: replying needs where the update
     *         came from and the bot, which only the dispatcher's has
     */
    private static UnsupportedOperationException notDispatched() {
        return new UnsupportedOperationException("This UpdateContext cannot reply: only the dispatcher's contexts do");
    }

    /**
     * Sends a text message where the update came from: its chat, forum topic, business connection, direct-messages
     * topic (see {@link Reply}).
     *
     * @param text the text, as it is
     * @return the message sent (null for a guest message's answer); lazy: nothing is sent before it is subscribed
     */
    default Uni<Message> reply(String text) {
        throw notDispatched();
    }

    /**
     * @param text the text with its entities
     * @return the message sent, as {@link #reply(String)}
     */
    default Uni<Message> reply(FormattedText text) {
        throw notDispatched();
    }

    /**
     * @param message any message: text, photo, document... with its keyboard and options
     * @return the message sent, as {@link #reply(String)}
     */
    default Uni<Message> reply(Reply.Send message) {
        throw notDispatched();
    }

    /**
     * Edits the text of the message whose button was pressed (the update is a callback query).
     *
     * @param text the new text; the message's inline keyboard goes away
     * @return completes when edited; fails, naming the handler, for an update that is no callback query
     */
    default Uni<Void> edit(String text) {
        throw notDispatched();
    }

    /**
     * @param edit what to change in the message whose button was pressed: text, caption or keyboard
     * @return completes when edited, as {@link #edit(String)}
     */
    default Uni<Void> edit(Reply.Edit edit) {
        throw notDispatched();
    }

    /**
     * Answers the callback query with a toast (then it is not answered for the handler).
     *
     * @param toast the notification
     * @return completes when answered; fails for an update that is no callback query
     */
    default Uni<Void> answer(String toast) {
        throw notDispatched();
    }

    /**
     * @param emoji an emoji Telegram allows as a reaction, e.g. {@code "👍"}
     * @return completes once the bot reacted to the update's message
     */
    default Uni<Void> react(String emoji) {
        throw notDispatched();
    }

    /**
     * @param reply any reply, carried as a handler's result is
     * @return completes once made
     */
    default Uni<Void> send(Reply reply) {
        throw notDispatched();
    }

    /**
     * @param text the text, as it is
     * @return the message sent, as {@link #reply(String)}; blocks (not on an event loop)
     */
    default Message replyAndAwait(String text) {
        return reply(text).await().indefinitely();
    }

    /**
     * @param text the text with its entities
     * @return the message sent; blocks
     */
    default Message replyAndAwait(FormattedText text) {
        return reply(text).await().indefinitely();
    }

    /**
     * @param message any message
     * @return the message sent; blocks
     */
    default Message replyAndAwait(Reply.Send message) {
        return reply(message).await().indefinitely();
    }

    /** @param text the new text of the pressed button's message; blocks */
    default void editAndAwait(String text) {
        edit(text).await().indefinitely();
    }

    /** @param edit the edit of the pressed button's message; blocks */
    default void editAndAwait(Reply.Edit edit) {
        edit(edit).await().indefinitely();
    }

    /** @param toast the answer to the callback query; blocks */
    default void answerAndAwait(String toast) {
        answer(toast).await().indefinitely();
    }

    /** @param emoji the reaction to the update's message; blocks */
    default void reactAndAwait(String emoji) {
        react(emoji).await().indefinitely();
    }

    /** @param reply any reply; blocks */
    default void sendAndAwait(Reply reply) {
        send(reply).await().indefinitely();
    }
}
