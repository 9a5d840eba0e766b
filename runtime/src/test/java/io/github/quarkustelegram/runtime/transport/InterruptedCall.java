package io.github.quarkustelegram.runtime.transport;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import io.github.quarkustelegram.testing.server.FakeBotApiServer;
import io.github.quarkustelegram.testing.server.RecordedRequest;

/**
 * A blocking call interrupted while it waits for its answer, for the transports' tests: runs the call on a thread of
 * its own, waits until the fake received the request, interrupts the thread.
 *
 * @param sent the request as the fake received it
 * @param thrown what the call threw (an AssertionError when the thread lost its interrupt flag; null when it returned)
 */
public record InterruptedCall(RecordedRequest sent, Throwable thrown) {

    /**
     * @param api the fake the call goes to (answering slowly)
     * @param method the Bot API method called
     * @param call the blocking call
     * @return what was sent and what the call threw
     * @throws Exception when the call did not end within 10 s
     */
    public static InterruptedCall run(FakeBotApiServer api, String method, Runnable call) throws Exception {
        CompletableFuture<Throwable> outcome = new CompletableFuture<>();
        Thread caller = new Thread(() -> {
            try {
                call.run();
                outcome.complete(null);
            } catch (Throwable t) {
                outcome.complete(Thread.currentThread().isInterrupted() ? t : new AssertionError("flag cleared", t));
            }
        });
        caller.start();
        RecordedRequest sent = api.takeRequest(method);

        caller.interrupt();

        return new InterruptedCall(sent, outcome.get(10, TimeUnit.SECONDS));
    }
}
