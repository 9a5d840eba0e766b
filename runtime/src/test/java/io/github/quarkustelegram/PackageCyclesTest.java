package io.github.quarkustelegram;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import com.tngtech.archunit.core.domain.Dependency;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;

/**
 * No package cycle ties in an internal package: each {@code runtime.*} package can be read, changed and tested knowing
 * only the packages below it. Public API packages whose types name each other ({@code model} and {@code method}, say)
 * may form cycles among themselves; any cycle through a {@code runtime} package fails, with the edges that close it.
 *
 * <p>
 * ArchUnit's {@code slices().beFreeOfCycles()} checks cycles among the slices it is given: sliced over every package it
 * would also fail the public-only cycles, sliced over {@code runtime.*} only it would miss a cycle that passes through
 * a public package. So the strongly connected components of the whole package graph are computed here (Tarjan), on
 * the compiled main classes, the generated ones included.
 */
class PackageCyclesTest {

    private static final String ROOT = "io.github.quarkustelegram";
    private static final String INTERNAL = ROOT + ".runtime";

    static JavaClasses classes;

    @BeforeAll
    static void importClasses() {
        classes = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_JARS)
                .importPackages(ROOT);
    }

    @Test
    void noPackageCycleTiesInAnInternalPackage() {
        Map<String, Map<String, String>> edges = packageEdges(classes);
        List<Set<String>> tangles = new ArrayList<>();
        for (Set<String> component : stronglyConnected(edges)) {
            if (component.size() > 1 && component.stream().anyMatch(PackageCyclesTest::internal)) {
                tangles.add(component);
            }
        }
        assertThat(tangles).as(() -> describe(tangles, edges)).isEmpty();
    }

    @Test
    void findsACycleThroughAPublicPackage() {
        Map<String, Map<String, String>> edges = new TreeMap<>();
        edges.put("a.runtime.x", Map.of("a.pub", "X -> Pub"));
        edges.put("a.pub", Map.of("a.other", "Pub -> Other"));
        edges.put("a.other", Map.of("a.runtime.x", "Other -> X"));
        edges.put("a.lone", Map.of("a.pub", "Lone -> Pub"));

        assertThat(stronglyConnected(edges)).contains(Set.of("a.runtime.x", "a.pub", "a.other"))
                .contains(Set.of("a.lone"));
    }

    private static boolean internal(String pkg) {
        return pkg.equals(INTERNAL) || pkg.startsWith(INTERNAL + ".");
    }

    /** Package → package it depends on → one class-level dependency that shows it. */
    private static Map<String, Map<String, String>> packageEdges(JavaClasses classes) {
        Map<String, Map<String, String>> edges = new TreeMap<>();
        for (JavaClass origin : classes) {
            String from = origin.getPackageName();
            for (Dependency dependency : origin.getDirectDependenciesFromSelf()) {
                JavaClass target = dependency.getTargetClass();
                String to = target.getPackageName();
                if (!to.equals(from) && (to.equals(ROOT) || to.startsWith(ROOT + "."))) {
                    edges.computeIfAbsent(from, key -> new TreeMap<>()).putIfAbsent(to,
                            origin.getName() + " -> " + target.getName());
                }
            }
        }
        return edges;
    }

    /** Tarjan's algorithm, iterative (the generated packages are deep enough to make recursion a risk). */
    static List<Set<String>> stronglyConnected(Map<String, Map<String, String>> edges) {
        Set<String> nodes = new TreeSet<>(edges.keySet());
        edges.values().forEach(targets -> nodes.addAll(targets.keySet()));
        Map<String, Integer> index = new HashMap<>();
        Map<String, Integer> low = new HashMap<>();
        Deque<String> stack = new ArrayDeque<>();
        Set<String> onStack = new HashSet<>();
        List<Set<String>> components = new ArrayList<>();
        int next = 0;
        for (String start : nodes) {
            if (index.containsKey(start)) {
                continue;
            }
            Deque<Map.Entry<String, List<String>>> work = new ArrayDeque<>();
            index.put(start, next);
            low.put(start, next++);
            stack.push(start);
            onStack.add(start);
            work.push(Map.entry(start, new ArrayList<>(edges.getOrDefault(start, Map.of()).keySet())));
            while (!work.isEmpty()) {
                String node = work.peek().getKey();
                List<String> pending = work.peek().getValue();
                if (!pending.isEmpty()) {
                    String target = pending.remove(pending.size() - 1);
                    if (!index.containsKey(target)) {
                        index.put(target, next);
                        low.put(target, next++);
                        stack.push(target);
                        onStack.add(target);
                        work.push(Map.entry(target, new ArrayList<>(edges.getOrDefault(target, Map.of()).keySet())));
                    } else if (onStack.contains(target)) {
                        low.put(node, Math.min(low.get(node), index.get(target)));
                    }
                    continue;
                }
                work.pop();
                if (!work.isEmpty()) {
                    String parent = work.peek().getKey();
                    low.put(parent, Math.min(low.get(parent), low.get(node)));
                }
                if (low.get(node).equals(index.get(node))) {
                    Set<String> component = new TreeSet<>();
                    String member;
                    do {
                        member = stack.pop();
                        onStack.remove(member);
                        component.add(member);
                    } while (!member.equals(node));
                    components.add(component);
                }
            }
        }
        return components;
    }

    private static String describe(List<Set<String>> tangles, Map<String, Map<String, String>> edges) {
        StringBuilder text = new StringBuilder("package cycles through internal packages:");
        for (Set<String> tangle : tangles) {
            text.append("\n- ").append(tangle);
            for (String from : tangle) {
                edges.getOrDefault(from, Map.of()).forEach((to, example) -> {
                    if (tangle.contains(to)) {
                        text.append("\n    ").append(from).append(" -> ").append(to).append(" (").append(example)
                                .append(')');
                    }
                });
            }
        }
        return text.toString();
    }
}
