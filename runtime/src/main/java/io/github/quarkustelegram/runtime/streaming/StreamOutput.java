package io.github.quarkustelegram.runtime.streaming;

import org.jspecify.annotations.Nullable;

import io.smallrye.mutiny.Uni;

/**
 * Where a stream shows its answer: a rich draft ({@link DraftOutput}) or messages edited ({@link EditedOutput}). Each
 * method is called under its stream's lock, reads the answer there and returns the request(s) to make, lazily: the
 * stream subscribes outside its lock, one at a time.
 */
interface StreamOutput {

    /** @return what shows before the first piece comes, null for nothing */
    @Nullable
    Uni<Void> start();

    /**
     * @param soFar the answer so far
     * @return shows it
     */
    Uni<Void> show(AnswerSoFar soFar);

    /**
     * @param soFar the whole answer (or what was written before a stop, a failure or the maximum duration)
     * @return sends it for good; nothing for a blank answer
     */
    Uni<Void> finish(AnswerSoFar soFar);

    /** @return the shortest time between two renders, in nanoseconds */
    long intervalNanos();

    /** @return how long the same render may show before it is made again, in nanoseconds; 0 for never */
    long refreshNanos();
}
