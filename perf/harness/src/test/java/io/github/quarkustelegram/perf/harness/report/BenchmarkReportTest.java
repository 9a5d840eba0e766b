package io.github.quarkustelegram.perf.harness.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The report written from a small sample of JMH JSON results (round figures, trimmed from a real run's files):
 * each row in its table with its ratio, each goal met, missed or not measured, the machine and the run settings.
 */
class BenchmarkReportTest {

    @TempDir
    static Path outDir;
    static String report;
    static Path written;

    @BeforeAll
    static void write() throws Exception {
        written = BenchmarkReport.write(MachineFacts.read(sample("facts.properties")), List.of(
                new MarkdownReport.Run("ours", JmhResult.read(sample("ours-sample.json"))),
                new MarkdownReport.Run("peers", JmhResult.read(sample("peers-sample.json")))), outDir);
        report = Files.readString(written);
    }

    @Test
    void isNamedAfterTheRunsDate() {
        assertThat(written).isEqualTo(outDir.resolve("2026-12-01.md"));
        assertThat(report).startsWith("# Ours vs the peers: whole Bot API calls, 2026-12-01");
        assertThat(report).contains("Written by `perf/compare.sh oneCaller|fourCallers|decode (FORKS=1");
    }

    @Test
    void readsJmhJson() throws Exception {
        List<JmhResult> ours = JmhResult.read(sample("ours-sample.json"));

        JmhResult rest = ours.get(0);
        assertThat(rest.shortName()).isEqualTo("CallBenchmark.oneCaller");
        assertThat(rest.params()).containsEntry("transport", "REST_CLIENT");
        assertThat(rest.normalizedScore()).isEqualTo(60_000.0);
        assertThat(rest.bytesPerOp()).isEqualTo(20_000.0);
        assertThat(rest.run().jdkVersion()).isEqualTo("17.0.15");
        assertThat(rest.run().measurement()).isEqualTo("5 x 3 s");
        assertThat(ours.get(2).isRate()).isTrue();
    }

    @Test
    void showsTheMachineTheLoadAndTheSettings() {
        assertThat(report).contains("| Taken | 2026-12-01 14:10 UTC |", "| CPUs (nproc) | 2 |", "| CPU | AMD EPYC |",
                "| Load average before ours | 0.31 0.20 0.12 |", "| Load average after the peers | 1.97 1.10 0.50 |",
                "`-f 1 -wi 5 -w 2s -i 5 -r 3s -prof gc -foe true`", "| Warm-up | 5 x 2 s | 5 x 2 s |",
                "17.0.15, OpenJDK 64-Bit Server VM", "-Dchronicle.analytics.disable=true",
                "okhttp-4.12.0");
    }

    @Test
    void givesEachRowItsScoreBytesAndRatioToTheBestPeer() {
        assertThat(report).contains(
                "| ours · REST client (default) | ours | 60.0 ± 3.00 µs/call | 20,000 | 1.50× |",
                "| ours · fast path | ours | 28.0 ± 1.50 µs/call | 2,500 | 0.70× |",
                "| pengrad java-telegram-bot-api 10.1.0 | peer | 40.0 ± 2.00 µs/call | 17,000 | 1.00× |",
                "| TelegramBots 10.2.0 (OkHttpTelegramClient) | peer | 50.0 ± 2.50 µs/call | 16,000 | 1.25× |",
                "| ours · fast path | ours | 60,000 ± 3,000 calls/s | 2,600 | 2.00× |",
                "| raw blocking socket, 1 caller | floor | 16.0 ± 0.50 µs/call | 180 | 0.40× |",
                "| Jackson into minimal hand-written records | yardstick | 1,000 ± 25.0 ns/op | 1,600 | 0.91× |");
    }

    @Test
    void showsRowsThatDidNotRun() {
        assertThat(report).contains("| ours · REST client (default) | ours | not run | | |",
                "| Vert.x 4.5.27 HttpClient, 64 in flight (pool 64) | floor | not run | | |");
    }

    @Test
    void checksEachGoal() {
        assertThat(report).contains(
                "| Fast path · 1 blocking caller · time | ≤ 1.00× best peer | 0.70× (28.0 vs 40.0 µs/call: "
                        + "pengrad java-telegram-bot-api 10.1.0) | met | target ≤ 40.0 µs/call: 12.0 µs/call (43 %) "
                        + "to spare |",
                "| Fast path · 1 blocking caller · vs raw socket | ≤ 1.10× raw blocking socket, 1 caller | 1.75× "
                        + "(28.0 vs 16.0 µs/call: raw blocking socket, 1 caller) | **missed** | needs ≤ 17.6 µs/call: "
                        + "10.4 µs/call (37 %) less |",
                "| Fast path · bytes per call (1 caller) | ≤ 3,072 B/call | 2,500 B/call | met |",
                "| Fast path · 4 blocking callers · calls/s | ≥ 1.50× best peer | 2.00× (60,000 vs 30,000 calls/s: "
                        + "pengrad java-telegram-bot-api 10.1.0) | met |",
                "| Fast path · 64 in flight · calls/s | ≥ 2.00× best peer | ours · fast path did not run | "
                        + "not measured |",
                "| Default path · 1 blocking caller · vs bare Vert.x HttpClient | ≤ 1.20× Vert.x 4.5.27 HttpClient "
                        + "moving bytes, 1 caller | 1.33× (60.0 vs 45.0 µs/call: Vert.x 4.5.27 HttpClient moving "
                        + "bytes, 1 caller) | **missed** | needs ≤ 54.0 µs/call: 6.00 µs/call (10 %) less |",
                "| Default path · bytes per call (1 caller) | ≤ 1.00× best peer | 1.25× (20,000 vs 16,000 B/call: "
                        + "TelegramBots 10.2.0 (OkHttpTelegramClient)) | **missed** | needs ≤ 16,000 B/call: "
                        + "4,000 B/call (20 %) less |",
                "| Decode · small Update · time | ≤ 0.90× best peer | 0.82× (900.0 vs 1,100 ns/op: pengrad "
                        + "java-telegram-bot-api 10.1.0 (Gson)) | met |",
                "| Decode · large Update · time | ≤ 0.90× best peer | ours (TelegramJson.mapper()) did not run | "
                        + "not measured |",
                "| Dispatch · time | ≤ 1,000 ns/op | 250.0 ns/op | met |",
                "| Dispatch · bytes | ≤ 200 B/call | 184 B/call | met |",
                "| Webhook ingest · updates/s | ≥ 0.90× bare Vert.x route (JSON tree only) | 0.60× (30,000 vs 50,000 "
                        + "updates/s: bare Vert.x route (JSON tree only)) | **missed** |");
    }

    @Test
    void saysWhatLimitsAMissedGoal() {
        assertThat(report).contains(
                "- **Default path · 1 blocking caller · vs bare Vert.x HttpClient**: needs ≤ 54.0 µs/call",
                "Floors on this path: raw blocking socket, 1 caller 16.0 µs/call; Vert.x 4.5.27 HttpClient moving "
                        + "bytes, 1 caller 45.0 µs/call.",
                "- **Default path · bytes per call (1 caller)**: needs ≤ 16,000 B/call",
                "Floors on this path: raw blocking socket, 1 caller 180 B/call; Vert.x 4.5.27 HttpClient moving "
                        + "bytes, 1 caller 180 B/call.");
        assertThat(report).doesNotContain("- **Fast path · 1 blocking caller · time**");
    }

    @Test
    void listsNothingAsNotMeasuredWhenEverySectionRan() {
        assertThat(report).doesNotContain("## Not measured yet");
    }

    private static Path sample(String name) throws URISyntaxException {
        return Path.of(BenchmarkReportTest.class.getResource("/report/" + name).toURI());
    }
}
