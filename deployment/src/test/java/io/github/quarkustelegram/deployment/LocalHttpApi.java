package io.github.quarkustelegram.deployment;

import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.Executors;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;

/**
 * A tiny Bot API stand-in for the extension tests: the JDK's HTTP server on 127.0.0.1, answering by path (getMe: a
 * bot user; {@code /file/...}: a file's content; any other method: a message) and recording each request.
 *
 * <p>A {@code QuarkusUnitTest} class is loaded twice (by JUnit, then by the application's class loader), so the
 * server is started once per JVM and shared through JDK types kept in the system properties: its URL, and the
 * queue of the requests it received.
 */
public final class LocalHttpApi {

    static final String MESSAGE = "{\"message_id\":8,\"date\":0,\"chat\":{\"id\":42,\"type\":\"private\"},"
            + "\"text\":\"from quarkus\"}";
    static final String ME = "{\"id\":31415,\"is_bot\":true,\"first_name\":\"Bot\"}";
    static final String FILE_CONTENT = "file content";

    private static final String URL_KEY = "quarkus-telegram.test.local-http-api.url";
    private static final String QUEUE_KEY = "quarkus-telegram.test.local-http-api.requests";

    private LocalHttpApi() {
    }

    /** @return the server's URL, starting it if this JVM has none yet */
    public static synchronized String baseUrl() {
        String url = System.getProperty(URL_KEY);
        if (url == null) {
            url = start();
            System.setProperty(URL_KEY, url);
        }
        return url;
    }

    /** @return the next request received, waiting up to 10 s */
    public static Received take() throws InterruptedException {
        Object[] r = requests().poll(10, TimeUnit.SECONDS);
        if (r == null) {
            throw new AssertionError("no request reached the local server within 10 s");
        }
        return new Received((String) r[0], (String) r[1], (String) r[2], (byte[]) r[3]);
    }

    /** Forgets the requests not taken yet. */
    public static void clear() {
        requests().clear();
    }

    @SuppressWarnings("unchecked")
    private static BlockingQueue<Object[]> requests() {
        return (BlockingQueue<Object[]>) System.getProperties().computeIfAbsent(QUEUE_KEY,
                k -> new LinkedBlockingQueue<Object[]>());
    }

    private static String start() {
        try {
            HttpServer server = HttpServer.create(new InetSocketAddress(InetAddress.getByName("127.0.0.1"), 0), 0);
            server.createContext("/", LocalHttpApi::handle);
            server.setExecutor(Executors.newFixedThreadPool(2, r -> {
                Thread t = new Thread(r, "local-http-api");
                t.setDaemon(true);
                return t;
            }));
            server.start();
            return "http://127.0.0.1:" + server.getAddress().getPort();
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    private static void handle(HttpExchange exchange) throws IOException {
        byte[] body = exchange.getRequestBody().readAllBytes();
        String path = exchange.getRequestURI().getPath();
        requests().add(new Object[] { exchange.getRequestMethod(), path,
                exchange.getRequestHeaders().getFirst("Content-Type"), body });
        String answer = path.startsWith("/file/") ? FILE_CONTENT
                : "{\"ok\":true,\"result\":" + (path.endsWith("/getMe") ? ME : MESSAGE) + "}";
        byte[] out = answer.getBytes(StandardCharsets.UTF_8);
        exchange.getResponseHeaders().add("Content-Type",
                path.startsWith("/file/") ? "application/octet-stream" : "application/json");
        exchange.sendResponseHeaders(200, out.length);
        try (OutputStream o = exchange.getResponseBody()) {
            o.write(out);
        }
    }

    /** A request as received. */
    public record Received(String method, String path, String contentType, byte[] body) {
        public String bodyText() {
            return new String(body, StandardCharsets.ISO_8859_1);
        }
    }
}
