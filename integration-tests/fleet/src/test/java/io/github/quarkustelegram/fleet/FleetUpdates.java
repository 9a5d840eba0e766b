package io.github.quarkustelegram.fleet;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import io.github.quarkustelegram.fleet.TelegramLikeSender.Outgoing;

/**
 * The updates of a fleet run: {@code chats} private chats, each with its share of the updates in order, ids rising
 * across chats as Telegram gives them. Most are notes ({@code n}); each chat's 10th is {@code /ping} (a send from
 * every chat at about the same moment: a burst the flood budget must pace); the first {@code surveyChats} chats
 * answer a {@code /survey} over three updates, far enough apart that they land on different instances.
 */
final class FleetUpdates {

    static final long FIRST_CHAT = 1000;

    final Map<Long, List<Outgoing>> byChat = new LinkedHashMap<>();
    final int total;
    final int surveyChats;

    FleetUpdates(int total, int chats, int surveyChats, int firstUpdateId) {
        this.total = total;
        this.surveyChats = surveyChats;
        int perChat = total / chats;
        for (int c = 0; c < chats; c++) {
            byChat.put(FIRST_CHAT + c, new ArrayList<>());
        }
        int id = firstUpdateId;
        for (int k = 0; k < perChat; k++) {
            for (int c = 0; c < chats; c++) {
                long chat = FIRST_CHAT + c;
                byChat.get(chat).add(new Outgoing(id, chat, json(id, chat, text(c, k, perChat))));
                id++;
            }
        }
    }

    /** @return the answer a survey chat is thanked with */
    static String thanks(long chat) {
        return "Thanks: x" + chat + " / y" + chat;
    }

    private String text(int chatIndex, int k, int perChat) {
        if (chatIndex < surveyChats) {
            int third = perChat / 3;
            if (k == 2) {
                return "/survey";
            }
            if (k == 2 + third) {
                return "a1 x" + (FIRST_CHAT + chatIndex);
            }
            if (k == 2 + 2 * third) {
                return "a2 y" + (FIRST_CHAT + chatIndex);
            }
        }
        return k == 9 ? "/ping" : "n";
    }

    static String json(int id, long chat, String text) {
        String entities = text.startsWith("/") ? ",\"entities\":[{\"type\":\"bot_command\",\"offset\":0,\"length\":"
                + text.length() + "}]" : "";
        return "{\"update_id\":" + id + ",\"message\":{\"message_id\":" + id + ",\"date\":1767225600,"
                + "\"chat\":{\"id\":" + chat + ",\"type\":\"private\",\"first_name\":\"U" + chat + "\"},"
                + "\"from\":{\"id\":" + chat + ",\"is_bot\":false,\"first_name\":\"U" + chat + "\"},"
                + "\"text\":\"" + text + "\"" + entities + "}}";
    }
}
