package io.github.quarkustelegram.runtime.dispatch;

import java.util.function.Supplier;
import java.util.regex.MatchResult;

import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.ReactiveTelegramBot;
import io.github.quarkustelegram.TelegramBot;
import io.github.quarkustelegram.dispatch.CommandArguments;
import io.github.quarkustelegram.dispatch.ConversationState;
import io.github.quarkustelegram.dispatch.UpdateContext;
import io.github.quarkustelegram.dispatch.UpdateKind;
import io.github.quarkustelegram.model.Chat;
import io.github.quarkustelegram.model.Message;
import io.github.quarkustelegram.model.Update;
import io.github.quarkustelegram.model.User;

/**
 * The {@link UpdateContext} of one update. The parts of the update are read once; the route's findings are set by the
 * dispatcher when it chose a handler (one update is routed by one thread at a time, and the scheduler's hand-offs
 * publish the fields).
 */
public final class DispatchContext implements UpdateContext {

    private final Update update;
    private final @Nullable UpdateKind kind;
    private final @Nullable Chat chat;
    private final @Nullable User sender;
    private final @Nullable Message message;
    private final Supplier<TelegramBot> bot;
    private final Supplier<ReactiveTelegramBot> reactiveBot;
    private @Nullable String botUsername;
    private @Nullable CommandArguments command;
    private @Nullable MatchResult match;
    private @Nullable ConversationState conversation;
    private String handlerName = "";

    DispatchContext(Update update, Supplier<TelegramBot> bot, Supplier<ReactiveTelegramBot> reactiveBot) {
        this.update = update;
        this.kind = UpdateKind.of(update);
        this.chat = UpdateParts.chat(update);
        this.sender = UpdateParts.sender(update);
        this.message = messageOf(update, kind);
        this.bot = bot;
        this.reactiveBot = reactiveBot;
    }

    private static @Nullable Message messageOf(Update update, @Nullable UpdateKind kind) {
        if (kind == null) {
            return null;
        }
        if (kind == UpdateKind.CALLBACK_QUERY) {
            return update.callbackQuery().message() instanceof Message accessible ? accessible : null;
        }
        return UpdateParts.payload(update, kind) instanceof Message message ? message : null;
    }

    /** @return the payload of the update, null for a kind newer than the model */
    public @Nullable Object payload() {
        return kind == null ? null : UpdateParts.payload(update, kind);
    }

    @Override
    public Update update() {
        return update;
    }

    @Override
    public @Nullable UpdateKind kind() {
        return kind;
    }

    @Override
    public @Nullable Chat chat() {
        return chat;
    }

    @Override
    public @Nullable User sender() {
        return sender;
    }

    @Override
    public @Nullable Message message() {
        return message;
    }

    @Override
    public @Nullable String text() {
        if (message == null) {
            return null;
        }
        return message.text() != null ? message.text() : message.caption();
    }

    @Override
    public @Nullable CommandArguments command() {
        return command;
    }

    @Override
    public @Nullable MatchResult match() {
        return match;
    }

    @Override
    public @Nullable ConversationState conversation() {
        return conversation;
    }

    @Override
    public String handlerName() {
        return handlerName;
    }

    @Override
    public TelegramBot bot() {
        return bot.get();
    }

    @Override
    public ReactiveTelegramBot reactiveBot() {
        return reactiveBot.get();
    }

    /** @return this bot's user name when routing needed it, else null */
    @Nullable String botUsername() {
        return botUsername;
    }

    void botUsername(@Nullable String username) {
        this.botUsername = username;
    }

    void chosen(String name, @Nullable CommandArguments command, @Nullable MatchResult match,
            @Nullable ConversationState conversation) {
        this.handlerName = name;
        this.command = command;
        this.match = match;
        this.conversation = conversation;
    }

    @Override
    public String toString() {
        return "update " + update.updateId() + " (" + (kind == null ? "unknown kind" : kind.wireName()) + ")";
    }
}
