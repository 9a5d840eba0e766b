package io.github.quarkustelegram.broadcasts;

/**
 * A CDI event: a broadcast ended (done, cancelled, or failed while its recipients were stored), fired once on the
 * instance that saw it end, on a worker thread.
 *
 * @param progress its final progress
 */
public record BroadcastEnded(BroadcastProgress progress) {
}
