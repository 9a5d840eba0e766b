package io.github.quarkustelegram.resilience;

import java.time.Duration;

import io.github.quarkustelegram.error.TelegramException;

/**
 * A request waited {@link FloodControlLimits#maxWait()} for its turn under flood control and was not sent: the bot
 * asks for more than Telegram's limits let through. Nothing reached Telegram; sending it again later is safe. Not
 * retried by the client: the queue it waited in is the reason.
 */
public class FloodControlWaitException extends TelegramException {

    private static final long serialVersionUID = 1L;

    private final Duration waited;
    private final int waitingAhead;

    /**
     * @param methodName the method of the request not sent
     * @param waited how long it waited
     * @param waitingAhead how many requests still waited when it gave up, itself not counted
     * @param lane which queue it waited in, for the message: "chat 42", "requests without a chat"
     */
    public FloodControlWaitException(String methodName, Duration waited, int waitingAhead, String lane) {
        super(methodName, "not sent: waited " + waited.toMillis() + " ms for its turn under flood control ("
                + lane + ", " + waitingAhead + " other request(s) waiting); the bot sends faster than the limits "
                + "allow: send less, or raise quarkus.telegram.flood-control.max-wait", null);
        this.waited = waited;
        this.waitingAhead = waitingAhead;
    }

    /** @return how long the request waited */
    public Duration waited() {
        return waited;
    }

    /** @return how many other requests were waiting when it gave up */
    public int waitingAhead() {
        return waitingAhead;
    }
}
