package io.github.quarkustelegram.perf.harness.report;

import java.util.Locale;
import java.util.Optional;

/**
 * A goal checked against one run: met or missed, and by how much.
 *
 * @param goal the goal
 * @param status met, missed, or not measured (its rows did not run, or have no benchmark yet)
 * @param measured what was measured, e.g. {@code 0.92× (38.1 vs 41.4 µs/call: pengrad ...)}
 * @param margin by how much it is met or missed, e.g. {@code needs ≤ 31.1 µs/call: 7.0 µs/call (18 %) less}
 */
record Verdict(Goal goal, Status status, String measured, String margin) {

    enum Status {
        MET("met"),
        MISSED("**missed**"),
        NOT_MEASURED("not measured");

        private final String label;

        Status(String label) {
            this.label = label;
        }

        String label() {
            return label;
        }
    }

    /** Checks {@code goal} against the run. */
    static Verdict of(Goal goal, Measurements run) {
        if (goal.isPending()) {
            return new Verdict(goal, Status.NOT_MEASURED, "no benchmark yet", "");
        }
        Line subjectLine = Lines.byId(goal.subject());
        Optional<JmhResult> subject = run.result(goal.subject());
        if (subject.isEmpty()) {
            return new Verdict(goal, Status.NOT_MEASURED, subjectLine.label() + " did not run", "");
        }
        Section path = subjectLine.path();
        boolean bytes = goal.metric() == Goal.Metric.BYTES;
        double value = bytes ? subject.get().bytesPerOp() : subject.get().normalizedScore();
        if (Double.isNaN(value)) {
            return new Verdict(goal, Status.NOT_MEASURED, "no bytes per call (run with -prof gc)", "");
        }
        double reference;
        String referenceName;
        switch (goal.reference()) {
            case ABSOLUTE -> {
                reference = 1;
                referenceName = null;
            }
            case LINE -> {
                Optional<JmhResult> other = run.result(goal.referenceLine());
                if (other.isEmpty()) {
                    return new Verdict(goal, Status.NOT_MEASURED,
                            Lines.byId(goal.referenceLine()).label() + " did not run", "");
                }
                reference = bytes ? other.get().bytesPerOp() : other.get().normalizedScore();
                referenceName = Lines.byId(goal.referenceLine()).label();
            }
            default -> {
                Optional<Measurements.Measured> peer = bytes ? run.bestPeerBytes(path, subjectLine.group())
                        : run.bestPeerScore(path, subjectLine.group());
                if (peer.isEmpty()) {
                    return new Verdict(goal, Status.NOT_MEASURED, "no peer ran on this path", "");
                }
                reference = bytes ? peer.get().result().bytesPerOp() : peer.get().result().normalizedScore();
                referenceName = peer.get().line().label();
            }
        }
        double limit = goal.target() * reference;
        boolean met = goal.bound() == Goal.Bound.AT_MOST ? value <= limit : value >= limit;
        String unit = bytes ? "B/call" : path.unit();
        String measured;
        if (referenceName == null) {
            measured = show(value, bytes, path) + " " + unit;
        } else {
            measured = String.format(Locale.ROOT, "%.2f× (%s vs %s %s: %s)", value / reference,
                    show(value, bytes, path), show(reference, bytes, path), unit, referenceName);
        }
        double gap = Math.abs(limit - value);
        String direction = (value > limit) ? "less" : "more";
        String margin = String.format(Locale.ROOT, "%s %s %s %s: %s %s (%.0f %%) %s", met ? "target" : "needs",
                goal.bound().symbol(), show(limit, bytes, path), unit, show(gap, bytes, path), unit,
                100 * gap / value, met ? "to spare" : direction);
        return new Verdict(goal, met ? Status.MET : Status.MISSED, measured, margin);
    }

    private static String show(double normalized, boolean bytes, Section path) {
        return bytes ? Numbers.bytes(normalized) : Numbers.score(path.shown(normalized));
    }
}
