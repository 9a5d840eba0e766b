package io.github.quarkustelegram.deployment.devservices;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

import io.github.quarkustelegram.deployment.devservices.chat.ChatTimeline;
import io.github.quarkustelegram.testing.telegram.FakeTelegramClient;
import io.github.quarkustelegram.testing.telegram.FakeUser;
import io.github.quarkustelegram.testing.telegram.UserAction;

/**
 * What the Dev UI's chat page does with the fake Telegram, through its control API: read the conversation of a chat as
 * one user sees it, act as that user. Answers are plain lists and maps of strings, numbers and booleans, what Dev UI's
 * JSON-RPC carries as is; the page only draws them.
 *
 * <p>
 * A chat is the user's private chat, or a group (a negative {@code chatId}), which is declared to the fake the first
 * time the user writes there. In a group the user sees everyone's messages and the ephemeral messages the bot sent
 * them (Bot API 10.3), not those it sent others. What the chat shows is {@link ChatTimeline}'s work.
 */
final class FakeTelegramConsole {

    private final String baseUrl;
    private volatile FakeTelegramClient client; // one for the page's lifetime: it reads the transcript every second
    private final Set<Long> knownGroups = ConcurrentHashMap.newKeySet();

    FakeTelegramConsole(String baseUrl) {
        this.baseUrl = baseUrl;
    }

    /** @return the chat (the user's private chat unless {@code chatId}) as the user sees it: see {@link ChatTimeline} */
    Map<String, Object> chat(Map<String, String> params) {
        long userId = userId(params);
        long chatId = chatId(params, userId);
        Map<String, Object> chat = new LinkedHashMap<>(ChatTimeline.of(client().transcript().stream()
                .filter(e -> e.chatId() == chatId)
                .filter(e -> !e.isEphemeral() || e.receiverUserId() == userId)
                .toList()).asMap());
        chat.put("replyKeyboard", client().replyKeyboard(chatId));
        return chat;
    }

    /** The user sends a text, in the private chat or a group ({@code chatId}). */
    Map<String, Object> send(Map<String, String> params) {
        String text = params.get("text");
        if (text == null || text.isBlank()) {
            throw new IllegalArgumentException("Type a message first");
        }
        long userId = userId(params);
        long chatId = chatId(params, userId);
        FakeUser user = client().user(userId, firstName(params));
        knowGroup(chatId, userId);
        return action(chatId == userId ? user.sends(text) : user.sendsIn(chatId, text));
    }

    /** Declares a group to the fake the first time a user of the page writes there. */
    private void knowGroup(long chatId, long userId) {
        if (chatId != userId && knownGroups.add(chatId)) {
            client().group(chatId, "Dev UI group");
        }
    }

    /** The user sends a photo (a fake one) with an optional caption, in the private chat or a group. */
    Map<String, Object> sendPhoto(Map<String, String> params) {
        long userId = userId(params);
        long chatId = chatId(params, userId);
        String caption = params.get("text");
        FakeUser user = client().user(userId, firstName(params));
        knowGroup(chatId, userId);
        return action(user.sendsPhotoIn(chatId, caption == null || caption.isBlank() ? null : caption));
    }

    /** The user presses a callback button of a bot message, ephemeral ({@code ephemeralMessageId}) or not. */
    Map<String, Object> press(Map<String, String> params) {
        long userId = userId(params);
        long chatId = chatId(params, userId);
        FakeUser user = client().user(userId, firstName(params));
        String data = required(params, "data");
        String ephemeral = params.get("ephemeralMessageId");
        if (ephemeral != null && !ephemeral.isBlank() && Long.parseLong(ephemeral) != 0) {
            return action(user.pressesEphemeral(chatId, Long.parseLong(ephemeral), data));
        }
        return action(user.pressesCallback(chatId, Long.parseLong(required(params, "messageId")), data));
    }

    /** The user presses the stop button of the draft the bot streams in the private chat. */
    Map<String, Object> stop(Map<String, String> params) {
        return action(client().user(userId(params), firstName(params)).stopsGeneration());
    }

    /** Forgets the conversation. */
    Map<String, Object> reset(Map<String, String> params) {
        client().reset();
        knownGroups.clear();
        return Map.of("reset", true);
    }

    private FakeTelegramClient client() {
        FakeTelegramClient current = client;
        if (current == null) {
            current = FakeTelegramClient.connect(baseUrl);
            client = current;
        }
        return current;
    }

    private static Map<String, Object> action(UserAction action) {
        return Map.of("updateId", action.updateId(), "messageId", action.messageId());
    }

    private static long userId(Map<String, String> params) {
        long id = Long.parseLong(params.getOrDefault("userId", "1").trim());
        if (id <= 0) {
            throw new IllegalArgumentException("A user id is positive");
        }
        return id;
    }

    /** The private chat (the user's id) unless a group's negative id is given. */
    private static long chatId(Map<String, String> params, long userId) {
        String chat = params.get("chatId");
        if (chat == null || chat.isBlank()) {
            return userId;
        }
        long id = Long.parseLong(chat.trim());
        if (id > 0 && id != userId) {
            throw new IllegalArgumentException("A chat is the user's private chat or a group (a negative id)");
        }
        return id;
    }

    private static String firstName(Map<String, String> params) {
        String name = params.get("firstName");
        return name == null || name.isBlank() ? null : name;
    }

    private static String required(Map<String, String> params, String name) {
        String value = params.get(name);
        if (value == null || value.isEmpty()) {
            throw new IllegalArgumentException(name + " is missing");
        }
        return value;
    }
}
