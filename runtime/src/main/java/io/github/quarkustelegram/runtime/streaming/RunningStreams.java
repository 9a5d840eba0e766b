package io.github.quarkustelegram.runtime.streaming;

import java.util.concurrent.ConcurrentHashMap;

/**
 * The drafts streaming on this instance, by chat and draft id: what a user's stop button names. Only this instance's:
 * in a fleet, a stop that reaches another instance finds nothing here (its stream runs to its end).
 */
final class RunningStreams {

    private record DraftKey(long chatId, long draftId) {
    }

    private final ConcurrentHashMap<DraftKey, AnswerStream> drafts = new ConcurrentHashMap<>();

    void add(long chatId, long draftId, AnswerStream stream) {
        drafts.put(new DraftKey(chatId, draftId), stream);
    }

    void remove(long chatId, long draftId, AnswerStream stream) {
        drafts.remove(new DraftKey(chatId, draftId), stream);
    }

    /**
     * @param chatId a chat
     * @param draftId a draft of it
     * @return the stream of that draft, cut (its upstream cancelled, its text sent); false when none streams here
     */
    boolean stop(long chatId, long draftId) {
        AnswerStream stream = drafts.get(new DraftKey(chatId, draftId));
        if (stream == null) {
            return false;
        }
        stream.cut(AnswerStream.Cut.STOPPED);
        return true;
    }

    /** @return how many drafts stream here now */
    int size() {
        return drafts.size();
    }
}
