package io.github.quarkustelegram.deployment.devservices.chat;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;

/** The keyboards of a bot message, as the page draws them. */
final class Keyboards {

    private Keyboards() {
    }

    /**
     * @return the inline keyboard under a message, row after row: each button's text, its callback data when it has
     *         some, its URL, whether the bot disabled it, and whether pressing it does something here
     */
    static List<List<Map<String, Object>>> inline(JsonNode message) {
        List<List<Map<String, Object>>> rows = new ArrayList<>();
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

    /** @return the text of the button of an inline keyboard that carries this callback data, or null */
    static String pressed(List<List<Map<String, Object>>> keyboard, String data) {
        for (List<Map<String, Object>> row : keyboard) {
            for (Map<String, Object> button : row) {
                if (data.equals(button.get("data"))) {
                    return (String) button.get("text");
                }
            }
        }
        return null;
    }
}
