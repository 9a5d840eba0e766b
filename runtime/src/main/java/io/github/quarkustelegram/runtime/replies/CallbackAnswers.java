package io.github.quarkustelegram.runtime.replies;

import java.util.concurrent.ConcurrentHashMap;

/**
 * Which callback queries being handled were answered, so that the dispatcher answers the others for their handler
 * once it is done: the user's button stops spinning whatever the handler did (answered itself, returned a toast, forgot,
 * failed, timed out). Only the queries being handled are held: a query is expected when its update starts, marked when
 * any {@code answerCallbackQuery} for it leaves ({@link CallbackAnswerWatch}, on every path of the bot), and forgotten
 * when its update ends. Thread-safe.
 */
public final class CallbackAnswers {

    private final ConcurrentHashMap<String, Boolean> handling = new ConcurrentHashMap<>();

    /** @param queryId a callback query whose update starts being handled */
    public void expect(String queryId) {
        handling.put(queryId, Boolean.FALSE);
    }

    /** @param queryId a callback query an answer is being sent for; nothing when it is not being handled */
    public void answered(String queryId) {
        handling.replace(queryId, Boolean.TRUE);
    }

    /**
     * Forgets the query: its update is done.
     *
     * @param queryId a callback query whose update ends
     * @return whether it was expected and nothing answered it: then it is the dispatcher's to answer
     */
    public boolean unanswered(String queryId) {
        return Boolean.FALSE.equals(handling.remove(queryId));
    }

    /** @return how many callback queries are being handled */
    public int handling() {
        return handling.size();
    }
}
