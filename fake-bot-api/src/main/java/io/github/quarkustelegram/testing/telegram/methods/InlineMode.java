package io.github.quarkustelegram.testing.telegram.methods;

import java.nio.charset.StandardCharsets;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import io.github.quarkustelegram.testing.internal.FakeJson;
import io.github.quarkustelegram.testing.server.FakeReply;
import io.github.quarkustelegram.testing.telegram.actions.QueuedUpdate;
import io.github.quarkustelegram.testing.telegram.api.BotApiError;
import io.github.quarkustelegram.testing.telegram.api.CallParams;
import io.github.quarkustelegram.testing.telegram.world.FakeArea;
import io.github.quarkustelegram.testing.telegram.world.FakeWorld;
import io.github.quarkustelegram.testing.telegram.world.InlineKeyboard;
import io.github.quarkustelegram.testing.telegram.world.Step;
import io.github.quarkustelegram.testing.telegram.world.Transcript;
import io.github.quarkustelegram.testing.telegram.world.UpdateQueue;

/**
 * Inline mode: {@code answerInlineQuery} checked as Telegram checks it (an open query answered once, at most 50
 * results of known types with unique ids and their required fields, {@code cache_time}, {@code next_offset}), the
 * answer kept for the user, who may then choose one of its results: a {@code chosen_inline_result} update.
 */
public final class InlineMode implements FakeArea {

    static final int MAX_RESULTS = 50;
    static final int MAX_ID_BYTES = 64;
    static final int MAX_OFFSET_BYTES = 64;
    /** Queries remembered with their answers, for choosing a result later. */
    static final int REMEMBERED = 1_000;

    /** Each result type Telegram knows, with the fields it must have. */
    static final Map<String, List<String>> REQUIRED = Map.ofEntries(
            Map.entry("article", List.of("title", "input_message_content")),
            Map.entry("photo", List.of("photo_url|photo_file_id")),
            Map.entry("gif", List.of("gif_url|gif_file_id")),
            Map.entry("mpeg4_gif", List.of("mpeg4_url|mpeg4_file_id")),
            Map.entry("video", List.of("video_url|video_file_id", "title")),
            Map.entry("audio", List.of("audio_url|audio_file_id")),
            Map.entry("voice", List.of("voice_url|voice_file_id", "title")),
            Map.entry("document", List.of("document_url|document_file_id", "title")),
            Map.entry("location", List.of("latitude", "longitude", "title")),
            Map.entry("venue", List.of("latitude", "longitude", "title", "address")),
            Map.entry("contact", List.of("phone_number", "first_name")),
            Map.entry("game", List.of("game_short_name")),
            Map.entry("sticker", List.of("sticker_file_id")));

    /** An inline query a user made, and the bot's answer once given. */
    private record Query(long userId, ObjectNode from, String text, JsonNode results) {
    }

    private final FakeWorld world;
    private final Transcript transcript;
    private final UpdateQueue queue;
    private final Map<String, Query> queries = FakeWorld.boundedMap(REMEMBERED);

    private InlineMode(FakeWorld world, Transcript transcript, UpdateQueue queue) {
        this.world = world;
        this.transcript = transcript;
        this.queue = queue;
    }

    public static InlineMode in(FakeWorld world, Transcript transcript, UpdateQueue queue) {
        return world.area(InlineMode.class, () -> new InlineMode(world, transcript, queue));
    }

    void register(BotMethods bot) {
        bot.add("answerInlineQuery", this::answerInlineQuery);
    }

    @Override
    public synchronized void clear() {
        queries.clear();
    }

    /** A user made an inline query: remembered, to choose one of the answer's results later. */
    public synchronized void asked(String queryId, ObjectNode from, String text) {
        queries.put(queryId, new Query(from.get("id").asLong(), from, text, null));
    }

