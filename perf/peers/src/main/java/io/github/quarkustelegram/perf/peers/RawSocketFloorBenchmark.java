package io.github.quarkustelegram.perf.peers;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.util.Arrays;
import java.util.concurrent.TimeUnit;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Warmup;

import io.github.quarkustelegram.perf.harness.LoopbackBotApi;

/**
 * The lowest floor: a blocking socket per caller writing pre-built request bytes and reading the answer (its head
 * up to Content-Length, then the body), no HTTP library and no JSON. What the loopback exchange with the shared
 * server costs on this machine. {@code oneCaller}: µs per call; {@code fourCallers}: four threads, each on its
 * own connection, calls/s.
 */
@Fork(1)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
public class RawSocketFloorBenchmark {

    /** The server, shared by the callers. */
    @State(Scope.Benchmark)
    public static class Server {
        LoopbackBotApi server;
        byte[] request;

        @Setup(Level.Trial)
        public void setup() throws IOException {
            server = LoopbackBotApi.start(1);
            request = FloorExchange.rawRequest(server.port());
            try (Connection connection = new Connection()) {
                connection.open(this);
                FloorExchange.check("raw socket", server, connection.exchangeForBody());
            }
        }

        @TearDown(Level.Trial)
        public void tearDown() {
            server.close();
        }
    }

    /** One caller's keep-alive connection and read buffer. */
    @State(Scope.Thread)
    public static class Connection implements AutoCloseable {
        private Socket socket;
        private OutputStream out;
        private InputStream in;
        private byte[] request;
        private final byte[] buffer = new byte[16 * 1024];

        @Setup(Level.Trial)
        public void open(Server server) throws IOException {
            socket = new Socket("127.0.0.1", server.server.port());
            socket.setTcpNoDelay(true);
            out = socket.getOutputStream();
            in = socket.getInputStream();
            request = server.request;
        }

        @TearDown(Level.Trial)
        @Override
        public void close() throws IOException {
            socket.close();
        }

        /** @return the length of the answer, head and body */
        int exchange() throws IOException {
            out.write(request);
            int read = 0;
            int headEnd = -1;
            int total = Integer.MAX_VALUE;
            while (read < total) {
                int n = in.read(buffer, read, buffer.length - read);
                if (n < 0) {
                    throw new IOException("the server closed the connection");
                }
                read += n;
                if (headEnd < 0) {
                    headEnd = headEnd(buffer, read);
                    if (headEnd >= 0) {
                        total = headEnd + contentLength(buffer, headEnd);
                    }
                }
            }
            return total;
        }

        byte[] exchangeForBody() throws IOException {
            int total = exchange();
            int headEnd = headEnd(buffer, total);
            return Arrays.copyOfRange(buffer, headEnd, total);
        }
    }

    @Benchmark
    @BenchmarkMode(Mode.AverageTime)
    @OutputTimeUnit(TimeUnit.MICROSECONDS)
    public int oneCaller(Connection connection) throws IOException {
        return connection.exchange();
    }

    @Benchmark
    @BenchmarkMode(Mode.Throughput)
    @OutputTimeUnit(TimeUnit.SECONDS)
    @Threads(4)
    public int fourCallers(Connection connection) throws IOException {
        return connection.exchange();
    }

    /** @return the index after the head's blank line, or -1 when it has not all arrived */
    private static int headEnd(byte[] bytes, int length) {
        for (int i = 3; i < length; i++) {
            if (bytes[i] == '\n' && bytes[i - 1] == '\r' && bytes[i - 2] == '\n' && bytes[i - 3] == '\r') {
                return i + 1;
            }
        }
        return -1;
    }

    private static final byte[] CONTENT_LENGTH = "\r\ncontent-length:".getBytes();

    /** The Content-Length of the head ending at {@code headEnd}; the loopback server always sends one. */
    private static int contentLength(byte[] bytes, int headEnd) throws IOException {
        outer:
        for (int i = 0; i + CONTENT_LENGTH.length < headEnd; i++) {
            for (int j = 0; j < CONTENT_LENGTH.length; j++) {
                if (Character.toLowerCase(bytes[i + j]) != CONTENT_LENGTH[j]) {
                    continue outer;
                }
            }
            int value = 0;
            for (int k = i + CONTENT_LENGTH.length; bytes[k] != '\r'; k++) {
                if (bytes[k] >= '0' && bytes[k] <= '9') {
                    value = value * 10 + (bytes[k] - '0');
                }
            }
            return value;
        }
        throw new IOException("an answer without Content-Length");
    }
}
