package io.github.quarkustelegram.runtime.updates.polling;

/**
 * What the poll loop asks before each getUpdates: whether this instance is the one that polls. The public
 * {@code PollerLock} as the engine sees it (the engine does not import the public package); {@link #ALONE} for a bot
 * that runs as one instance.
 */
public interface PollerLease {

    /** A bot that runs as one instance: it always polls. */
    PollerLease ALONE = new PollerLease() {
        @Override
        public void start(Runnable changed) {
        }

        @Override
        public boolean held() {
            return true;
        }
    };

    /**
     * Starts competing for the lease (the loop's start calls it each time).
     *
     * @param changed run, on any thread, each time {@link #held()} changes
     */
    void start(Runnable changed);

    /** @return whether this instance may send a getUpdates now */
    boolean held();
}
