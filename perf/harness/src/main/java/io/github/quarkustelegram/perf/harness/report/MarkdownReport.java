package io.github.quarkustelegram.perf.harness.report;

import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/** Writes the comparison report as Markdown from the rows, the goals, the runs' results and the machine facts. */
final class MarkdownReport {

    private static final DateTimeFormatter WHEN = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm 'UTC'")
            .withZone(ZoneOffset.UTC);

    /** One JMH run (ours, or the peers') and its results. */
    record Run(String name, List<JmhResult> results) {
    }

    private final MachineFacts facts;
    private final List<Run> runs;
    private final Measurements measurements;
    private final List<Goal> goals;
    private final StringBuilder out = new StringBuilder();

    MarkdownReport(MachineFacts facts, List<Run> runs, List<Line> lines, List<Goal> goals) {
        this.facts = facts;
        this.runs = runs;
        List<JmhResult> all = new ArrayList<>();
        runs.forEach(run -> all.addAll(run.results()));
        this.measurements = new Measurements(lines, all);
        this.goals = goals;
    }

    String write() {
        out.append("# Ours vs the peers: whole Bot API calls, ").append(DateTimeFormatter.ISO_LOCAL_DATE
                .withZone(ZoneOffset.UTC).format(facts.date())).append("\n\n");
        out.append("Written by `").append(facts.get(MachineFacts.COMMAND).replace("`", "'"))
                .append("`. Ratios compare rows of this one run; the best peer is the better of pengrad and "
                        + "TelegramBots on that row. Scores are JMH's mean ± the half-width of its 99.9 % "
                        + "confidence interval; bytes are `gc.alloc.rate.norm` per call or operation, for the "
                        + "whole JVM (the loopback server runs in it too).\n\n");
        machine();
        settings();
        goals();
        for (Section section : Section.values()) {
            if (section != Section.FLOORS) {
                table(section);
            }
        }
        table(Section.FLOORS);
        notMeasured();
        peerDefaults();
        return out.toString();
    }

    private void machine() {
        out.append("## Machine\n\n");
        out.append("| | |\n|---|---|\n");
        row("Taken", WHEN.format(facts.date()));
        row("Commit", facts.get(MachineFacts.GIT));
        row("CPUs (nproc)", facts.get(MachineFacts.NPROC));
        row("CPU", facts.get(MachineFacts.CPU));
        row("Memory", facts.get(MachineFacts.MEMORY));
        row("Load average before ours", facts.get(MachineFacts.LOAD_BEFORE));
        row("Load average between the runs", facts.get(MachineFacts.LOAD_BETWEEN));
        row("Load average after the peers", facts.get(MachineFacts.LOAD_AFTER));
        out.append('\n');
    }

    private void settings() {
        out.append("## JVM and JMH\n\n");
        out.append("JMH options of both runs: ").append(code(facts.get(MachineFacts.JMH_OPTIONS))).append("\n\n");
        out.append("| | ").append(String.join(" | ", runs.stream().map(Run::name).toList())).append(" |\n|---|");
        runs.forEach(run -> out.append("---|"));
        out.append('\n');
        settingsRow("Command", run -> code(facts.get(run.name().equals("ours") ? MachineFacts.COMMAND_OURS
                : MachineFacts.COMMAND_PEERS)));
        settingsRow("JDK", run -> distinct(run, r -> r.run().jdkVersion() + ", " + r.run().vmName() + " "
                + r.run().vmVersion()));
        settingsRow("JVM arguments", run -> distinct(run, r -> r.run().jvmArgs().isEmpty() ? "none"
                : code(String.join(" ", r.run().jvmArgs()))));
        settingsRow("Forks", run -> distinct(run, r -> String.valueOf(r.run().forks())));
        settingsRow("Warm-up", run -> distinct(run, r -> r.run().warmup()));
        settingsRow("Measurement", run -> distinct(run, r -> r.run().measurement()));
        settingsRow("Class path", run -> facts.get(run.name().equals("ours") ? MachineFacts.CLASSPATH_OURS
                : MachineFacts.CLASSPATH_PEERS));
        out.append('\n');
    }

    private void goals() {
        out.append("## Goals\n\n");
        out.append("| Goal | Target | Measured | Result | Margin |\n|---|---|---|---|---|\n");
        List<Verdict> missed = new ArrayList<>();
        for (Goal goal : goals) {
            Verdict verdict = Verdict.of(goal, measurements);
            out.append("| ").append(goal.name()).append(" | ").append(target(goal)).append(" | ")
                    .append(verdict.measured()).append(" | ").append(verdict.status().label()).append(" | ")
                    .append(verdict.margin()).append(" |\n");
            if (verdict.status() == Verdict.Status.MISSED) {
                missed.add(verdict);
            }
        }
        out.append('\n');
        if (!missed.isEmpty()) {
            out.append("### Where a goal is missed, what limits it\n\n");
            for (Verdict verdict : missed) {
                Line subject = Lines.byId(verdict.goal().subject());
                out.append("- **").append(verdict.goal().name()).append("**: ").append(verdict.margin())
                        .append(". ").append(verdict.goal().limits());
                String floors = floorsOf(subject.path(), verdict.goal().metric());
                if (!floors.isEmpty()) {
                    out.append(" Floors on this path: ").append(floors).append('.');
                }
                out.append('\n');
            }
            out.append('\n');
        }
    }

