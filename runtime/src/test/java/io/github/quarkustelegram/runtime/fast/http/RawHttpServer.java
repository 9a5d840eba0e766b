package io.github.quarkustelegram.runtime.fast.http;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A loopback HTTP/1.1 server for the fast path's clients, answering each request with whatever bytes its script
 * says, on plain blocking sockets: the cases a well-behaved server never produces (a dropped connection, bytes nobody
 * asked for, an answer split at any byte) are one line of a test.
 */
public final class RawHttpServer implements AutoCloseable {

    /** What to do with one request: write bytes, close, or never answer. */
    @FunctionalInterface
    public interface Script {
        /**
         * @param request the request's number on the server, from 1
         * @param head its head
         * @param out the connection
         * @return false to close the connection after this answer
         */
        boolean answer(int request, String head, OutputStream out) throws IOException;
    }

    private final ServerSocket server;
    private final ExecutorService threads = Executors.newCachedThreadPool(runnable -> {
        Thread thread = new Thread(runnable, "raw-http-server");
        thread.setDaemon(true);
        return thread;
    });
    private final AtomicInteger connections = new AtomicInteger();
    private final AtomicInteger requests = new AtomicInteger();
    private final List<Socket> open = new CopyOnWriteArrayList<>();
    private final List<String> bodies = new CopyOnWriteArrayList<>();
    private volatile Script script;

    public RawHttpServer(Script script) throws IOException {
        this.script = script;
        this.server = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        threads.execute(this::accept);
    }

    /** @return an answer with a JSON body and Content-Length */
    public static byte[] json(int status, String body, String... headers) {
        String head = "HTTP/1.1 " + status + " X\r\nContent-Type: application/json\r\nContent-Length: "
                + body.getBytes(StandardCharsets.UTF_8).length + "\r\n" + String.join("", headers) + "\r\n";
        return (head + body).getBytes(StandardCharsets.UTF_8);
    }

    public void script(Script next) {
        this.script = next;
    }

    public int port() {
        return server.getLocalPort();
    }

    public int connections() {
        return connections.get();
    }

    public int requests() {
        return requests.get();
    }

    /** @return the bodies received, in order */
    public List<String> bodies() {
        return bodies;
    }

    /** @return how many connections are still open on the server's side */
    public int openConnections() {
        open.removeIf(Socket::isClosed);
        return open.size();
    }

    private void accept() {
        while (!server.isClosed()) {
            try {
                Socket socket = server.accept();
                connections.incrementAndGet();
                open.add(socket);
                threads.execute(() -> serve(socket));
            } catch (IOException e) {
                return;
            }
        }
    }

    private void serve(Socket socket) {
        try (socket; InputStream in = socket.getInputStream(); OutputStream out = socket.getOutputStream()) {
            while (true) {
                String head = readHead(in);
                if (head == null) {
                    return;
                }
                int length = contentLength(head);
                bodies.add(new String(in.readNBytes(length), StandardCharsets.UTF_8));
                if (!script.answer(requests.incrementAndGet(), head, out)) {
                    return;
                }
                out.flush();
            }
        } catch (IOException e) {
            // the client went away
        }
    }

    private static String readHead(InputStream in) throws IOException {
        ByteArrayOutputStream head = new ByteArrayOutputStream();
        int matched = 0;
        int b;
        while ((b = in.read()) >= 0) {
            head.write(b);
            matched = b == "\r\n\r\n".charAt(matched) ? matched + 1 : b == '\r' ? 1 : 0;
            if (matched == 4) {
                return head.toString(StandardCharsets.US_ASCII);
            }
        }
        return null;
    }

    private static int contentLength(String head) {
        for (String line : head.split("\r\n")) {
            if (line.toLowerCase().startsWith("content-length:")) {
                return Integer.parseInt(line.substring(15).strip());
            }
        }
        return 0;
    }

    @Override
    public void close() {
        try {
            server.close();
            for (Socket socket : open) {
                socket.close();
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } finally {
            threads.shutdownNow();
        }
    }
}
