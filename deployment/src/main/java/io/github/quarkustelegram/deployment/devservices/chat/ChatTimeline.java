package io.github.quarkustelegram.deployment.devservices.chat;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import io.github.quarkustelegram.testing.telegram.TranscriptEntry;
import io.github.quarkustelegram.testing.telegram.TranscriptEntry.From;

/**
 * One chat as one user sees it in a Telegram client, from the fake's transcript: a bubble per message (who sent it,
 * when, its text, a summary of its media, its inline keyboard), with the bot's edits applied to the message they
 * change and its deletions marked on it; a short note where the user pressed a button (the button's text, not its
 * data); the bot's callback answers with a text as toasts. The
 * bot's streamed drafts show as one bubble, the latest, until a message replaces it. (The reply keyboard the chat's
 * client shows is the fake's to say: it is not in the messages.)
 *
 * <p>
 * Answers are maps and lists of strings, numbers and booleans, what Dev UI's JSON-RPC carries as is.
 */
public final class ChatTimeline {

    private static final ObjectMapper JSON = new ObjectMapper();

    private final Map<String, Map<String, Object>> bubbles = new LinkedHashMap<>();
    private final List<Map<String, Object>> toasts = new ArrayList<>();

    private ChatTimeline() {
    }

    /**
     * @param entries the transcript's entries in one chat that the user may see, in order
     * @return what the chat shows
     */
    public static ChatTimeline of(List<TranscriptEntry> entries) {
        ChatTimeline timeline = new ChatTimeline();
        for (int i = 0; i < entries.size(); i++) {
            TranscriptEntry entry = entries.get(i);
            boolean replaced = i + 1 < entries.size() && entries.get(i + 1).from() == From.BOT;
            if (isDraft(entry) && replaced) {
                continue; // a newer draft, or the message that ends it, follows
            }
            timeline.add(entry);
        }
        return timeline;
    }

    /** @return the bubbles and notes, in the order they were first sent */
    public List<Map<String, Object>> bubbles() {
        return List.copyOf(bubbles.values());
    }

    /** @return the bot's callback answers that carry a text, in order, each with its sequence (shown once) */
    public List<Map<String, Object>> toasts() {
        return List.copyOf(toasts);
    }

    /** @return everything, as the page reads it */
    public Map<String, Object> asMap() {
        Map<String, Object> map = new LinkedHashMap<>();
        map.put("bubbles", bubbles());
        map.put("toasts", toasts());
        return map;
    }

    private void add(TranscriptEntry entry) {
        JsonNode json = parse(entry.json());
        if (entry.from() == From.USER) {
            addUserStep(entry, json);
            return;
        }
        String kind = entry.kind();
        if (kind.startsWith("edit")) {
            edit(entry, json);
        } else if (kind.startsWith("delete")) {
            Map<String, Object> bubble = bubbles.get(key(entry, json));
            if (bubble != null) {
                bubble.put("deleted", true);
            }
        } else if (kind.equals("answerCallbackQuery")) {
            if (!entry.text().isEmpty()) {
                toasts.add(Map.of("sequence", entry.sequence(), "text", entry.text(),
                        "alert", json.path("show_alert").asBoolean(false)));
            }
        } else if (entry.isBotMessage() || isDraft(entry)) {
            Map<String, Object> bubble = message(entry, json);
            bubbles.put(isDraft(entry) ? "draft" : key(entry, json), bubble);
            if (!isDraft(entry)) {
                bubbles.remove("draft"); // the message that ends a draft replaces it
            }
        }
    }

    private void addUserStep(TranscriptEntry entry, JsonNode json) {
        if (json.has("message_id") && json.has("chat")) { // a message of any kind: text, photo, album part...
            bubbles.put(key(entry, json), message(entry, json));
            return;
        }
        String name = json.path("from").path("first_name").asText("User");
        String note = switch (entry.kind()) {
            case "callback_query" -> {
                Map<String, Object> pressedOn = bubbles.get(key(entry, json.path("message")));
                @SuppressWarnings("unchecked")
                String button = pressedOn == null ? null
                        : Keyboards.pressed((List<List<Map<String, Object>>>) pressedOn.get("keyboard"), entry.text());
                yield name + " pressed “" + (button != null ? button : entry.text()) + "”";
            }
            case "stopped_message_generation" -> "The draft was stopped";
            default -> name + ": " + entry.kind().replace('_', ' ') + (entry.text().isEmpty() ? "" : " " + entry.text());
        };
        Map<String, Object> bubble = new LinkedHashMap<>();
        bubble.put("sequence", entry.sequence());
        bubble.put("from", "NOTE");
        bubble.put("text", note);
        bubbles.put("s" + entry.sequence(), bubble);
    }

    private void edit(TranscriptEntry entry, JsonNode message) {
        Map<String, Object> edited = message(entry, message);
        edited.put("edited", true);
        Map<String, Object> original = bubbles.get(key(entry, message));
        if (original == null) {
            bubbles.put(key(entry, message), edited); // an edit of a message sent before the transcript began
            return;
        }
        edited.put("sequence", original.get("sequence")); // keeps its place in the chat
        edited.put("time", original.get("time"));
        original.putAll(edited);
    }

    private static Map<String, Object> message(TranscriptEntry entry, JsonNode json) {
        Map<String, Object> bubble = new LinkedHashMap<>();
        bubble.put("sequence", entry.sequence());
        bubble.put("from", entry.from().name());
        bubble.put("kind", entry.kind());
        bubble.put("sender", json.path("from").path("first_name").asText(entry.from() == From.BOT ? "Bot" : "User"));
        bubble.put("senderId", json.path("from").path("id").asLong(0));
        bubble.put("time", json.path("date").asLong(0));
        bubble.put("messageId", entry.messageId());
        bubble.put("text", entry.text());
        // always set: an edit from rich to plain text replaces the blocks with none
        bubble.put("rich", json.has("rich_message") ? RichView.of(json.get("rich_message")) : List.of());
        String media = MediaSummary.of(json);
        if (media != null) {
            bubble.put("media", media);
        }
        bubble.put("keyboard", entry.from() == From.BOT ? Keyboards.inline(json) : List.of());
        bubble.put("edited", false);
        bubble.put("deleted", false);
        bubble.put("ephemeral", entry.isEphemeral());
        bubble.put("ephemeralMessageId", json.path("ephemeral_message_id").asLong(0));
        bubble.put("draft", isDraft(entry));
        bubble.put("canStop", isDraft(entry) && json.path("can_stop").asBoolean(false));
        return bubble;
    }

    /** A message's place: by message id, or by ephemeral message id for an ephemeral one. */
    private static String key(TranscriptEntry entry, JsonNode json) {
        long ephemeral = json.path("ephemeral_message_id").asLong(0);
        if (ephemeral != 0) {
            return "e" + ephemeral;
        }
        return entry.messageId() != 0 ? "m" + entry.messageId() : "s" + entry.sequence();
    }

    static boolean isDraft(TranscriptEntry entry) {
        return entry.from() == From.BOT && entry.kind().endsWith("Draft");
    }

    private static JsonNode parse(String json) {
        try {
            return JSON.readTree(json);
        } catch (IOException e) {
            return JSON.createObjectNode();
        }
    }
}
