package io.github.quarkustelegram.perf.harness.report;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.Properties;

/**
 * What {@code perf/compare.sh} recorded around the run, as a properties file: the machine, the load average
 * before, between and after the two runs, the commands. Keys the script does not write show as unknown.
 */
public final class MachineFacts {

    /** When the run started, ISO-8601 UTC. */
    public static final String DATE = "date";
    public static final String NPROC = "nproc";
    public static final String CPU = "cpu";
    public static final String MEMORY = "memory";
    public static final String LOAD_BEFORE = "load.before";
    public static final String LOAD_BETWEEN = "load.between";
    public static final String LOAD_AFTER = "load.after";
    public static final String GIT = "git";
    /** How the comparison was started, e.g. {@code perf/compare.sh}, with its environment overrides. */
    public static final String COMMAND = "command";
    public static final String COMMAND_OURS = "command.ours";
    public static final String COMMAND_PEERS = "command.peers";
    /** The JMH options both runs got. */
    public static final String JMH_OPTIONS = "jmh.options";
    /** The versions on each side's class path that matter (HTTP client, JSON, Netty, Vert.x). */
    public static final String CLASSPATH_OURS = "classpath.ours";
    public static final String CLASSPATH_PEERS = "classpath.peers";

    private final Properties properties;

    private MachineFacts(Properties properties) {
        this.properties = properties;
    }

    public static MachineFacts read(Path file) throws IOException {
        Properties properties = new Properties();
        try (Reader reader = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            properties.load(reader);
        }
        return new MachineFacts(properties);
    }

    /** @return the value, or {@code unknown} */
    public String get(String key) {
        String value = properties.getProperty(key);
        return value == null || value.isBlank() ? "unknown" : value.trim();
    }

    /** @return when the run started; now when the file does not say */
    public Instant date() {
        String value = properties.getProperty(DATE);
        return value == null || value.isBlank() ? Instant.now() : Instant.parse(value.trim());
    }
}
