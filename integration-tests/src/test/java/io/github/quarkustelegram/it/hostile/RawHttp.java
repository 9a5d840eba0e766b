package io.github.quarkustelegram.it.hostile;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * HTTP/1.1 spoken by hand over a socket, so that a request can be anything a hostile caller sends: repeated headers,
 * a Content-Length that lies, a body that trickles or never ends. Keeps the connection for the next request unless
 * the server closed it or asked to.
 */
final class RawHttp implements AutoCloseable {

    /** An answer: its status (or one of the negative codes below), and whether the server closed the connection. */
    record Answer(int status, boolean closed, String head) {
    }

    /** The server closed the connection (or reset it) before an answer. */
    static final int CLOSED_WITHOUT_ANSWER = -1;
    /** No answer within the socket's timeout. */
    static final int NO_ANSWER = -2;

    private final String host;
    private final int port;
    private final int timeoutMillis;
    private Socket socket;
    private InputStream in;
    /** The server said it closes this connection: the next request opens another. */
    private boolean closing;

    RawHttp(int port, int timeoutMillis) {
        this.host = "127.0.0.1";
        this.port = port;
        this.timeoutMillis = timeoutMillis;
    }

    /** The request line and headers of a POST, Content-Type and secret as given (null: header left out). */
    static StringBuilder postHead(String path, String contentType, List<String> secrets) {
        StringBuilder head = new StringBuilder("POST ").append(path).append(" HTTP/1.1\r\nHost: 127.0.0.1\r\n");
        if (contentType != null) {
            head.append("Content-Type: ").append(contentType).append("\r\n");
        }
        for (String secret : secrets) {
            head.append("X-Telegram-Bot-Api-Secret-Token: ").append(secret).append("\r\n");
        }
        return head;
    }

    /** Sends a whole request (head without its blank line, Content-Length added) and reads the answer. */
    Answer exchange(StringBuilder head, byte[] body) throws IOException {
        byte[] headBytes = head.append("Content-Length: ").append(body.length).append("\r\n\r\n").toString()
                .getBytes(StandardCharsets.US_ASCII);
        for (int attempt = 0;; attempt++) {
            boolean reused = socket != null;
            try {
                OutputStream out = open().getOutputStream();
                out.write(headBytes);
                out.write(body);
                out.flush();
                return read();
            } catch (IOException e) {
                close();
                if (!reused || attempt > 0) {
                    // a fresh connection failed: the server cut it (it refused the body) or is gone
                    return readLateOrClosed(e);
                }
                // a kept connection the server had closed meanwhile: once more on a new one
            }
        }
    }

    private Answer readLateOrClosed(IOException e) {
        return new Answer(e instanceof SocketTimeoutException ? NO_ANSWER : CLOSED_WITHOUT_ANSWER, true,
                e.toString());
    }

    /** Sends raw bytes on this connection (opening it if needed), nothing read. */
    void send(byte[] bytes) throws IOException {
        OutputStream out = open().getOutputStream();
        out.write(bytes);
        out.flush();
    }

    /**
     * @return this connection's output, for a sender on another thread while this one reads the answer (unlike
     *         {@link #send(byte[])}, it never moves to a new connection)
     */
    OutputStream output() throws IOException {
        return open().getOutputStream();
    }

    /** Reads one answer on this connection. */
    Answer read() throws IOException {
        open();
        String head;
        try {
            head = readHead(in);
        } catch (SocketTimeoutException e) {
            return new Answer(NO_ANSWER, false, "");
        }
        if (head.isEmpty()) {
            close();
            return new Answer(CLOSED_WITHOUT_ANSWER, true, "");
        }
        int status = Integer.parseInt(head.substring(9, 12));
        long length = 0;
        boolean close = false;
        for (String line : head.split("\r\n")) {
            String lower = line.toLowerCase(Locale.ROOT);
            if (lower.startsWith("content-length:")) {
                length = Long.parseLong(lower.substring(15).trim());
            } else if (lower.startsWith("connection:") && lower.contains("close")) {
                close = true;
            }
        }
        for (long i = 0; i < length; i++) {
            if (in.read() < 0) {
                close = true;
                break;
            }
        }
        closing = close;
        return new Answer(status, close, head);
    }

    /** @return whether the server closed this connection within the given time (reading and dropping what comes) */
    boolean closedByServerWithin(int millis) throws IOException {
        if (socket == null) {
            return true;
        }
        Socket s = socket;
        s.setSoTimeout(millis);
        try {
            byte[] sink = new byte[8192];
            while (in.read(sink) >= 0) {
                // an answer, then the end
            }
            return true;
        } catch (SocketTimeoutException e) {
            return false;
        } catch (IOException reset) {
            return true;
        } finally {
            close();
        }
    }

    private Socket open() throws IOException {
        if (closing) {
            close();
        }
        if (socket == null) {
            Socket s = new Socket();
            s.setTcpNoDelay(true);
            s.setSoTimeout(timeoutMillis);
            s.connect(new InetSocketAddress(host, port), timeoutMillis);
            socket = s;
            in = new java.io.BufferedInputStream(s.getInputStream(), 8192);
        }
        return socket;
    }

    private static String readHead(InputStream in) throws IOException {
        ByteArrayOutputStream head = new ByteArrayOutputStream(256);
        int matched = 0;
        int b;
        while ((b = in.read()) != -1) {
            head.write(b);
            matched = (b == '\r' && (matched == 0 || matched == 2)) || (b == '\n' && (matched == 1 || matched == 3))
                    ? matched + 1
                    : (b == '\r' ? 1 : 0);
            if (matched == 4) {
                return head.toString(StandardCharsets.US_ASCII);
            }
        }
        return head.toString(StandardCharsets.US_ASCII);
    }

    @Override
    public void close() {
        if (socket != null) {
            try {
                socket.close();
            } catch (IOException ignored) {
                // closing anyway
            }
            socket = null;
            in = null;
            closing = false;
        }
    }

    /** Opens many connections at once (each left to the caller). */
    static List<RawHttp> connections(int port, int count, int timeoutMillis) {
        List<RawHttp> all = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            all.add(new RawHttp(port, timeoutMillis));
        }
        return all;
    }
}
