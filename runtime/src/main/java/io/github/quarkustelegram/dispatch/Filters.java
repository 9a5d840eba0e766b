package io.github.quarkustelegram.dispatch;

import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

import io.github.quarkustelegram.model.Chat;
import io.github.quarkustelegram.model.ChatType;
import io.github.quarkustelegram.model.Message;
import io.github.quarkustelegram.model.MessageEntity;
import io.github.quarkustelegram.model.MessageEntityType;
import io.github.quarkustelegram.model.User;
import io.github.quarkustelegram.runtime.commands.CommandHolder;
import io.github.quarkustelegram.runtime.commands.CommandParser;

/**
 * The common {@link UpdateFilter}s: on the chat, the sender and the content of the update's message. Combine them with
 * {@link UpdateFilter#and}, {@link UpdateFilter#or}, {@link UpdateFilter#negate}, or {@link #allOf}, {@link #anyOf},
 * {@link #not}:
 *
 * <pre>{@code
 * UpdateFilter groupPhotos = Filters.chatType(ChatType.GROUP, ChatType.SUPERGROUP).and(Filters.hasPhoto());
 * }</pre>
 *
 * A filter on the message fails for updates without one ({@link UpdateContext#message()} null).
 */
public final class Filters {

    private Filters() {
    }

    /** @return a filter every update passes */
    public static UpdateFilter any() {
        return update -> true;
    }

    /**
     * @param filters filters
     * @return a filter passing when all of them pass (every update, when there are none)
     */
    public static UpdateFilter allOf(UpdateFilter... filters) {
        List<UpdateFilter> all = List.of(filters);
        return update -> {
            for (UpdateFilter filter : all) {
                if (!filter.test(update)) {
                    return false;
                }
            }
            return true;
        };
    }

    /**
     * @param filters filters
     * @return a filter passing when one of them passes (no update, when there are none)
     */
    public static UpdateFilter anyOf(UpdateFilter... filters) {
        List<UpdateFilter> all = List.of(filters);
        return update -> {
            for (UpdateFilter filter : all) {
                if (filter.test(update)) {
                    return true;
                }
            }
            return false;
        };
    }

    /**
     * @param filter a filter
     * @return a filter passing when {@code filter} fails
     */
    public static UpdateFilter not(UpdateFilter filter) {
        return filter.negate();
    }

    /**
     * @param kinds kinds of update
     * @return a filter passing updates of those kinds
     */
    public static UpdateFilter kind(UpdateKind... kinds) {
        Set<UpdateKind> set = Set.of(kinds);
        return update -> update.kind() != null && set.contains(update.kind());
    }

    /**
     * @param types chat types, e.g. {@link ChatType#PRIVATE}
     * @return a filter passing updates in a chat of one of those types
     */
    public static UpdateFilter chatType(ChatType... types) {
        Set<String> names = Arrays.stream(types).map(ChatType::value).collect(Collectors.toUnmodifiableSet());
        return chatTypeNamed(names);
    }

    /**
     * @param types chat type names as Telegram writes them: {@code private}, {@code group}, {@code supergroup},
     *        {@code channel}
     * @return a filter passing updates in a chat of one of those types
     */
    public static UpdateFilter chatTypeNamed(Set<String> types) {
        Set<String> names = Set.copyOf(types);
        return update -> {
            Chat chat = update.chat();
            return chat != null && names.contains(chat.type().value());
        };
    }

    /** @return a filter passing updates in private chats */
    public static UpdateFilter privateChat() {
        return chatType(ChatType.PRIVATE);
    }

    /** @return a filter passing updates in groups and supergroups */
    public static UpdateFilter groupChat() {
        return chatType(ChatType.GROUP, ChatType.SUPERGROUP);
    }

    /**
     * @param chatIds chat ids
     * @return a filter passing updates in one of those chats
     */
    public static UpdateFilter chat(long... chatIds) {
        Set<Long> ids = Arrays.stream(chatIds).boxed().collect(Collectors.toUnmodifiableSet());
        return update -> update.chat() != null && ids.contains(update.chat().id());
    }

