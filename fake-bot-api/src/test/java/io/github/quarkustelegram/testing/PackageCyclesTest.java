package io.github.quarkustelegram.testing;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.spi.ToolProvider;

import org.junit.jupiter.api.Test;

import io.github.quarkustelegram.testing.telegram.FakeTelegram;

/**
 * No package of the fake depends on itself through others: each of {@code testing.telegram}'s subpackages (actions,
 * api, markup, world, methods, control) is read and changed knowing only the ones below it, and the public faces sit on
 * top. The class-level dependencies come from the JDK's {@code jdeps} over the module's compiled classes; a cycle fails
 * with the class edges that close it.
 */
class PackageCyclesTest {

    private static final String ROOT = "io.github.quarkustelegram.testing";
    private static final Pattern EDGE = Pattern.compile("^\\s+(" + Pattern.quote(ROOT) + "[\\w.$]*)\\s+->\\s+("
            + Pattern.quote(ROOT) + "[\\w.$]*)\\s", Pattern.MULTILINE);

    @Test
    void theFakesPackagesFormNoCycle() throws URISyntaxException {
        Map<String, Map<String, String>> edges = packageEdges(jdeps(classes()));

        assertThat(edges).as("jdeps found the fake's classes").containsKeys(ROOT + ".telegram",
                ROOT + ".telegram.world", ROOT + ".telegram.methods");
        assertThat(cycle(edges)).as(() -> "a package cycle, through " + cycle(edges).map(c -> describe(c, edges))
                .orElse("")).isEmpty();
    }

    @Test
    void aCycleIsFoundWithTheEdgesThatCloseIt() {
        Map<String, Map<String, String>> edges = new TreeMap<>();
        edges.put("a.top", Map.of("a.low", "Top -> Low"));
        edges.put("a.low", Map.of("a.lower", "Low -> Lower"));
        edges.put("a.lower", Map.of("a.low", "Lower -> Low"));

        assertThat(cycle(edges)).contains(List.of("a.low", "a.lower", "a.low"));
        assertThat(describe(cycle(edges).orElseThrow(), edges)).isEqualTo("Low -> Lower, Lower -> Low");
        assertThat(cycle(Map.of("a.top", Map.of("a.low", "Top -> Low")))).isEmpty();
    }

    private static Path classes() throws URISyntaxException {
        return Path.of(FakeTelegram.class.getProtectionDomain().getCodeSource().getLocation().toURI());
    }

    private static String jdeps(Path classes) {
        ToolProvider jdeps = ToolProvider.findFirst("jdeps").orElseThrow(() -> new IllegalStateException(
                "The JDK running the tests has no jdeps"));
        StringWriter out = new StringWriter();
        int status = jdeps.run(new PrintWriter(out), new PrintWriter(out), "-verbose:class", "-filter:none",
                "--multi-release", "17", classes.toString());
        assertThat(status).as(out::toString).isZero();
        return out.toString();
    }

    /** Package → package it depends on → one class-level dependency that shows it. */
    private static Map<String, Map<String, String>> packageEdges(String jdeps) {
        Map<String, Map<String, String>> edges = new TreeMap<>();
        Matcher edge = EDGE.matcher(jdeps);
        while (edge.find()) {
            String from = packageOf(edge.group(1));
            String to = packageOf(edge.group(2));
            if (!from.equals(to)) {
                edges.computeIfAbsent(from, p -> new TreeMap<>()).putIfAbsent(to, simple(edge.group(1)) + " -> "
                        + simple(edge.group(2)));
            }
        }
        return edges;
    }

    /** @return a path of packages that comes back to its first, when there is one */
    static Optional<List<String>> cycle(Map<String, Map<String, String>> edges) {
        for (String start : edges.keySet()) {
            Optional<List<String>> found = cycleFrom(start, new ArrayList<>(List.of(start)), edges);
            if (found.isPresent()) {
                return found;
            }
        }
        return Optional.empty();
    }

    private static Optional<List<String>> cycleFrom(String at, List<String> path, Map<String, Map<String, String>> edges) {
        for (String next : edges.getOrDefault(at, Map.of()).keySet()) {
            if (next.equals(path.get(0))) {
                List<String> cycle = new ArrayList<>(path);
                cycle.add(next);
                return Optional.of(cycle);
            }
            if (!path.contains(next)) {
                path.add(next);
                Optional<List<String>> found = cycleFrom(next, path, edges);
                if (found.isPresent()) {
                    return found;
                }
                path.remove(path.size() - 1);
            }
        }
        return Optional.empty();
    }

    private static String describe(List<String> cycle, Map<String, Map<String, String>> edges) {
        List<String> steps = new ArrayList<>();
        for (int i = 0; i + 1 < cycle.size(); i++) {
            steps.add(edges.get(cycle.get(i)).get(cycle.get(i + 1)));
        }
        return String.join(", ", steps);
    }

    private static String packageOf(String className) {
        return className.substring(0, className.lastIndexOf('.'));
    }

    private static String simple(String className) {
        return className.substring(className.lastIndexOf('.') + 1);
    }
}
