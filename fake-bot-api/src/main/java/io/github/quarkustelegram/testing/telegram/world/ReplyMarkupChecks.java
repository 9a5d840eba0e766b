package io.github.quarkustelegram.testing.telegram.world;

import java.net.URI;
import java.net.URISyntaxException;
import java.util.Locale;
import java.util.Set;

import com.fasterxml.jackson.databind.JsonNode;

import io.github.quarkustelegram.testing.telegram.api.BotApiError;
import io.github.quarkustelegram.testing.telegram.methods.WebAppButtons;

/**
 * What Telegram refuses in an inline button's links, as it answers: a URL it cannot open is
 * {@code BUTTON_URL_INVALID}. (The callback data's size is checked beside the button's other fields, in
 * {@link InlineKeyboard#check}; Mini App buttons in {@link WebAppButtons}.)
 */
final class ReplyMarkupChecks {

    /** The schemes a URL button may open. */
    private static final Set<String> URL_SCHEMES = Set.of("http", "https", "tg", "ton");

    private ReplyMarkupChecks() {
    }

    /** @throws BotApiError when one of the button's links is one Telegram refuses */
    static void checkButton(JsonNode button) {
        JsonNode url = button.get("url");
        if (url != null && !openable(url.asText())) {
            throw BotApiError.badRequest("BUTTON_URL_INVALID");
        }
        JsonNode login = button.path("login_url").path("url");
        if (!login.isMissingNode() && !openable(login.asText())) {
            throw BotApiError.badRequest("BUTTON_URL_INVALID");
        }
    }

    /** A URL of a known scheme, with a host for the web ones; a bare host ({@code t.me/x}) is taken as http. */
    private static boolean openable(String text) {
        if (text.isBlank() || text.chars().anyMatch(Character::isWhitespace)) {
            return false;
        }
        try {
            URI uri = new URI(text.contains("://") || text.startsWith("tg:") ? text : "http://" + text);
            String scheme = uri.getScheme() == null ? "" : uri.getScheme().toLowerCase(Locale.ROOT);
            if (!URL_SCHEMES.contains(scheme)) {
                return false;
            }
            return !scheme.startsWith("http") || (uri.getHost() != null && uri.getHost().contains("."));
        } catch (URISyntaxException e) {
            return false;
        }
    }
}
