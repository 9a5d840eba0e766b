package io.github.quarkustelegram.perf.peers;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Collection;

import org.junit.jupiter.api.Test;
import org.openjdk.jmh.results.RunResult;

import io.github.quarkustelegram.perf.harness.SmokeRun;

/** CI's smoke run: every benchmark of this module, each parameter value, once, its setup check included. */
class PeersSmokeTest {

    @Test
    void everyBenchmarkRunsOnceAndPassesItsSetupCheck() throws Exception {
        Collection<RunResult> results = SmokeRun.runEachOnce("io\\.github\\.quarkustelegram\\.perf\\.peers\\.", 100);

        assertThat(results).hasSizeGreaterThanOrEqualTo(SmokeRun.benchmarkNames(
                "io\\.github\\.quarkustelegram\\.perf\\.peers\\.").size());
    }
}
