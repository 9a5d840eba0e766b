package io.github.quarkustelegram.runtime.streaming;

/**
 * Carries a user's stop to the instance that streams its answer, in a fleet: the {@code stopped_message_generation}
 * update reaches whichever instance Telegram (or the poller) gives it to, and the stream runs where its handler ran.
 * Alone, or with the state in memory, there is no other instance: {@link #LOCAL}.
 */
public interface StopRelay {

    /** No other instance: nothing to carry. */
    StopRelay LOCAL = new StopRelay() {
        @Override
        public void relay(long chatId, long draftId) {
        }

        @Override
        public void onRelayed(Stop stops) {
        }
    };

    /** A draft a user stopped. */
    @FunctionalInterface
    interface Stop {
        /**
         * @param chatId the draft's chat
         * @param draftId the draft
         */
        void stopped(long chatId, long draftId);
    }

    /**
     * Tells every instance of a stop whose stream does not run here. Best effort: a stop lost on its way (the shared
     * store unreachable) leaves its stream to run to its end, or its maximum.
     *
     * @param chatId the draft's chat
     * @param draftId the draft
     */
    void relay(long chatId, long draftId);

    /** @param stops told each stop relayed by an instance, this one's own included, on any thread */
    void onRelayed(Stop stops);
}
