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
}
