package io.github.quarkustelegram.testing.telegram.methods;

import java.util.List;
import java.util.Set;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import io.github.quarkustelegram.testing.internal.FakeJson;
import io.github.quarkustelegram.testing.server.FakeReply;
import io.github.quarkustelegram.testing.telegram.api.BotApiError;
import io.github.quarkustelegram.testing.telegram.api.CallParams;
import io.github.quarkustelegram.testing.telegram.world.FakeWorld;
import io.github.quarkustelegram.testing.telegram.world.Step;
import io.github.quarkustelegram.testing.telegram.world.Transcript;

/**
 * The bot itself and what it reads: {@code getMe}, its commands per scope and language, {@code getChat},
 * {@code getFile} (uploads can be downloaded), callback answers, and the methods acknowledged without a model.
 */
public final class ChatMethods {

    /** The largest file a bot may download ({@code getFile}), as Telegram's cloud Bot API says: 20 MB. */
    public static final int MAX_DOWNLOAD_BYTES = 20 * 1024 * 1024;

    /** Methods that change something the fake does not model: answered {@code true}. */
    static final Set<String> ACKNOWLEDGED = Set.of("sendChatAction", "setMessageReaction", "pinChatMessage",
            "unpinChatMessage", "unpinAllChatMessages", "setMyName", "setMyDescription", "setMyShortDescription",
            "setChatMenuButton", "setMyDefaultAdministratorRights", "leaveChat", "logOut", "close");

    private final FakeWorld world;
    private final Transcript transcript;
    private final BotMessages messages;

    ChatMethods(FakeWorld world, Transcript transcript, BotMessages messages) {
        this.world = world;
        this.transcript = transcript;
        this.messages = messages;
    }

    void register(BotMethods bot) {
        bot.add("getMe", p -> FakeReply.ok(world.bot()));
        bot.add("answerCallbackQuery", this::answerCallbackQuery);
        bot.add("setMyCommands", this::setMyCommands);
        bot.add("getMyCommands", p -> FakeReply.ok(world.commands(scopeKey(p)).orElse(FakeJson.MAPPER.createArrayNode())));
        bot.add("deleteMyCommands", p -> {
            world.deleteCommands(scopeKey(p));
            return FakeReply.okTrue();
        });
        bot.add("getChat", this::getChat);
        bot.add("getFile", this::getFile);
        ACKNOWLEDGED.forEach(name -> bot.add(name, p -> FakeReply.okTrue()));
    }

    private FakeReply answerCallbackQuery(CallParams p) {
        String id = p.requiredText("callback_query_id", "query is too old and response timeout expired or query ID is invalid");
        long chatId = world.answerQuery(id);
        ObjectNode params = FakeJson.MAPPER.createObjectNode();
        params.put("callback_query_id", id);
        p.text("text").ifPresent(t -> params.put("text", t));
        p.bool("show_alert").ifPresent(b -> params.put("show_alert", b));
        p.text("url").ifPresent(u -> params.put("url", u));
        transcript.add(Step.From.BOT, "answerCallbackQuery", chatId, 0, p.text("text").orElse(""),
                List.of(), params.toString());
        return FakeReply.okTrue();
    }

    private FakeReply setMyCommands(CallParams p) {
        JsonNode commands = p.json("commands").filter(JsonNode::isArray)
                .orElseThrow(() -> BotApiError.badRequest("can't parse commands JSON object"));
        for (JsonNode command : commands) {
            String name = command.path("command").asText();
            String description = command.path("description").asText();
            if (!name.matches("[a-z0-9_]{1,32}")) {
                throw BotApiError.badRequest("BOT_COMMAND_INVALID");
            }
            if (description.isEmpty() || description.length() > 256) {
                throw BotApiError.badRequest("BOT_COMMAND_DESCRIPTION_INVALID");
            }
        }
        world.setCommands(scopeKey(p), commands);
        return FakeReply.okTrue();
    }

    private FakeReply getChat(CallParams p) {
        ObjectNode chat = messages.chat(p);
        chat.put("accent_color_id", 0);
        chat.put("max_reaction_count", 11);
        ObjectNode gifts = chat.putObject("accepted_gift_types");
        for (String kind : List.of("unlimited_gifts", "limited_gifts", "unique_gifts", "premium_subscription",
                "gifts_from_channels")) {
            gifts.put(kind, false);
        }
        return FakeReply.ok(chat);
    }

    private FakeReply getFile(CallParams p) {
        String fileId = p.requiredText("file_id", "invalid file_id");
        FakeWorld.StoredFile stored = world.file(fileId).orElseThrow(() -> BotApiError.badRequest("invalid file_id"));
        if (stored.content().length > MAX_DOWNLOAD_BYTES) {
            throw BotApiError.badRequest("file is too big"); // Telegram's: bots download up to 20 MB
        }
        ObjectNode file = FakeJson.MAPPER.createObjectNode();
        file.put("file_id", stored.fileId());
        file.put("file_unique_id", stored.fileUniqueId());
        file.put("file_size", stored.content().length);
        file.put("file_path", stored.filePath());
        return FakeReply.ok(file);
    }

    private static String scopeKey(CallParams p) {
        return p.json("scope").map(JsonNode::toString).orElse("{\"type\":\"default\"}") + "|"
                + p.text("language_code").orElse("");
    }
}
