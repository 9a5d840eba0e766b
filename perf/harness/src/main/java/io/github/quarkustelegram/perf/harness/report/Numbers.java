package io.github.quarkustelegram.perf.harness.report;

import java.util.Locale;

/** How the report writes numbers: enough digits to read a difference, not the noise. */
final class Numbers {

    private Numbers() {
    }

    static String score(double value) {
        if (Double.isNaN(value)) {
            return "n/a";
        }
        double magnitude = Math.abs(value);
        if (magnitude >= 1000) {
            return String.format(Locale.ROOT, "%,.0f", value);
        }
        if (magnitude >= 10) {
            return String.format(Locale.ROOT, "%.1f", value);
        }
        return String.format(Locale.ROOT, "%.2f", value);
    }

    static String bytes(double value) {
        return Double.isNaN(value) ? "n/a" : String.format(Locale.ROOT, "%,.0f", value);
    }

    static String ratio(double value) {
        return Double.isNaN(value) ? "" : String.format(Locale.ROOT, "%.2f×", value);
    }
}
