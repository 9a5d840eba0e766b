package io.github.quarkustelegram.perf.harness.report;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import io.github.quarkustelegram.perf.harness.Json;

/**
 * One entry of a JMH JSON result file ({@code -rf json}): a benchmark with one set of parameters, its score and,
 * with {@code -prof gc}, the bytes it allocated per operation.
 *
 * @param benchmark the full name, {@code package.Class.method}
 * @param mode JMH's short mode name: {@code avgt}, {@code thrpt}, ...
 * @param threads the threads that ran it
 * @param params its parameters ({@code @Param}), empty when none
 * @param score the primary score, in {@code unit}
 * @param error the half-width of JMH's 99.9 % confidence interval, NaN when too few iterations
 * @param unit JMH's unit, e.g. {@code us/op}, {@code ops/s}
 * @param bytesPerOp {@code gc.alloc.rate.norm} in bytes per operation, NaN without {@code -prof gc}
 * @param run how the run was set up: JVM, JDK and iterations
 */
public record JmhResult(String benchmark, String mode, int threads, Map<String, String> params, double score,
        double error, String unit, double bytesPerOp, RunSettings run) {

    /**
     * How one benchmark was run, as JMH recorded it.
     *
     * @param jdkVersion the forked JVM's {@code java.version}
     * @param vmName the forked JVM's name
     * @param vmVersion the forked JVM's version
     * @param jvmArgs the forked JVM's arguments
     * @param forks the forks
     * @param warmup warm-up iterations and their time, e.g. {@code 3 x 2 s}
     * @param measurement measurement iterations and their time
     */
    public record RunSettings(String jdkVersion, String vmName, String vmVersion, List<String> jvmArgs, long forks,
            String warmup, String measurement) {
    }

    /** @return {@code Class.method}, the name the report's lines are written with */
    public String shortName() {
        int method = benchmark.lastIndexOf('.');
        int type = benchmark.lastIndexOf('.', method - 1);
        return benchmark.substring(type + 1);
    }

    /** @return whether the score is a rate (operations per time unit) rather than a time per operation */
    public boolean isRate() {
        return unit.startsWith("ops/");
    }

    /** @return the score as nanoseconds per operation, or operations per second for a rate */
    public double normalizedScore() {
        return score * Units.factor(unit);
    }

    /** @return the error on the same scale as {@link #normalizedScore()} */
    public double normalizedError() {
        return error * Units.factor(unit);
    }

    /**
     * @param file a JMH result file written with {@code -rf json}
     * @return its entries, in file order
     */
    public static List<JmhResult> read(Path file) throws IOException {
        Object root = Json.parse(Files.readString(file));
        if (!(root instanceof List<?> entries)) {
            throw new IllegalArgumentException(file + ": not a JMH JSON result (an array expected)");
        }
        List<JmhResult> results = new ArrayList<>();
        for (Object entry : entries) {
            results.add(of(asMap(entry)));
        }
        return results;
    }

    private static JmhResult of(Map<String, Object> entry) {
        Map<String, Object> primary = asMap(entry.get("primaryMetric"));
        Map<String, Object> secondary = entry.get("secondaryMetrics") == null ? Map.of()
                : asMap(entry.get("secondaryMetrics"));
        Object gc = secondary.get("gc.alloc.rate.norm");
        Map<String, String> params = new LinkedHashMap<>();
        if (entry.get("params") != null) {
            asMap(entry.get("params")).forEach((name, value) -> params.put(name, String.valueOf(value)));
        }
        List<String> jvmArgs = new ArrayList<>();
        if (entry.get("jvmArgs") instanceof List<?> args) {
            args.forEach(arg -> jvmArgs.add(String.valueOf(arg)));
        }
        RunSettings run = new RunSettings(text(entry, "jdkVersion"), text(entry, "vmName"), text(entry, "vmVersion"),
                jvmArgs, (long) number(entry.get("forks")),
                iterations(entry, "warmupIterations", "warmupTime"),
                iterations(entry, "measurementIterations", "measurementTime"));
        return new JmhResult(text(entry, "benchmark"), text(entry, "mode"), (int) number(entry.get("threads")),
                params, number(primary.get("score")), number(primary.get("scoreError")), text(primary, "scoreUnit"),
                gc == null ? Double.NaN : number(asMap(gc).get("score")), run);
    }

    private static String iterations(Map<String, Object> entry, String count, String time) {
        return (long) number(entry.get(count)) + " x " + text(entry, time);
    }

    /** JMH writes NaN and infinities as strings. */
    private static double number(Object value) {
        if (value instanceof Number n) {
            return n.doubleValue();
        }
        if (value instanceof String s) {
            try {
                return Double.parseDouble(s);
            } catch (NumberFormatException e) {
                return Double.NaN;
            }
        }
        return Double.NaN;
    }

    private static String text(Map<String, Object> map, String key) {
        Object value = map.get(key);
        return value == null ? "" : String.valueOf(value);
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> asMap(Object value) {
        if (!(value instanceof Map)) {
            throw new IllegalArgumentException("not a JMH JSON result: an object expected, got " + value);
        }
        return (Map<String, Object>) value;
    }
}