    /**
     * @param userIds user ids
     * @return a filter passing updates caused by one of those users
     */
    public static UpdateFilter from(long... userIds) {
        Set<Long> ids = Arrays.stream(userIds).boxed().collect(Collectors.toUnmodifiableSet());
        return update -> update.sender() != null && ids.contains(update.sender().id());
    }

    /**
     * @param usernames user names, without {@code @}, compared ignoring case
     * @return a filter passing updates caused by one of those users
     */
    public static UpdateFilter fromUsername(String... usernames) {
        Set<String> names = Arrays.stream(usernames).map(n -> n.toLowerCase(java.util.Locale.ROOT))
                .collect(Collectors.toUnmodifiableSet());
        return update -> {
            User sender = update.sender();
            return sender != null && sender.username() != null
                    && names.contains(sender.username().toLowerCase(java.util.Locale.ROOT));
        };
    }

    /** @return a filter passing updates caused by a bot */
    public static UpdateFilter fromBot() {
        return update -> update.sender() != null && update.sender().isBot();
    }

    /** @return a filter passing messages with a text */
    public static UpdateFilter hasText() {
        return update -> update.message() != null && update.message().text() != null;
    }

    /** @return a filter passing messages with a photo */
    public static UpdateFilter hasPhoto() {
        return update -> update.message() != null && update.message().photo() != null
                && !update.message().photo().isEmpty();
    }

    /** @return a filter passing messages with a document */
    public static UpdateFilter hasDocument() {
        return update -> update.message() != null && update.message().document() != null;
    }

    /** @return a filter passing messages that reply to another message */
    public static UpdateFilter isReply() {
        return update -> update.message() != null && update.message().replyToMessage() != null;
    }

    /** @return a filter passing forwarded messages */
    public static UpdateFilter isForwarded() {
        return update -> update.message() != null && update.message().forwardOrigin() != null;
    }

    /**
     * @param types entity types, e.g. {@link MessageEntityType#URL}
     * @return a filter passing messages whose text or caption has an entity of one of those types
     */
    public static UpdateFilter hasEntity(MessageEntityType... types) {
        Set<MessageEntityType> wanted = Set.of(types);
        return update -> {
            Message message = update.message();
            return message != null && (anyOf(message.entities(), wanted) || anyOf(message.captionEntities(), wanted));
        };
    }

    /**
     * @param pattern a regular expression
     * @return a filter passing messages whose text (or caption) contains a match
     */
    public static UpdateFilter textMatches(Pattern pattern) {
        Objects.requireNonNull(pattern, "pattern");
        return update -> update.text() != null && pattern.matcher(update.text()).find();
    }

    /**
     * @param command a command name without its slash, e.g. {@code cancel}
     * @return a filter passing messages starting with that command, as {@link OnCommand} matches it (arguments
     *         allowed, the bot's own {@code @name} or none)
     */
    public static UpdateFilter command(String command) {
        String name = command.startsWith("/") ? command.substring(1) : command;
        return update -> {
            // the dispatcher's context parsed it already, for this bot's name; any other context is read here
            CommandArguments parsed = update instanceof CommandHolder<?> holder
                    ? (CommandArguments) holder.parsedCommand()
                    : CommandParser.parse(update.text(), null, CommandArguments::new);
            return parsed != null && parsed.name().equalsIgnoreCase(name);
        };
    }

    /**
     * @param data callback data
     * @return a filter passing callback queries with exactly that data
     */
    public static UpdateFilter callbackData(String data) {
        return update -> update.update().callbackQuery() != null
                && data.equals(update.update().callbackQuery().data());
    }

    private static boolean anyOf(List<MessageEntity> entities, Set<MessageEntityType> wanted) {
        if (entities == null) {
            return false;
        }
        for (MessageEntity entity : entities) {
            if (wanted.contains(entity.type())) {
                return true;
            }
        }
        return false;
    }
}
