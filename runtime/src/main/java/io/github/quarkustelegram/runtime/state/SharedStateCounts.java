package io.github.quarkustelegram.runtime.state;

/**
 * What the metrics read of the shared state, at one moment.
 *
 * @param redisErrors the calls to Redis that failed since start-up
 * @param claimed the updates this instance has claimed: waiting for their chat's turn or being handled
 * @param waitingForTurn of those, the ones waiting for their chat's turn (held by another update, here or elsewhere)
 */
public record SharedStateCounts(long redisErrors, int claimed, int waitingForTurn) {
}
