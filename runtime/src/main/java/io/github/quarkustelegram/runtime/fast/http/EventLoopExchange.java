package io.github.quarkustelegram.runtime.fast.http;

import java.util.concurrent.atomic.AtomicReferenceFieldUpdater;

import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.runtime.transport.PendingCall;
import io.netty.buffer.ByteBuf;

/**
 * One call on the event-loop client: the {@link PendingCall} to end, and the request buffer (head and body) until a
 * connection writes it. Whoever takes the buffer first owns it: the connection that sends it (Netty releases it once
 * written), or the abandonment of the call (a timeout or cancellation while it still waits for a connection), which
 * releases it. As the call's abandon action, it also closes the connection the call is on, if it is still on it.
 */
final class EventLoopExchange implements Runnable {

    private static final AtomicReferenceFieldUpdater<EventLoopExchange, ByteBuf> REQUEST = AtomicReferenceFieldUpdater
            .newUpdater(EventLoopExchange.class, ByteBuf.class, "request");

    final PendingCall<?> call;
    private volatile @Nullable ByteBuf request;
    private volatile @Nullable EventLoopConnection connection;

    EventLoopExchange(PendingCall<?> call, ByteBuf request) {
        this.call = call;
        this.request = request;
    }

    /** @return the request buffer, now the caller's to write or release; null when already taken */
    @Nullable
    ByteBuf takeRequest() {
        return REQUEST.getAndSet(this, null);
    }

    /** A connection takes the call on: from now on, abandoning the call closes it. */
    void assignedTo(EventLoopConnection on) {
        connection = on;
    }

    /** The call ended first (timeout, cancellation): let go of the request, and of the connection it is on. */
    @Override
    public void run() {
        ByteBuf unsent = takeRequest();
        if (unsent != null) {
            unsent.release();
        }
        EventLoopConnection on = connection;
        if (on != null) {
            on.abort(this);
        }
    }
}
