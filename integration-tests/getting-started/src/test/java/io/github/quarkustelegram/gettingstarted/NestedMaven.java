package io.github.quarkustelegram.gettingstarted;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * Maven run from a test, as a new user runs it in a new application, on this build's artifacts: its local repository
 * is the one the module staged them in ({@code target/it-repo}), with this build's local repository as a read-only
 * tail for everything else ({@code maven.repo.local.tail}, Maven 3.9). Offline when this build is ({@code -o}); online
 * otherwise, because a build from an empty local repository has not fetched every plugin and platform file a new
 * application's build uses (the extension's own artifacts still come from the staged repository only: Maven Central has
 * no snapshots). The settings come from the module's surefire configuration.
 */
final class NestedMaven {

    /** Far above the minute a nested build takes, for a loaded machine; a hung build still ends. */
    private static final Duration TIMEOUT = Duration.ofMinutes(6);
    /** How much of a failed build's output the failure shows (all of it is in the log file). */
    private static final int SHOWN_LINES = 80;

    static final String EXTENSION_VERSION = setting("extension-version");
    static final String QUARKUS_VERSION = setting("quarkus-version");
    static final String EXTENSION = "io.github.quarkustelegram:quarkus-telegram:" + EXTENSION_VERSION;
    /** Surefire's line for a test class whose tests all passed: a pattern of the count and the class. */
    static final String TESTS_PASSED = "Tests run: %d, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: .* -- in %s";
    /** The root of the checkout: the docs the tests read. */
    static final Path CHECKOUT = Path.of(setting("checkout")).normalize();

    private NestedMaven() {
    }

    /** @return an empty directory for one application, under {@code target/apps} */
    static Path freshDirectory(String name) throws IOException {
        Path dir = Path.of(setting("work-dir"), name);
        if (Files.exists(dir)) {
            try (Stream<Path> files = Files.walk(dir)) {
                for (Path file : files.sorted(Comparator.reverseOrder()).toList()) {
                    Files.delete(file);
                }
            }
        }
        return Files.createDirectories(dir);
    }

    /**
     * Runs {@code mvn} in a directory and waits for it; its output goes to the file {@code DIR-STEP.log} beside the
     * directory.
     *
     * @return the build's output
     * @throws AssertionError when the build fails or times out, with the end of its output
     */
    static String run(Path dir, String step, String... goalsAndOptions) throws IOException, InterruptedException {
        String mavenHome = System.getProperty("maven.home");
        if (mavenHome == null || mavenHome.isBlank()) {
            throw new IllegalStateException("maven.home is not set: run this test through Maven");
        }
        List<String> command = new ArrayList<>(List.of(Path.of(mavenHome, "bin", "mvn").toString(), "-B", "-ntp",
                "-Dmaven.repo.local=" + setting("staged-repo"),
                "-Dmaven.repo.local.tail=" + setting("outer-repo"),
                "-Dquarkus.analytics.disabled=true"));
        if (setting("offline").equals("offline=true")) {
            command.add("-o");
        }
        command.addAll(List.of(goalsAndOptions));
        Path log = dir.resolveSibling(dir.getFileName() + "-" + step + ".log");
        ProcessBuilder builder = new ProcessBuilder(command).directory(dir.toFile()).redirectErrorStream(true)
                .redirectOutput(log.toFile());
        // Maven's own JVM runs briefly: the quick compiler is enough (the tests' JVMs, forked, keep their defaults)
        builder.environment().put("MAVEN_OPTS", "-XX:TieredStopAtLevel=1");
        Process process = builder.start();
        boolean ended = process.waitFor(TIMEOUT.toMillis(), TimeUnit.MILLISECONDS);
        if (!ended) {
            process.descendants().forEach(ProcessHandle::destroyForcibly);
            process.destroyForcibly().waitFor();
        }
        String output = Files.readString(log);
        if (!ended || process.exitValue() != 0) {
            List<String> lines = output.lines().toList();
            throw new AssertionError((ended ? "mvn " + step + " failed (exit " + process.exitValue() + ")"
                    : "mvn " + step + " did not end within " + TIMEOUT) + ": " + String.join(" ", command)
                    + "\nThe last lines of " + log + ":\n"
                    + String.join("\n", lines.subList(Math.max(0, lines.size() - SHOWN_LINES), lines.size())));
        }
        return output;
    }

    /** The arguments of {@code quarkus:create} that a user without an extension registry gives. */
    static List<String> create(String artifactId, String... more) {
        List<String> args = new ArrayList<>(List.of("io.quarkus:quarkus-maven-plugin:" + QUARKUS_VERSION + ":create",
                "-DquarkusRegistryClient=false", "-DplatformGroupId=io.quarkus", "-DplatformArtifactId=quarkus-bom",
                "-DplatformVersion=" + QUARKUS_VERSION, "-DprojectGroupId=org.acme", "-DprojectArtifactId=" + artifactId));
        args.addAll(List.of(more));
        return args;
    }

    private static String setting(String name) {
        String value = System.getProperty("getting-started." + name);
        if (value == null || value.isBlank()) {
            throw new IllegalStateException("getting-started." + name + " is not set: run this test through Maven");
        }
        return value;
    }
}
