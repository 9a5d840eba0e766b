package io.github.quarkustelegram.perf.harness.report;

/**
 * A goal the report checks: a row's score (or bytes per call) against the best peer of its path, another row, or
 * a number.
 *
 * @param name what it is called in the report
 * @param subject the id of the row it is about; null while the goal waits for its benchmark
 * @param metric what is compared
 * @param reference what it is compared with
 * @param referenceLine the row compared with, for {@link Reference#LINE}
 * @param bound whether the subject must stay at most or at least {@code target}
 * @param target a factor of the reference, or for {@link Reference#ABSOLUTE} a value (bytes per call)
 * @param limits what limits this path when the goal is missed: the report prints it with the floors
 */
public record Goal(String name, String subject, Metric metric, Reference reference, String referenceLine,
        Bound bound, double target, String limits) {

    /** What a goal compares. */
    public enum Metric {
        /** The benchmark's score: a time, or calls per second. */
        SCORE,
        /** {@code gc.alloc.rate.norm}: bytes allocated per call. */
        BYTES
    }

    /** What a goal compares with. */
    public enum Reference {
        /** The better of the two peers on the subject's path (for bytes: the one allocating less). */
        BEST_PEER,
        /** Another row. */
        LINE,
        /** A number. */
        ABSOLUTE
    }

    /** Which side of the target is met. */
    public enum Bound {
        AT_MOST("≤"),
        AT_LEAST("≥");

        private final String symbol;

        Bound(String symbol) {
            this.symbol = symbol;
        }

        public String symbol() {
            return symbol;
        }
    }

    /** @return a goal whose benchmark does not exist yet: the report lists it as not measured */
    static Goal pending(String name, String limits) {
        return new Goal(name, null, Metric.SCORE, Reference.ABSOLUTE, null, Bound.AT_MOST, Double.NaN, limits);
    }

    /** @return whether the goal waits for its benchmark */
    public boolean isPending() {
        return subject == null;
    }
}
