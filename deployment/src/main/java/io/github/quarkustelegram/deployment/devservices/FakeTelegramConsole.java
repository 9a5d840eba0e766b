package io.github.quarkustelegram.deployment.devservices;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import io.github.quarkustelegram.testing.telegram.FakeTelegramClient;
import io.github.quarkustelegram.testing.telegram.TranscriptEntry;
import io.github.quarkustelegram.testing.telegram.UserAction;

/**
 * What the Dev UI's chat page does with the fake Telegram, through its control API: read the conversation, act as a
 * user. Answers are plain lists and maps of strings and numbers, what Dev UI's JSON-RPC carries as is.
 */
final class FakeTelegramConsole {

    private final String baseUrl;
    private volatile FakeTelegramClient client; // one for the page's lifetime: it reads the transcript every second

    FakeTelegramConsole(String baseUrl) {
        this.baseUrl = baseUrl;
    }

    /** @return the conversation in the user's private chat, in order */
    List<Map<String, Object>> transcript(Map<String, String> params) {
        long chatId = userId(params);
        return client().transcript().stream().filter(e -> e.chatId() == chatId).map(FakeTelegramConsole::entry)
                .toList();
    }

    /** The user sends a text. */
    Map<String, Object> send(Map<String, String> params) {
        String text = params.get("text");
        if (text == null || text.isBlank()) {
            throw new IllegalArgumentException("Type a message first");
        }
        return action(client().user(userId(params), firstName(params)).sends(text));
    }

    /** The user presses a callback button of a bot message. */
    Map<String, Object> press(Map<String, String> params) {
        long userId = userId(params);
        long messageId = Long.parseLong(required(params, "messageId"));
        return action(client().user(userId, firstName(params)).pressesCallback(userId, messageId,
                required(params, "data")));
    }

    /** Forgets the conversation. */
    Map<String, Object> reset(Map<String, String> params) {
        client().reset();
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

    private static Map<String, Object> entry(TranscriptEntry entry) {
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("sequence", entry.sequence());
        json.put("from", entry.from().name());
        json.put("kind", entry.kind());
        json.put("messageId", entry.messageId());
        json.put("text", entry.text());
        json.put("json", entry.json());
        return json;
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
