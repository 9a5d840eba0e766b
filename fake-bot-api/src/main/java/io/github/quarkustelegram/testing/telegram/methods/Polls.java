package io.github.quarkustelegram.testing.telegram.methods;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
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
 * Polls and quizzes: {@code sendPoll} checked as the Bot API page says (question 1-300 characters, 1-12 options of
 * 1-100, a quiz's {@code correct_option_ids}, {@code open_period} or {@code close_date}), users' votes (a
 * {@code poll_answer} update for a poll that is not anonymous, then the poll's new state as a {@code poll} update;
 * the counts kept), and {@code stopPoll}.
 */
public final class Polls implements FakeArea {

    static final int MAX_QUESTION = 300;
    static final int MAX_OPTIONS = 12;
    static final int MAX_OPTION_TEXT = 100;
    static final int MAX_EXPLANATION = 200;
    static final int MIN_OPEN_PERIOD = 5;
    static final int MAX_OPEN_PERIOD = 2_628_000;
    /** Polls remembered, with their votes. */
    static final int REMEMBERED = 1_000;

    /** A poll the bot sent: where, its current state, and each voter's choice. */
    private static final class SentPoll {
        final long chatId;
        final long messageId;
        final ObjectNode poll;
        final Map<Long, List<Integer>> votes = new HashMap<>();

        SentPoll(long chatId, long messageId, ObjectNode poll) {
            this.chatId = chatId;
            this.messageId = messageId;
            this.poll = poll;
        }
    }

    private final FakeWorld world;
    private final Transcript transcript;
    private final UpdateQueue queue;
    /** poll id -> the poll, in the order sent. */
    private final Map<String, SentPoll> polls = FakeWorld.boundedMap(REMEMBERED);

    private Polls(FakeWorld world, Transcript transcript, UpdateQueue queue) {
        this.world = world;
        this.transcript = transcript;
        this.queue = queue;
    }

    public static Polls in(FakeWorld world, Transcript transcript, UpdateQueue queue) {
        return world.area(Polls.class, () -> new Polls(world, transcript, queue));
    }

    void register(BotMethods bot) {
        bot.add("sendPoll", p -> sendPoll(bot, p));
        bot.add("stopPoll", this::stopPoll);
    }

    @Override
    public synchronized void clear() {
        polls.clear();
    }

    // ------------------------------------------------------------------------------------------------ sendPoll

    private FakeReply sendPoll(BotMethods bot, CallParams p) {
        ObjectNode chat = bot.messages().chat(p);
        String question = p.requiredText("question", "poll question must be non-empty");
        if (question.length() > MAX_QUESTION) {
            throw BotApiError.badRequest("poll question length must not exceed " + MAX_QUESTION);
        }
        JsonNode options = p.json("options").filter(JsonNode::isArray)
                .orElseThrow(() -> BotApiError.badRequest("can't parse options JSON object"));
        if (options.isEmpty() || options.size() > MAX_OPTIONS) {
            throw BotApiError.badRequest("POLL_ANSWERS_INVALID");
        }
        String type = p.text("type").filter(t -> !t.isEmpty()).orElse("regular");
        if (!Set.of("regular", "quiz").contains(type)) {
            throw BotApiError.badRequest("wrong poll type specified");
        }
        boolean quiz = type.equals("quiz");
        List<Integer> correct = correctOptions(p, options.size());
        if (quiz && correct.isEmpty()) {
            throw BotApiError.badRequest("QUIZ_CORRECT_ANSWERS_EMPTY");
        }
        if (!quiz && !correct.isEmpty()) {
            throw BotApiError.badRequest("correct_option_ids can be specified only for quizzes");
        }
        Optional<String> explanation = p.text("explanation");
        if (explanation.isPresent() && !quiz) {
            throw BotApiError.badRequest("explanation can be specified only for quizzes");
        }
        if (explanation.filter(e -> e.length() > MAX_EXPLANATION).isPresent()) {
            throw BotApiError.badRequest("explanation is too long");
        }
        Optional<Long> openPeriod = p.longValue("open_period");
        Optional<Long> closeDate = p.longValue("close_date");
        if (openPeriod.isPresent() && closeDate.isPresent()) {
            throw BotApiError.badRequest("open_period and close_date can't be used together");
        }
        long now = FakeWorld.now();
        if (openPeriod.filter(s -> s < MIN_OPEN_PERIOD || s > MAX_OPEN_PERIOD).isPresent()
                || closeDate.filter(d -> d - now < MIN_OPEN_PERIOD || d - now > MAX_OPEN_PERIOD).isPresent()) {
            throw BotApiError.badRequest("POLL_CLOSE_PERIOD_INVALID");
        }
        boolean anonymous = p.bool("is_anonymous").orElse(true);
        if (p.bool("allow_adding_options").orElse(false) && (anonymous || quiz)) {
            throw BotApiError.badRequest("options can't be added to anonymous polls and quizzes");
        }

        ObjectNode poll = FakeJson.MAPPER.createObjectNode();
        poll.put("id", world.nextId());
        poll.put("question", question);
        ArrayNode pollOptions = poll.putArray("options");
        int index = 0;
        for (JsonNode option : options) {
            String text = option.isTextual() ? option.asText() : option.path("text").asText("");
            if (text.isBlank() || text.length() > MAX_OPTION_TEXT) {
                throw BotApiError.badRequest("POLL_ANSWER_INVALID");
            }
            ObjectNode pollOption = pollOptions.addObject();
            pollOption.put("persistent_id", Integer.toString(index++));
            pollOption.put("text", text);
            pollOption.put("voter_count", 0);
        }
        poll.put("total_voter_count", 0);
        poll.put("is_closed", p.bool("is_closed").orElse(false));
        poll.put("is_anonymous", anonymous);
        poll.put("type", type);
        poll.put("allows_multiple_answers", p.bool("allows_multiple_answers").orElse(false));
        poll.put("allows_revoting", p.bool("allows_revoting").orElse(!quiz));
        poll.put("members_only", p.bool("members_only").orElse(false));
        if (quiz) {
            ArrayNode ids = poll.putArray("correct_option_ids");
            correct.forEach(ids::add);
        }
        explanation.ifPresent(e -> poll.put("explanation", e));
        openPeriod.ifPresent(s -> {
            poll.put("open_period", s);
            poll.put("close_date", now + s);
        });
        closeDate.ifPresent(d -> poll.put("close_date", d));
        ObjectNode message = bot.messages().newMessage(chat, p);
        message.set("poll", poll);
        ObjectNode stored = bot.messages().storeWithText("sendPoll", message, question);
        synchronized (this) {
            polls.put(poll.get("id").asText(), new SentPoll(chat.get("id").asLong(), stored.get("message_id").asLong(),
                    poll.deepCopy()));
        }
        return FakeReply.ok(stored);
    }

    /** {@code correct_option_ids} (Bot API 10.3), or the older single {@code correct_option_id}: checked. */
    private static List<Integer> correctOptions(CallParams p, int optionCount) {
        List<Integer> correct = new ArrayList<>();
        Optional<JsonNode> ids = p.json("correct_option_ids");
        if (ids.isPresent()) {
            if (!ids.get().isArray()) {
                throw BotApiError.badRequest("can't parse correct_option_ids JSON object");
            }
            ids.get().forEach(id -> correct.add(id.asInt(-1)));
        } else {
            p.longValue("correct_option_id").ifPresent(id -> correct.add(id.intValue()));
        }
        int previous = -1;
        for (int id : correct) {
            if (id <= previous || id >= optionCount) {
                throw BotApiError.badRequest("QUIZ_CORRECT_ANSWER_INVALID");
            }
            previous = id;
        }
        return correct;
    }

    // ------------------------------------------------------------------------------------------------ stopPoll

    private FakeReply stopPoll(CallParams p) {
        ObjectNode chat = world.chat(p.requiredText("chat_id", "chat_id is empty"));
        long chatId = chat.get("id").asLong();
        long messageId = p.longValue("message_id")
                .orElseThrow(() -> BotApiError.badRequest("message identifier is not specified"));
        ObjectNode message = world.message(chatId, messageId)
                .orElseThrow(() -> BotApiError.badRequest("message with poll to stop not found"));
        if (!message.has("poll")) {
            throw BotApiError.badRequest("message is not a poll");
        }
        if (message.path("from").path("id").asLong() != world.botId()) {
            throw BotApiError.badRequest("poll can't be stopped");
        }
        Optional<JsonNode> markup = p.json("reply_markup");
        markup.ifPresent(InlineKeyboard::check);
        ObjectNode poll;
        synchronized (this) {
            SentPoll sent = polls.get(message.get("poll").get("id").asText());
            poll = sent == null ? (ObjectNode) message.get("poll") : sent.poll;
            if (poll.path("is_closed").asBoolean()) {
                throw BotApiError.badRequest("poll has already been closed");
            }
            poll.put("is_closed", true);
            poll = poll.deepCopy();
        }
        message.set("poll", poll);
        message.remove("reply_markup");
        markup.filter(m -> m.has("inline_keyboard")).ifPresent(m -> message.set("reply_markup", m));
        world.replaceMessage(message);
        transcript.add(Step.From.BOT, "stopPoll", chatId, messageId, poll.path("question").asText(),
                InlineKeyboard.buttonTexts(message), poll.toString());
        return FakeReply.ok(poll);
    }

    // ------------------------------------------------------------------------------------------------- votes

    /**
     * A user votes: for a poll that is not anonymous a {@code poll_answer} update, then the poll's new state (a
     * {@code poll} update), as Telegram sends them for a poll the bot sent.
     *
     * @param messageId the poll's message, or 0 for the latest poll the bot sent in the chat
     * @param optionIds the chosen options (0-based); none retracts the vote
     * @return the {@code poll_answer} update (for an anonymous poll, the {@code poll} update)
     */
    public QueuedUpdate answer(ObjectNode user, long chatId, long messageId, List<Integer> optionIds) {
        long userId = user.get("id").asLong();
        ObjectNode poll;
        synchronized (this) {
            SentPoll sent = find(chatId, messageId);
            ObjectNode state = sent.poll;
            if (state.path("is_closed").asBoolean()) {
                throw new IllegalArgumentException("The poll is closed");
            }
            int optionCount = state.get("options").size();
            for (int id : optionIds) {
                if (id < 0 || id >= optionCount) {
                    throw new IllegalArgumentException("The poll has options 0 to " + (optionCount - 1) + ", not " + id);
                }
            }
            if (optionIds.size() != Set.copyOf(optionIds).size()) {
                throw new IllegalArgumentException("An option is chosen once: " + optionIds);
            }
            if (optionIds.size() > 1 && !state.path("allows_multiple_answers").asBoolean()) {
                throw new IllegalArgumentException("The poll allows one answer, not " + optionIds);
            }
            if (sent.votes.containsKey(userId) && !state.path("allows_revoting").asBoolean()) {
                throw new IllegalArgumentException("User " + userId + " answered already and the poll "
                        + (state.path("type").asText().equals("quiz") ? "(a quiz) " : "") + "allows no revoting");
            }
            if (optionIds.isEmpty() && !sent.votes.containsKey(userId)) {
                throw new IllegalArgumentException("User " + userId + " has no vote to retract");
            }
            List<Integer> before = sent.votes.getOrDefault(userId, List.of());
            before.forEach(id -> count(state, id, -1));
            optionIds.forEach(id -> count(state, id, 1));
            if (optionIds.isEmpty()) {
                sent.votes.remove(userId);
            } else {
                sent.votes.put(userId, List.copyOf(optionIds));
            }
            state.put("total_voter_count", sent.votes.size());
            poll = state.deepCopy();
            chatId = sent.chatId;
            messageId = sent.messageId;
        }
        world.message(chatId, messageId).ifPresent(message -> {
            message.set("poll", poll);
            world.replaceMessage(message);
        });
        String pollId = poll.get("id").asText();
        QueuedUpdate done = null;
        if (!poll.path("is_anonymous").asBoolean()) {
            ObjectNode answer = FakeJson.MAPPER.createObjectNode();
            answer.put("poll_id", pollId);
            answer.set("user", user);
            ArrayNode ids = answer.putArray("option_ids");
            ArrayNode persistentIds = answer.putArray("option_persistent_ids");
            for (int id : optionIds) {
                ids.add(id);
                persistentIds.add(poll.get("options").get(id).get("persistent_id").asText());
            }
            Step step = transcript.add(Step.From.USER, "poll_answer", chatId, messageId,
                    optionIds.toString(), List.of(), answer.toString());
            done = step.queued(queue.add("poll_answer", answer), "poll_answer", null);
        }
        long pollUpdate = queue.add("poll", poll);
        if (done == null) {
            Step step = transcript.add(Step.From.USER, "poll", chatId, messageId,
                    optionIds.toString(), List.of(), poll.toString());
            done = step.queued(pollUpdate, "poll", null);
        }
        return done;
    }

    private SentPoll find(long chatId, long messageId) {
        SentPoll found = null;
        for (SentPoll sent : polls.values()) {
            if (sent.chatId == chatId && (messageId == 0 || sent.messageId == messageId)) {
                found = sent;
            }
        }
        if (found == null) {
            throw new IllegalArgumentException(messageId == 0 ? "The bot sent no poll in chat " + chatId
                    : "Message " + messageId + " of chat " + chatId + " is not a poll the bot sent");
        }
        return found;
    }

    private static void count(ObjectNode poll, int option, int delta) {
        ObjectNode counted = (ObjectNode) poll.get("options").get(option);
        counted.put("voter_count", counted.get("voter_count").asInt() + delta);
    }
}
