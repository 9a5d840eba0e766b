package io.github.quarkustelegram.perf.harness;

import java.util.Collection;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;

import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.BenchmarkList;
import org.openjdk.jmh.runner.BenchmarkListEntry;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.format.OutputFormatFactory;
import org.openjdk.jmh.runner.options.Options;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;
import org.openjdk.jmh.runner.options.VerboseMode;

/**
 * CI's smoke run of a module's benchmarks: every benchmark method on the class path (each of its parameter
 * values too) runs once, in this JVM, for a moment; its setup checks run as they would in a real run. It proves
 * the benchmarks still run and still check what they measure, not how fast they are.
 */
public final class SmokeRun {

    private SmokeRun() {
    }

    /**
     * Runs each benchmark whose name matches once, without a fork, warm-up or profiler.
     *
     * @param include a JMH include pattern, e.g. {@code io\.github\.quarkustelegram\.perf\.}
     * @param measurementMillis how long its one measurement lasts
     * @return the results, one per benchmark and parameter combination
     * @throws IllegalStateException when no benchmark matched, or one produced no positive, finite score
     * @throws RunnerException when a benchmark failed, its setup check included
     */
    public static Collection<RunResult> runEachOnce(String include, int measurementMillis) throws RunnerException {
        Set<String> expected = benchmarkNames(include);
        if (expected.isEmpty()) {
            throw new IllegalStateException("no benchmark matches " + include);
        }
        Options options = new OptionsBuilder()
                .include(include)
                .forks(0)
                .warmupIterations(0)
                .measurementIterations(1)
                .measurementTime(TimeValue.milliseconds(measurementMillis))
                .shouldFailOnError(true)
                .verbosity(VerboseMode.SILENT)
                .build();
        Collection<RunResult> results = new Runner(options).run();
        Set<String> measured = new TreeSet<>();
        for (RunResult result : results) {
            double score = result.getPrimaryResult().getScore();
            String name = result.getParams().getBenchmark();
            if (!(score > 0) || Double.isInfinite(score)) {
                throw new IllegalStateException(name + " " + result.getParams() + " scored " + score);
            }
            measured.add(name);
        }
        Set<String> missing = new TreeSet<>(expected);
        missing.removeAll(measured);
        if (!missing.isEmpty()) {
            throw new IllegalStateException("no result for " + missing);
        }
        return results;
    }

    /** @return the names ({@code package.Class.method}) of the benchmarks on the class path matching the pattern */
    public static Set<String> benchmarkNames(String include) {
        return BenchmarkList.defaultList()
                .find(OutputFormatFactory.createFormatInstance(System.out, VerboseMode.SILENT), List.of(include),
                        List.of())
                .stream()
                .map(BenchmarkListEntry::getUsername)
                .collect(Collectors.toCollection(TreeSet::new));
    }
}
