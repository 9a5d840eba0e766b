package io.github.quarkustelegram.runtime.fast.http;

import java.io.EOFException;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.StandardSocketOptions;
import java.nio.ByteBuffer;
import java.nio.channels.AsynchronousCloseException;
import java.nio.channels.ClosedByInterruptException;
import java.nio.channels.SocketChannel;
import java.util.concurrent.atomic.AtomicIntegerFieldUpdater;

import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.runtime.timer.TimerWheel;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import io.netty.util.Timeout;
import io.netty.util.TimerTask;

/**
 * One keep-alive connection of the {@link BlockingHttpClient}: a {@link SocketChannel} in blocking mode, used by one
 * thread at a time, which writes the request straight from its (direct) buffer and reads the answer into this
 * connection's own array, where {@link HttpResponseParser} frames it and the caller decodes it in place.
 *
 * <p>
 * The deadline is a watchdog on {@link TimerWheel}: when it fires before the exchange has ended, it closes the
 * channel, which wakes the blocked read or write with an {@link AsynchronousCloseException}. An interrupt of the
 * calling thread closes the channel too (a {@link ClosedByInterruptException}): that is how a blocking call is
 * cancelled.
 */
final class SocketConnection implements TimerTask {

    private static final AtomicIntegerFieldUpdater<SocketConnection> STATE = AtomicIntegerFieldUpdater
            .newUpdater(SocketConnection.class, "state");
    private static final int IDLE = 0;
    private static final int BUSY = 1;
    private static final int EXPIRED = 2;
    /** The receive array's first size, and the size it goes back to after a large answer. */
    static final int FIRST_RECEIVE_BYTES = 4096;

    private final SocketChannel channel;
    /** The channel's stream, only asked how many bytes wait unread. */
    private final java.io.InputStream unread;
    private final HttpResponseParser parser;
    private final int maxReceiveBytes;
    private volatile int state;
    private volatile @Nullable Timeout watchdog;
    private byte[] received;
    private ByteBuffer receiving;
    private ByteBuf framing;
    private ByteBuffer body;
    private int length;
    private long idleSince;
    private boolean reusable;

    private SocketConnection(SocketChannel channel, int maxAnswerBytes) throws IOException {
        this.channel = channel;
        this.unread = channel.socket().getInputStream();
        this.parser = new HttpResponseParser(maxAnswerBytes);
        this.maxReceiveBytes = maxAnswerBytes + HttpResponseParser.MAX_HEAD_BYTES + 1024;
        allocate(FIRST_RECEIVE_BYTES);
    }

    /**
     * Opens a connection, within the deadline the watchdog keeps from now on.
     *
     * @param address the server
     * @param connectTimeoutMillis how long connecting may take
     * @param maxAnswerBytes the largest answer body accepted
     * @return the connection, busy: {@link #exchange} it at once
     */
    static SocketConnection open(InetSocketAddress address, int connectTimeoutMillis, int maxAnswerBytes)
            throws IOException {
        SocketChannel channel = SocketChannel.open();
        try {
            channel.setOption(StandardSocketOptions.TCP_NODELAY, true);
            channel.setOption(StandardSocketOptions.SO_KEEPALIVE, true);
            channel.socket().connect(address, connectTimeoutMillis);
            return new SocketConnection(channel, maxAnswerBytes);
        } catch (IOException | RuntimeException e) {
            channel.close();
            throw e;
        }
    }

    /**
     * Writes the request and reads the whole answer, or fails; the answer is then readable through {@link #status()},
     * {@link #retryAfter()} and {@link #body()} until the next exchange.
     *
     * @param request head and body, from its reader index; not released
     * @param deadlines the watchdog's timer
     * @param nanos how long the exchange may take
     * @throws DeadlinePassedException when the watchdog closed the connection first
     * @throws IOException when the connection failed (interrupted included: {@link ClosedByInterruptException})
     */
    void exchange(ByteBuf request, TimerWheel deadlines, long nanos) throws IOException {
        STATE.set(this, BUSY);
        watchdog = deadlines.arm(nanos, this);
        try {
            write(request);
            read();
        } catch (AsynchronousCloseException e) {
            if (state == EXPIRED && !(e instanceof ClosedByInterruptException)) {
                throw new DeadlinePassedException(true);
            }
            throw e;
        } finally {
            disarm();
        }
        reusable = parser.keepAlive() && parser.answerLength() == length && channel.isOpen();
    }