    private FakeReply answerInlineQuery(CallParams p) {
        String id = p.requiredText("inline_query_id", "QUERY_ID_INVALID");
        JsonNode results = p.json("results").filter(JsonNode::isArray)
                .orElseThrow(() -> BotApiError.badRequest("can't parse inline query results JSON object"));
        checkResults(results);
        p.longValue("cache_time").filter(t -> t < 0)
                .ifPresent(t -> {
                    throw BotApiError.badRequest("CACHE_TIME_INVALID");
                });
        Optional<String> nextOffset = p.text("next_offset");
        if (nextOffset.filter(o -> o.getBytes(StandardCharsets.UTF_8).length > MAX_OFFSET_BYTES).isPresent()) {
            throw BotApiError.badRequest("NEXT_OFFSET_INVALID");
        }
        world.answerQuery(id); // once only, and only an open query
        synchronized (this) {
            Query query = queries.get(id);
            if (query != null) {
                queries.put(id, new Query(query.userId(), query.from(), query.text(), results.deepCopy()));
            }
        }
        ObjectNode params = FakeJson.MAPPER.createObjectNode();
        params.put("inline_query_id", id);
        params.set("results", results);
        p.longValue("cache_time").ifPresent(t -> params.put("cache_time", t));
        p.bool("is_personal").ifPresent(b -> params.put("is_personal", b));
        nextOffset.ifPresent(o -> params.put("next_offset", o));
        p.json("button").ifPresent(b -> params.set("button", b));
        transcript.add(Step.From.BOT, "answerInlineQuery", 0, 0, results.size() + " results", List.of(),
                params.toString());
        return FakeReply.okTrue();
    }

    /** The results as Telegram checks them; the first mistake is answered. */
    static void checkResults(JsonNode results) {
        if (results.size() > MAX_RESULTS) {
            throw BotApiError.badRequest("RESULTS_TOO_MUCH");
        }
        Set<String> ids = new HashSet<>();
        for (JsonNode result : results) {
            String type = result.path("type").asText("");
            List<String> required = REQUIRED.get(type);
            if (required == null) {
                throw BotApiError.badRequest("RESULT_TYPE_INVALID");
            }
            String id = result.path("id").asText("");
            int idBytes = id.getBytes(StandardCharsets.UTF_8).length;
            if (idBytes == 0 || idBytes > MAX_ID_BYTES) {
                throw BotApiError.badRequest("RESULT_ID_INVALID");
            }
            if (!ids.add(id)) {
                throw BotApiError.badRequest("RESULT_ID_DUPLICATE");
            }
            for (String field : required) {
                boolean present = false;
                for (String alternative : field.split("\\|")) {
                    JsonNode value = result.get(alternative);
                    present |= value != null && !value.isNull() && !(value.isTextual() && value.asText().isEmpty());
                }
                if (!present) {
                    throw BotApiError.badRequest("can't parse inline query result: field \"" + field.replace("|", "\" or \"")
                            + "\" of a result of type \"" + type + "\" is missing");
                }
            }
            JsonNode content = result.get("input_message_content");
            if (content != null && content.has("message_text") && content.get("message_text").asText().isBlank()) {
                throw BotApiError.badRequest("MESSAGE_EMPTY");
            }
            Optional.ofNullable(result.get("reply_markup")).ifPresent(InlineKeyboard::check);
        }
    }

    /**
     * The user chooses a result the bot offered them: a {@code chosen_inline_result} update, with an
     * {@code inline_message_id} when the result has an inline keyboard (as on Telegram).
     *
     * @param queryId the inline query answered, or null for the user's latest answered query offering the result
     */
    public QueuedUpdate choose(ObjectNode user, String queryId, String resultId) {
        long userId = user.get("id").asLong();
        Query query;
        String chosenQueryId;
        synchronized (this) {
            Map.Entry<String, Query> found = null;
            for (Map.Entry<String, Query> entry : queries.entrySet()) {
                Query q = entry.getValue();
                if (q.userId() == userId && q.results() != null && (queryId == null || queryId.equals(entry.getKey()))
                        && result(q.results(), resultId).isPresent()) {
                    found = entry;
                }
            }
            if (found == null) {
                throw new IllegalArgumentException("The bot offered user " + userId + " no inline result \"" + resultId
                        + "\"" + (queryId == null ? "" : " in its answer to inline query " + queryId));
            }
            query = found.getValue();
            chosenQueryId = found.getKey();
        }
        JsonNode result = result(query.results(), resultId).orElseThrow();
        ObjectNode chosen = FakeJson.MAPPER.createObjectNode();
        chosen.put("result_id", resultId);
        chosen.set("from", user);
        if (result.has("reply_markup")) {
            chosen.put("inline_message_id", "FAKE-inline-" + chosenQueryId + "-" + resultId);
        }
        chosen.put("query", query.text());
        Step step = transcript.add(Step.From.USER, "chosen_inline_result", 0, 0, resultId,
                List.of(), chosen.toString());
        long updateId = queue.add("chosen_inline_result", chosen);
        return step.queued(updateId, "chosen_inline_result", chosenQueryId);
    }

    private static Optional<JsonNode> result(JsonNode results, String resultId) {
        for (JsonNode result : results) {
            if (result.path("id").asText().equals(resultId)) {
                return Optional.of(result);
            }
        }
        return Optional.empty();
    }
}
