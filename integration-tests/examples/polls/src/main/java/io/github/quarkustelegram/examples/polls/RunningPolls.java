package io.github.quarkustelegram.examples.polls;

import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

import jakarta.enterprise.context.ApplicationScoped;

/** The polls the bot sent and has not stopped yet, by poll id, and each chat's latest. */
@ApplicationScoped
public class RunningPolls {

    /**
     * A poll the bot sent.
     *
     * @param correctOption the right answer of a quiz, -1 for a poll
     * @param rightAnswers the first names of those who answered a quiz right
     */
    public record Running(String pollId, long chatId, int messageId, int correctOption, String explanation,
            Set<String> rightAnswers) {
    }

    private final Map<String, Running> byPoll = new ConcurrentHashMap<>();
    private final Map<Long, String> latestInChat = new ConcurrentHashMap<>();

    public void started(Running poll) {
        byPoll.put(poll.pollId(), poll);
        latestInChat.put(poll.chatId(), poll.pollId());
    }

    public Optional<Running> byId(String pollId) {
        return Optional.ofNullable(byPoll.get(pollId));
    }

    /** @return the chat's latest poll, no longer running */
    public Optional<Running> stopLatest(long chatId) {
        return Optional.ofNullable(latestInChat.remove(chatId)).map(byPoll::remove);
    }
}
