package io.github.quarkustelegram.runtime.sessions;

import java.util.regex.MatchResult;

import org.jspecify.annotations.Nullable;

import com.fasterxml.jackson.core.JsonProcessingException;

import io.github.quarkustelegram.ReactiveTelegramBot;
import io.github.quarkustelegram.TelegramBot;
import io.github.quarkustelegram.dispatch.CommandArguments;
import io.github.quarkustelegram.dispatch.ConversationState;
import io.github.quarkustelegram.dispatch.UpdateContext;
import io.github.quarkustelegram.dispatch.UpdateKind;
import io.github.quarkustelegram.json.TelegramJson;
import io.github.quarkustelegram.model.Chat;
import io.github.quarkustelegram.model.Message;
import io.github.quarkustelegram.model.Update;
import io.github.quarkustelegram.model.User;

/** Updates as the session engine sees them: their chat and sender, decoded from JSON as Telegram sends them. */
public final class SessionUpdates {

    private SessionUpdates() {
    }

    /** @return a message from user {@code userId} in chat {@code chatId} */
    public static UpdateContext message(long chatId, long userId) {
        return context(decode("""
                {"update_id":1,"message":{"message_id":1,"date":1,"chat":{"id":%d,"type":"group","title":"G"},
                "from":{"id":%d,"is_bot":false,"first_name":"U"},"text":"hi"}}""".formatted(chatId, userId)));
    }

    /** @return an inline query from user {@code userId}: no chat */
    public static UpdateContext inlineQuery(long userId) {
        return context(decode("""
                {"update_id":2,"inline_query":{"id":"q","from":{"id":%d,"is_bot":false,"first_name":"U"},
                "query":"","offset":""}}""".formatted(userId)));
    }

    private static Update decode(String json) {
        try {
            return TelegramJson.mapper().readValue(json, Update.class);
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException(json, e);
        }
    }

    private static UpdateContext context(Update update) {
        UpdateKind kind = UpdateKind.of(update);
        return new UpdateContext() {
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
                return update.message() == null ? null : update.message().chat();
            }

            @Override
            public @Nullable User sender() {
                return update.message() != null ? update.message().from() : update.inlineQuery().from();
            }

            @Override
            public @Nullable Message message() {
                return update.message();
            }

            @Override
            public @Nullable String text() {
                return null;
            }

            @Override
            public @Nullable CommandArguments command() {
                return null;
            }

            @Override
            public @Nullable MatchResult match() {
                return null;
            }

            @Override
            public @Nullable ConversationState conversation() {
                return null;
            }

            @Override
            public String handlerName() {
                return "test";
            }

            @Override
            public TelegramBot bot() {
                throw new UnsupportedOperationException();
            }

            @Override
            public ReactiveTelegramBot reactiveBot() {
                throw new UnsupportedOperationException();
            }
        };
    }
}
