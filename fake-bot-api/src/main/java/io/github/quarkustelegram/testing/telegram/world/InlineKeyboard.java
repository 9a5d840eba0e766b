package io.github.quarkustelegram.testing.telegram.world;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import com.fasterxml.jackson.databind.JsonNode;

import io.github.quarkustelegram.testing.telegram.api.BotApiError;

/**
 * Reading a message's inline keyboard ({@code reply_markup.inline_keyboard}): its buttons' texts and data, and which are
 * disabled.
 */
public final class InlineKeyboard {

    /** The fields that give an inline button its action: a disabled button has none. */
    static final java.util.List<String> ACTIONS = java.util.List.of("url", "callback_data", "web_app", "login_url",
            "switch_inline_query", "switch_inline_query_current_chat", "switch_inline_query_chosen_chat", "copy_text",
            "callback_game", "pay");

    /** Telegram's limit on {@code callback_data}, in bytes. */
    static final int MAX_CALLBACK_DATA_BYTES = 64;

    private InlineKeyboard() {
    }

    /** @return the texts of the buttons, row after row */
    public static List<String> buttonTexts(JsonNode message) {
        List<String> texts = new ArrayList<>();
        for (JsonNode row : message.path("reply_markup").path("inline_keyboard")) {
            for (JsonNode button : row) {
                texts.add(button.path("text").asText());
            }
        }
        return texts;
    }

    /** @return the texts of a reply keyboard's buttons (strings or KeyboardButton objects), row after row */
    public static List<List<String>> replyButtonTexts(JsonNode markup) {
        List<List<String>> rows = new ArrayList<>();
        for (JsonNode row : markup.path("keyboard")) {
            List<String> texts = new ArrayList<>();
            row.forEach(button -> texts.add(button.isTextual() ? button.asText() : button.path("text").asText()));
            rows.add(List.copyOf(texts));
        }
        return List.copyOf(rows);
    }

    /** @return the callback data of the (first) callback button with this text */
    public static Optional<String> callbackData(JsonNode message, String buttonText) {
        for (JsonNode row : message.path("reply_markup").path("inline_keyboard")) {
            for (JsonNode button : row) {
                if (button.path("text").asText().equals(buttonText) && button.has("callback_data")) {
                    return Optional.of(button.get("callback_data").asText());
                }
            }
        }
        return Optional.empty();
    }

    /** @return true when the message has a disabled button ({@code "disabled": {}}, Bot API 10.3) with this text */
    static boolean isDisabled(JsonNode message, String buttonText) {
        for (JsonNode row : message.path("reply_markup").path("inline_keyboard")) {
            for (JsonNode button : row) {
                if (button.path("text").asText().equals(buttonText) && button.has("disabled")) {
                    return true;
                }
            }
        }
        return false;
    }

    /** @return true when the message has a callback button with this data */
    public static boolean hasCallbackData(JsonNode message, String data) {
        for (JsonNode row : message.path("reply_markup").path("inline_keyboard")) {
            for (JsonNode button : row) {
                if (button.has("callback_data") && button.get("callback_data").asText().equals(data)) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Checks a reply markup as Telegram would. @throws BotApiError when it is not an object or has bad buttons */
    public static void check(JsonNode markup) {
        if (!markup.isObject()) {
            throw BotApiError.badRequest("can't parse reply keyboard markup JSON object");
        }
        JsonNode keyboard = markup.get("inline_keyboard");
        if (keyboard == null) {
            return;
        }
        if (!keyboard.isArray()) {
            throw BotApiError.badRequest("field \"inline_keyboard\" of the InlineKeyboardMarkup must be an Array");
        }
        for (JsonNode row : keyboard) {
            for (JsonNode button : row) {
                if (!button.path("text").isTextual()) {
                    throw BotApiError.badRequest("can't find field \"text\"");
                }
                JsonNode disabled = button.get("disabled");
                if (disabled != null) {
                    if (!disabled.isObject()) {
                        throw BotApiError.badRequest("can't parse DisabledButton: an object is expected");
                    }
                    for (String action : ACTIONS) {
                        if (button.has(action)) {
                            throw BotApiError.badRequest("BUTTON_TYPE_INVALID: a disabled button has no " + action);
                        }
                    }
                }
                ReplyMarkupChecks.checkButton(button);
                JsonNode data = button.get("callback_data");
                if (data != null && (data.asText().isEmpty()
                        || data.asText().getBytes(java.nio.charset.StandardCharsets.UTF_8).length > MAX_CALLBACK_DATA_BYTES)) {
                    throw BotApiError.badRequest("BUTTON_DATA_INVALID");
                }
            }
        }
    }
}
