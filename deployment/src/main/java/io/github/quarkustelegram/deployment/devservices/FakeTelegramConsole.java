package io.github.quarkustelegram.deployment.devservices;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import io.github.quarkustelegram.testing.telegram.FakeTelegramClient;
import io.github.quarkustelegram.testing.telegram.FakeUser;
import io.github.quarkustelegram.testing.telegram.TranscriptEntry;
import io.github.quarkustelegram.testing.telegram.UserAction;

/**
 * What the Dev UI's chat page does with the fake Telegram, through its control API: read the conversation of a chat as
 * one user sees it, act as that user. Answers are plain lists and maps of strings, numbers and booleans, what Dev UI's
 * JSON-RPC carries as is; the page only draws them.
 *
 * <p>
 * A chat is the user's private chat, or a group (a negative {@code chatId}), which is declared to the fake the first
 * time the user writes there. In a group the user sees everyone's messages and the ephemeral messages the bot sent
 * them (Bot API 10.3), not those it sent others. The bot's streamed drafts show as one entry, the latest, until a
 * message replaces it.
 */
final class FakeTelegramConsole {

    private static final ObjectMapper JSON = new ObjectMapper();

    private final String baseUrl;
    private volatile FakeTelegramClient client; // one for the page's lifetime: it reads the transcript every second

    FakeTelegramConsole(String baseUrl) {
        this.baseUrl = baseUrl;
    }

    /** @return the conversation in the chat (the user's private chat unless {@code chatId}), as the user sees it */
    List<Map<String, Object>> transcript(Map<String, String> params) {
        long userId = userId(params);
        long chatId = chatId(params, userId);
        List<TranscriptEntry> entries = client().transcript().stream().filter(e -> e.chatId() == chatId)
                .filter(e -> !e.isEphemeral() || e.receiverUserId() == userId)
                .toList();
        List<Map<String, Object>> shown = new ArrayList<>();
        for (int i = 0; i < entries.size(); i++) {
            TranscriptEntry e = entries.get(i);
            if (isDraft(e) && i + 1 < entries.size() && entries.get(i + 1).from() == TranscriptEntry.From.BOT) {
                continue; // a newer draft, or the message that ends it, follows
            }
            shown.add(entry(e));
        }
        return shown;
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
        if (chatId == userId) {
            return action(user.sends(text));
        }
        try {
            return action(user.sendsIn(chatId, text));
        } catch (IllegalArgumentException unknownGroup) {
            client().group(chatId, "Dev UI group " + chatId);
            return action(user.sendsIn(chatId, text));
        }
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

    private static boolean isDraft(TranscriptEntry entry) {
        return entry.from() == TranscriptEntry.From.BOT && entry.kind().endsWith("Draft");
    }

    static Map<String, Object> entry(TranscriptEntry entry) {
        JsonNode json = parse(entry.json());
        Map<String, Object> map = new LinkedHashMap<>();
        map.put("sequence", entry.sequence());
        map.put("from", entry.from().name());
        map.put("kind", entry.kind());
        map.put("messageId", entry.messageId());
        map.put("text", entry.text());
        map.put("json", entry.json());
        map.put("ephemeral", entry.isEphemeral());
        map.put("ephemeralMessageId", json.path("ephemeral_message_id").asLong(0));
        map.put("draft", isDraft(entry));
        map.put("canStop", isDraft(entry) && json.path("can_stop").asBoolean(false));
        map.put("keyboard", keyboard(entry.from() == TranscriptEntry.From.BOT ? json : null));
        return map;
    }

    /** The inline keyboard of a bot message, row after row: each button's text, data, and whether it is disabled. */
    private static List<List<Map<String, Object>>> keyboard(JsonNode message) {
        List<List<Map<String, Object>>> rows = new ArrayList<>();
        if (message == null) {
            return rows;
        }
        for (JsonNode row : message.path("reply_markup").path("inline_keyboard")) {
            List<Map<String, Object>> buttons = new ArrayList<>();
            for (JsonNode button : row) {
                Map<String, Object> b = new LinkedHashMap<>();
                b.put("text", button.path("text").asText());
                b.put("disabled", button.has("disabled"));
                b.put("pressable", button.has("callback_data") && !button.has("disabled"));
                if (button.has("callback_data")) {
                    b.put("data", button.get("callback_data").asText());
                }
                if (button.has("url")) {
                    b.put("url", button.get("url").asText());
                }
                buttons.add(b);
            }
            rows.add(buttons);
        }
        return rows;
    }

    private static JsonNode parse(String json) {
        try {
            return JSON.readTree(json);
        } catch (java.io.IOException e) {
            return JSON.createObjectNode();
        }
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
