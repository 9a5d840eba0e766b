package io.github.quarkustelegram.perf.harness.report;

/** JMH's score units, brought to one scale: nanoseconds per operation for times, operations per second for rates. */
final class Units {

    private Units() {
    }

    /** @return what a score in {@code unit} is multiplied by to be in ns/op, or in ops/s for a rate */
    static double factor(String unit) {
        return switch (unit) {
            case "ns/op" -> 1;
            case "us/op" -> 1e3;
            case "ms/op" -> 1e6;
            case "s/op" -> 1e9;
            case "ops/s" -> 1;
            case "ops/ms" -> 1e3;
            case "ops/us" -> 1e6;
            case "ops/ns" -> 1e9;
            default -> throw new IllegalArgumentException("a JMH unit this report does not know: " + unit);
        };
    }
}
