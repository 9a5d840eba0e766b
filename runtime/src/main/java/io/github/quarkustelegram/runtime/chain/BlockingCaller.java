package io.github.quarkustelegram.runtime.chain;

import java.util.concurrent.LinkedTransferQueue;
import java.util.concurrent.atomic.AtomicReferenceFieldUpdater;

import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.method.TelegramRequest;
import io.github.quarkustelegram.runtime.transport.BlockingCall;
import io.github.quarkustelegram.transport.TelegramTransport;
import io.smallrye.mutiny.Uni;
import io.smallrye.mutiny.operators.AbstractUni;
import io.smallrye.mutiny.subscription.UniSubscriber;
import io.smallrye.mutiny.subscription.UniSubscription;

/**
 * The thread that waits for a blocking call of a decorated chain, and the place where the exchange with Telegram runs:
 * on the caller's thread, at once when the chain reaches the transport there, or handed back to it when a decorator
 * moved the chain to another thread (a timer must not do a blocking exchange, and the fast transport does its blocking
 * exchange without an event-loop hop only on the caller's thread). While it waits the caller runs what is handed to it.
 * One per call, and the subscriber of its chain.
 */
final class BlockingCaller implements UniSubscriber<Object> {

    /** Wakes the caller when the call ended on another thread. */
    private static final Runnable WAKE = () -> {
    };

    @SuppressWarnings("rawtypes")
    private static final AtomicReferenceFieldUpdater<BlockingCaller, LinkedTransferQueue> HANDED_BACK = AtomicReferenceFieldUpdater
            .newUpdater(BlockingCaller.class, LinkedTransferQueue.class, "handedBack");

    private final Thread thread = Thread.currentThread();
    /**
     * What other threads hand back to the caller, made by whichever needs it first: a call whose chain stays on the
     * caller's thread (most) never needs it. Written before {@link #done} is read, read after it is written (both
     * volatile), so that a wake-up is never missed.
     */
    private volatile @Nullable LinkedTransferQueue<Runnable> handedBack;
    private volatile boolean done;
    private @Nullable Object result;
    private @Nullable Throwable failure;
    private @Nullable UniSubscription subscription;

    private BlockingCaller() {
    }

    /**
     * @param methodName the Bot API method, for the message when this thread must not block
     * @return the caller on this thread
     * @throws IllegalStateException when this thread must not block (an event loop)
     */
    static BlockingCaller onThisThread(String methodName) {
        BlockingCall.refuseToBlockIfForbidden(methodName);
        return new BlockingCaller();
    }

    /**
     * @param transport the transport at the end of the chain
     * @param request the request
     * @return the exchange, run by the caller's thread through the transport's blocking call
     */
    <R> Uni<R> exchange(TelegramTransport transport, TelegramRequest<R> request) {
        return new Exchange<>(transport, request);
    }

    /** The exchange at the end of the chain, anew at each subscription (a decorator may subscribe it again). */
    private final class Exchange<R> extends AbstractUni<R> {

        private final TelegramTransport transport;
        private final TelegramRequest<R> request;

        Exchange(TelegramTransport transport, TelegramRequest<R> request) {
            this.transport = transport;
            this.request = request;
        }

        @Override
        public void subscribe(UniSubscriber<? super R> subscriber) {
            Exchanging<R> exchanging = new Exchanging<>(transport, request, subscriber);
            subscriber.onSubscribe(exchanging);
            if (Thread.currentThread() == thread) {
                exchanging.run();
            } else if (!done) {
                handedBack().add(exchanging);
            }
        }
    }

    /**
     * One subscription of an exchange: run once by the caller's thread; a cancelled one (a decorator's timeout, an
     * interrupted caller) signals nothing. One object for the subscription and the task handed back.
     */
    private static final class Exchanging<R> implements UniSubscription, Runnable {

        private final TelegramTransport transport;
        private final TelegramRequest<R> request;
        private final UniSubscriber<? super R> subscriber;
        private volatile boolean cancelled;

        Exchanging(TelegramTransport transport, TelegramRequest<R> request, UniSubscriber<? super R> subscriber) {
            this.transport = transport;
            this.request = request;
            this.subscriber = subscriber;
        }

        @Override
        public void run() {
            if (cancelled) {
                return;
            }
            R item;
            try {
                item = transport.call(request);
            } catch (Throwable e) {
                if (!cancelled) {
                    subscriber.onFailure(e);
                }
                return;
            }
            if (!cancelled) {
                subscriber.onItem(item);
            }
        }

        @Override
        public void cancel() {
            cancelled = true;
        }
    }

    /**
     * Subscribes to the call and waits for it, running what is handed back meanwhile.
     *
     * @return the call's result
     * @throws java.util.concurrent.CancellationException when the thread is interrupted (the call is cancelled)
     */
    @SuppressWarnings("unchecked")
    <R> R await(Uni<R> call, String methodName) {
        call.subscribe().withSubscriber(this); // serialized: a decorator of the application may signal twice
        if (!done) {
            LinkedTransferQueue<Runnable> waiting = handedBack();
            while (!done) {
                await(waiting, methodName).run();
            }
        }
        Throwable failed = failure;
        if (failed != null) {
            throw BlockingCall.unchecked(failed);
        }
        return (R) result;
    }

    @Override
    public void onSubscribe(UniSubscription s) {
        subscription = s;
    }

    @Override
    public void onItem(@Nullable Object item) {
        result = item;
        end();
    }

    @Override
    public void onFailure(Throwable e) {
        failure = e;
        end();
    }

    /** @return the next thing handed back (the wake-up at the end included) */
    private Runnable await(LinkedTransferQueue<Runnable> waiting, String methodName) {
        try {
            return waiting.take();
        } catch (InterruptedException e) {
            done = true;
            UniSubscription s = subscription;
            if (s != null) {
                s.cancel();
            }
            throw BlockingCall.cancelled(methodName, e);
        }
    }

    @SuppressWarnings("unchecked")
    private LinkedTransferQueue<Runnable> handedBack() {
        LinkedTransferQueue<Runnable> queue = handedBack;
        if (queue == null) {
            HANDED_BACK.compareAndSet(this, null, new LinkedTransferQueue<Runnable>());
            queue = handedBack;
        }
        return queue;
    }

    /** The call could not start: nothing will be handed back. */
    void done() {
        done = true;
    }

    private void end() {
        done = true; // after the result: the caller reads it once it sees this
        LinkedTransferQueue<Runnable> queue = handedBack;
        if (queue != null && Thread.currentThread() != thread) {
            queue.add(WAKE); // the caller may wait on it; one that makes it after this sees done first
        }
    }
}
