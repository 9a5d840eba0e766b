package io.github.quarkustelegram.perf;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Collection;

import org.junit.jupiter.api.Test;
import org.openjdk.jmh.results.RunResult;

import io.github.quarkustelegram.perf.harness.SmokeRun;
import io.github.quarkustelegram.testing.redis.LocalRedisServer;

/**
 * CI's smoke run: every benchmark of this module, each parameter value, once, in this JVM (surefire's argLine has
 * Chronicle's flags, which a fork would get from the benchmark's {@code @Fork}); the call benchmarks' setup checks
 * included.
 */
class PerfSmokeTest {

    private static final String OURS = "io\\.github\\.quarkustelegram\\.perf\\.[A-Z]";

    /** Ours, but the shared-state and session benchmarks when this machine has no redis-server (CI installs it). */
    private static final String OURS_WITHOUT_REDIS = "io\\.github\\.quarkustelegram\\.perf\\.(?!SharedState|Session)[A-Z]";

    @Test
    void everyBenchmarkRunsOnceAndPassesItsSetupCheck() throws Exception {
        String ours = OURS;
        if (LocalRedisServer.find().isEmpty()) {
            System.out.println(
                    "PerfSmokeTest: SharedStateBenchmark and SessionBenchmark skipped: " + LocalRedisServer.skipReason());
            ours = OURS_WITHOUT_REDIS;
        }
        Collection<RunResult> results = SmokeRun.runEachOnce(ours, 100);

        assertThat(results).hasSizeGreaterThanOrEqualTo(SmokeRun.benchmarkNames(ours).size());
    }
}
