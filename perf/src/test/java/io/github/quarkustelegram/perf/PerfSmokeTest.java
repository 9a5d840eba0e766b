package io.github.quarkustelegram.perf;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Collection;

import org.junit.jupiter.api.Test;
import org.openjdk.jmh.results.RunResult;

import io.github.quarkustelegram.perf.harness.SmokeRun;

/**
 * CI's smoke run: every benchmark of this module, each parameter value, once, in this JVM (surefire's argLine has
 * Chronicle's flags, which a fork would get from the benchmark's {@code @Fork}); the call benchmarks' setup checks
 * included.
 */
class PerfSmokeTest {

    private static final String OURS = "io\\.github\\.quarkustelegram\\.perf\\.[A-Z]";

    @Test
    void everyBenchmarkRunsOnceAndPassesItsSetupCheck() throws Exception {
        Collection<RunResult> results = SmokeRun.runEachOnce(OURS, 100);

        assertThat(results).hasSizeGreaterThanOrEqualTo(SmokeRun.benchmarkNames(OURS).size());
    }
}
