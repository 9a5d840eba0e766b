package io.github.quarkustelegram.runtime.fast.http;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.net.InetSocketAddress;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;

import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.runtime.timer.TimerWheel;
import io.netty.buffer.ByteBuf;

/**
 * The fast path's blocking HTTP/1.1 client, for plain-HTTP servers (a local Bot API server): the whole exchange runs
 * on the caller's thread, on a pooled keep-alive {@link SocketConnection}, with no hand-off to an event loop and back
 * (which is two thread wake-ups per call, more than the rest of a loopback call costs).
 *
 * <ul>
 * <li>At most {@code maxConnections} connections; a caller beyond waits for one, within its deadline.</li>
 * <li>Idle connections are reused most recently used first. One idle for more than {@value #CHECK_AFTER_IDLE_MILLIS}
 * ms is first checked with a non-blocking read: a server closes idle keep-alive connections, and a request written
 * into a closed one is lost. One reused sooner is checked for bytes the server sent unasked.</li>
 * <li>A request is never sent twice: a failure is the caller's to retry (its retry policy knows which methods may
 * be repeated), as on every other transport.</li>
 * </ul>
 * Thread-safe. Closing it closes every connection, which fails the exchanges in progress.
 */
public final class BlockingHttpClient implements AutoCloseable {

    static final long CHECK_AFTER_IDLE_MILLIS = 1000;

    private final String host;
    private final int port;
    private final int connectTimeoutMillis;
    private final int maxAnswerBytes;
    private final TimerWheel deadlines;
    private final Semaphore permits;
    private final Object lock = new Object();
    private final ArrayDeque<SocketConnection> idle = new ArrayDeque<>();
    private final Set<SocketConnection> all = ConcurrentHashMap.newKeySet();
    private volatile boolean closed;

    /**
     * @param host the server's host
     * @param port its port
     * @param connectTimeout how long opening a connection may take
     * @param maxConnections the most connections open at once
     * @param maxAnswerBytes the largest answer body accepted
     * @param deadlines the watchdogs' timer
     */
    public BlockingHttpClient(String host, int port, Duration connectTimeout, int maxConnections, int maxAnswerBytes,
            TimerWheel deadlines) {
        this.host = Objects.requireNonNull(host, "host");
        this.port = port;
        this.connectTimeoutMillis = (int) Math.min(Integer.MAX_VALUE, Math.max(1, connectTimeout.toMillis()));
        this.maxAnswerBytes = maxAnswerBytes;
        this.deadlines = Objects.requireNonNull(deadlines, "deadlines");
        this.permits = new Semaphore(maxConnections);
    }

    /**
     * Sends a request and reads its answer on this thread.
     *
     * @param request head and body, from its reader index; released by this method
     * @param deadline how long the whole exchange may take, waiting for a connection included
     * @param reader reads the answer while the connection holds it
     * @param <R> the result
     * @return what the reader made of the answer
     * @throws DeadlinePassedException when the deadline passed first
     * @throws InterruptedIOException when the thread was interrupted while waiting for a connection
     * @throws IOException when the exchange failed (a {@link java.nio.channels.ClosedByInterruptException} when the
     *         thread was interrupted during it)
     * @throws IllegalStateException when the client is closed
     */
    public <R> R exchange(ByteBuf request, Duration deadline, AnswerReader<R> reader)
            throws IOException {
        try {
            long start = System.nanoTime();
            long nanos = deadline.toNanos();
            acquirePermit(nanos);
            try {
                return exchangeHoldingPermit(request, start, nanos, reader);
            } finally {
                permits.release();
            }
        } finally {
            request.release();
        }
    }

    private <R> R exchangeHoldingPermit(ByteBuf request, long start, long nanos, AnswerReader<R> reader)
            throws IOException {
        checkOpen();
        SocketConnection connection = takeIdle();
        if (connection == null) {
            connection = connect(remaining(start, nanos));
        }
        try {
            connection.exchange(request, deadlines, remaining(start, nanos));
        } catch (IOException | RuntimeException e) {
            discard(connection);
            throw e;
        }
        try {
            return reader.read(connection.status(), connection.retryAfter(), connection.body());
        } finally {
            if (connection.reusable() && !closed) {
                giveBack(connection);
            } else {
                discard(connection);
            }
        }
    }

    private void acquirePermit(long nanos) throws IOException {
        if (permits.tryAcquire()) {
            return;
        }
        try {
            if (!permits.tryAcquire(nanos, TimeUnit.NANOSECONDS)) {
                throw new DeadlinePassedException(false);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new InterruptedIOException("interrupted while waiting for a connection");
        }
    }

    private static long remaining(long start, long nanos) throws DeadlinePassedException {
        long left = nanos - (System.nanoTime() - start);
        if (left <= 0) {
            throw new DeadlinePassedException(true);
        }
        return left;
    }

    private SocketConnection connect(long nanos) throws IOException {
        // the address is resolved for each new connection, so that a changed DNS record is followed (the JDK caches)
        InetSocketAddress address = new InetSocketAddress(host, port);
        int timeout = (int) Math.max(1, Math.min(connectTimeoutMillis, TimeUnit.NANOSECONDS.toMillis(nanos)));
        SocketConnection connection = SocketConnection.open(address, timeout, maxAnswerBytes);
        all.add(connection);
        if (closed) {
            discard(connection);
            checkOpen();
        }
        return connection;
    }

    private @Nullable SocketConnection takeIdle() {
        while (true) {
            SocketConnection connection;
            synchronized (lock) {
                connection = idle.pollFirst();
            }
            if (connection == null) {
                return null;
            }
            long idleNanos = System.nanoTime() - connection.idleSince();
            boolean fit = idleNanos < TimeUnit.MILLISECONDS.toNanos(CHECK_AFTER_IDLE_MILLIS)
                    ? !connection.hasUnreadBytes()
                    : connection.stillOpen();
            if (fit) {
                return connection;
            }
            discard(connection);
        }
    }

    private void giveBack(SocketConnection connection) {
        connection.idleFrom(System.nanoTime());
        synchronized (lock) {
            idle.addFirst(connection);
        }
        if (closed) {
            discard(connection);
        }
    }

    private void discard(SocketConnection connection) {
        connection.close();
        all.remove(connection);
        synchronized (lock) {
            idle.remove(connection);
        }
    }

    private void checkOpen() {
        if (closed) {
            throw new IllegalStateException("Client is closed");
        }
    }

    /** @return how many connections are open (for tests) */
    int openConnections() {
        return all.size();
    }

    /** Closes every connection; exchanges in progress fail, later ones are refused. Idempotent. */
    @Override
    public void close() {
        closed = true;
        for (SocketConnection connection : all) {
            discard(connection);
        }
    }

    @Override
    public String toString() {
        return "BlockingHttpClient[" + host + ":" + port + "]";
    }
}
