package io.github.quarkustelegram.deployment.devservices.chat;

import java.util.Locale;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * One line for what a message carries besides text, as a chat client shows it without downloading anything: a photo's
 * size, a document's name and size, a voice message's length, a sticker's emoji.
 */
final class MediaSummary {

    private MediaSummary() {
    }

    /** @return the summary of the message's media, or null when it has none */
    static String of(JsonNode message) {
        if (message.has("photo")) {
            JsonNode largest = largest(message.get("photo"));
            return "Photo " + dimensions(largest) + size(largest);
        }
        if (message.has("document")) {
            JsonNode document = message.get("document");
            return "Document " + document.path("file_name").asText("(no name)") + size(document);
        }
        if (message.has("video")) {
            JsonNode video = message.get("video");
            return "Video " + dimensions(video) + ", " + duration(video) + size(video);
        }
        if (message.has("animation")) {
            return "GIF " + dimensions(message.get("animation")) + size(message.get("animation"));
        }
        if (message.has("audio")) {
            JsonNode audio = message.get("audio");
            String title = audio.path("title").asText(audio.path("file_name").asText("audio"));
            return "Audio " + title + ", " + duration(audio) + size(audio);
        }
        if (message.has("voice")) {
            return "Voice message, " + duration(message.get("voice")) + size(message.get("voice"));
        }
        if (message.has("video_note")) {
            return "Video message, " + duration(message.get("video_note"));
        }
        if (message.has("sticker")) {
            return "Sticker " + message.get("sticker").path("emoji").asText("");
        }
        if (message.has("location")) {
            JsonNode location = message.get("location");
            return String.format(Locale.ROOT, "Location %.5f, %.5f", location.path("latitude").asDouble(),
                    location.path("longitude").asDouble());
        }
        if (message.has("contact")) {
            JsonNode contact = message.get("contact");
            return "Contact " + contact.path("first_name").asText() + " " + contact.path("phone_number").asText();
        }
        if (message.has("poll")) {
            return "Poll: " + message.get("poll").path("question").asText();
        }
        if (message.has("dice")) {
            JsonNode dice = message.get("dice");
            return "Dice " + dice.path("emoji").asText() + " " + dice.path("value").asInt();
        }
        return null;
    }

    private static JsonNode largest(JsonNode sizes) {
        JsonNode largest = sizes.path(0);
        for (JsonNode size : sizes) {
            if (size.path("width").asLong() * size.path("height").asLong() > largest.path("width").asLong()
                    * largest.path("height").asLong()) {
                largest = size;
            }
        }
        return largest;
    }

    private static String dimensions(JsonNode media) {
        return media.path("width").asInt() + "×" + media.path("height").asInt();
    }

    private static String duration(JsonNode media) {
        int seconds = media.path("duration").asInt();
        return seconds / 60 + ":" + String.format(Locale.ROOT, "%02d", seconds % 60);
    }

    /** ", 45 KB" when the file's size is known. */
    static String size(JsonNode file) {
        if (!file.has("file_size")) {
            return "";
        }
        long bytes = file.get("file_size").asLong();
        if (bytes < 1024) {
            return ", " + bytes + " B";
        }
        if (bytes < 1024 * 1024) {
            return ", " + Math.round(bytes / 1024.0) + " KB";
        }
        return String.format(Locale.ROOT, ", %.1f MB", bytes / (1024.0 * 1024));
    }
}
