package io.github.quarkustelegram.runtime.transport.restclient;

import java.nio.ByteBuffer;

import jakarta.ws.rs.client.Entity;

import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.method.TelegramRequest;
import io.github.quarkustelegram.runtime.transport.PendingCall;
import io.smallrye.mutiny.subscription.UniSubscriber;
import io.smallrye.mutiny.subscription.UniSubscription;
import io.vertx.core.Handler;

/**
 * One exchange with the REST client: starts it (at once, or on the callers' context), receives its outcome for the
 * pending call, and cancels it should the call be abandoned. One object for what would be four lambdas and Mutiny's
 * callback subscriber.
 *
 * @param <R> the call's result type
 */
final class Exchange<R> implements UniSubscriber<ByteBuffer>, Handler<Void>, Runnable {

    private final MethodTargets targets;
    private final CallerContexts callerContexts;
    private final TelegramRequest<R> request;
    private final Entity<?> entity;
    private final PendingCall<R> call;
    private volatile @Nullable UniSubscription subscription;
    private volatile boolean abandoned;

    Exchange(MethodTargets targets, CallerContexts callerContexts, TelegramRequest<R> request, Entity<?> entity,
            PendingCall<R> call) {
        this.targets = targets;
        this.callerContexts = callerContexts;
        this.request = request;
        this.entity = entity;
        this.call = call;
    }

    /** Runs on the callers' context. */
    @Override
    public void handle(Void ignored) {
        if (call.isDone()) {
            return;
        }
        try {
            start();
        } catch (RuntimeException refused) {
            call.failed(refused);
        }
    }

    void start() {
        // the body as a plain entity: a 2xx answer then costs no response object with copied headers; any
        // other comes as the REST client's exception, which carries the answer
        targets.invoker(request.methodName()).method("POST", entity, ByteBuffer.class).subscribe().withSubscriber(this);
        call.onAbandon(this);
    }

    @Override
    public void onSubscribe(UniSubscription started) {
        subscription = started;
        if (abandoned) {
            started.cancel();
        }
    }

    @Override
    public void onItem(ByteBuffer body) {
        callerContexts.learnFromCurrentContext();
        call.answered(200, null, body);
    }

    @Override
    public void onFailure(Throwable failure) {
        ErrorAnswers.notOk(call, failure);
    }

    /** The call was abandoned (its deadline, a cancellation): cancels the REST client's request. */
    @Override
    public void run() {
        abandoned = true;
        UniSubscription started = subscription;
        if (started != null) {
            started.cancel();
        }
    }
}
