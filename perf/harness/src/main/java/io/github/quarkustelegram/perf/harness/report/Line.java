package io.github.quarkustelegram.perf.harness.report;

import java.util.Map;

/**
 * One row of the report: which benchmark result it shows, where, and as what.
 *
 * @param id how goals name it, e.g. {@code blocking1.ours-fast}
 * @param shownIn the table it is a row of
 * @param path the path it measures: the table whose peers it is compared with (the same as {@code shownIn} but
 *        for the floors)
 * @param group the sub-table within the path, e.g. the request encoded; empty when the path has one
 * @param label what the row is called
 * @param role whose code it is
 * @param benchmark {@code Class.method} of the JMH benchmark
 * @param params the benchmark's parameters that select this row; others may have any value
 */
public record Line(String id, Section shownIn, Section path, String group, String label, Role role,
        String benchmark, Map<String, String> params) {

    /** Whose code a row measures. */
    public enum Role {
        OURS("ours"),
        PEER("peer"),
        FLOOR("floor"),
        YARDSTICK("yardstick");

        private final String label;

        Role(String label) {
            this.label = label;
        }

        public String label() {
            return label;
        }
    }

    /** @return whether the result is this row's */
    public boolean matches(JmhResult result) {
        if (!result.shortName().equals(benchmark)) {
            return false;
        }
        for (Map.Entry<String, String> param : params.entrySet()) {
            if (!param.getValue().equals(result.params().get(param.getKey()))) {
                return false;
            }
        }
        return true;
    }
}
