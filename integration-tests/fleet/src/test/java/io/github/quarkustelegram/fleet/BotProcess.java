package io.github.quarkustelegram.fleet;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * One instance of the fleet bot: the packaged application ({@code target/quarkus-app/quarkus-run.jar}) in a process of
 * its own, on a free loopback port, with its journal and log in the scenario's folder. {@link #kill()} is SIGKILL
 * ({@code kill -9}: no shutdown hook, no drain), {@link #stop()} a graceful SIGTERM.
 */
final class BotProcess implements AutoCloseable {

    static final String WEBHOOK_PATH = "/telegram/webhook";
    private static final Duration START_TIMEOUT = Duration.ofSeconds(60);

    final String name;
    final int port;
    final Path journal;
    final Path log;
    private final Process process;

    private BotProcess(String name, int port, Path journal, Path log, Process process) {
        this.name = name;
        this.port = port;
        this.journal = journal;
        this.log = log;
        this.process = process;
    }

    /**
     * Starts an instance and waits until its webhook answers.
     *
     * @param settings {@code -D} options beside the ones every instance gets
     */
    static BotProcess start(String name, Path folder, String redisUri, String botApiUrl, String token,
            Map<String, String> settings) throws IOException, InterruptedException {
        Path app = Path.of(System.getProperty("fleet.app", "target/quarkus-app/quarkus-run.jar"));
        if (!Files.exists(app)) {
            throw new IllegalStateException(app + " is missing: the tests run after the package phase (failsafe)");
        }
        Files.createDirectories(folder);
        int port = freePort();
        Path journal = folder.resolve(name + ".journal");
        Path log = folder.resolve(name + ".log");
        Map<String, String> options = new TreeMap<>();
        options.put("quarkus.http.port", Integer.toString(port));
        options.put("quarkus.http.host", "127.0.0.1");
        options.put("quarkus.redis.hosts", redisUri);
        options.put("quarkus.telegram.api.base-url", botApiUrl);
        options.put("quarkus.telegram.bot.token", token);
        options.put("fleet.instance", name);
        options.put("fleet.journal", journal.toString());
        options.putAll(settings);
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.add("-Xmx256m");
        command.add("-XX:TieredStopAtLevel=1"); // a short run: start fast rather than peak
        options.forEach((key, value) -> command.add("-D" + key + "=" + value));
        command.add("-jar");
        command.add(app.toString());
        Process process = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile()).start();
        BotProcess bot = new BotProcess(name, port, journal, log, process);
        bot.awaitUp();
        return bot;
    }

    /** @return the webhook's URL */
    URI webhook() {
        return URI.create("http://127.0.0.1:" + port + WEBHOOK_PATH);
    }

    boolean alive() {
        return process.isAlive();
    }

    /** {@code kill -9}: the process ends at once, in the middle of whatever it does. */
    void kill() throws InterruptedException {
        process.destroyForcibly();
        process.waitFor();
    }

    /** A graceful stop (SIGTERM): the webhook drains. */
    void stop() throws InterruptedException {
        process.destroy();
        if (!process.waitFor(30, java.util.concurrent.TimeUnit.SECONDS)) {
            process.destroyForcibly();
            process.waitFor();
        }
    }

    @Override
    public void close() throws InterruptedException {
        if (process.isAlive()) {
            stop();
        }
    }

    /** @return the instance's log, for a failure message */
    String logText() {
        try {
            return Files.readString(log);
        } catch (IOException e) {
            return "(no log: " + e + ")";
        }
    }

    private void awaitUp() throws InterruptedException {
        HttpClient client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(1)).build();
        long deadline = System.nanoTime() + START_TIMEOUT.toNanos();
        while (System.nanoTime() < deadline) {
            if (!process.isAlive()) {
                throw new IllegalStateException(name + " exited at start-up:\n" + logText());
            }
            try {
                HttpResponse<Void> answer = client.send(HttpRequest.newBuilder(webhook()).GET().build(),
                        HttpResponse.BodyHandlers.discarding());
                // 405: the webhook route is there (POST only); 404: in polling mode it lets requests fall through, and
                // an application answers once it has started
                if (answer.statusCode() == 405 || answer.statusCode() == 404) {
                    return;
                }
            } catch (IOException notYet) {
                // not listening yet
            }
            Thread.sleep(100);
        }
        throw new IllegalStateException(name + " did not start within " + START_TIMEOUT + ":\n" + logText());
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket()) {
            socket.bind(new InetSocketAddress("127.0.0.1", 0));
            return socket.getLocalPort();
        }
    }
}
