package io.github.quarkustelegram.testing.telegram.methods;

import java.util.ArrayList;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import io.github.quarkustelegram.testing.server.FakeReply;
import io.github.quarkustelegram.testing.telegram.api.BotApiError;
import io.github.quarkustelegram.testing.telegram.api.CallParams;

/**
 * {@code sendRichMessage} (Bot API 10.3): the message is stored with the {@code rich_message} as sent, like any bot
 * message (its chat's next id, topic and business connection checked, the chat's draft ended), and written to the
 * transcript with its text: the plain text of its blocks, a blank line between two. A rich message's own limits are
 * not checked here.
 */
final class RichMessages {

    private final BotMessages messages;

    RichMessages(BotMessages messages) {
        this.messages = messages;
    }

    void register(BotMethods bot) {
        bot.add("sendRichMessage", this::sendRichMessage);
    }

    private FakeReply sendRichMessage(CallParams p) {
        ObjectNode chat = messages.chat(p);
        JsonNode rich = p.json("rich_message").filter(JsonNode::isObject)
                .orElseThrow(() -> BotApiError.badRequest("rich message is empty"));
        String text = plainText(rich);
        if (text.isBlank() && !rich.has("html") && !rich.has("markdown")) {
            throw BotApiError.badRequest("rich message is empty");
        }
        ObjectNode message = messages.newMessage(chat, p);
        message.set("rich_message", rich);
        return FakeReply.ok(messages.storeWithText("sendRichMessage", message,
                rich.has("blocks") ? text : rich.path("markdown").asText(rich.path("html").asText(""))));
    }

    /**
     * @param rich a rich message as sent
     * @return the text of its blocks, a blank line between two
     */
    static String plainText(JsonNode rich) {
        List<String> blocks = new ArrayList<>();
        for (JsonNode block : rich.path("blocks")) {
            StringBuilder text = new StringBuilder();
            collect(block.path("text"), text);
            blocks.add(text.toString());
        }
        return String.join("\n\n", blocks);
    }

    /** A rich text is a string, an array of rich texts, or an object around a rich text. */
    private static void collect(JsonNode richText, StringBuilder into) {
        if (richText.isTextual()) {
            into.append(richText.asText());
        } else if (richText.isArray()) {
            richText.forEach(part -> collect(part, into));
        } else if (richText.isObject()) {
            collect(richText.path("text"), into);
        }
    }
}