    private void write(ByteBuf request) throws IOException {
        ByteBuffer out = request.nioBuffer(request.readerIndex(), request.readableBytes());
        while (out.hasRemaining()) {
            channel.write(out);
        }
    }

    private void read() throws IOException {
        if (received.length > FIRST_RECEIVE_BYTES * 16) {
            allocate(FIRST_RECEIVE_BYTES); // a large answer's array is not kept for the small ones that follow
        }
        parser.reset();
        receiving.clear();
        length = 0;
        while (true) {
            if (!receiving.hasRemaining()) {
                grow();
            }
            int n = channel.read(receiving);
            if (n < 0) {
                if (parser.endOfInput()) {
                    return;
                }
                throw new EOFException(parser.started()
                        ? "the server closed the connection before the answer was complete"
                        : "the server closed the connection without answering");
            }
            length = receiving.position();
            framing.writerIndex(length);
            if (parser.parse(framing)) {
                return;
            }
        }
    }

    private void grow() throws HttpProtocolException {
        if (received.length >= maxReceiveBytes) {
            throw new HttpProtocolException("the answer is larger than " + maxReceiveBytes + " bytes");
        }
        byte[] previous = received;
        allocate((int) Math.min(maxReceiveBytes, received.length * 2L));
        System.arraycopy(previous, 0, received, 0, length);
        receiving.position(length);
    }

    private void allocate(int size) {
        received = new byte[size];
        receiving = ByteBuffer.wrap(received);
        framing = Unpooled.wrappedBuffer(received);
        framing.writerIndex(0);
        body = ByteBuffer.wrap(received);
    }

    /** Stops the watchdog; if it fired meanwhile, the channel is closed and the connection is not reused. */
    private void disarm() {
        Timeout t = watchdog;
        watchdog = null;
        if (t != null) {
            t.cancel();
        }
        if (!STATE.compareAndSet(this, BUSY, IDLE)) {
            reusable = false;
        }
    }

    @Override
    public void run(Timeout expired) {
        if (expired == watchdog && STATE.compareAndSet(this, BUSY, EXPIRED)) {
            close();
        }
    }

    int status() {
        return parser.status();
    }

    @Nullable
    String retryAfter() {
        return parser.retryAfter();
    }

    /** @return the answer's body (a view of this connection's array, valid until the next exchange) */
    ByteBuffer body() {
        body.limit(parser.bodyStart() + parser.bodyLength()).position(parser.bodyStart());
        return body;
    }

    /** @return whether the connection may carry another exchange */
    boolean reusable() {
        return reusable;
    }

    /** Marks the moment the connection went back to the pool. */
    void idleFrom(long nanoTime) {
        idleSince = nanoTime;
    }

    /** @return since when it has been idle, as {@link System#nanoTime()} */
    long idleSince() {
        return idleSince;
    }

    /**
     * Whether the server sent bytes nobody asked for (one FIONREAD, no read): such a connection must not carry the
     * next request, whose answer would be read after them.
     */
    boolean hasUnreadBytes() {
        try {
            return unread.available() > 0;
        } catch (IOException e) {
            return true;
        }
    }

    /**
     * Whether a connection idle for a while is still open: a non-blocking read must find nothing to read, not the
     * end of the stream (the server closed it) nor bytes nobody asked for.
     */
    boolean stillOpen() {
        try {
            channel.configureBlocking(false);
            receiving.clear().limit(1);
            int n = channel.read(receiving);
            channel.configureBlocking(true);
            return n == 0;
        } catch (IOException e) {
            return false;
        }
    }

    /** Closes the channel. Idempotent; any thread. */
    void close() {
        try {
            channel.close();
        } catch (IOException e) {
            // closing: nothing left to do
        }
    }
}
