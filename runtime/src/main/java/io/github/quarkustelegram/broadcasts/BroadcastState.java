package io.github.quarkustelegram.broadcasts;

/** Where a broadcast is in its life. */
public enum BroadcastState {
    /** Its recipients are being stored; nothing is sent yet. */
    PREPARING,
    /** Sending. */
    RUNNING,
    /** Held by {@link Broadcast#pause()}: nothing is sent until {@link Broadcast#resume()}. */
    PAUSED,
    /** Stopped for good by {@link Broadcast#cancel()}: the recipients not reached yet are never sent to. */
    CANCELLED,
    /** Every recipient has its outcome. */
    DONE,
    /** Its recipients could not all be stored (the stream of them failed, or the instance died while storing). */
    FAILED;

    /** @return whether nothing more happens to it */
    public boolean ended() {
        return this == CANCELLED || this == DONE || this == FAILED;
    }
}
