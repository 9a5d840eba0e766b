package io.github.quarkustelegram.runtime.updates.polling;

/** Where the poll loop is in its life (the public {@code LongPoller} names the same states). */
public enum PollPhase {
    NEW,
    RUNNING,
    STOPPING,
    STOPPED,
    FAILED
}
