package io.github.quarkustelegram.testing.telegram.methods;

import com.fasterxml.jackson.databind.JsonNode;

import io.github.quarkustelegram.testing.telegram.api.BotApiError;

/**
 * Telegram's rules for Mini App buttons ({@code web_app}) in a message's keyboard: the URL must be https (Telegram's
 * wording for an inline button: {@code inline keyboard button Web App URL '...' is invalid: Only HTTPS links are
 * allowed}; a reply keyboard's is worded alike here), and an inline {@code web_app} button is only for private chats
 * ({@code BUTTON_TYPE_INVALID} elsewhere, as Telegram answers a bot that sends one to a group).
 */
public final class WebAppButtons {

    private WebAppButtons() {
    }

    static void check(JsonNode markup, JsonNode chat) {
        for (JsonNode row : markup.path("inline_keyboard")) {
            for (JsonNode button : row) {
                JsonNode webApp = button.get("web_app");
                if (webApp != null) {
                    checkUrl("inline keyboard button", webApp);
                    if (!"private".equals(chat.path("type").asText())) {
                        throw BotApiError.badRequest("BUTTON_TYPE_INVALID");
                    }
                }
            }
        }
        for (JsonNode row : markup.path("keyboard")) {
            for (JsonNode button : row) {
                JsonNode webApp = button.get("web_app");
                if (webApp != null) {
                    checkUrl("keyboard button", webApp);
                }
            }
        }
    }

    private static void checkUrl(String where, JsonNode webApp) {
        String url = webApp.path("url").asText("");
        if (url.isEmpty()) {
            throw BotApiError.badRequest("can't parse WebAppInfo: field \"url\" must be of type String");
        }
        if (!url.regionMatches(true, 0, "https://", 0, 8) || url.length() == 8) {
            throw BotApiError.badRequest(where + " Web App URL '" + url + "' is invalid: Only HTTPS links are allowed");
        }
    }
}