    private static String target(Goal goal) {
        if (goal.isPending()) {
            return "to be set";
        }
        String value = goal.reference() == Goal.Reference.ABSOLUTE ? (goal.metric() == Goal.Metric.BYTES
                ? Numbers.bytes(goal.target()) + " B/call"
                : Numbers.score(goal.target()) + " " + Lines.byId(goal.subject()).path().unit())
                : Numbers.score(goal.target()) + "× " + (goal.reference() == Goal.Reference.BEST_PEER
                        ? "best peer"
                        : Lines.byId(goal.referenceLine()).label());
        return goal.bound().symbol() + " " + value;
    }

    /** @return the floors measured on that path, with their score or their bytes per call */
    private String floorsOf(Section path, Goal.Metric metric) {
        List<String> floors = new ArrayList<>();
        for (Line line : measurements.lines()) {
            if (line.role() == Line.Role.FLOOR && line.path() == path) {
                measurements.result(line.id())
                        .ifPresent(result -> floors.add(line.label() + " "
                                + (metric == Goal.Metric.BYTES ? Numbers.bytes(result.bytesPerOp()) + " B/call"
                                        : Numbers.score(path.shown(result.normalizedScore())) + " " + path.unit())));
            }
        }
        return String.join("; ", floors);
    }

    private void table(Section section) {
        List<Line> lines = measurements.lines().stream().filter(line -> line.shownIn() == section).toList();
        if (lines.isEmpty()) {
            return;
        }
        out.append("## ").append(section.title()).append("\n\n").append(section.what());
        if (section != Section.FLOORS) {
            out.append(section.sense() == Section.Sense.TIME ? " Lower is better; the ratio is time over the best "
                    + "peer's (below 1: faster)."
                    : " Higher is better; the ratio is calls/s over the best peer's "
                            + "(above 1: more).");
        }
        out.append("\n\n");
        Map<String, List<Line>> groups = new LinkedHashMap<>();
        lines.forEach(line -> groups.computeIfAbsent(line.group(), g -> new ArrayList<>()).add(line));
        for (Map.Entry<String, List<Line>> group : groups.entrySet()) {
            if (!group.getKey().isEmpty()) {
                out.append("### ").append(group.getKey()).append("\n\n");
            }
            out.append("| Row | Whose | Score ± error | B/op | × best peer |\n|---|---|---:|---:|---:|\n");
            for (Line line : group.getValue()) {
                tableRow(line);
            }
            out.append('\n');
        }
    }

    private void tableRow(Line line) {
        out.append("| ").append(line.label()).append(" | ").append(line.role().label()).append(" | ");
        Optional<JmhResult> result = measurements.result(line.id());
        if (result.isEmpty()) {
            out.append("not run | | |\n");
            return;
        }
        Section path = line.path();
        JmhResult r = result.get();
        out.append(Numbers.score(path.shown(r.normalizedScore()))).append(" ± ")
                .append(Numbers.score(path.shown(r.normalizedError()))).append(' ').append(path.unit())
                .append(" | ").append(Numbers.bytes(r.bytesPerOp())).append(" | ");
        measurements.bestPeerScore(path, line.group()).ifPresent(best -> out.append(
                Numbers.ratio(r.normalizedScore() / best.result().normalizedScore())));
        out.append(" |\n");
    }

    private void notMeasured() {
        Set<Section> measured = new LinkedHashSet<>();
        measurements.lines().forEach(line -> measured.add(line.path()));
        List<String> waiting = new ArrayList<>();
        for (Section section : Section.values()) {
            if (section != Section.FLOORS && !measured.contains(section)) {
                waiting.add(section.title() + " (" + section.what() + ")");
            }
        }
        if (!waiting.isEmpty()) {
            out.append("## Not measured yet\n\n");
            waiting.forEach(w -> out.append("- ").append(w).append('\n'));
            out.append('\n');
        }
    }

    private void peerDefaults() {
        out.append("## How the peers were run\n\n");
        out.append("""
                Each peer runs with its own defaults and the dependency versions its own POM asks for (the \
                `perf/peers` module does not import the Quarkus BOM):

                - **pengrad** `TelegramBot.Builder(token).apiUrl(...)`: OkHttp with 75 s timeouts; requests go as \
                form bodies (`application/x-www-form-urlencoded`), nested objects as Gson JSON inside a field; \
                answers are read as a String and decoded with Gson. `execute(request, callback)` enqueues on \
                OkHttp's default dispatcher: **at most 5 requests per host at once**, the rest queue.
                - **TelegramBots** `OkHttpTelegramClient(token, TelegramUrl)`: a plain `OkHttpClient`, JSON bodies \
                written with a plain Jackson `ObjectMapper` (the chat id as a string, `"42"`). Its blocking \
                `execute` is `executeAsync(...).get()`: every call, blocking ones too, goes through OkHttp's \
                dispatcher, **5 per host** by default.
                - The OkHttp floor shows the dispatcher's limit: `inFlight64` with the default dispatcher, \
                `inFlight64PerHost64` with `maxRequestsPerHost` raised to 64.
                """);
        out.append('\n');
    }

    private void row(String name, String value) {
        out.append("| ").append(name).append(" | ").append(value).append(" |\n");
    }

    private void settingsRow(String name, java.util.function.Function<Run, String> value) {
        out.append("| ").append(name).append(" |");
        runs.forEach(run -> out.append(' ').append(value.apply(run)).append(" |"));
        out.append('\n');
    }

    private static String distinct(Run run, java.util.function.Function<JmhResult, String> value) {
        Set<String> values = new LinkedHashSet<>();
        run.results().forEach(result -> values.add(value.apply(result)));
        return values.isEmpty() ? "no results" : String.join("; ", values);
    }

    /** @return the text as code in a table cell */
    private static String code(String text) {
        return text.isEmpty() ? "" : "`" + text.replace("`", "'").replace("|", "\\|") + "`";
    }
}
