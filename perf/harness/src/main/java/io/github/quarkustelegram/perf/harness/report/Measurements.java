package io.github.quarkustelegram.perf.harness.report;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** The report's rows joined with the results of one comparison run: which result fills which row. */
final class Measurements {

    /** A row and its result. */
    record Measured(Line line, JmhResult result) {
    }

    private final List<Line> lines;
    private final Map<String, JmhResult> byLine = new LinkedHashMap<>();

    Measurements(List<Line> lines, List<JmhResult> results) {
        this.lines = lines;
        for (Line line : lines) {
            results.stream().filter(line::matches).findFirst().ifPresent(result -> byLine.put(line.id(), result));
        }
    }

    List<Line> lines() {
        return lines;
    }

    Optional<JmhResult> result(String lineId) {
        return Optional.ofNullable(byLine.get(lineId));
    }

    /** @return the peer with the better score on that path and group, when a peer ran there */
    Optional<Measured> bestPeerScore(Section path, String group) {
        Measured best = null;
        for (Measured peer : peers(path, group)) {
            if (best == null || path.better(peer.result().normalizedScore(), best.result().normalizedScore())) {
                best = peer;
            }
        }
        return Optional.ofNullable(best);
    }

    /** @return the peer allocating fewer bytes per call on that path and group, when one was run with -prof gc */
    Optional<Measured> bestPeerBytes(Section path, String group) {
        Measured best = null;
        for (Measured peer : peers(path, group)) {
            double bytes = peer.result().bytesPerOp();
            if (!Double.isNaN(bytes) && (best == null || bytes < best.result().bytesPerOp())) {
                best = peer;
            }
        }
        return Optional.ofNullable(best);
    }

    private List<Measured> peers(Section path, String group) {
        return lines.stream()
                .filter(line -> line.role() == Line.Role.PEER && line.path() == path && line.group().equals(group))
                .filter(line -> byLine.containsKey(line.id()))
                .map(line -> new Measured(line, byLine.get(line.id())))
                .toList();
    }
}
