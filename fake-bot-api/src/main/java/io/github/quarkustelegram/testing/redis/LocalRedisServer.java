package io.github.quarkustelegram.testing.redis;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * A real {@code redis-server} (Debian's package) started by a test on a free loopback port, with no persistence, and
 * stopped with it. The tests of the shared state use it instead of a mock: what they check is what Redis does.
 *
 * <p>
 * {@link #find()} says whether the binary is on this machine; a test without it skips, saying so
 * ({@link #skipReason()}), and CI installs it ({@code .ci/run}) so that it never skips there. {@link #stop()} and
 * {@link #start()} again on the same port let a test take Redis away mid-run and bring it back.
 */
public final class LocalRedisServer implements AutoCloseable {

    /** Where the binary is looked for, beside {@code PATH}. */
    private static final List<Path> KNOWN_PLACES = List.of(Path.of("/usr/bin/redis-server"),
            Path.of("/usr/local/bin/redis-server"));
    private static final Duration START_TIMEOUT = Duration.ofSeconds(10);

    private final Path binary;
    private final int port;
    private Process process;

    private LocalRedisServer(Path binary, int port) {
        this.binary = binary;
        this.port = port;
    }

    /** @return the {@code redis-server} binary, when this machine has one */
    public static Optional<Path> find() {
        String path = System.getenv("PATH");
        List<Path> places = new ArrayList<>();
        if (path != null) {
            for (String dir : path.split(java.io.File.pathSeparator)) {
                if (!dir.isBlank()) {
                    places.add(Path.of(dir, "redis-server"));
                }
            }
        }
        places.addAll(KNOWN_PLACES);
        return places.stream().filter(Files::isExecutable).findFirst();
    }

    /** @return why a test needing Redis skips here, for its skip message */
    public static String skipReason() {
        return "no redis-server on this machine (apt-get install -y redis-server; CI's .ci/run installs it)";
    }

    /**
     * Starts a server on a free loopback port and waits until it answers PING.
     *
     * @throws IllegalStateException when there is no binary (check {@link #find()} first) or it does not start
     */
    public static LocalRedisServer start() {
        Path binary = find().orElseThrow(() -> new IllegalStateException(skipReason()));
        LocalRedisServer server = new LocalRedisServer(binary, freePort());
        server.startProcess();
        return server;
    }

    /** @return the port it listens on (the same after {@link #restart()}) */
    public int port() {
        return port;
    }

    /** @return its URI, as {@code quarkus.redis.hosts} takes it */
    public String uri() {
        return "redis://127.0.0.1:" + port;
    }

    /** @return whether the process runs */
    public synchronized boolean running() {
        return process != null && process.isAlive();
    }

    /** Stops the server at once (SIGKILL: nothing is saved, as when a Redis host dies). Idempotent. */
    public synchronized void stop() {
        if (process == null) {
            return;
        }
        process.destroyForcibly();
        try {
            process.waitFor(5, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        process = null;
    }

    /** Starts it again on the same port, empty. */
    public synchronized void restart() {
        stop();
        startProcess();
    }

    /**
     * Sends one command in Redis's inline protocol and returns the raw reply (for tests that look at keys).
     *
     * @param command e.g. {@code "DBSIZE"}
     * @return the reply's first line, e.g. {@code ":12"}
     */
    public String command(String command) {
        try (Socket socket = new Socket(InetAddress.getLoopbackAddress(), port)) {
            socket.setSoTimeout(5_000);
            OutputStream out = socket.getOutputStream();
            out.write((command + "\r\n").getBytes(StandardCharsets.UTF_8));
            out.flush();
            InputStream in = socket.getInputStream();
            StringBuilder line = new StringBuilder();
            int c;
            while ((c = in.read()) != -1 && c != '\n') {
                if (c != '\r') {
                    line.append((char) c);
                }
            }
            return line.toString();
        } catch (IOException e) {
            throw new IllegalStateException("redis-server on port " + port + " did not answer " + command, e);
        }
    }

    @Override
    public void close() {
        stop();
    }

    private synchronized void startProcess() {
        try {
            process = new ProcessBuilder(binary.toString(), "--port", Integer.toString(port), "--bind", "127.0.0.1",
                    "--save", "", "--appendonly", "no", "--daemonize", "no", "--loglevel", "warning")
                    .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        } catch (IOException e) {
            throw new IllegalStateException("could not start " + binary, e);
        }
        long deadline = System.nanoTime() + START_TIMEOUT.toNanos();
        while (System.nanoTime() < deadline) {
            if (!process.isAlive()) {
                throw new IllegalStateException(binary + " exited with " + process.exitValue() + " on port " + port);
            }
            try {
                if ("+PONG".equals(command("PING"))) {
                    return;
                }
            } catch (IllegalStateException notYet) {
                // not listening yet
            }
            try {
                Thread.sleep(20);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted while redis-server started", e);
            }
        }
        stop();
        throw new IllegalStateException("redis-server did not answer PING on port " + port + " within "
                + START_TIMEOUT);
    }

    private static int freePort() {
        try (ServerSocket socket = new ServerSocket()) {
            socket.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0));
            return socket.getLocalPort();
        } catch (IOException e) {
            throw new IllegalStateException("no free loopback port", e);
        }
    }
}
