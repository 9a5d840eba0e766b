package io.github.quarkustelegram.perf.harness.report;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;

/**
 * Writes {@code docs/benchmarks/<yyyy-MM-dd>.md} from the JMH JSON results of ours and the peers' runs and the
 * machine facts {@code perf/compare.sh} recorded:
 *
 * <pre>
 * java -cp perf/harness/target/classes:... io.github.quarkustelegram.perf.harness.report.BenchmarkReport \
 *     --facts facts.properties --ours ours.json --peers peers.json --out-dir docs/benchmarks
 * </pre>
 *
 * The rows and goals are data ({@link Lines}, {@link Goals}); a row whose benchmark did not run (a filtered run)
 * shows as not run, and its goals as not measured.
 */
public final class BenchmarkReport {

    private BenchmarkReport() {
    }

    public static void main(String[] args) throws IOException {
        Path facts = null;
        Path outDir = Path.of("docs", "benchmarks");
        List<MarkdownReport.Run> runs = new ArrayList<>();
        for (int i = 0; i < args.length; i++) {
            String option = args[i];
            if (i + 1 >= args.length) {
                usage("a value after " + option);
            }
            Path value = Path.of(args[++i]);
            switch (option) {
                case "--facts" -> facts = value;
                case "--ours" -> runs.add(new MarkdownReport.Run("ours", JmhResult.read(value)));
                case "--peers" -> runs.add(new MarkdownReport.Run("peers", JmhResult.read(value)));
                case "--out-dir" -> outDir = value;
                default -> usage("an unknown option " + option);
            }
        }
        if (facts == null || runs.isEmpty()) {
            usage("--facts and at least one of --ours, --peers");
        }
        Path written = write(MachineFacts.read(facts), runs, outDir);
        System.out.println("Report written: " + written);
    }

    /** @return the file written, {@code <outDir>/<yyyy-MM-dd>.md} after the run's date */
    static Path write(MachineFacts facts, List<MarkdownReport.Run> runs, Path outDir) throws IOException {
        String markdown = new MarkdownReport(facts, runs, Lines.ALL, Goals.ALL).write();
        Files.createDirectories(outDir);
        String date = DateTimeFormatter.ISO_LOCAL_DATE.withZone(ZoneOffset.UTC).format(facts.date());
        Path file = outDir.resolve(date + ".md");
        Files.writeString(file, markdown, StandardCharsets.UTF_8);
        return file;
    }

    private static void usage(String problem) {
        System.err.println("BenchmarkReport: " + problem);
        System.err.println("usage: BenchmarkReport --facts <file.properties> [--ours <ours.json>] "
                + "[--peers <peers.json>] [--out-dir <dir>]");
        System.exit(2);
    }
}
